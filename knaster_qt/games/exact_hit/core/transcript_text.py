"""A transcript's text: reading the file safely, decoding, lines and words, quoting input.

The lexical rules are Knaster's (docs/transcript-format.md): UTF-8 with an optional byte
order mark, lines ending in LF or CRLF, ``#`` starting a comment, words separated by spaces
or tabs. Games do not import each other, so these few functions are Exact Hit's own copy.
"""

from __future__ import annotations

import os
import re
import stat

from knaster_qt.games.exact_hit.core.errors import TranscriptError

BLANKS = re.compile(r"[ \t]+")  # what separates the words of a statement
_UTF8_BOM = b"\xef\xbb\xbf"
_SHOWN_LENGTH = 40  # words quoted in messages are cut here, so a message stays one short line
# The longest game: 30 rounds (each player fills a field a round), each with a throw, a
# rethrow, a keep and six players' writes of six dice under 24-letter names of 4-byte
# letters (about 160 bytes each): about 31 KB. 1 MiB leaves plenty for comments.
MAX_TRANSCRIPT_BYTES = 1024 * 1024


def read_file(path: str | os.PathLike[str]) -> bytes:
    """The bytes of the regular file at ``path``; TranscriptError (line 1) for anything else.

    A folder, a named pipe (opening it would block), a device (it may never end) or a file
    over MAX_TRANSCRIPT_BYTES is refused with a plain reason; the file is never changed.
    """
    try:
        kind = _not_regular(os.stat(path).st_mode)  # before opening: opening a FIFO blocks
        if kind is None:
            # O_NONBLOCK: should the path become a FIFO after the stat, opening returns at once.
            flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
            with open(os.open(path, flags), "rb", closefd=True) as file:
                kind = _not_regular(os.fstat(file.fileno()).st_mode)
                data = b"" if kind else file.read(MAX_TRANSCRIPT_BYTES + 1)
    except OSError as error:
        # The message leaves the path out: the caller shows it (FILE:LINE: error: ...).
        reason = error.strerror or type(error).__name__
        raise TranscriptError(f"cannot read the file: {reason}", 1) from None
    except ValueError as error:  # a path with a NUL character
        raise TranscriptError(f"cannot read the file: {error}", 1) from None
    if kind is not None:
        raise TranscriptError(f"cannot read the file: it is {kind}, not a regular file", 1)
    if len(data) > MAX_TRANSCRIPT_BYTES:
        raise TranscriptError(
            f"cannot read the file: it holds over {MAX_TRANSCRIPT_BYTES:,} bytes; "
            "a game transcript is at most 1 MiB",
            1,
        )
    return data


def _not_regular(mode: int) -> str | None:
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
    return "not a regular file"


def decode_text(data: bytes | str) -> str:
    """The text of a transcript: UTF-8, a leading byte order mark dropped."""
    if isinstance(data, str):
        return data.removeprefix("\ufeff")
    data = data.removeprefix(_UTF8_BOM)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        # Reported before anything else, at the line holding the first bad byte.
        line = data.count(b"\n", 0, error.start) + 1
        raise TranscriptError(
            f"not UTF-8 text: byte 0x{data[error.start]:02x} cannot be decoded", line
        ) from None


def split_lines(text: str) -> list[str]:
    """Lines end in LF or CRLF; a final line without its LF still counts."""
    if not text:
        return []
    lines = text.split("\n")
    if lines[-1] == "":
        lines.pop()
    return [line.removesuffix("\r") for line in lines]


def statement_text(raw: str, number: int) -> str:
    """One line's statement: its comment (from '#') and the blanks at its ends left out."""
    statement = raw.split("#", 1)[0]
    if "\r" in statement:
        raise TranscriptError("a carriage return inside a line (lines end in LF or CRLF)", number)
    return statement.strip(" \t")


def show(word: str) -> str:
    """A word from the input as it may appear in a one-line message: escaped and cut short."""
    if len(word) > _SHOWN_LENGTH:
        word = word[:_SHOWN_LENGTH] + "..."
    return printable(word)


def printable(text: str) -> str:
    """``text`` with control characters (line breaks too) escaped, e.g. ``\\x0b``."""
    if text.isprintable():
        return text
    return "".join(char if char.isprintable() else ascii(char)[1:-1] for char in text)
