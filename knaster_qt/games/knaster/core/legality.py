"""What a player may do now, and in plain words why not: legal actions, bonus choices, blockers.

GameLegality is a base of Game: Game inherits these methods (no extra call in
between, which matters for legal_actions, the computer player's hot path).
Every reason is a short sentence a player understands, e.g. "c3 already holds 7": a
translatable ``Words`` (knaster_qt/games), English as a str, said in the app's language by
the Qt side. Reasons begin in lower case; the app puts them inside its own sentences.
"""

from __future__ import annotations

from itertools import combinations

from knaster_qt.games import QT_TRANSLATE_NOOP, Words, join_words
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

    def roll_blocker(self) -> Words | None:
        """Why a roll is not possible now, or None."""
        if self.game_over:
            return _GAME_OVER
        if self.current_roll is None:
            return None
        if self._owing_bonus is not None:
            name = self.players[self._owing_bonus]
            #: {lines}: the lines whose bonus is due, e.g. "r3 and d1"
            still = QT_TRANSLATE_NOOP(
                "KnasterRules", "{player} still has to circle the bonus for {lines}"
            )
            return still.format(player=name, lines=self._pending_names(self._owing_bonus))
        waiting = [self.players[i] for i, sheet in enumerate(self.sheets) if not sheet.acted]
        if len(waiting) == 1:
            #: {roll}: the sum just rolled, 2 to 12
            one = QT_TRANSLATE_NOOP("KnasterRules", "{player} has not acted on the {roll} yet")
            return one.format(player=waiting[0], roll=self.current_roll)
        if waiting:
            #: {players}: two or more names joined, "Ann and Bob"; {roll}: the sum rolled
            many = QT_TRANSLATE_NOOP("KnasterRules", "{players} have not acted on the {roll} yet")
            return many.format(players=join_words(waiting), roll=self.current_roll)
        return None

    # --- legality ------------------------------------------------------------

    def why_illegal(self, player: int, action: Action) -> Words | None:
        """Plain words on why ``action`` is not allowed for ``player`` now, or None if it is."""
        if not isinstance(player, int) or not 0 <= player < len(self.players):
            return _no_player(player)
        if isinstance(action, CELL_ACTIONS):
            if not isinstance(action.cell, int) or not 0 <= action.cell < 25:
                return _no_cell(action.cell)
        elif type(action) not in _ACTION_TYPES:  # a caller's mistake, but say so plainly
            #: A programming error shown in plain words; {action} is Python's view of the value
            wrong = QT_TRANSLATE_NOOP(
                "KnasterRules", "{action} is not an action (write, circle, pass or bonus)"
            )
            return wrong.format(action=repr(action))
        name = self.players[player]
        sheet = self.sheets[player]
        if self.game_over:
            return _GAME_OVER
        if self.current_roll is None:
            return QT_TRANSLATE_NOOP("KnasterRules", "nothing has been rolled yet")
        owing = self._owing_bonus
        if owing is not None and owing != player:
            return _must_first(self.players[owing], self._pending_names(owing))
        roll = self.current_roll
        if isinstance(action, Bonus):
            return self._why_bonus_illegal(player, action)
        if sheet.pending:
            return _must_first(name, self._pending_names(player))
        if sheet.acted:
            acted = QT_TRANSLATE_NOOP(
                "KnasterRules", "{player} has already acted on this roll of {roll}"
            )
            return acted.format(player=name, roll=roll)
        if isinstance(action, Write):
            cell = action.cell
            if sheet.values[cell]:
                #: {cell}: a cell of the grid such as c3 (always lower case); {value}: its number
                holds = QT_TRANSLATE_NOOP("KnasterRules", "{cell} already holds {value}")
                return holds.format(cell=CELL_NAMES[cell], value=sheet.values[cell])
            return None
        if isinstance(action, Circle):
            cell = action.cell
            value = sheet.values[cell]
            if not value:
                empty = QT_TRANSLATE_NOOP(
                    "KnasterRules", "{player} cannot circle {cell}: it is empty"
                )
                return empty.format(player=name, cell=CELL_NAMES[cell])
            if value != roll:
                other = QT_TRANSLATE_NOOP(
                    "KnasterRules",
                    "{player} cannot circle {cell}: it holds {value}, the roll is {roll}",
                )
                return other.format(player=name, cell=CELL_NAMES[cell], value=value, roll=roll)
            if sheet.circled >> cell & 1:
                return _already_circled(cell)
            return None
        if isinstance(action, Pass):  # the only kind left
            if not sheet.is_full:
                free = QT_TRANSLATE_NOOP(
                    "KnasterRules",
                    "{player} cannot pass: the grid has empty cells to write the {roll} in",
                )
                return free.format(player=name, roll=roll)
            matches = sheet.circlable_cells(roll)
            if matches:
                match = QT_TRANSLATE_NOOP(
                    "KnasterRules", "{player} cannot pass: {cell} holds {roll} and can be circled"
                )
                return match.format(player=name, cell=CELL_NAMES[matches[0]], roll=roll)
        return None

    def _why_bonus_illegal(self, player: int, bonus: Bonus) -> Words | None:
        name = self.players[player]
        sheet = self.sheets[player]
        if not isinstance(bonus.line, int) or not 0 <= bonus.line < len(LINE_NAMES):
            #: A programming error in plain words; {line} is Python's view of the value
            no_line = QT_TRANSLATE_NOOP(
                "KnasterRules", "there is no line {line} (lines are 0 to 11, r1 to d2)"
            )
            return no_line.format(line=repr(bonus.line))
        if not isinstance(bonus.cells, tuple | list) or not all(
            isinstance(cell, int) and 0 <= cell < 25 for cell in bonus.cells
        ):
            #: {line}: a line's short name: r1-r5 (rows), ca-ce (columns), d1, d2 (diagonals)
            odd = QT_TRANSLATE_NOOP(
                "KnasterRules", "the bonus for {line} names something that is not a cell"
            )
            return odd.format(line=LINE_NAMES[bonus.line])
        line_word = LINE_NAMES[bonus.line]
        due = dict(sheet.pending)
        if bonus.line not in due:
            if sheet.pending:
                #: {line}: a line's short name (r3); {due}: the lines whose bonus is due
                none_due = QT_TRANSLATE_NOOP(
                    "KnasterRules", "{player} has no bonus due for {line}; due: {due}"
                )
                return none_due.format(player=name, line=line_word, due=self._pending_names(player))
            nothing = QT_TRANSLATE_NOOP("KnasterRules", "{player} has no bonus due for {line}")
            return nothing.format(player=name, line=line_word)
        required = self.bonus_required(player, bonus.line)
        cells = bonus.cells
        if len(set(cells)) != len(cells):
            twice = QT_TRANSLATE_NOOP("KnasterRules", "the bonus for {line} names a cell twice")
            return twice.format(line=line_word)
        for cell in cells:
            if cell not in LINE_CELLS[bonus.line]:
                outside = QT_TRANSLATE_NOOP("KnasterRules", "{cell} is not in {line}")
                return outside.format(cell=CELL_NAMES[cell], line=line_word)
            if sheet.circled >> cell & 1:
                return _already_circled(cell)
        if len(cells) != required:
            # One template per count (a bonus is 1 to 3 circles): no grammar built here.
            if required == 1:
                wrong = QT_TRANSLATE_NOOP(
                    "KnasterRules", "the bonus for {line} is 1 circle, not {given}"
                )
            else:
                #: {required}: 2 or 3 (a bonus is at most 3 circles); {given}: how many were named
                wrong = QT_TRANSLATE_NOOP(
                    "KnasterRules", "the bonus for {line} is {required} circles, not {given}"
                )
            return wrong.format(line=line_word, required=required, given=len(cells))
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
            raise IllegalActionError(_no_cell(cell))
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

    def _why_no_undo(self, player: int) -> Words | None:
        if not isinstance(player, int) or not 0 <= player < len(self.players):
            return _no_player(player)
        if not self._undo[player]:
            nothing = QT_TRANSLATE_NOOP(
                "KnasterRules", "{player} has nothing to undo since the roll"
            )
            return nothing.format(player=self.players[player])
        owing = self._owing_bonus
        if owing is not None and owing != player:
            # Their bonus comes before anything else anyone does, undo included.
            #: {player} wants to undo; {owing} owes a bonus; {lines}: its lines, e.g. "r3"
            not_now = QT_TRANSLATE_NOOP(
                "KnasterRules",
                "{player} cannot undo now: {owing} must first circle the bonus for {lines}",
            )
            return not_now.format(
                player=self.players[player],
                owing=self.players[owing],
                lines=self._pending_names(owing),
            )
        return None

    def _pending_names(self, player: int) -> str:
        return join_words([LINE_NAMES[line] for line, _ in self.sheets[player].pending])

    def describe_pending(self, player: int) -> str:
        """A prompt for the bonus circles due, e.g. 'circle 2 numbers in row 3'."""
        parts: list[str] = []
        for line, _due in self._sheet(player).pending:
            count = self.bonus_required(player, line)
            # One template per count (1 to 3 circles), so each language words its own plural.
            if count == 1:
                #: {line:in}: e.g. "in row 3", "in column c", "in diagonal d1"
                phrase = QT_TRANSLATE_NOOP("KnasterRules", "circle 1 number {line:in}")
            else:
                #: {count}: 0, 2 or 3 (Czech: the form for 2-4 fits; 0 is rare); {line:in}: "in row 3"
                phrase = QT_TRANSLATE_NOOP("KnasterRules", "circle {count} numbers {line:in}")
            parts.append(phrase.format(count=count, line=describe_line(line)))
        if len(parts) <= 1:
            return "".join(parts)
        #: Two or more bonus prompts in a row: "circle 2 numbers in row 3; circle 1 number in d1"
        both = QT_TRANSLATE_NOOP("KnasterRules", "{first}; {rest}")
        result = parts[-1]
        for part in reversed(parts[:-1]):
            result = both.format(first=part, rest=result)
        return result


_GAME_OVER = QT_TRANSLATE_NOOP("KnasterRules", "the game is over")


def _no_cell(cell: object) -> Words:
    #: A programming error in plain words; {cell} is Python's view of the value
    text = QT_TRANSLATE_NOOP(
        "KnasterRules", "there is no cell {cell} (cells are 0 to 24, a1 to e5)"
    )
    return text.format(cell=repr(cell))


def _must_first(player: str, lines: str) -> Words:
    #: {lines}: the lines whose bonus is due, by their short names, e.g. "r3 and d1"
    text = QT_TRANSLATE_NOOP("KnasterRules", "{player} must first circle the bonus for {lines}")
    return text.format(player=player, lines=lines)


def _already_circled(cell: int) -> Words:
    text = QT_TRANSLATE_NOOP("KnasterRules", "{cell} is already circled")
    return text.format(cell=CELL_NAMES[cell])
