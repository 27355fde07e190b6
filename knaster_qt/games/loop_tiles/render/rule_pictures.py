"""The pictures of the rules window: small parts of the board drawn by the board's own painter
(``paint_board``, so its tiles by ``paint_tile``), with the marks the rules talk about.

Each shows one rule: a line joined (2 + 7 = 9), a blocked line, a border square, and the
rulebook's turn of 9 + 12 + 7 = 28 (the spec's example, the position of its transcript
test). A tile that may not go somewhere is drawn faintly where it would go, the edge that
forbids it crossed out in red; the points a tile scored stand in a badge at its corner.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPen

from knaster_qt.games.loop_tiles.core.material import Square, Tile, parse_square
from knaster_qt.games.loop_tiles.render.board_painter import paint_board
from knaster_qt.games.loop_tiles.render.fonts import draw_text
from knaster_qt.games.loop_tiles.render.geometry import BORDER_MM, SQUARE_MM, BoardGeometry
from knaster_qt.games.loop_tiles.render.palette import COLORS
from knaster_qt.games.loop_tiles.render.picture import BoardPicture
from knaster_qt.games.loop_tiles.render.tiles import paint_tile
from knaster_qt.kit.paint import qrect

_FORBIDDEN = QColor("#c0392b")
_MARGIN = 6  # logical pixels of paper round the excerpt


@dataclass(frozen=True)
class RulePicture:
    """One picture: the squares shown (columns and rows, from 0), the tiles on them, the
    tiles of the turn shown (framed, with their points), a tile that may not go where it is
    drawn faintly and the edge of its square that forbids it ("N", "E", "S" or "W")."""

    columns: range
    rows: range
    tiles: Mapping[Square, Tile]
    scored: Mapping[Square, int] = field(default_factory=dict)
    refused: tuple[Square, Tile, str] | None = None


def _tiles(text: str) -> dict[Square, Tile]:
    """ "G7=NESW7 H7=EW2": tiles on squares (ids are only for the picture)."""
    tiles = {}
    for number, item in enumerate(text.split()):
        square, tile = item.split("=")
        tiles[parse_square(square)] = Tile(number, tile.rstrip("12345678"), int(tile[-1]))
    return tiles


def _span(first: str, last: str) -> tuple[range, range]:
    (c0, r0), (c1, r1) = parse_square(first), parse_square(last)
    return range(c0, c1 + 1), range(r0, r1 + 1)


def joined_line() -> RulePicture:
    """A 2 joined to the start tile's 7: it scores 2 + 7 = 9."""
    columns, rows = _span("F6", "I8")
    return RulePicture(columns, rows, _tiles("G7=NESW7 H7=EW2"), scored={parse_square("H7"): 9})


def blocked_line() -> RulePicture:
    """A 3 with no line end to the south may not go above the start tile: its line from the
    south would end at a blank side."""
    columns, rows = _span("F5", "H8")
    refused = (parse_square("G6"), Tile(90, "NE", 3), "S")
    return RulePicture(columns, rows, _tiles("G7=NESW7"), refused=refused)


def border_square() -> RulePicture:
    """A line may not run off the board: an east-west 7 may not go on the border square A7."""
    columns, rows = _span("A6", "D8")
    refused = (parse_square("A7"), Tile(90, "EW", 7), "W")
    return RulePicture(columns, rows, _tiles("B7=EW6 C7=EW3 D7=EW5"), refused=refused)


def rulebook_turn() -> RulePicture:
    """The rulebook's turn (the spec's example): 9 + 12 + 7 = 28."""
    columns, rows = _span("F5", "J10")
    tiles = _tiles("G7=NESW7 H7=EW6 I7=SW5 G8=NE3 H8=EW4 G6=ES2 I8=NSW3 I9=NS2")
    scored = {parse_square("G6"): 9, parse_square("I8"): 12, parse_square("I9"): 7}
    return RulePicture(columns, rows, tiles, scored=scored)


def rule_image(picture: RulePicture, square_px: int, device_pixel_ratio: float = 1.0) -> QImage:
    """The picture as an image, ``square_px`` logical pixels a square (a QGuiApplication is
    needed). Where the excerpt meets the board's edge, its band of letters and numbers shows."""
    size = 13  # the standard board's (the pictures are of it)
    border = square_px * BORDER_MM / SQUARE_MM
    columns, rows = picture.columns, picture.rows
    # The band on each side where the excerpt reaches the board's edge: (left, top, right, bottom)
    band = (
        border if columns.start == 0 else 0.0,
        border if rows.start == 0 else 0.0,
        border if columns.stop == size else 0.0,
        border if rows.stop == size else 0.0,
    )
    shown_w = len(columns) * square_px + band[0] + band[2]
    shown_h = len(rows) * square_px + band[1] + band[3]
    width, height = round(shown_w) + 2 * _MARGIN, round(shown_h) + 2 * _MARGIN
    image = QImage(
        round(width * device_pixel_ratio),
        round(height * device_pixel_ratio),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.setDevicePixelRatio(device_pixel_ratio)
    image.fill(COLORS.paper)
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setClipRect(QRectF(_MARGIN, _MARGIN, shown_w, shown_h))
        # Half a pixel more: the screen's painter floors its square size, which must stay whole.
        extent = size * square_px + 2 * border + 0.5
        # The whole board, placed so that the excerpt's first square is at the margin (after
        # the band, where it shows).
        left = _MARGIN + band[0] - border - columns.start * square_px
        top = _MARGIN + band[1] - border - rows.start * square_px
        board = BoardPicture(tiles=dict(picture.tiles), this_turn=frozenset(picture.scored))
        geometry = paint_board(painter, QRectF(left, top, extent, extent), board)
        painter.setClipping(False)
        if picture.refused is not None:
            _paint_refused(painter, geometry, *picture.refused)
        for square, points in picture.scored.items():
            _paint_badge(painter, geometry, square, points)
    finally:
        painter.end()
    return image


def _paint_refused(
    painter: QPainter, geometry: BoardGeometry, square: Square, tile: Tile, edge: str
) -> None:
    rect = qrect(geometry.square_rect(square))
    paint_tile(painter, rect, tile, opacity=0.55, shadow=False)
    unit = geometry.unit
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(_FORBIDDEN, 0.6 * unit, Qt.PenStyle.DashLine))
    painter.drawRect(rect.adjusted(0.5 * unit, 0.5 * unit, -0.5 * unit, -0.5 * unit))
    middle = {
        "N": QPointF(rect.center().x(), rect.top()),
        "E": QPointF(rect.right(), rect.center().y()),
        "S": QPointF(rect.center().x(), rect.bottom()),
        "W": QPointF(rect.left(), rect.center().y()),
    }[edge]
    arm = 2.2 * unit
    painter.setPen(QPen(_FORBIDDEN, 1.0 * unit, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(middle + QPointF(-arm, -arm), middle + QPointF(arm, arm))
    painter.drawLine(middle + QPointF(-arm, arm), middle + QPointF(arm, -arm))


def _paint_badge(painter: QPainter, geometry: BoardGeometry, square: Square, points: int) -> None:
    """The points a tile scored, in a badge over its top-right corner (no line runs there)."""
    unit = geometry.unit
    rect = qrect(geometry.square_rect(square))
    width, height = 6.4 * unit, 4.6 * unit
    label = QRectF(rect.right() - width + 0.6 * unit, rect.top() - 0.6 * unit, width, height)
    painter.setPen(QPen(COLORS.points_text, 0.25 * unit))
    painter.setBrush(QBrush(COLORS.points_fill))
    painter.drawRoundedRect(label, height / 2, height / 2)
    draw_text(painter, label, str(points), 3.2 * unit, COLORS.points_text, bold=True)
