"""Exact Hit transcripts (docs/exact-hit-transcript.md): the public entry points.

A transcript is the plain-text record of one game, first statement ``exact-hit 1``: the
players with their sheet letters, every throw and rethrow by colour, each player's write or
cross per round. It is what the app saves and resumes and what ``knaster-qt check`` reads.

- ``parse(data) -> Game``: replay a transcript's text (bytes or str) through the rules
  core; ``TranscriptError`` (a ``GameFileError``: ``.line``, ``.message``) at the first
  problem. A game in progress is valid.
- ``write(game) -> str``: the canonical text; ``parse(write(game)) == game`` and
  ``write(parse(text))`` is stable.
- ``load(path) -> Game``: read a file (a regular file of at most 1 MiB) and parse it.
- ``summary(game) -> dict``: the ``check`` JSON of a game.
- ``check(path) -> dict``: ``summary(load(path))``; the game hook of ``knaster-qt check``.
- ``FILE_SUFFIX``: the suffix of saved Exact Hit games.

The work is done in ``transcript_text`` (file and text into statements), ``transcript_read``
(statements into a Game) and ``transcript_write`` (a Game into text).
"""

from __future__ import annotations

import os
from typing import Any

from knaster_qt.games.exact_hit.core.errors import TranscriptError
from knaster_qt.games.exact_hit.core.game import Game
from knaster_qt.games.exact_hit.core.marks import CROSS
from knaster_qt.games.exact_hit.core.sheets import ROWS
from knaster_qt.games.exact_hit.core.transcript_read import FORMAT_VERSION, FORMAT_WORD, parse
from knaster_qt.games.exact_hit.core.transcript_text import read_file
from knaster_qt.games.exact_hit.core.transcript_write import write
from knaster_qt.kit.core.check_summary import check_summary

FILE_SUFFIX = ".exact-hit"


def load(path: str | os.PathLike[str]) -> Game:
    """Read and replay the transcript file at ``path``; it is only read, never changed."""
    return parse(read_file(path))


def check(path: str) -> dict[str, Any]:
    """What ``knaster-qt check FILE`` prints for an Exact Hit transcript; TranscriptError else."""
    return summary(load(path))


def summary(game: Game) -> dict[str, Any]:
    """The ``check`` JSON object of the format's documentation, keys in its order."""
    players = []
    for name, marks in zip(game.names, game.marks, strict=True):
        players.append(
            {
                "name": name,
                "sheet": marks.sheet.letter,
                "rows": [marks.row_score(row) for row in range(ROWS)],
                "exact_hits": sum(marks.exact_hits(row) for row in range(ROWS)),
                "crosses": sum(mark is CROSS for row in marks.fields for mark in row),
                "total": marks.total,
            }
        )
    winners = (game.names[player] for player in game.winners())
    return check_summary(game.game_over, game.rounds, players, winners)


__all__ = [
    "FILE_SUFFIX",
    "FORMAT_VERSION",
    "FORMAT_WORD",
    "TranscriptError",
    "check",
    "load",
    "parse",
    "summary",
    "write",
]
