"""A transcript's text: reading the file safely, decoding, lines and words, quoting input.

The lexical rules are Knaster's (docs/transcript-format.md): UTF-8 with an optional byte
order mark, lines ending in LF or CRLF, ``#`` starting a comment, words separated by spaces
or tabs. Games do not import each other, so these few functions are Exact Hit's own.
"""

from __future__ import annotations

import os
import re

from knaster_qt.games.exact_hit.core.errors import TranscriptError
from knaster_qt.input_files import InputFileError, read_input_file

BLANKS = re.compile(r"[ \t]+")  # what separates the words of a statement
_UTF8_BOM = b"\xef\xbb\xbf"
_SHOWN_LENGTH = 40  # words quoted in messages are cut here, so a message stays one short line


def read_file(path: str | os.PathLike[str]) -> bytes:
    """The bytes of the regular file at ``path``; TranscriptError (line 1) for anything else.

    A folder, a named pipe (opening it would block), a device (it may never end) or a file
    over 1 MiB is refused with a plain reason (``knaster_qt.input_files``, shared by every
    game); the file is never changed. The longest Exact Hit game, 30 rounds of six players
    with 24-letter names of 4-byte letters writing six dice, is about 31 KB.
    """
    try:
        return read_input_file(path)
    except InputFileError as error:
        raise TranscriptError(f"cannot read the file: {error}", 1) from None
    except OSError as error:
        # The message leaves the path out: the caller shows it (FILE:LINE: error: ...).
        reason = error.strerror or type(error).__name__
        raise TranscriptError(f"cannot read the file: {reason}", 1) from None
    except ValueError as error:  # a path with a NUL character
        raise TranscriptError(f"cannot read the file: {error}", 1) from None


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
