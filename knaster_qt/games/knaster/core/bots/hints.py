"""Hints for a human: the strong player's choice with one line of reasons in plain words."""

from __future__ import annotations

from dataclasses import dataclass

from knaster_qt.games import QT_TRANSLATE_NOOP, Words, join_words
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


@dataclass(frozen=True)
class Hint:
    """The suggested action and why, e.g. "circle the 7 in c3: finishes column c"."""

    action: Action
    reason: str  # a translatable Words (English as a str)


def hint(game: Game, player: int) -> Hint:
    """What the strong computer player would do now in ``player``'s place, and why."""
    action = SearchBot().choose(game, player)
    return Hint(action, explain(game, player, action))


def explain(game: Game, player: int, action: Action) -> Words:
    """One line in plain words saying what ``action`` does for the player (a Words)."""
    sheet = game.sheets[player]
    roll = game.current_roll
    if isinstance(action, Write):
        #: A hint: {why} says what writing there does, e.g. "completes row 3 with a full house"
        write = QT_TRANSLATE_NOOP("KnasterHints", "write {roll} in {cell}: {why}")
        return write.format(
            roll=roll, cell=CELL_NAMES[action.cell], why=_why_write(game, player, action.cell)
        )
    if isinstance(action, Circle):
        cell = action.cell
        circle = QT_TRANSLATE_NOOP("KnasterHints", "circle the {value} in {cell}: {why}")
        return circle.format(
            value=sheet.values[cell], cell=CELL_NAMES[cell], why=_why_circle(game, sheet, (cell,))
        )
    if isinstance(action, Bonus):
        line = describe_line(action.line)
        if not action.cells:
            #: forms: {line:in} "in row 3", {line:of} "of row 3", {line:for} "for row 3"
            empty = QT_TRANSLATE_NOOP(
                "KnasterHints", "bonus for {line}: every number in it is already circled"
            )
            return empty.format(line=line)
        #: forms: {line:in} "in row 3", {line:of} "of row 3", {line:for} "for row 3"
        #: {cells}: the cells to circle, "a1 and b2"
        bonus = QT_TRANSLATE_NOOP("KnasterHints", "bonus for {line}: circle {cells}: {why}")
        return bonus.format(
            line=line,
            cells=join_words([CELL_NAMES[cell] for cell in action.cells]),
            why=_why_circle(game, sheet, action.cells),
        )
    return QT_TRANSLATE_NOOP(
        "KnasterHints", "pass: the grid is full and there is no uncircled {roll} to circle"
    ).format(roll=roll)


def _why_circle(game: Game, sheet: Sheet, cells: tuple[int, ...]) -> Words:
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
        #: forms: {lines:in}, {lines:of}, {lines:for} ("of row 3 and of column c")
        #: {lines}: "row 3 and column c"; {points}: the white fields' points they score
        finishes = QT_TRANSLATE_NOOP("KnasterHints", "finishes {lines} (+{points} points)")
        return finishes.format(
            lines=join_words([describe_line(line) for line in finished]), points=points
        )
    lines = {line for cell in cells for line in LINES_OF_CELL[cell]}
    best = max(lines, key=lambda line: ((circled & LINE_MASKS[line]).bit_count(), -line))
    count = (circled & LINE_MASKS[best]).bit_count()
    if count >= 3:
        #: forms: {line:in} "in row 3", {line:of} "of row 3", {line:for} "for row 3"
        #: {count}: 3 to 5 of a line's five numbers circled
        circled_of = QT_TRANSLATE_NOOP("KnasterHints", "{count} of 5 circled in {line}")
        return circled_of.format(count=count, line=describe_line(best))
    rarest = min(cells, key=lambda cell: ROLL_CHANCE[sheet.values[cell]])
    if len(cells) > 1 and ROLL_CHANCE[sheet.values[rarest]] <= 3 / 36:
        rare = QT_TRANSLATE_NOOP(
            "KnasterHints", "the {value} in {cell} would rarely be rolled again"
        )
        return rare.format(value=sheet.values[rarest], cell=CELL_NAMES[rarest])
    return QT_TRANSLATE_NOOP("KnasterHints", "a sure point now, and the grid stays open longer")


def _why_write(game: Game, player: int, cell: int) -> Words:
    roll = game.current_roll
    assert roll is not None
    completions = game.completions(player, cell)
    combos = [item for item in completions if item.circles]
    if combos:
        #: A completed line and its combination: "row 3 with a full house" ({combination:with})
        made = QT_TRANSLATE_NOOP("KnasterHints", "{line} {combination:with}")
        parts = [
            made.format(line=describe_line(item.line), combination=item.combination.label)
            for item in combos
        ]
        circles = sum(item.circles for item in combos)
        if circles == 1:
            completes = QT_TRANSLATE_NOOP("KnasterHints", "completes {lines} (1 bonus circle)")
        else:
            #: {circles}: 2 to 6 bonus circles (Czech: 5 and 6 take the "many" form)
            completes = QT_TRANSLATE_NOOP(
                "KnasterHints", "completes {lines} ({circles} bonus circles)"
            )
        return completes.format(lines=join_words(parts), circles=circles)
    values = game.sheets[player].values
    best_count, best_line = 1, -1
    for line in LINES_OF_CELL[cell]:
        count = 1 + sum(1 for other in LINE_CELLS[line] if values[other] == roll)
        if count > best_count:
            best_count, best_line = count, line
    if best_line >= 0:
        best = describe_line(best_line)
        # One sentence per count: how many equal numbers the line would hold, and their goal.
        if best_count == 2:
            #: forms: {line:in} "in row 3", {line:of} "of row 3", {line:for} "for row 3"
            toward = QT_TRANSLATE_NOOP("KnasterHints", "two {roll}s in {line} toward a full house")
        elif best_count == 3:
            #: forms: {line:in} "in row 3", {line:of} "of row 3", {line:for} "for row 3"
            toward = QT_TRANSLATE_NOOP(
                "KnasterHints", "three {roll}s in {line} toward four of a kind"
            )
        elif best_count == 4:
            #: forms: {line:in} "in row 3", {line:of} "of row 3", {line:for} "for row 3"
            toward = QT_TRANSLATE_NOOP(
                "KnasterHints", "four {roll}s in {line} toward five of a kind"
            )
        else:
            #: forms: {line:in} "in row 3", {line:of} "of row 3", {line:for} "for row 3"
            toward = QT_TRANSLATE_NOOP(
                "KnasterHints", "five {roll}s in {line} toward five of a kind"
            )
        return toward.format(roll=roll, line=best)
    for line in LINES_OF_CELL[cell]:
        numbers = sorted({values[other] for other in LINE_CELLS[line] if values[other]} | {roll})
        written = sum(1 for other in LINE_CELLS[line] if values[other]) + 1
        if len(numbers) == written >= 3 and numbers[-1] - numbers[0] <= 4:
            #: forms: {line:in} "in row 3", {line:of} "of row 3", {line:for} "for row 3"
            #: {numbers}: "5, 6 and 8"
            straight = QT_TRANSLATE_NOOP("KnasterHints", "{numbers} in {line} toward a straight")
            return straight.format(
                numbers=join_words([str(number) for number in numbers]), line=describe_line(line)
            )
    if completions:
        #: forms: {lines:in}, {lines:of}, {lines:for} ("of row 3 and of column c")
        fills = QT_TRANSLATE_NOOP("KnasterHints", "fills {lines}, which had no combination left")
        return fills.format(lines=join_words([describe_line(item.line) for item in completions]))
    if ROLL_CHANCE[roll] <= 3 / 36:
        rare = QT_TRANSLATE_NOOP(
            "KnasterHints", "a rare {roll} goes where it spoils the fewest chances"
        )
        return rare.format(roll=roll)
    return QT_TRANSLATE_NOOP(
        "KnasterHints", "keeps the best chances for combinations and circles in its lines"
    )
