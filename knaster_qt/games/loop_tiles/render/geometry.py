"""Where the board's squares and the rack's slots lie in a target rectangle (no Qt).

The board is drawn as large as fits the target, centred: a band around the squares
holds the column letters and row numbers, then ``size`` × ``size`` squares. Every
painter returns the geometry it used, so the interactive widgets turn a mouse point
into a square with exactly the squares the user sees (``square_at`` is the inverse
of ``square_rect``). Sizes are in "board millimetres": a square is SQUARE_MM on paper
at the board's natural size; on screen everything scales with the target.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from knaster_qt.games.loop_tiles.core.material import Square
from knaster_qt.kit.core.geometry import RectMM

SQUARE_MM = 10.0  # one square on paper, at the board's natural size
BORDER_MM = 5.5  # the band with the column letters and row numbers
RACK_GAP = 0.14  # between two rack slots, as a fraction of a slot


def board_mm(size: int) -> float:
    """The board's natural width (and height) in millimetres, band included."""
    return size * SQUARE_MM + 2 * BORDER_MM


# A rectangle in the target's units (millimetres on paper, pixels on screen): the kit's.
Rect = RectMM


@dataclass(frozen=True)
class BoardGeometry:
    """The squares of a board in a target's coordinates.

    ``grid_x``/``grid_y`` is the top-left corner of square A1 (column 0, row 0),
    ``square`` the side of one square and ``border`` the width of the lettered band.
    """

    grid_x: float
    grid_y: float
    square: float
    border: float
    size: int

    @classmethod
    def fit(
        cls, x: float, y: float, w: float, h: float, size: int, *, snap: bool = False
    ) -> BoardGeometry:
        """The largest board that fits the rectangle, centred.

        ``snap`` puts every square on whole units (device pixels), so images of
        tiles drawn once can be stamped onto squares without blurring.
        """
        side = max(0.0, min(w, h))
        square = side / board_mm(size) * SQUARE_MM
        border = square * BORDER_MM / SQUARE_MM
        if snap:
            square = float(max(1, math.floor(square)))
            border = float(max(1, math.floor(border)))
        extent = size * square + 2 * border
        grid_x = x + (w - extent) / 2 + border
        grid_y = y + (h - extent) / 2 + border
        if snap:
            grid_x, grid_y = float(round(grid_x)), float(round(grid_y))
        return cls(grid_x, grid_y, square, border, size)

    @property
    def unit(self) -> float:
        """Target units per board millimetre (for line widths and fonts)."""
        return self.square / SQUARE_MM

    @property
    def board_rect(self) -> Rect:
        """The whole board, lettered band included."""
        extent = self.size * self.square + 2 * self.border
        return Rect(self.grid_x - self.border, self.grid_y - self.border, extent, extent)

    @property
    def grid_rect(self) -> Rect:
        """The squares only."""
        side = self.size * self.square
        return Rect(self.grid_x, self.grid_y, side, side)

    def square_rect(self, square: Square) -> Rect:
        """The rectangle of a square (column, row from 0); raises ValueError off the board."""
        column, row = square
        if not (0 <= column < self.size and 0 <= row < self.size):
            raise ValueError(f"{square} is not a square of a {self.size}×{self.size} board")
        return Rect(
            self.grid_x + column * self.square,
            self.grid_y + row * self.square,
            self.square,
            self.square,
        )

    def square_at(self, x: float, y: float) -> Square | None:
        """The square under a point, or None outside the squares (the band is outside)."""
        if self.square <= 0:
            return None
        column = _index(x, self.grid_x, self.square)
        row = _index(y, self.grid_y, self.square)
        if 0 <= column < self.size and 0 <= row < self.size:
            return column, row
        return None


def _index(value: float, origin: float, step: float) -> int:
    """The cell of ``value`` on a ruler from ``origin`` in steps, with the rounding of
    ``square_rect`` (``origin + i * step``), so that a rectangle's edge is always its own."""
    index = math.floor((value - origin) / step)
    if origin + index * step > value:
        index -= 1
    elif origin + (index + 1) * step <= value:
        index += 1
    return index


def rack_slot_rects(x: float, y: float, w: float, h: float, slots: int) -> list[Rect]:
    """The squares of a rack's slots in a row, as large as fit, centred in the rectangle."""
    if slots < 1 or w <= 0 or h <= 0:
        return []
    side = min(h, w / (slots + (slots - 1) * RACK_GAP))
    gap = side * RACK_GAP
    left = x + (w - slots * side - (slots - 1) * gap) / 2
    top = y + (h - side) / 2
    return [Rect(left + index * (side + gap), top, side, side) for index in range(slots)]
