"""Game transcripts (format version 1): load and check a file, and the public entry points.

The format is specified in ``specs/knaster-transcript.md``: a line-based text with
a header (``knaster 1``, ``sheet``, ``player`` lines, optional ``rule`` and
``meta``) and a body of rolls and actions. The work is done in the kit's
transcript_text (knaster_qt/kit/core: text into statements, as every game's),
transcript_replay (statements into a Game) and transcript_writer (a Game into
text); everything they offer stays importable from here. Replaying goes through the Game's own rules, so a transcript checks
exactly when the game would have allowed it; the first problem raises
TranscriptError with its 1-based line number.
"""

from __future__ import annotations

import os
from typing import Any

from knaster_qt.games.knaster.core.errors import TranscriptError
from knaster_qt.games.knaster.core.game import Game
from knaster_qt.games.knaster.core.notation import LINE_NAMES
from knaster_qt.games.knaster.core.transcript_replay import (
    ACTION_WORDS,
    FORMAT_VERSION,
    HEADER_KEYWORDS,
    parse_transcript,
)
from knaster_qt.games.knaster.core.transcript_writer import write_transcript
from knaster_qt.input_files import InputFileError, read_input_file
from knaster_qt.kit.core.check_summary import check_summary
from knaster_qt.kit.core.transcript_text import printable, show


def load_transcript(path: str | os.PathLike[str]) -> Game:
    """Read and replay a transcript file; the file is only read, never changed.

    Only a regular file of at most MAX_TRANSCRIPT_BYTES is read (input_files says why):
    a FIFO, a device or a huge file is a TranscriptError at line 1, never a hang.
    """
    try:
        data = read_input_file(path)
    except InputFileError as error:
        raise TranscriptError(f"cannot read the file: {error}", 1, os.fspath(path)) from None
    except OSError as error:
        # The message leaves the path out: the caller shows it (FILE:LINE: error: ...).
        reason = error.strerror or type(error).__name__
        raise TranscriptError(f"cannot read the file: {reason}", 1, os.fspath(path)) from None
    return parse_transcript(data, os.fspath(path))


def check_transcript(path: str | os.PathLike[str]) -> dict[str, Any]:
    """What ``knaster-qt check FILE`` prints: the summary of a transcript file that checks."""
    return summary(load_transcript(path))


def summary(game: Game) -> dict[str, Any]:
    """The JSON object of the spec, keys in the spec's order."""
    players = []
    for index, name in enumerate(game.players):
        score = game.score(index)
        players.append(
            {
                "name": name,
                "line_points": score.line_points,
                "circles": score.circles,
                "total": score.total,
                "scored_lines": [LINE_NAMES[line] for line in score.scored_lines],
                "filled": score.filled,
            }
        )
    winners = (game.players[index] for index in game.winners())
    return check_summary(game.game_over, game.rounds, players, winners, sheet=game.layout.id)


__all__ = [
    "ACTION_WORDS",
    "FORMAT_VERSION",
    "HEADER_KEYWORDS",
    "check_transcript",
    "load_transcript",
    "parse_transcript",
    "printable",
    "show",
    "summary",
    "write_transcript",
]
