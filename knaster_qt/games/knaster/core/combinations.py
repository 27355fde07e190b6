"""The combination legend: which of the six combinations five numbers form, if any."""

from __future__ import annotations

import enum
from collections import Counter
from functools import cache

from knaster_qt.games import QT_TRANSLATE_NOOP, Words


class Combination(enum.Enum):
    """A combination of five numbers with the number of bonus circles it earns."""

    # The names players use, lower case inside sentences ("a full house in row 3"); the
    # legend prints them with a capital. Translators: the rulebooks' own words, e.g. Tripla,
    # Quadra, Quíntupla, 2 duplas, Full House, Rua; Drilling, Vierling, Fünfling, Zwei Paare,
    # Full House, Straße; brelan, carré, ... Each also says "with ..." for a template's
    # {combination:with} ("column c with two pairs": German "mit zwei Paaren").
    #: No combination: five numbers that earn no bonus
    NONE = (
        QT_TRANSLATE_NOOP("KnasterRules", "nothing").inflected(
            #: {combination:with}, what a line holds: "row 3 with nothing"
            {"with": QT_TRANSLATE_NOOP("KnasterRules", "with nothing")}
        ),
        0,
    )
    #: A combination's name (three equal numbers in a line), lower case inside sentences
    THREE_OF_A_KIND = (
        QT_TRANSLATE_NOOP("KnasterRules", "three of a kind").inflected(
            #: {combination:with}, what a line holds: "row 3 with three of a kind"
            {"with": QT_TRANSLATE_NOOP("KnasterRules", "with three of a kind")}
        ),
        1,
    )
    #: A combination's name (four equal numbers in a line)
    FOUR_OF_A_KIND = (
        QT_TRANSLATE_NOOP("KnasterRules", "four of a kind").inflected(
            #: {combination:with}, what a line holds: "row 3 with four of a kind"
            {"with": QT_TRANSLATE_NOOP("KnasterRules", "with four of a kind")}
        ),
        2,
    )
    #: A combination's name (five equal numbers in a line)
    FIVE_OF_A_KIND = (
        QT_TRANSLATE_NOOP("KnasterRules", "five of a kind").inflected(
            #: {combination:with}, what a line holds: "row 3 with five of a kind"
            {"with": QT_TRANSLATE_NOOP("KnasterRules", "with five of a kind")}
        ),
        3,
    )
    #: A combination's name (two pairs of equal numbers in a line)
    TWO_PAIRS = (
        QT_TRANSLATE_NOOP("KnasterRules", "two pairs").inflected(
            #: {combination:with}, what a line holds: "row 3 with two pairs"
            {"with": QT_TRANSLATE_NOOP("KnasterRules", "with two pairs")}
        ),
        1,
    )
    #: A combination's name (three equal numbers and a pair in a line)
    FULL_HOUSE = (
        QT_TRANSLATE_NOOP("KnasterRules", "full house").inflected(
            #: {combination:with}, what a line holds: "row 3 with a full house"
            {"with": QT_TRANSLATE_NOOP("KnasterRules", "with a full house")}
        ),
        2,
    )
    #: A combination's name (five consecutive numbers in a line, in any order)
    STRAIGHT = (
        QT_TRANSLATE_NOOP("KnasterRules", "straight").inflected(
            #: {combination:with}, what a line holds: "row 3 with a straight"
            {"with": QT_TRANSLATE_NOOP("KnasterRules", "with a straight")}
        ),
        3,
    )

    def __init__(self, label: Words, circles: int) -> None:
        self.label = label
        self.circles = circles


# Each multiset of five sums 2..12 (3003 of them) is classified once, when first seen:
# the engine judges lines in the inner loop of the computer player's search.
@cache
def _classify_sorted(numbers: tuple[int, ...]) -> Combination:
    if len(numbers) != 5 or not all(type(n) is int and 2 <= n <= 12 for n in numbers):
        raise ValueError(f"a line holds five numbers from 2 to 12, not {list(numbers)}")
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


def classify(numbers: tuple[int, ...] | list[int]) -> Combination:
    """The combination five numbers form, in any order; ValueError for anything else."""
    return _classify_sorted(tuple(sorted(numbers)))
