"""Every file dialog starts in the folder used last (at first the documents folder), never in
the working directory; the folder is remembered across a restart (the same settings)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QFileDialog, QLineEdit

from knaster_qt.shell.views.main_window import MainWindow
from knaster_qt.shell.views.print_actions import PrintActions

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")


@pytest.fixture
def documents(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The documents folder QStandardPaths names: on Linux (and macOS) in a home folder of
    this test's own; on Windows the user's known Documents folder."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.delenv("XDG_DOCUMENTS_DIR", raising=False)
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    folder = Path(location)
    folder.mkdir(parents=True, exist_ok=True)
    assert folder != Path.cwd()
    return folder


class FileDialogs:
    """Answers QFileDialog's static functions with ``answer`` and notes the start each got."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.starts: list[str] = []
        self.answer = ""
        for method in ("getOpenFileName", "getSaveFileName"):
            monkeypatch.setattr(QFileDialog, method, staticmethod(self._ask))

    def _ask(self, _parent, _caption="", directory="", _filter="", *_args, **_kwargs):
        self.starts.append(directory)
        return self.answer, ""

    def last_folder(self) -> Path:
        start = Path(self.starts[-1])
        return start if start.is_dir() else start.parent


def menu_action(window: MainWindow, name: str) -> QAction:
    """The action ``name`` as it sits in one of the menu bar's menus (what a person clicks)."""
    action = window.findChild(QAction, name)
    assert action is not None
    menus = [item.menu() for item in window.menuBar().actions() if item.menu()]
    assert any(action in menu.actions() for menu in menus), f"{name} is in no menu"
    return action


def answer_print_options(qtbot, window: MainWindow) -> PrintActions:
    actions = window.print_actions
    qtbot.waitUntil(
        lambda: actions.options_dialog is not None and actions.options_dialog.isVisible()
    )
    dialog = actions.options_dialog
    assert dialog is not None
    qtbot.mouseClick(
        dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    return actions


def test_dialogs_start_in_documents_then_in_the_folder_saved_into_also_after_a_restart(
    open_window, monkeypatch, tmp_path, documents, qtbot
) -> None:
    dialogs = FileDialogs(monkeypatch)
    window, _ = open_window()

    # At first: the documents folder, with a suggested name, not the working directory.
    menu_action(window, "actionOpen").trigger()
    assert Path(dialogs.starts[-1]) == documents
    menu_action(window, "actionSaveAs").trigger()
    assert Path(dialogs.starts[-1]) == documents / "game.knaster"

    # Saved into X: Open starts in X.
    folder_x = tmp_path / "games"
    folder_x.mkdir()
    dialogs.answer = str(folder_x / "mine.knaster")
    menu_action(window, "actionSaveAs").trigger()
    assert (folder_x / "mine.knaster").exists()
    dialogs.answer = ""  # cancel: a cancelled dialog changes nothing
    menu_action(window, "actionOpen").trigger()
    assert Path(dialogs.starts[-1]) == folder_x

    # A new window (a restart reading the same settings) still starts in X.
    window.close()
    again, _ = open_window()
    menu_action(again, "actionOpen").trigger()
    assert Path(dialogs.starts[-1]) == folder_x
    menu_action(again, "actionSaveAs").trigger()
    assert Path(dialogs.starts[-1]) == folder_x / "game.knaster"


def test_export_pdf_csv_and_replay_share_the_last_folder(
    open_window, monkeypatch, tmp_path, documents, qtbot
) -> None:
    dialogs = FileDialogs(monkeypatch)
    window, _ = open_window()

    # Export PDF starts in the documents folder; the PDF goes to Y.
    folder_y = tmp_path / "pdfs"
    folder_y.mkdir()
    dialogs.answer = str(folder_y / "sheets.pdf")
    menu_action(window, "actionExportPdf").trigger()
    answer_print_options(qtbot, window)
    assert Path(dialogs.starts[-1]) == documents / "knaster-sheets.pdf"
    assert (folder_y / "sheets.pdf").read_bytes().startswith(b"%PDF")

    # The statistics' CSV export starts in Y; the CSV goes to Z.
    stats = window.persistence.show_statistics()
    folder_z = tmp_path / "tables"
    folder_z.mkdir()
    dialogs.answer = str(folder_z / "records.csv")
    qtbot.mouseClick(stats.ui.exportButton, Qt.MouseButton.LeftButton)
    assert Path(dialogs.starts[-1]) == folder_y / "knaster-records.csv"
    assert (folder_z / "records.csv").exists()

    # The replay window's Open starts in Z, and so does Game > Open.
    replay = window.persistence.show_replay()
    dialogs.answer = ""
    qtbot.mouseClick(replay.ui.openButton, Qt.MouseButton.LeftButton)
    assert Path(dialogs.starts[-1]) == folder_z
    menu_action(window, "actionOpen").trigger()
    assert Path(dialogs.starts[-1]) == folder_z


@pytest.mark.linux_only  # Qt's own print dialog; Windows and macOS show the system's
def test_print_to_file_starts_in_the_last_folder_and_is_remembered(
    open_window, monkeypatch, tmp_path, documents, qtbot
) -> None:
    dialogs = FileDialogs(monkeypatch)
    window, _ = open_window()
    menu_action(window, "actionPrint").trigger()
    actions = answer_print_options(qtbot, window)
    qtbot.waitUntil(lambda: actions.print_dialog is not None and actions.print_dialog.isVisible())
    dialog = actions.print_dialog
    assert dialog is not None
    file_field = dialog.findChild(QLineEdit, "filename")
    assert file_field is not None
    assert Path(file_field.text()) == documents / "knaster-sheets.pdf"

    # Print to a file in W: the next file dialog starts there.
    printers = dialog.findChild(QComboBox, "printers")
    assert printers is not None
    printers.setCurrentIndex(printers.count() - 1)  # "Print to File (PDF)" comes last
    folder_w = tmp_path / "printed"
    folder_w.mkdir()
    file_field.setText(str(folder_w / "printed.pdf"))
    dialog.accept()
    assert (folder_w / "printed.pdf").read_bytes().startswith(b"%PDF")
    menu_action(window, "actionOpen").trigger()
    assert Path(dialogs.starts[-1]) == folder_w
