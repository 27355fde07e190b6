"""A game with real dice: the sums are typed on the keyboard and confirmed before anyone plays."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from knaster_qt.games.knaster.core.bots import make_bot
from knaster_qt.games.knaster.core.game import RollEvent
from knaster_qt.games.knaster.core.setup import GameSetup, Seat
from knaster_qt.widgets.real_dice import KEY_SCHEME

pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support (propagateSizeHints|raise)\(\)"
)

# Each sum 10-12 is typed both ways: by its single key and by its two digits.
ONE_KEY = {10: "0", 11: "-", 12: "="}


def keys_for(total: int, two_digits: bool) -> list[str]:
    if total <= 9:
        return [str(total)]
    return list(str(total)) if two_digits else [ONE_KEY[total]]


def test_a_real_dice_game_with_sums_typed_on_the_keyboard(make_table, qtbot) -> None:
    setup = GameSetup(seats=(Seat("Ann"), Seat("Cid", "easy")), real_dice=True)
    window, player = make_table(setup)
    controller = window.play.controller
    panel = window.play.ui.dicePanel.real_box
    game = controller.game
    assert (
        not window.play.ui.dicePanel.roll_button.isVisible()
        and not window.ui.actionRoll.isVisible()
    )
    assert panel.isVisible() and not window.play.ui.dicePanel.dice[0].isVisible()
    scheme = KEY_SCHEME.format(enter="Enter", backspace="Backspace")
    assert panel.keys_label.text() == f"<small>{scheme}</small>"
    sums = random.Random(7)
    bot = make_bot("medium", seed=2)
    typed: list[int] = []
    view = window.play.ui.sheetView
    view.setFocus()
    while not game.game_over:
        total = sums.randint(2, 12)
        # A wrong number first: it is shown for confirmation, and Backspace changes it.
        qtbot.keyClick(view, "5" if total != 5 else "6")
        assert "Roll: " in panel.pending_label.text()
        qtbot.keyClick(view, Qt.Key.Key_Backspace)
        assert panel.pending_total is None
        for key in keys_for(total, two_digits=len(typed) % 2 == 1):
            qtbot.keyClick(view, key)
        assert panel.pending_total == total
        assert panel.pending_label.text() == f"<b>Roll: {total}</b> — Confirm or Change?"
        assert game.rounds == len(typed)  # nothing is played before the confirmation
        qtbot.keyClick(view, Qt.Key.Key_Return)
        typed.append(total)
        assert game.current_roll == total
        while controller.is_my_turn():
            player.play(bot.choose(game, controller.player))
            player.answer_bonus_prompts()
        assert not game.players_to_act()
    assert [event.total for event in game.history if isinstance(event, RollEvent)] == typed
    assert {10, 11, 12} & set(typed)
    assert ("dice", "real") in game.meta
    qtbot.waitUntil(
        lambda: window.play.result_dialog is not None and window.play.result_dialog.isVisible()
    )


def test_the_sum_buttons_and_confirm_change(make_table, qtbot) -> None:
    setup = GameSetup(seats=(Seat("Ann"), Seat("Bob")), real_dice=True)
    window, _player = make_table(setup)
    panel, game = window.play.ui.dicePanel.real_box, window.play.controller.game
    qtbot.mouseClick(panel.sum_buttons[9], Qt.MouseButton.LeftButton)
    assert panel.pending_label.text() == "<b>Roll: 9</b> — Confirm or Change?"
    qtbot.mouseClick(panel.change_button, Qt.MouseButton.LeftButton)
    assert panel.pending_total is None and not panel.confirm_button.isEnabled()
    qtbot.mouseClick(panel.sum_buttons[12], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.confirm_button, Qt.MouseButton.LeftButton)
    assert game.current_roll == 12
    # While the round is being played no roll can be entered.
    assert not panel.sum_buttons[7].isEnabled()
    qtbot.keyClick(window, "7")
    assert panel.pending_total is None and game.rounds == 1
    # The banner tells the person whose turn it is the roll; R does nothing with real dice.
    assert "<b>Ann</b>, your turn — roll <b style='font-size: 19px'>12</b>" in (
        window.play.ui.turnLabel.text()
    )
    qtbot.keyClick(window, Qt.Key.Key_R)
    assert game.rounds == 1
