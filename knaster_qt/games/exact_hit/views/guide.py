"""Exact Hit's first-game guide: the first round of a solo game, a callout pointing at each step.

It points at the sheet (welcome), at the Throw button, at the dice (what fits where, and the
one rethrow), at a field of the current row where a die fits (an exact hit when there is
one), at Done and at the score. It moves on when the player has done it (the controller's
Changes say what happened) and follows a player who does something else: another die, a
rethrow, Done at once. It only points: the controller and the core decide what is legal, as
always. Skip (the button or Escape) ends it at once; the game stays on the sheet. The
callout itself is the kit's (kit/guide.py). Row 1 has a field numbered 6, which takes any
die of its colour, so the first throw always has a die to write.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QWidget

from knaster_qt.change import Change
from knaster_qt.games.exact_hit.core.actions import ActionReport, Cross, Rethrow, Throw, Write
from knaster_qt.games.exact_hit.core.game import Game
from knaster_qt.games.exact_hit.core.sheets import FIELDS
from knaster_qt.games.exact_hit.models.controller import ExactHitController, colour_name
from knaster_qt.games.exact_hit.views.sheet_view import ExactHitSheetView
from knaster_qt.kit.guide import GameGuide, GuideStep


class Stage(enum.Enum):
    """In the guide's order (the kit's ``GameGuide.stages``): the last step, then the end."""

    WELCOME = enum.auto()  # the sheet
    THROW = enum.auto()  # throw the dice
    DICE = enum.auto()  # what fits where; the one rethrow
    WRITE = enum.auto()  # write a die into its field
    DONE = enum.auto()  # press Done
    SCORE = enum.auto()  # the score; play on
    OVER = enum.auto()  # the guide has ended


@dataclass(frozen=True)
class GuideTargets:
    """The widgets the guide points at, on the window that shows the game."""

    window: QWidget
    sheet: ExactHitSheetView
    dice: QWidget  # the six dice
    throw: QWidget  # the Throw button
    done: QWidget  # the Done button
    score: QWidget  # the sheet's letter and points


def needs_new_game(game: Game) -> bool:
    """Whether the guide needs a new game: it plays a solo game from its first throw."""
    return game.players != 1 or bool(game.history) or game.game_over or game.dice is not None


class ExactHitGuide(GameGuide[Stage, ExactHitController, GuideTargets]):
    """Walks a person through their first round on ``targets.window``."""

    stages = Stage
    explaining = (Stage.WELCOME, Stage.DICE, Stage.SCORE)

    # --- the player's side -------------------------------------------------------------

    def next(self) -> None:
        """The Next button: on from a step that only explains; Finish on the last one."""
        if self.stage is Stage.WELCOME:
            self._go(Stage.THROW if self.controller.game.dice is None else Stage.DICE)
        elif self.stage is Stage.DICE:
            self._go(Stage.WRITE)
        elif self.stage is Stage.SCORE:
            self.end(True)

    # --- following the game ---------------------------------------------------------------

    def follow(self, change: Change) -> None:
        actions = [report.action for report in change.reports if isinstance(report, ActionReport)]
        if any(isinstance(action, Write | Cross) for action in actions):
            self._go(Stage.SCORE)  # the turn is answered: its score
        elif any(isinstance(action, Throw) for action in actions):
            self._go(Stage.DICE)
        elif any(isinstance(action, Rethrow) for action in actions) and self.stage is Stage.DONE:
            self._go(Stage.WRITE)  # new dice: write again
        elif self.controller.pending and self.stage in (Stage.DICE, Stage.WRITE):
            self._go(Stage.DONE)  # a die written within the turn
        elif not self.controller.pending and self.stage is Stage.DONE:
            self._go(Stage.WRITE)  # taken back
        else:
            self.show()

    # --- what the guide says and where it points ---------------------------------------------

    def current_step(self) -> GuideStep:
        text, target = self._step()
        sheet = self.rect_of(self.targets.sheet)
        # Beside the sheet when the target is on it (its fields stay free to click); off the
        # row of the dice and their buttons when it is the dice (Throw again stays in sight).
        controls = self.rect_of(self.targets.dice).united(self.rect_of(self.targets.score))
        keep_free: tuple[QRectF, ...] = ()
        if sheet.contains(target.center()):
            keep_free = (sheet,)
        elif self.stage is Stage.DICE:
            keep_free = (controls,)
        return GuideStep(text, target, keep_free)

    def _step(self) -> tuple[str, QRectF]:
        """The words and the rectangle pointed at (window coordinates)."""
        if self.stage is Stage.WRITE:
            return self._write_step()
        targets = self.targets
        # The other steps say the same words each time, each pointing at a widget.
        said: dict[Stage, tuple[str, QWidget]] = {
            Stage.WELCOME: (
                self.tr(
                    "<b>Welcome to Exact Hit!</b> This guide plays your first round with you. "
                    "This is your sheet: five rows of six coloured fields, each with a number. "
                    "You fill the top row first, with dice of the fields' colours."
                ),
                targets.sheet,
            ),
            Stage.THROW: (
                self.tr("<b>Throw the six dice</b>: click <i>Throw</i> or press R."),
                targets.throw,
            ),
            Stage.DICE: (
                self.tr(
                    "<b>The dice.</b> Each die may go into the field of its colour in your row "
                    "when its value is at most the field's number; the same value is an "
                    "<b>exact hit</b>. Unhappy with the throw? <i>Throw again</i> throws every "
                    "die not showing 1, once."
                ),
                targets.dice,
            ),
            Stage.DONE: (
                self.tr(
                    "Write more dice if you like (each into its own colour), then press "
                    "<b>Done</b>. Writing nothing would cross out the first empty field."
                ),
                targets.done,
            ),
            Stage.SCORE: (
                self.tr(
                    "<b>Your score.</b> A finished row scores the dice written in it, plus a bonus "
                    "for its exact hits. Play on as you like: the game ends when all five rows are "
                    "full. Help > Rules explains everything."
                ),
                targets.score,
            ),
        }
        text, widget = said[self.stage]
        return text, self.rect_of(widget)

    def _write_step(self) -> tuple[str, QRectF]:
        """Write a die: the field advised, or Done when no die fits."""
        field = self.best_field()
        if field is None:
            return (
                self.tr(
                    "No die fits your row this time: press <b>Done</b>, and the first empty "
                    "field of the row is crossed out."
                ),
                self.rect_of(self.targets.done),
            )
        row, position = field
        controller = self.controller
        marks = controller.game.marks[controller.actor]
        colour = marks.sheet.colours[row][position]
        dice = controller.game.dice
        assert dice is not None
        value, number = dice[colour], marks.sheet.numbers[row][position]
        if value == number:
            #: {colour}: a colour, "black"; {colour:die} says "black die", {colour:field}
            #: "black field"
            words = self.tr(
                "<b>An exact hit!</b> The {colour} die shows {value}, the number of the "
                "ringed field: click the field to write it."
            )
        else:
            #: {colour}: a colour, "black"; {colour:die} says "black die", {colour:field}
            #: "black field"
            words = self.tr(
                "The {colour} die shows {value}, no more than the ringed field's {number}: "
                "click the field to write it."
            )
        return (
            words.format(colour=colour_name(colour), value=value, number=number),
            self._field_rect(field),
        )

    # --- what the guide advises ------------------------------------------------------------

    def best_field(self) -> tuple[int, int] | None:
        """A field of the current row where a die may go now: an exact hit first, else the
        highest die; None when no die fits."""
        controller = self.controller
        game = controller.game
        row = controller.current_row()
        if game.dice is None or row is None or not controller.can_answer():
            return None
        sheet = game.marks[controller.actor].sheet
        best: tuple[bool, int, int] | None = None
        for position in range(FIELDS):
            colour = sheet.colours[row][position]
            if controller.why_not_write(colour) is not None:
                continue
            value = game.dice[colour]
            choice = (value == sheet.numbers[row][position], value, -position)
            if best is None or choice > best:
                best = choice
        return None if best is None else (row, -best[2])

    # --- where things are on the window ----------------------------------------------------

    def _field_rect(self, field: tuple[int, int]) -> QRectF:
        return self.rect_on(self.targets.sheet, self.targets.sheet.field_rect(field))
