"""Player names as transcripts allow them: one word, unique, at most 24 characters."""

from __future__ import annotations

from collections.abc import Sequence

from knaster_qt.games import transcript_name_problem
from knaster_qt.games.knaster.core.errors import IllegalActionError
from knaster_qt.kit.core.names import MAX_NAME_LENGTH as MAX_NAME_LENGTH
from knaster_qt.kit.core.names import first_names_problem

# The computer levels a person chooses from (the bots module also knows "random", a test aid).
BOT_LEVELS: tuple[str, ...] = ("easy", "medium", "strong")
MAX_PLAYERS = 12
RESERVED_WORDS = frozenset({"roll", "player", "sheet", "rule", "meta", "end", "knaster"})


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot be a player's name, or None if it can."""
    return transcript_name_problem(name, RESERVED_WORDS)


def validate_player_names(names: Sequence[str]) -> tuple[str, ...]:
    if not 1 <= len(names) <= MAX_PLAYERS:
        raise IllegalActionError(f"a game has 1 to {MAX_PLAYERS} players, not {len(names)}")
    problem = first_names_problem(names, name_problem)
    if problem:
        raise IllegalActionError(problem)
    return tuple(names)
