"""Computer players for every level, and hints for a human (the strong player's choice)."""

from __future__ import annotations

from typing import Protocol

from knaster_qt.games.knaster.core.actions import Action
from knaster_qt.games.knaster.core.bots.hints import Hint, hint
from knaster_qt.games.knaster.core.bots.players import EasyBot, GreedyBot, RandomBot, SearchBot
from knaster_qt.games.knaster.core.game import Game
from knaster_qt.kit.core.bot_levels import BotLevels


class Bot(Protocol):
    """A computer player: given the game, the action it takes now for ``player``.

    It answers every decision: write, circle or pass after a roll, and while bonus
    circles are due, one ``Bonus`` (the line it picks first, with its cells).
    """

    def choose(self, game: Game, player: int) -> Action: ...


# Level names as the user sees them; "greedy" is the older name of "medium".
LEVELS: tuple[str, ...] = ("random", "easy", "medium", "strong")
ALIASES = {"greedy": "medium"}


# A computer player of a level: ``make_bot(level, seed=None)``; the same seed, the same play.
make_bot = BotLevels[Bot](
    {"random": RandomBot, "easy": EasyBot, "medium": GreedyBot, "strong": SearchBot}, ALIASES
).make


__all__ = ["ALIASES", "LEVELS", "Bot", "Hint", "hint", "make_bot"]
