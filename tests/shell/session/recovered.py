"""Driving Game > Recovered Games… as a person does: the menu item, clicks on rows, buttons."""

from __future__ import annotations

from PySide6.QtCore import Qt

from knaster_qt.shell.views.main_window import MainWindow
from knaster_qt.shell.views.recovered_games import RecoveredGamesWindow


def open_recovered(window: MainWindow, qtbot) -> RecoveredGamesWindow:
    """Game > Recovered Games… (the menu item must be enabled, as for a click)."""
    action = window.ui.actionRecovered
    assert action.isEnabled() and action in window.ui.menuGame.actions()
    window.ui.menuGame.setActiveAction(action)
    action.trigger()
    recovered = window.persistence.recovered_window
    assert recovered is not None
    qtbot.waitUntil(recovered.isVisible)
    recovered.activateWindow()
    qtbot.waitUntil(recovered.isActiveWindow)
    return recovered


def rows(recovered: RecoveredGamesWindow) -> list[tuple[str, ...]]:
    """The table as it reads: each row's cells (kept, game, rounds, players, why)."""
    model = recovered.ui.gamesTable.model()
    return [
        tuple(str(model.index(row, column).data()) for column in range(model.columnCount()))
        for row in range(model.rowCount())
    ]


def click_row(
    qtbot,
    recovered: RecoveredGamesWindow,
    row: int,
    modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
) -> None:
    """A click on a row's game cell (Ctrl: add it to the chosen ones)."""
    table = recovered.ui.gamesTable
    rect = table.visualRect(table.model().index(row, 1))
    assert rect.isValid(), f"row {row} is not on screen"
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, modifier, rect.center())


def chosen_rows(recovered: RecoveredGamesWindow) -> list[int]:
    return sorted(index.row() for index in recovered.ui.gamesTable.selectionModel().selectedRows())
