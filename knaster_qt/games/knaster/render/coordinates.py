"""The light letters and numbers at the grid's edge: a to e under the columns, 1 to 5 left of
the rows, so that a cell the game's messages name ("e1", "d1 holds 10") is found at a glance.

A help of the screen (``SheetPicture.coordinates``, Settings: on by default), not part of the
pad: a printed sheet stays as the published pad is, which has none, and on paper no message
names a cell. They sit in the room the pad leaves free (left of the rows, under the grid),
small and pale, so the sheet still reads as the pad.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QTransform

from knaster_qt.games.knaster.core.notation import COLUMN_LETTERS, SIZE
from knaster_qt.games.knaster.render import geometry as geo
from knaster_qt.games.knaster.render.marks import Piece
from knaster_qt.games.knaster.render.palette import COLORS
from knaster_qt.kit.fonts import TEXT_SCALE, draw_text_mm, sheet_font

SIZE_MM = 3.0  # the type's em: a digit about 2 mm high, a quarter of the pad's numbers
GAP_MM = 0.8  # between the grid's border and the coordinates

# Left of the rows (the diagonal's white field is above the grid, clear of them) and under
# the columns (above the pad's frame, 1.6 mm inside the paper's edge).
ROW_NUMBERS_MM = QRectF(geo.GRID_LEFT_MM - GAP_MM - 4.0, geo.GRID_TOP_MM, 4.0, geo.GRID_SIZE_MM)
COLUMN_LETTERS_MM = QRectF(geo.GRID_LEFT_MM, geo.GRID_BOTTOM_MM + GAP_MM, geo.GRID_SIZE_MM, 3.2)


def paint_row_numbers(painter: QPainter, base: QTransform) -> None:
    """1 to 5, each beside its row."""
    painter.setPen(COLORS.coordinates)
    painter.setFont(sheet_font(SIZE_MM))
    right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    box = ROW_NUMBERS_MM
    for row in range(SIZE):
        rect = QRectF(box.x(), box.y() + row * geo.CELL_MM, box.width(), geo.CELL_MM)
        draw_text_mm(painter, TEXT_SCALE * base, rect, str(row + 1), right)


def paint_column_letters(painter: QPainter, base: QTransform) -> None:
    """a to e, each under its column."""
    painter.setPen(COLORS.coordinates)
    painter.setFont(sheet_font(SIZE_MM))
    box = COLUMN_LETTERS_MM
    for column in range(SIZE):
        rect = QRectF(box.x() + column * geo.CELL_MM, box.y(), geo.CELL_MM, box.height())
        draw_text_mm(painter, TEXT_SCALE * base, rect, COLUMN_LETTERS[column])


def paint_coordinates(painter: QPainter, base: QTransform) -> None:
    """Both, drawn as text (printers, PDF, unusual transforms)."""
    paint_row_numbers(painter, base)
    paint_column_letters(painter, base)


def coordinate_pieces() -> list[Piece]:
    """Both, as pieces of the raster cache (drawn once per scale)."""
    room = 0.5  # a glyph's ink may reach a little past its box: the piece keeps it
    return [
        (
            ("coordinates", "rows"),
            ROW_NUMBERS_MM.adjusted(-room, -room, room, room),
            paint_row_numbers,
        ),
        (
            ("coordinates", "columns"),
            COLUMN_LETTERS_MM.adjusted(-room, -room, room, room),
            paint_column_letters,
        ),
    ]
