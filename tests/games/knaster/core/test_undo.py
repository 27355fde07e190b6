"""Undo: a player takes back their own actions of the current round, until the next roll."""

from __future__ import annotations

import pytest

from knaster_qt.games.knaster.core.actions import Write
from knaster_qt.games.knaster.core.errors import IllegalActionError
from knaster_qt.games.knaster.core.game import ActionEvent, Game
from knaster_qt.games.knaster.core.notation import line_index

from .notation import act, cells, full_state, position

ROW_OF_FOUR_SEVENS = """
    7  7  7  7  .
   (9) 9  .  .  .
    .  .  .  .  .
    .  .  .  .  .
    .  .  .  .  .
"""


@pytest.mark.parametrize("words", ["write c3", "write e1", "circle b2"])
def test_undo_restores_the_exact_state_before_the_action(words: str) -> None:
    game = position(ROW_OF_FOUR_SEVENS)
    game.roll(7 if words != "circle b2" else 9)
    before = full_state(game)
    act(game, words)
    assert game.can_undo(0)
    report = game.undo(0)
    assert report.undone and report.action is None
    assert full_state(game) == before


def test_undo_steps_back_through_bonus_circles_one_action_at_a_time() -> None:
    game = position(ROW_OF_FOUR_SEVENS)
    game.roll(7)
    at_roll = full_state(game)
    act(game, "write e1")  # five 7s: 3 circles due
    after_write = full_state(game)
    act(game, "bonus r1 a1 b1 c1")
    assert game.round_complete

    report = game.undo(0)
    assert full_state(game) == after_write
    assert report.bonus_due == ((line_index("r1"), 3),)
    assert sorted(report.circled) == sorted(cells("a1 b1 c1"))
    assert not report.round_complete and game.players_to_act() == [0]

    report = game.undo(0)
    assert full_state(game) == at_roll
    assert report.written == cells("e1") and report.bonus_due == ()
    assert not game.can_undo(0)
    with pytest.raises(IllegalActionError, match="Solo has nothing to undo since the roll"):
        game.undo(0)
    assert full_state(game) == at_roll


def test_undoing_a_circle_that_scored_a_line_unscores_it() -> None:
    game = position(
        """
        (2) (4) (6) (9) 12
        .  .  .  .  .
        .  .  .  .  .
        .  .  .  .  .
        .  .  .  .  .
        """
    )
    game.roll(12)
    act(game, "circle e1")
    assert game.score(0).total == 9 + 5
    report = game.undo(0)
    assert report.scored == (line_index("r1"),) and report.circled == cells("e1")
    assert game.score(0).total == 4


def test_nothing_can_be_undone_after_the_next_roll() -> None:
    game = Game(["Solo"])
    game.roll(7)
    act(game, "write c3")
    game.roll(8)
    assert not game.can_undo(0)
    before = full_state(game)
    with pytest.raises(IllegalActionError, match="Solo has nothing to undo since the roll"):
        game.undo(0)
    assert full_state(game) == before


def test_one_players_undo_leaves_the_others_alone() -> None:
    game = Game(["Ann", "Bob", "Cy"])
    game.roll(7)
    act(game, "write a1", player=0)
    act(game, "write b1", player=1)
    bob_sheet = game.sheets[1].snapshot()
    report = game.undo(0)
    assert report.player == 0 and report.written == cells("a1")
    assert game.sheets[1].snapshot() == bob_sheet
    assert game.history[-1] == ActionEvent(1, Write(cells("b1")[0]))
    assert not any(isinstance(e, ActionEvent) and e.player == 0 for e in game.history)
    assert game.players_to_act() == [0, 2]
    assert game.can_undo(1) and not game.can_undo(2)
    act(game, "write e5", player=0)
    assert game.sheets[0].values[24] == 7


def test_undo_is_refused_while_another_player_owes_a_bonus() -> None:
    game = Game(["Ann", "Bob"])
    for cell in ("a1", "b1", "c1", "d1"):
        game.roll(4)
        act(game, f"write {cell}", player=0)
        act(game, f"write {cell}", player=1)
    game.roll(4)
    act(game, "write c3", player=0)
    act(game, "write e1", player=1)  # Bob now owes 3 circles for r1
    before = full_state(game)
    assert not game.can_undo(0)
    with pytest.raises(
        IllegalActionError, match="Ann cannot undo now: Bob must first circle the bonus for r1"
    ):
        game.undo(0)
    assert full_state(game) == before
    act(game, "bonus r1 a1 b1 c1", player=1)
    assert game.can_undo(0)
    game.undo(0)
    assert game.players_to_act() == [0]


def test_undoing_the_last_action_of_the_game_reopens_it() -> None:
    game = position(
        """
        2  4  6  9 12
        6  9 12  2  4
       12  2  4  6  9
        4  6  9 12  2
        9 12  2  4  .
        """
    )
    game.roll(6)
    act(game, "write e5")
    game.roll(12)
    before = full_state(game)
    report = act(game, "circle e1")
    assert report.game_over
    report = game.undo(0)
    assert not report.game_over and not game.game_over
    assert full_state(game) == before
    act(game, "circle c2")
    assert game.game_over


def test_an_unknown_player_cannot_undo() -> None:
    game = Game(["Solo"])
    with pytest.raises(IllegalActionError, match="there is no player 3"):
        game.undo(2)
    assert not game.can_undo(5)


def test_undos_out_of_order_remove_exactly_the_undone_actions_from_the_history() -> None:
    game = Game(["Ann", "Bob"])
    game.roll(7)
    act(game, "write a1", player=0)
    act(game, "write b1", player=1)
    game.undo(0)  # Bob's action moves up one place in the history
    game.undo(1)
    assert game.history == [game.history[0]]  # only the roll is left
    act(game, "write c1", player=1)
    act(game, "write d1", player=0)
    assert [(e.player, str(e.action)) for e in game.history[1:]] == [
        (1, "write c1"),
        (0, "write d1"),
    ]
