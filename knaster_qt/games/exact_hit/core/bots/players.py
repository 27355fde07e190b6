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
from knaster_qt.games.exact_hit.core.scoring import EXACT_HIT_BONUS


def _check_thrower(game: Game, player: int) -> None:
    if game.game_over or game.dice is None or player != game.thrower or game.rethrown or game.acted:
        raise ValueError(f"player {player + 1} has no rethrow to decide now")


def _mask(positions: list[int]) -> int:
    return sum(1 << position for position in positions)


def last_round(game: Game, player: int) -> bool:
    """The game surely ends with this round, so only what the player writes now still
    counts (the current row scores as it stands): someone else has finished the sheet, or
    has one empty field left and has not acted yet (writing or crossing fills it)."""
    for other, marks in enumerate(game.marks):
        empty = sum(mark is None for row in marks.fields for mark in row)
        if other != player and (empty == 0 or (empty == 1 and other not in game.acted)):
            return True
    return False


def round_gain(view: RowView) -> int:
    """What writing every die that fits adds to the row now: the values and the bonus."""
    fitting = view.fitting()
    exact = sum(1 for position in fitting if view.values[position] == view.numbers[position])
    bonus = EXACT_HIT_BONUS[view.hits + exact] - EXACT_HIT_BONUS[view.hits]
    return sum(view.values[position] for position in fitting) + bonus


def rethrow_gain(view: RowView) -> float:
    """The expected ``round_gain`` after a rethrow (the dice showing 1 stay)."""
    values = 0.0
    exact_hits = [1.0]  # the chances of 0, 1, 2, ... new exact hits
    for position in range(len(view.numbers)):
        if view.mask >> position & 1:
            continue
        number = view.numbers[position]
        if view.values[position] == 1:
            values += 1
            chance = 1.0 if number == 1 else 0.0
        else:
            values += sum(range(1, number + 1)) / 6
            chance = 1 / 6
        exact_hits = [
            (exact_hits[k] if k < len(exact_hits) else 0.0) * (1 - chance)
            + (exact_hits[k - 1] * chance if k > 0 else 0.0)
            for k in range(len(exact_hits) + 1)
        ]
    base = EXACT_HIT_BONUS[view.hits]
    return values + sum(
        share * (EXACT_HIT_BONUS[view.hits + k] - base) for k, share in enumerate(exact_hits)
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
    points spent (a faster pace for somewhat lower rows); and in a round that is surely
    the last (``last_round``) it plays for this round's points alone: it writes every die
    that fits, and as the thrower it throws again when that is expected to bring more.
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
        if last_round(game, player):
            return rethrow_gain(view) > round_gain(view)
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
