"""The exact row tables: states worked out by hand, and the whole sheet's expectation."""

from __future__ import annotations

from fractions import Fraction

import pytest

from knaster_qt.games.exact_hit.core.bots import warm_up
from knaster_qt.games.exact_hit.core.bots.players import StrongBot
from knaster_qt.games.exact_hit.core.bots.references import best_policy_expectation
from knaster_qt.games.exact_hit.core.bots.row_plan import (
    FULL,
    _solved,
    best_write,
    ones_mask,
    row_table,
)
from knaster_qt.games.exact_hit.core.scoring import EXACT_HIT_BONUS
from knaster_qt.games.exact_hit.core.sheets import sheet

ROW_1 = (3, 1, 4, 2, 6, 5)  # the printed numbers of row 1 (the same on every sheet)


def _all_but(position: int) -> int:
    return FULL & ~(1 << position)


@pytest.mark.parametrize("hits", range(7))
def test_a_finished_row_is_worth_its_bonus(hits: int) -> None:
    assert row_table(ROW_1).value[(FULL, hits)] == EXACT_HIT_BONUS[hits]


@pytest.mark.parametrize(
    ("position", "hits", "by_hand"),
    [
        # Only the blue 1 field left: a 1 (1/6) writes 1 + bonus 1 = 2, anything else is
        # crossed (0) or thrown again for another 1/6 chance: 2/6 + 5/6 * 2/6 = 11/18.
        (1, 0, Fraction(11, 18)),
        # With 2 hits already the row holds their bonus 3 whatever happens, and a 1 makes it
        # 1 + 6 = 7: 7/6 + 5/6 * (7/6 + 5/6 * 3) = 38/9.
        (1, 2, Fraction(38, 9)),
        # Only the green 6 field left: every die fits, a 6 is worth 6 + 1 = 7. A rethrow is
        # worth (1+2+3+4+5+7)/6 = 11/3, better than keeping a 2 or a 3; a 1 stays anyway:
        # (1 + 11/3 + 11/3 + 4 + 5 + 7) / 6 = 73/18.
        (4, 0, Fraction(73, 18)),
    ],
)
def test_the_last_empty_field_by_hand(position: int, hits: int, by_hand: Fraction) -> None:
    value = row_table(ROW_1).value[(_all_but(position), hits)]
    assert value == pytest.approx(float(by_hand), abs=1e-12)


def test_the_rethrow_entry_by_hand() -> None:
    table = row_table(ROW_1)
    green_only = _all_but(4)
    # A rethrow of the green die before seeing it: (1+2+3+4+5+7)/6; with a 1 it stays: 1.
    assert table.rethrow[(green_only, 0, 0)] == pytest.approx(22 / 6)
    assert table.rethrow[(green_only, 0, 1 << 4)] == pytest.approx(1)


@pytest.mark.parametrize(
    ("values", "expected_chosen"),
    [
        ((3, 1, 4, 2, 6, 5), 0b111111),  # every die an exact hit: the best row there is
        ((6, 6, 6, 6, 6, 6), 0b010000),  # only the green 6 fits: it is an exact hit
        ((6, 6, 6, 6, 2, 6), 0),  # a 2 on the 6 field wastes it: cross the black field
    ],
)
def test_best_write_of_an_empty_row(values: tuple[int, ...], expected_chosen: int) -> None:
    table = row_table(ROW_1)
    _value, chosen = best_write(ROW_1, table.value, 0, 0, values)
    assert chosen == expected_chosen


def test_ones_mask_counts_only_empty_fields() -> None:
    assert ones_mask(0b000011, (1, 1, 1, 6, 1, 2)) == 0b010100


def test_the_best_possible_solo_total_is_about_143() -> None:
    # The issue's "about 143": the exact sum of the five rows' values.
    assert best_policy_expectation() == pytest.approx(142.905, abs=0.001)
    # Every sheet prints the same numbers, so every letter expects the same.
    assert best_policy_expectation("D") == best_policy_expectation("A")
    rows = [row_table(numbers).start_value() for numbers in sheet("A").numbers]
    assert rows == pytest.approx([28.549, 28.429, 28.327, 28.634, 28.965], abs=0.001)


@pytest.mark.parametrize(("players", "round_cost"), [(1, 0.0), (3, StrongBot.ROUND_COST)])
def test_warm_up_computes_the_tables_a_game_needs(players: int, round_cost: float) -> None:
    _solved.cache_clear()
    warm_up(players)
    assert _solved.cache_info().currsize == 5
    hits_before = _solved.cache_info().hits
    for numbers in sheet("C").numbers:
        assert row_table(numbers, round_cost).round_cost == round_cost
    assert _solved.cache_info().hits == hits_before + 5  # nothing computed again
