"""Kept games: unfinished games put aside (declined, unreadable, abandoned), one file each.

Every kept game gets a file of its own in ``<data folder>/kept/``, named after the
moment it was kept and why, with its game's own extension, e.g.
``2026-12-01_14-05-09_abandoned.knaster`` or ``…_abandoned.exact-hit`` (``…-09-2_abandoned``
when two are kept in the same second). A name is reserved
with an exclusive create before the content is written atomically over the empty
reservation, so a kept file is never overwritten, not even by a second copy of the
app. The main window's Game > Recovered Games lists them (``kept_games``) and lets the
player delete them (the shell moves them to the system trash).
"""

from __future__ import annotations

import contextlib
import datetime
import itertools
import os
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from knaster_qt.storage.atomic import StorageError, atomic_write_bytes, describe_os_error

KEPT_FOLDER = "kept"
SUFFIX = ".knaster"  # a kept game's extension when its game is not known (the first game's)
_STAMP = "%Y-%m-%d_%H-%M-%S"
_NAME = re.compile(
    r"(?P<stamp>\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d)(?:-(?P<counter>\d+))?_(?P<reason>\w+)"
)


def kept_folder(data_folder: Path | str) -> Path:
    return Path(data_folder) / KEPT_FOLDER


def keep_game(
    data_folder: Path | str,
    data: bytes,
    reason: str,
    when: datetime.datetime | None = None,
    suffix: str = SUFFIX,
) -> Path:
    """Write ``data`` to a new file in the kept folder and return its path (StorageError if not).

    ``suffix`` is the extension of its game's saved files (``.exact-hit``), so that the file,
    found in the folder or opened from it, says which game it is."""
    folder = kept_folder(data_folder)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise StorageError(describe_os_error(error, folder / "x")) from error
    stamp = (when or datetime.datetime.now()).strftime(_STAMP)
    for counter in itertools.count(1):
        tail = "" if counter == 1 else f"-{counter}"
        target = folder / f"{stamp}{tail}_{reason}{suffix}"
        try:  # reserve the name: an existing file is never touched
            os.close(os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666))
        except FileExistsError:
            continue
        except OSError as error:
            raise StorageError(describe_os_error(error, target)) from error
        try:
            atomic_write_bytes(target, data)
        except StorageError:
            with contextlib.suppress(OSError):
                target.unlink()
            raise
        return target
    raise AssertionError("unreachable")  # itertools.count never ends


@dataclass(frozen=True)
class KeptGame:
    """One kept file as the Recovered Games window shows it."""

    path: Path
    kept_at: datetime.datetime  # from the file name (its time of change if the name was edited)
    reason: str  # "abandoned", "declined", "unreadable", ... ("" if the name does not say)
    rounds: int | None  # None: the file does not check (it can still be read by a person)
    players: tuple[str, ...]
    game: str = ""  # the game its first word names ("Knaster"); "" if no hosted game's

    def older_than(self, days: int, now: datetime.datetime) -> bool:
        """Kept more than ``days`` days before ``now``?"""
        return now - self.kept_at > datetime.timedelta(days=days)


def any_kept_games(data_folder: Path | str, suffixes: tuple[str, ...] = (SUFFIX,)) -> bool:
    """Whether the kept folder holds a game file, one ending in one of ``suffixes`` (the hosted
    games' extensions), without reading any: for start-up."""
    try:
        with os.scandir(kept_folder(data_folder)) as entries:
            return any(entry.name.endswith(suffixes) for entry in entries)
    except OSError:
        return False


@dataclass(frozen=True)
class Summary:
    """What a kept game's file holds, as the shell reads it."""

    game: str  # the hosted game its first word names
    rounds: int | None = None  # None: that game cannot read the file
    players: tuple[str, ...] = ()


# Reads a kept file's summary; None if no hosted game claims the file.
Describe = Callable[[Path], Summary | None]


def kept_games(
    data_folder: Path | str,
    describe: Describe | None = None,
    suffixes: tuple[str, ...] = (SUFFIX,),
) -> list[KeptGame]:
    """The kept games, the files ending in one of ``suffixes`` (the hosted games'
    extensions), newest first (empty reservations left by a crash are skipped).

    ``describe`` reads a file's game, rounds and players (the shell asks the game its first
    word names); without it, or when it returns None, a kept game is listed by its date only.
    """
    folder = kept_folder(data_folder)
    try:
        paths = [path for path in folder.iterdir() if path.name.endswith(suffixes)]
    except OSError:
        return []
    found: list[tuple[int, KeptGame]] = []
    for path in paths:
        try:
            if not path.is_file() or path.stat().st_size == 0:
                continue
            modified = datetime.datetime.fromtimestamp(path.stat().st_mtime)
        except OSError:
            continue
        suffix = next(suffix for suffix in suffixes if path.name.endswith(suffix))
        named = _NAME.fullmatch(path.name.removesuffix(suffix))
        kept_at, counter, reason = modified, 0, ""  # a file someone renamed or put there
        if named:
            with contextlib.suppress(ValueError):
                kept_at = datetime.datetime.strptime(named["stamp"], _STAMP)
                counter, reason = int(named["counter"] or 1), named["reason"]
        summary = (describe(path) if describe is not None else None) or Summary("")
        kept = KeptGame(path, kept_at, reason, summary.rounds, summary.players, summary.game)
        found.append((counter, kept))
    found.sort(key=lambda item: (item[1].kept_at, item[0]), reverse=True)
    return [kept for _counter, kept in found]
