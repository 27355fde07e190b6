"""Deleting kept games (Game > Recovered Games): to the system trash, or for good.

A kept game is the player's data: it goes only when the player says so, and then to the
system trash (``QFile.moveToTrash``), from which it can be restored. Only a file the trash
cannot take (no trash on this system, or none for the disk the data folder is on) may be
deleted for good, and the window asks again before that (``delete_for_good``).

    removal = move_to_trash(path)
    if removal.result is Result.NO_TRASH: ...  # ask, then delete_for_good(path)
"""

from __future__ import annotations

import errno
import os
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QFile


class Result(Enum):
    TRASHED = "trashed"
    DELETED = "deleted"  # for good
    GONE = "gone"  # no longer there (another program removed it): nothing lost, nothing to do
    NO_TRASH = "no trash"  # the trash cannot take it; it is still there
    READ_ONLY = "read-only"  # its folder may not be changed (read-only disk, no permission)
    FAILED = "failed"  # any other reason, in the system's words (``Removal.detail``)


@dataclass(frozen=True)
class Removal:
    path: Path
    result: Result
    detail: str = ""


def move_to_trash(path: Path) -> Removal:
    """Move the kept file at ``path`` to the system trash; what happened."""
    if QFile(str(path)).moveToTrash():
        return Removal(path, Result.TRASHED)
    # moveToTrash says only that it failed (its error string is no help): find out why.
    if not os.path.lexists(path):
        return Removal(path, Result.GONE)
    if not os.access(path.parent, os.W_OK):  # also false on a read-only disk, even for root
        return Removal(path, Result.READ_ONLY)
    return Removal(path, Result.NO_TRASH)


def delete_for_good(path: Path) -> Removal:
    """Delete the kept file at ``path`` (the trash could not take it); what happened."""
    try:
        os.unlink(path)
    except FileNotFoundError:
        return Removal(path, Result.GONE)
    except OSError as error:
        if error.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
            return Removal(path, Result.READ_ONLY)
        return Removal(path, Result.FAILED, error.strerror or str(error))
    return Removal(path, Result.DELETED)
