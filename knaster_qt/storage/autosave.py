"""The autosave slot: the game in progress, rewritten atomically after every action."""

from __future__ import annotations

import contextlib
from pathlib import Path

from knaster_qt.storage.atomic import StorageError, atomic_write_text

AUTOSAVE_NAME = "autosave.knaster"


class Autosave:
    """One file in the data folder holding the transcript of the unfinished game.

    Each save replaces the whole file through a flushed, fsync'ed temporary file,
    so a crash or a power cut leaves the previous complete transcript or the new
    one. A failing save raises StorageError; the game itself goes on in memory.
    """

    def __init__(self, folder: Path | str) -> None:
        self.folder = Path(folder)
        self.path = self.folder / AUTOSAVE_NAME

    def save(self, transcript: str) -> None:
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise StorageError(
                f"cannot create the data folder {self.folder} ({error.strerror})"
            ) from error
        atomic_write_text(self.path, transcript)

    def load(self) -> str | None:
        """The saved transcript, or None when there is none (or it cannot be read)."""
        try:
            return self.path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            return None

    def clear(self) -> None:
        """Forget the saved game (it finished, or the player started another)."""
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()

    def set_aside(self, reason: str = "unreadable") -> Path | None:
        """Keep a saved game that cannot be resumed under another name, for the user."""
        if not self.path.exists():
            return None
        aside = self.path.with_name(f"autosave-{reason}.knaster")
        try:
            self.path.replace(aside)
        except OSError:
            return None
        return aside
