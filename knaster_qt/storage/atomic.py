"""Write user files atomically: all of the new content or the old file untouched, never half."""

from __future__ import annotations

import contextlib
import errno
import os
import tempfile
from pathlib import Path


class StorageError(OSError):
    """A file could not be written or read; the message says why in plain words."""


def describe_os_error(error: OSError, path: Path) -> str:
    """Plain words for the usual ways a write fails."""
    if error.errno == errno.ENOSPC:
        return f"the disk is full: {path} was not written"
    if error.errno == errno.EROFS:
        return f"the disk holding {path.parent} is read-only: {path.name} was not written"
    if error.errno in (errno.EACCES, errno.EPERM):
        return f"no permission to write {path}"
    if error.errno == errno.ENOENT:
        return f"the folder of {path} does not exist"
    if error.errno == errno.EISDIR:
        return f"{path} is a folder"
    return f"cannot write {path}: {error.strerror or error}"


def atomic_write_bytes(path: Path | str, data: bytes, *, durable: bool = True) -> None:
    """Replace ``path`` with ``data`` through a temporary file in the same folder.

    The temporary file is flushed (and fsync'ed when ``durable``) before the rename,
    so a crash or power cut leaves either the old file or the new one; on any error
    the temporary file is removed and StorageError says what went wrong.
    """
    target = Path(path)
    temp_name: str | None = None
    try:
        fd, temp_name = tempfile.mkstemp(
            prefix=f".{target.name}.", suffix=".tmp", dir=target.parent
        )
        with os.fdopen(fd, "wb") as stream:
            stream.write(data)
            stream.flush()
            if durable:
                os.fsync(stream.fileno())
        os.replace(temp_name, target)
        temp_name = None
        if durable:
            sync_folder(target.parent)
    except OSError as error:
        raise StorageError(describe_os_error(error, target)) from error
    finally:
        if temp_name is not None:
            with contextlib.suppress(OSError):
                os.unlink(temp_name)


def atomic_write_text(path: Path | str, text: str, *, durable: bool = True) -> None:
    atomic_write_bytes(path, text.encode("utf-8"), durable=durable)


def sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); folders cannot be opened on Windows."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
