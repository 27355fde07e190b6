"""Where sheets go on a printed page: 1, 2 or 4 per page, turned to use the paper well (no Qt).

The page is always portrait; sheets are turned a quarter when that makes them
bigger. A sheet is never printed larger than MAX_SCALE times the pad, so a single
sheet on a page stays a sheet rather than a poster; at 4 per page on Letter the
cells are still about 12 mm wide, enough for two handwritten digits.
"""

from __future__ import annotations

from dataclasses import dataclass

PAPER_SIZES_MM: dict[str, tuple[float, float]] = {
    "a4": (210.0, 297.0),
    "letter": (215.9, 279.4),
}
PER_PAGE_CHOICES = (1, 2, 4)
PRINTABLE_INSET_MM = 5.0  # most printers cannot print the outer 4-5 mm of the paper
# The sheets keep this far from the paper's edge: room for cut marks of at least 2 mm
# outside them, and still 12 mm cells at 4 per page on Letter.
PAGE_MARGIN_MM = 8.0
GAP_MM = 6.0  # between sheets: room to cut and for the cut marks
MAX_SCALE = 1.5
CUT_MARK_MM = 4.0  # where there is room; near the paper's edge a mark is shorter
CUT_MARK_OFFSET_MM = 0.8
CUT_MARK_INSET_MM = PRINTABLE_INSET_MM + 0.2  # where marks end at the latest: printable


@dataclass(frozen=True)
class SheetSlot:
    """One sheet on a page, in millimetres from the page's top-left corner.

    ``width`` and ``height`` are the printed sheet's extent on the page; when
    ``turned`` the sheet is rotated a quarter clockwise, so its top is at the right.
    """

    x: float
    y: float
    width: float
    height: float
    turned: bool
    scale: float  # printed size / pad size


@dataclass(frozen=True)
class PageLayout:
    paper_width: float
    paper_height: float
    slots: tuple[SheetSlot, ...]

    def cut_marks(self) -> list[tuple[float, float, float, float]]:
        """Short lines (x1, y1, x2, y2) at each sheet's corners, just outside the sheet.

        Each mark continues an edge of the sheet outwards and ends CUT_MARK_INSET_MM
        inside the paper's edge at the latest, where printers still print.
        """
        marks = []
        low = CUT_MARK_INSET_MM
        high_x, high_y = self.paper_width - low, self.paper_height - low
        for slot in self.slots:
            corners = (
                (slot.x, slot.y, -1, -1),
                (slot.x + slot.width, slot.y, 1, -1),
                (slot.x, slot.y + slot.height, -1, 1),
                (slot.x + slot.width, slot.y + slot.height, 1, 1),
            )
            for x, y, out_x, out_y in corners:
                start, end = CUT_MARK_OFFSET_MM, CUT_MARK_OFFSET_MM + CUT_MARK_MM
                x_end = min(max(x + out_x * end, low), high_x)
                y_end = min(max(y + out_y * end, low), high_y)
                marks.append((x + out_x * start, y, x_end, y))  # along the top/bottom edge
                marks.append((x, y + out_y * start, x, y_end))  # along the side
        return marks


def paper_size_mm(paper: str) -> tuple[float, float]:
    """Portrait (width, height) of a named paper: 'a4' or 'letter' (any case)."""
    try:
        return PAPER_SIZES_MM[paper.lower()]
    except KeyError:
        known = ", ".join(PAPER_SIZES_MM)
        raise ValueError(f"unknown paper '{paper}' (known: {known})") from None


def page_layout(
    paper_width: float,
    paper_height: float,
    per_page: int,
    sheet_mm: tuple[float, float],
) -> PageLayout:
    """The best arrangement of ``per_page`` sheets of ``sheet_mm`` (width, height at pad size,
    a Printable's ``size_mm``) on a page of this size (portrait or not).
    """
    sheet_width, sheet_height = sheet_mm
    if sheet_width <= 0 or sheet_height <= 0:
        raise ValueError(f"a sheet of {sheet_width:g} x {sheet_height:g} mm cannot be printed")
    if per_page not in PER_PAGE_CHOICES:
        raise ValueError(f"sheets per page must be 1, 2 or 4, not {per_page}")
    usable_width = paper_width - 2 * PAGE_MARGIN_MM
    usable_height = paper_height - 2 * PAGE_MARGIN_MM
    best: tuple[float, int, int, bool] | None = None
    for columns in range(1, per_page + 1):
        if per_page % columns:
            continue
        rows = per_page // columns
        slot_width = (usable_width - (columns - 1) * GAP_MM) / columns
        slot_height = (usable_height - (rows - 1) * GAP_MM) / rows
        for turned in (False, True):
            sheet_w, sheet_h = (
                (sheet_height, sheet_width) if turned else (sheet_width, sheet_height)
            )
            scale = min(slot_width / sheet_w, slot_height / sheet_h, MAX_SCALE)
            if scale > 0 and (best is None or scale > best[0] + 1e-9):
                best = (scale, columns, rows, turned)
    if best is None:
        raise ValueError(f"a page of {paper_width:g} x {paper_height:g} mm has no room for a sheet")
    scale, columns, rows, turned = best
    sheet_w, sheet_h = (sheet_height, sheet_width) if turned else (sheet_width, sheet_height)
    width, height = sheet_w * scale, sheet_h * scale
    # Centre the block of sheets on the page, so the cuts come out even.
    block_width = columns * width + (columns - 1) * GAP_MM
    block_height = rows * height + (rows - 1) * GAP_MM
    left = (paper_width - block_width) / 2
    top = (paper_height - block_height) / 2
    slots = tuple(
        SheetSlot(
            left + column * (width + GAP_MM),
            top + row * (height + GAP_MM),
            width,
            height,
            turned,
            scale,
        )
        for row in range(rows)
        for column in range(columns)
    )
    return PageLayout(paper_width, paper_height, slots)
