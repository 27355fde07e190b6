"""Loop Tiles transcripts: the public entry points (format: docs/loop-tiles-transcript.md).

- ``Transcript.new(names, seed, fixed_turns=...)`` starts a recorded game; play it with
  its ``place``/``take_back``/``end_turn``/``exchange`` and read ``transcript.game``.
- ``parse(text or bytes) -> Transcript`` replays a transcript through the rules;
  ``load(path)`` reads a file first.
- ``write(transcript) -> str`` gives its text; ``parse(write(t))`` is the same game.
- ``summary(transcript) -> dict`` and ``check(path) -> dict``: the ``check`` JSON.

Every problem with a transcript raises TranscriptError (a GameFileError) with its line.
"""

from __future__ import annotations

from typing import Any

from knaster_qt.games.loop_tiles.core.errors import TranscriptError
from knaster_qt.games.loop_tiles.core.transcript_reader import parse
from knaster_qt.games.loop_tiles.core.transcript_record import (
    Action,
    Done,
    Exchange,
    Place,
    Transcript,
    name_problem,
)
from knaster_qt.games.loop_tiles.core.transcript_text import read_file
from knaster_qt.games.loop_tiles.core.transcript_writer import summary, write


def load(path: str) -> Transcript:
    """The game recorded in the file at ``path`` (only read, never changed)."""
    return parse(read_file(path))


def check(path: str) -> dict[str, Any]:
    """The game hook behind ``knaster-qt check``: the summary of a transcript file that checks."""
    return summary(load(path))


__all__ = [
    "Action",
    "Done",
    "Exchange",
    "Place",
    "Transcript",
    "TranscriptError",
    "check",
    "load",
    "name_problem",
    "parse",
    "summary",
    "write",
]
