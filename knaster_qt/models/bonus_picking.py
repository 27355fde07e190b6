"""The bonus circles the player at the screen is picking on this roll, not yet told to the core.

The core learns of a bonus only once all its cells are picked; until then the
picks, the line chosen among several and their undo live here. Which actions of
this roll the controller applied by itself (empty bonuses, forced passes) is kept
here too, so that undo takes them back with the step before them. Nothing here
applies an action or emits a signal: the controller does, with what this returns.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from knaster_qt.core.actions import Bonus
from knaster_qt.core.combinations import Combination
from knaster_qt.core.game import ActionReport
from knaster_qt.core.notation import CELL_NAMES, describe_line
from knaster_qt.models.knaster_clicks import bonus_pickable, plural
from knaster_qt.models.knaster_prompts import bonus_prompt

if TYPE_CHECKING:
    from knaster_qt.models.knaster_controller import KnasterController


class BonusPicking:
    """The bonus state of the controller's ``player`` on the current roll."""

    def __init__(self, controller: KnasterController) -> None:
        self._controller = controller
        self.picked: list[int] = []  # cells picked for the bonus of ``line``
        self.automatic: list[bool] = []  # per applied action of this roll: applied by us?
        self.combinations: dict[int, Combination] = {}  # completed lines of this roll
        self.line_chosen = False  # the player chose ``line`` among several
        self.line: int | None = None  # the line whose bonus circles are being picked

    def reset(self, automatic: list[bool] | None = None) -> None:
        """A new roll or another player's sheet: nothing picked, no line chosen."""
        self.picked = []
        self.automatic = automatic if automatic is not None else []
        self.combinations = {}
        self.follow_the_core()

    def follow_the_core(self) -> None:
        """After an action (or its undo) the line to handle is the only one due, if only one is."""
        self.line = self.single_pending_line()
        self.line_chosen = False

    def record(self, report: ActionReport, automatic: bool) -> None:
        """An action of ``player`` was applied: remember who chose it and the lines it completed."""
        self.automatic.append(automatic)
        for done in report.completed:
            self.combinations[done.line] = done.combination

    def pop_automatic(self) -> bool:
        """The last applied action was undone: was it one the controller applied by itself?"""
        return self.automatic.pop() if self.automatic else False

    def pick(self, cell: int, line: int) -> Bonus | None:
        """Pick ``cell`` for ``line``'s bonus; the Bonus to apply once all its cells are picked."""
        if self.line is None:
            self.line = line
            self.line_chosen = True
        self.picked.append(cell)
        if self.cells_left() > 0:
            return None
        cells = tuple(self.picked)
        self.picked.clear()
        return Bonus(self.line, cells)

    def unpick(self, cell: int) -> str:
        """Take back the circle picked in ``cell``; the sentence that says so."""
        self.picked.remove(cell)
        return _took_back(cell)

    def take_back(self) -> str | None:
        """Undo the last pick or line choice: what to say ("" for nothing); None if none made."""
        if self.picked:
            return _took_back(self.picked.pop())
        if self.line_chosen and len(self._controller.bonus_lines) > 1:
            self.line_chosen = False
            self.line = None
            return ""
        return None

    def choose_line(self, line: int) -> str | None:
        """Handle ``line``'s bonus first; None if done, else why not ("" when no bonus is due)."""
        due = self._controller.bonus_lines
        if line not in due:
            return f"{describe_line(line).capitalize()} has no bonus due." if due else ""
        if self.picked and self.line != line:
            return (
                f"Finish the bonus of {describe_line(self.line or line)} first, "
                "or undo the circles picked (Ctrl+Z)."
            )
        self.line = line
        self.line_chosen = len(due) > 1
        return None

    def cells_left(self) -> int:
        """How many more cells the bonus of ``line`` needs."""
        assert self.line is not None
        game, player = self._controller.game, self._controller.player
        return game.bonus_required(player, self.line) - len(self.picked)

    def cells_left_text(self) -> str:
        assert self.line is not None
        return f"Circle {plural(self.cells_left(), 'more number')} in {describe_line(self.line)}."

    def empty_bonuses(self) -> Iterator[Bonus]:
        """The due bonuses with no uncircled cell left: they need no choice (checked one by one)."""
        game, player = self._controller.game, self._controller.player
        for line, _due in game.pending_bonus(player):
            if game.bonus_required(player, line) == 0:
                yield Bonus(line, ())

    def single_pending_line(self) -> int | None:
        due = self._controller.game.pending_bonus(self._controller.player)
        return due[0][0] if len(due) == 1 else None

    def prompt(self) -> str:
        """The banner's sentence about the bonus due ("" when none)."""
        controller = self._controller
        return bonus_prompt(
            controller.game, controller.player, self.combinations, self.line, len(self.picked)
        )

    def pickable_cells(self) -> frozenset[int]:
        """Cells that may be picked for the bonus of the line being handled."""
        if self.line is None:
            return frozenset()
        controller = self._controller
        return frozenset(
            bonus_pickable(controller.game, controller.player, self.line, tuple(self.picked))
        )


def _took_back(cell: int) -> str:
    return f"Took back the circle in {CELL_NAMES[cell]}."
