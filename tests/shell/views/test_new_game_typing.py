"""New Game takes typing (issue 25.1): the dialog opens with the keyboard in the first player's
name, its text selected, so Ctrl+N, a name and Enter start that game with that player, whatever
game the window shows."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from knaster_qt.shell import registry
from knaster_qt.shell.views.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")


def shown_window(qtbot, header: str) -> MainWindow:
    entry = registry.game_of_header(header)
    assert entry is not None
    window = MainWindow(entry=entry)
    qtbot.addWidget(window)
    window.resize(1180, 800)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()  # shortcuts (Ctrl+N) reach only the active window
    qtbot.waitUntil(window.isActiveWindow)
    return window


def type_keys(qtbot, text: str) -> None:
    """Type as a person does: into whatever has the keyboard."""
    for character in text:
        focus = QApplication.focusWidget()
        assert focus is not None
        qtbot.keyClicks(focus, character)


@pytest.mark.parametrize("header", ["knaster", "exact-hit", "loop-tiles"])
def test_ctrl_n_a_name_and_enter_start_that_game_with_that_player(qtbot, header: str) -> None:
    window = shown_window(qtbot, header)
    entry = window.entry
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(
        lambda: window.new_game_dialog is not None and window.new_game_dialog.isVisible()
    )
    dialog = window.new_game_dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.name_edit(0))
    assert dialog.name_edit(0).selectedText() == dialog.name_edit(0).text()
    type_keys(qtbot, "Eve")
    focus = QApplication.focusWidget()
    assert focus is not None
    qtbot.keyClick(focus, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert window.entry is entry  # the game on screen stays chosen
    players = window.play.players() or tuple(window.play.game.players)  # Knaster: its game's
    assert players[0] == "Eve"
    assert window.persistence.abandon_box is None  # no "Abandon game?" on a fresh game
