"""What a click on a Knaster cell would do now, worked out by asking the rules core.

The words are said in the app's language (context "KnasterStatus"); the core's reasons
are its ``Words``, translated here with ``texts.translated``.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from knaster_qt.games.knaster.core.actions import Action, Bonus, Circle, Write
from knaster_qt.games.knaster.core.game import Game
from knaster_qt.games.knaster.core.notation import CELL_NAMES, describe_line
from knaster_qt.texts import translated


class ClickKind(enum.Enum):
    """The effect of a click on a cell."""

    NOTHING = "nothing"  # illegal now; the preview's message says why
    WRITE = "write"  # writes the roll into the empty cell
    CIRCLE = "circle"  # circles the matching number (the player's action for this roll)
    BONUS_PICK = "bonus-pick"  # picks the cell for the bonus circles of a completed line
    BONUS_UNPICK = "bonus-unpick"  # takes back a cell picked for the bonus


@dataclass(frozen=True)
class ClickPreview:
    """A click's effect, the words for the status bar, and the number a write would put."""

    kind: ClickKind
    cell: int
    message: str
    value: int = 0
    line: int | None = None  # the bonus line a bonus pick is for

    @property
    def legal(self) -> bool:
        return self.kind is not ClickKind.NOTHING


def combination_phrase(label: str, line: int) -> str:
    """'full house in row 3' from the combination's label (a core Words) and the line; a
    sentence that starts with it says it with a capital."""
    #: {combination}: a combination's name ("full house"); {line:in}: where, "in row 3", "in
    #: column c": "full house in row 3", with a capital where it starts a sentence
    phrase = QCoreApplication.translate("KnasterStatus", "{combination} {line:in}")
    return phrase.format(combination=translated(label), line=translated(describe_line(line)))


def bonus_pickable(game: Game, player: int, line: int, picked: tuple[int, ...]) -> set[int]:
    """Cells that may join ``picked`` for the bonus of ``line``: the core's own bonus choices."""
    wanted = set(picked)
    cells: set[int] = set()
    for choice in game.bonus_choices(player):
        if choice.line == line and wanted.issubset(choice.cells):
            cells.update(choice.cells)
    return cells - wanted


def lines_for_pick(game: Game, player: int, cell: int) -> list[int]:
    """The lines with bonus due for which ``cell`` could be picked first."""
    return [
        line
        for line, _due in game.pending_bonus(player)
        if game.bonus_required(player, line) and cell in bonus_pickable(game, player, line, ())
    ]


def preview_click(
    game: Game, player: int, cell: int, bonus_line: int | None, picked: tuple[int, ...]
) -> ClickPreview:
    """What clicking ``cell`` would do, given the bonus line being handled and the cells picked."""
    name = CELL_NAMES[cell]
    if game.pending_bonus(player):
        return _preview_bonus(game, player, cell, bonus_line, picked)
    roll = game.current_roll
    write_reason = game.why_illegal(player, Write(cell))
    if write_reason is None and roll is not None:
        #: What writing into a cell completes: "fills row 3 (no combination)"
        fills = QCoreApplication.translate("KnasterStatus", "fills {line} (no combination)")
        completes = [
            combination_phrase(done.combination.label, done.line)
            if done.circles
            else fills.format(line=translated(describe_line(done.line)))
            for done in game.completions(player, cell)
        ]
        #: {roll}: the sum rolled; {cell}: a cell such as c3
        message = QCoreApplication.translate("KnasterStatus", "Click to write {roll} in {cell}")
        message = message.format(roll=roll, cell=name)
        if completes:
            #: A click's preview, then what it completes: "Click to write 7 in c3: Full house in row 3"
            more = QCoreApplication.translate("KnasterStatus", "{message}: {completes}")
            message = more.format(message=message, completes="; ".join(completes))
        return ClickPreview(ClickKind.WRITE, cell, message, value=roll)
    circle_reason = game.why_illegal(player, Circle(cell))
    if circle_reason is None:
        circle = QCoreApplication.translate("KnasterStatus", "Click to circle the {roll} in {cell}")
        return ClickPreview(ClickKind.CIRCLE, cell, circle.format(roll=roll, cell=name))
    instead = what_instead(game, player, cell)
    if instead:
        return ClickPreview(ClickKind.NOTHING, cell, instead)
    reason = write_reason if not game.sheets[player].values[cell] else circle_reason
    if reason is None:
        return ClickPreview(
            ClickKind.NOTHING, cell, QCoreApplication.translate("KnasterStatus", "Not possible now")
        )
    return ClickPreview(ClickKind.NOTHING, cell, _sentence(reason))


def choices_for_roll(game: Game, player: int) -> tuple[bool, list[str]]:
    """Whether ``player`` may write the roll into an empty cell, and the cells they may circle."""
    actions = game.legal_actions(player)
    can_write = any(isinstance(action, Write) for action in actions)
    circles = [CELL_NAMES[action.cell] for action in actions if isinstance(action, Circle)]
    return can_write, circles


def a_number(number: int) -> str:
    """'a 7', 'an 8', 'an 11': a number with its article, as the language says it."""
    if number in (8, 11, 18):
        #: A number with its indefinite article when English says "an" (8, 11): "an 8"
        return QCoreApplication.translate("KnasterStatus", "an {number}").format(number=number)
    #: A number with its indefinite article: "a 7" (English says "an 8"; another entry)
    return QCoreApplication.translate("KnasterStatus", "a {number}").format(number=number)


def either_cell(cells: list[str]) -> str:
    """'b3 or c4 or e5': the cells a roll may be circled in."""
    text = cells[-1]
    for cell in reversed(cells[:-1]):
        #: Cells to choose from: "b3 or c4"
        text = QCoreApplication.translate("KnasterStatus", "{cell} or {cells}").format(
            cell=cell, cells=text
        )
    return text


def options_phrase(roll: int, can_write: bool, circles: list[str]) -> str:
    """'write it in an empty cell or circle a 7 (b3)': what the roll allows, said after "with
    the 7 you can" (each phrase is what follows "you can": Dutch "... omcirkelen")."""
    if len(circles) == 1:
        #: After "with the 7 you can": {number}: "a 7" (with its article); {cell}: its cell
        circle = QCoreApplication.translate("KnasterStatus", "circle {number} ({cell})").format(
            number=a_number(roll), cell=circles[0]
        )
    elif 1 < len(circles) <= 3:
        #: After "with the 7 you can": {roll}: the sum rolled; {cells}: "b3 or c4"
        circle = QCoreApplication.translate(
            "KnasterStatus", "circle one of the {roll}s ({cells})"
        ).format(roll=roll, cells=either_cell(circles))
    else:
        #: After "with the 7 you can": {roll}: the sum rolled
        circle = QCoreApplication.translate("KnasterStatus", "circle one of the {roll}s").format(
            roll=roll
        )
    if can_write and circles:
        #: After "with the 7 you can": {circle}: "circle a 7 (b3)"
        return QCoreApplication.translate(
            "KnasterStatus", "write it in an empty cell or {circle}"
        ).format(circle=circle)
    if can_write:
        #: After "with the 7 you can"
        return QCoreApplication.translate("KnasterStatus", "write it in an empty cell")
    return circle


def what_instead(game: Game, player: int, cell: int) -> str:
    """For a cell the roll cannot go to, while the player has a move to make: what the cell
    holds and what the roll can do instead ('' when the rules' reason says it better)."""
    roll = game.current_roll
    sheet = game.sheets[player]
    value = sheet.values[cell]
    if roll is None or not value or sheet.pending or player not in game.players_to_act():
        return ""
    can_write, circles = choices_for_roll(game, player)
    if not (can_write or circles):
        return ""
    name = CELL_NAMES[cell]
    # (a cell holding the roll's own number cannot be circled only once it is circled)
    if value == roll:
        held = QCoreApplication.translate(
            "KnasterStatus", "The {value} in {cell} is circled already"
        ).format(value=value, cell=name)
    else:
        held = QCoreApplication.translate("KnasterStatus", "{cell} holds {value}").format(
            cell=name, value=value
        )
    #: {held}: what the cell holds; {options}: "write it in an empty cell or circle a 7 (b3)"
    return QCoreApplication.translate(
        "KnasterStatus", "{held}: with the {roll} you can {options}"
    ).format(held=held, roll=roll, options=options_phrase(roll, can_write, circles))


def _preview_bonus(
    game: Game, player: int, cell: int, bonus_line: int | None, picked: tuple[int, ...]
) -> ClickPreview:
    name = CELL_NAMES[cell]
    if bonus_line is None:
        lines = lines_for_pick(game, player, cell)
        if len(lines) == 1:
            #: forms: {line:in} "in row 3", {line:of} "of row 3", {line:for} "for row 3"
            text = QCoreApplication.translate(
                "KnasterStatus", "Click to circle {cell} for the bonus of {line}"
            )
            return ClickPreview(
                ClickKind.BONUS_PICK,
                cell,
                text.format(cell=name, line=translated(describe_line(lines[0]))),
                line=lines[0],
            )
        if lines:
            choose = QCoreApplication.translate(
                "KnasterStatus",
                "Choose the line to circle first: click its white field"
                " (this cell is in more than one)",
            )
        else:
            choose = QCoreApplication.translate(
                "KnasterStatus", "Choose the line to circle first: click its white field"
            )
        return ClickPreview(ClickKind.NOTHING, cell, choose)
    required = game.bonus_required(player, bonus_line)
    if cell in picked:
        back = QCoreApplication.translate(
            "KnasterStatus", "Click to take back the circle in {cell}"
        )
        return ClickPreview(ClickKind.BONUS_UNPICK, cell, back.format(cell=name), line=bonus_line)
    if cell in bonus_pickable(game, player, bonus_line, picked):
        #: {picked} of {required}: this circle's number among the bonus circles, "(2 of 3)"
        #: forms: {line:in} "in row 3", {line:of} "of row 3", {line:for} "for row 3"
        text = QCoreApplication.translate(
            "KnasterStatus",
            "Click to circle {cell} for the bonus of {line} ({picked} of {required})",
        )
        message = text.format(
            cell=name,
            line=translated(describe_line(bonus_line)),
            picked=len(picked) + 1,
            required=required,
        )
        return ClickPreview(ClickKind.BONUS_PICK, cell, message, line=bonus_line)
    reason = game.why_illegal(player, Bonus(bonus_line, (cell,)))
    if reason is None or "circles, not" in reason or "circle, not" in reason:
        return ClickPreview(
            ClickKind.NOTHING,
            cell,
            #: forms: {line:in} "in row 3", {line:of} "of row 3", {line:for} "for row 3"
            QCoreApplication.translate(
                "KnasterStatus", "{cell} cannot be circled for {line}"
            ).format(cell=name, line=translated(describe_line(bonus_line))),
        )
    return ClickPreview(ClickKind.NOTHING, cell, _sentence(reason))


def action_for(preview: ClickPreview) -> Action | None:
    """The core action of a write or circle preview (bonus picks are collected first)."""
    if preview.kind is ClickKind.WRITE:
        return Write(preview.cell)
    if preview.kind is ClickKind.CIRCLE:
        return Circle(preview.cell)
    return None


def _sentence(text: str) -> str:
    """A core's reason in the app's language, with a capital first letter unless it starts
    with a cell name (cells are lower case: "c3 already holds 7")."""
    said = translated(text)
    if said[:2] in CELL_NAMES:
        return said
    return said[:1].upper() + said[1:]
