"""The one way a game makes a computer player of a level: its table of level -> maker."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TypeVar

Bot = TypeVar("Bot")


def make_bot_of_level(
    level: str,
    seed: int | None,
    makers: Mapping[str, Callable[[int | None], Bot]],
    aliases: Mapping[str, str] | None = None,
) -> Bot:
    """A computer player of ``level`` (or of its older name in ``aliases``) from ``makers``,
    in the order the game lists its levels; the same seed gives the same play."""
    aliases = aliases or {}
    make = makers.get(aliases.get(level, level))
    if make is None:
        known = ", ".join([*makers, *aliases])
        raise ValueError(f"unknown level '{level}' (known: {known})")
    return make(seed)
