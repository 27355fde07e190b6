"""Each colour's small symbol, so a colour is told apart without seeing it (no text, no font).

black ● disc, blue ▲ triangle, yellow ★ star, red ■ square, green ◆ diamond,
white ○ ring. Shapes, not letters: they need no translation and no font, and stay
distinct at 2 mm. The dice and any other view of the game use the same symbols.
"""

from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath, QTransform

from knaster_qt.games.exact_hit.core.sheets import COLOURS

SYMBOL_NAMES = ("disc", "triangle", "star", "square", "diamond", "ring")
RING_WIDTH = 0.28  # of the symbol's size: the ring's stroke, drawn as a filled annulus
assert len(SYMBOL_NAMES) == len(COLOURS)


def symbol_path(colour: int, rect: QRectF) -> QPainterPath:
    """The symbol of ``colour`` in the square centred in ``rect``: fill it, no outline."""
    side = min(rect.width(), rect.height())
    centre = rect.center()
    return QTransform(side, 0.0, 0.0, side, centre.x(), centre.y()).map(_unit_symbol(colour))


@cache
def _unit_symbol(colour: int) -> QPainterPath:
    """The symbol in a unit square centred on (0, 0)."""
    name = SYMBOL_NAMES[colour]
    path = QPainterPath()
    if name == "disc":
        path.addEllipse(QPointF(0, 0), 0.46, 0.46)
    elif name == "ring":
        path.addEllipse(QPointF(0, 0), 0.46, 0.46)
        inner = 0.46 - RING_WIDTH
        path.addEllipse(QPointF(0, 0), inner, inner)  # odd-even fill: a ring
    elif name == "square":
        path.addRect(QRectF(-0.39, -0.39, 0.78, 0.78))
    elif name == "triangle":
        path.moveTo(0.0, -0.47)
        path.lineTo(0.5, 0.4)
        path.lineTo(-0.5, 0.4)
        path.closeSubpath()
    elif name == "diamond":
        path.moveTo(0.0, -0.5)
        path.lineTo(0.42, 0.0)
        path.lineTo(0.0, 0.5)
        path.lineTo(-0.42, 0.0)
        path.closeSubpath()
    else:  # star: five points
        for index in range(10):
            radius = 0.52 if index % 2 == 0 else 0.22
            angle = -math.pi / 2 + index * math.pi / 5
            point = QPointF(radius * math.cos(angle), radius * math.sin(angle) + 0.04)
            if index == 0:
                path.moveTo(point)
            else:
                path.lineTo(point)
        path.closeSubpath()
    return path
