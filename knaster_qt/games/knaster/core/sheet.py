"""One player's grid: the numbers written, the circles, the scored lines, bonus still due."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from knaster_qt.games.knaster.core.combinations import Combination, classify
from knaster_qt.games.knaster.core.notation import LINE_CELLS, LINES_OF_CELL

FULL_GRID = (1 << 25) - 1
_LINE_MASKS: tuple[int, ...] = tuple(sum(1 << cell for cell in cells) for cells in LINE_CELLS)

T = TypeVar("T")
MaskTables = tuple[tuple[tuple[T, ...], ...], tuple[tuple[T, ...], ...], tuple[tuple[T, ...], ...]]


def mask_tables(items: Sequence[T]) -> MaskTables[T]:
    """Tables that list the items of the cells in a 25-bit mask with three look-ups.

    The mask is cut into bits 0-8, 9-16 and 17-24 (512 + 256 + 256 entries):
    ``[*low[mask & 511], *middle[mask >> 9 & 255], *high[mask >> 17]]``. Listing
    empty cells and legal moves this way is several times faster than testing
    25 bits one by one, and the engine does it after every roll.
    """

    def table(first: int, width: int) -> tuple[tuple[T, ...], ...]:
        return tuple(
            tuple(items[first + bit] for bit in range(width) if part >> bit & 1)
            for part in range(1 << width)
        )

    return table(0, 9), table(9, 8), table(17, 8)


_CELL_TABLES = mask_tables(range(25))


def cells_of_mask(mask: int) -> list[int]:
    """The cells (in order) whose bits are set in a 25-bit mask."""
    low, middle, high = _CELL_TABLES
    return [*low[mask & 511], *middle[mask >> 9 & 255], *high[mask >> 17]]


# A snapshot for undo: (values, filled, circled, scored, pending, acted).
Snapshot = tuple[tuple[int, ...], int, int, int, tuple[tuple[int, int], ...], bool]


class Sheet:
    """Mutable state of one grid; cells are 0..24 and a value 0 means empty.

    Filled and circled cells and scored lines are bit masks, because the computer
    player copies and queries sheets hundreds of thousands of times per decision.
    """

    __slots__ = ("acted", "circled", "filled", "pending", "scored", "values")

    def __init__(self) -> None:
        self.values: list[int] = [0] * 25
        self.filled = 0
        self.circled = 0
        self.scored = 0
        # Lines completed with a combination whose bonus circles are still due: (line, circles).
        self.pending: list[tuple[int, int]] = []
        self.acted = False

    def snapshot(self) -> Snapshot:
        return (
            tuple(self.values),
            self.filled,
            self.circled,
            self.scored,
            tuple(self.pending),
            self.acted,
        )

    def restore(self, snap: Snapshot) -> None:
        values, self.filled, self.circled, self.scored, pending, self.acted = snap
        self.values = list(values)
        self.pending = list(pending)

    def copy(self) -> Sheet:
        other = Sheet.__new__(Sheet)
        other.values = self.values.copy()
        other.filled = self.filled
        other.circled = self.circled
        other.scored = self.scored
        other.pending = self.pending.copy()
        other.acted = self.acted
        return other

    # --- queries -------------------------------------------------------------

    @property
    def is_full(self) -> bool:
        return self.filled == FULL_GRID

    def filled_count(self) -> int:
        return self.filled.bit_count()

    def circle_count(self) -> int:
        return self.circled.bit_count()

    def empty_cells(self) -> list[int]:
        return cells_of_mask(~self.filled & FULL_GRID)

    def circlable_cells(self, number: int) -> list[int]:
        """Uncircled cells holding ``number``."""
        # list.index scans in C: a number usually stands in few cells, so hopping from
        # one to the next is much faster than looking at all 25.
        values, circled = self.values, self.circled
        cells = []
        cell = -1
        try:
            while True:
                cell = values.index(number, cell + 1)
                if not circled >> cell & 1:
                    cells.append(cell)
        except ValueError:
            return cells

    def uncircled_in_line(self, line: int) -> list[int]:
        circled = self.circled
        return [cell for cell in LINE_CELLS[line] if not circled >> cell & 1]

    def lines_completed_by(self, cell: int) -> list[int]:
        """Lines that become full if ``cell`` (empty) is written."""
        filled = self.filled | 1 << cell
        return [
            line for line in LINES_OF_CELL[cell] if filled & _LINE_MASKS[line] == _LINE_MASKS[line]
        ]

    def line_numbers(self, line: int, cell: int = -1, number: int = 0) -> tuple[int, ...]:
        """The numbers of a full line, optionally as if ``number`` stood in ``cell``."""
        values = self.values
        return tuple(number if c == cell else values[c] for c in LINE_CELLS[line])

    # --- changes (validated by the Game) ---------------------------------------

    def write(self, cell: int, number: int) -> list[tuple[int, int]]:
        """Write ``number`` into empty ``cell``; returns the completed lines as (line, circles)."""
        return [
            (line, combination.circles) for line, combination in self.write_judged(cell, number)
        ]

    def write_judged(self, cell: int, number: int) -> list[tuple[int, Combination]]:
        """Write ``number`` into empty ``cell``; returns each completed line with its combination."""
        values = self.values
        values[cell] = number
        filled = self.filled = self.filled | 1 << cell
        completed = []
        for line in LINES_OF_CELL[cell]:
            mask = _LINE_MASKS[line]
            if filled & mask == mask:
                completed.append((line, classify([values[c] for c in LINE_CELLS[line]])))
        return completed

    def circle(self, cells: tuple[int, ...] | list[int]) -> list[int]:
        """Circle cells; returns the lines this scores (full and fully circled, not yet scored)."""
        circled = self.circled
        for cell in cells:
            circled |= 1 << cell
        self.circled = circled
        # A line can only score if it is full and fully circled, and only once.
        complete = circled & self.filled
        newly = []
        checked = self.scored
        for cell in cells:
            for line in LINES_OF_CELL[cell]:
                bit = 1 << line
                if checked & bit:
                    continue
                checked |= bit
                mask = _LINE_MASKS[line]
                if complete & mask == mask:
                    self.scored |= bit
                    newly.append(line)
        if len(newly) > 1:
            newly.sort()
        return newly
