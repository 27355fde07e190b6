"""Exact Hit rules tests in a short notation.

Dice are six values in the spec's order, black blue yellow red green white: ``"1 3 4 5 2 6"``.
A die is its colour's letter: k black, b blue, y yellow, r red, g green, w white.
Actions are words: ``throw 1 3 4 5 2 6``, ``throw`` (the game rolls), ``rethrow ...``,
``keep``, ``write k b y``, ``cross``. A row is drawn field by field as printed: ``.`` empty, ``-`` a
cross, a number written, ``5x`` a number that is an exact hit: ``"2 - 4x 2x 1 5x"``.
"""

from __future__ import annotations

from knaster_qt.games.exact_hit.core.actions import (
    Action,
    ActionReport,
    Cross,
    Dice,
    Keep,
    Rethrow,
    Throw,
    Write,
)
from knaster_qt.games.exact_hit.core.game import Game
from knaster_qt.games.exact_hit.core.marks import CROSS, SheetMarks
from knaster_qt.games.exact_hit.core.sheets import FIELDS

DIE_LETTERS = "kbyrgw"  # in COLOURS order


def dice(text: str) -> Dice:
    values = [int(token) for token in text.split()]
    assert len(values) == 6, text
    return (values[0], values[1], values[2], values[3], values[4], values[5])


def action(text: str) -> Action:
    word, *rest = text.split()
    if word in ("throw", "rethrow"):
        given = dice(" ".join(rest)) if rest else None
        return Throw(given) if word == "throw" else Rethrow(given)
    if word == "write":
        return Write(frozenset(DIE_LETTERS.index(letter) for letter in rest))
    if word == "keep" and not rest:
        return Keep()
    assert word == "cross" and not rest, text
    return Cross()


def act(game: Game, player: int, text: str) -> ActionReport:
    return game.apply(player, action(text))


def play_round(game: Game, throw: str, *moves: str) -> list[ActionReport]:
    """The thrower throws ``throw`` (dice); then player i does ``moves[i]``."""
    reports = [act(game, game.thrower, f"throw {throw}")]
    reports += [act(game, player, move) for player, move in enumerate(moves)]
    return reports


def row_picture(marks: SheetMarks, row: int) -> str:
    tokens = []
    for position in range(FIELDS):
        mark = marks.fields[row][position]
        if mark is None:
            tokens.append(".")
        elif mark is CROSS:
            tokens.append("-")
        else:
            tokens.append(f"{mark}x" if marks.is_exact_hit(row, position) else str(mark))
    return " ".join(tokens)


def cross_rows(game: Game, rows: int) -> None:
    """Every player crosses whole rows: ``rows`` rows of six rounds of crosses."""
    for _ in range(rows * FIELDS):
        play_round(game, "6 6 6 6 6 6", *["cross"] * game.players)
