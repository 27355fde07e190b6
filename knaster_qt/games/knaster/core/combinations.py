"""The combination legend: which of the six combinations five numbers form, if any."""

from __future__ import annotations

import enum
from collections import Counter
from itertools import combinations_with_replacement


class Combination(enum.Enum):
    """A combination of five numbers with the number of bonus circles it earns."""

    NONE = ("nothing", 0)
    THREE_OF_A_KIND = ("three of a kind", 1)
    FOUR_OF_A_KIND = ("four of a kind", 2)
    FIVE_OF_A_KIND = ("five of a kind", 3)
    TWO_PAIRS = ("two pairs", 1)
    FULL_HOUSE = ("full house", 2)
    STRAIGHT = ("straight", 3)

    def __init__(self, label: str, circles: int) -> None:
        self.label = label
        self.circles = circles


def _classify_sorted(numbers: tuple[int, ...]) -> Combination:
    counts = sorted(Counter(numbers).values(), reverse=True)
    if counts == [5]:
        return Combination.FIVE_OF_A_KIND
    if counts == [4, 1]:
        return Combination.FOUR_OF_A_KIND
    if counts == [3, 2]:
        return Combination.FULL_HOUSE
    if counts == [3, 1, 1]:
        return Combination.THREE_OF_A_KIND
    if counts == [2, 2, 1]:
        return Combination.TWO_PAIRS
    if counts == [1, 1, 1, 1, 1] and numbers[-1] - numbers[0] == 4:
        return Combination.STRAIGHT
    return Combination.NONE


# Every multiset of five sums 2..12 (3003 of them), classified once: the engine
# judges lines in the inner loop of the computer player's search.
_TABLE: dict[tuple[int, ...], Combination] = {
    numbers: _classify_sorted(numbers) for numbers in combinations_with_replacement(range(2, 13), 5)
}


def classify(numbers: tuple[int, ...] | list[int]) -> Combination:
    """The combination five numbers form, in any order; ValueError for anything else."""
    key = tuple(sorted(numbers))
    try:
        return _TABLE[key]
    except KeyError:
        raise ValueError(f"a line holds five numbers from 2 to 12, not {list(numbers)}") from None
