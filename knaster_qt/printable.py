"""What the shell's printing needs of a sheet: its size on paper and a way to draw itself.

Each game's render layer makes these (a blank sheet, a finished one) with the same painter
that draws the screen; the shell lays them out on pages (1, 2 or 4 per page, A4 or Letter),
writes PDFs and prints, knowing nothing else of the game.
"""

from __future__ import annotations

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
