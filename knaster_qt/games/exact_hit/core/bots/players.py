"""The computer players, one class per level; each answers both decisions of a round.

- ``rethrow(game, player)``: asked of the thrower after the first throw, before anyone
  writes: True to throw again (dice showing 1 stay), False to keep the dice.
- ``choose(game, player)``: the player's answer to this round's dice: a ``Write`` of some
  dice into the current row, or the ``Cross`` of its leftmost empty field.
"""

from __future__ import annotations

import random

from knaster_qt.games.exact_hit.core.actions import Cross, Write
from knaster_qt.games.exact_hit.core.bots.position import RowView, row_view
from knaster_qt.games.exact_hit.core.bots.row_plan import (
    RowTable,
    best_write,
    ones_mask,
    row_table,
)
from knaster_qt.games.exact_hit.core.game import Game


def _check_thrower(game: Game, player: int) -> None:
    if game.game_over or game.dice is None or player != game.thrower or game.rethrown or game.acted:
        raise ValueError(f"player {player + 1} has no rethrow to decide now")


def _mask(positions: list[int]) -> int:
    return sum(1 << position for position in positions)


def last_round(game: Game, player: int) -> bool:
    """Someone else has finished the sheet this round: the game ends with this round, so
    only what the player writes now still counts (the current row scores as it stands)."""
    return any(
        marks.current_row is None for other, marks in enumerate(game.marks) if other != player
    )


class RandomBot:
    """Throws again half of the time and then picks any legal answer at random."""

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def rethrow(self, game: Game, player: int) -> bool:
        _check_thrower(game, player)
        return self._rng.random() < 0.5

    def choose(self, game: Game, player: int) -> Write | Cross:
        view = row_view(game, player)
        fitting = view.fitting()
        # Each fitting die is written or not at random; none written means the cross.
        return view.action(_mask([position for position in fitting if self._rng.random() < 0.5]))


class EasyBot:
    """A beginner: writes every die that fits, the sooner the row is full the better, and
    now and then overlooks one; throws again only when no die fits at all."""

    OVERLOOK_CHANCE = 0.15

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def rethrow(self, game: Game, player: int) -> bool:
        _check_thrower(game, player)
        return not row_view(game, player).fitting()

    def choose(self, game: Game, player: int) -> Write | Cross:
        view = row_view(game, player)
        chosen = [
            position for position in view.fitting() if self._rng.random() >= self.OVERLOOK_CHANCE
        ]
        return view.action(_mask(chosen))


def _good(view: RowView, position: int) -> bool:
    """An exact hit, or one short of a field's number when that number is high."""
    number, value = view.numbers[position], view.values[position]
    return view.fits(position) and (value == number or (number >= 4 and value == number - 1))


class MediumBot:
    """Rules of thumb, no look-ahead: writes the exact hits and the dice one short of a high
    field; with none of those it writes the single best-fitting die when the field would
    otherwise be wasted by the cross, and it throws again when the throw offers nothing
    good. Its play is a function of the position alone; ``seed`` keeps the interface."""

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed

    def rethrow(self, game: Game, player: int) -> bool:
        _check_thrower(game, player)
        view = row_view(game, player)
        return not any(_good(view, position) for position in range(len(view.numbers)))

    def choose(self, game: Game, player: int) -> Write | Cross:
        view = row_view(game, player)
        fitting = view.fitting()
        if last_round(game, player):
            return view.action(_mask(fitting))
        good = [position for position in fitting if _good(view, position)]
        if good:
            return view.action(_mask(good))
        # The cross would take the leftmost empty field: its own die, if it fits, is better
        # written than crossed.
        leftmost = next(
            position for position in range(len(view.numbers)) if not view.mask >> position & 1
        )
        if leftmost in fitting:
            return view.action(1 << leftmost)
        return Cross()


class StrongBot:
    """The best possible play of the current row by ``row_plan``'s exact tables, for both
    decisions. Alone it is the best possible solo policy. With others at the table the
    game ends when the first of them finishes the sheet and rows not started score
    nothing, so there it plays by the tables that count each round as ``ROUND_COST``
    points spent (a faster pace for somewhat lower rows); and in the last round, once
    someone else has finished, it writes every die that fits, since nothing after counts.
    Its play is a function of the position alone; ``seed`` keeps the interface."""

    # Chosen by self-play (docs/PERFORMANCE.md, "Exact Hit: computer players"; measured by
    # benchmarks/exact_hit_bots.py --tune): the best balance of scores and wins.
    ROUND_COST = 3.0

    def __init__(self, seed: int | None = None, round_cost: float = ROUND_COST) -> None:
        self.seed = seed
        self.round_cost = round_cost  # another value only to measure the choice of 3

    def table(self, game: Game, view: RowView) -> RowTable:
        """The tables it plays this row by: the solo ones, or those that count the rounds."""
        return row_table(view.numbers, self.round_cost if game.players > 1 else 0.0)

    def rethrow(self, game: Game, player: int) -> bool:
        _check_thrower(game, player)
        view = row_view(game, player)
        table = self.table(game, view)
        keep, _chosen = best_write(view.numbers, table.value, view.mask, view.hits, view.values)
        again = table.rethrow[(view.mask, view.hits, ones_mask(view.mask, view.values))]
        return again > keep

    def choose(self, game: Game, player: int) -> Write | Cross:
        view = row_view(game, player)
        if last_round(game, player):
            return view.action(_mask(view.fitting()))
        table = self.table(game, view)
        _value, chosen = best_write(view.numbers, table.value, view.mask, view.hits, view.values)
        return view.action(chosen)
