"""What the shell's records keep of a Knaster transcript (GameEntry.record; no Qt, no storage).

The shell asks this of every transcript it keeps or records (a finished game, a pending
record, the autosave it offers to resume, a kept game) and builds its GameRecord from it.
"""

from __future__ import annotations

from typing import Any

from knaster_qt.games.knaster.core.errors import GameError, TranscriptError
from knaster_qt.games.knaster.core.game import Game
from knaster_qt.games.knaster.core.setup import GameSetup
from knaster_qt.games.knaster.core.transcript import parse_transcript


def computer_levels(game: Game) -> dict[str, str]:
    """Name -> level of the computer players (``meta bot NAME LEVEL``); the rest are people."""
    seats = GameSetup.from_game(game).seats
    return {seat.name: seat.level for seat in seats if seat.level is not None}


def record_summary(game: Game) -> dict[str, Any]:
    """The record of ``game``: side, end rule, rounds, each player's level and points."""
    levels = computer_levels(game)
    players = []
    for seat, name in enumerate(game.players):
        score = game.score(seat)
        players.append(
            {
                "name": name,
                "level": levels.get(name) or None,
                "line_points": score.line_points,
                "circles": score.circles,
                "total": score.total,
            }
        )
    return {
        "status": "finished" if game.game_over else "in_progress",
        "sheet": game.layout.id,
        "end_rule": game.end_rule.value,
        "rounds": game.rounds,
        "players": players,
    }


def record(text: str | bytes, source: str) -> dict[str, Any]:
    """The record of the transcript ``text``; TranscriptError (a GameFileError) if it is bad."""
    try:
        game = parse_transcript(text, source)
    except TranscriptError:
        raise
    except GameError as error:  # the rules refused a statement: the file is what is wrong
        raise TranscriptError(str(error), 1, source) from error
    return record_summary(game)
