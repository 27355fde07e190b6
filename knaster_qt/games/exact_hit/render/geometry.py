"""Where everything sits on an Exact Hit sheet, in millimetres (no Qt), and what a point hits.

The sheet is landscape, the size of Knaster's pad (A6, 150 x 105 mm), so the shell's page
layouts (1, 2 or 4 per page) suit both. From top to bottom: the title band (the game's
name and, on a printed finished sheet, the header line); the five rows of six fields, each
row led by its number and followed by "=" and its score box; the colour key in the right
column; below the rows the exact-hit bonus table, the total box under the score boxes and
the sheet letter in the bottom-right corner. The origin is the sheet's top-left corner; y
grows downwards. Rows and positions count from 0 (row 0 is printed "1").

A field is split like the printed sheet: a coloured strip at its left carries the printed
number and the colour's symbol; the paper-white rest is where the pen writes.
"""

from __future__ import annotations

from knaster_qt.games.exact_hit.core.scoring import EXACT_HIT_BONUS
from knaster_qt.games.exact_hit.core.sheets import COLOURS, FIELDS, ROWS
from knaster_qt.kit.core.geometry import RectMM as RectMM  # re-exported: geo.RectMM

SHEET_WIDTH_MM = 150.0
SHEET_HEIGHT_MM = 105.0
MARGIN_MM = 5.0

FIELD_WIDTH_MM = 15.0  # a written digit and the small x of an exact hit fit beside the strip
FIELD_HEIGHT_MM = 12.0
FIELD_GAP_MM = 1.4  # between fields and between rows
STRIP_WIDTH_MM = 5.0  # the coloured strip with the printed number and the symbol
ROW_PITCH_MM = FIELD_HEIGHT_MM + FIELD_GAP_MM
FIELD_PITCH_MM = FIELD_WIDTH_MM + FIELD_GAP_MM

ROWS_LEFT_MM = 13.0  # the first field's left edge; the row numbers stand left of it
ROWS_TOP_MM = 15.5
ROWS_RIGHT_MM = ROWS_LEFT_MM + (FIELDS - 1) * FIELD_PITCH_MM + FIELD_WIDTH_MM
ROWS_BOTTOM_MM = ROWS_TOP_MM + (ROWS - 1) * ROW_PITCH_MM + FIELD_HEIGHT_MM

SCORE_LEFT_MM = ROWS_RIGHT_MM + 5.0  # "=" stands in the gap
SCORE_WIDTH_MM = 17.0
KEY_LEFT_MM = SCORE_LEFT_MM + SCORE_WIDTH_MM + 3.0
KEY_RIGHT_MM = SHEET_WIDTH_MM - MARGIN_MM + 1.0

BOTTOM_TOP_MM = ROWS_BOTTOM_MM + 3.4  # the band of the bonus table, total and letter
BOTTOM_HEIGHT_MM = 13.0


def title_rect_mm() -> RectMM:
    """The game's name, at the left of the band across the top."""
    return RectMM(MARGIN_MM + 1.0, 4.0, 42.0, 9.0)


def header_rect_mm() -> RectMM:
    """The header line of a printed finished sheet, right of the title."""
    title = title_rect_mm()
    return RectMM(title.right + 2.0, title.y, KEY_RIGHT_MM - title.right - 2.0, title.h)


def name_line_rect_mm() -> RectMM:
    """On a sheet without a header: "name" and a line to write it on, where the header goes."""
    header = header_rect_mm()
    return RectMM(header.right - 58.0, header.y, 58.0, header.h)


def field_rect_mm(row: int, position: int) -> RectMM:
    """The whole field (strip and writing area) of ``position`` 0-5 in ``row`` 0-4."""
    if not (0 <= row < ROWS and 0 <= position < FIELDS):
        raise ValueError(f"there is no field {position} in row {row}")
    return RectMM(
        ROWS_LEFT_MM + position * FIELD_PITCH_MM,
        ROWS_TOP_MM + row * ROW_PITCH_MM,
        FIELD_WIDTH_MM,
        FIELD_HEIGHT_MM,
    )


def strip_rect_mm(row: int, position: int) -> RectMM:
    """The coloured strip of a field: the printed number above, the colour's symbol below."""
    field = field_rect_mm(row, position)
    return RectMM(field.x, field.y, STRIP_WIDTH_MM, field.h)


def writing_rect_mm(row: int, position: int) -> RectMM:
    """The part of a field the pen writes in (right of the strip)."""
    field = field_rect_mm(row, position)
    return RectMM(field.x + STRIP_WIDTH_MM, field.y, field.w - STRIP_WIDTH_MM, field.h)


def exact_mark_rect_mm(row: int, position: int) -> RectMM:
    """Where the small x of an exact hit goes: the writing area's top-right corner."""
    writing = writing_rect_mm(row, position)
    return RectMM(writing.right - 3.7, writing.y + 1.4, 2.3, 2.3)


def row_rect_mm(row: int) -> RectMM:
    """The band of a whole row: its number, six fields, "=" and score box (the current row)."""
    field = field_rect_mm(row, 0)
    left = MARGIN_MM + 0.8
    return RectMM(left, field.y, SCORE_LEFT_MM + SCORE_WIDTH_MM - left, field.h)


def row_label_rect_mm(row: int) -> RectMM:
    field = field_rect_mm(row, 0)
    return RectMM(MARGIN_MM + 1.0, field.y, ROWS_LEFT_MM - MARGIN_MM - 2.0, field.h)


def equals_rect_mm(row: int) -> RectMM:
    field = field_rect_mm(row, 0)
    return RectMM(ROWS_RIGHT_MM, field.y, SCORE_LEFT_MM - ROWS_RIGHT_MM, field.h)


def score_rect_mm(row: int) -> RectMM:
    """The score box right of a row."""
    field = field_rect_mm(row, 0)
    return RectMM(SCORE_LEFT_MM, field.y, SCORE_WIDTH_MM, field.h)


def total_rect_mm() -> RectMM:
    """The total, under the score boxes."""
    return RectMM(SCORE_LEFT_MM, BOTTOM_TOP_MM, SCORE_WIDTH_MM, BOTTOM_HEIGHT_MM)


def total_label_rect_mm() -> RectMM:
    total = total_rect_mm()
    return RectMM(total.x - 22.0, total.y, 20.5, total.h)


def letter_rect_mm() -> RectMM:
    """The sheet letter, in the bottom-right corner: a little wider than the key above it,
    so that its caption ("sheet": nl "scoreblad", cs "herní plán") fits beside no border."""
    left = KEY_LEFT_MM - 1.0
    return RectMM(left, BOTTOM_TOP_MM, KEY_RIGHT_MM + 0.5 - left, BOTTOM_HEIGHT_MM)


def key_entry_rect_mm(colour: int) -> RectMM:
    """One entry of the colour key (right column, level with the rows): swatch and name."""
    if not 0 <= colour < len(COLOURS):
        raise ValueError(f"there is no colour {colour}")
    height = (ROWS_BOTTOM_MM - ROWS_TOP_MM) / len(COLOURS)
    return RectMM(KEY_LEFT_MM, ROWS_TOP_MM + colour * height, KEY_RIGHT_MM - KEY_LEFT_MM, height)


BONUS_LABEL_WIDTH_MM = 19.0
BONUS_CELL_WIDTH_MM = 8.6


def bonus_table_rect_mm() -> RectMM:
    """The exact-hit bonus table: exact hits 0-6 above, the bonus below."""
    width = BONUS_LABEL_WIDTH_MM + len(EXACT_HIT_BONUS) * BONUS_CELL_WIDTH_MM
    return RectMM(ROWS_LEFT_MM, BOTTOM_TOP_MM, width, BOTTOM_HEIGHT_MM)


def bonus_cell_rect_mm(hits: int, lower: bool) -> RectMM:
    """The table's cell of ``hits`` exact hits: the count (upper) or its bonus (lower)."""
    table = bonus_table_rect_mm()
    half = table.h / 2
    x = table.x + BONUS_LABEL_WIDTH_MM + hits * BONUS_CELL_WIDTH_MM
    return RectMM(x, table.y + (half if lower else 0.0), BONUS_CELL_WIDTH_MM, half)


def bonus_label_rect_mm(lower: bool) -> RectMM:
    table = bonus_table_rect_mm()
    half = table.h / 2
    return RectMM(table.x, table.y + (half if lower else 0.0), BONUS_LABEL_WIDTH_MM, half)


def field_at_mm(x: float, y: float) -> tuple[int, int] | None:
    """The field (row, position) under a point in millimetres, or None (gaps included).

    A point in the gap between two fields hits neither, so a click on the line between
    fields never writes into the wrong one.
    """
    column, x_in = divmod(x - ROWS_LEFT_MM, FIELD_PITCH_MM)
    row, y_in = divmod(y - ROWS_TOP_MM, ROW_PITCH_MM)
    if not (0 <= column < FIELDS and 0 <= row < ROWS):
        return None
    if x_in >= FIELD_WIDTH_MM or y_in >= FIELD_HEIGHT_MM:
        return None
    return int(row), int(column)


def score_at_mm(x: float, y: float) -> int | None:
    """The row whose score box is under a point in millimetres, or None."""
    for row in range(ROWS):
        if score_rect_mm(row).contains(x, y):
            return row
    return None
