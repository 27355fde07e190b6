"""Turns as rules: who acts next, who rolls next, the steps made for a player, what undo takes back.

Each table row is a game in the rulebook's notation: the players, then the rounds
played ('7: Ann write a1, Bob write a1 / 8: ...', each round's roll first), then
what the rules say about that moment.
"""

from __future__ import annotations

import pytest

from knaster_qt.games.knaster.core.game import Game
from knaster_qt.games.knaster.core.game_types import Event
from knaster_qt.games.knaster.core.turns import (
    automatic_step,
    next_roller,
    next_to_act,
    roller,
    seating_order,
    take_back,
    undo_target,
)

from .notation import act, full_state, play, position, table_game, words

# Four rounds of 7s: Cid fills a1-d1, Ann a2-d2, Bob a3-d3. A 7 in e1 then completes
# Cid's row 1 with five of a kind (3 bonus circles); round 5 is Bob's roll.
SEVENS = (
    "7: Ann write a2, Bob write a3, Cid write a1 / 7: Bob write b3, Cid write b1, Ann write b2"
    " / 7: Cid write c1, Ann write c2, Bob write c3 / 7: Ann write d2, Bob write d3, Cid write d1"
)
ONE_ROUND = "7: Ann write a1, Bob write a1, Cid write a1"

# Solo positions (see tests/games/knaster/core/notation.py): only e5 empty, no combination to finish.
ALMOST_FULL = """
    2  4  6  9 12
    6  9 12  2  4
   12  2  4  6  9
    4  6  9 12  2
    9 12  2  4  .
"""
# 8 in a1 completes r1 (five 8s: 3 circles) and ca (two pairs: 1), whose other cells are circled.
THREE_LINES = """
    .   8   8   8   8
   (5)  2   .   .   .
   (5)  .   4   .   .
   (6)  .   .   9   .
   (6)  .   .   .  12
"""


def name(game: Game, player: int | None) -> str:
    return "-" if player is None else game.players[player]


WHO_ACTS = [
    # players, rounds played, who acts now, who rolled, who rolls next
    ("Ann Bob Cid", "", "-", "Ann", "Ann"),
    ("Ann Bob Cid", "7:", "Ann", "Ann", "Bob"),
    ("Ann Bob Cid", "7: Ann write a1", "Bob", "Ann", "Bob"),
    (
        "Ann Bob Cid",
        "7: Cid write a1",
        "Ann",
        "Ann",
        "Bob",
    ),  # out of turn: the roller is still first
    ("Ann Bob Cid", "7: Ann write a1, Cid write a1", "Bob", "Ann", "Bob"),
    ("Ann Bob Cid", ONE_ROUND, "-", "Ann", "Bob"),
    ("Ann Bob Cid", f"{ONE_ROUND} / 8:", "Bob", "Bob", "Cid"),
    ("Ann Bob Cid", f"{ONE_ROUND} / 8: Bob write b1", "Cid", "Bob", "Cid"),
    ("Ann Bob Cid", f"{ONE_ROUND} / 8: Bob write b1, Cid write b1", "Ann", "Bob", "Cid"),
    (
        "Ann Bob Cid",
        f"{ONE_ROUND} / 8: Bob write b1, Cid write b1, Ann write b1 / 9:",
        "Cid",
        "Cid",
        "Ann",
    ),
    ("Ann Bob Cid", f"{SEVENS} / 7:", "Bob", "Bob", "Cid"),
    # Bonus circles come before anything anyone else does.
    ("Ann Bob Cid", f"{SEVENS} / 7: Cid write e1", "Cid", "Bob", "Cid"),
    ("Ann Bob Cid", f"{SEVENS} / 7: Cid write e1, Cid bonus r1 a1 b1 c1", "Bob", "Bob", "Cid"),
    ("Solo", "", "-", "Solo", "Solo"),
    ("Solo", "5:", "Solo", "Solo", "Solo"),
    ("Solo", "5: Solo write c3", "-", "Solo", "Solo"),
]


@pytest.mark.parametrize(("players", "rounds", "acts", "rolled", "rolls_next"), WHO_ACTS)
def test_who_acts_and_who_rolls(
    players: str, rounds: str, acts: str, rolled: str, rolls_next: str
) -> None:
    game = table_game(players, rounds)
    assert name(game, next_to_act(game)) == acts
    assert name(game, roller(game)) == rolled
    assert name(game, next_roller(game)) == rolls_next
    assert seating_order(game)[0] == roller(game)


PREFERRED = [
    # rounds played, who an undo gave the turn back to, who acts now
    ("7:", "Cid", "Cid"),
    ("7: Ann write a1", "Cid", "Cid"),
    ("7: Ann write a1", "Ann", "Bob"),  # has acted: no longer waiting
    (f"{SEVENS} / 7: Cid write e1", "Ann", "Cid"),  # the bonus still comes first
]


@pytest.mark.parametrize(("rounds", "preferred", "acts"), PREFERRED)
def test_a_player_given_the_turn_back_by_an_undo_acts_next(
    rounds: str, preferred: str, acts: str
) -> None:
    game = table_game("Ann Bob Cid", rounds)
    assert name(game, next_to_act(game, game.players.index(preferred))) == acts


AUTOMATIC = [
    # solo position, rounds played, the step made for the player ('-': the player chooses)
    (ALMOST_FULL, "6:", "-"),
    (ALMOST_FULL, "6: Solo write e5 / 3:", "pass"),  # no empty cell, no 3 to circle
    (ALMOST_FULL, "6: Solo write e5 / 9:", "-"),  # a 9 to circle
    (THREE_LINES, "8: Solo write a1", "-"),  # two bonuses to pick
    (THREE_LINES, "8: Solo write a1, Solo bonus ca a1", "-"),  # row 1 still has 3 to circle
    (THREE_LINES, "8: Solo write a1, Solo bonus r1 a1 b1 c1", "bonus ca"),  # nothing left in ca
    (THREE_LINES, "8: Solo write a1, Solo bonus r1 a1 b1 c1, Solo bonus ca", "-"),
]


@pytest.mark.parametrize(("picture", "rounds", "step"), AUTOMATIC)
def test_the_steps_made_for_a_player(picture: str, rounds: str, step: str) -> None:
    game = position(picture)
    play(game, rounds)
    made = automatic_step(game, 0)
    assert words(made) == step
    if made is not None:
        assert game.legal_actions(0) == [made]  # the only legal step: no choice is lost


def taken_back(before: list[Event], after: list[Event]) -> list[str]:
    """The actions missing from the game's record after an undo, latest first."""
    return [str(event[1]) for event in reversed(before) if event not in after]


UNDO = [
    # players, computer players, rounds played, who presses undo, whose step goes back,
    # the actions taken back (latest first), who acts next
    ("Ann Bob", "", "7: Ann write a1", "Ann", "Ann", "write a1", "Ann"),
    # Bob has not acted: his undo takes back Ann's step, and she plays again.
    ("Ann Bob", "", "7: Ann write a1", "Bob", "Ann", "write a1", "Ann"),
    ("Ann Bob", "", "7: Ann write a1, Bob write b1", "Bob", "Bob", "write b1", "Bob"),
    ("Ann Bob", "", "7: Ann write a1, Bob write b1", "Ann", "Ann", "write a1", "Ann"),
    # A computer player's step is never taken back; nothing before the roll either.
    ("Ann Bob", "Ann", "7: Ann write a1", "Bob", "-", "", "Bob"),
    ("Ann Bob", "", "7: Ann write a1, Bob write a1 / 8:", "Ann", "-", "", "Bob"),
    # One step at a time: the bonus, then the write ...
    ("Ann Bob Cid", "", f"{SEVENS} / 7: Cid write e1, Cid bonus r1 a1 b1 c1", "Cid", "Cid",
     "bonus r1 a1 b1 c1", "Cid"),
    # ... but once someone else has acted, the write goes back with its bonus.
    ("Ann Bob Cid", "", f"{SEVENS} / 7: Cid write e1, Cid bonus r1 a1 b1 c1, Bob write e5",
     "Cid", "Cid", "bonus r1 a1 b1 c1, write e1", "Cid"),
    # Cid owes circles: Bob's undo takes back Cid's write (no bonus is due then), Cid plays again.
    ("Ann Bob Cid", "", f"{SEVENS} / 7: Cid write e1", "Bob", "Cid", "write e1", "Cid"),
    ("Ann Bob Cid", "Cid", f"{SEVENS} / 7: Cid write e1", "Bob", "-", "", "Cid"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("players", "computers", "rounds", "presses", "target", "undone", "acts"), UNDO
)
def test_what_undo_takes_back(
    players: str, computers: str, rounds: str, presses: str, target: str, undone: str, acts: str
) -> None:
    game = table_game(players, rounds)
    bots = [game.players.index(bot) for bot in computers.split()]
    who = undo_target(game, game.players.index(presses), bots)
    assert name(game, who) == target
    if who is None:
        assert name(game, next_to_act(game)) == acts
        return
    before = list(game.history)
    reports = take_back(game, who)
    assert ", ".join(taken_back(before, game.history)) == undone
    assert len(reports) == len(undone.split(", ")) and all(report.undone for report in reports)
    assert name(game, next_to_act(game, who)) == acts


def test_an_empty_bonus_goes_back_with_the_bonus_before_it() -> None:
    game = position(THREE_LINES)
    play(game, "8: Solo write a1")
    at_write = full_state(game)
    for step in ("bonus r1 a1 b1 c1", "bonus ca"):  # the second is made for the player
        act(game, step)
    assert words(automatic_step(game, 0)) == "-" and game.round_complete
    before = list(game.history)
    assert undo_target(game, 0) == 0
    take_back(game, 0)
    assert ", ".join(taken_back(before, game.history)) == "bonus ca, bonus r1 a1 b1 c1"
    assert full_state(game) == at_write
