"""A fast, immutable view of one sheet for the computer players: tuples and bit masks.

The search looks at thousands of positions per decision, so a position is a plain
``(values, filled, circled)`` triple and moves are applied by small functions on it
instead of building Game objects or Action values. The scored lines need no mask of
their own: a line is scored exactly when all five of its cells are circled.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from typing import NamedTuple

from knaster_qt.games.knaster.core.combinations import classify
from knaster_qt.games.knaster.core.notation import LINE_CELLS, LINES_OF_CELL
from knaster_qt.games.knaster.core.sheet import Sheet

FULL_GRID = (1 << 25) - 1
LINE_MASKS: tuple[int, ...] = tuple(sum(1 << cell for cell in cells) for cells in LINE_CELLS)
# The chance of each sum of two dice, indexed by the sum (0 and 1 never occur).
ROLL_CHANCE: tuple[float, ...] = tuple(
    0.0 if total < 2 else (6 - abs(total - 7)) / 36 for total in range(13)
)
SUMS: tuple[int, ...] = tuple(range(2, 13))


class Position(NamedTuple):
    """One grid: the 25 numbers (0 = empty), filled cells and circled cells as bit masks."""

    values: tuple[int, ...]
    filled: int
    circled: int


def position_of(sheet: Sheet) -> Position:
    return Position(tuple(sheet.values), sheet.filled, sheet.circled)


def score_of(position: Position, line_points: tuple[int, ...]) -> int:
    """Circles plus the points of every fully circled line."""
    circled = position.circled
    total = circled.bit_count()
    for line, mask in enumerate(LINE_MASKS):
        if circled & mask == mask:
            total += line_points[line]
    return total


def empty_cells(position: Position) -> list[int]:
    filled = position.filled
    return [cell for cell in range(25) if not filled >> cell & 1]


def circlable_cells(position: Position, number: int) -> list[int]:
    values, circled = position.values, position.circled
    return [cell for cell in range(25) if values[cell] == number and not circled >> cell & 1]


def circle(position: Position, cell: int) -> Position:
    return Position(position.values, position.filled, position.circled | 1 << cell)


def write(position: Position, cell: int, number: int) -> tuple[Position, list[tuple[int, int]]]:
    """Write ``number`` into empty ``cell``; returns the new position and the bonus due."""
    values = (*position.values[:cell], number, *position.values[cell + 1 :])
    filled = position.filled | 1 << cell
    due = []
    for line in LINES_OF_CELL[cell]:
        mask = LINE_MASKS[line]
        if filled & mask == mask:
            circles = classify([values[c] for c in LINE_CELLS[line]]).circles
            if circles:
                due.append((line, circles))
    return Position(values, filled, position.circled), due


def bonus_options(position: Position, line: int, due: int) -> Iterator[tuple[int, ...]]:
    """Every set of cells a bonus of ``due`` circles in ``line`` may circle now."""
    circled = position.circled
    uncircled = [cell for cell in LINE_CELLS[line] if not circled >> cell & 1]
    return combinations(uncircled, min(due, len(uncircled)))


def circle_cells(position: Position, cells: tuple[int, ...]) -> Position:
    circled = position.circled
    for cell in cells:
        circled |= 1 << cell
    return Position(position.values, position.filled, circled)
