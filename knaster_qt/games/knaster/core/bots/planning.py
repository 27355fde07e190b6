"""Shared look-ahead for the medium and strong players: outcomes of moves, bonus plans, search.

A move here is ``(kind, cell)`` with kind ``"write"``, ``"circle"`` or ``"pass"``;
Action objects are built only for the one move finally chosen. A write that
completes lines is always followed by the best plan for its bonus circles.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from knaster_qt.games.knaster.core.bots.evaluation import DEFAULT_WEIGHTS, Weights, evaluate
from knaster_qt.games.knaster.core.bots.position import (
    FULL_GRID,
    ROLL_CHANCE,
    SUMS,
    Position,
    bonus_options,
    circle,
    circle_cells,
    score_of,
    write,
)
from knaster_qt.games.knaster.core.game import EndRule, Game
from knaster_qt.games.knaster.core.notation import LINE_CELLS

Move = tuple[str, int]  # ("write" | "circle" | "pass", cell or -1)
BonusPlan = list[tuple[int, tuple[int, ...]]]  # (line, cells) in the order to apply them
PASS_MOVE: Move = ("pass", -1)


@dataclass(frozen=True)
class Outlook:
    """What a player knows about the end: the points per line and how many rolls remain.

    ``rolls_left`` counts the rolls after the current one when that number is already
    fixed (the extra round is next, or this round is the last), else None.
    """

    line_points: tuple[int, ...]
    rolls_when_full: int
    rolls_left: int | None
    weights: Weights = DEFAULT_WEIGHTS

    def after(self, position: Position) -> Outlook:
        """The outlook once the current round is over with the player at ``position``."""
        left = self.rolls_left
        if left is None and position.filled == FULL_GRID:
            left = self.rolls_when_full
        if left == self.rolls_left:
            return self
        return Outlook(self.line_points, self.rolls_when_full, left, self.weights)

    def next_round(self) -> Outlook:
        """The outlook seen from the next roll (one roll fewer to come, if that is known)."""
        if self.rolls_left is None:
            return self
        return Outlook(self.line_points, self.rolls_when_full, self.rolls_left - 1, self.weights)

    def value(self, position: Position) -> float:
        """Expected final score of ``position`` reached at the end of the current round."""
        left = self.rolls_left
        if left is None and position.filled == FULL_GRID:
            left = self.rolls_when_full
        if left == 0:
            return float(score_of(position, self.line_points))
        return evaluate(position, self.line_points, self.rolls_when_full, left, self.weights)


def outlook_of(game: Game, weights: Weights = DEFAULT_WEIGHTS) -> Outlook:
    """The outlook for a player about to act on the game's current roll."""
    extra = game.end_rule is EndRule.EXTRA_ROUND
    if game.is_final_round:
        left: int | None = 0
    elif extra and game.any_grid_full:
        left = 1  # someone's grid filled this round: exactly one more roll follows
    else:
        left = None
    return Outlook(game.layout.line_points, 1 if extra else 0, left, weights)


def best_bonus_plan(
    position: Position,
    due: list[tuple[int, int]],
    value: Callable[[Position], float],
) -> tuple[float, BonusPlan, Position]:
    """The best order and cells for the bonus circles ``due``, by the value of the result."""
    if not due:
        return value(position), [], position
    best: tuple[float, BonusPlan, Position] | None = None
    for index, (line, circles) in enumerate(due):
        rest = due[:index] + due[index + 1 :]
        for cells in bonus_options(position, line, circles):
            after = circle_cells(position, cells)
            score, plan, final = best_bonus_plan(after, rest, value)
            if best is None or score > best[0]:
                best = (score, [(line, cells), *plan], final)
        if not _order_matters(position, due):
            break
    assert best is not None
    return best


def _order_matters(position: Position, due: list[tuple[int, int]]) -> bool:
    # Lines completed by one write share only the written cell. If every line keeps
    # enough uncircled cells even when another line's bonus takes that cell, every
    # order reaches the same sets of circles, so trying the first order is enough.
    circled = position.circled
    for line, circles in due:
        uncircled = sum(1 for cell in LINE_CELLS[line] if not circled >> cell & 1)
        if uncircled - 1 < circles:
            return True
    return False


def moves(position: Position, roll: int) -> list[Move]:
    """Every move possible with ``roll``: writes into empty cells, circles of the number."""
    values, filled, circled = position
    result: list[Move] = [("write", cell) for cell in range(25) if not filled >> cell & 1]
    result += [
        ("circle", cell) for cell in range(25) if values[cell] == roll and not circled >> cell & 1
    ]
    return result or [PASS_MOVE]


def outcome(position: Position, roll: int, move: Move, outlook: Outlook) -> tuple[float, Position]:
    """The value and resulting position of a move (a write includes its best bonus plan)."""
    kind, cell = move
    after_round = outlook.after
    if kind == "circle":
        after = circle(position, cell)
        return after_round(after).value(after), after
    if kind == "pass":
        return after_round(position).value(position), position
    after, due = write(position, cell, roll)
    view = after_round(after)
    if not due:
        return view.value(after), after
    score, _plan, final = best_bonus_plan(after, due, view.value)
    return score, final


def one_ply(position: Position, roll: int, outlook: Outlook) -> list[tuple[float, Move]]:
    """Every move with its value, best first (stable: equal values keep the move order)."""
    rated = [(outcome(position, roll, move, outlook)[0], move) for move in moves(position, roll)]
    rated.sort(key=lambda item: -item[0])
    return rated


def best_reply_value(position: Position, roll: int, outlook: Outlook) -> float:
    """The value of the best move on ``roll`` (used inside the search)."""
    return max(outcome(position, roll, move, outlook)[0] for move in moves(position, roll))


def expected_value(position: Position, outlook: Outlook, depth: int = 1, replies: int = 2) -> float:
    """The average over the next roll of the best reply's value; ``outlook`` is for that roll.

    With ``depth`` 2 the ``replies`` best-looking replies to each roll are themselves
    judged by the average over the roll after (two rolls of look-ahead).
    """
    if outlook.rolls_left == 0:
        return float(score_of(position, outlook.line_points))
    following = outlook.next_round()
    total = 0.0
    for roll in SUMS:
        if depth <= 1:
            best = best_reply_value(position, roll, following)
        else:
            rated = [outcome(position, roll, move, following) for move in moves(position, roll)]
            rated.sort(key=lambda item: -item[0])
            best = max(
                expected_value(after, following.after(after), depth - 1, replies)
                for _value, after in rated[:replies]
            )
        total += ROLL_CHANCE[roll] * best
    return total
