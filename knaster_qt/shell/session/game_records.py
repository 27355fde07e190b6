"""Turn a finished Game into the records' GameRecord: players' kind and level from ``meta bot`` lines."""

from __future__ import annotations

from datetime import datetime

from knaster_qt.games.knaster.core.game import Game
from knaster_qt.games.knaster.core.setup import GameSetup
from knaster_qt.games.knaster.core.transcript import write_transcript
from knaster_qt.storage.records import GameRecord, PlayerRecord


def computer_levels(game: Game) -> dict[str, str]:
    """Name -> level of the computer players (``meta bot NAME LEVEL``); the rest are people."""
    seats = GameSetup.from_game(game).seats
    return {seat.name: seat.level for seat in seats if seat.level is not None}


def record_of(game: Game, finished_at: datetime | None = None) -> GameRecord:
    """The record of a finished game (date, side, end rule, players, scores, transcript)."""
    levels = computer_levels(game)
    ranks = game.ranks()
    players = []
    for seat, name in enumerate(game.players):
        score = game.score(seat)
        players.append(
            PlayerRecord(
                name=name,
                kind="computer" if name in levels else "human",
                level=levels.get(name) or None,
                line_points=score.line_points,
                circles=score.circles,
                total=score.total,
                rank=ranks[seat],
            )
        )
    return GameRecord(
        finished_at=(finished_at or datetime.now()).replace(microsecond=0),
        sheet=game.layout.id,
        end_rule=game.end_rule.value,
        rounds=game.rounds,
        players=tuple(players),
        transcript=write_transcript(game),
    )
