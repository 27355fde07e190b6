"""The end of the game: the extra round (the rulebook) and the quick-end house rule."""

from __future__ import annotations

import pytest

from knaster_qt.games.knaster.core.actions import Write
from knaster_qt.games.knaster.core.errors import IllegalActionError
from knaster_qt.games.knaster.core.game import EndRule, Game

from .notation import act, position

# A grid with only e5 empty; writing 6 there completes r5, ce and d1, none with a combination.
ALMOST_FULL = """
    2  4  6  9 12
    6  9 12  2  4
   12  2  4  6  9
    4  6  9 12  2
    9 12  2  4  .
"""


def test_the_extra_round_is_the_default() -> None:
    assert Game(["Solo"]).end_rule is EndRule.EXTRA_ROUND


def test_after_the_round_that_fills_a_grid_exactly_one_more_round_is_played() -> None:
    game = position(ALMOST_FULL)
    game.roll(6)
    report = act(game, "write e5")
    assert report.round_complete and not report.game_over
    assert game.final_round_announced and not game.is_final_round
    filled_in = game.rounds
    game.roll(9)
    assert game.is_final_round and not game.final_round_announced
    assert game.final_round == filled_in + 1
    report = act(game, "circle d1")
    assert report.game_over and game.game_over
    assert game.rounds == filled_in + 1
    assert game.score(0).circles == 1


def test_nothing_is_legal_after_the_end() -> None:
    game = position(ALMOST_FULL)
    game.roll(6)
    act(game, "write e5")
    game.roll(3)
    act(game, "pass")
    assert game.game_over
    assert game.legal_actions(0) == []
    assert game.players_to_act() == []
    assert game.roll_blocker() == "the game is over"
    assert game.why_illegal(0, Write(0)) == "the game is over"
    with pytest.raises(IllegalActionError, match="cannot roll: the game is over"):
        game.roll()


def test_quick_end_ends_with_the_round_that_fills_a_grid() -> None:
    game = position(ALMOST_FULL, end_rule=EndRule.QUICK_END)
    game.roll(6)
    assert not game.is_final_round  # nobody knows yet that this round is the last
    report = act(game, "write e5")
    assert report.round_complete and report.game_over and game.game_over
    assert not game.final_round_announced
    assert game.is_final_round
    assert game.final_round is None


def test_the_round_in_which_a_grid_fills_is_finished_by_everybody() -> None:
    for rule in EndRule:
        game = Game(["Ann", "Bob"], end_rule=rule)
        for cell in range(24):
            game.roll(2 + cell % 11)
            game.apply(0, Write(cell))
            while game.legal_actions(0):  # bonus circles, as listed
                game.apply(0, game.legal_actions(0)[0])
            game.apply(1, Write(cell))
            while game.legal_actions(1):
                game.apply(1, game.legal_actions(1)[0])
        game.roll(7)
        act(game, "write e5", player=0)
        while game.legal_actions(0):
            game.apply(0, game.legal_actions(0)[0])
        # Ann's grid is full, but the round is not over: Bob still acts on this roll.
        assert not game.game_over and not game.final_round_announced
        assert game.players_to_act() == [1]
        act(game, "write e5", player=1)
        while game.legal_actions(1):
            game.apply(1, game.legal_actions(1)[0])
        assert game.round_complete
        assert game.game_over is (rule is EndRule.QUICK_END)
        assert game.final_round_announced is (rule is EndRule.EXTRA_ROUND)


def finish_bonus(game: Game, player: int) -> None:
    while game.legal_actions(player):  # bonus circles, the first choice listed
        game.apply(player, game.legal_actions(player)[0])


def test_in_the_extra_round_a_player_with_empty_cells_still_writes() -> None:
    game = Game(["Ann", "Bob"])
    game.roll(7)
    act(game, "write a1", player=0)
    act(game, "write a1", player=1)
    game.roll(7)
    act(game, "write b1", player=0)
    act(game, "circle a1", player=1)  # Bob circles once, so he stays a cell behind
    for cell in range(2, 25):
        game.roll(2 + (cell * 7) % 11)
        game.apply(0, Write(cell))
        finish_bonus(game, 0)
        game.apply(1, Write(cell - 1))
        finish_bonus(game, 1)
    assert game.sheets[0].is_full and game.sheets[1].values[24] == 0
    assert game.final_round_announced
    game.roll(7)
    assert Write(24) in game.legal_actions(1)
    act(game, "write e5", player=1)
    finish_bonus(game, 1)
    assert not game.game_over
    game.apply(0, game.legal_actions(0)[0])  # Ann circles or passes
    assert game.game_over


def test_a_bonus_due_after_the_last_write_is_given_before_the_game_ends() -> None:
    game = position(
        """
        2  4  6  9 12
        6  9 12  2  4
       12  2  4  6  9
        4  6  9 12  2
        9 12  2  3  .
        """,
        end_rule=EndRule.QUICK_END,
    )
    game.roll(5)
    report = act(game, "write e5")  # r5 9-12-2-3-5: nothing; ce 12-4-9-2-5: nothing; d1 2-9-4-12-5
    assert report.game_over and report.bonus_due == ()
    game = position(
        """
        2  4  6  9 12
        6  9 12  2  4
       12  2  4  6  9
        4  6  9 12  2
        9 12  2 12  .
        """,
        end_rule=EndRule.QUICK_END,
    )
    game.roll(12)
    report = act(game, "write e5")  # d1 2-9-4-12-12: one pair; r5 9-12-2-12-12: three of a kind
    assert report.bonus_due and not report.round_complete and not game.game_over
    report = game.apply(0, game.legal_actions(0)[0])
    assert report.round_complete and report.game_over


def test_winners_share_a_tie_at_the_end() -> None:
    game = Game(["Ann", "Bob"], end_rule=EndRule.QUICK_END)
    for cell in range(25):
        game.roll(2 + cell % 11)
        for player in (0, 1):
            game.apply(player, Write(cell))
            while game.legal_actions(player):
                game.apply(player, game.legal_actions(player)[0])
    assert game.game_over
    assert game.score(0) == game.score(1)
    assert game.winners() == [0, 1] and game.ranks() == [1, 1]
