"""Game transcripts for the main window: the file dialogs, reading, and the atomic save."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from knaster_qt.games.knaster.core.errors import GameError, TranscriptError

if TYPE_CHECKING:  # the transcript module and the dialogs load on first use: a faster start-up
    from PySide6.QtWidgets import QWidget

    from knaster_qt.games.knaster.core.game import Game


def load_game(path: Path) -> Game | str:
    """The game in the transcript at ``path``, or why it cannot be opened (the dialog's text)."""
    from knaster_qt.games.knaster.core.transcript import load_transcript

    try:
        return load_transcript(path)
    except TranscriptError as error:
        if error.line == 1:
            other = _other_game(path)
            if other is not None:
                return other
        return f"{path.name}, line {error.line}: {error.message}"
    except (GameError, OSError, UnicodeDecodeError) as error:
        return f"{path.name}: {error}"


def _other_game(path: Path) -> str | None:
    """Why a transcript of another registered game cannot be opened here, if it is one."""
    from knaster_qt.input_files import read_input_file
    from knaster_qt.shell.registry import default_game, game_of_header

    try:  # a regular file only: opening a FIFO would block the window
        first_line = read_input_file(path).split(b"\n", 1)[0].decode("utf-8", "replace")
    except OSError:
        return None
    game = game_of_header(first_line)
    if game is None or game is default_game():
        return None
    return f"{path.name} is a game of {game.name}; this window plays {default_game().name}."


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

    from knaster_qt.shell.registry import transcript_filter
    from knaster_qt.shell.views.file_places import remember_choice, start_path

    path, _ = QFileDialog.getOpenFileName(parent, title, start_path(), transcript_filter())
    remember_choice(path)
    return path


def ask_save_path(parent: QWidget, file_name: str = "game.knaster") -> str:
    """The file the person chose to save to, "" if they cancelled (starts in the last folder)."""
    from PySide6.QtWidgets import QFileDialog

    from knaster_qt.shell.registry import transcript_filter
    from knaster_qt.shell.views.file_places import remember_choice, start_path

    path, _ = QFileDialog.getSaveFileName(
        parent, "Save Game", start_path(file_name), transcript_filter()
    )
    remember_choice(path)
    return path
