"""The one way a game makes a computer player of a level: its table of level -> maker."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Generic, TypeVar

Bot = TypeVar("Bot")


class BotLevels(Generic[Bot]):
    """A game's computer players by level: a maker (called with the seed) per level, in the
    order the game lists its levels, and older names of some levels (``aliases``)."""

    def __init__(
        self,
        makers: Mapping[str, Callable[[int | None], Bot]],
        aliases: Mapping[str, str] | None = None,
    ) -> None:
        self._makers = dict(makers)
        self._aliases = dict(aliases or {})

    def make(self, level: str, seed: int | None = None) -> Bot:
        """A computer player of ``level``; the same seed gives the same play."""
        make = self._makers.get(self._aliases.get(level, level))
        if make is None:
            known = ", ".join([*self._makers, *self._aliases])
            raise ValueError(f"unknown level '{level}' (known: {known})")
        return make(seed)
