"""Text the commands print: one line whatever a file or a name holds, UTF-8 whatever the locale."""

from __future__ import annotations

from typing import TextIO

SHOWN_LENGTH = 40  # words quoted in messages are cut here, so a message stays one short line


def printable(text: str) -> str:
    """``text`` with control characters (line breaks too) escaped, e.g. ``\\x0b``."""
    if text.isprintable():
        return text
    return "".join(char if char.isprintable() else ascii(char)[1:-1] for char in text)


def show(word: str) -> str:
    """A word from the input as it may appear in a one-line message: escaped and cut short."""
    if len(word) > SHOWN_LENGTH:
        word = word[:SHOWN_LENGTH] + "..."
    return printable(word)


def emit(stream: TextIO, text: str) -> None:
    """Write UTF-8 whatever the locale says, so player names in any alphabet come out whole."""
    buffer = getattr(stream, "buffer", None)
    if buffer is None:
        stream.write(text)
    else:
        stream.flush()
        buffer.write(text.encode("utf-8", "backslashreplace"))
    stream.flush()
