"""A hint for a human player: what the strong computer player would do, and what it expects."""

from __future__ import annotations

from dataclasses import dataclass

from knaster_qt.games.exact_hit.core.actions import Cross, Write
from knaster_qt.games.exact_hit.core.bots.players import (
    StrongBot,
    last_round,
    rethrow_gain,
    round_gain,
)
from knaster_qt.games.exact_hit.core.bots.position import row_view
from knaster_qt.games.exact_hit.core.bots.row_plan import best_write, ones_mask
from knaster_qt.games.exact_hit.core.game import Game
from knaster_qt.games.exact_hit.core.scoring import EXACT_HIT_BONUS


@dataclass(frozen=True)
class Hint:
    """The strong player's advice for ``player`` on the dice as they lie now.

    ``rethrow`` is its choice while the player is the thrower and may still throw again
    (None otherwise); ``action`` is its answer to these dice (what to write if they are
    kept); ``expected_row`` is, in a solo game, the current row's final score it expects
    with best play from here on (after a rethrow when it advises one), and in the last
    round the score the row will have. With others at the table it is None otherwise: the
    strong player then trades points for pace, and its tables do not give a row score.
    """

    rethrow: bool | None
    action: Write | Cross
    expected_row: float | None


def _may_rethrow(game: Game, player: int) -> bool:
    return player == game.thrower and not game.rethrown and not game.acted


def hint(game: Game, player: int) -> Hint:
    """The hint for ``player`` now; ValueError when the player has nothing to decide."""
    view = row_view(game, player)
    bot = StrongBot()
    action = bot.choose(game, player)
    marks = game.marks[player]
    written = sum(mark for mark in marks.fields[view.row] if isinstance(mark, int))
    may_rethrow = _may_rethrow(game, player)
    if last_round(game, player):
        # Nothing after this round counts: the row scores as it stands plus this round.
        now = written + EXACT_HIT_BONUS[view.hits]
        gain, again_gain = round_gain(view), rethrow_gain(view)
        if not may_rethrow:
            return Hint(None, action, float(now + gain))
        return Hint(again_gain > gain, action, now + max(gain, again_gain))
    table = bot.table(game, view)
    keep, _chosen = best_write(view.numbers, table.value, view.mask, view.hits, view.values)
    again = table.rethrow[(view.mask, view.hits, ones_mask(view.mask, view.values))]
    rethrow = again > keep if may_rethrow else None
    if game.players > 1:
        return Hint(rethrow, action, None)
    return Hint(rethrow, action, written + (max(keep, again) if rethrow is not None else keep))
