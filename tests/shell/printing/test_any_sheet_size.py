"""Printing lays out any game's sheet by its size: portrait or landscape, 1, 2 or 4 a page.

The layout (page_layout) takes the Printable's ``size_mm``; the painting (paint_pages) gives
each sheet a target of exactly its slot, turned a quarter when that makes it bigger.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from knaster_qt.shell.printing.document import job_sheet_mm
from knaster_qt.shell.printing.output import pdf_bytes
from knaster_qt.shell.printing.page_layout import (
    GAP_MM,
    MAX_SCALE,
    PAGE_MARGIN_MM,
    SheetSlot,
    page_layout,
    paper_size_mm,
)

PORTRAIT = (100.0, 140.0)
LANDSCAPE = (200.0, 120.0)
UNITS_PER_MM = 1200 / 25.4  # the PDF writer's resolution (output.PDF_RESOLUTION)


def sheet_extent(slot: SheetSlot) -> tuple[float, float]:
    """The sheet's own width and height as printed (undoing the quarter turn)."""
    return (slot.height, slot.width) if slot.turned else (slot.width, slot.height)


@pytest.mark.parametrize("sheet", [PORTRAIT, LANDSCAPE], ids=["portrait", "landscape"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("per_page", [1, 2, 4])
def test_any_size_fits_inside_the_margins_apart_and_unstretched(
    sheet: tuple[float, float], paper: str, per_page: int
) -> None:
    width, height = paper_size_mm(paper)
    layout = page_layout(width, height, per_page, sheet)
    assert len(layout.slots) == per_page
    for slot in layout.slots:
        assert slot.x >= PAGE_MARGIN_MM - 1e-9 and slot.y >= PAGE_MARGIN_MM - 1e-9
        assert slot.x + slot.width <= width - PAGE_MARGIN_MM + 1e-9
        assert slot.y + slot.height <= height - PAGE_MARGIN_MM + 1e-9
        printed_w, printed_h = sheet_extent(slot)
        assert printed_w == pytest.approx(sheet[0] * slot.scale)
        assert printed_h == pytest.approx(sheet[1] * slot.scale)
        assert 0 < slot.scale <= MAX_SCALE
    for a, b in combinations(layout.slots, 2):
        apart = (
            a.x + a.width + GAP_MM <= b.x + 1e-9
            or b.x + b.width + GAP_MM <= a.x + 1e-9
            or a.y + a.height + GAP_MM <= b.y + 1e-9
            or b.y + b.height + GAP_MM <= a.y + 1e-9
        )
        assert apart, (a, b)


@pytest.mark.parametrize(
    ("sheet", "per_page", "turned", "scale"),
    [
        # A4 leaves 194 x 281 mm inside the margins.
        (PORTRAIT, 1, False, MAX_SCALE),  # upright it reaches the largest print size
        (LANDSCAPE, 1, True, 281 / 200),  # turned: 281/200 beats upright's 194/200
        (PORTRAIT, 2, True, min(194 / 140, (281 - GAP_MM) / 2 / 100)),  # turned, one on another
        (LANDSCAPE, 2, False, 194 / 200),  # two wide sheets one above the other, upright
        (PORTRAIT, 4, False, min((194 - GAP_MM) / 2 / 100, (281 - GAP_MM) / 2 / 140)),
    ],
)
def test_the_quarter_turn_is_taken_only_when_it_gives_a_bigger_sheet(
    sheet: tuple[float, float], per_page: int, turned: bool, scale: float
) -> None:
    layout = page_layout(*paper_size_mm("a4"), per_page, sheet)
    assert {slot.turned for slot in layout.slots} == {turned}
    assert layout.slots[0].scale == pytest.approx(scale)


def test_the_scale_is_the_best_of_every_arrangement() -> None:
    """No grid of the page and no orientation would print the sheets bigger."""
    for paper in ("a4", "letter"):
        width, height = paper_size_mm(paper)
        for sheet in (PORTRAIT, LANDSCAPE, (63.0, 88.0), (297.0, 105.0)):
            for per_page in (1, 2, 4):
                chosen = page_layout(width, height, per_page, sheet).slots[0].scale
                for columns in (c for c in (1, 2, 4) if per_page % c == 0 and c <= per_page):
                    rows = per_page // columns
                    cell_w = (width - 2 * PAGE_MARGIN_MM - (columns - 1) * GAP_MM) / columns
                    cell_h = (height - 2 * PAGE_MARGIN_MM - (rows - 1) * GAP_MM) / rows
                    for w, h in (sheet, sheet[::-1]):
                        assert chosen >= min(cell_w / w, cell_h / h, MAX_SCALE) - 1e-9


def test_a_sheet_too_small_to_exist_is_refused() -> None:
    with pytest.raises(ValueError, match="cannot be printed"):
        page_layout(210, 297, 1, (0.0, 50.0))


@dataclass
class Recorder:
    """A Printable that notes where on the page (in mm) it was asked to draw itself."""

    size_mm: tuple[float, float]
    seen: list[QRectF] = field(default_factory=list)

    def paint(self, painter: QPainter, target: QRectF) -> None:
        device = painter.transform().mapRect(target)
        self.seen.append(
            QRectF(
                device.x() / UNITS_PER_MM,
                device.y() / UNITS_PER_MM,
                device.width() / UNITS_PER_MM,
                device.height() / UNITS_PER_MM,
            )
        )
        painter.drawRect(target)


@pytest.mark.parametrize("sheet", [PORTRAIT, LANDSCAPE], ids=["portrait", "landscape"])
@pytest.mark.parametrize("per_page", [1, 2, 4])
def test_each_sheet_is_drawn_exactly_in_its_slot(
    qapp: object, sheet: tuple[float, float], per_page: int
) -> None:
    sheets = [Recorder(sheet) for _ in range(per_page + 1)]  # a second page too
    pdf = pdf_bytes(sheets, paper_size_mm("letter"), per_page)
    assert pdf.startswith(b"%PDF")
    layout = page_layout(*paper_size_mm("letter"), per_page, sheet)
    slots = [*layout.slots, layout.slots[0]]
    for recorder, slot in zip(sheets, slots, strict=True):
        (drawn,) = recorder.seen
        assert drawn.x() == pytest.approx(slot.x, abs=1e-3)
        assert drawn.y() == pytest.approx(slot.y, abs=1e-3)
        assert drawn.width() == pytest.approx(slot.width, abs=1e-3)
        assert drawn.height() == pytest.approx(slot.height, abs=1e-3)


def test_sheets_of_two_sizes_share_one_scale_each_centred_in_its_slot(qapp: object) -> None:
    big, small = Recorder(LANDSCAPE), Recorder((100.0, 60.0))
    assert job_sheet_mm([big, small]) == LANDSCAPE
    pdf_bytes([big, small], paper_size_mm("a4"), 2)
    slot_a, slot_b = page_layout(*paper_size_mm("a4"), 2, LANDSCAPE).slots
    (drawn_big,), (drawn_small,) = big.seen, small.seen
    assert drawn_big.width() == pytest.approx(slot_a.width, abs=1e-3)
    assert drawn_small.width() == pytest.approx(drawn_big.width() / 2, abs=1e-3)
    assert drawn_small.center().x() == pytest.approx(slot_b.x + slot_b.width / 2, abs=1e-3)
    assert drawn_small.center().y() == pytest.approx(slot_b.y + slot_b.height / 2, abs=1e-3)
