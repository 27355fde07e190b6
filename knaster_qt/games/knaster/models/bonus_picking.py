"""The bonus circles a player is picking on this roll, not yet told to the core.

The core learns of a bonus only once all its cells are picked; until then the
picks, the line chosen among several and their undo live here. Every question
about the game takes the game and the player as arguments: this knows nothing
of the controller. Nothing here applies an action or emits a signal: the
controller does, with what this returns.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from knaster_qt.games.knaster.core.actions import Bonus
from knaster_qt.games.knaster.core.combinations import Combination
from knaster_qt.games.knaster.core.game import ActionReport, Game
from knaster_qt.games.knaster.core.notation import CELL_NAMES, describe_line
from knaster_qt.games.knaster.models.clicks import bonus_pickable
from knaster_qt.games.knaster.models.prompts import bonus_prompt, more_numbers
from knaster_qt.texts import UNDO_KEYS, capitalized, key_text, translated


class BonusPicking:
    """What one player has picked for the bonus due on the current roll."""

    def __init__(self) -> None:
        self.picked: list[int] = []  # cells picked for the bonus of ``line``
        self.combinations: dict[int, Combination] = {}  # completed lines of this roll
        self.line_chosen = False  # the player chose ``line`` among several
        self.line: int | None = None  # the line whose bonus circles are being picked

    def reset(self, game: Game, player: int) -> None:
        """A new roll or another player's sheet: nothing picked, no line chosen."""
        self.picked = []
        self.combinations = {}
        self.follow_the_core(game, player)

    def follow_the_core(self, game: Game, player: int) -> None:
        """After an action (or its undo) the line to handle is the only one due, if only one is."""
        self.line = single_pending_line(game, player)
        self.line_chosen = False

    def record(self, report: ActionReport) -> None:
        """An action was applied: remember the combinations of the lines it completed."""
        for done in report.completed:
            self.combinations[done.line] = done.combination

    def pick(self, game: Game, player: int, cell: int, line: int) -> Bonus | None:
        """Pick ``cell`` for ``line``'s bonus; the Bonus to apply once all its cells are picked."""
        if self.line is None:
            self.line = line
            self.line_chosen = True
        self.picked.append(cell)
        if self.cells_left(game, player) > 0:
            return None
        cells = tuple(self.picked)
        self.picked.clear()
        return Bonus(self.line, cells)

    def unpick(self, cell: int) -> str:
        """Take back the circle picked in ``cell``; the sentence that says so."""
        self.picked.remove(cell)
        return _took_back(cell)

    def take_back(self, game: Game, player: int) -> str | None:
        """Undo the last pick or line choice: what to say ("" for nothing); None if none made."""
        if self.picked:
            return _took_back(self.picked.pop())
        if self.line_chosen and len(game.pending_bonus(player)) > 1:
            self.line_chosen = False
            self.line = None
            return ""
        return None

    def choose_line(self, game: Game, player: int, line: int) -> str | None:
        """Handle ``line``'s bonus first; None if done, else why not ("" when no bonus is due)."""
        due = {due_line for due_line, _circles in game.pending_bonus(player)}
        if line not in due:
            if not due:
                return ""
            none_due = QCoreApplication.translate("KnasterStatus", "{line} has no bonus due.")
            return capitalized(none_due.format(line=translated(describe_line(line))))
        if self.picked and self.line != line:
            #: forms: {line:in} "in row 3", {line:of} "of row 3", {line:for} "for row 3"
            return QCoreApplication.translate(
                "KnasterStatus",
                "Finish the bonus of {line} first, or undo the circles picked ({key}).",
            ).format(line=translated(describe_line(self.line or line)), key=key_text(UNDO_KEYS))
        self.line = line
        self.line_chosen = len(due) > 1
        return None

    def cells_left(self, game: Game, player: int) -> int:
        """How many more cells the bonus of ``line`` needs."""
        assert self.line is not None
        return game.bonus_required(player, self.line) - len(self.picked)

    def cells_left_text(self, game: Game, player: int) -> str:
        assert self.line is not None
        return more_numbers(self.cells_left(game, player), self.line)

    def prompt(self, game: Game, player: int) -> str:
        """The banner's sentence about the bonus due ("" when none)."""
        return bonus_prompt(game, player, self.combinations, self.line, len(self.picked))

    def pickable_cells(self, game: Game, player: int) -> frozenset[int]:
        """Cells that may be picked for the bonus of the line being handled."""
        if self.line is None:
            return frozenset()
        return frozenset(bonus_pickable(game, player, self.line, tuple(self.picked)))

    def in_progress(self, game: Game, player: int) -> tuple[int, tuple[int, ...]] | None:
        """The line being handled and the circles picked for it, if the core does not know
        that yet: circles picked, or a line chosen among several."""
        line = self.line
        if line is None or not (self.picked or self.line_chosen):
            return None
        if line not in {due for due, _circles in game.pending_bonus(player)}:
            return None  # given a moment ago; the picking follows the core next
        return line, tuple(self.picked)

    def restore(self, game: Game, player: int, line: int, cells: tuple[int, ...]) -> bool:
        """Pick ``cells`` for ``line`` again (a resumed autosave's note), each checked as a click.

        False if they do not fit the game; the picking is then as the core has it.
        """
        if self.picked or line not in {due for due, _circles in game.pending_bonus(player)}:
            return False
        if len(cells) >= game.bonus_required(player, line):
            return False  # all of them picked would have been given
        if self.choose_line(game, player, line) is not None:
            return False
        for cell in cells:
            if cell not in self.pickable_cells(game, player):
                self.picked.clear()
                self.follow_the_core(game, player)
                return False
            self.pick(game, player, cell, line)
        return True


def single_pending_line(game: Game, player: int) -> int | None:
    """The line whose bonus ``player`` owes, when it is the only one."""
    due = game.pending_bonus(player)
    return due[0][0] if len(due) == 1 else None


def _took_back(cell: int) -> str:
    return QCoreApplication.translate("KnasterStatus", "Took back the circle in {cell}.").format(
        cell=CELL_NAMES[cell]
    )
