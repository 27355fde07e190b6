"""A game of Knaster for 1-12 players: rolls, actions, bonus circles, undo, the end, scores.

Every action is validated before anything changes: an illegal one raises
IllegalActionError with a plain message and leaves the game as it was. Every
applied action returns an ActionReport saying what changed, so a user interface
can update precisely instead of redrawing everything.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import NamedTuple

from knaster_qt.core.actions import CIRCLES, PASS, WRITES, Action, Bonus, Circle, Pass, Write
from knaster_qt.core.combinations import Combination, classify
from knaster_qt.core.errors import IllegalActionError
from knaster_qt.core.layout import SheetLayout, load_layout
from knaster_qt.core.notation import CELL_NAMES, LINE_CELLS, LINE_NAMES, describe_line
from knaster_qt.core.players import MAX_PLAYERS, validate_player_names
from knaster_qt.core.sheet import FULL_GRID, Sheet, Snapshot, mask_tables

# Legal writes and circles for a mask of cells, by three table look-ups (see mask_tables).
_WRITE_TABLES = mask_tables(WRITES)
_ACTION_TYPES = frozenset({Write, Circle, Pass, Bonus})
_CELL_ACTIONS = (Write, Circle)


class EndRule(enum.Enum):
    """How the game ends once a grid is full."""

    EXTRA_ROUND = "extra-round"  # the rulebook: exactly one more round is played
    QUICK_END = "quick-end"  # house rule: the game ends with the round that filled a grid


class LineCompletion(NamedTuple):
    """A line made full by a write, what its five numbers form and the circles it earns."""

    line: int
    combination: Combination

    @property
    def circles(self) -> int:
        return self.combination.circles


@dataclass(frozen=True)
class PlayerScore:
    line_points: int
    circles: int
    scored_lines: tuple[int, ...]
    filled: int

    @property
    def total(self) -> int:
        return self.line_points + self.circles


@dataclass(slots=True)
class ActionReport:
    """What one applied (or undone) action changed."""

    player: int
    action: Action | None  # None for an undo
    written: tuple[int, ...] = ()  # cells whose number changed
    circled: tuple[int, ...] = ()  # cells whose circle changed
    completed: tuple[LineCompletion, ...] = ()  # lines made full by a write
    bonus_due: tuple[tuple[int, int], ...] = ()  # (line, circles) still due after this action
    scored: tuple[int, ...] = ()  # lines whose scored state changed
    round_complete: bool = False
    game_over: bool = False
    undone: bool = False


class RollEvent(NamedTuple):
    total: int
    dice: tuple[int, int] | None = None


class ActionEvent(NamedTuple):
    player: int
    action: Action


Event = RollEvent | ActionEvent


# What undo needs: the player's sheet before the action.
_UndoEntry = Snapshot


class Game:
    """The state of one game and the only place that decides what is legal."""

    def __init__(
        self,
        players: Sequence[str],
        layout: SheetLayout | str = "A",
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

    def roll_blocker(self) -> str | None:
        """Why a roll is not possible now, or None."""
        if self.game_over:
            return "the game is over"
        if self.current_roll is None:
            return None
        if self._owing_bonus is not None:
            name = self.players[self._owing_bonus]
            return (
                f"{name} still has to circle the bonus for {self._pending_names(self._owing_bonus)}"
            )
        waiting = [self.players[i] for i, sheet in enumerate(self.sheets) if not sheet.acted]
        if waiting:
            return f"{_join(waiting)} {'has' if len(waiting) == 1 else 'have'} not acted on the {self.current_roll} yet"
        return None

    def roll(self, total: int | None = None, dice: tuple[int, int] | None = None) -> int:
        """Start the next round with a roll: the app's dice, a given pair, or a given sum."""
        if self._waiting or self._owing_bonus is not None or self._over:
            raise IllegalActionError(f"cannot roll: {self.roll_blocker()}")
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
        self.history.append(tuple.__new__(RollEvent, (total, dice)))
        return total

    # --- legality ------------------------------------------------------------

    def why_illegal(self, player: int, action: Action) -> str | None:
        """Plain words on why ``action`` is not allowed for ``player`` now, or None if it is."""
        if not isinstance(player, int) or not 0 <= player < len(self.players):
            return _no_player(player)
        if isinstance(action, _CELL_ACTIONS):
            if not isinstance(action.cell, int) or not 0 <= action.cell < 25:
                return f"there is no cell {action.cell!r} (cells are 0 to 24, a1 to e5)"
        elif type(action) not in _ACTION_TYPES:  # a caller's mistake, but say so plainly
            return f"{action!r} is not an action (write, circle, pass or bonus)"
        name = self.players[player]
        sheet = self.sheets[player]
        if self.game_over:
            return "the game is over"
        if self.current_roll is None:
            return "nothing has been rolled yet"
        owing = self._owing_bonus
        if owing is not None and owing != player:
            return (
                f"{self.players[owing]} must first circle the bonus for "
                f"{self._pending_names(owing)}"
            )
        roll = self.current_roll
        if isinstance(action, Bonus):
            return self._why_bonus_illegal(player, action)
        if sheet.pending:
            return f"{name} must first circle the bonus for {self._pending_names(player)}"
        if sheet.acted:
            return f"{name} has already acted on this roll of {roll}"
        if isinstance(action, Write):
            cell = action.cell
            if sheet.values[cell]:
                return f"{CELL_NAMES[cell]} already holds {sheet.values[cell]}"
            return None
        if isinstance(action, Circle):
            cell = action.cell
            value = sheet.values[cell]
            if not value:
                return f"{name} cannot circle {CELL_NAMES[cell]}: it is empty"
            if value != roll:
                return (
                    f"{name} cannot circle {CELL_NAMES[cell]}: it holds {value}, the roll is {roll}"
                )
            if sheet.circled >> cell & 1:
                return f"{CELL_NAMES[cell]} is already circled"
            return None
        if isinstance(action, Pass):  # the only kind left
            if not sheet.is_full:
                return f"{name} cannot pass: the grid has empty cells to write the {roll} in"
            matches = sheet.circlable_cells(roll)
            if matches:
                return (
                    f"{name} cannot pass: {CELL_NAMES[matches[0]]} holds {roll} and can be circled"
                )
        return None

    def _why_bonus_illegal(self, player: int, bonus: Bonus) -> str | None:
        name = self.players[player]
        sheet = self.sheets[player]
        if not isinstance(bonus.line, int) or not 0 <= bonus.line < len(LINE_NAMES):
            return f"there is no line {bonus.line!r} (lines are 0 to 11, r1 to d2)"
        if not isinstance(bonus.cells, tuple | list) or not all(
            isinstance(cell, int) and 0 <= cell < 25 for cell in bonus.cells
        ):
            return f"the bonus for {LINE_NAMES[bonus.line]} names something that is not a cell"
        line_word = LINE_NAMES[bonus.line]
        due = dict(sheet.pending)
        if bonus.line not in due:
            if sheet.pending:
                return (
                    f"{name} has no bonus due for {line_word}; due: {self._pending_names(player)}"
                )
            return f"{name} has no bonus due for {line_word}"
        required = self.bonus_required(player, bonus.line)
        cells = bonus.cells
        if len(set(cells)) != len(cells):
            return f"the bonus for {line_word} names a cell twice"
        for cell in cells:
            if cell not in LINE_CELLS[bonus.line]:
                return f"{CELL_NAMES[cell]} is not in {line_word}"
            if sheet.circled >> cell & 1:
                return f"{CELL_NAMES[cell]} is already circled"
        if len(cells) != required:
            return (
                f"the bonus for {line_word} is {required} "
                f"circle{'s' if required != 1 else ''}, not {len(cells)}"
            )
        return None

    def check(self, player: int, action: Action) -> None:
        reason = self.why_illegal(player, action)
        if reason is not None:
            raise IllegalActionError(reason)

    def is_legal(self, player: int, action: Action) -> bool:
        return self.why_illegal(player, action) is None

    def legal_actions(self, player: int) -> list[Action]:
        """Every action the player may take now (bonus choices when bonus circles are due)."""
        roll = self.current_roll
        if self._over or roll is None:
            return []
        if self._owing_bonus is not None and self._owing_bonus != player:
            return []
        if not 0 <= player < len(self.sheets):  # -1 would quietly be the last player
            raise IllegalActionError(_no_player(player))
        sheet = self.sheets[player]
        if sheet.pending:
            return list(self.bonus_choices(player))
        if sheet.acted:
            return []
        free = ~sheet.filled & FULL_GRID
        low, middle, high = _WRITE_TABLES
        actions: list[Action] = [*low[free & 511], *middle[free >> 9 & 255], *high[free >> 17]]
        if roll in sheet.values:
            actions += [CIRCLES[cell] for cell in sheet.circlable_cells(roll)]
        return actions or [PASS]

    def completions(self, player: int, cell: int) -> list[LineCompletion]:
        """The lines that writing the current roll into empty ``cell`` would complete."""
        sheet = self._sheet(player)
        if not isinstance(cell, int) or not 0 <= cell < 25:
            raise IllegalActionError(f"there is no cell {cell!r} (cells are 0 to 24, a1 to e5)")
        roll = self.current_roll
        if roll is None or sheet.values[cell]:
            return []
        return [
            LineCompletion(line, classify(sheet.line_numbers(line, cell, roll)))
            for line in sheet.lines_completed_by(cell)
        ]

    def pending_bonus(self, player: int) -> tuple[tuple[int, int], ...]:
        """(line, circles of its combination) still due, in line order."""
        return tuple(self._sheet(player).pending)

    def bonus_required(self, player: int, line: int) -> int:
        """How many cells a bonus for ``line`` must circle if handled now."""
        sheet = self._sheet(player)
        due = dict(sheet.pending).get(line, 0)
        return min(due, len(sheet.uncircled_in_line(line)))

    def bonus_choices(self, player: int) -> list[Bonus]:
        """Every legal Bonus for the player now, for each line due (cells in line order)."""
        sheet = self._sheet(player)
        choices: list[Bonus] = []
        for line, _due in sheet.pending:
            required = self.bonus_required(player, line)
            for cells in combinations(sheet.uncircled_in_line(line), required):
                choices.append(Bonus(line, cells))
        return choices

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
        # tuple.__new__ skips the NamedTuple's Python-level __new__ (same object).
        self.history.append(tuple.__new__(ActionEvent, (player, action)))
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

    def can_undo(self, player: int) -> bool:
        return self._why_no_undo(player) is None

    def _why_no_undo(self, player: int) -> str | None:
        if not isinstance(player, int) or not 0 <= player < len(self.players):
            return _no_player(player)
        if not self._undo[player]:
            return f"{self.players[player]} has nothing to undo since the roll"
        owing = self._owing_bonus
        if owing is not None and owing != player:
            # Their bonus comes before anything else anyone does, undo included.
            return (
                f"{self.players[player]} cannot undo now: {self.players[owing]} must first "
                f"circle the bonus for {self._pending_names(owing)}"
            )
        return None

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

    def player_index(self, name: str) -> int:
        try:
            return self.players.index(name)
        except ValueError:
            raise IllegalActionError(f"there is no player called {name}") from None

    def _sheet(self, player: int) -> Sheet:
        """The player's sheet, or a plain error for an index that names no player."""
        if not isinstance(player, int) or not 0 <= player < len(self.sheets):
            raise IllegalActionError(_no_player(player))
        return self.sheets[player]

    def _pending_names(self, player: int) -> str:
        return _join([LINE_NAMES[line] for line, _ in self.sheets[player].pending])

    def describe_pending(self, player: int) -> str:
        """A prompt for the bonus circles due, e.g. 'circle 2 numbers in row 3'."""
        parts = []
        for line, _due in self._sheet(player).pending:
            count = self.bonus_required(player, line)
            parts.append(
                f"circle {count} number{'s' if count != 1 else ''} in {describe_line(line)}"
            )
        return "; ".join(parts)

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


def _no_player(player: object) -> str:
    """Players are counted from 1 in messages, as people count them."""
    return f"there is no player {player + 1 if isinstance(player, int) else repr(player)}"


def _join(words: list[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


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
