"""What a player may do now, and in plain words why not: legal actions, bonus choices, blockers.

GameLegality is a base of Game: Game inherits these methods (no extra call in
between, which matters for legal_actions, the computer player's hot path).
Every reason is a short sentence a player understands, e.g. "c3 already holds 7".
"""

from __future__ import annotations

from itertools import combinations

from knaster_qt.games.knaster.core.actions import (
    CIRCLES,
    PASS,
    WRITES,
    Action,
    Bonus,
    Circle,
    Pass,
    Write,
)
from knaster_qt.games.knaster.core.combinations import classify
from knaster_qt.games.knaster.core.errors import IllegalActionError
from knaster_qt.games.knaster.core.game_types import LineCompletion
from knaster_qt.games.knaster.core.notation import CELL_NAMES, LINE_CELLS, LINE_NAMES, describe_line
from knaster_qt.games.knaster.core.progress import GameProgress, _no_player
from knaster_qt.games.knaster.core.sheet import FULL_GRID, Snapshot, mask_tables

# Legal writes and circles for a mask of cells, by three table look-ups (see mask_tables).
_WRITE_TABLES = mask_tables(WRITES)
_ACTION_TYPES = frozenset({Write, Circle, Pass, Bonus})
CELL_ACTIONS = (Write, Circle)  # the actions that name one cell


class GameLegality(GameProgress):
    """The legality checks of a game and their messages; nothing here changes the game."""

    _undo: list[list[Snapshot]]  # per player, the sheets before each action since the roll

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

    # --- legality ------------------------------------------------------------

    def why_illegal(self, player: int, action: Action) -> str | None:
        """Plain words on why ``action`` is not allowed for ``player`` now, or None if it is."""
        if not isinstance(player, int) or not 0 <= player < len(self.players):
            return _no_player(player)
        if isinstance(action, CELL_ACTIONS):
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


def _join(words: list[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]
