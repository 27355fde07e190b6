"""What a sheet shows and what a click on it means, asked of the controller (and so the core).

The widgets paint ``sheet_picture`` and report a field clicked or hovered; these functions
turn that into the controller's gestures and the status bar's explanation. Nothing here
decides a rule: whether a die fits is ``ExactHitController.why_not_write`` (the core's
``why_illegal``).
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication

from knaster_qt.games.exact_hit.core.marks import Mark
from knaster_qt.games.exact_hit.core.scoring import EXACT_HIT_BONUS
from knaster_qt.games.exact_hit.core.sheets import COLOURS, FIELDS
from knaster_qt.games.exact_hit.models.controller import (
    ExactHitController,
    Phase,
    colour_name,
)
from knaster_qt.games.exact_hit.render.picture import Field, SheetPicture
from knaster_qt.texts import UNDO_KEYS, key_text


def sheet_picture(
    controller: ExactHitController,
    player: int,
    hover: Field | None = None,
    focus: Field | None = None,
    interactive: bool = True,
) -> SheetPicture:
    """``player``'s sheet as it should look now, with this turn's dice written (in pen: they
    may still be taken back) and, on the sheet being played, the targets and the hover."""
    game = controller.game
    picture = SheetPicture.from_game(game, player)
    playing = interactive and controller.can_answer() and controller.actor == player
    row = game.marks[player].current_row
    fields = [list(line) for line in picture.fields]
    if playing and row is not None and game.dice is not None:
        sheet = game.marks[player].sheet
        for colour in controller.pending:
            fields[row][sheet.position_of(row, colour)] = game.dice[colour]
    overlays: dict[str, object] = {
        "fields": tuple(tuple(line) for line in fields),
        "current_row": row if not game.game_over else None,
        "dimmed": not interactive
        and controller.phase is not Phase.OVER
        and controller.actor != player,
    }
    if playing and row is not None:
        colours = [controller.selected] if controller.selected is not None else range(len(COLOURS))
        overlays["target_fields"] = frozenset(
            (row, game.marks[player].sheet.position_of(row, colour))
            for colour in colours
            if controller.why_not_write(colour) is None
        )
        overlays["focus_field"] = focus
        if hover is not None and hover[0] == row:
            value, cross = hover_marks(controller, hover, fields)
            overlays.update(hover_field=hover, hover_write=value, hover_cross=cross)
    return replace(picture, **overlays)  # type: ignore[arg-type]


def hover_marks(
    controller: ExactHitController, field: Field, fields: list[list[Mark]] | None = None
) -> tuple[int | None, bool]:
    """The faint value a click would write into ``field``, or the forced cross shown there."""
    game = controller.game
    colour = field_colour(controller, field)
    dice = game.dice
    if dice is not None and controller.why_not_write(colour) is None:
        return dice[colour], False
    row = field[0]
    marks = fields if fields is not None else game.marks[controller.actor].fields
    leftmost = next((p for p in range(FIELDS) if marks[row][p] is None), None)
    return None, not controller.pending and leftmost == field[1]


def field_colour(controller: ExactHitController, field: Field) -> int:
    sheet = controller.game.marks[controller.actor].sheet
    return sheet.colours[field[0]][field[1]]


def field_preview(controller: ExactHitController, field: Field) -> str:
    """The status bar's explanation of what a click on ``field`` would do."""
    game = controller.game
    row, position = field
    name = colour_name(field_colour(controller, field))
    if not controller.can_answer():
        return ""
    current = controller.current_row()
    if row != current:
        return QCoreApplication.translate(
            "ExactHit", "This is row {0}; you write into row {1} now."
        ).format(row + 1, (current or 0) + 1)
    colour = field_colour(controller, field)
    number = game.marks[controller.actor].sheet.numbers[row][position]
    if colour in controller.pending:
        #: {0}: a colour, "black"; {0:die} says "black die", {0:field} "black field"
        return QCoreApplication.translate(
            "ExactHit", "The {0} die is written here this turn ({key} takes it back)."
        ).format(name, key=key_text(UNDO_KEYS))
    problem = controller.why_not_write(colour)
    if problem is None:
        assert game.dice is not None
        value = game.dice[colour]
        if value == number:
            hits = game.marks[controller.actor].exact_hits(row) + sum(
                game.dice[c]
                == game.marks[controller.actor].sheet.numbers[row][
                    game.marks[controller.actor].sheet.position_of(row, c)
                ]
                for c in controller.pending
            )
            #: {0}: a colour, "black"; {0:die} says "black die", {0:field} "black field"
            return QCoreApplication.translate(
                "ExactHit", "Write the {0} {1} here: an exact hit (bonus {2} → {3})."
            ).format(name, value, EXACT_HIT_BONUS[hits], EXACT_HIT_BONUS[min(hits + 1, FIELDS)])
        #: {0}: a colour, "black"; {0:die} says "black die", {0:field} "black field"
        return QCoreApplication.translate(
            "ExactHit", "Write the {0} {1} here (the field allows up to {2})."
        ).format(name, value, number)
    text = problem[:1].upper() + problem[1:] + "."
    _value, cross = hover_marks(controller, field)
    if cross:
        text += " " + QCoreApplication.translate(
            "ExactHit", "Writing nothing this turn crosses this field (Done)."
        )
    return text
