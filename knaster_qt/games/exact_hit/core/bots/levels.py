"""The level names and the one function that makes a computer player of a level."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from knaster_qt.games.exact_hit.core.actions import Cross, Write
from knaster_qt.games.exact_hit.core.bots.players import EasyBot, MediumBot, RandomBot, StrongBot
from knaster_qt.games.exact_hit.core.game import Game
from knaster_qt.kit.core.bot_levels import make_bot_of_level


class Bot(Protocol):
    """A computer player: the thrower's rethrow choice and every player's answer to the dice."""

    def rethrow(self, game: Game, player: int) -> bool: ...

    def choose(self, game: Game, player: int) -> Write | Cross: ...


# The levels a player can choose (as in Knaster), and those `knaster-qt simulate` takes too:
# "random" is a reference, "greedy" Knaster's older name of medium.
BOT_LEVELS: tuple[str, ...] = ("easy", "medium", "strong")
LEVELS: tuple[str, ...] = ("random", "easy", "medium", "strong")
ALIASES = {"greedy": "medium"}


def make_bot(level: str, seed: int | None = None) -> Bot:
    """A computer player of ``level``; the same seed gives the same play."""
    makers: dict[str, Callable[[int | None], Bot]] = {
        "random": RandomBot,
        "easy": EasyBot,
        "medium": MediumBot,
        "strong": StrongBot,
    }
    return make_bot_of_level(level, seed, makers, ALIASES)
