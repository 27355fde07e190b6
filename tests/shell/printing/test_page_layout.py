"""Sheets on a page: 1, 2 or 4, inside the paper, apart, big enough to write on."""

from __future__ import annotations

from itertools import combinations

import pytest

from knaster_qt.games.knaster.render.geometry import SHEET_HEIGHT_MM, SHEET_WIDTH_MM
from knaster_qt.shell.printing.page_layout import PAGE_MARGIN_MM, page_layout, paper_size_mm
from tests.shell.printing.knaster_sheets import CELL_MM, KNASTER_SHEET_MM


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("per_page", [1, 2, 4])
def test_sheets_fit_the_paper_without_overlapping(paper: str, per_page: int) -> None:
    width, height = paper_size_mm(paper)
    layout = page_layout(width, height, per_page, KNASTER_SHEET_MM)
    assert len(layout.slots) == per_page
    for slot in layout.slots:
        assert slot.x >= PAGE_MARGIN_MM - 1e-9 and slot.y >= PAGE_MARGIN_MM - 1e-9
        assert slot.x + slot.width <= width - PAGE_MARGIN_MM + 1e-9
        assert slot.y + slot.height <= height - PAGE_MARGIN_MM + 1e-9
        assert CELL_MM * slot.scale >= 12.0, "a cell must hold two handwritten digits"
        sheet_w, sheet_h = (slot.height, slot.width) if slot.turned else (slot.width, slot.height)
        assert sheet_w / sheet_h == pytest.approx(SHEET_WIDTH_MM / SHEET_HEIGHT_MM)
    for a, b in combinations(layout.slots, 2):
        apart = (
            a.x + a.width <= b.x
            or b.x + b.width <= a.x
            or a.y + a.height <= b.y
            or b.y + b.height <= a.y
        )
        assert apart


def test_the_layouts_use_the_paper_well() -> None:
    width, height = paper_size_mm("a4")
    one, two, four = (page_layout(width, height, n, KNASTER_SHEET_MM) for n in (1, 2, 4))
    assert one.slots[0].turned and one.slots[0].scale == pytest.approx(
        1.5
    )  # capped: a sheet, not a poster
    assert (
        not two.slots[0].turned and two.slots[0].scale > 1.25
    )  # two landscape sheets one above the other
    # 2 x 2, turned; the 8 mm page margin (cut marks stay printable) leaves 12.5 mm cells
    assert all(slot.turned for slot in four.slots) and four.slots[0].scale > 0.89


def test_cut_marks_sit_outside_the_sheets() -> None:
    layout = page_layout(*paper_size_mm("a4"), 4, KNASTER_SHEET_MM)
    marks = layout.cut_marks()
    assert len(marks) == 8 * 4
    for x1, y1, x2, y2 in marks:
        for slot in layout.slots:
            for x, y in ((x1, y1), (x2, y2)):
                inside = slot.x < x < slot.x + slot.width and slot.y < y < slot.y + slot.height
                assert not inside
        assert min(x1, x2) >= 0 and max(x1, x2) <= layout.paper_width


def test_bad_choices_are_refused() -> None:
    with pytest.raises(ValueError, match="1, 2 or 4"):
        page_layout(210, 297, 3, KNASTER_SHEET_MM)
    with pytest.raises(ValueError, match="unknown paper 'a5'"):
        paper_size_mm("a5")
