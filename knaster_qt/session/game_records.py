"""Turn a finished Game into the records' GameRecord: players' kind and level from ``meta bot`` lines."""

from __future__ import annotations

from datetime import datetime

from knaster_qt.core.game import Game
from knaster_qt.core.transcript import write_transcript
from knaster_qt.storage.records import GameRecord, PlayerRecord


def computer_levels(game: Game) -> dict[str, str]:
    """Name -> level for every ``meta bot NAME LEVEL`` line; players without one are humans."""
    levels = {}
    for key, value in game.meta:
        if key != "bot":
            continue
        words = value.split()
        if words and words[0] in game.players:
            levels[words[0]] = words[1] if len(words) > 1 else ""
    return levels


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
