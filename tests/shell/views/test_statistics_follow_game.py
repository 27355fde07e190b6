"""Game > Statistics opens on the records of the game on screen, not always on Knaster's."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from knaster_qt.shell.views.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support (propagateSizeHints|raise)\(\)"
)


def switch_to(qtbot, window: MainWindow, game: str) -> None:
    """Game > New Game…, choose ``game`` in the dialog's chooser, OK."""
    window.ui.actionNew.trigger()
    dialog = window.new_game_dialog
    dialog.ui.gameCombo.setCurrentIndex(dialog.ui.gameCombo.findText(game))
    qtbot.mouseClick(
        dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    qtbot.waitUntil(lambda: window.entry.name.replace("&", "") == game)


def test_statistics_show_the_records_of_the_game_on_screen(qtbot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.persistence.startup()
    for game, header in (("Loop Tiles", "loop-tiles"), ("Exact Hit", "exact-hit")):
        switch_to(qtbot, window, game)
        window.ui.actionStatistics.trigger()
        statistics = window.persistence.statistics_window
        assert statistics is not None and statistics.isVisible()
        assert statistics.game == header
        assert statistics.gameChoice.currentText() == game
        # Loop Tiles' games end two ways, Exact Hit's one: no End column to read there.
        assert statistics.ui.gamesTable.isColumnHidden(2) == (header == "exact-hit")
        statistics.close()
