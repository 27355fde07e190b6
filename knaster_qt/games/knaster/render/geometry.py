"""Where everything sits on the pad, in millimetres (no Qt): grid, white fields, legend, score box.

The sheet is landscape like the printed pad: the combination legend and the score
box at the left, the 5x5 grid in the middle, the white fields (line points) right
of the rows, above the columns and at the grid's two top corners for the
diagonals. The origin is the sheet's top-left corner; y grows downwards.
"""

from __future__ import annotations

from knaster_qt.games.knaster.core.notation import SIZE
from knaster_qt.kit.core.geometry import RectMM as RectMM  # re-exported: geo.RectMM

SHEET_WIDTH_MM = 150.0
SHEET_HEIGHT_MM = 105.0

MARGIN_MM = 5.0
CELL_MM = 14.0  # big enough to write a two-digit number by hand
WHITE_FIELD_MM = 11.0
FIELD_GAP_MM = 2.0  # between the grid and its white fields

GRID_LEFT_MM = 62.0
GRID_TOP_MM = 29.0
GRID_SIZE_MM = CELL_MM * SIZE
GRID_RIGHT_MM = GRID_LEFT_MM + GRID_SIZE_MM
GRID_BOTTOM_MM = GRID_TOP_MM + GRID_SIZE_MM

# The row of white fields above the columns (and the two diagonal fields beside it).
FIELD_ROW_TOP_MM = GRID_TOP_MM - FIELD_GAP_MM - WHITE_FIELD_MM
# The column of white fields right of the rows.
FIELD_COLUMN_LEFT_MM = GRID_RIGHT_MM + FIELD_GAP_MM

LEFT_COLUMN_WIDTH_MM = 41.0
LEGEND_ROWS = 6


def grid_rect_mm() -> RectMM:
    return RectMM(GRID_LEFT_MM, GRID_TOP_MM, GRID_SIZE_MM, GRID_SIZE_MM)


def cell_rect_mm(cell: int) -> RectMM:
    """The rectangle of a cell 0..24 (row * 5 + column; a1 = 0 is top-left)."""
    if not 0 <= cell < SIZE * SIZE:
        raise ValueError(f"cell {cell} is not 0..24")
    row, col = divmod(cell, SIZE)
    return RectMM(GRID_LEFT_MM + col * CELL_MM, GRID_TOP_MM + row * CELL_MM, CELL_MM, CELL_MM)


def white_field_rect_mm(line: int) -> RectMM:
    """The white field of a line 0..11 (r1..r5, ca..ce, d1, d2) with the line's points."""
    if 0 <= line < SIZE:  # rows: right of the row
        y = GRID_TOP_MM + line * CELL_MM + (CELL_MM - WHITE_FIELD_MM) / 2
        return RectMM(FIELD_COLUMN_LEFT_MM, y, WHITE_FIELD_MM, WHITE_FIELD_MM)
    if SIZE <= line < 2 * SIZE:  # columns: above the column
        x = GRID_LEFT_MM + (line - SIZE) * CELL_MM + (CELL_MM - WHITE_FIELD_MM) / 2
        return RectMM(x, FIELD_ROW_TOP_MM, WHITE_FIELD_MM, WHITE_FIELD_MM)
    if line == 2 * SIZE:  # d1 runs from a1 down-right: its field is above-left of a1
        x = GRID_LEFT_MM - FIELD_GAP_MM - WHITE_FIELD_MM
        return RectMM(x, FIELD_ROW_TOP_MM, WHITE_FIELD_MM, WHITE_FIELD_MM)
    if line == 2 * SIZE + 1:  # d2 runs from e1 down-left: its field is above-right of e1
        return RectMM(FIELD_COLUMN_LEFT_MM, FIELD_ROW_TOP_MM, WHITE_FIELD_MM, WHITE_FIELD_MM)
    raise ValueError(f"line {line} is not 0..11")


def title_rect_mm() -> RectMM:
    """The band across the top: the game's name, the header line, the side label."""
    return RectMM(MARGIN_MM, 4.0, SHEET_WIDTH_MM - 2 * MARGIN_MM, 8.5)


def header_rect_mm() -> RectMM:
    """Room for the header line of a printed finished sheet, between title and side label."""
    title = title_rect_mm()
    return RectMM(MARGIN_MM + LEFT_COLUMN_WIDTH_MM + 2.0, title.y, 62.0, title.h)


def side_label_rect_mm() -> RectMM:
    title = title_rect_mm()
    return RectMM(
        FIELD_COLUMN_LEFT_MM - 23.0, title.y, title.right - FIELD_COLUMN_LEFT_MM + 23.0, title.h
    )


def legend_rect_mm() -> RectMM:
    """The combination legend, left of the grid, from the white fields' top down."""
    return RectMM(MARGIN_MM, FIELD_ROW_TOP_MM, LEFT_COLUMN_WIDTH_MM, 59.0)


def legend_row_rect_mm(index: int) -> RectMM:
    """One combination of the legend (0..5), below the legend's heading."""
    legend = legend_rect_mm()
    heading = 5.0
    row_height = (legend.h - heading) / LEGEND_ROWS
    return RectMM(legend.x, legend.y + heading + index * row_height, legend.w, row_height)


def score_box_rect_mm() -> RectMM:
    """The score box below the legend, level with the grid's bottom edge."""
    top = legend_rect_mm().bottom + 2.5
    return RectMM(MARGIN_MM, top, LEFT_COLUMN_WIDTH_MM, GRID_BOTTOM_MM - top)


def score_field_rects_mm() -> tuple[RectMM, RectMM, RectMM]:
    """The three boxes of 'white fields + circles = total', left to right."""
    box = score_box_rect_mm()
    width = 10.0
    height = 8.5
    gap = (box.w - 3 * width - 2.0) / 2  # room for the '+' and '=' between the boxes
    top = box.y + 6.0
    left = box.x + 1.0
    return (
        RectMM(left, top, width, height),
        RectMM(left + width + gap, top, width, height),
        RectMM(left + 2 * (width + gap), top, width, height),
    )


def cell_at_mm(x: float, y: float) -> int | None:
    """The cell under a point in millimetres, or None outside the grid."""
    col = int((x - GRID_LEFT_MM) // CELL_MM)
    row = int((y - GRID_TOP_MM) // CELL_MM)
    if 0 <= col < SIZE and 0 <= row < SIZE:
        return row * SIZE + col
    return None


def white_field_at_mm(x: float, y: float) -> int | None:
    """The line whose white field is under a point in millimetres, or None."""
    for line in range(2 * SIZE + 2):
        if white_field_rect_mm(line).contains(x, y):
            return line
    return None
