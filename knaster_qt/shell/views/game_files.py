"""Game transcripts for the main window: the file dialogs, reading, and the atomic save."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from knaster_qt.games.knaster.core.errors import GameError, TranscriptError

if TYPE_CHECKING:  # the transcript module and the dialogs load on first use: a faster start-up
    from PySide6.QtWidgets import QWidget

    from knaster_qt.games.knaster.core.game import Game

TRANSCRIPT_FILTER = "Knaster games (*.knaster *.txt);;All files (*)"


def load_game(path: Path) -> Game | str:
    """The game in the transcript at ``path``, or why it cannot be opened (the dialog's text)."""
    from knaster_qt.games.knaster.core.transcript import load_transcript

    try:
        return load_transcript(path)
    except TranscriptError as error:
        return f"{path.name}, line {error.line}: {error.message}"
    except (GameError, OSError, UnicodeDecodeError) as error:
        return f"{path.name}: {error}"


def save_game(game: Game, path: Path) -> str | None:
    """Write the transcript atomically (the old file stays whole on failure); None or why not.

    The app's one file writer: a symlink's target is written, a FIFO or device refused.
    """
    from knaster_qt.games.knaster.core.transcript import write_transcript
    from knaster_qt.storage.atomic import StorageError, atomic_write_text

    try:
        atomic_write_text(path, write_transcript(game))
    except StorageError as error:
        return str(error)
    return None


def ask_open_path(parent: QWidget, title: str = "Open Game") -> str:
    """The file the person chose to open, "" if they cancelled (starts in the last folder)."""
    from PySide6.QtWidgets import QFileDialog

    from knaster_qt.shell.views.file_places import remember_choice, start_path

    path, _ = QFileDialog.getOpenFileName(parent, title, start_path(), TRANSCRIPT_FILTER)
    remember_choice(path)
    return path


def ask_save_path(parent: QWidget, file_name: str = "game.knaster") -> str:
    """The file the person chose to save to, "" if they cancelled (starts in the last folder)."""
    from PySide6.QtWidgets import QFileDialog

    from knaster_qt.shell.views.file_places import remember_choice, start_path

    path, _ = QFileDialog.getSaveFileName(
        parent, "Save Game", start_path(file_name), TRANSCRIPT_FILTER
    )
    remember_choice(path)
    return path
