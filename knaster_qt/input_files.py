"""Reading a game file safely (any game's): regular files only, never more than a game needs.

A named pipe (FIFO) would block the reader forever (``knaster-qt check`` hung, Game >
Open froze the window), a device such as /dev/zero never ends (a MemoryError), and a
file of gigabytes is no game. So a file is looked at (stat) before it is opened, a
FIFO is never opened, and at most MAX_TRANSCRIPT_BYTES are read.

Why 1 MiB: the longest legal game written the way the app writes it is about 90 KB.
Every player acts once per round until a grid is full plus the extra round, and each
act uses up a cell (25 writes and at most 25 circles per sheet), so there are at most
about 52 rounds. With 12 players whose names take the full 24 characters of 4-byte
UTF-8 letters (96 bytes), that is at most 12 x (25 writes of 106 bytes + 25 circles
of 107 + 12 bonus lines of 121 + 2 passes of 102) = 83,772 bytes of actions, plus 52
rolls (468), the header (about 1.3 KB with `rule` and `meta date`) and a `meta bot` line per player (about
1.4 KB): under 90 KB. 1 MiB leaves more than ten times that for comments and hand
edits; with ordinary names a 12-player game is about 25 KB (docs/RELIABILITY.md).
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass

MAX_TRANSCRIPT_BYTES = 1024 * 1024


class InputFileError(OSError):
    """The file is not something a game can be read from; the message says why, plainly."""


def file_kind(mode: int) -> str | None:
    """What a file of this ``st_mode`` is, in words, when it is not a regular file; else None."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISLNK(mode):
        return "a symbolic link"
    return "not a regular file"


def size_text(size: int) -> str:
    """1,048,576 bytes as "1 MiB", 1,572,864 as "1.5 MiB": sizes people read at a glance."""
    for unit, scale in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if size >= scale:
            value = size / scale
            return f"{value:.0f} {unit}" if value.is_integer() else f"{value:.1f} {unit}"
    return f"{size} bytes"


def too_large(size: int | None, limit: int) -> str:
    """Why a file of ``size`` bytes (None: more than ``limit``, exact size unknown) is refused."""
    how_big = f"it is {size:,} bytes" if size is not None else f"it holds over {limit:,} bytes"
    return f"{how_big}; a game transcript is at most {size_text(limit)} ({limit:,} bytes)"


def read_input_file(path: str | os.PathLike[str], limit: int = MAX_TRANSCRIPT_BYTES) -> bytes:
    """The bytes of the regular file at ``path`` (symlinks followed), at most ``limit`` of them.

    InputFileError for anything else: a FIFO, a device, a folder, a socket, or a file
    larger than ``limit``. Other OSErrors (missing, no permission) pass through.
    """
    kind = file_kind(os.stat(path).st_mode)  # before opening: opening a FIFO blocks
    if kind is not None:
        raise InputFileError(f"it is {kind}, not a regular file")
    # O_NONBLOCK: should the path become a FIFO after the stat, opening still returns at once.
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    with open(fd, "rb", closefd=True) as file:
        status = os.fstat(fd)
        kind = file_kind(status.st_mode)
        if kind is not None:
            raise InputFileError(f"it is {kind}, not a regular file")
        if status.st_size > limit:
            raise InputFileError(too_large(status.st_size, limit))
        data = file.read(limit + 1)  # a file that grows meanwhile, or a size the system hides
    if len(data) > limit:
        raise InputFileError(too_large(None, limit))
    return data


_BOM = b"\xef\xbb\xbf"
_MAX_HEADER_LINES = 10_000


@dataclass(frozen=True)
class FirstStatement:
    """A transcript's first statement: its words (at least one) and its 1-based line."""

    words: tuple[str, ...]
    line: int


def first_statement(data: bytes) -> FirstStatement | None:
    """The first statement of a transcript's bytes: what names its game (``knaster 1``).

    Before it may stand a byte order mark, blank lines and comments (``#`` to the end of a
    line), as every game's format allows. None when there is no statement or the text is not
    UTF-8 before it: the game's own reader then says what is wrong, at the right line. The
    command line (``knaster-qt check``) and the shell (Game > Open, resume, records) both
    recognise a file's game by this one function.
    """
    for number, raw in enumerate(data.split(b"\n")[:_MAX_HEADER_LINES], start=1):
        line = raw.removeprefix(_BOM) if number == 1 else raw
        try:
            text = line.decode("utf-8")
        except UnicodeDecodeError:
            return None
        words = text.split("#", 1)[0].split()
        if words:
            return FirstStatement(tuple(words), number)
    return None


def first_word(data: bytes) -> str:
    """The first word of the first statement ("" when there is none): the game's header."""
    found = first_statement(data)
    return found.words[0] if found is not None else ""
