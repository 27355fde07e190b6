"""How good a position is for its owner: the score now plus the points it may still bring.

The estimate is built from three chances, each computed from the dice odds:
- each written, uncircled number is circled later (by rolling it again before the end);
- each line ends fully circled (then its white field scores);
- each unfinished line completes with a combination (bonus circles).
How many rolls are left is estimated from the empty cells and how likely a roll can
be circled instead of written (every roll that cannot be circled fills a cell).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache
from itertools import combinations_with_replacement

from knaster_qt.games.knaster.core.bots.position import LINE_MASKS, ROLL_CHANCE, SUMS, Position
from knaster_qt.games.knaster.core.combinations import classify
from knaster_qt.games.knaster.core.notation import LINE_CELLS


@dataclass(frozen=True)
class Weights:
    """The tunable parts of the estimate (tuned by self-play on side A, see benchmarks/)."""

    future_circle: float = 1.25  # worth of one expected later circle
    line_chance: float = 0.8  # worth of the chance-weighted line points
    combination: float = 3.9  # worth of one expected bonus circle of an unfinished line
    empty_cell_chance: float = 0.9  # chance a number not yet written gets circled
    min_write_chance: float = 0.78  # floor for the share of rolls that must be written
    horizon_scale: float = 1.56  # scales the estimated number of rolls left
    bonus_line_boost: float = 0.375  # how much expected bonus circles raise a line's chance


DEFAULT_WEIGHTS = Weights()


@cache
def circle_chance(expected_rolls_centi: int, waiting: int) -> float:
    """Chance that one of ``waiting`` uncircled cells of a number gets circled.

    The number of later rolls of that number is taken as Poisson distributed with
    mean ``expected_rolls_centi / 100``; each such roll circles one of the cells.
    """
    mean = expected_rolls_centi / 100
    term = math.exp(-mean)  # P(N = 0)
    below = 0.0  # P(N < j), summed into E[min(N, waiting)] = sum_{j<waiting} P(N > j)
    expected = 0.0
    for j in range(waiting):
        below += term
        expected += 1.0 - below
        term *= mean / (j + 1)
    return max(0.0, min(1.0, expected / waiting))


def _completion_weights(free: int) -> list[tuple[tuple[int, ...], float]]:
    """Every multiset of ``free`` sums with its chance when the sums are rolled independently."""
    result = []
    for numbers in combinations_with_replacement(SUMS, free):
        chance = float(math.factorial(free))
        counts: dict[int, int] = {}
        for number in numbers:
            counts[number] = counts.get(number, 0) + 1
            chance *= ROLL_CHANCE[number]
        for count in counts.values():
            chance /= math.factorial(count)
        result.append((numbers, chance))
    return result


_COMPLETIONS = [_completion_weights(free) for free in range(6)]


@cache
def expected_bonus(written: tuple[int, ...]) -> float:
    """Expected bonus circles of a line holding the sorted numbers ``written``, if the
    remaining cells were filled with independent rolls (a measure of its potential)."""
    free = 5 - len(written)
    return sum(
        chance * classify(written + numbers).circles for numbers, chance in _COMPLETIONS[free]
    )


def evaluate(
    position: Position,
    line_points: tuple[int, ...],
    rolls_when_full: int,
    rolls_limit: int | None = None,
    weights: Weights = DEFAULT_WEIGHTS,
) -> float:
    """Expected final score of the position's owner, roughly.

    ``rolls_when_full`` is how many rolls are still played once the grid is full
    (1 with the extra round, 0 with quick-end); ``rolls_limit`` caps the rolls left
    when the end is already known (another grid is full, or the extra round is next).
    """
    values, filled, circled = position
    waiting = [0] * 13  # uncircled written cells per number
    uncircled = filled & ~circled
    while uncircled:
        low = uncircled & -uncircled
        waiting[values[low.bit_length() - 1]] += 1
        uncircled ^= low
    empty = 25 - filled.bit_count()
    if empty:
        cover = sum(ROLL_CHANCE[number] for number in SUMS if waiting[number])
        write_share = max(1.0 - cover, weights.min_write_chance)
        rolls = empty / write_share * weights.horizon_scale + rolls_when_full
    else:
        rolls = rolls_when_full
    if rolls_limit is not None:
        rolls = min(rolls, rolls_limit)
    chance = [0.0] * 13
    future = 0.0
    for number in SUMS:
        count = waiting[number]
        if count:
            chance[number] = circle_chance(int(rolls * ROLL_CHANCE[number] * 100), count)
            future += count * chance[number]
    total = circled.bit_count() + weights.future_circle * future
    # Per cell: the chance it ends circled, and its number's share of a line's key.
    empty_chance = weights.empty_cell_chance if empty else 0.0
    cell_chance = [empty_chance] * 25
    cell_key = [0] * 25
    written = filled
    while written:
        low = written & -written
        cell = low.bit_length() - 1
        number = values[cell]
        cell_key[cell] = _NUMBER_KEY[number]
        cell_chance[cell] = 1.0 if circled & low else chance[number]
        written ^= low
    line_weight = weights.line_chance
    combination = weights.combination
    boost = weights.bonus_line_boost
    for line, (a, b, c, d, e) in enumerate(LINE_CELLS):
        mask = LINE_MASKS[line]
        if circled & mask == mask:
            total += line_points[line]
            continue
        line_chance = cell_chance[a] * cell_chance[b] * cell_chance[c] * cell_chance[d]
        line_chance *= cell_chance[e]
        if filled & mask != mask:
            key = cell_key[a] + cell_key[b] + cell_key[c] + cell_key[d] + cell_key[e]
            bonus = _BONUS_BY_KEY.get(key)
            if bonus is None:
                bonus = _BONUS_BY_KEY[key] = expected_bonus(_numbers_of_key(key))
            total += combination * bonus
            line_chance = min(1.0, line_chance * (1.0 + boost * bonus))
        total += line_weight * line_points[line] * line_chance
    return total


# A line's written numbers as one int: 3 bits counting each number (at most 5 of any),
# so the key of a line is the sum of its cells' keys and needs no sorting.
_NUMBER_KEY: tuple[int, ...] = tuple(0 if number < 2 else 8 ** (number - 2) for number in range(13))
_BONUS_BY_KEY: dict[int, float] = {}


def _numbers_of_key(key: int) -> tuple[int, ...]:
    numbers: list[int] = []
    for number in SUMS:
        numbers += [number] * (key >> 3 * (number - 2) & 7)
    return tuple(numbers)
