"""Hints for a human: the strong player's choice with one line of reasons in plain words."""

from __future__ import annotations

from dataclasses import dataclass

from knaster_qt.games.knaster.core.actions import Action, Bonus, Circle, Write
from knaster_qt.games.knaster.core.bots.players import SearchBot
from knaster_qt.games.knaster.core.bots.position import LINE_MASKS, ROLL_CHANCE
from knaster_qt.games.knaster.core.game import Game
from knaster_qt.games.knaster.core.notation import (
    CELL_NAMES,
    LINE_CELLS,
    LINES_OF_CELL,
    describe_line,
)
from knaster_qt.games.knaster.core.sheet import Sheet

_COUNT_WORDS = ("no", "one", "two", "three", "four", "five")


@dataclass(frozen=True)
class Hint:
    """The suggested action and why, e.g. "circle the 7 in c3: finishes column c"."""

    action: Action
    reason: str


def hint(game: Game, player: int) -> Hint:
    """What the strong computer player would do now in ``player``'s place, and why."""
    action = SearchBot().choose(game, player)
    return Hint(action, explain(game, player, action))


def explain(game: Game, player: int, action: Action) -> str:
    """One line in plain words saying what ``action`` does for the player."""
    sheet = game.sheets[player]
    roll = game.current_roll
    if isinstance(action, Write):
        return f"write {roll} in {CELL_NAMES[action.cell]}: {_why_write(game, player, action.cell)}"
    if isinstance(action, Circle):
        cell = action.cell
        head = f"circle the {sheet.values[cell]} in {CELL_NAMES[cell]}"
        return f"{head}: {_why_circle(game, sheet, (cell,))}"
    if isinstance(action, Bonus):
        names = _join([CELL_NAMES[cell] for cell in action.cells]) or "nothing"
        head = f"bonus for {describe_line(action.line)}: circle {names}"
        if not action.cells:
            return f"{head}: every number in it is already circled"
        return f"{head}: {_why_circle(game, sheet, action.cells)}"
    return f"pass: the grid is full and there is no uncircled {roll} to circle"


def _why_circle(game: Game, sheet: Sheet, cells: tuple[int, ...]) -> str:
    circled = sheet.circled
    for cell in cells:
        circled |= 1 << cell
    finished = [
        line
        for line, mask in enumerate(LINE_MASKS)
        if circled & mask == mask and not sheet.scored >> line & 1
    ]
    if finished:
        points = sum(game.layout.line_points[line] for line in finished)
        names = _join([describe_line(line) for line in finished])
        return f"finishes {names} (+{points} points)"
    lines = {line for cell in cells for line in LINES_OF_CELL[cell]}
    best = max(lines, key=lambda line: ((circled & LINE_MASKS[line]).bit_count(), -line))
    count = (circled & LINE_MASKS[best]).bit_count()
    if count >= 3:
        return f"{count} of 5 circled in {describe_line(best)}"
    rarest = min(cells, key=lambda cell: ROLL_CHANCE[sheet.values[cell]])
    if len(cells) > 1 and ROLL_CHANCE[sheet.values[rarest]] <= 3 / 36:
        return f"the {sheet.values[rarest]} in {CELL_NAMES[rarest]} would rarely be rolled again"
    return "a sure point now, and the grid stays open longer"


def _why_write(game: Game, player: int, cell: int) -> str:
    roll = game.current_roll
    assert roll is not None
    completions = game.completions(player, cell)
    combos = [item for item in completions if item.circles]
    if combos:
        parts = [
            f"{describe_line(item.line)} with {_article(item.combination.label)}" for item in combos
        ]
        circles = sum(item.circles for item in combos)
        return f"completes {_join(parts)} ({circles} bonus circle{'s' if circles > 1 else ''})"
    values = game.sheets[player].values
    best_count, best_line = 1, -1
    for line in LINES_OF_CELL[cell]:
        count = 1 + sum(1 for other in LINE_CELLS[line] if values[other] == roll)
        if count > best_count:
            best_count, best_line = count, line
    if best_line >= 0:
        goal = {2: "a full house", 3: "four of a kind", 4: "five of a kind"}.get(
            best_count, "five of a kind"
        )
        return f"{_COUNT_WORDS[best_count]} {roll}s in {describe_line(best_line)} toward {goal}"
    for line in LINES_OF_CELL[cell]:
        numbers = sorted({values[other] for other in LINE_CELLS[line] if values[other]} | {roll})
        written = sum(1 for other in LINE_CELLS[line] if values[other]) + 1
        if len(numbers) == written >= 3 and numbers[-1] - numbers[0] <= 4:
            shown = _join([str(number) for number in numbers])
            return f"{shown} in {describe_line(line)} toward a straight"
    if completions:
        return f"fills {_join([describe_line(item.line) for item in completions])}, which had no combination left"
    if ROLL_CHANCE[roll] <= 3 / 36:
        return f"a rare {roll} goes where it spoils the fewest chances"
    return "keeps the best chances for combinations and circles in its lines"


def _article(label: str) -> str:
    return label if label.startswith(("two", "three", "four", "five")) else f"a {label}"


def _join(words: list[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]
