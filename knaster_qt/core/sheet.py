"""One player's grid: the numbers written, the circles, the scored lines, bonus still due."""

from __future__ import annotations

from knaster_qt.core.combinations import classify
from knaster_qt.core.notation import LINE_CELLS, LINES_OF_CELL

FULL_GRID = (1 << 25) - 1
_LINE_MASKS: tuple[int, ...] = tuple(sum(1 << cell for cell in cells) for cells in LINE_CELLS)
LINES_OF_CELL_MASKS = _LINE_MASKS

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
        filled = self.filled
        return [cell for cell in range(25) if not filled >> cell & 1]

    def circlable_cells(self, number: int) -> list[int]:
        """Uncircled cells holding ``number``."""
        values, circled = self.values, self.circled
        return [cell for cell in range(25) if values[cell] == number and not circled >> cell & 1]

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
        self.values[cell] = number
        self.filled |= 1 << cell
        completed = []
        filled = self.filled
        for line in LINES_OF_CELL[cell]:
            mask = _LINE_MASKS[line]
            if filled & mask == mask:
                circles = classify(self.line_numbers(line)).circles
                completed.append((line, circles))
        return completed

    def circle(self, cells: tuple[int, ...] | list[int]) -> list[int]:
        """Circle cells; returns the lines this scores (full and fully circled, not yet scored)."""
        for cell in cells:
            self.circled |= 1 << cell
        newly = []
        checked = 0
        for cell in cells:
            for line in LINES_OF_CELL[cell]:
                bit = 1 << line
                if checked & bit or self.scored & bit:
                    continue
                checked |= bit
                mask = _LINE_MASKS[line]
                if self.circled & mask == mask and self.filled & mask == mask:
                    self.scored |= bit
                    newly.append(line)
        newly.sort()
        return newly
