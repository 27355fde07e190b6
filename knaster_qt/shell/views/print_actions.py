"""Game > Print…, Print Preview… and Export PDF…: what the three actions of ui/main_window.ui do.

    from knaster_qt.shell.views.print_actions import PrintActions
    self.print_actions = PrintActions(
        self, (self.ui.actionPrint, self.ui.actionPrintPreview, self.ui.actionExportPdf),
        lambda: (self.entry, self.play),
    )

Each action first asks what to print (PrintOptionsDialog); nothing here changes the game.
Dialogs are opened with open(), not exec(), so tests can drive them.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

# QtPrintSupport, the printing package and the dialogs are imported when an action is
# first used: the window shows these actions at start but rarely prints (a faster start-up).
if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
    from PySide6.QtWidgets import QDialog, QMessageBox

    from knaster_qt.games import GameEntry
    from knaster_qt.play_area import PlayArea
    from knaster_qt.shell.printing.options_dialog import PrintJob, PrintOptionsDialog


class PrintActions(QObject):
    """The three actions and the dialogs they open (kept as attributes for tests)."""

    def __init__(
        self,
        window: QWidget,
        actions: tuple[QAction, QAction, QAction],
        get_game: Callable[[], tuple[GameEntry, PlayArea]],
    ) -> None:
        """``actions``: Print…, Print Preview… and Export PDF…, as the menu defines them;
        ``get_game``: the game on the window (its entry and play area)."""
        super().__init__(window)
        self.window = window
        self.get_game = get_game
        self.print_action, self.preview_action, self.export_action = actions
        self.print_action.triggered.connect(self.print_sheets)
        self.preview_action.triggered.connect(self.preview_sheets)
        self.export_action.triggered.connect(self.export_sheets)
        self.options_dialog: PrintOptionsDialog | None = None
        self.preview_dialog: QPrintPreviewDialog | None = None
        self.print_dialog: QPrintDialog | None = None
        self.message_box: QMessageBox | None = None
        # The printers of open print and preview dialogs (see _keep_printer_while_open).
        self._open_printers: dict[int, QPrinter] = {}

    @property
    def actions(self) -> tuple[QAction, QAction, QAction]:
        return self.print_action, self.preview_action, self.export_action

    # --- the three entry points ------------------------------------------------------

    def print_sheets(self) -> None:
        """Ask what to print, then show Qt's print dialog (which offers PDF even without printers)."""
        self._ask_options(self._print_job, choose_paper=False)

    def preview_sheets(self) -> None:
        self._ask_options(self._preview_job, choose_paper=False)

    def export_sheets(self) -> None:
        self._ask_options(self._export_job, choose_paper=True)

    def export_job_to(self, job: PrintJob, path: Path | str) -> bool:
        """Write the job as a PDF at ``path``; a failure is shown and leaves no file behind."""
        from knaster_qt.shell.printing.document import PrintError
        from knaster_qt.shell.printing.options_dialog import default_paper
        from knaster_qt.shell.printing.output import export_pdf
        from knaster_qt.shell.printing.page_layout import paper_size_mm

        try:
            export_pdf(
                path,
                job.pictures,
                job.paper_mm or paper_size_mm(default_paper()),
                job.per_page,
                job.cut_marks,
                job.title,
            )
        except PrintError as error:
            self._show_error(self.tr("Cannot export PDF"), str(error))
            return False
        return True

    # --- steps -------------------------------------------------------------------------

    def _ask_options(self, then: Callable[[PrintJob], None], choose_paper: bool) -> None:
        from knaster_qt.shell.printing.options_dialog import PrintOptionsDialog, source_for

        entry, play = self.get_game()
        source = source_for(entry, play)
        if source is None:
            self._show_error(
                self.tr("Nothing to print"),
                self.tr("{0} has no sheets to print yet.").format(entry.name.replace("&", "")),
            )
            return
        dialog = PrintOptionsDialog(source, self.window, choose_paper=choose_paper)
        dialog.accepted.connect(lambda: then(dialog.job()))
        self.options_dialog = dialog
        dialog.open()

    def _print_job(self, job: PrintJob) -> None:
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        from knaster_qt.shell.printing.output import prepare_printer

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        prepare_printer(printer, None, job.title)
        dialog = QPrintDialog(printer, self.window)
        entry, _play = self.get_game()
        dialog.setWindowTitle(self.tr("Print {0} Sheets").format(entry.name.replace("&", "")))
        _refuse_print_to_special_files(self, dialog)
        _start_print_to_file_in_last_folder(dialog, "knaster-sheets.pdf")
        dialog.accepted.connect(lambda: self._print_chosen(printer, job))
        dialog.accepted.connect(lambda: _remember_print_file(printer))
        self._keep_printer_while_open(dialog, printer)
        self.print_dialog = dialog
        dialog.setWindowModality(Qt.WindowModality.WindowModal)  # what QDialog.open() does
        dialog.show()

    def _print_chosen(self, printer: QPrinter, job: PrintJob) -> None:
        """Print as Qt's print dialog chose: on a printer, or "Print to File (PDF)".

        A file goes through the app's one file writer, as Export PDF does: a symlink's
        target is written, a FIFO or device is refused (QPrinter would open a FIFO and
        freeze the window), and the file is whole or not there. The paper is the one
        chosen in the dialog.
        """
        from dataclasses import replace

        from PySide6.QtGui import QPageSize
        from PySide6.QtPrintSupport import QPrinter

        path = printer.outputFileName()
        if printer.outputFormat() == QPrinter.OutputFormat.PdfFormat and path:
            size = printer.pageLayout().pageSize().size(QPageSize.Unit.Millimeter)
            paper = (min(size.width(), size.height()), max(size.width(), size.height()))
            self.export_job_to(replace(job, paper_mm=paper), path)
            return
        self._print_on(printer, job)

    def _print_on(self, printer: QPrinter, job: PrintJob) -> None:
        from knaster_qt.shell.printing.document import PrintError
        from knaster_qt.shell.printing.output import print_pages

        try:
            print_pages(
                printer, job.pictures, job.per_page, job.cut_marks, None, job.title, prepare=False
            )
        except PrintError as error:
            self._show_error(self.tr("Cannot print"), str(error))

    def _preview_job(self, job: PrintJob) -> None:
        from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

        from knaster_qt.shell.printing.output import prepare_printer

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        prepare_printer(printer, None, job.title)
        dialog = QPrintPreviewDialog(printer, self.window)
        dialog.setWindowTitle(self.tr("Print Preview"))
        dialog.paintRequested.connect(lambda device: self._print_on(device, job))
        self._keep_printer_while_open(dialog, printer)
        self.preview_dialog = dialog
        dialog.open()

    def _keep_printer_while_open(self, dialog: QDialog, printer: QPrinter) -> None:
        """Keep ``printer`` alive until ``dialog`` is gone, and delete the dialog when closed.

        QPrintDialog and QPrintPreviewDialog only point at the printer (a QPrinter is no
        QObject and has no parent). Left in a local variable, Python freed it as soon as
        the dialog was shown, and the preview's pages, which the printer owns, were
        painted from freed memory: Print Preview crashed the app in QPicture::play.
        """
        key = id(dialog)
        self._open_printers[key] = printer
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # one dialog per use
        dialog.destroyed.connect(lambda: self._open_printers.pop(key, None))

    def _export_job(self, job: PrintJob) -> None:
        from PySide6.QtWidgets import QFileDialog

        from knaster_qt.shell.views.file_places import remember_choice, start_path

        path, _ = QFileDialog.getSaveFileName(
            self.window,
            self.tr("Export PDF"),
            start_path("knaster-sheets.pdf"),  # a file name: not translated
            self.tr("PDF files (*.pdf)"),
        )
        remember_choice(path)
        if path:
            if not path.lower().endswith(".pdf"):
                path += ".pdf"
            self.export_job_to(job, path)

    def _show_error(self, title: str, text: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(
            QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self.window
        )
        self.message_box = box
        box.open()


def _start_print_to_file_in_last_folder(dialog: QPrintDialog, file_name: str) -> None:
    """Qt's own print dialog (Linux) suggests its "Print to File" name in the working
    directory (or the home folder); start it in the folder used last, as the file dialogs do.
    The dialog keeps that name in its line edit "filename"; other platforms have none."""
    from PySide6.QtWidgets import QLineEdit

    from knaster_qt.shell.views.file_places import start_path

    field = dialog.findChild(QLineEdit, "filename")
    if field is not None:
        field.setText(start_path(file_name))


def _refuse_print_to_special_files(actions: PrintActions, dialog: QPrintDialog) -> None:
    """Make Qt's print dialog refuse a "Print to File" name that is no regular file.

    Qt's own check of the fields (Linux: the private slot _q_checkFields, run by the
    Print button) opens an existing file to see whether it may write it: on a FIFO that
    blocks until some program reads it, and the window froze. The name is looked at
    first here (stat, never open), as the app's file writer does; then Qt's check runs.
    Where the dialog is not Qt's own (other platforms), it is left as it is.
    """
    from PySide6.QtCore import SIGNAL, SLOT, QMetaObject
    from PySide6.QtWidgets import QDialogButtonBox, QLineEdit

    from knaster_qt.storage.atomic import StorageError, write_target

    buttons = dialog.findChild(QDialogButtonBox)
    if buttons is None or dialog.metaObject().indexOfMethod("_q_checkFields()") < 0:
        return
    if not QObject.disconnect(buttons, SIGNAL("accepted()"), dialog, SLOT("_q_checkFields()")):
        return

    def check_fields() -> None:
        field = dialog.findChild(QLineEdit, "filename")  # enabled for "Print to File"
        if field is not None and field.isEnabled() and field.text().strip():
            try:
                write_target(field.text().strip())
            except StorageError as error:
                actions._show_error(actions.tr("Cannot print to file"), str(error))
                return  # the print dialog stays open for another name
        QMetaObject.invokeMethod(dialog, "_q_checkFields")

    buttons.accepted.connect(check_fields)


def _remember_print_file(printer: QPrinter) -> None:
    from PySide6.QtPrintSupport import QPrinter

    from knaster_qt.shell.views.file_places import remember_choice

    if printer.outputFormat() == QPrinter.OutputFormat.PdfFormat and printer.outputFileName():
        remember_choice(printer.outputFileName())
