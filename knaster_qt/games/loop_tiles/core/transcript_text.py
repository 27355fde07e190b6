"""Transcript text into statements: reading the file safely, decoding, lines and words.

The same conventions as Knaster's transcripts (games share no code, so this is Loop
Tiles' own copy): UTF-8 with an optional byte order mark, lines ending in LF or CRLF,
``#`` starting a comment, words separated by spaces or tabs.
"""

from __future__ import annotations

import os
import re
import stat

from knaster_qt.games.loop_tiles.core.errors import TranscriptError

# The longest game the rules allow is far smaller: every round places a tile or ends the
# game, so there are at most about 81 rounds of 4 turns, each line under 300 bytes
# (an exchange lists the bag): about 100 KB. 1 MiB leaves room for comments and edits.
MAX_TRANSCRIPT_BYTES = 1024 * 1024

_BLANKS = re.compile(r"[ \t]+")
_UTF8_BOM = b"\xef\xbb\xbf"
_SHOWN_LENGTH = 40  # input quoted in a message is cut here, so the message stays one line


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


def decode(data: bytes | str) -> str:
    """The text: UTF-8, a leading byte order mark dropped; a bad byte is reported at its line."""
    if isinstance(data, str):
        return data.removeprefix("\ufeff")
    data = data.removeprefix(_UTF8_BOM)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        raise TranscriptError(
            f"not UTF-8 text: byte 0x{data[error.start]:02x} cannot be decoded", line
        ) from None


def split_lines(text: str) -> list[str]:
    """Lines end in LF or CRLF; a last line without its LF still counts."""
    if not text:
        return []
    lines = text.split("\n")
    if lines[-1] == "":
        lines.pop()
    return [line.removesuffix("\r") for line in lines]


def words_of(line: str, number: int) -> list[str]:
    """The words of one line's statement, its comment left out; [] for none."""
    statement = line.split("#", 1)[0]
    if "\r" in statement:
        raise TranscriptError("a carriage return inside a line (lines end in LF or CRLF)", number)
    statement = statement.strip(" \t")
    return _BLANKS.split(statement) if statement else []


def show(word: str) -> str:
    """A word of the input as a message may quote it: control characters escaped, cut short."""
    if len(word) > _SHOWN_LENGTH:
        word = word[:_SHOWN_LENGTH] + "..."
    if word.isprintable():
        return word
    return "".join(char if char.isprintable() else ascii(char)[1:-1] for char in word)
