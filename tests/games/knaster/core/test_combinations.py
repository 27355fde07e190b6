"""The combination legend: every combination, its near misses, and what a completed line earns."""

from __future__ import annotations

from itertools import combinations_with_replacement, permutations

import pytest

from knaster_qt.games.knaster.core.combinations import Combination, classify
from knaster_qt.games.knaster.core.notation import LINE_NAMES, line_index

from .notation import act, position

# (the five numbers as the rulebook writes them, the combination, bonus circles)
LEGEND = [
    # the rulebook's own examples
    ("7-8-7-7-4", "three of a kind", 1),
    ("6-3-6-6-6", "four of a kind", 2),
    ("8-8-8-8-8", "five of a kind", 3),
    ("5-6-6-10-5", "two pairs", 1),
    ("4-9-4-4-9", "full house", 2),
    ("7-10-8-6-9", "straight", 3),
    # straights at both ends, in any order
    ("2-3-4-5-6", "straight", 3),
    ("12-11-10-9-8", "straight", 3),
    ("6-2-5-3-4", "straight", 3),
    # near misses of a straight
    ("2-3-4-5-7", "nothing", 0),  # four consecutive and a gap
    ("3-4-5-6-9", "nothing", 0),  # four consecutive numbers are not a straight
    ("3-4-5-6-6", "nothing", 0),  # four consecutive with one pair: one pair only
    ("2-4-6-8-10", "nothing", 0),  # five different, not consecutive
    ("8-9-10-11-2", "nothing", 0),  # no wrap-around from 12 to 2
    # near misses of the kinds
    ("7-7-2-3-4", "nothing", 0),  # one pair only
    ("12-12-5-9-3", "nothing", 0),
    ("9-9-9-2-3", "three of a kind", 1),  # three and two different singles
    ("9-9-9-2-2", "full house", 2),  # three and a pair: full house, not three of a kind
    ("2-2-12-12-12", "full house", 2),
    ("9-9-9-9-2", "four of a kind", 2),  # four and one: not a full house
    ("2-2-3-3-4", "two pairs", 1),  # two pairs of consecutive numbers: not a straight
    ("5-5-6-6-6", "full house", 2),  # not two pairs
    ("11-11-11-11-11", "five of a kind", 3),  # not four of a kind
]


@pytest.mark.parametrize(("numbers", "label", "circles"), LEGEND)
def test_the_legend(numbers: str, label: str, circles: int) -> None:
    combination = classify([int(n) for n in numbers.split("-")])
    assert (combination.label, combination.circles) == (label, circles)


@pytest.mark.parametrize(("numbers", "label", "circles"), LEGEND)
def test_the_order_of_the_numbers_does_not_matter(numbers: str, label: str, circles: int) -> None:
    values = [int(n) for n in numbers.split("-")]
    assert {classify(list(order)).label for order in permutations(values)} == {label}


def _rulebook_reading(numbers: tuple[int, ...]) -> str:
    """The legend read literally, written independently of the engine's table."""
    counts = sorted((numbers.count(n) for n in set(numbers)), reverse=True)
    fits = []
    if counts == [3, 1, 1]:
        fits.append("three of a kind")
    if counts == [4, 1]:
        fits.append("four of a kind")
    if counts == [5]:
        fits.append("five of a kind")
    if counts == [2, 2, 1]:
        fits.append("two pairs")
    if counts == [3, 2]:
        fits.append("full house")
    if sorted(numbers) == list(range(min(numbers), min(numbers) + 5)):
        fits.append("straight")
    assert len(fits) <= 1, f"{numbers} fits {fits}: the legend says exactly one fits"
    return fits[0] if fits else "nothing"


def test_every_possible_line_is_classified_as_the_legend_reads() -> None:
    seen = set()
    for numbers in combinations_with_replacement(range(2, 13), 5):
        label = classify(numbers).label
        assert label == _rulebook_reading(numbers), numbers
        seen.add(label)
    assert seen == {combination.label for combination in Combination}


def test_circles_of_each_combination() -> None:
    assert {c.label: c.circles for c in Combination} == {
        "nothing": 0,
        "three of a kind": 1,
        "four of a kind": 2,
        "five of a kind": 3,
        "two pairs": 1,
        "full house": 2,
        "straight": 3,
    }


@pytest.mark.parametrize(
    "bad", [[7, 7, 7, 7], [7, 7, 7, 7, 7, 7], [1, 2, 3, 4, 5], [9, 10, 11, 12, 13]]
)
def test_anything_but_five_sums_is_refused(bad: list[int]) -> None:
    with pytest.raises(ValueError, match="five numbers from 2 to 12"):
        classify(bad)


# --- in play: the fifth number of row 1 is written in e1 ----------------------------


@pytest.mark.parametrize(("numbers", "label", "circles"), LEGEND)
def test_completing_a_line_earns_its_bonus(numbers: str, label: str, circles: int) -> None:
    *first_four, fifth = numbers.split("-")
    game = position(
        f"""
        {" ".join(first_four)} .
        .  .  .  .  .
        .  .  .  .  .
        .  .  .  .  .
        .  .  .  .  .
        """
    )
    game.roll(int(fifth))
    report = act(game, "write e1")
    assert [(LINE_NAMES[c.line], c.combination.label, c.circles) for c in report.completed] == [
        ("r1", label, circles)
    ]
    if circles:
        assert report.bonus_due == ((line_index("r1"), circles),)
        assert game.bonus_required(0, line_index("r1")) == circles
        assert game.players_to_act() == [0]
        assert not report.round_complete
    else:
        # A full line without a combination gives nothing and asks for nothing.
        assert report.bonus_due == ()
        assert game.pending_bonus(0) == ()
        assert report.round_complete


def test_circles_already_in_a_line_do_not_change_how_it_is_judged() -> None:
    game = position(
        """
        (7) (8) (7) (7) .
        .  .  .  .  .
        .  .  .  .  .
        .  .  .  .  .
        .  .  .  .  .
        """
    )
    game.roll(4)
    report = act(game, "write e1")
    assert report.completed[0].combination is Combination.THREE_OF_A_KIND
    # Only e1 is uncircled: the bonus of 1 circles it.
    assert game.bonus_required(0, line_index("r1")) == 1


def test_a_line_with_four_numbers_is_never_judged() -> None:
    game = position(
        """
        8  8  8  8  .
        .  .  .  .  .
        .  .  .  .  .
        .  .  .  .  .
        .  .  .  .  .
        """
    )
    assert game.pending_bonus(0) == ()
    game.roll(8)
    report = act(game, "write a2")  # column a now has two numbers, row 1 still four
    assert report.completed == ()
    assert report.bonus_due == ()
