"""Game > Statistics…: solo games are counted apart and never as wins; the chart shows the
solo games, every result of every game, or one player's games, chosen in its selector."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QComboBox

from .test_statistics_window import cells, duel, solo

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")


def open_statistics(window, qtbot):
    action = window.findChild(QAction, "actionStatistics")
    assert action is not None and action in window.ui.menuGame.actions()
    action.trigger()
    stats = window.persistence.statistics_window
    assert stats is not None
    qtbot.waitUntil(stats.isVisible)
    return stats


def choose(qtbot, combo: QComboBox, text: str) -> None:
    """Open the combo box's list with a click and click the entry ``text``."""
    qtbot.mouseClick(combo, Qt.MouseButton.LeftButton)
    view = combo.view()
    qtbot.waitUntil(view.isVisible)
    # The list ignores a release just after it opened (a press-drag-release selects instead).
    qtbot.wait(QApplication.doubleClickInterval() + 50)
    row = next(i for i in range(combo.count()) if combo.itemText(i) == text)
    rect = view.visualRect(combo.model().index(row, 0))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: not view.isVisible())
    assert combo.currentText() == text


def bars(stats) -> dict[int, int]:
    """The chart's bars that are not empty: lowest score of the band -> results."""
    return {low: count for low, count in stats.ui.chart.buckets if count}


def test_solo_games_are_not_wins(open_window, qtbot) -> None:
    window, _ = open_window()
    # Ann: 3 solo games, a won duel, a lost duel and a shared first place; Bea: 1 solo game.
    window.persistence.keeper.records().add_games(
        [
            *(solo(45, 0), solo(75, 1), solo(95, 2)),
            *(duel(80, 60, 3), duel(50, 90, 4), duel(70, 70, 5)),
            solo(121, 6, "Bea"),
        ]
    )
    stats = open_statistics(window, qtbot)
    model = stats.players_model
    assert model.headers[:5] == ["Player", "Games", "Solo games", "With others", "Wins"]
    rows = {cells(model, row)[0]: cells(model, row)[1:5] for row in range(model.rowCount())}
    assert rows["Ann"] == ["6", "3", "3", "2"]  # the won duel and the shared first place
    assert rows["Robo"] == ["3", "0", "3", "2"]  # a win and the shared first place
    assert rows["Bea"] == ["1", "1", "0", "0"]  # a solo game only: no win


def test_the_chart_shows_solo_games_every_game_or_one_players_games(open_window, qtbot) -> None:
    window, _ = open_window()
    window.persistence.keeper.records().add_games(
        [solo(45, 0), solo(75, 1), duel(80, 62, 2), duel(50, 91, 3), solo(121, 4, "Bea")]
    )
    stats = open_statistics(window, qtbot)
    combo = stats.findChild(QComboBox, "chartChoice")
    assert combo is stats.chartChoice
    texts = [combo.itemText(i) for i in range(combo.count())]
    assert texts[:2] == ["Solo games (everyone)", "All players, every game"]
    assert {"Ann: every game", "Robo: every game", "Bea: every game"} <= set(texts)
    assert combo.currentText() == "Solo games (everyone)"  # as before: the solo chart first
    assert bars(stats) == {40: 1, 70: 1, 120: 1}

    choose(qtbot, combo, "All players, every game")
    assert bars(stats) == {40: 1, 50: 1, 60: 1, 70: 1, 80: 1, 90: 1, 120: 1}
    assert stats.ui.chart.counted == "results (every player, every game)"
    assert sum(rect.height() > 0 for rect in stats.ui.chart.bar_rects()) == 7

    choose(qtbot, combo, "Robo: every game")  # a player who never played solo
    assert bars(stats) == {60: 1, 90: 1}
    assert stats.ui.chart.counted == "games of Robo"

    choose(qtbot, combo, "Ann: every game")
    assert bars(stats) == {40: 1, 50: 1, 70: 1, 80: 1}

    # A new game keeps the choice (the window reads the records again).
    window.persistence.keeper.records().add_game(solo(33, 9))
    stats.refresh()
    assert combo.currentText() == "Ann: every game"
    assert bars(stats) == {30: 1, 40: 1, 50: 1, 70: 1, 80: 1}
