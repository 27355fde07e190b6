"""The one way user files are written: all of the new content or the old file untouched, never half.

Every file the app or the command line writes for the user goes through
``atomic_write_bytes`` / ``atomic_write_text``: Save and Save As, the autosave,
Export CSV, Export PDF and ``knaster-qt print -o``. It writes like a careful editor:

- a symlink is followed to its target: the target gets the new content, the link stays;
- only a regular file (or nothing) is replaced: a folder, a named pipe (FIFO), a
  device such as /dev/full or a socket is refused with a plain message;
- a new file gets the mode the umask allows (0644 under umask 022), an existing file
  keeps its mode (and, when we may, its owner);
- the content goes to a temporary file next to the target, is fsync'ed, renamed over
  the target, and the folder is fsync'ed, so a crash leaves the old or the new file.

The temporary file is called ``.NAME.PID.RANDOM.knaster-tmp``: should the writer be
killed between creating and renaming it, the next write of NAME and the next start of
the app (``remove_stale_temporaries`` on the data folder) delete it, once no process
with that PID runs any more.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import secrets
import stat
from pathlib import Path

from knaster_qt.input_files import file_kind

TEMP_SUFFIX = ".knaster-tmp"
_TEMP_NAME = re.compile(
    r"^\.(?P<name>.+)\.(?P<pid>\d+)\.[0-9a-f]{12}" + re.escape(TEMP_SUFFIX) + "$"
)


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
    if error.errno == errno.ELOOP:
        return f"{path} is a symbolic link that leads in a circle: nothing was written"
    return f"cannot write {path}: {error.strerror or error}"


def write_target(path: Path | str) -> tuple[Path, os.stat_result | None]:
    """Where a write of ``path`` really goes (symlinks followed) and what is there now.

    StorageError when that is anything but a regular file or nothing yet.
    """
    given = Path(path)
    target = Path(os.path.realpath(given))
    try:
        status = os.lstat(target)
    except FileNotFoundError:
        return target, None
    except OSError as error:
        raise StorageError(describe_os_error(error, given)) from error
    kind = file_kind(status.st_mode)
    if kind is not None:
        if stat.S_ISLNK(status.st_mode):  # realpath stops inside a loop of links
            raise StorageError(describe_os_error(OSError(errno.ELOOP, "loop"), given))
        where = given if target == given.absolute() else f"{given} (which leads to {target})"
        raise StorageError(f"{where} is {kind}, not a regular file: nothing was written")
    return target, status


def atomic_write_bytes(path: Path | str, data: bytes, *, durable: bool = True) -> None:
    """Replace the file at ``path`` (a symlink's target) with ``data``, atomically.

    The temporary file is flushed (and fsync'ed when ``durable``, its folder after
    the rename too) before the rename, so a crash or power cut leaves either the old
    file or the new one; on any error the temporary file is removed and StorageError
    says what went wrong. ``durable=False`` is for the autosave, which syncs in the
    background.
    """
    target, existing = write_target(path)
    remove_stale_temporaries(target.parent, only_for=target.name)
    temp = target.with_name(f".{target.name}.{os.getpid()}.{secrets.token_hex(6)}{TEMP_SUFFIX}")
    created = False
    try:
        # Mode 0o666 through the kernel: the umask decides a new file's mode, as for any program.
        fd = os.open(
            temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0), 0o666
        )
        created = True
        with os.fdopen(fd, "wb") as stream:
            if existing is not None:
                _keep_mode_and_owner(stream.fileno(), existing)
            stream.write(data)
            stream.flush()
            if durable:
                os.fsync(stream.fileno())
        os.replace(temp, target)
        created = False
        if durable:
            sync_folder(target.parent)
    except OSError as error:
        raise StorageError(describe_os_error(error, Path(path))) from error
    finally:
        if created:
            with contextlib.suppress(OSError):
                os.unlink(temp)


def atomic_write_text(path: Path | str, text: str, *, durable: bool = True) -> None:
    atomic_write_bytes(path, text.encode("utf-8"), durable=durable)


def _keep_mode_and_owner(fd: int, existing: os.stat_result) -> None:
    """The replaced file's permissions (and owner, if we may set it) for the new content."""
    if hasattr(os, "fchown") and (existing.st_uid, existing.st_gid) != (os.getuid(), os.getgid()):
        with contextlib.suppress(OSError):  # only root may give a file away: keep ours then
            os.fchown(fd, existing.st_uid, existing.st_gid)
    if hasattr(os, "fchmod"):  # POSIX; Windows has no modes worth keeping
        os.fchmod(fd, stat.S_IMODE(existing.st_mode))


def remove_stale_temporaries(folder: Path | str, only_for: str | None = None) -> list[Path]:
    """Delete our temporary files in ``folder`` whose writer is gone (killed mid-write).

    Only names this module makes count, and only when no process with the PID in the
    name runs (ours counts as running); ``only_for`` limits it to one target's name.
    Returns what was deleted. Never raises: a folder we cannot list keeps its files.
    """
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        match = _TEMP_NAME.match(entry.name)
        if match is None or (only_for is not None and match["name"] != only_for):
            continue
        if _process_runs(int(match["pid"])):
            continue
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            os.unlink(entry.path)
        except OSError:
            continue
        removed.append(Path(entry.path))
    return removed


def _process_runs(pid: int) -> bool:
    if pid == os.getpid() or os.name != "posix":  # Windows' os.kill would end the process
        return True
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, OSError):
        return True  # it exists (another user's), or we cannot tell: keep the file
    return True


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
