"""Transcript text into statements: decoding, splitting lines and words; quoting input in messages."""

from __future__ import annotations

import re

from knaster_qt.games.knaster.core.errors import TranscriptError

BLANKS = re.compile(r"[ \t]+")  # what separates the words of a statement
_UTF8_BOM = b"\xef\xbb\xbf"
_SHOWN_LENGTH = 40  # words quoted in messages are cut here, so a message stays one short line


def decode_text(data: bytes | str, source: str) -> str:
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
            f"not UTF-8 text: byte 0x{data[error.start]:02x} cannot be decoded", line, source
        ) from None


def split_lines(text: str) -> list[str]:
    """Lines end in LF or CRLF; a final line without its LF still counts."""
    if not text:
        return []
    lines = text.split("\n")
    if lines[-1] == "":
        lines.pop()
    return [line.removesuffix("\r") for line in lines]


def statement_words(raw: str, number: int, source: str) -> list[str]:
    """The words of one line's statement, its comment (from '#') left out; [] for none."""
    statement = raw.split("#", 1)[0]
    if "\r" in statement:
        raise TranscriptError(
            "a carriage return inside a line (lines end in LF or CRLF)", number, source
        )
    statement = statement.strip(" \t")
    return BLANKS.split(statement) if statement else []


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
