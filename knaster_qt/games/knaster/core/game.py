"""The Game state machine of Knaster for 1-12 players: rolls, applying actions, undo, clones.

Game inherits its read-only queries from two bases: GameLegality (legality.py:
legal actions, bonus choices, why something is not allowed) and GameProgress
(progress.py: round and end status, scores, ranks). Its data types live in
game_types.py and are importable from here as before.

Every action is validated before anything changes: an illegal one raises
IllegalActionError with a plain message and leaves the game as it was. Every
applied action returns an ActionReport saying what changed, so a user interface
can update precisely instead of redrawing everything.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from knaster_qt.games import QT_TRANSLATE_NOOP
from knaster_qt.games.knaster.core.actions import Action, Circle, Pass, Write
from knaster_qt.games.knaster.core.errors import IllegalActionError
from knaster_qt.games.knaster.core.game_types import (
    ActionEvent,
    ActionReport,
    EndRule,
    Event,
    LineCompletion,
    PlayerScore,
    RollEvent,
)
from knaster_qt.games.knaster.core.layout import DEFAULT_LAYOUT, SheetLayout, load_layout
from knaster_qt.games.knaster.core.legality import CELL_ACTIONS as _CELL_ACTIONS
from knaster_qt.games.knaster.core.legality import GameLegality
from knaster_qt.games.knaster.core.players import MAX_PLAYERS, validate_player_names
from knaster_qt.games.knaster.core.sheet import FULL_GRID, Sheet, Snapshot

# What undo needs: the player's sheet before the action.
_UndoEntry = Snapshot


class Game(GameLegality):
    """The state of one game and the only place that decides what is legal."""

    def __init__(
        self,
        players: Sequence[str],
        layout: SheetLayout | str = DEFAULT_LAYOUT,
        end_rule: EndRule = EndRule.EXTRA_ROUND,
        seed: int | None = None,
    ) -> None:
        self.players: tuple[str, ...] = validate_player_names(players)
        self.layout = load_layout(layout) if isinstance(layout, str) else layout
        self.end_rule = end_rule
        self.seed = seed
        self._rng = random.Random(seed)
        # Seeds the dice of clones: a separate stream, so that cloning (the computer
        # player looks ahead) neither changes this game's dice nor reveals them.
        # Made on the first clone: seeding a generator costs as much as a quarter of
        # a random solo game, and most games are never cloned.
        self._lookahead_rng: random.Random | None = None
        self.sheets = [Sheet() for _ in self.players]
        self.rounds = 0
        self.current_roll: int | None = None
        self.current_dice: tuple[int, int] | None = None
        self.final_round: int | None = None  # set by the roll that starts the extra round
        self.history: list[Event] = []
        self._undo: list[list[_UndoEntry]] = [[] for _ in self.players]
        self._owing_bonus: int | None = None  # the player whose bonus circles are due
        self._waiting = 0  # players who have not acted on the current roll
        self._over = False  # game_over, kept up to date by roll, apply and undo
        # Free-text (key, value) notes of the transcript's ``meta`` lines; the rules ignore them.
        self.meta: list[tuple[str, str]] = []

    @property
    def names(self) -> tuple[str, ...]:
        """The players' names, as every game's object says them (a hosted table reads it)."""
        return self.players

    # --- the round ---------------------------------------------------------

    def roll(self, total: int | None = None, dice: tuple[int, int] | None = None) -> int:
        """Start the next round with a roll: the app's dice, a given pair, or a given sum."""
        if self._waiting or self._owing_bonus is not None or self._over:
            cannot = QT_TRANSLATE_NOOP("KnasterRules", "cannot roll: {reason}")
            raise IllegalActionError(cannot.format(reason=self.roll_blocker()))
        if dice is not None:
            if not isinstance(dice, tuple | list) or len(dice) != 2:
                raise IllegalActionError(f"a roll is two dice, not {dice!r}")
            first, second = dice
            if not (
                isinstance(first, int)
                and isinstance(second, int)
                and 1 <= first <= 6
                and 1 <= second <= 6
            ):
                raise IllegalActionError(f"dice show 1 to 6, not {first} and {second}")
            if total is not None and total != first + second:
                raise IllegalActionError(f"dice {first} and {second} do not sum to {total}")
            total = first + second
            dice = (first, second)  # the history keeps a tuple, whatever the caller passed
        elif total is None:
            throw = int(self._rng.random() * 36)  # one draw for both dice: faster than two
            dice = (throw // 6 + 1, throw % 6 + 1)
            total = dice[0] + dice[1]
        if not isinstance(total, int) or not 2 <= total <= 12:
            raise IllegalActionError(f"a roll of two dice is 2 to 12, not {total!r}")
        # The previous round is complete here, so this is final_round_announced, cheaper.
        if (
            self.final_round is None
            and self.rounds
            and self.end_rule is EndRule.EXTRA_ROUND
            and FULL_GRID in [sheet.filled for sheet in self.sheets]
        ):
            self.final_round = self.rounds + 1
        self.rounds += 1
        self.current_roll = total
        self.current_dice = dice
        for sheet in self.sheets:
            sheet.acted = False
        self._waiting = len(self.sheets)
        for stack in self._undo:
            stack.clear()
        self.history.append(RollEvent(total, dice))
        return total

    # --- applying ------------------------------------------------------------

    def apply(self, player: int, action: Action) -> ActionReport:
        """Apply a legal action, or raise IllegalActionError and change nothing."""
        roll = self.current_roll
        sheets = self.sheets
        # The common case (a write or circle by a player who has not acted) is checked
        # inline, because the computer player's search applies millions of actions;
        # anything else goes through why_illegal, which also words the error.
        legal = False
        if (
            isinstance(action, _CELL_ACTIONS)
            and type(player) is int
            and 0 <= player < len(sheets)
            and roll is not None
            and self._owing_bonus is None
            and not self._over
        ):
            sheet = sheets[player]
            cell = action.cell
            if not sheet.acted and type(cell) is int and 0 <= cell < 25:
                value = sheet.values[cell]
                if isinstance(action, Write):
                    legal = not value
                else:
                    legal = value == roll and not sheet.circled >> cell & 1
        if not legal:
            self.check(player, action)
        sheet = sheets[player]
        self._undo[player].append(sheet.snapshot())
        self.history.append(ActionEvent(player, action))
        if isinstance(action, Write):
            assert roll is not None
            judged = sheet.write_judged(action.cell, roll)
            sheet.acted = True
            self._waiting -= 1
            completed: tuple[LineCompletion, ...] = ()
            if judged:
                completed = tuple(
                    [LineCompletion(line, combination) for line, combination in judged]
                )
                sheet.pending = [
                    (line, combination.circles)
                    for line, combination in judged
                    if combination.circles
                ]
                if sheet.pending:
                    self._owing_bonus = player
            # Positional arguments: three times faster than keywords for this dataclass.
            # (player, action, written, circled, completed, bonus_due)
            report = ActionReport(
                player, action, (action.cell,), (), completed, tuple(sheet.pending)
            )
        elif isinstance(action, Circle):
            circled = (action.cell,)
            scored = tuple(sheet.circle(circled))
            sheet.acted = True
            self._waiting -= 1
            # (player, action, written, circled, completed, bonus_due, scored)
            report = ActionReport(player, action, (), circled, (), (), scored)
        elif isinstance(action, Pass):
            sheet.acted = True
            self._waiting -= 1
            report = ActionReport(player, action)
        else:
            scored = tuple(sheet.circle(action.cells))
            sheet.pending = [entry for entry in sheet.pending if entry[0] != action.line]
            self._owing_bonus = player if sheet.pending else None
            report = ActionReport(
                player=player,
                action=action,
                circled=tuple(action.cells),
                bonus_due=tuple(sheet.pending),
                scored=scored,
            )
        if not self._waiting and self._owing_bonus is None:
            report.round_complete = True
            # Only the end of a round can end the game.
            if self.end_rule is EndRule.QUICK_END:  # what _end_reached says, inline
                over = FULL_GRID in [other.filled for other in sheets]
            else:
                over = self.final_round == self.rounds
            report.game_over = self._over = over
        return report

    def undo(self, player: int) -> ActionReport:
        """Take back the player's last action of this round (possible until the next roll)."""
        reason = self._why_no_undo(player)
        if reason is not None:
            raise IllegalActionError(reason)
        snapshot = self._undo[player].pop()
        sheet = self.sheets[player]
        before_values, before_circled, before_scored = (
            sheet.values.copy(),
            sheet.circled,
            sheet.scored,
        )
        was_acted = sheet.acted
        sheet.restore(snapshot)
        self._waiting += was_acted - sheet.acted
        # Remove this player's last action from the record. Others may have acted
        # since, and may have undone earlier actions, which shifts positions; so look
        # back from the end for this player's latest action in the round (undo never
        # reaches past the roll).
        for index in range(len(self.history) - 1, -1, -1):
            event = self.history[index]
            if isinstance(event, RollEvent):
                break
            if event.player == player:
                del self.history[index]
                break
        if sheet.pending:
            self._owing_bonus = player
        elif self._owing_bonus == player:
            self._owing_bonus = None
        self._over = self._end_reached()
        return ActionReport(
            player=player,
            action=None,
            written=tuple(c for c in range(25) if sheet.values[c] != before_values[c]),
            circled=tuple(c for c in range(25) if (sheet.circled ^ before_circled) >> c & 1),
            bonus_due=tuple(sheet.pending),
            scored=tuple(line for line in range(12) if (sheet.scored ^ before_scored) >> line & 1),
            round_complete=self.round_complete,
            game_over=self.game_over,
            undone=True,
        )

    # --- helpers ---------------------------------------------------------------

    def clone(self) -> Game:
        """An independent copy for look-ahead (the computer player), with dice of its own.

        A copy's dice come from this game's look-ahead stream, not from its dice:
        cloning leaves this game's coming rolls as they were, and a copy cannot
        know them. All copies of one game (and their copies) share that stream,
        so making a copy costs no new generator (seeding one costs several times
        more than the copy itself); a seeded game's copies stay reproducible.
        """
        other = Game.__new__(Game)
        other.__dict__.update(self.__dict__)
        other.sheets = [sheet.copy() for sheet in self.sheets]
        other.history = self.history.copy()
        other._undo = [stack.copy() for stack in self._undo]
        other.meta = self.meta.copy()
        if self._lookahead_rng is None:
            self._lookahead_rng = random.Random(
                None if self.seed is None else f"look-ahead {self.seed}"
            )
        other._rng = other._lookahead_rng = self._lookahead_rng
        return other


__all__ = [
    "MAX_PLAYERS",
    "ActionEvent",
    "ActionReport",
    "EndRule",
    "Event",
    "Game",
    "LineCompletion",
    "PlayerScore",
    "RollEvent",
]
