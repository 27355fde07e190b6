"""Whole games played by computer players alone: for `knaster-qt simulate`, tests, benchmarks.

The dice come from ``DiceStream``: round r's first throw and the values its rethrow would
bring are drawn from the seed alone, in round order, whatever the players do. So every set
of players (and the references in ``references``) sees the same throws on the same seed:
a player who keeps sees round r's first throw, one who throws again sees its rethrow.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

from knaster_qt.games.exact_hit.core.actions import Dice, Rethrow, Throw
from knaster_qt.games.exact_hit.core.bots.levels import Bot, make_bot
from knaster_qt.games.exact_hit.core.game import Game
from knaster_qt.games.exact_hit.core.sheets import COLOURS, SHEET_LETTERS

Answer = TypeVar("Answer")


def _dice(values: list[int]) -> Dice:
    return (values[0], values[1], values[2], values[3], values[4], values[5])


class DiceStream:
    """The throws of a seeded game: per round, the first throw and the rethrow's values."""

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)
        self._rounds: list[tuple[Dice, Dice]] = []

    def _round(self, number: int) -> tuple[Dice, Dice]:
        while len(self._rounds) < number:
            first = _dice([self._rng.randint(1, 6) for _ in COLOURS])
            again = _dice([self._rng.randint(1, 6) for _ in COLOURS])
            self._rounds.append((first, again))
        return self._rounds[number - 1]

    def first(self, number: int) -> Dice:
        """Round ``number``'s (1-based) first throw."""
        return self._round(number)[0]

    def second(self, number: int) -> Dice:
        """Round ``number``'s dice after the rethrow: the 1s of the first throw stay."""
        first, again = self._round(number)
        return _dice([1 if old == 1 else new for old, new in zip(first, again, strict=True)])


@dataclass
class DecisionTimes:
    """Seconds each player spent per decision, rethrow choices included (when asked for)."""

    per_player: list[list[float]] = field(default_factory=list)


def play_game(
    levels: Sequence[str | Bot],
    seed: int,
    letters: Sequence[str] | None = None,
    times: DecisionTimes | None = None,
) -> Game:
    """Play one game to the end, one computer player per level (or a ``Bot`` given as it
    is; seat i gets sheet letter i unless ``letters`` says otherwise), and return it. The
    same seed gives the same game; the players' own seeds are derived from it."""
    game = Game(len(levels), letters)
    bots = [
        make_bot(level, seed * 8 + seat) if isinstance(level, str) else level
        for seat, level in enumerate(levels)
    ]
    stream = DiceStream(seed)
    if times is not None:
        times.per_player = [[] for _ in levels]

    def timed(player: int, decide: Callable[[Game, int], Answer]) -> Answer:
        if times is None:
            return decide(game, player)
        start = time.perf_counter()
        answer = decide(game, player)
        times.per_player[player].append(time.perf_counter() - start)
        return answer

    while not game.game_over:
        thrower, number = game.thrower, game.round
        game.apply(thrower, Throw(stream.first(number)))
        if timed(thrower, bots[thrower].rethrow):
            game.apply(thrower, Rethrow(stream.second(number)))
        # Everyone answers the dice, the thrower first and then round the table.
        for step in range(game.players):
            player = (thrower + step) % game.players
            game.apply(player, timed(player, bots[player].choose))
    return game


def simulate(levels: Sequence[str], seed: int, options: Mapping[str, str]) -> int:
    """The ``simulate`` hook of `knaster-qt simulate --game exact-hit`: one whole game of
    len(levels) computer players, deterministic for the seed; the first player's total.
    Exact Hit has no simulate options; any option given is refused with ValueError."""
    if options:
        raise ValueError(f"Exact Hit has no option {', '.join(sorted(options))}")
    if not 1 <= len(levels) <= len(SHEET_LETTERS):
        raise ValueError(f"Exact Hit is for 1 to {len(SHEET_LETTERS)} players, not {len(levels)}")
    return play_game(levels, seed).totals()[0]
