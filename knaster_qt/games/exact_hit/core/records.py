"""What the shell's records keep of an Exact Hit transcript (GameEntry.record; no Qt).

The computer players are named in the transcript's notes, ``meta bot NAME LEVEL`` (the app
writes one per computer seat); every other player is a person.
"""

from __future__ import annotations

from typing import Any

from knaster_qt.games.exact_hit.core.game import Game
from knaster_qt.games.exact_hit.core.marks import CROSS
from knaster_qt.games.exact_hit.core.sheets import ROWS
from knaster_qt.games.exact_hit.core.transcript import parse

BOT_NOTE = "bot"  # meta bot NAME LEVEL


def computer_levels(game: Game) -> dict[str, str]:
    """Name -> level of the game's computer players (its ``meta bot NAME LEVEL`` notes)."""
    levels: dict[str, str] = {}
    for key, value in game.meta:
        words = value.split()
        if key == BOT_NOTE and len(words) == 2 and words[0] in game.names:
            levels[words[0]] = words[1]
    return levels


def record_summary(game: Game) -> dict[str, Any]:
    """The record of ``game``: its sheets, rounds, each player's level and points."""
    levels = computer_levels(game)
    players = []
    for name, marks in zip(game.names, game.marks, strict=True):
        players.append(
            {
                "name": name,
                "level": levels.get(name),
                "sheet": marks.sheet.letter,
                "rows": [marks.row_score(row) for row in range(ROWS)],
                "crosses": sum(mark is CROSS for row in marks.fields for mark in row),
                "total": marks.total,
            }
        )
    return {
        "status": "finished" if game.game_over else "in_progress",
        "sheet": "".join(game.letters),
        "end_rule": "",
        "rounds": game.rounds,
        "players": players,
    }


def record(text: str | bytes, source: str) -> dict[str, Any]:
    """The record of the transcript ``text``; TranscriptError (a GameFileError) if it is bad."""
    del source  # the errors name the line; the shell adds the file
    return record_summary(parse(text))
