"""Which game a transcript belongs to: the first word of its first statement.

Every game's format starts with its name and version (``knaster 1``, ``exact-hit 1``);
before it may stand a byte order mark, blank lines and comments (from ``#`` to the end of
the line), as the Knaster format allows. No Qt, no game imported.

The scan is ``knaster_qt.input_files.first_statement``, which the shell uses too.
"""

from __future__ import annotations

import os
import stat

from knaster_qt.input_files import FirstStatement
from knaster_qt.input_files import first_statement as statement_of

# Enough for any header; a file with more before its first statement is left to the
# default game's own reader, which reports it properly.
_MAX_BYTES = 1 << 20


def first_statement(path: str) -> FirstStatement | None:
    """The file's first statement, or None when there is none to be read plainly.

    None for a file that cannot be opened, is not a regular file (a FIFO would block),
    is larger than any transcript (1 MiB), is empty or all comments, or is not UTF-8 before
    its first statement: the default game's reader then says what is wrong, at the right
    line, as it always has. The scan itself is the shell's too (input_files.first_statement).
    """
    try:
        status = os.stat(path)
        if not stat.S_ISREG(status.st_mode) or status.st_size > _MAX_BYTES:
            return None
        with open(path, "rb") as file:
            return statement_of(file.read(_MAX_BYTES))
    except OSError:
        return None
