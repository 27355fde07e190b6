"""A transcript's file: read safely, as bytes for the kit's text rules.

Decoding, lines and words follow every game's lexical rules, in the kit
(knaster_qt/kit/core/transcript_text.py: UTF-8 with an optional byte order mark, lines
ending in LF or CRLF, ``#`` starting a comment, words separated by spaces or tabs).
"""

from __future__ import annotations

import os
import stat

from knaster_qt.games.loop_tiles.core.errors import TranscriptError

# The longest game the rules allow is far smaller: every round places a tile or ends the
# game, so there are at most about 81 rounds of 4 turns, each line under 300 bytes
# (an exchange lists the bag): about 100 KB. 1 MiB leaves room for comments and edits.
MAX_TRANSCRIPT_BYTES = 1024 * 1024


def read_file(path: str) -> bytes:
    """The bytes of the regular file at ``path``; TranscriptError (line 1) for anything else.

    A folder, a named pipe (opening one would block forever), a device or a file over
    MAX_TRANSCRIPT_BYTES is refused before it is read.
    """
    data = b""
    try:
        kind = _not_regular(os.stat(path).st_mode)  # before opening: a FIFO would block
        if kind is None:
            flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
            with open(os.open(path, flags), "rb", closefd=True) as file:
                kind = _not_regular(os.fstat(file.fileno()).st_mode)
                if kind is None:
                    data = file.read(MAX_TRANSCRIPT_BYTES + 1)
    except OSError as error:
        reason = error.strerror or type(error).__name__
        raise TranscriptError(f"cannot read the file: {reason}", 1) from None
    if kind is not None:
        raise TranscriptError(f"cannot read the file: it is {kind}, not a regular file", 1)
    if len(data) > MAX_TRANSCRIPT_BYTES:
        raise TranscriptError(
            f"cannot read the file: a transcript is at most {MAX_TRANSCRIPT_BYTES:,} bytes", 1
        )
    return data


def _not_regular(mode: int) -> str | None:
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "something else"
