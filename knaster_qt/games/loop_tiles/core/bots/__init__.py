"""Computer players of Loop Tiles for every level, and hints (the strong player's turn).

Entry points for the window:

- ``make_bot(level, seed)`` → a :class:`Bot`; ``bot.choose(game, player)`` returns a
  :class:`Decision`: ``placements`` (tile, square) to make in that order, then end the
  turn, or ``exchange``. It may be asked mid-turn (after a human placed tiles): it then
  plans only the tiles still allowed. It reads only what ``player`` can see.
- ``hint(game)``: the strong player's turn for the player to move (the same position
  always gets the same hint), to show a human.
- ``selfplay.carry_out(game, decision)`` makes a decision on the game.
- ``selfplay.simulate`` is the game hook for ``knaster-qt simulate``.
"""

from __future__ import annotations

from typing import Protocol

from knaster_qt.games.loop_tiles.core.bots.players import (
    Decision,
    EasyBot,
    GreedyBot,
    MediumBot,
    RandomBot,
    StrongBot,
)
from knaster_qt.games.loop_tiles.core.game import Game
from knaster_qt.kit.core.bot_levels import BotLevels


class Bot(Protocol):
    """A computer player: the whole turn it takes now for ``player``."""

    def choose(self, game: Game, player: int) -> Decision: ...


# The levels a seat can have (as Knaster's BOT_LEVELS), and the extra ones of tests and
# benchmarks: "random" and "greedy" (the plain greedy player).
BOT_LEVELS: tuple[str, ...] = ("easy", "medium", "strong")
LEVELS: tuple[str, ...] = ("random", "greedy", *BOT_LEVELS)


# A computer player of a level: ``make_bot(level, seed=None)``; the same seed, the same play.
make_bot = BotLevels[Bot](
    {
        "random": RandomBot,
        "greedy": GreedyBot,
        "easy": EasyBot,
        "medium": MediumBot,
        "strong": StrongBot,
    }
).make


def hint(game: Game) -> Decision:
    """What the strong player would do in the current player's place now (mid-turn too)."""
    return StrongBot(seed=0).choose(game, game.current)


__all__ = ["BOT_LEVELS", "LEVELS", "Bot", "Decision", "hint", "make_bot"]
