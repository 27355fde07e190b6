"""Player names as Exact Hit transcripts allow them (docs/exact-hit-transcript.md).

A name is one word of letters (any alphabet), digits 0-9, ``_`` or ``-``, at most 24
characters, unique in the game and case-sensitive; the transcript's keywords are not names.
The game itself checks its names by these rules, so every game can be written down.
"""

from __future__ import annotations

from collections.abc import Sequence

from knaster_qt.games import QT_TRANSLATE_NOOP
from knaster_qt.kit.core.names import MAX_NAME_LENGTH, first_names_problem, foreign_character

# The words that start a statement of their own in a transcript: a player so named could
# not be told from them.
KEYWORDS = frozenset({"exact-hit", "player", "meta", "throw", "rethrow", "keep", "end"})


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot be a player's name, or None if it can."""
    if not name:
        return QT_TRANSLATE_NOOP("ExactHitRules", "a player needs a name")
    if len(name) > MAX_NAME_LENGTH:
        long = QT_TRANSLATE_NOOP(
            "ExactHitRules", "a name has at most {most} characters, '{name}' has {length}"
        )
        return long.format(most=MAX_NAME_LENGTH, name=name, length=len(name))
    char = foreign_character(name)
    if char is not None:
        other = QT_TRANSLATE_NOOP(
            "ExactHitRules", "'{name}' contains '{char}'; a name has letters, digits, _ or - only"
        )
        return other.format(name=name, char=char)
    if name in KEYWORDS:
        keyword = QT_TRANSLATE_NOOP(
            "ExactHitRules", "'{name}' is a keyword of the transcript and cannot be a name"
        )
        return keyword.format(name=name)
    return None


def names_problem(names: Sequence[str]) -> str | None:
    """Why these cannot be the names of a game's players (one each, all different), or None."""
    return first_names_problem(names, name_problem)


def default_names(players: int) -> tuple[str, ...]:
    """The names of a game whose players were not named: Player-1, Player-2, ..."""
    return tuple(f"Player-{seat}" for seat in range(1, players + 1))
