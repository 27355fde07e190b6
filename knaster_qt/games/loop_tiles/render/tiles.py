"""One tile, drawn into any square: the face, its lines as smooth curves, the value.

The lines are cubic Bézier curves in a 100 × 100 tile. Every line ends exactly at the
middle of its edge, leaving it at a right angle, so the lines of two joined tiles
meet and run on smoothly. Two ends are joined by one line: a quarter loop round the
corner between neighbouring edges, a wave between opposite edges. Three or four ends
meet at a small loop in the middle, each arriving with a swirl. The value sits in the
lower-left corner, where no line passes.
"""

from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen

from knaster_qt.games.loop_tiles.core.material import Tile
from knaster_qt.games.loop_tiles.render.fonts import draw_text
from knaster_qt.games.loop_tiles.render.palette import COLORS

TILE = 100.0  # the tile's own coordinates: 0..100 both ways, y down
FACE_INSET = 4.5  # the face is a little smaller than its square: the board shows between
LINE_WIDTH = 11.0
HIGHLIGHT_WIDTH = 3.2
LOOP_RADIUS = 13.0
CORNER_RADIUS = 11.0
# The value's em, about a third of the tile: on a 13 x 13 board as tall as a 1280 x 800
# window allows under the turn banner (squares of 51 px) its digits are 12 px of ink. A
# one-digit value this large still clears every line: the quarter loop round the lower-left
# corner passes closest to the digit's top right corner, with a hair's gap at 35 (at 37 the
# 8 runs into the loop). The box's foot leaves room for the font's descent below a baseline
# at 92.
VALUE_EM = 35.0
VALUE_BOX = QRectF(9.0, 50.0, 34.0, 49.8)
_KAPPA = 0.5523  # a cubic Bézier's control length for a quarter circle

# The middle of each edge, and the direction from it into the tile.
EDGE_MIDDLE = {"N": (50.0, 0.0), "E": (100.0, 50.0), "S": (50.0, 100.0), "W": (0.0, 50.0)}
INWARD = {"N": (0.0, 1.0), "E": (-1.0, 0.0), "S": (0.0, -1.0), "W": (1.0, 0.0)}
_ANGLE = {"N": -90.0, "E": 0.0, "S": 90.0, "W": 180.0}  # of the edge's middle, from the centre


def _point(xy: tuple[float, float]) -> QPointF:
    return QPointF(xy[0], xy[1])


def _along(start: tuple[float, float], direction: tuple[float, float], length: float) -> QPointF:
    return QPointF(start[0] + direction[0] * length, start[1] + direction[1] * length)


@cache
def line_path(ends: str) -> QPainterPath:
    """The lines of a tile with these ends ("NE", "NS", "NESW"…) in the 100 × 100 tile."""
    path = QPainterPath()
    if len(ends) == 2:
        first, second = ends[0], ends[1]
        a, b = EDGE_MIDDLE[first], EDGE_MIDDLE[second]
        path.moveTo(_point(a))
        if INWARD[first] == tuple(-v for v in INWARD[second]):  # opposite edges: a wave
            dx, dy = INWARD[first]
            # Through the centre, sideways at 30 degrees: an S, its ends straight on.
            side_x, side_y = -dy * 22.0, dx * 22.0
            path.cubicTo(
                _along(a, INWARD[first], 22.0),
                QPointF(50.0 - side_x * 0.55 - dx * 13.0, 50.0 - side_y * 0.55 - dy * 13.0),
                QPointF(50.0, 50.0),
            )
            path.cubicTo(
                QPointF(50.0 + side_x * 0.55 + dx * 13.0, 50.0 + side_y * 0.55 + dy * 13.0),
                _along(b, INWARD[second], 22.0),
                _point(b),
            )
        else:  # neighbouring edges: a quarter circle round their shared corner
            path.cubicTo(
                _along(a, INWARD[first], 50.0 * _KAPPA),
                _along(b, INWARD[second], 50.0 * _KAPPA),
                _point(b),
            )
        return path
    for edge in ends:  # three or four ends: each swirls into a loop in the middle
        start = EDGE_MIDDLE[edge]
        angle = math.radians(_ANGLE[edge] + 42.0)
        on_loop = (50.0 + LOOP_RADIUS * math.cos(angle), 50.0 + LOOP_RADIUS * math.sin(angle))
        outward = (math.cos(angle), math.sin(angle))
        path.moveTo(_point(start))
        path.cubicTo(
            _along(start, INWARD[edge], 24.0), _along(on_loop, outward, 16.0), _point(on_loop)
        )
    path.addEllipse(QPointF(50.0, 50.0), LOOP_RADIUS, LOOP_RADIUS)
    return path


def paint_tile(
    painter: QPainter, rect: QRectF, tile: Tile, *, opacity: float = 1.0, shadow: bool = True
) -> None:
    """Draw ``tile`` filling the square ``rect`` (any units): face, lines, value."""
    painter.save()
    painter.translate(rect.x(), rect.y())
    painter.scale(rect.width() / TILE, rect.height() / TILE)
    painter.setOpacity(painter.opacity() * opacity)
    face = QRectF(FACE_INSET, FACE_INSET, TILE - 2 * FACE_INSET, TILE - 2 * FACE_INSET)
    painter.setPen(Qt.PenStyle.NoPen)
    if shadow:
        painter.setBrush(QBrush(_shadow_colour()))
        painter.drawRoundedRect(face.translated(1.8, 2.4), CORNER_RADIUS, CORNER_RADIUS)
    painter.setBrush(QBrush(COLORS.tile_face))
    painter.setPen(QPen(COLORS.tile_edge, 1.4))
    painter.drawRoundedRect(face, CORNER_RADIUS, CORNER_RADIUS)
    path = line_path(tile.ends)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    pen = QPen(COLORS.line, LINE_WIDTH)
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)  # ends exactly on the edge, never over it
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.drawPath(path)
    highlight = QPen(COLORS.line_light, HIGHLIGHT_WIDTH)
    highlight.setCapStyle(Qt.PenCapStyle.FlatCap)
    painter.setPen(highlight)
    painter.drawPath(path)
    draw_text(
        painter,
        VALUE_BOX,
        str(tile.value),
        VALUE_EM,
        COLORS.value,
        bold=True,
        flags=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
    )
    painter.restore()


def paint_tile_back(painter: QPainter, rect: QRectF) -> None:
    """A tile face down (another player's rack at a shared screen): no lines, no value."""
    painter.save()
    painter.translate(rect.x(), rect.y())
    painter.scale(rect.width() / TILE, rect.height() / TILE)
    face = QRectF(FACE_INSET, FACE_INSET, TILE - 2 * FACE_INSET, TILE - 2 * FACE_INSET)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(_shadow_colour()))
    painter.drawRoundedRect(face.translated(1.8, 2.4), CORNER_RADIUS, CORNER_RADIUS)
    painter.setBrush(QBrush(COLORS.tile_back))
    painter.drawRoundedRect(face, CORNER_RADIUS, CORNER_RADIUS)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(COLORS.tile_back_pattern, 4.0))
    painter.drawEllipse(QPointF(50.0, 50.0), 22.0, 22.0)
    painter.drawEllipse(QPointF(50.0, 50.0), 9.0, 9.0)
    painter.restore()


@cache
def _shadow_colour() -> QColor:
    colour = QColor(COLORS.tile_shadow)
    colour.setAlphaF(0.35)
    return colour
