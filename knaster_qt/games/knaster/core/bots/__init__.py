"""Computer players for every level, and hints for a human (the strong player's choice)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from knaster_qt.games.knaster.core.actions import Action
from knaster_qt.games.knaster.core.bots.hints import Hint, hint
from knaster_qt.games.knaster.core.bots.players import EasyBot, GreedyBot, RandomBot, SearchBot
from knaster_qt.games.knaster.core.game import Game
from knaster_qt.kit.core.bot_levels import make_bot_of_level


class Bot(Protocol):
    """A computer player: given the game, the action it takes now for ``player``.

    It answers every decision: write, circle or pass after a roll, and while bonus
    circles are due, one ``Bonus`` (the line it picks first, with its cells).
    """

    def choose(self, game: Game, player: int) -> Action: ...


# Level names as the user sees them; "greedy" is the older name of "medium".
LEVELS: tuple[str, ...] = ("random", "easy", "medium", "strong")
ALIASES = {"greedy": "medium"}


def make_bot(level: str, seed: int | None = None) -> Bot:
    """A computer player of ``level`` (random, easy, medium or greedy, strong); the same
    seed gives the same play."""
    makers: dict[str, Callable[[int | None], Bot]] = {
        "random": RandomBot,
        "easy": EasyBot,
        "medium": GreedyBot,
        "strong": SearchBot,
    }
    return make_bot_of_level(level, seed, makers, ALIASES)


__all__ = ["ALIASES", "LEVELS", "Bot", "Hint", "hint", "make_bot"]
