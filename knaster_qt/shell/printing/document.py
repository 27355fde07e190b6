"""Paint sheets onto pages (PDF writer, printer, print preview) with the screen's sheet painter."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QMarginsF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPagedPaintDevice, QPageLayout, QPageSize, QPainter, QPen

from knaster_qt.printable import Printable
from knaster_qt.shell.printing.page_layout import PageLayout, SheetSlot, page_layout

MM_PER_INCH = 25.4
_CUT_MARK_COLOR = QColor("#555555")


class PrintError(Exception):
    """Printing or exporting failed; the message says why in plain words."""


def page_size_mm(device: QPagedPaintDevice) -> tuple[float, float]:
    size = device.pageLayout().fullRect(QPageLayout.Unit.Millimeter).size()
    return size.width(), size.height()


def prepare_device(
    device: QPagedPaintDevice, paper_mm: tuple[float, float] | None, title: str
) -> None:
    """Portrait paper of the given size (or the device's own), no margins: the layout has them."""
    if paper_mm is not None:
        width, height = paper_mm
        device.setPageSize(
            QPageSize(
                QSizeF(width, height),
                QPageSize.Unit.Millimeter,
                "",
                QPageSize.SizeMatchPolicy.FuzzyMatch,
            )
        )
    device.setPageOrientation(QPageLayout.Orientation.Portrait)
    device.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter)
    set_title = getattr(device, "setTitle", None)  # QPdfWriter; QPrinter calls it setDocName
    if set_title is not None:
        set_title(title)


def paint_pages(
    painter: QPainter,
    device: QPagedPaintDevice,
    sheets: Sequence[Printable],
    per_page: int,
    cut_marks: bool = False,
    checkpoint: Callable[[], None] | None = None,
) -> int:
    """Draw the sheets onto an active painter of a paged device; returns the number of pages.

    Every sheet of one job gets a slot of the same size, made for the largest of them
    (a game's sheets are usually all one size); a smaller sheet sits centred in its slot
    at the same scale, so all come out at one scale.

    ``checkpoint`` is called before each page, where stopping leaves the painter in order:
    it may raise to stop (``knaster-qt print`` raises KeyboardInterrupt there after Ctrl+C).

    The painter's origin must be the paper's corner (no margins, or a QPrinter in
    full-page mode); one millimetre is device resolution / 25.4 device units.
    """
    width, height = page_size_mm(device)
    layout = page_layout(width, height, per_page, job_sheet_mm(sheets))
    units_per_mm = device.logicalDpiX() / MM_PER_INCH  # a printer's or PDF writer's resolution
    pages = 0
    for start in range(0, len(sheets), per_page):
        if checkpoint is not None:
            checkpoint()
        if pages and not device.newPage():
            raise PrintError("the printer refused a new page")
        pages += 1
        # save/restore in try/finally: an exception (Ctrl+C in `knaster-qt print`) must not
        # leave saved states behind, or QPainter.end() warns about them on stderr.
        painter.save()
        try:
            painter.scale(units_per_mm, units_per_mm)
            if cut_marks:
                _paint_cut_marks(painter, layout)
            for slot, sheet in zip(layout.slots, sheets[start : start + per_page], strict=False):
                painter.save()
                try:
                    _paint_in_slot(painter, slot, sheet)
                finally:
                    painter.restore()
        finally:
            painter.restore()
    return pages


def job_sheet_mm(sheets: Sequence[Printable]) -> tuple[float, float]:
    """The slot every sheet of a job gets: as wide as the widest, as high as the highest."""
    if not sheets:
        raise PrintError("there are no sheets to print")
    return max(sheet.size_mm[0] for sheet in sheets), max(sheet.size_mm[1] for sheet in sheets)


def _paint_in_slot(painter: QPainter, slot: SheetSlot, sheet: Printable) -> None:
    painter.translate(slot.x, slot.y)
    if slot.turned:  # a quarter turn clockwise: the sheet's top edge runs down the right
        painter.translate(slot.width, 0)
        painter.rotate(90)
        frame_width, frame_height = slot.height, slot.width
    else:
        frame_width, frame_height = slot.width, slot.height
    width, height = (side * slot.scale for side in sheet.size_mm)
    target = QRectF((frame_width - width) / 2, (frame_height - height) / 2, width, height)
    sheet.paint(painter, target)


def _paint_cut_marks(painter: QPainter, layout: PageLayout) -> None:
    pen = QPen(_CUT_MARK_COLOR, 0.2)
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)  # a mark ends where the layout says, not 0.1 mm on
    painter.setPen(pen)
    for x1, y1, x2, y2 in layout.cut_marks():
        painter.drawLine(QPointF(x1, y1), QPointF(x2, y2))
