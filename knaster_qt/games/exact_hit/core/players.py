"""Player names as Exact Hit transcripts allow them (docs/exact-hit-transcript.md).

A name is one word of letters (any alphabet), digits 0-9, ``_`` or ``-``, at most 24
characters, unique in the game and case-sensitive; the transcript's keywords are not names.
The game itself checks its names by these rules, so every game can be written down.
"""

from __future__ import annotations

from collections.abc import Sequence

from knaster_qt.games import transcript_name_problem
from knaster_qt.kit.core.names import first_names_problem

# The words that start a statement of their own in a transcript: a player so named could
# not be told from them.
KEYWORDS = frozenset({"exact-hit", "player", "meta", "throw", "rethrow", "keep", "end"})


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot be a player's name, or None if it can."""
    return transcript_name_problem(name, KEYWORDS)


def names_problem(names: Sequence[str]) -> str | None:
    """Why these cannot be the names of a game's players (one each, all different), or None."""
    return first_names_problem(names, name_problem)


def default_names(players: int) -> tuple[str, ...]:
    """The names of a game whose players were not named: Player-1, Player-2, ..."""
    return tuple(f"Player-{seat}" for seat in range(1, players + 1))
