"""The computer players of Exact Hit, hints for a human, and the game's ``simulate`` hook.

Entry points for the app (a computer seat, the hint button) and the command line:

- ``make_bot(level, seed) -> Bot`` for a level of ``BOT_LEVELS`` ("easy", "medium",
  "strong"; ``LEVELS`` adds "random", and "greedy" is accepted for medium as in Knaster).
  A ``Bot`` answers the two decisions of a round, both given the ``Game`` and the seat:
  ``bot.rethrow(game, player) -> bool`` — asked of the thrower after ``Throw`` and before
  anyone writes: True means apply ``Rethrow()``; then for every player
  ``bot.choose(game, player) -> Write | Cross`` — the answer to the dice, always legal
  (apply it with ``game.apply(player, action)``). Both raise ValueError when the player has
  nothing to decide. The app throws (``Throw()``/``Rethrow()``, or real dice); bots only
  decide, read nothing but the ``Game`` and keep no state between calls but their random
  numbers, so undo, replay and resume need nothing of them. The same seed gives the same
  play.
- ``hint(game, player) -> Hint``: what the strong player would do now: ``rethrow`` (True or
  False while the player is the thrower and may still throw again, else None), ``action``
  (the write or cross for the dice as they lie) and ``expected_row`` (the current row's
  expected final score in a solo game; in the last round of a game of several the score the
  row will have; None otherwise).
- ``simulate(levels, seed, options) -> int``: the hook of `knaster-qt simulate --game
  exact-hit` (one whole seeded game, the first player's total); ``play_game`` returns the
  whole ``Game`` and can time every decision (benchmarks/exact_hit_bots.py).
- ``references``: the best possible solo policy (exact, ``row_plan``) and the clairvoyant
  player who knows every throw (exact), measured on the same throws.

The strong player plays each row by ``row_plan``'s exact tables, so in solo it *is* the
best possible policy (expected total 142.9); with others at the table it uses the tables
that charge each round 3 points (it must keep pace). The tables of one round cost take
about 0.6 s to compute for the five rows and are kept for the process
(``row_plan.row_table`` is cached per row, so the first decision in a row pays a fifth of
it); call ``warm_up(players)`` early, e.g. in a thread when a game with a strong seat or
hints starts, to pay it before the first computer turn. Decisions after that take well
under a millisecond.
"""

from __future__ import annotations

from knaster_qt.games.exact_hit.core.bots.hints import Hint, hint
from knaster_qt.games.exact_hit.core.bots.levels import ALIASES, BOT_LEVELS, LEVELS, Bot, make_bot
from knaster_qt.games.exact_hit.core.bots.players import StrongBot
from knaster_qt.games.exact_hit.core.bots.row_plan import row_table
from knaster_qt.games.exact_hit.core.bots.selfplay import play_game, simulate
from knaster_qt.games.exact_hit.core.sheets import sheet


def warm_up(players: int = 1) -> None:
    """Compute the tables the strong player and hints use in a game of ``players`` now
    (about 0.6 s) rather than at their first move in each row."""
    round_cost = StrongBot.ROUND_COST if players > 1 else 0.0
    for numbers in sheet("A").numbers:
        row_table(numbers, round_cost)


__all__ = [
    "ALIASES",
    "BOT_LEVELS",
    "LEVELS",
    "Bot",
    "Hint",
    "hint",
    "make_bot",
    "play_game",
    "simulate",
    "warm_up",
]
