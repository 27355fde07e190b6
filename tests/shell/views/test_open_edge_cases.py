"""Opening games that stop at awkward moments: the window must always let play go on."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from knaster_qt.games.knaster.core.transcript import (
    load_transcript,
    parse_transcript,
    write_transcript,
)

DATA = Path(__file__).resolve().parents[2] / "data" / "transcripts" / "app"

# The offscreen platform cannot do this for windows; it says so once per window.
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


def test_a_game_saved_just_before_an_empty_bonus_goes_on(make_window) -> None:
    """The only bonus still due names no cell: the app applies it and the next roll is possible."""
    path = DATA / "stops_before_empty_bonus.knaster"
    window, player = make_window([6])
    assert load_transcript(path).pending_bonus(0) == ((10, 2),)  # d1, nothing left to circle
    assert window.open_file(path)
    game = window.play.controller.game
    assert game.pending_bonus(0) == ()
    assert (
        window.play.ui.bannerLabel.text() == ""
        or "circle 0" not in window.play.ui.bannerLabel.text()
    )
    assert window.play.ui.dicePanel.roll_button.isEnabled()
    rounds = game.rounds
    player.roll()
    assert game.rounds == rounds + 1


def test_undo_after_opening_such_a_game_takes_back_the_bonus_before_it(make_window, qtbot) -> None:
    """The automatic empty bonus goes back together with the bonus that emptied the line."""
    window, _player = make_window()
    assert window.open_file(DATA / "stops_before_empty_bonus.knaster")
    game = window.play.controller.game
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    r5, d1 = 4, 10
    assert [line for line, _due in game.pending_bonus(0)] == [r5, d1]
    assert game.bonus_required(0, d1) == 1  # e5 is free again
    assert parse_transcript(write_transcript(game)).pending_bonus(0) == game.pending_bonus(0)
