"""A finished game's transcript into the records' GameRecord, through its game's ``record`` hook."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from knaster_qt.games import GameEntry, GameFileError
from knaster_qt.shell.registry import game_of_header
from knaster_qt.storage.records import GameRecord, PlayerRecord, header_word


def game_of_text(text: str | bytes) -> GameEntry | None:
    """The registered game whose transcript ``text`` is (by its first word)."""
    if isinstance(text, bytes):
        text = text[:200].decode("utf-8", "replace")
    words = text.split(maxsplit=1)
    return game_of_header(words[0]) if words else None


def summary_of(text: str | bytes, source: str) -> dict[str, Any]:
    """The game's record of a transcript (GameEntry.record); GameFileError if none reads it."""
    entry = game_of_text(text)
    if entry is None or entry.record is None:
        raise GameFileError("no game of this app begins its transcripts so", 1)
    return entry.load_record()(text, source)


def record_of(
    text: str, summary: dict[str, Any], finished_at: datetime | None = None
) -> GameRecord:
    """The record of a finished game: its date, sheet, end rule, players, points and ranks."""
    totals = [int(player["total"]) for player in summary["players"]]
    players = tuple(
        PlayerRecord(
            name=str(player["name"]),
            kind="computer" if player.get("level") else "human",
            level=player.get("level") or None,
            line_points=int(player.get("line_points", 0)),
            circles=int(player.get("circles", 0)),
            total=total,
            rank=1 + sum(other > total for other in totals),  # equal totals share a rank
        )
        for player, total in zip(summary["players"], totals, strict=True)
    )
    return GameRecord(
        finished_at=(finished_at or datetime.now()).replace(microsecond=0),
        sheet=str(summary.get("sheet", "")),
        end_rule=str(summary.get("end_rule", "")),
        rounds=int(summary["rounds"]),
        players=players,
        transcript=text,
        game=header_word(text),
    )
