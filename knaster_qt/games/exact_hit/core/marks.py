"""One player's sheet in play: what each field holds, which row is current, the scores.

A field is empty (``None``), holds the die value written into it (1–6; an exact hit when it
equals the printed number) or holds ``CROSS``. The current row is the topmost row that is
not finished; a row is finished when each of its fields holds a value or a cross.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from knaster_qt.games.exact_hit.core.scoring import row_score
from knaster_qt.games.exact_hit.core.sheets import FIELDS, ROWS, Sheet


class Crossed(Enum):
    CROSS = "cross"


CROSS = Crossed.CROSS
Mark = int | Crossed | None


@dataclass
class SheetMarks:
    """The marks on one player's sheet."""

    sheet: Sheet
    fields: list[list[Mark]] = field(default_factory=lambda: [[None] * FIELDS for _ in range(ROWS)])

    def row_finished(self, row: int) -> bool:
        return all(mark is not None for mark in self.fields[row])

    @property
    def current_row(self) -> int | None:
        """The topmost unfinished row, or None when all five rows are finished."""
        for row in range(ROWS):
            if not self.row_finished(row):
                return row
        return None

    def is_exact_hit(self, row: int, position: int) -> bool:
        mark = self.fields[row][position]
        return isinstance(mark, int) and mark == self.sheet.numbers[row][position]

    def exact_hits(self, row: int) -> int:
        return sum(self.is_exact_hit(row, position) for position in range(FIELDS))

    def row_score(self, row: int) -> int:
        """The row's score: final once it is finished, the same rule while it is not."""
        values = tuple(mark for mark in self.fields[row] if isinstance(mark, int))
        return row_score(values, self.exact_hits(row))

    @property
    def total(self) -> int:
        # Rows not started are empty and score 0, so the total is simply every row's score.
        return sum(self.row_score(row) for row in range(ROWS))

    def leftmost_empty(self, row: int) -> int:
        return self.fields[row].index(None)
