"""What the shell's printing needs of a sheet: its size on paper and a way to draw itself.

Each game's render layer makes these (a blank sheet, a finished one) with the same painter
that draws the screen; the shell lays them out on pages (1, 2 or 4 per page, A4 or Letter),
writes PDFs and prints, knowing nothing else of the game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter


class Printable(Protocol):
    """One sheet to print."""

    @property
    def size_mm(self) -> tuple[float, float]:
        """Width and height of the printed sheet at its natural (pad) size, in millimetres."""
        ...

    def paint(self, painter: QPainter, target: QRectF) -> None:
        """Draw the sheet filling ``target`` (same aspect as ``size_mm``) on any painter."""
        ...


@dataclass(frozen=True)
class SheetSource:
    """What the print dialog can print of one game: its blank sheets and, when a game is on
    the table, its players' sheets. A game's play area gives its own (``print_source``);
    otherwise the shell makes one from the game's entry (its print_blank hook)."""

    name: str  # the game's name, for the job's title: "Knaster"
    sheets: tuple[tuple[str | None, str], ...]  # blank sheets offered: (key, label), key None
    # is the game's own choice (Exact Hit: one of each letter)
    blank: Callable[[int, str | None], Sequence[Printable]]  # count, key -> blank sheets
    players: tuple[str, ...] = ()  # the game on the table, if any
    # players' seats (None: all) -> their sheets as played; None when nothing is played yet
    finished: Callable[[Sequence[int] | None], Sequence[Printable]] | None = None
    current_sheet: str | None = None  # the blank sheet chosen at first (the one being played)
    sheet_label: str = ""  # the sheet choice's label when not the dialog's "Sheet side:"
