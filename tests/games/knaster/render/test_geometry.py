"""The pad's millimetre geometry: everything on the sheet, nothing on top of anything else."""

from __future__ import annotations

import ast
from itertools import combinations
from pathlib import Path

import pytest

from knaster_qt.games.knaster.core.notation import LINE_CELLS, cell_index, line_index
from knaster_qt.games.knaster.render import geometry as geo
from knaster_qt.games.knaster.render.geometry import RectMM

CELLS = [geo.cell_rect_mm(cell) for cell in range(25)]
FIELDS = [geo.white_field_rect_mm(line) for line in range(12)]
PRINTED = {
    "legend": geo.legend_rect_mm(),
    "score box": geo.score_box_rect_mm(),
    "grid": geo.grid_rect_mm(),
}


def overlap(a: RectMM, b: RectMM) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom


def inside_sheet(rect: RectMM) -> bool:
    return (
        rect.x >= 0
        and rect.y >= 0
        and rect.right <= geo.SHEET_WIDTH_MM
        and rect.bottom <= geo.SHEET_HEIGHT_MM
    )


def test_the_sheet_is_landscape_like_the_pad() -> None:
    assert 140 <= geo.SHEET_WIDTH_MM <= 160
    assert 95 <= geo.SHEET_HEIGHT_MM <= 115


def test_every_cell_and_white_field_is_inside_the_sheet() -> None:
    for rect in [*CELLS, *FIELDS, *PRINTED.values(), *geo.score_field_rects_mm()]:
        assert inside_sheet(rect), rect


def test_no_two_cells_or_fields_overlap() -> None:
    pieces = [*CELLS, *FIELDS]
    for a, b in combinations(pieces, 2):
        assert not overlap(a, b), (a, b)


def test_white_fields_and_grid_stay_clear_of_legend_and_score_box() -> None:
    for rect in [*FIELDS, geo.grid_rect_mm()]:
        assert not overlap(rect, geo.legend_rect_mm())
        assert not overlap(rect, geo.score_box_rect_mm())
    assert not overlap(geo.legend_rect_mm(), geo.score_box_rect_mm())


def test_a_cell_is_big_enough_for_a_handwritten_two_digit_number() -> None:
    assert all(rect.w >= 12 and rect.h >= 12 for rect in CELLS)


def test_cells_are_in_row_major_order_from_a1() -> None:
    a1, e1, a5 = CELLS[cell_index("a1")], CELLS[cell_index("e1")], CELLS[cell_index("a5")]
    assert a1.x < e1.x and a1.y == e1.y
    assert a1.x == a5.x and a1.y < a5.y


def test_white_fields_sit_where_the_rules_print_them() -> None:
    grid = geo.grid_rect_mm()
    for row in range(5):  # right of the rows, level with them
        field, cells = FIELDS[row], [CELLS[cell] for cell in LINE_CELLS[row]]
        assert field.x >= grid.right
        assert cells[0].y <= field.y and field.bottom <= cells[0].bottom
    for column in range(5):  # above the columns
        field, top_cell = FIELDS[5 + column], CELLS[column]
        assert field.bottom <= grid.y
        assert top_cell.x <= field.x and field.right <= top_cell.right
    d1, d2 = FIELDS[line_index("d1")], FIELDS[line_index("d2")]
    a1, e1 = CELLS[cell_index("a1")], CELLS[cell_index("e1")]
    assert d1.right <= a1.x and d1.bottom <= a1.y  # above-left of a1
    assert d2.x >= e1.right and d2.bottom <= e1.y  # above-right of e1


def test_legend_is_left_of_the_grid() -> None:
    assert geo.legend_rect_mm().right < FIELDS[line_index("d1")].x
    rows = [geo.legend_row_rect_mm(index) for index in range(geo.LEGEND_ROWS)]
    for rect in rows:
        assert (
            geo.legend_rect_mm().x <= rect.x and rect.bottom <= geo.legend_rect_mm().bottom + 1e-9
        )
    for a, b in combinations(rows, 2):
        assert not overlap(a, b)


@pytest.mark.parametrize("cell", range(25))
def test_cell_at_mm_finds_every_point_of_a_cell(cell: int) -> None:
    rect = CELLS[cell]
    for fx, fy in ((0.5, 0.5), (0.01, 0.01), (0.99, 0.99), (0.01, 0.99)):
        assert geo.cell_at_mm(rect.x + fx * rect.w, rect.y + fy * rect.h) == cell


@pytest.mark.parametrize("line", range(12))
def test_white_field_at_mm_finds_every_field(line: int) -> None:
    rect = FIELDS[line]
    assert geo.white_field_at_mm(rect.x + rect.w / 2, rect.y + rect.h / 2) == line
    assert geo.cell_at_mm(rect.x + rect.w / 2, rect.y + rect.h / 2) is None


def test_points_outside_the_grid_and_fields_hit_nothing() -> None:
    for x, y in ((1, 1), (geo.SHEET_WIDTH_MM - 1, geo.SHEET_HEIGHT_MM - 1), (20, 50), (-5, 40)):
        assert geo.cell_at_mm(x, y) is None
        assert geo.white_field_at_mm(x, y) is None


def test_bad_indexes_are_refused() -> None:
    with pytest.raises(ValueError, match="cell 25"):
        geo.cell_rect_mm(25)
    with pytest.raises(ValueError, match="line 12"):
        geo.white_field_rect_mm(12)


@pytest.mark.parametrize("module", ["geometry.py", "picture.py"])
def test_geometry_and_picture_do_not_import_qt(module: str) -> None:
    path = Path(geo.__file__).with_name(module)
    tree = ast.parse(path.read_text(encoding="utf-8"))
    imported = {
        alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.Import)
        for alias in node.names
    } | {node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert not any(name.startswith(("PySide6", "shiboken6")) for name in imported), imported
