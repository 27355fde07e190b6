"""The board as the computer players search it: flat arrays and the open squares' needs.

The rules core checks one placement at a time and explains refusals; a bot tries
thousands of placements a turn. Here every square is a number (``row * size + column``),
a tile's line ends are a bit mask (N 1, E 2, S 4, W 8), and each open square keeps what
a tile must have there, so "does it fit" is one comparison and placing or lifting a tile
updates only its four neighbours. It agrees with ``placement.placement_problem`` and
``placement_points`` (a property test compares them).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from knaster_qt.games.loop_tiles.core.material import EDGES, OPPOSITE, STEP, Board, Square, Tile

BIT = {edge: 1 << index for index, edge in enumerate(EDGES)}


def mask_of(ends: str) -> int:
    return sum(BIT[edge] for edge in ends)


class Spot(NamedTuple):
    """What an open square asks of a tile, and what a tile there scores besides its own value.

    ``fixed`` has a bit for every edge that is decided (a neighbour tile or the board's
    edge); ``lines`` the decided edges that must carry a line. A tile with mask ``m``
    fits when ``m & fixed == lines`` (``lines`` is never empty: a spot continues a line).
    A named tuple: the search makes hundreds of thousands of them.
    """

    fixed: int
    lines: int
    joined_value: int  # the printed values of the neighbours a tile here joins
    multiplier: int

    def fits(self, mask: int) -> bool:
        return mask & self.fixed == self.lines

    def points(self, value: int) -> int:
        return value * self.multiplier + self.joined_value


class Layout:
    """The tiles on a board, with the open squares (``spots``) kept up to date."""

    def __init__(self, board: Board, placed: Mapping[Square, Tile]) -> None:
        self.size = size = board.size
        self.masks = [0] * (size * size)  # 0 = empty (every tile has line ends)
        self.values = [0] * (size * size)
        self.multipliers = [board.multiplier((i % size, i // size)) for i in range(size * size)]
        # Per square: (edge bit, the neighbour's facing bit, the neighbour or -1 off the board).
        self.around: list[tuple[tuple[int, int, int], ...]] = []
        for index in range(size * size):
            column, row = index % size, index // size
            sides = []
            for edge in EDGES:
                dx, dy = STEP[edge]
                x, y = column + dx, row + dy
                inside = 0 <= x < size and 0 <= y < size
                sides.append((BIT[edge], BIT[OPPOSITE[edge]], y * size + x if inside else -1))
            self.around.append(tuple(sides))
        self.spots: dict[int, Spot] = {}
        self._undo: list[list[tuple[int, Spot | None]]] = []
        for square, tile in placed.items():
            index = self.index(square)
            self.masks[index] = mask_of(tile.ends)
            self.values[index] = tile.value
        for index in range(size * size):
            self._refresh(index)

    def index(self, square: Square) -> int:
        return square[1] * self.size + square[0]

    def square(self, index: int) -> Square:
        return index % self.size, index // self.size

    def place(self, index: int, mask: int, value: int) -> None:
        """Put a tile on an empty square; :meth:`lift` takes the last one placed away."""
        spots = self.spots
        saved = [(index, spots.get(index))]
        self.masks[index] = mask
        self.values[index] = value
        spots.pop(index, None)
        for _bit, _facing, other in self.around[index]:
            if other >= 0 and not self.masks[other]:
                saved.append((other, spots.get(other)))
                self._refresh(other)
        self._undo.append(saved)

    def lift(self, index: int) -> None:
        """Undo the last :meth:`place` (the search tries a placement, then takes it away)."""
        saved = self._undo.pop()
        if saved[0][0] != index:
            raise ValueError("lift takes away the tile placed last")
        self.masks[index] = 0
        self.values[index] = 0
        spots = self.spots
        for square, spot in saved:
            if spot is None:
                spots.pop(square, None)
            else:
                spots[square] = spot

    def _refresh(self, index: int) -> None:
        if self.masks[index]:
            self.spots.pop(index, None)
            return
        fixed = lines = joined = 0
        masks, values = self.masks, self.values
        for bit, facing, other in self.around[index]:
            if other < 0:
                fixed |= bit
                continue
            neighbour_mask = masks[other]
            if neighbour_mask:
                fixed |= bit
                if neighbour_mask & facing:
                    lines |= bit
                    joined += values[other]
        if lines:
            self.spots[index] = Spot(fixed, lines, joined, self.multipliers[index])
        else:
            self.spots.pop(index, None)
