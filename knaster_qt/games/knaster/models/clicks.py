"""What a click on a Knaster cell would do now, worked out by asking the rules core."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from knaster_qt.games.knaster.core.actions import Action, Bonus, Circle, Write
from knaster_qt.games.knaster.core.game import Game
from knaster_qt.games.knaster.core.notation import CELL_NAMES, describe_line


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
    """'Full house in row 3' from the combination's label and the line."""
    return f"{label[:1].upper()}{label[1:]} in {describe_line(line)}"


def plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


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
        completes = [
            combination_phrase(done.combination.label, done.line)
            if done.circles
            else f"fills {describe_line(done.line)} (no combination)"
            for done in game.completions(player, cell)
        ]
        extra = f": {'; '.join(completes)}" if completes else ""
        return ClickPreview(
            ClickKind.WRITE, cell, f"Click to write {roll} in {name}{extra}", value=roll
        )
    circle_reason = game.why_illegal(player, Circle(cell))
    if circle_reason is None:
        return ClickPreview(ClickKind.CIRCLE, cell, f"Click to circle the {roll} in {name}")
    instead = what_instead(game, player, cell)
    if instead:
        return ClickPreview(ClickKind.NOTHING, cell, instead)
    reason = write_reason if not game.sheets[player].values[cell] else circle_reason
    return ClickPreview(ClickKind.NOTHING, cell, _sentence(reason or "not possible now"))


def choices_for_roll(game: Game, player: int) -> tuple[bool, list[str]]:
    """Whether ``player`` may write the roll into an empty cell, and the cells they may circle."""
    actions = game.legal_actions(player)
    can_write = any(isinstance(action, Write) for action in actions)
    circles = [CELL_NAMES[action.cell] for action in actions if isinstance(action, Circle)]
    return can_write, circles


def a_number(number: int) -> str:
    """'a 7', 'an 8', 'an 11'."""
    return f"{'an' if number in (8, 11, 18) else 'a'} {number}"


def options_phrase(roll: int, can_write: bool, circles: list[str]) -> str:
    """'write it in an empty cell or circle a 7 (b3)': what the roll allows."""
    if len(circles) == 1:
        circle = f"circle {a_number(roll)} ({circles[0]})"
    else:
        where = f" ({' or '.join(circles)})" if len(circles) <= 3 else ""
        circle = f"circle one of the {roll}s{where}"
    if can_write and circles:
        return f"write it in an empty cell or {circle}"
    if can_write:
        return "write it in an empty cell"
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
    held = f"The {value} in {name} is circled already" if value == roll else f"{name} holds {value}"
    return f"{held}: with the {roll} you can {options_phrase(roll, can_write, circles)}"


def _preview_bonus(
    game: Game, player: int, cell: int, bonus_line: int | None, picked: tuple[int, ...]
) -> ClickPreview:
    name = CELL_NAMES[cell]
    if bonus_line is None:
        lines = lines_for_pick(game, player, cell)
        if len(lines) == 1:
            return ClickPreview(
                ClickKind.BONUS_PICK,
                cell,
                f"Click to circle {name} for the bonus of {describe_line(lines[0])}",
                line=lines[0],
            )
        return ClickPreview(
            ClickKind.NOTHING,
            cell,
            "Choose the line to circle first: click its white field"
            + (" (this cell is in more than one)" if lines else ""),
        )
    required = game.bonus_required(player, bonus_line)
    if cell in picked:
        return ClickPreview(
            ClickKind.BONUS_UNPICK,
            cell,
            f"Click to take back the circle in {name}",
            line=bonus_line,
        )
    if cell in bonus_pickable(game, player, bonus_line, picked):
        count = f"{len(picked) + 1} of {required}"
        return ClickPreview(
            ClickKind.BONUS_PICK,
            cell,
            f"Click to circle {name} for the bonus of {describe_line(bonus_line)} ({count})",
            line=bonus_line,
        )
    reason = game.why_illegal(player, Bonus(bonus_line, (cell,)))
    if reason is None or "circles, not" in reason or "circle, not" in reason:
        reason = f"{name} cannot be circled for {describe_line(bonus_line)}"
    return ClickPreview(ClickKind.NOTHING, cell, _sentence(reason))


def action_for(preview: ClickPreview) -> Action | None:
    """The core action of a write or circle preview (bonus picks are collected first)."""
    if preview.kind is ClickKind.WRITE:
        return Write(preview.cell)
    if preview.kind is ClickKind.CIRCLE:
        return Circle(preview.cell)
    return None


def _sentence(text: str) -> str:
    """Start with a capital, unless the text starts with a cell name (cells are lower case)."""
    if text[:2] in CELL_NAMES:
        return text
    return text[:1].upper() + text[1:]
