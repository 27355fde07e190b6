"""Finished games waiting for the records: one transcript file each, until the records hold them.

When a finished game cannot be stored in the records database (the disk is full,
another program locks the file, the records live in memory this session), its
transcript stays in the data folder as ``pending-record-<date>-<time>.knaster``.
The name carries the time the game ended, so the record gets the right date when
it is stored later; a file is removed only after the record is committed. No
name is ever reused: a second game ending in the same second gets ``-2``.
"""

from __future__ import annotations

import contextlib
import os
from datetime import datetime
from pathlib import Path

from knaster_qt.storage.atomic import (
    StorageError,
    atomic_write_text,
    describe_os_error,
    sync_folder,
)

PREFIX = "pending-record-"
SUFFIX = ".knaster"
_STAMP = "%Y%m%d-%H%M%S"


class PendingRecords:
    """The pending-record files of one data folder."""

    def __init__(self, folder: Path | str) -> None:
        self.folder = Path(folder)

    def files(self) -> list[Path]:
        """The waiting games, oldest first (an unreadable folder has none)."""
        try:
            found = [
                path
                for path in self.folder.iterdir()
                if path.name.startswith(PREFIX) and path.name.endswith(SUFFIX)
            ]
        except OSError:
            return []
        return sorted(found, key=lambda path: path.name)

    def keep(self, transcript: str, finished_at: datetime) -> Path:
        """Write the transcript to a new pending file (atomic and durable); StorageError if not."""
        path = self._free_name(finished_at)
        atomic_write_text(path, transcript)
        return path

    def adopt(self, source: Path, finished_at: datetime) -> Path:
        """Rename ``source`` (the autosave holding the finished game) to a new pending file.

        A rename needs no room on the disk, so this works on a full disk too.
        """
        path = self._free_name(finished_at)
        try:
            # link + unlink, not rename: a rename would replace a file made meanwhile.
            os.link(source, path)
        except OSError:
            try:  # a file system without hard links: the name was free a moment ago
                os.replace(source, path)
            except OSError as error:
                raise StorageError(describe_os_error(error, path)) from error
            _make_durable(path)
            return path
        with contextlib.suppress(FileNotFoundError):
            os.unlink(source)
        _make_durable(path)
        return path

    def remove(self, path: Path) -> None:
        """Forget a pending file whose record is committed (OSError if it cannot be removed)."""
        path.unlink(missing_ok=True)
        sync_folder(self.folder)

    @staticmethod
    def finished_at(path: Path) -> datetime:
        """When the game in ``path`` ended, read from its name (the file's time if the name lies)."""
        stamp = path.name[len(PREFIX) : len(PREFIX) + 15]
        try:
            return datetime.strptime(stamp, _STAMP)
        except ValueError:
            return datetime.fromtimestamp(path.stat().st_mtime).replace(microsecond=0)

    def _free_name(self, finished_at: datetime) -> Path:
        stamp = finished_at.strftime(_STAMP)
        path = self.folder / f"{PREFIX}{stamp}{SUFFIX}"
        counter = 1
        while path.exists():
            counter += 1
            path = self.folder / f"{PREFIX}{stamp}-{counter}{SUFFIX}"
        return path


def _make_durable(path: Path) -> None:
    """The renamed file's data and its new name reach the disk (the autosave is written lazily)."""
    with contextlib.suppress(OSError):
        fd = os.open(path, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
    sync_folder(path.parent)
