"""The actions a player can take after a roll, as small immutable values."""

from __future__ import annotations

from dataclasses import dataclass

from knaster_qt.games.knaster.core.notation import CELL_NAMES, LINE_NAMES


@dataclass(frozen=True, slots=True)
class Write:
    """Write the rolled sum into an empty cell."""

    cell: int

    def __str__(self) -> str:
        return f"write {CELL_NAMES[self.cell]}"


@dataclass(frozen=True, slots=True)
class Circle:
    """Circle one uncircled cell that holds the rolled sum."""

    cell: int

    def __str__(self) -> str:
        return f"circle {CELL_NAMES[self.cell]}"


@dataclass(frozen=True, slots=True)
class Pass:
    """Do nothing: allowed only when no write and no circle is possible."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Bonus:
    """The bonus circles due for a line just completed with a combination."""

    line: int
    cells: tuple[int, ...]

    def __str__(self) -> str:
        names = "".join(f" {CELL_NAMES[cell]}" for cell in self.cells)
        return f"bonus {LINE_NAMES[self.line]}{names}"


Action = Write | Circle | Pass | Bonus

# Prebuilt actions for every cell: legal-move queries hand these out instead of
# creating new objects (the computer player asks for them very often).
WRITES: tuple[Write, ...] = tuple(Write(cell) for cell in range(25))
CIRCLES: tuple[Circle, ...] = tuple(Circle(cell) for cell in range(25))
PASS = Pass()
