"""Who plays a recorded game: the computer players' levels kept in ``meta bot NAME LEVEL``
lines of the transcript (docs/loop-tiles-transcript.md), and what the records keep."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from knaster_qt.games.loop_tiles.core.bots import BOT_LEVELS
from knaster_qt.games.loop_tiles.core.transcript import Transcript, parse, summary

BOT_KEY = "bot"


def bot_meta(names: Sequence[str], levels: Sequence[str | None]) -> tuple[tuple[str, ...], ...]:
    """The ``meta bot NAME LEVEL`` lines of the computer players among ``names``."""
    return tuple(
        (BOT_KEY, name, level)
        for name, level in zip(names, levels, strict=True)
        if level is not None
    )


def levels_of(transcript: Transcript) -> tuple[str | None, ...]:
    """Each seat's computer level (None: a person), read from the transcript's meta lines;
    an unknown level is read as a person's seat (the file stays playable)."""
    levels: dict[str, str] = {}
    for words in transcript.meta:
        if len(words) == 3 and words[0] == BOT_KEY and words[2] in BOT_LEVELS:
            levels[words[1]] = words[2]
    return tuple(levels.get(name) for name in transcript.names)


def record(text: str | bytes, source: str) -> dict[str, Any]:
    """The shell's ``record`` hook: what the records keep of a transcript (GameFileError)."""
    transcript = parse(text)
    found = summary(transcript)
    levels = levels_of(transcript)
    return {
        "status": found["status"],
        "sheet": "",
        "end_rule": found["rule"],
        "rounds": found["rounds"],
        "players": [
            {"name": player["name"], "level": level, "total": player["total"]}
            for player, level in zip(found["players"], levels, strict=True)
        ],
    }
