"""Rules tests in the rulebook's notation: sheets drawn as pictures, actions as words.

``position(picture)`` builds a solo game whose sheet looks like the picture, by
rolling and playing through the public Game API only (so the picture is a
position real play can reach). ``picture(sheet)`` draws a sheet the same way,
for asserting on whole positions. ``act(game, "write c3")`` reads one action.

A picture has five rows of five tokens: a number, ``.`` for an empty cell,
``(n)`` for a circled number::

    7  8  .  7  4
    .  (6) .  .  .
    .  .  .  .  .
    .  .  .  .  .
    .  .  .  .  .
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from knaster_qt.games.knaster.core.actions import Action, Bonus, Circle, Pass, Write
from knaster_qt.games.knaster.core.game import ActionReport, EndRule, Game
from knaster_qt.games.knaster.core.notation import (
    CELL_NAMES,
    LINE_CELLS,
    LINE_NAMES,
    cell_index,
    line_index,
)
from knaster_qt.games.knaster.core.sheet import Sheet

_TOKEN = re.compile(r"^(?:\.|(\d{1,2})|\((\d{1,2})\))$")


@dataclass(frozen=True)
class Drawing:
    """A parsed picture: the number (0 = empty) and circle of each of the 25 cells."""

    values: tuple[int, ...]
    circled: frozenset[int]


def parse_picture(text: str) -> Drawing:
    rows = [line.split() for line in text.strip().splitlines() if line.strip()]
    if len(rows) != 5 or any(len(row) != 5 for row in rows):
        raise ValueError(f"a picture has 5 rows of 5 cells:\n{text}")
    values: list[int] = []
    circled: set[int] = set()
    for token in (token for row in rows for token in row):
        match = _TOKEN.match(token)
        if match is None:
            raise ValueError(f"'{token}' is not a cell: use a number, '.' or '(n)'")
        plain, ringed = match.groups()
        number = int(plain or ringed or 0)
        if ringed:
            circled.add(len(values))
        if token != "." and not 2 <= number <= 12:
            raise ValueError(f"'{token}': a cell holds a sum from 2 to 12")
        values.append(number)
    return Drawing(tuple(values), frozenset(circled))


def position(
    text: str,
    *,
    layout: str = "A",
    end_rule: EndRule = EndRule.EXTRA_ROUND,
    later: str = "",
) -> Game:
    """A solo game whose sheet is the picture, every round complete, ready for a roll.

    Numbers are written in reading order. When a write completes a line with a
    combination, its bonus circles are taken from that line's circled cells in
    the picture; any circle still missing afterwards is made by rolling its number
    and circling it. Cells named in ``later`` (e.g. "c3 d4") are written last, in
    that order, so a test can control which write completes a line. A picture that
    real play cannot reach raises ValueError.
    """
    drawing = parse_picture(text)
    game = Game(["Solo"], layout=layout, end_rule=end_rule)
    delayed = [cell_index(name) for name in later.split()]
    order = [cell for cell in range(25) if cell not in delayed] + delayed
    for cell in order:
        number = drawing.values[cell]
        if not number:
            continue
        _next_roll(game, number)
        report = game.apply(0, Write(cell))
        for line, _circles in report.bonus_due:
            wanted = [
                c for c in LINE_CELLS[line] if c in drawing.circled and c not in circled_cells(game)
            ]
            required = game.bonus_required(0, line)
            if len(wanted) < required:
                raise ValueError(
                    f"unreachable picture: completing {LINE_NAMES[line]} earns {required} bonus "
                    f"circle(s) but the picture circles only {len(wanted)} more cell(s) there"
                )
            game.apply(0, Bonus(line, tuple(wanted[:required])))
    for cell in sorted(drawing.circled - circled_cells(game)):
        _next_roll(game, drawing.values[cell])
        game.apply(0, Circle(cell))
    if picture(game.sheets[0]) != picture_of(drawing):
        raise ValueError("unreachable picture")  # e.g. an empty cell drawn circled
    return game


def _next_roll(game: Game, number: int) -> None:
    if game.game_over:
        raise ValueError("unreachable picture: the game would have ended before it")
    game.roll(number)


def circled_cells(game: Game, player: int = 0) -> frozenset[int]:
    mask = game.sheets[player].circled
    return frozenset(cell for cell in range(25) if mask >> cell & 1)


def picture_of(drawing: Drawing) -> str:
    return _draw(drawing.values, drawing.circled)


def picture(sheet: Sheet) -> str:
    """Draw a Sheet in picture notation (normalised spacing), for comparisons."""
    mask = sheet.circled
    return _draw(tuple(sheet.values), frozenset(c for c in range(25) if mask >> c & 1))


def same_picture(text: str) -> str:
    """A hand-drawn picture with normalised spacing, to compare with picture()."""
    return picture_of(parse_picture(text))


def _draw(values: tuple[int, ...], circled: frozenset[int]) -> str:
    tokens = []
    for cell, number in enumerate(values):
        token = "." if not number else f"({number})" if cell in circled else str(number)
        tokens.append(f"{token:>4}")
    return "\n".join("".join(tokens[row * 5 : row * 5 + 5]) for row in range(5))


def act(game: Game, words: str, player: int = 0) -> ActionReport:
    """Apply an action written as in a transcript: 'write c3', 'circle b2', 'bonus r3 a3 e3', 'pass'."""
    return game.apply(player, parse_action(words))


def parse_action(words: str) -> Action:
    verb, *rest = words.split()
    if verb == "write":
        return Write(cell_index(rest[0]))
    if verb == "circle":
        return Circle(cell_index(rest[0]))
    if verb == "pass":
        return Pass()
    if verb == "bonus":
        return Bonus(line_index(rest[0]), tuple(cell_index(name) for name in rest[1:]))
    raise ValueError(f"unknown action '{words}'")


def cells(names: str) -> tuple[int, ...]:
    """'a1 c3' -> (0, 12)."""
    return tuple(cell_index(name) for name in names.split())


def names(cell_indexes: tuple[int, ...] | list[int]) -> str:
    """(0, 12) -> 'a1 c3'."""
    return " ".join(CELL_NAMES[cell] for cell in cell_indexes)


def full_state(game: Game) -> tuple[object, ...]:
    """Everything a game is, for comparing before and after: sheets, round, history, undo."""
    players = range(len(game.players))
    sheets = tuple(
        (
            tuple(sheet.values),
            sheet.filled,
            sheet.circled,
            sheet.scored,
            tuple(sheet.pending),
            sheet.acted,
        )
        for sheet in game.sheets
    )
    return (
        game.players,
        game.layout,
        game.end_rule,
        game.rounds,
        game.current_roll,
        game.current_dice,
        game.final_round,
        tuple(game.history),
        tuple(getattr(game, "meta", ())),
        sheets,
        game.round_complete,
        game.game_over,
        game.final_round_announced,
        game.is_final_round,
        game.roll_blocker(),
        tuple(game.players_to_act()),
        tuple(game.can_undo(p) for p in players),
        tuple(game.score(p) for p in players),
        tuple(tuple(game.legal_actions(p)) for p in players),
        # The undo stacks, compared by what undoing would give: their depth is enough
        # together with can_undo, because each entry is a snapshot taken by apply().
        tuple(len(stack) for stack in game._undo),
    )


def table_game(players: str, script: str = "", *, end_rule: EndRule = EndRule.EXTRA_ROUND) -> Game:
    """A game of the named players ("Ann Bob Cid") played through ``script``; see ``play``."""
    game = Game(players.split(), end_rule=end_rule)
    play(game, script)
    return game


def play(game: Game, script: str) -> None:
    """Play rounds written as '7: Ann write a1, Bob circle b2 / 8: Bob pass'.

    Rounds are separated by '/' (or new lines); each starts with the roll, then the
    actions in the order they are made, each named by its player.
    """
    for round_text in re.split(r"[/\n]", script):
        if not round_text.strip():
            continue
        roll, _, steps = round_text.partition(":")
        game.roll(int(roll))
        for step in steps.split(","):
            if step.strip():
                name, words = step.split(maxsplit=1)
                act(game, words, game.players.index(name))


def words(action: Action | None) -> str:
    """An action as in a transcript ('write c3', 'bonus r1 a1 b1 c1', 'pass'); '-' for None."""
    return "-" if action is None else str(action)
