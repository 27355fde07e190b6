"""Save As and Export PDF through the menus write like a careful editor (see storage/atomic.py).

A symlink chosen in the file dialog keeps being a link and its target gets the game;
a FIFO is refused with a dialog (never opened: the window would freeze), the game
stays as it was, and nothing else appears in the folder.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog

from knaster_qt.games.knaster.core.notation import cell_index
from knaster_qt.games.knaster.core.transcript import load_transcript, write_transcript
from knaster_qt.shell.views.print_actions import PrintActions
from tests.clicks import click_button

pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support (propagateSizeHints|raise)\(\)"
)


def choose_file(monkeypatch, path: Path) -> None:
    """The save dialog answers with ``path`` as if the user had picked it."""
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *args, **kwargs: (str(path), ""))
    )


@pytest.mark.posix_only  # FIFOs, devices and symlinks (symlinks need admin rights on Windows)
def test_save_as_into_a_symlink_writes_its_target_and_keeps_the_link(
    make_window, monkeypatch, tmp_path
) -> None:
    window, player = make_window([7])
    player.roll()
    player.click_cell(cell_index("c3"))
    games = tmp_path / "games"
    games.mkdir()
    real = games / "tuesday.knaster"
    real.write_text("an older game\n")
    real.chmod(0o640)
    link = tmp_path / "current.knaster"
    link.symlink_to(Path("games") / "tuesday.knaster")
    choose_file(monkeypatch, link)
    window.ui.actionSaveAs.trigger()
    assert link.is_symlink() and os.readlink(link) == str(Path("games") / "tuesday.knaster")
    assert load_transcript(real).sheets[0].values[cell_index("c3")] == 7
    assert stat.S_IMODE(real.stat().st_mode) == 0o640  # its mode kept
    assert sorted(p.name for p in games.iterdir()) == ["tuesday.knaster"]


@pytest.mark.posix_only  # FIFOs, devices and symlinks (symlinks need admin rights on Windows)
def test_save_as_onto_a_fifo_says_why_and_changes_nothing(
    make_window, monkeypatch, tmp_path
) -> None:
    window, player = make_window([7])
    player.roll()
    player.click_cell(cell_index("c3"))
    before = write_transcript(window.play.controller.game)
    fifo = tmp_path / "game.knaster"
    os.mkfifo(fifo)
    choose_file(monkeypatch, fifo)
    window.ui.actionSaveAs.trigger()
    box = window.message_box
    assert box is not None and box.isVisible()
    assert box.text() == f"{fifo} is a named pipe (FIFO), not a regular file: nothing was written"
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.knaster"]
    assert write_transcript(window.play.controller.game) == before and window.file_path is None


def export_pdf_from_the_menu(qtbot, window) -> PrintActions:
    actions = window.findChildren(PrintActions)[0]
    window.findChild(type(window.ui.actionQuit), "actionExportPdf").trigger()
    qtbot.waitUntil(
        lambda: actions.options_dialog is not None and actions.options_dialog.isVisible()
    )
    dialog = actions.options_dialog
    click_button(qtbot, dialog.ui.blankRadio)
    qtbot.mouseClick(
        dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    return actions


@pytest.mark.posix_only  # FIFOs, devices and symlinks (symlinks need admin rights on Windows)
def test_export_pdf_into_a_symlink_and_onto_a_fifo(make_window, monkeypatch, qtbot, tmp_path):
    window, _player = make_window()
    real = tmp_path / "pad-real.pdf"
    link = tmp_path / "pad.pdf"
    link.symlink_to(real.name)
    choose_file(monkeypatch, link)
    export_pdf_from_the_menu(qtbot, window)
    assert link.is_symlink() and real.read_bytes().startswith(b"%PDF")

    fifo = tmp_path / "pipe.pdf"
    os.mkfifo(fifo)
    choose_file(monkeypatch, fifo)
    actions = export_pdf_from_the_menu(qtbot, window)
    qtbot.waitUntil(lambda: actions.message_box is not None and actions.message_box.isVisible())
    assert "named pipe (FIFO)" in actions.message_box.text()
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pad-real.pdf", "pad.pdf", "pipe.pdf"]
