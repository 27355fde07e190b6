"""The status bar follows the game switch: no sentence of the game left behind stays on it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox

from knaster_qt.shell.views.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


def shown_window(qtbot) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1200, 820)
    window.show()
    qtbot.waitExposed(window)
    window.persistence.startup()
    return window


def switch_to(qtbot, window: MainWindow, game: str) -> None:
    """Game > New Game…, choose ``game`` in the dialog's chooser, OK."""
    window.ui.actionNew.trigger()
    dialog = window.new_game_dialog
    dialog.ui.gameCombo.setCurrentIndex(dialog.ui.gameCombo.findText(game))
    qtbot.mouseClick(
        dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    qtbot.waitUntil(lambda: window.entry.name.replace("&", "") == game)


def hover_and_leave(qtbot, window: MainWindow) -> None:
    """Move the mouse over the middle of the play area, then off it (a hover text comes and goes)."""
    middle = window.centralWidget()
    qtbot.mouseMove(middle, middle.rect().center())
    qtbot.mouseMove(window.statusBar(), QPoint(2, 2))


def test_another_games_status_bar_never_shows_knasters_roll_sentence(qtbot) -> None:
    window = shown_window(qtbot)
    # Knaster speaks first: a click on the sheet before any roll says to roll.
    view = window.play.ui.sheetView
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=view.cell_rect(12).center().toPoint())
    assert "Roll the dice" in window.statusBar().currentMessage()
    for game in ("Loop Tiles", "Exact Hit"):
        switch_to(qtbot, window, game)
        assert "Roll the dice" not in window.statusBar().currentMessage()
        hover_and_leave(qtbot, window)  # a hover's end brings back the game's last sentence
        assert "Roll the dice" not in window.statusBar().currentMessage()
        switch_to(qtbot, window, "Knaster")
        qtbot.mouseClick(
            window.play.ui.sheetView,
            Qt.MouseButton.LeftButton,
            pos=window.play.ui.sheetView.cell_rect(12).center().toPoint(),
        )
        assert "Roll the dice" in window.statusBar().currentMessage()
