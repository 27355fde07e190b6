"""A finished game is final: Undo is off once the last action ends it, and for opened finished games.

The result is recorded the moment the game ends (it must reach the records even if
the app dies right after), so taking the last step back would leave a wrong record
behind: Edit > Undo, Ctrl+Z and the toolbar's Undo do nothing on a finished game.
"""

from __future__ import annotations

import sqlite3

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog

from knaster_qt.games.knaster.core.actions import Write
from knaster_qt.games.knaster.core.game import EndRule, Game
from knaster_qt.games.knaster.core.setup import GameSetup, Seat
from knaster_qt.games.knaster.core.transcript import write_transcript

from .conftest import play_to_the_end, quick_solo

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")


def edit_menu_undo(window):
    """The Undo item of the Edit menu, the one a click on the menu triggers."""
    [item] = [a for a in window.ui.menuEdit.actions() if a.text().replace("&", "") == "Undo"]
    return item


def close_the_result(window, qtbot) -> None:
    qtbot.waitUntil(
        lambda: window.play.result_dialog is not None and window.play.result_dialog.isVisible()
    )
    dialog = window.play.result_dialog
    close = dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Close)
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()


def recorded_transcripts(data_dir) -> list[str]:
    with sqlite3.connect(data_dir / "records.sqlite") as db:
        return [row[0] for row in db.execute("SELECT transcript FROM games ORDER BY id")]


def assert_undo_does_nothing(window, qtbot) -> None:
    game = window.play.controller.game
    before = write_transcript(game)
    assert not window.ui.actionUndo.isEnabled()
    assert not edit_menu_undo(window).isEnabled()
    edit_menu_undo(window).trigger()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert game.game_over and write_transcript(game) == before
    assert window.play.ui.dicePanel.roll_button.isEnabled() is False


def test_a_solo_game_played_to_the_end_cannot_be_undone(open_window, data_dir, qtbot) -> None:
    window, player = open_window(quick_solo("Ann"), totals=[7] * 100)
    play_to_the_end(window, player)
    game = window.play.controller.game
    # While the result is on screen, and after it is closed: the result stands.
    assert not window.ui.actionUndo.isEnabled()
    close_the_result(window, qtbot)
    assert_undo_does_nothing(window, qtbot)
    assert recorded_transcripts(data_dir) == [write_transcript(game)]


def test_a_hot_seat_game_played_to_the_end_cannot_be_undone(open_window, data_dir, qtbot) -> None:
    setup = GameSetup(seats=(Seat("Ann"), Seat("Bob")), end_rule=EndRule.QUICK_END)
    window, player = open_window(setup.make_game(seed=4), totals=[7] * 200)
    controller = window.play.controller
    game = controller.game
    for _ in range(400):
        if game.game_over:
            break
        if game.pending_bonus(controller.player):
            player.answer_bonus_prompts()
        elif controller.is_my_turn():
            player.click_cell(min(controller.target_cells()))
        else:
            player.roll()
    assert game.game_over
    last_player = controller.player
    assert game.history[-1].player == last_player  # a person's write ended it
    close_the_result(window, qtbot)
    assert_undo_does_nothing(window, qtbot)
    assert "Game over" in window.play.ui.turnLabel.text()
    assert recorded_transcripts(data_dir) == [write_transcript(game)]


def finished_game() -> Game:
    """A solo game played to its end by the core: first empty cell, first bonus choice."""
    game = Game(["Ann"], end_rule=EndRule.QUICK_END)
    while not game.game_over:
        if game.pending_bonus(0):
            game.apply(0, game.legal_actions(0)[-1])
            continue
        game.roll(dice=(3, 4))
        writes = [action for action in game.legal_actions(0) if isinstance(action, Write)]
        game.apply(0, writes[0] if writes else game.legal_actions(0)[0])
    return game


def test_a_finished_game_opened_from_a_file_cannot_be_undone(
    open_window, data_dir, qtbot, monkeypatch, tmp_path
) -> None:
    path = tmp_path / "finished.knaster"
    path.write_text(write_transcript(finished_game()), encoding="utf-8")
    window, _ = open_window()
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *args, **kwargs: (str(path), ""))
    )
    window.ui.actionOpen.trigger()  # Game > Open…
    game = window.play.controller.game
    assert game.game_over and write_transcript(game) == path.read_text(encoding="utf-8")
    assert_undo_does_nothing(window, qtbot)
    assert not (data_dir / "records.sqlite").exists()  # it was not played here


def test_undoing_the_write_that_filled_the_grid_takes_the_end_notice_back(
    open_window, qtbot
) -> None:
    game = Game(["Ann"])  # the rulebook's end: one more roll after a full grid
    while game.sheets[0].filled.bit_count() < 24 or game.pending_bonus(0):
        if game.pending_bonus(0):
            game.apply(0, game.legal_actions(0)[-1])
            continue
        game.roll(dice=(3, 4))
        writes = [action for action in game.legal_actions(0) if isinstance(action, Write)]
        game.apply(0, writes[0])
    [last] = [cell for cell in range(25) if not game.sheets[0].values[cell]]
    window, player = open_window(game, totals=[7])
    player.roll()
    player.click_cell(last)
    player.answer_bonus_prompts()
    assert not game.game_over
    assert "exactly one more roll follows" in window.play.ui.noticeLabel.text()
    assert window.play.ui.noticeLabel.isVisible()
    while window.ui.actionUndo.isEnabled() and game.sheets[0].values[last]:
        qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert game.sheets[0].values[last] == 0
    assert not window.play.ui.noticeLabel.isVisible()
    assert window.play.controller.table.notice == ""
