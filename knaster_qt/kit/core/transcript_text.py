"""Transcript text into statements, as every game's transcripts are written.

The lexical rules are Knaster's (docs/transcript-format.md) and every game's: UTF-8 with an
optional byte order mark, lines ending in LF or CRLF, ``#`` starting a comment, words
separated by spaces or tabs. A problem is raised as the game's own error: the caller passes
``error``, called with the message and the 1-based line (its TranscriptError, or a
``functools.partial`` of it that adds the source).
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Callable, Iterable

BLANKS = re.compile(r"[ \t]+")  # what separates the words of a statement
_UTF8_BOM = b"\xef\xbb\xbf"
_SHOWN_LENGTH = 40  # words quoted in messages are cut here, so a message stays one short line

ErrorType = Callable[[str, int], Exception]


def decode_text(data: bytes | str, error: ErrorType) -> str:
    """The text of a transcript: UTF-8, a leading byte order mark dropped."""
    if isinstance(data, str):
        return data.removeprefix("\ufeff")
    data = data.removeprefix(_UTF8_BOM)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as problem:
        # Reported before anything else, at the line holding the first bad byte.
        line = data.count(b"\n", 0, problem.start) + 1
        raise error(
            f"not UTF-8 text: byte 0x{data[problem.start]:02x} cannot be decoded", line
        ) from None


def split_lines(text: str) -> list[str]:
    """Lines end in LF or CRLF; a final line without its LF still counts."""
    if not text:
        return []
    lines = text.split("\n")
    if lines[-1] == "":
        lines.pop()
    return [line.removesuffix("\r") for line in lines]


def statement_text(raw: str, number: int, error: ErrorType) -> str:
    """One line's statement: its comment (from '#') and the blanks at its ends left out."""
    statement = raw.split("#", 1)[0]
    if "\r" in statement:
        raise error("a carriage return inside a line (lines end in LF or CRLF)", number)
    return statement.strip(" \t")


def statement_words(raw: str, number: int, error: ErrorType) -> list[str]:
    """The words of one line's statement, its comment (from '#') left out; [] for none."""
    statement = statement_text(raw, number, error)
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


def meta_date(meta: Iterable[tuple[str, str]]) -> datetime.date | None:
    """The day a game was played, when its transcript's ``meta`` says so (``meta date
    2026-12-01``); None without one or for one that is not a date."""
    for key, value in meta:
        if key.lower() == "date":
            try:
                return datetime.date.fromisoformat(value.strip()[:10])
            except ValueError:
                return None
    return None
