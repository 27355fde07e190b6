"""Pen marks that look drawn by hand: a small tilt per number, strokes that are not ruled.

Each mark's irregularity comes from a fixed seed (the field it belongs to), so a sheet
looks the same every time it is painted, on screen and on paper.
"""

from __future__ import annotations

import random
from functools import cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath


@cache
def number_tilt(seed: int) -> tuple[float, float, float]:
    """(degrees of rotation, x offset mm, y offset mm) for a handwritten number."""
    rng = random.Random(seed * 7919 + 17)
    return rng.uniform(-6.0, 4.0), rng.uniform(-0.35, 0.35), rng.uniform(-0.3, 0.3)


def _stroke(path: QPainterPath, start: QPointF, end: QPointF, rng: random.Random) -> None:
    """A slightly bowed line from ``start`` to ``end``, as a quick stroke of a pen."""
    middle = (start + end) / 2
    bow = QPointF(rng.uniform(-0.25, 0.25), rng.uniform(-0.25, 0.25))
    path.moveTo(start)
    path.quadTo(middle + bow, end)


@cache
def pen_cross(x: float, y: float, width: float, height: float, seed: int) -> QPainterPath:
    """Two strokes across a rectangle (millimetres), corners a little missed as by hand."""
    rng = random.Random(seed)
    rect = QRectF(x, y, width, height)

    def jitter(point: QPointF) -> QPointF:
        return point + QPointF(rng.uniform(-0.35, 0.35), rng.uniform(-0.35, 0.35))

    path = QPainterPath()
    _stroke(path, jitter(rect.topLeft()), jitter(rect.bottomRight()), rng)
    _stroke(path, jitter(rect.topRight()), jitter(rect.bottomLeft()), rng)
    return path
