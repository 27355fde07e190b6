"""The first-game guide: a short solo game in which a callout points at what to do next.

It points at the dice (roll), at a highlighted cell (write), at a number to circle, at
the first bonus and at the score, and moves on when the player has done it (the
controller's signals say what happened). It only points: the controller and the core
decide what is legal, as always, and the player may do something else at any moment.

The dice are prepared so that a bonus comes soon: 7 and 7 (write, then circle), then
6, 8, 5 and 9, which make row 3 a straight (5 6 7 8 9, three bonus circles), then the
number of a cell of row 3 left uncircled, so that the row can be circled in full and
its white field scores. Skip (the button or Escape) ends the guide at once; the game
stays on the sheet, with the game's own dice from then on.
"""

from __future__ import annotations

import enum
import random
from dataclasses import dataclass

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QWidget

from knaster_qt.change import Change
from knaster_qt.games.knaster.core.actions import Bonus, Circle, Write
from knaster_qt.games.knaster.core.game import ActionReport, Game
from knaster_qt.games.knaster.core.notation import LINE_CELLS, cell_index, line_index
from knaster_qt.games.knaster.models.controller import KnasterController
from knaster_qt.games.knaster.views.sheet_view import SheetView
from knaster_qt.kit.guide import GameGuide, GuideStep

# Row 3 becomes 5 6 7 8 9 (a straight) when each number goes where the guide points.
FIRST_CELL = cell_index("c3")
ROW = line_index("r3")
FILL_PLAN = (
    (6, cell_index("b3")),
    (8, cell_index("d3")),
    (5, cell_index("a3")),
    (9, cell_index("e3")),
)
PREPARED_ROLLS = (7, 7, *(total for total, _cell in FILL_PLAN))


class Stage(enum.Enum):
    """In the guide's order (the kit's ``GameGuide.stages``): the last step, then the end."""

    WELCOME = enum.auto()
    ROLL = enum.auto()  # the first roll
    WRITE = enum.auto()  # write it (c3 highlighted)
    ROLL_AGAIN = enum.auto()
    CIRCLE = enum.auto()  # the same sum again: circle it
    FILL = enum.auto()  # roll and write until row 3 is full
    BONUS = enum.auto()  # the bonus circles of a completed line
    LAST = enum.auto()  # roll and circle the rest of the line: its white field scores
    SCORE = enum.auto()
    DONE = enum.auto()


@dataclass(frozen=True)
class GuideTargets:
    """The widgets the guide points at, on the window that shows the game."""

    window: QWidget
    sheet: SheetView
    dice: QWidget  # the dice panel with its Roll button
    score: QWidget  # the score box


def dice_for(total: int) -> tuple[int, int]:
    first = min(6, total - 1)
    return first, total - first


class FirstGameGuide(GameGuide[Stage, KnasterController, GuideTargets]):
    """Walks a person through their first solo game on ``targets.window``."""

    stages = Stage
    explaining = (Stage.WELCOME, Stage.SCORE)

    def __init__(self, controller: KnasterController, targets: GuideTargets) -> None:
        super().__init__(controller, targets)
        self.bonus_line: int | None = None
        self._rolls = list(PREPARED_ROLLS)
        self._chance = random.Random()
        self._dice_before = controller.dice_source
        controller.rolled.connect(self._rolled)

    # --- the player's side -------------------------------------------------------------

    def start(self) -> None:
        """Begin on the game now on the controller (a new solo game: see ``needs_new_game``),
        with the guide's prepared dice."""
        self.controller.dice_source = self._roll
        super().start()

    def next(self) -> None:
        """The Next button: on from a step that only explains; Finish on the last one."""
        if self.stage is Stage.WELCOME:
            self._go(Stage.ROLL)
        elif self.stage is Stage.SCORE:
            self.end(True)

    # --- the prepared dice ---------------------------------------------------------------

    def _roll(self) -> tuple[int, int]:
        if self.stage is Stage.LAST and self.bonus_line is not None:
            open_cells = self._uncircled(self.bonus_line)
            if open_cells:
                return dice_for(self._sheet_values()[open_cells[0]])
        if self._rolls:
            return dice_for(self._rolls.pop(0))
        throw = self._chance.randrange(36)
        return throw // 6 + 1, throw % 6 + 1

    # --- following the game ---------------------------------------------------------------

    def _rolled(self, _total: int) -> None:
        if self.stage in (Stage.WELCOME, Stage.ROLL, Stage.ROLL_AGAIN):  # rolled before Next too
            self._go(Stage.CIRCLE if self.stage is Stage.ROLL_AGAIN else Stage.WRITE)
        elif self.active:
            self.show()

    def follow(self, change: Change) -> None:
        for report in change.reports:
            assert isinstance(report, ActionReport)
            self._acted(report)

    def _acted(self, report: ActionReport) -> None:
        if not self.active or report.player != self.controller.player or report.undone:
            if self.active:
                self.show()
            return
        action = report.action
        if report.bonus_due:
            self.bonus_line = report.bonus_due[0][0]
            self._go(Stage.BONUS)
        elif self.stage is Stage.BONUS and isinstance(action, Bonus):
            self._go(Stage.SCORE if self._line_scored(action.line) else Stage.LAST)
        elif self.stage is Stage.WRITE and isinstance(action, Write | Circle):
            self._go(Stage.ROLL_AGAIN)
        elif self.stage is Stage.CIRCLE and isinstance(action, Write | Circle):
            self._go(Stage.FILL)
        elif self.stage is Stage.FILL and not self._rolls and not report.bonus_due:
            self._go(Stage.SCORE)  # row 3 went otherwise: no bonus this time, the score
        elif self.stage is Stage.LAST and (report.scored or not self._uncircled_line()):
            self._go(Stage.SCORE)
        else:
            self.show()

    def end(self, completed: bool) -> None:
        """The game's own dice again, no cell lit, and the guide ends."""
        self.controller.dice_source = self._dice_before
        self.targets.sheet.set_hint(None, None)
        self.controller.rolled.disconnect(self._rolled)
        super().end(completed)

    # --- what the guide says and where it points ---------------------------------------------

    def current_step(self) -> GuideStep:
        """The step, with the cell or line it is about lit on the sheet."""
        text, target, cell, line = self._step()
        self.targets.sheet.set_hint(cell, line)
        # Beside the whole sheet if there is room, else beside the grid (its cells stay free
        # to click), else beside the target alone.
        paper = self._paper_rect()
        keep_free = (paper, self._grid_rect()) if paper.contains(target.center()) else ()
        return GuideStep(text, target, keep_free)

    def _step(self) -> tuple[str, QRectF, int | None, int | None]:
        """The words, the rectangle pointed at (window coordinates), the cell and line lit."""
        game = self.controller.game
        roll = game.current_roll
        stage = self.stage
        sheet, dice = self.targets.sheet, self.targets.dice
        need_roll = self.controller.can_roll()
        if stage is Stage.WELCOME:
            return (
                self.tr(
                    "<b>Welcome to Knaster!</b> This guide plays a short game with you. "
                    "This is your sheet: 5 × 5 empty cells. You fill them with the sums of "
                    "two dice and earn points for circles and full lines."
                ),
                self._grid_rect(),
                None,
                None,
            )
        if need_roll and stage in (Stage.ROLL, Stage.ROLL_AGAIN, Stage.FILL, Stage.LAST):
            words = {
                Stage.ROLL: self.tr("<b>Roll the dice:</b> click <i>Roll</i> or press R."),
                Stage.ROLL_AGAIN: self.tr("<b>Roll again</b> (the Roll button or R)."),
                Stage.FILL: self.tr(
                    "Now fill <b>row 3</b>, the middle row: roll again (the Roll button or R)."
                ),
                Stage.LAST: self.tr(
                    "<b>Roll once more.</b> A line whose five numbers are all circled scores "
                    "the points of its white field."
                ),
            }
            return words[stage], self.rect_of(dice), None, None
        if stage in (Stage.ROLL, Stage.ROLL_AGAIN):  # a step taken back (Ctrl+Z): play it again
            text = self.tr(
                "You rolled {roll}: write it into an empty cell, or circle a cell that holds it."
            ).format(roll=roll)
            return text, self._grid_rect(), None, None
        if stage in (Stage.WRITE, Stage.FILL):
            cell = FIRST_CELL if stage is Stage.WRITE else self._planned_cell()
            text = (
                self.tr(
                    "You rolled {roll}. <b>Write it</b>: click the highlighted cell. (Any "
                    "empty cell is allowed; the centre belongs to four lines.)"
                )
                if stage is Stage.WRITE
                else self.tr("You rolled {roll}. Write it into the highlighted cell of row 3.")
            ).format(roll=roll)
            if cell is None:
                return text, self.rect_of(sheet), None, ROW
            return text, self._cell_rect(cell), cell, None
        if stage is Stage.CIRCLE:
            cell = self._cell_holding(roll)
            text = self.tr(
                "{roll} again! Instead of writing, you may <b>circle</b> a cell that holds "
                "{roll}: click it. Every circle is a point at the end."
            ).format(roll=roll)
            if cell is None:
                return text, self.rect_of(sheet), None, None
            return text, self._cell_rect(cell), cell, None
        if stage is Stage.BONUS:
            line = self.bonus_line if self.bonus_line is not None else ROW
            due = dict(game.pending_bonus(self.controller.player)).get(line, 0)
            text = self.tr(
                "<b>A full line with a combination!</b> The legend says how many <b>bonus "
                "circles</b> it earns: {count}. Click that many cells of the highlighted "
                "line now."
            ).format(count=due)
            return text, self._line_rect(line), None, line
        if stage is Stage.LAST:
            open_cells = self._uncircled_line()
            cell = open_cells[0] if open_cells else None
            text = self.tr(
                "Circle the {roll}: then all five numbers of the line are circled and its "
                "<b>white field</b> scores."
            ).format(roll=roll)
            if cell is None:
                return text, self.rect_of(sheet), None, None
            return text, self._cell_rect(cell), cell, None
        score = game.score(self.controller.player)
        return (
            self.tr(
                "<b>Your score</b>: white fields {lines} + circles {circles} = {total}. "
                "Play on as you like: when your grid is full, one more round ends the game. "
                "Help > Rules explains everything."
            ).format(lines=score.line_points, circles=score.circles, total=score.total),
            self.rect_of(self.targets.score),
            None,
            None,
        )

    # --- the sheet as the guide sees it ----------------------------------------------------------

    def _sheet_values(self) -> list[int]:
        return self.controller.game.sheets[self.controller.player].values

    def _uncircled(self, line: int) -> list[int]:
        sheet = self.controller.game.sheets[self.controller.player]
        return [c for c in LINE_CELLS[line] if sheet.values[c] and not sheet.circled >> c & 1]

    def _uncircled_line(self) -> list[int]:
        return [] if self.bonus_line is None else self._uncircled(self.bonus_line)

    def _line_scored(self, line: int) -> bool:
        return bool(self.controller.game.sheets[self.controller.player].scored >> line & 1)

    def _planned_cell(self) -> int | None:
        values = self._sheet_values()
        for _total, cell in FILL_PLAN:
            if not values[cell]:
                return cell
        return None

    def _cell_holding(self, number: int | None) -> int | None:
        sheet = self.controller.game.sheets[self.controller.player]
        for cell in range(25):
            if number and sheet.values[cell] == number and not sheet.circled >> cell & 1:
                return cell
        return None

    # --- placing the callout ------------------------------------------------------------------

    def _cell_rect(self, cell: int) -> QRectF:
        return self.rect_on(self.targets.sheet, self.targets.sheet.cell_rect(cell))

    def _line_rect(self, line: int) -> QRectF:
        rect = QRectF()
        for cell in LINE_CELLS[line]:
            rect = rect.united(self._cell_rect(cell))
        return rect

    def _paper_rect(self) -> QRectF:
        return self.rect_on(self.targets.sheet, self.targets.sheet.sheet_rect())

    def _grid_rect(self) -> QRectF:
        return self._cell_rect(0).united(self._cell_rect(24))


def needs_new_game(game: Game) -> bool:
    """Whether the guide needs a new game: it plays a solo game from its first roll."""
    return len(game.players) != 1 or game.rounds > 0 or game.game_over
