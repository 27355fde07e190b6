"""Where the fields are and what a point hits: the geometry a sheet widget clicks through."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import QPointF, QRectF

from knaster_qt.games.exact_hit.core.sheets import COLOURS, FIELDS, ROWS, SHEET_LETTERS, sheet
from knaster_qt.games.exact_hit.render import geometry as geo
from knaster_qt.games.exact_hit.render.sheet_painter import (
    field_at,
    field_colour_at,
    sheet_transform,
)

ALL_FIELDS = [(row, position) for row in range(ROWS) for position in range(FIELDS)]


def inside(inner: geo.RectMM, outer: geo.RectMM) -> bool:
    return (
        outer.x <= inner.x and outer.y <= inner.y
        and inner.right <= outer.right and inner.bottom <= outer.bottom
    )  # fmt: skip


def overlap(a: geo.RectMM, b: geo.RectMM) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom


def test_everything_printed_lies_inside_the_sheets_border_and_nothing_overlaps() -> None:
    border = geo.RectMM(2.0, 2.0, geo.SHEET_WIDTH_MM - 4.0, geo.SHEET_HEIGHT_MM - 4.0)
    boxes = {
        "title": geo.title_rect_mm(),
        "header": geo.header_rect_mm(),
        "bonus table": geo.bonus_table_rect_mm(),
        "total label": geo.total_label_rect_mm(),
        "total": geo.total_rect_mm(),
        "letter": geo.letter_rect_mm(),
    }
    boxes |= {f"field {field}": geo.field_rect_mm(*field) for field in ALL_FIELDS}
    boxes |= {f"score {row}": geo.score_rect_mm(row) for row in range(ROWS)}
    boxes |= {f"row label {row}": geo.row_label_rect_mm(row) for row in range(ROWS)}
    boxes |= {f"key {colour}": geo.key_entry_rect_mm(colour) for colour in range(len(COLOURS))}
    for name, box in boxes.items():
        assert inside(box, border), name
    names = list(boxes)
    for index, first in enumerate(names):
        for second in names[index + 1 :]:
            if {first, second} == {"title", "header"}:
                continue
            assert not overlap(boxes[first], boxes[second]), (first, second)


def test_the_letter_is_in_the_bottom_right_corner() -> None:
    letter = geo.letter_rect_mm()
    assert letter.right > geo.SHEET_WIDTH_MM - 6 and letter.bottom > geo.SHEET_HEIGHT_MM - 10
    assert letter.x >= geo.score_rect_mm(0).right


@pytest.mark.parametrize("field", ALL_FIELDS)
def test_a_fields_own_rectangles_hit_it(field: tuple[int, int]) -> None:
    for rect in (
        geo.field_rect_mm(*field),
        geo.strip_rect_mm(*field),
        geo.writing_rect_mm(*field),
        geo.exact_mark_rect_mm(*field),
    ):
        assert inside(rect, geo.field_rect_mm(*field))
        assert geo.field_at_mm(rect.x + rect.w / 2, rect.y + rect.h / 2) == field


def test_gaps_and_the_rest_of_the_sheet_hit_no_field() -> None:
    first = geo.field_rect_mm(0, 0)
    assert geo.field_at_mm(first.right + geo.FIELD_GAP_MM / 2, first.y + 3) is None
    assert geo.field_at_mm(first.x + 3, first.bottom + geo.FIELD_GAP_MM / 2) is None
    for box in (geo.score_rect_mm(2), geo.total_rect_mm(), geo.letter_rect_mm()):
        assert geo.field_at_mm(box.x + 1, box.y + 1) is None
    assert geo.score_at_mm(*geo.score_rect_mm(3)[:2]) == 3
    assert geo.score_at_mm(1.0, 1.0) is None
    with pytest.raises(ValueError, match="no field"):
        geo.field_rect_mm(5, 0)


@given(
    x=st.floats(-20, 170, allow_nan=False),
    y=st.floats(-20, 125, allow_nan=False),
)
def test_a_point_hits_the_field_whose_rectangle_holds_it(x: float, y: float) -> None:
    holders = [field for field in ALL_FIELDS if geo.field_rect_mm(*field).contains(x, y)]
    assert geo.field_at_mm(x, y) == (holders[0] if holders else None)


@pytest.mark.parametrize(
    "target", [QRectF(0, 0, 1500, 1050), QRectF(30, 10, 400, 900), QRectF(-5, 7, 2000, 300)]
)
@pytest.mark.parametrize("letter", SHEET_LETTERS)
def test_points_in_a_painted_target_hit_row_and_colour(target: QRectF, letter: str) -> None:
    transform = sheet_transform(target)
    for row, position in ALL_FIELDS:
        rect = geo.writing_rect_mm(row, position)
        point = transform.map(QPointF(rect.x + rect.w / 2, rect.y + rect.h / 2))
        assert field_at(transform, point) == (row, position)
        colour = sheet(letter).colours[row][position]
        assert field_colour_at(transform, point, letter) == (row, colour)
    corner = transform.map(QPointF(1.0, 1.0))
    assert field_colour_at(transform, corner, letter) is None
