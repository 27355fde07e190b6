"""Where a game stands: round and end-of-game status, who still has to act, scores and ranks.

GameProgress is the read-only base of Game: it answers questions about the state
but never changes it. Game inherits these methods (no extra call in between),
so they are called as ``game.score(p)`` like any other.
"""

from __future__ import annotations

from knaster_qt.games import QT_TRANSLATE_NOOP, Words
from knaster_qt.games.knaster.core.errors import IllegalActionError
from knaster_qt.games.knaster.core.game_types import EndRule, PlayerScore
from knaster_qt.games.knaster.core.layout import SheetLayout
from knaster_qt.games.knaster.core.sheet import FULL_GRID, Sheet


class GameProgress:
    """Status, scores and ranks of a game; the state itself is set up and changed by Game."""

    # The state these queries read; Game.__init__ sets it.
    players: tuple[str, ...]
    layout: SheetLayout
    end_rule: EndRule
    sheets: list[Sheet]
    rounds: int
    current_roll: int | None
    final_round: int | None
    _owing_bonus: int | None  # the player whose bonus circles are due
    _waiting: int  # players who have not acted on the current roll
    _over: bool  # game_over, kept up to date by roll, apply and undo

    # --- the round ---------------------------------------------------------

    @property
    def round_complete(self) -> bool:
        """True when every player has acted on the current roll (or no roll yet)."""
        return self._owing_bonus is None and self._waiting == 0

    @property
    def any_grid_full(self) -> bool:
        return any(sheet.filled == FULL_GRID for sheet in self.sheets)

    @property
    def game_over(self) -> bool:
        return self._over

    def _end_reached(self) -> bool:
        """Whether the rules end the game now; stored in ``_over`` because it is asked often."""
        if self._waiting or self._owing_bonus is not None or self.rounds == 0:
            return False
        if self.end_rule is EndRule.QUICK_END:
            return self.any_grid_full
        return self.final_round == self.rounds

    @property
    def final_round_announced(self) -> bool:
        """After this finished round exactly one more is rolled (extra-round rule)."""
        return (
            self.end_rule is EndRule.EXTRA_ROUND
            and self.rounds > 0
            and self.final_round is None
            and self.round_complete
            and self.any_grid_full
        )

    @property
    def is_final_round(self) -> bool:
        """The current round is the last one."""
        if self.rounds == 0:
            return False
        return self.final_round == self.rounds or (
            self.end_rule is EndRule.QUICK_END and self.any_grid_full
        )

    def players_to_act(self) -> list[int]:
        """Players who still owe an action (or bonus circles) on the current roll."""
        if self.current_roll is None or self.game_over:
            return []
        return [
            index for index, sheet in enumerate(self.sheets) if not sheet.acted or sheet.pending
        ]

    # --- scores --------------------------------------------------------------

    def score(self, player: int) -> PlayerScore:
        sheet = self._sheet(player)
        scored_lines = tuple(line for line in range(12) if sheet.scored >> line & 1)
        return PlayerScore(
            line_points=sum(self.layout.line_points[line] for line in scored_lines),
            circles=sheet.circle_count(),
            scored_lines=scored_lines,
            filled=sheet.filled_count(),
        )

    def winners(self) -> list[int]:
        """The players with the highest total (several on a tie)."""
        totals = [self.score(player).total for player in range(len(self.players))]
        best = max(totals)
        return [player for player, total in enumerate(totals) if total == best]

    def ranks(self) -> list[int]:
        """Each player's rank, 1 for the best; equal totals share a rank (1, 1, 3)."""
        totals = [self.score(player).total for player in range(len(self.players))]
        return [1 + sum(other > total for other in totals) for total in totals]

    # --- helpers ---------------------------------------------------------------

    def _sheet(self, player: int) -> Sheet:
        """The player's sheet, or a plain error for an index that names no player."""
        if not isinstance(player, int) or not 0 <= player < len(self.sheets):
            raise IllegalActionError(_no_player(player))
        return self.sheets[player]


def _no_player(player: object) -> Words:
    """Players are counted from 1 in messages, as people count them."""
    #: {player}: a seat's number counted from 1 (a programming error said plainly)
    text = QT_TRANSLATE_NOOP("KnasterRules", "there is no player {player}")
    return text.format(player=player + 1 if isinstance(player, int) else repr(player))
