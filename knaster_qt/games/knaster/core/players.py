"""Player names as transcripts allow them: one word, unique, at most 24 characters."""

from __future__ import annotations

from collections.abc import Sequence

from knaster_qt.games import QT_TRANSLATE_NOOP
from knaster_qt.games.knaster.core.errors import IllegalActionError
from knaster_qt.kit.core.names import MAX_NAME_LENGTH as MAX_NAME_LENGTH
from knaster_qt.kit.core.names import first_names_problem, foreign_character

# The computer levels a person chooses from (the bots module also knows "random", a test aid).
BOT_LEVELS: tuple[str, ...] = ("easy", "medium", "strong")
MAX_PLAYERS = 12
RESERVED_WORDS = frozenset({"roll", "player", "sheet", "rule", "meta", "end", "knaster"})


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot be a player's name, or None if it can."""
    if not name:
        return QT_TRANSLATE_NOOP("KnasterRules", "a player needs a name")
    if len(name) > MAX_NAME_LENGTH:
        long = QT_TRANSLATE_NOOP("KnasterRules", "'{name}' is longer than {most} characters")
        return long.format(name=name, most=MAX_NAME_LENGTH)
    char = foreign_character(name)
    if char is not None:
        if char.isspace():
            space = QT_TRANSLATE_NOOP(
                "KnasterRules", "'{name}' contains a space; use letters, digits, _ or -"
            )
            return space.format(name=name)
        #: {char}: the character that may not be in a name
        other = QT_TRANSLATE_NOOP(
            "KnasterRules", "'{name}' contains '{char}'; use letters, digits, _ or -"
        )
        return other.format(name=name, char=char)
    if name in RESERVED_WORDS:
        keyword = QT_TRANSLATE_NOOP(
            "KnasterRules", "'{name}' is a keyword of the transcript and cannot be a name"
        )
        return keyword.format(name=name)
    return None


def validate_player_names(names: Sequence[str]) -> tuple[str, ...]:
    if not 1 <= len(names) <= MAX_PLAYERS:
        raise IllegalActionError(f"a game has 1 to {MAX_PLAYERS} players, not {len(names)}")
    problem = first_names_problem(names, name_problem)
    if problem:
        raise IllegalActionError(problem)
    return tuple(names)
