"""Game > Print Preview… and Export PDF… in the main window, driven the way a user does."""

from __future__ import annotations

import contextlib
import os
import signal
import stat
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtPrintSupport import QPrintPreviewDialog, QPrintPreviewWidget
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QLineEdit,
    QMessageBox,
    QPushButton,
)
from pytestqt.qtbot import QtBot

from knaster_qt.games.knaster.core.actions import Write
from knaster_qt.games.knaster.core.game import Game
from knaster_qt.games.knaster.core.transcript import write_transcript
from knaster_qt.games.knaster.render.printed import knaster_source
from knaster_qt.games.knaster.render.samples import play_sample_game
from knaster_qt.shell.printing.options_dialog import PrintOptionsDialog
from knaster_qt.shell.views.main_window import MainWindow
from knaster_qt.shell.views.print_actions import PrintActions
from tests.clicks import click_button

# The offscreen platform cannot pass window size hints on; that says nothing about the app.
pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support (propagateSizeHints|raise)\(\)"
)


def open_window(qtbot: QtBot, players: tuple[str, ...] = ("Ann",)) -> MainWindow:
    window = MainWindow(play_sample_game(6, players=players))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def print_actions(window: MainWindow) -> PrintActions:
    found = window.findChildren(PrintActions)
    assert len(found) == 1, "the main window installs the print actions once"
    return found[0]


def trigger_from_menu(window: MainWindow, name: str) -> None:
    action = window.findChild(QAction, name)
    assert action is not None, f"no {name} in the main window"
    assert any(
        action in menu_action.menu().actions()
        for menu_action in window.menuBar().actions()
        if menu_action.menu()
    )
    action.trigger()


def answer_options(
    qtbot: QtBot, actions: PrintActions, blank: bool, per_page: int, count: int = 1
) -> PrintOptionsDialog:
    qtbot.waitUntil(
        lambda: actions.options_dialog is not None and actions.options_dialog.isVisible()
    )
    dialog = actions.options_dialog
    assert dialog is not None
    click_button(qtbot, dialog.ui.blankRadio if blank else dialog.ui.gameRadio)
    dialog.ui.perPageCombo.setCurrentIndex(dialog.ui.perPageCombo.findData(per_page))
    dialog.ui.countSpin.setValue(count)
    qtbot.mouseClick(
        dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    return dialog


def preview_pages(qtbot: QtBot, actions: PrintActions) -> int:
    qtbot.waitUntil(
        lambda: actions.preview_dialog is not None and actions.preview_dialog.isVisible()
    )
    dialog = actions.preview_dialog
    assert isinstance(dialog, QPrintPreviewDialog)
    widget = dialog.findChild(QPrintPreviewWidget)
    assert widget is not None
    qtbot.waitUntil(lambda: widget.pageCount() > 0)
    pages = widget.pageCount()
    dialog.reject()
    return pages


def test_print_preview_from_the_menu_shows_one_page_per_player(qtbot: QtBot) -> None:
    window = open_window(qtbot, ("Ann",))
    actions = print_actions(window)
    trigger_from_menu(window, "actionPrintPreview")
    answer_options(qtbot, actions, blank=False, per_page=1)
    assert preview_pages(qtbot, actions) == 1


def game_in_progress(rounds: int = 4) -> Game:
    """A solo game some rounds in, the roll done and the write still to come: playable."""
    game = Game(["Ann"], seed=3)
    for _ in range(rounds):
        game.roll()
        game.apply(0, next(a for a in game.legal_actions(0) if isinstance(a, Write)))
    return game


def test_print_preview_as_clicked_renders_closes_and_leaves_the_window_playable(
    qtbot: QtBot,
) -> None:
    """Game > Print Preview… > OK crashed the app (its printer was freed while shown)."""
    window = MainWindow(game_in_progress())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    actions = print_actions(window)
    preview_paint_and_close(qtbot, window, actions, blank=False, pages=1)
    preview_paint_and_close(qtbot, window, actions, blank=True, pages=3)
    # The window goes on: roll, then write in a free cell with a click.
    controller = window.play.controller
    rounds = controller.game.rounds
    qtbot.mouseClick(window.play.ui.dicePanel.roll_button, Qt.MouseButton.LeftButton)
    assert controller.game.rounds == rounds + 1
    cell = min(controller.target_cells())
    point = window.play.ui.sheetView.cell_rect(cell).center().toPoint()
    qtbot.mouseClick(window.play.ui.sheetView, Qt.MouseButton.LeftButton, pos=point)
    assert controller.game.sheets[0].values[cell] != 0
    assert QApplication.activeModalWidget() is None


@pytest.mark.linux_only  # Qt's own print dialog; Windows and macOS show the system's
def test_print_as_clicked_prints_to_a_pdf_file_through_qts_print_dialog(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Game > Print… > OK, then Qt's own dialog: "Print to File (PDF)" and its Print button."""
    window = open_window(qtbot, ("Ann", "Bob"))
    actions = print_actions(window)
    trigger_from_menu(window, "actionPrint")
    answer_options(qtbot, actions, blank=False, per_page=1)
    qtbot.waitUntil(lambda: actions.print_dialog is not None and actions.print_dialog.isVisible())
    dialog = actions.print_dialog
    assert dialog is not None
    printers = dialog.findChild(QComboBox, "printers")
    printers.setCurrentIndex(printers.findText("Print to File (PDF)"))
    target = tmp_path / "printed.pdf"
    file_name = dialog.findChild(QLineEdit, "filename")
    file_name.setText(str(target))
    print_button = next(b for b in dialog.findChildren(QPushButton) if b.text() == "&Print")
    qtbot.mouseClick(print_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: target.exists() and target.stat().st_size > 0)
    assert target.read_bytes().startswith(b"%PDF")
    qtbot.waitUntil(lambda: not shiboken_valid(dialog))  # a closed dialog is deleted
    assert QApplication.activeModalWidget() is None


def stop(process: subprocess.Popen[bytes]) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGKILL)
    process.wait(timeout=10)


def print_to_file_from_the_menu(
    qtbot: QtBot, window: MainWindow, target: Path, overwrite_question: bool
) -> PrintActions:
    """Game > Print… > OK, then "Print to File (PDF)" at ``target`` and Print; an overwrite
    question (the file exists) is answered Yes."""
    actions = print_actions(window)
    trigger_from_menu(window, "actionPrint")
    answer_options(qtbot, actions, blank=True, per_page=4, count=4)
    qtbot.waitUntil(lambda: actions.print_dialog is not None and actions.print_dialog.isVisible())
    dialog = actions.print_dialog
    assert dialog is not None
    printers = dialog.findChild(QComboBox, "printers")
    printers.setCurrentIndex(printers.findText("Print to File (PDF)"))
    dialog.findChild(QLineEdit, "filename").setText(str(target))

    def say_yes_to_overwriting() -> None:
        box = QApplication.activeModalWidget()
        yes = box.button(QMessageBox.StandardButton.Yes) if isinstance(box, QMessageBox) else None
        if yes is not None:
            yes.click()

    if overwrite_question:  # Qt asks (in a nested event loop) before replacing a file
        QTimer.singleShot(300, dialog, say_yes_to_overwriting)
    print_button = next(b for b in dialog.findChildren(QPushButton) if b.text() == "&Print")
    qtbot.mouseClick(print_button, Qt.MouseButton.LeftButton)
    return actions


@pytest.mark.posix_only  # FIFOs, devices and symlinks (symlinks need admin rights on Windows)
def test_print_to_file_follows_a_symlink_and_refuses_a_fifo(
    qtbot: QtBot, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    """Qt's "Print to File" goes through the app's file writer, as Export PDF does."""
    window = open_window(qtbot)
    real = tmp_path / "pad-real.pdf"
    real.write_bytes(b"old")
    link = tmp_path / "pad.pdf"
    link.symlink_to(real.name)
    print_to_file_from_the_menu(qtbot, window, link, overwrite_question=True)
    qtbot.waitUntil(lambda: real.read_bytes().startswith(b"%PDF"))
    assert link.is_symlink()

    fifo = tmp_path / "pipe.pdf"
    os.mkfifo(fifo)
    # Should a regression open the FIFO (holding Python's lock, so no thread could help),
    # a reader in another process lets it go on after a few seconds: a failure, not a hang.
    reader = subprocess.Popen(
        ["sh", "-c", 'sleep 3; while :; do cat "$0"; done', str(fifo)],
        stdout=subprocess.PIPE,
        start_new_session=True,  # its own process group: the loop and its cat end together
    )
    request.addfinalizer(lambda: stop(reader))
    actions = print_to_file_from_the_menu(qtbot, window, fifo, overwrite_question=False)
    dialog = actions.print_dialog
    qtbot.waitUntil(lambda: actions.message_box is not None and actions.message_box.isVisible())
    assert "named pipe (FIFO), not a regular file" in actions.message_box.text()
    assert dialog is not None and dialog.isVisible()  # the print dialog stays for another name
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    stop(reader)
    assert reader.communicate()[0] == b""  # nothing was written into it
    actions.message_box.close()
    dialog.reject()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pad-real.pdf", "pad.pdf", "pipe.pdf"]


def preview_paint_and_close(
    qtbot: QtBot, window: MainWindow, actions: PrintActions, blank: bool, pages: int
) -> None:
    trigger_from_menu(window, "actionPrintPreview")
    answer_options(qtbot, actions, blank=blank, per_page=1, count=pages)
    qtbot.waitUntil(
        lambda: actions.preview_dialog is not None and actions.preview_dialog.isVisible()
    )
    dialog = actions.preview_dialog
    assert dialog is not None
    widget = dialog.findChild(QPrintPreviewWidget)
    assert widget is not None
    qtbot.waitUntil(lambda: widget.pageCount() > 0)
    assert widget.pageCount() == pages
    for page in range(1, pages + 1):  # every page painted, as on screen
        widget.setCurrentPage(page)
        assert not dialog.grab().toImage().isNull()
        qtbot.wait(20)  # the preview's own repaints run too
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)  # closed the way a person does
    qtbot.waitUntil(lambda: not shiboken_valid(dialog))  # a closed preview is deleted
    qtbot.wait(50)


def shiboken_valid(obj: object) -> bool:
    import shiboken6

    return bool(shiboken6.isValid(obj))


def test_print_preview_of_blank_sheets_counts_pages_by_sheets_per_page(qtbot: QtBot) -> None:
    window = open_window(qtbot)
    actions = print_actions(window)
    for count, per_page, pages in ((9, 4, 3), (5, 2, 3), (2, 1, 2)):
        trigger_from_menu(window, "actionPrintPreview")
        answer_options(qtbot, actions, blank=True, per_page=per_page, count=count)
        assert preview_pages(qtbot, actions) == pages
        actions.preview_dialog = None
        actions.options_dialog = None


def test_export_pdf_writes_the_file_and_reports_an_unwritable_path(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = open_window(qtbot)
    actions = print_actions(window)
    dialog = PrintOptionsDialog(window.play.print_source(), window, choose_paper=True)
    qtbot.addWidget(dialog)
    job = dialog.job()
    before = write_transcript(window.play.controller.game)
    assert actions.export_job_to(job, tmp_path / "game.pdf")
    assert (tmp_path / "game.pdf").read_bytes().startswith(b"%PDF")
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file")
    assert not actions.export_job_to(job, blocked / "game.pdf")
    qtbot.waitUntil(lambda: actions.message_box is not None and actions.message_box.isVisible())
    assert actions.message_box is not None
    assert "not-a-folder" in actions.message_box.text()
    assert sorted(path.name for path in tmp_path.iterdir()) == ["game.pdf", "not-a-folder"]
    assert write_transcript(window.play.controller.game) == before  # the game is untouched
    assert (
        QApplication.activeModalWidget() is None
        or QApplication.activeModalWidget() is actions.message_box
    )


def test_the_options_dialog_offers_what_makes_sense(qtbot: QtBot) -> None:
    game = play_sample_game(6, players=("Ann", "Bob"))
    dialog = PrintOptionsDialog(knaster_source(game))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.ui.gameRadio.isChecked() and dialog.ui.perPageCombo.currentData() == 1
    assert [dialog.ui.playerCombo.itemText(i) for i in range(3)] == ["All players", "Ann", "Bob"]
    dialog.ui.playerCombo.setCurrentIndex(2)
    job = dialog.job()
    assert len(job.pictures) == 1 and job.pictures[0].picture.header.startswith("Bob · ")
    assert job.paper_mm is None  # printing uses the printer's paper
    click_button(qtbot, dialog.ui.blankRadio)
    assert dialog.ui.perPageCombo.currentData() == 4 and not dialog.ui.playerCombo.isEnabled()
    dialog.ui.countSpin.setValue(9)
    dialog.ui.sideCombo.setCurrentIndex(dialog.ui.sideCombo.findData("B"))
    job = dialog.job()
    assert len(job.pictures) == 9 and job.pages == 3
    assert {sheet.picture.layout.id for sheet in job.pictures} == {"B"}
    assert all(sheet.picture.values == (0,) * 25 for sheet in job.pictures)


def test_a_game_without_moves_can_only_print_blank_sheets(qtbot: QtBot) -> None:
    dialog = PrintOptionsDialog(knaster_source(Game(["Ann"], layout="B")), choose_paper=True)
    qtbot.addWidget(dialog)
    assert not dialog.ui.gameRadio.isEnabled() and dialog.ui.blankRadio.isChecked()
    assert dialog.ui.sideCombo.currentData() == "B"  # the side being played
    dialog.ui.paperCombo.setCurrentIndex(dialog.ui.paperCombo.findData("letter"))
    assert dialog.job().paper_mm == (215.9, 279.4)
