"""Board and rack geometry: point → square and square → rectangle are inverse."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from knaster_qt.games.loop_tiles.render.geometry import (
    BORDER_MM,
    SQUARE_MM,
    BoardGeometry,
    board_mm,
    rack_slot_rects,
)

extent = st.floats(min_value=60.0, max_value=4000.0, allow_nan=False)
offset = st.floats(min_value=-500.0, max_value=500.0, allow_nan=False)
squares = st.tuples(st.integers(0, 12), st.integers(0, 12))
fractions = st.floats(min_value=0.0, max_value=0.999, allow_nan=False)


@given(offset, offset, extent, extent, st.booleans(), squares)
def test_the_square_at_a_squares_every_point_is_that_square(
    x: float, y: float, w: float, h: float, snap: bool, square: tuple[int, int]
) -> None:
    geometry = BoardGeometry.fit(x, y, w, h, 13, snap=snap)
    rect = geometry.square_rect(square)
    for fx, fy in ((0.0, 0.0), (0.5, 0.5), (0.999, 0.999), (0.001, 0.75)):
        assert geometry.square_at(rect.x + fx * rect.w, rect.y + fy * rect.h) == square


@given(offset, offset, extent, extent, st.booleans(), fractions, fractions)
def test_every_point_of_the_grid_lies_in_the_rectangle_of_its_square(
    x: float, y: float, w: float, h: float, snap: bool, fx: float, fy: float
) -> None:
    geometry = BoardGeometry.fit(x, y, w, h, 13, snap=snap)
    grid = geometry.grid_rect
    px, py = grid.x + fx * grid.w, grid.y + fy * grid.h
    square = geometry.square_at(px, py)
    assert square is not None
    assert geometry.square_rect(square).contains(px, py)


@given(offset, offset, extent, extent, st.booleans())
def test_the_board_fits_the_target_centred_and_the_band_is_no_square(
    x: float, y: float, w: float, h: float, snap: bool
) -> None:
    geometry = BoardGeometry.fit(x, y, w, h, 13, snap=snap)
    board = geometry.board_rect
    assert board.x >= x - 1 and board.y >= y - 1
    assert board.right <= x + w + 1 and board.bottom <= y + h + 1
    assert abs((board.x - x) - (x + w - board.right)) <= 1.0
    # The lettered band around the squares is not a square.
    assert geometry.square_at(board.x + geometry.border / 2, board.y + board.h / 2) is None
    assert geometry.square_at(board.right - geometry.border / 2, board.y + board.h / 2) is None
    if snap:
        assert geometry.square == int(geometry.square)
        assert geometry.grid_x == int(geometry.grid_x)


def test_the_natural_board_is_130_mm_of_squares_in_a_lettered_band() -> None:
    geometry = BoardGeometry.fit(0, 0, board_mm(13), board_mm(13), 13)
    assert geometry.square == pytest.approx(SQUARE_MM)
    assert geometry.border == pytest.approx(BORDER_MM)
    assert geometry.square_rect((6, 6)).x == pytest.approx(BORDER_MM + 6 * SQUARE_MM)
    with pytest.raises(ValueError, match="not a square"):
        geometry.square_rect((13, 0))


@given(offset, offset, extent, extent, st.integers(0, 4), fractions, fractions)
def test_rack_slots_are_squares_in_a_row_inside_the_rectangle(
    x: float, y: float, w: float, h: float, slot: int, fx: float, fy: float
) -> None:
    rects = rack_slot_rects(x, y, w, h, 5)
    assert len(rects) == 5
    rect = rects[slot]
    assert rect.w == pytest.approx(rect.h)
    assert all(rects[i].right < rects[i + 1].x for i in range(4))
    assert rects[0].x >= x - 1e-6 and rects[-1].right <= x + w + 1e-6
    assert rect.y >= y - 1e-6 and rect.bottom <= y + h + 1e-6
    assert rect.contains(rect.x + fx * rect.w, rect.y + fy * rect.h)
