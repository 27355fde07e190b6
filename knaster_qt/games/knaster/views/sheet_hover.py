"""What the status bar says about the place under the pointer on the sheet on screen."""

from __future__ import annotations

from knaster_qt.games.knaster.core.notation import describe_line
from knaster_qt.games.knaster.models.controller import KnasterController
from knaster_qt.games.knaster.models.line_model import LineModel, LineRole


def read_only_text(controller: KnasterController, shown_player: int) -> str:
    """A click on another player's sheet, shown to look at only."""
    game = controller.game
    shown = game.players[shown_player]
    return (
        f"This is {shown}'s sheet, to look at only: {game.players[controller.player]}'s sheet"
        " is the one to play (click its card below)"
    )


def white_field_text(controller: KnasterController, lines: LineModel | None, line: int) -> str:
    """The pointer on ``line``'s white field: its bonus, or what it scores."""
    if controller.bonus_lines:
        if line in controller.bonus_lines:
            return f"Click to circle the bonus of {describe_line(line)} first"
        return f"{describe_line(line).capitalize()} has no bonus due"
    points = controller.game.layout.line_points[line]
    name = describe_line(line).capitalize()
    if lines is not None and lines.data(lines.line_index(line), LineRole.SCORED):
        return f"{name} scored {points} points"
    return f"{name}: {points} points once all its five numbers are circled"
