"""Where printed pages go: a PDF file (written atomically) or a printer through Qt's print system."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QPainter, QPdfWriter
from PySide6.QtPrintSupport import QPrinter, QPrinterInfo

from knaster_qt.printable import Printable
from knaster_qt.shell.printing.document import PrintError, paint_pages, prepare_device
from knaster_qt.storage.atomic import StorageError, atomic_write_bytes

PDF_RESOLUTION = 1200  # dots per inch of the PDF's coordinates; the output stays vector
NO_PRINTER = "no printer is installed; write a PDF instead (-o FILE.pdf, or Export PDF in the app)"


def pdf_bytes(
    pictures: Sequence[Printable],
    paper_mm: tuple[float, float],
    per_page: int,
    cut_marks: bool = False,
    title: str = "Knaster sheets",
    checkpoint: Callable[[], None] | None = None,
) -> bytes:
    """The PDF document of these sheets, in memory (``checkpoint``: see paint_pages)."""
    if not pictures:
        raise PrintError("there are no sheets to print")
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(PDF_RESOLUTION)
    writer.setCreator("Knaster Qt")
    prepare_device(writer, paper_mm, title)
    painter = QPainter()
    if not painter.begin(writer):
        raise PrintError("cannot start a PDF document")
    try:
        paint_pages(painter, writer, pictures, per_page, cut_marks, checkpoint)
    finally:
        painter.end()
    buffer.close()
    return bytes(data.data())


def export_pdf(
    path: Path | str,
    pictures: Sequence[Printable],
    paper_mm: tuple[float, float],
    per_page: int,
    cut_marks: bool = False,
    title: str = "Knaster sheets",
    checkpoint: Callable[[], None] | None = None,
) -> int:
    """Write the sheets as a PDF file: all of it or nothing (no partial file). Returns its size.

    ``checkpoint`` is also called once more before the file is written.
    """
    data = pdf_bytes(pictures, paper_mm, per_page, cut_marks, title, checkpoint)
    if checkpoint is not None:
        checkpoint()
    target = Path(path)
    if target.is_dir():
        raise PrintError(f"{target} is a folder; give a file name such as {target / 'sheets.pdf'}")
    try:
        atomic_write_bytes(target, data)
    except StorageError as error:
        raise PrintError(str(error)) from error
    return len(data)


def find_printer(name: str | None) -> QPrinterInfo:
    """The named printer, or the system's default; PrintError when there is none."""
    printers = QPrinterInfo.availablePrinters()
    if not printers:
        raise PrintError(NO_PRINTER)
    if name is None:
        default = QPrinterInfo.defaultPrinter()
        if default.isNull():
            names = ", ".join(info.printerName() for info in printers)
            raise PrintError(f"there is no default printer; choose one with --printer ({names})")
        return default
    for info in printers:
        if info.printerName() == name:
            return info
    names = ", ".join(info.printerName() for info in printers)
    raise PrintError(f"there is no printer called {name} (installed: {names})")


def print_pages(
    printer: QPrinter,
    pictures: Sequence[Printable],
    per_page: int,
    cut_marks: bool = False,
    paper_mm: tuple[float, float] | None = None,
    title: str = "Knaster sheets",
    prepare: bool = True,
    checkpoint: Callable[[], None] | None = None,
) -> int:
    """Print on a QPrinter (from the print dialog or find_printer). Returns the pages.

    ``prepare=False`` leaves the printer's page setup alone: for a printer that
    prepare_printer set up before a dialog, where the user may have changed it.
    """
    if not pictures:
        raise PrintError("there are no sheets to print")
    if prepare:
        prepare_printer(printer, paper_mm, title)
    painter = QPainter()
    if not painter.begin(printer):
        raise PrintError(f"cannot print on {printer.printerName() or 'the printer'}")
    try:
        return paint_pages(painter, printer, pictures, per_page, cut_marks, checkpoint)
    finally:
        painter.end()


def prepare_printer(printer: QPrinter, paper_mm: tuple[float, float] | None, title: str) -> None:
    """Full-page portrait paper: the page layout keeps its own margins from the paper's edge."""
    printer.setFullPage(True)
    printer.setDocName(title)
    prepare_device(printer, paper_mm, title)


def print_to_printer(
    pictures: Sequence[Printable],
    printer_name: str | None,
    paper_mm: tuple[float, float],
    per_page: int,
    cut_marks: bool = False,
    title: str = "Knaster sheets",
    checkpoint: Callable[[], None] | None = None,
) -> tuple[str, int]:
    """Send the sheets to a printer (None: the default). Returns (printer name, pages)."""
    info = find_printer(printer_name)
    printer = QPrinter(info, QPrinter.PrinterMode.HighResolution)
    pages = print_pages(
        printer, pictures, per_page, cut_marks, paper_mm, title, checkpoint=checkpoint
    )
    return info.printerName(), pages
