"""The Sheet's bit-mask helpers, which the engine and the computer players rely on for speed."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from knaster_qt.games.knaster.core.notation import line_index
from knaster_qt.games.knaster.core.sheet import FULL_GRID, Sheet, cells_of_mask, mask_tables

from .notation import cells


@given(st.integers(0, FULL_GRID))
def test_cells_of_mask_lists_the_set_bits_in_order(mask: int) -> None:
    assert cells_of_mask(mask) == [cell for cell in range(25) if mask >> cell & 1]


def test_mask_tables_hand_out_the_given_items() -> None:
    low, middle, high = mask_tables([f"cell {n}" for n in range(25)])
    assert (len(low), len(middle), len(high)) == (512, 256, 256)
    assert low[0b101] == ("cell 0", "cell 2")
    assert middle[1] == ("cell 9",) and high[0b10000000] == ("cell 24",)


def test_write_returns_the_completed_lines_with_their_circles() -> None:
    sheet = Sheet()
    for cell, number in zip(cells("a1 b1 c1 d1"), (7, 8, 7, 7), strict=True):
        assert sheet.write(cell, number) == []
    assert sheet.write(cells("e1")[0], 4) == [(line_index("r1"), 1)]
    assert sheet.empty_cells() == list(range(5, 25))
    assert sheet.circlable_cells(7) == list(cells("a1 c1 d1"))


def test_circle_returns_each_newly_scored_line_once_in_line_order() -> None:
    sheet = Sheet()
    for cell in range(25):
        sheet.write(cell, 2 + cell % 11)
    assert sheet.circle([c for c in range(25) if c != 0]) == sorted(
        line_index(name) for name in ["r2", "r3", "r4", "r5", "cb", "cc", "cd", "ce", "d2"]
    )
    assert sheet.circle([0]) == [line_index("r1"), line_index("ca"), line_index("d1")]
    assert sheet.circle([0]) == []  # a line scores once
    assert sheet.circlable_cells(2) == []


def test_a_copy_and_a_snapshot_are_independent() -> None:
    sheet = Sheet()
    sheet.write(0, 7)
    copy, snapshot = sheet.copy(), sheet.snapshot()
    sheet.write(1, 8)
    sheet.circle([0])
    assert copy.values[:2] == [7, 0] and copy.circled == 0
    sheet.restore(snapshot)
    assert sheet.values[:2] == [7, 0] and sheet.circled == 0 and sheet.filled == 1
