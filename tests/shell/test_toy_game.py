"""A game added with its package and one registry line is played through the real shell.

Coin Toss (tests/shell/fake_game: a core, a controller with its model and presenter, a
painter, a play area, an entry) is registered the way its line in knaster_qt/shell/registry.py
would do it, and then played by clicks and keys only: the New
Game dialog chooses it, a guess is autosaved, Save As and Open bring it back, the finished
game reaches the records and the statistics show it apart from Knaster's, and an
unfinished one is offered for resumption in a new window.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QDialogButtonBox, QFileDialog, QMessageBox

from knaster_qt.games.knaster.entry import GAME as KNASTER
from knaster_qt.seats import Seat
from knaster_qt.shell import registry
from knaster_qt.shell.views.main_window import MainWindow
from tests.clicks import click_button
from tests.shell.fake_game.core import parse
from tests.shell.fake_game.entry import GAME as COIN_TOSS
from tests.shell.fake_game.models.tosses_model import TossRole
from tests.shell.fake_game.views import CoinTossPlayArea
from tests.shell.session.recovered import open_recovered, rows

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")


@pytest.fixture(autouse=True)
def with_coin_toss(monkeypatch: pytest.MonkeyPatch) -> None:
    # What the game's one line in registry.py does: `_entry("coin_toss"),` after Knaster's.
    monkeypatch.setattr(registry, "GAMES", (KNASTER, COIN_TOSS))


def click(qtbot, widget) -> None:
    if isinstance(widget, QAbstractButton):
        click_button(qtbot, widget)  # where a person clicks: a radio button's label
    else:
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def shown_window(qtbot) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.persistence.startup()
    return window


def choose_coin_toss(qtbot, window: MainWindow, *, computer: bool) -> None:
    """Game > New Game…: Coin Toss, four tosses, the person and (maybe) a lucky computer."""
    window.ui.actionNew.trigger()
    dialog = window.new_game_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.ui.gameCombo.isVisible()  # two games: the dialog asks which
    assert [dialog.ui.gameCombo.itemText(i) for i in range(2)] == ["Knaster", "Coin Toss"]
    dialog.ui.gameCombo.setCurrentIndex(1)
    # Coin Toss's own choices: one side (nothing to choose), its two end rules, no dice.
    assert not dialog.ui.sideBox.isVisible() and not dialog.ui.diceBox.isVisible()
    assert [dialog.ui.extraRound.text(), dialog.ui.quickEnd.text()] == [
        "After &ten tosses",
        "After &four tosses",
    ]
    assert dialog.windowTitle() == "New Game — Coin Toss"
    click(qtbot, dialog.ui.quickEnd)
    if computer:
        click(qtbot, dialog.ui.addComputerButton)
        assert dialog.kind_box(1).currentText() == "Lucky"
        assert not dialog.ui.addButton.isEnabled()  # Coin Toss: at most two players
    click(qtbot, dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok))


def test_a_registered_game_is_chosen_played_autosaved_saved_and_opened(
    qtbot, monkeypatch, tmp_path
) -> None:
    window = shown_window(qtbot)
    assert window.entry == KNASTER and window.windowTitle() == "untitled[*] — Knaster"
    choose_coin_toss(qtbot, window, computer=False)
    area = window.play
    assert isinstance(area, CoinTossPlayArea) and window.entry == COIN_TOSS
    assert window.windowTitle() == "untitled[*] — Coin Toss"
    assert window.centralWidget() is area.widget()
    assert not window.ui.actionRoll.isVisible()  # no dice in Coin Toss
    click(qtbot, area.heads_button)  # the first toss falls heads: right
    assert window.statusBar().currentMessage() == "Right!"
    assert window.isWindowModified() and window.ui.actionUndo.isEnabled()
    autosave = Path(os.environ["KNASTER_QT_DATA_DIR"]) / "autosave.knaster"
    assert autosave.read_text(encoding="utf-8").splitlines() == [
        "cointoss 1",
        "player Player",
        "rule four-tosses",
        "toss Player heads",
    ]
    texts = [action.text() for action in window.ui.menuGame.actions()]
    assert texts[texts.index("&Hint") + 1] == "Guess &Heads"  # the game's own menu item
    area.tails_button.setFocus()  # the second falls tails: right again, by the keyboard
    qtbot.keyClick(area.tails_button, Qt.Key.Key_Space)
    assert area.tosses.index(1, 0).data(TossRole.SIDE) == "tails"  # what the view draws
    assert area.turn_label.text() == "Player, guess. Player: 2"  # the presenter's banner
    window.ui.actionUndo.trigger()  # the shell's Undo reaches the game
    assert area.game.guesses == ["heads"]

    saved = tmp_path / "mine.cointoss"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *_a, **_k: (str(saved), ""))
    )
    window.ui.actionSaveAs.trigger()
    assert saved.read_text(encoding="utf-8") == area.transcript()
    assert window.windowTitle() == "mine.cointoss[*] — Coin Toss"
    assert not window.isWindowModified()

    # Back to Knaster through the same dialog; the unfinished Coin Toss is kept first.
    window.ui.actionNew.trigger()
    dialog = window.new_game_dialog
    assert dialog is not None and dialog.ui.gameCombo.currentText() == "Coin Toss"
    dialog.ui.gameCombo.setCurrentIndex(0)
    assert dialog.ui.sideBox.isVisible() and dialog.ui.diceBox.isVisible()
    click(qtbot, dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok))
    box = window.persistence.abandon_box
    assert box is not None and box.isVisible()
    assert box.text() == "Abandon the game in round 1?"
    abandon = next(
        b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.DestructiveRole
    )
    click(qtbot, abandon)
    qtbot.waitUntil(lambda: window.entry == KNASTER)
    recovered = open_recovered(window, qtbot)  # Game > Recovered Games… reads it as Coin Toss
    ((_when, *kept),) = rows(recovered)
    assert kept == ["Coin Toss", "1", "Player", "abandoned"]
    recovered.close()
    assert window.play.controller.game.history == []
    assert window.ui.actionRoll.isVisible()
    assert "Guess &Heads" not in [action.text() for action in window.ui.menuGame.actions()]

    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *_a, **_k: (str(saved), ""))
    )
    window.ui.actionOpen.trigger()
    assert window.entry == COIN_TOSS and isinstance(window.play, CoinTossPlayArea)
    assert window.play.game.guesses == ["heads"]
    assert window.windowTitle() == "mine.cointoss[*] — Coin Toss"
    # Coin Toss names no print hook: Print says so instead of printing Knaster's sheets.
    window.ui.actionPrint.trigger()
    box = window.print_actions.message_box
    assert box is not None and box.text() == "Coin Toss has no sheets to print yet."


def test_a_finished_game_reaches_the_records_and_its_own_statistics(qtbot) -> None:
    window = shown_window(qtbot)
    choose_coin_toss(qtbot, window, computer=True)
    area = window.play
    assert isinstance(area, CoinTossPlayArea)
    # Player: heads (right), Computer1: heads on tails, Player: heads (right), Computer1 again.
    click(qtbot, area.heads_button)
    area.guess_heads.trigger()  # Game > Guess Heads
    assert area.is_over and not area.guess_heads.isEnabled()
    records = window.persistence.keeper.records()
    (record,) = records.games(game="cointoss")
    assert [(p.name, p.kind, p.level, p.total, p.rank) for p in record.players] == [
        ("Player", "human", None, 2, 1),
        ("Computer1", "computer", "lucky", 0, 2),
    ]
    assert record.end_rule == "four-tosses" and record.rounds == 4
    assert records.games(game="knaster") == []

    statistics = window.persistence.show_statistics()
    qtbot.waitExposed(statistics)
    assert statistics.gameChoice.isVisible()
    statistics.gameChoice.setCurrentIndex(statistics.gameChoice.findData("cointoss"))
    assert "<b>1</b> finished game stored" in statistics.ui.summaryLabel.text()
    # Coin Toss's own scale (its entry's ratings), and no solo game in it yet.
    assert "by rating: lucky (over 2) <b>0</b>." in statistics.ui.summaryLabel.text()
    assert "spectacular" not in statistics.ui.summaryLabel.text()
    assert statistics.games_model.rowCount() == 1
    statistics.gameChoice.setCurrentIndex(statistics.gameChoice.findData("knaster"))
    assert "<b>0</b> finished games stored" in statistics.ui.summaryLabel.text()
    assert statistics.games_model.rowCount() == 0
    statistics.close()

    replay = window.persistence.show_replay()  # Game > Replay… of Coin Toss: its own window
    assert replay is not None and replay.label.text() == "heads tails heads tails"

    # Each game remembers its own setup: Coin Toss's two players, Knaster's one.
    window.ui.actionNew.trigger()
    dialog = window.new_game_dialog
    assert dialog is not None and dialog.ui.gameCombo.currentText() == "Coin Toss"
    assert dialog.setup().seats == (Seat("Player"), Seat("Computer1", "lucky"))
    assert dialog.setup().end_rule == "four-tosses"
    dialog.ui.gameCombo.setCurrentIndex(0)
    assert dialog.setup().seats == (Seat("Player"),) and dialog.setup().sheet == "A"
    dialog.reject()


def test_an_unfinished_game_of_another_registered_game_is_resumed_as_that_game(qtbot) -> None:
    first = shown_window(qtbot)
    choose_coin_toss(qtbot, first, computer=False)
    click(qtbot, first.play.tails_button)  # wrong: the first toss falls heads
    first.persistence.keeper.wait_until_durable()
    first.close()

    second = MainWindow()  # a new start: the first registered game's window
    qtbot.addWidget(second)
    second.show()
    qtbot.waitExposed(second)
    assert second.entry == KNASTER
    second.persistence.startup()
    box = second.persistence.resume_box
    assert box is not None and box.isVisible()
    assert box.text().startswith("An unfinished game of Coin Toss was kept: round 1")
    assert "(so far Player: 0 points)" in box.text()
    resume = next(
        b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole
    )
    click(qtbot, resume)
    assert second.entry == COIN_TOSS
    assert second.play.game == parse(second.play.transcript())
    assert second.play.game.guesses == ["tails"]
    assert second.statusBar().currentMessage() == "Resumed the game at round 1."


def test_the_game_brings_its_own_credit_and_words_to_the_window(qtbot) -> None:
    window = shown_window(qtbot)
    choose_coin_toss(qtbot, window, computer=False)
    # No dice in Coin Toss (its entry says so): the window hides the dice action by itself.
    assert not window.ui.actionRoll.isVisible() and not window.ui.actionRoll.isEnabled()
    assert window.ui.actionUndo.toolTip() == "Take back your last step (Ctrl+Z)"  # the default
    window.ui.actionAbout.trigger()  # Help > About credits every registered game, this one too
    about = window.about_dialog
    qtbot.waitUntil(about.isVisible)
    assert "<b>Coin Toss</b>: a toy game of the tests, by nobody in particular" in about.text()
    assert "<b>Knaster</b>: a game by Markus Schleininger" in about.text()
    assert "Exact Hit" not in about.text()  # not registered in this test
