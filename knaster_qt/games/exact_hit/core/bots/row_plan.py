"""The best possible play of one row, by dynamic programming (exact for a solo player).

Why one row is enough: the rows are scored separately and in solo nothing but the row
itself decides what happens in it (the game ends only when row 5 is finished, and every
round writes or crosses at least one field), so the best play of the sheet is the best
play of each row in turn. The state of a row is which of its fields are filled (a mask of
positions) and how many exact hits it holds so far; the die values already written only
add to the score, so they need not be in the state. All six sheets print the same numbers
in the same places and the dice are independent and alike, so a row's table depends on
its printed numbers alone, not on the sheet's colours.

For each state the table holds
- ``value``: the expected score the rest of the row still brings when played best (the
  written values to come plus the whole exact-hit bonus once the row is finished);
- ``rethrow``: for each set of empty fields whose dice show 1 (they stay on a rethrow), the
  expected score still to come if the thrower throws again, before seeing the new dice.

With ``round_cost`` above 0 every round the row takes counts as that many points spent:
the tables of a player who must hurry (with others at the table, whoever finishes the
sheet first ends the game and rows not started score nothing); 0 is the solo optimum.

A throw's best answer is then a small search over the subsets of the dice that fit
(``best_write``), and the rethrow choice compares it with the ``rethrow`` entry.
A die that does not fit its field (value above the printed number) is as good as any
other that does not fit, so the dice of a state are enumerated as "1 .. number" or
"does not fit", and laid one field at a time, which makes the tables quick to compute
(about 0.6 s for the five rows, once per process and round cost: ``row_table`` is cached).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from knaster_qt.games.exact_hit.core.scoring import EXACT_HIT_BONUS
from knaster_qt.games.exact_hit.core.sheets import FIELDS

FULL = (1 << FIELDS) - 1
NO_FIT = 0  # the class of a die showing more than its field's number
Values = tuple[int, ...]  # die value per position of the row (the die of that field's colour)


@dataclass(frozen=True)
class RowTable:
    """The solved row: see the module docstring."""

    numbers: tuple[int, ...]
    round_cost: float
    value: dict[tuple[int, int], float]  # (filled mask, exact hits) -> expected rest
    rethrow: dict[tuple[int, int, int], float]  # (filled mask, hits, ones mask) -> expected

    def start_value(self) -> float:
        """The expected score of the whole row played best from empty."""
        return self.value[(0, 0)]


def empty_positions(mask: int) -> list[int]:
    return [position for position in range(FIELDS) if not mask >> position & 1]


def best_write(
    numbers: tuple[int, ...],
    value: dict[tuple[int, int], float],
    mask: int,
    hits: int,
    values: Values,
) -> tuple[float, int]:
    """The best answer to the dice ``values`` in state (mask, hits): (expected score of the
    rest of the row, the positions to write as a mask; 0 means cross the leftmost field)."""
    empty = empty_positions(mask)
    best_value = value[(mask | 1 << empty[0], hits)]  # the cross: that field scores 0
    best_chosen = 0
    # Every subset of the dice that fit, grown one fitting die at a time: (mask, sum, hits).
    subsets = [(0, 0, 0)]
    for position in empty:
        die = values[position]
        if NO_FIT < die <= numbers[position]:
            exact = 1 if die == numbers[position] else 0
            subsets += [
                (chosen | 1 << position, total + die, hit + exact) for chosen, total, hit in subsets
            ]
    for chosen, total, hit in subsets[1:]:
        candidate = total + value[(mask | chosen, hits + hit)]
        if candidate > best_value:
            best_value, best_chosen = candidate, chosen
    return best_value, best_chosen


def ones_mask(mask: int, values: Values) -> int:
    """The empty fields whose dice show 1: those dice stay on a rethrow."""
    return sum(1 << position for position in empty_positions(mask) if values[position] == 1)


def _die_classes(number: int) -> list[tuple[int, float]]:
    classes = [(die, 1 / 6) for die in range(1, number + 1)]
    if number < 6:
        classes.append((NO_FIT, (6 - number) / 6))
    return classes


def _outcomes(
    numbers: tuple[int, ...], value: dict[tuple[int, int], float], mask: int, hits: int
) -> list[tuple[float, float, int]]:
    """Every way the dice of the empty fields can fall (as classes): its chance, the value
    of its best answer (as ``best_write``) and the empty fields whose dice show 1.

    The dice are laid one field at a time; the subsets of the fitting dice laid so far,
    and the best of their values, are shared by every outcome that starts the same way.
    """
    empty = empty_positions(mask)
    found: list[tuple[float, float, int]] = []

    def lay(
        depth: int, subsets: list[tuple[int, int, int]], best: float, chance: float, ones: int
    ) -> None:
        if depth == len(empty):
            found.append((chance, best, ones))
            return
        position = empty[depth]
        number, bit = numbers[position], 1 << position
        for die, die_chance in _die_classes(number):
            if die == NO_FIT:
                lay(depth + 1, subsets, best, chance * die_chance, ones)
                continue
            exact = 1 if die == number else 0
            grown = [(chosen | bit, total + die, hit + exact) for chosen, total, hit in subsets]
            grown_best = max(
                total + value[(mask | chosen, hits + hit)] for chosen, total, hit in grown
            )
            lay(
                depth + 1,
                subsets + grown,
                max(best, grown_best),
                chance * die_chance,
                ones | bit if die == 1 else ones,
            )

    # The cross of the leftmost empty field is always possible: the value to beat.
    lay(0, [(0, 0, 0)], value[(mask | 1 << empty[0], hits)], 1.0, 0)
    return found


def _solve_state(
    numbers: tuple[int, ...], table: RowTable, mask: int, hits: int, round_cost: float
) -> None:
    outcomes = _outcomes(numbers, table.value, mask, hits)
    rethrow: dict[int, float] = {}
    for chance, written, ones in outcomes:
        # This outcome with the dice of any subset of ``ones`` held at 1 and the others
        # thrown: its weight is the chance of the thrown dice alone.
        held = ones
        while True:
            weight = chance * 6 ** held.bit_count()
            rethrow[held] = rethrow.get(held, 0.0) + weight * written
            if not held:
                break
            held = (held - 1) & ones
    for held, expected in rethrow.items():
        table.rethrow[(mask, hits, held)] = expected
    table.value[(mask, hits)] = (
        sum(chance * max(written, rethrow[ones]) for chance, written, ones in outcomes) - round_cost
    )


def row_table(numbers: tuple[int, ...], round_cost: float = 0.0) -> RowTable:
    """The solved row with these printed numbers, ``round_cost`` points charged for each
    round it takes; computed at the first call, then kept."""
    return _solved(tuple(numbers), float(round_cost))


@cache
def _solved(numbers: tuple[int, ...], round_cost: float) -> RowTable:
    # States with more fields filled first: each needs only the values of fuller ones.
    table = RowTable(numbers, round_cost, {}, {})
    for hits in range(FIELDS + 1):
        table.value[(FULL, hits)] = float(EXACT_HIT_BONUS[hits])
    masks = sorted(range(FULL), key=lambda mask: -mask.bit_count())
    for mask in masks:
        for hits in range(mask.bit_count() + 1):
            _solve_state(numbers, table, mask, hits, round_cost)
    return table
