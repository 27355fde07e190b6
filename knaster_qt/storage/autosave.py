"""The autosave slot: the game in progress, rewritten atomically after every action.

A save writes the whole transcript to a temporary file in the same folder and
renames it over ``autosave.knaster``: the file always holds one complete
transcript, and once ``save`` returns, a crash or SIGKILL of the app loses nothing
(the data is in the system's cache). Making it survive a power cut as well needs
fsync, which is slow on an ordinary disk (see docs/PERFORMANCE.md); that would make
every click stutter, so a background thread does it (the file, then the folder for the
rename) right after each save, coalescing saves that come while it works. A power
cut in that short moment leaves the previous complete autosave (ext4 and btrfs
flush a file renamed over another before the rename itself).
"""

from __future__ import annotations

import contextlib
import os
import threading
from pathlib import Path

from knaster_qt.input_files import read_input_file
from knaster_qt.storage.atomic import StorageError, atomic_write_text, sync_folder
from knaster_qt.storage.kept import SUFFIX, keep_game

AUTOSAVE_NAME = "autosave.knaster"
_IDLE_SECONDS = 5.0


class _Syncer:
    """A daemon thread that fsyncs the autosave and its folder after each save."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._wanted = False
        self._busy = False
        self._condition = threading.Condition()
        self._thread: threading.Thread | None = None

    def request(self) -> None:
        with self._condition:
            self._wanted = True
            if self._thread is None:
                self._thread = threading.Thread(
                    target=self._run, name="knaster-autosave-sync", daemon=True
                )
                self._thread.start()
            self._condition.notify_all()

    def wait(self, timeout: float = 5.0) -> bool:
        """Block until everything saved so far is on disk (False if that took too long)."""
        with self._condition:
            return self._condition.wait_for(
                lambda: not self._wanted and not self._busy, timeout=timeout
            )

    def _run(self) -> None:
        while True:
            with self._condition:
                # An idle thread ends after a while; the next save starts another.
                if not self._condition.wait_for(lambda: self._wanted, timeout=_IDLE_SECONDS):
                    self._thread = None
                    return
                self._wanted = False
                self._busy = True
            try:
                _fsync_file(self.path)
                sync_folder(self.path.parent)
            finally:
                with self._condition:
                    self._busy = False
                    self._condition.notify_all()


def _fsync_file(path: Path) -> None:
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:  # cleared meanwhile: nothing to make durable
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)


class Autosave:
    """One file in the data folder holding the transcript of the unfinished game.

    A failing save raises StorageError with a plain message; the game itself goes
    on in memory. ``wait_until_durable()`` is for quitting and for measurements.
    """

    def __init__(self, folder: Path | str) -> None:
        self.folder = Path(folder)
        self.path = self.folder / AUTOSAVE_NAME
        self._syncer = _Syncer(self.path)

    def save(self, transcript: str) -> None:
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise StorageError(
                f"cannot create the data folder {self.folder} ({error.strerror})"
            ) from error
        atomic_write_text(self.path, transcript, durable=False)
        self._syncer.request()

    def wait_until_durable(self, timeout: float = 5.0) -> bool:
        return self._syncer.wait(timeout)

    def load(self) -> str | None:
        """The saved transcript, or None when there is none (or it cannot be read)."""
        data = self.load_bytes()
        try:
            return None if data is None else data.decode("utf-8")
        except UnicodeDecodeError:
            return None

    def load_bytes(self) -> bytes | None:
        """The file as it is (for resuming: the transcript reader reports bad bytes itself).

        None also for a FIFO, a device or a huge file in its place: never opened or read
        whole, so the start cannot hang on it (saving there is refused with a warning).
        """
        try:
            return read_input_file(self.path)
        except OSError:
            return None

    def clear(self) -> None:
        """Forget the saved game (it finished, or the player started another)."""
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()
            self._syncer.request()

    def set_aside(self, reason: str = "unreadable", suffix: str = SUFFIX) -> Path | None:
        """Keep a saved game that is not resumed in a file of its own (storage.kept), for the user,
        with its game's extension ``suffix``.

        The copy is written before the slot is emptied: a crash in between leaves
        the game in both places, never in neither. None if there was nothing to keep
        or the copy could not be written (then the slot stays as it is).
        """
        data = self.load_bytes()
        if data is None:
            return None
        try:
            aside = keep_game(self.folder, data, reason, suffix=suffix)
            self.clear()
        except OSError:
            return None
        return aside
