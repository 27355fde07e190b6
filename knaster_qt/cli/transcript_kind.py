"""Which game a transcript belongs to: the first word of its first statement.

Every game's format starts with its name and version (``knaster 1``, ``exact-hit 1``);
before it may stand a byte order mark, blank lines and comments (from ``#`` to the end of
the line), as the Knaster format allows. No Qt, no game imported.
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass

_BOM = b"\xef\xbb\xbf"
# Enough for any header; a file with more before its first statement is left to the
# default game's own reader, which reports it properly.
_MAX_LINES = 10_000
_MAX_BYTES = 1 << 20


@dataclass(frozen=True)
class FirstStatement:
    words: tuple[str, ...]  # the first statement's words (at least one)
    line: int  # its 1-based line


def first_statement(path: str) -> FirstStatement | None:
    """The file's first statement, or None when there is none to be read plainly.

    None for a file that cannot be opened, is not a regular file (a FIFO would block),
    is larger than any transcript (1 MiB), is empty or all comments, or is not UTF-8 before its first statement: the default
    game's reader then says what is wrong, at the right line, as it always has.
    """
    try:
        status = os.stat(path)
        if not stat.S_ISREG(status.st_mode) or status.st_size > _MAX_BYTES:
            return None
        with open(path, "rb") as file:
            return _scan(file.readlines(_MAX_BYTES)[:_MAX_LINES])
    except OSError:
        return None


def _scan(lines: list[bytes]) -> FirstStatement | None:
    for number, raw in enumerate(lines, start=1):
        data = raw.removeprefix(_BOM) if number == 1 else raw
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            return None
        words = text.split("#", 1)[0].split()
        if words:
            return FirstStatement(tuple(words), number)
    return None
