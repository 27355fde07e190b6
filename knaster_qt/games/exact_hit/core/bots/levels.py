"""The level names and the one function that makes a computer player of a level."""

from __future__ import annotations

from typing import Protocol

from knaster_qt.games.exact_hit.core.actions import Cross, Write
from knaster_qt.games.exact_hit.core.bots.players import EasyBot, MediumBot, RandomBot, StrongBot
from knaster_qt.games.exact_hit.core.game import Game
from knaster_qt.kit.core.bot_levels import BotLevels


class Bot(Protocol):
    """A computer player: the thrower's rethrow choice and every player's answer to the dice."""

    def rethrow(self, game: Game, player: int) -> bool: ...

    def choose(self, game: Game, player: int) -> Write | Cross: ...


# The levels a player can choose (as in Knaster), and those `knaster-qt simulate` takes too:
# "random" is a reference, "greedy" Knaster's older name of medium.
BOT_LEVELS: tuple[str, ...] = ("easy", "medium", "strong")
LEVELS: tuple[str, ...] = ("random", "easy", "medium", "strong")
ALIASES = {"greedy": "medium"}


# A computer player of a level: ``make_bot(level, seed=None)``; the same seed, the same play.
make_bot = BotLevels[Bot](
    {"random": RandomBot, "easy": EasyBot, "medium": MediumBot, "strong": StrongBot}, ALIASES
).make
