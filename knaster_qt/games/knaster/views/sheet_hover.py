"""What the status bar says about the place under the pointer on the sheet on screen."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from knaster_qt.games.knaster.core.notation import describe_line
from knaster_qt.games.knaster.models.controller import KnasterController
from knaster_qt.games.knaster.models.line_model import LineModel, LineRole
from knaster_qt.texts import capitalized, translated


class _Counts(QObject):
    """Counted words (lupdate extracts plural forms only from a QObject's ``tr``)."""

    def scored(self, points: int) -> str:
        #: {line}: "row 3"; it has been fully circled and scored its white field's points
        return self.tr("{line} scored %n point(s)", "", points)

    def once_circled(self, points: int) -> str:
        return self.tr("{line}: %n point(s) once all its five numbers are circled", "", points)


def read_only_text(controller: KnasterController, shown_player: int) -> str:
    """A click on another player's sheet, shown to look at only."""
    game = controller.game
    return QCoreApplication.translate(
        "KnasterStatus",
        "This is {shown}'s sheet, to look at only: {player}'s sheet is the one to play"
        " (click its card below)",
    ).format(shown=game.players[shown_player], player=game.players[controller.player])


def white_field_text(controller: KnasterController, lines: LineModel | None, line: int) -> str:
    """The pointer on ``line``'s white field: its bonus, or what it scores."""
    name = translated(describe_line(line))
    if controller.bonus_lines:
        if line in controller.bonus_lines:
            #: forms: {line:in} "in row 3", {line:of} "of row 3", {line:for} "for row 3"
            return QCoreApplication.translate(
                "KnasterStatus", "Click to circle the bonus of {line} first"
            ).format(line=name)
        return capitalized(
            QCoreApplication.translate("KnasterStatus", "{line} has no bonus due").format(line=name)
        )
    points = controller.game.layout.line_points[line]
    if lines is not None and lines.data(lines.line_index(line), LineRole.SCORED):
        return capitalized(_Counts().scored(points).format(line=name))
    return capitalized(_Counts().once_circled(points).format(line=name))
