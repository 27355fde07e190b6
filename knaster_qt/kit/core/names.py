"""Players' names as every game's transcripts allow them: one word, each player's own.

A name is one word of letters (any alphabet), digits 0-9, ``_`` or ``-``; each game says in
its own words (translated) what is wrong with one, and adds its own keywords.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

MAX_NAME_LENGTH = 24
_NOT_LETTERS = "0123456789_-"  # the characters of a name besides letters


def foreign_character(name: str) -> str | None:
    """The first character of ``name`` that a name may not hold, or None."""
    return next((c for c in name if not (c.isalpha() or c in _NOT_LETTERS)), None)


def first_names_problem(
    names: Iterable[str], name_problem: Callable[[str], str | None]
) -> str | None:
    """The first name's problem (the game's ``name_problem``) or two players of one name."""
    seen: set[str] = set()
    for name in names:
        problem = name_problem(name)
        if problem:
            return problem
        if name in seen:
            return f"two players are called {name}"
        seen.add(name)
    return None
