"""The main window as the code that wires its helpers sees it (install_persistence).

``MainWindow`` is the one implementation. Its helpers type their window with this class,
never with ``MainWindow``, so that the window can import and create them without an
import cycle: arrows point from the window to its helpers only.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QMainWindow

if TYPE_CHECKING:
    from knaster_qt.games import GameEntry
    from knaster_qt.play_area import PlayArea
    from knaster_qt.shell.views.ui_main_window import Ui_MainWindow


class GameWindow(QMainWindow):
    """A main window with a game: its frame (``ui``), the game's play area, its file."""

    fileChanged = Signal(object)  # the Path just opened or saved (Open Recent remembers it)

    ui: Ui_MainWindow  # the widgets and actions of ui/main_window.ui
    entry: GameEntry  # the game being played
    play: PlayArea  # ... on the window's middle
    file_path: Path | None  # where the game was last opened from or saved to

    def open_file(self, path: Path | str, *, recovered: bool = False) -> bool:
        """Load a transcript; False (and a message) when it cannot be played."""
        raise NotImplementedError

    def save_as(self) -> bool:
        """Ask where to save, then save there; False if cancelled or not written."""
        raise NotImplementedError

    def show_error(self, title: str, text: str) -> None:
        """A warning that does not block the event loop."""
        raise NotImplementedError

    def resumed_in_file(self, path: Path) -> None:
        """The game just resumed was saved to (or opened from) ``path``: Save writes there."""
        raise NotImplementedError

    def show_game(self, entry: GameEntry) -> None:
        """Make ``entry``'s play area the window's middle (a game of another kind)."""
        raise NotImplementedError
