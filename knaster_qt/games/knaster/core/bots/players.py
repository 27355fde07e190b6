"""The computer players, one class per level; each picks any decision the rules ask for."""

from __future__ import annotations

import random

from knaster_qt.games.knaster.core.actions import CIRCLES, PASS, WRITES, Action, Bonus
from knaster_qt.games.knaster.core.bots.planning import (
    Move,
    Outlook,
    best_bonus_plan,
    expected_value,
    one_ply,
    outcome,
    outlook_of,
)
from knaster_qt.games.knaster.core.bots.position import Position, position_of
from knaster_qt.games.knaster.core.game import Game
from knaster_qt.games.knaster.core.notation import LINE_CELLS, LINES_OF_CELL


def _action(move: Move) -> Action:
    kind, cell = move
    if kind == "write":
        return WRITES[cell]
    if kind == "circle":
        return CIRCLES[cell]
    return PASS


def _current_roll(game: Game, player: int) -> int:
    """The roll the player must answer; ValueError when there is nothing to decide."""
    if game.current_roll is None or not game.legal_actions(player):
        raise ValueError(f"{game.players[player]} has nothing to decide now")
    return game.current_roll


class RandomBot:
    """Plays a legal action chosen uniformly at random."""

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, game: Game, player: int) -> Action:
        _current_roll(game, player)
        return self._rng.choice(game.legal_actions(player))


class EasyBot:
    """A beginner: usually circles when it can (any matching cell), otherwise writes
    next to equal numbers when it sees them and anywhere else if not; bonus circles
    at random. No look-ahead at all."""

    CIRCLE_CHANCE = 0.75  # sometimes writes instead: a beginner does not see why to wait

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, game: Game, player: int) -> Action:
        roll = _current_roll(game, player)
        sheet = game.sheets[player]
        if sheet.pending:
            return self._rng.choice(game.bonus_choices(player))
        empty = sheet.empty_cells()
        circlable = sheet.circlable_cells(roll)
        if circlable and (not empty or self._rng.random() < self.CIRCLE_CHANCE):
            return CIRCLES[self._rng.choice(circlable)]
        if not empty:
            return PASS
        values = sheet.values

        def fit(cell: int) -> int:
            # Equal numbers already in the cell's lines: the beginner's idea of a combination.
            return sum(
                1
                for line in LINES_OF_CELL[cell]
                for other in LINE_CELLS[line]
                if values[other] == roll
            )

        best = max(fit(cell) for cell in empty)
        return WRITES[self._rng.choice([cell for cell in empty if fit(cell) == best])]


class GreedyBot:
    """The medium player: the move whose result the evaluation likes best (one ply).

    Its play is a function of the position alone (equal values go to the first
    move in cell order), so ``seed`` is accepted only for a uniform interface.
    """

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed

    def choose(self, game: Game, player: int) -> Action:
        roll = _current_roll(game, player)
        outlook = outlook_of(game)
        position = position_of(game.sheets[player])
        pending = game.sheets[player].pending
        if pending:
            return _first_bonus(position, pending, outlook)
        return _action(one_ply(position, roll, outlook)[0][1])


class SearchBot:
    """The strong player: expectimax over the coming rolls from its most promising moves.

    The ``breadth`` moves the one-ply evaluation ranks highest are each followed by
    every possible next roll (weighted by its odds) and the best reply to it. Once
    fewer than ``deep_below`` cells are empty (the end of the game decides most, and
    there are fewer moves), the ``replies`` best replies are followed by one more
    roll. Leaves are judged by the same evaluation as the medium player's. Its play
    is a function of the position alone; ``seed`` is kept for the uniform interface.
    Settings tuned by self-play on side A (see docs/PERFORMANCE.md).
    """

    def __init__(
        self, seed: int | None = None, breadth: int = 4, deep_below: int = 12, replies: int = 1
    ) -> None:
        self.seed = seed
        self.breadth = breadth
        self.deep_below = deep_below
        self.replies = replies

    def choose(self, game: Game, player: int) -> Action:
        roll = _current_roll(game, player)
        outlook = outlook_of(game)
        position = position_of(game.sheets[player])
        pending = game.sheets[player].pending
        if pending:
            return _first_bonus(position, pending, outlook)
        empty = 25 - position.filled.bit_count()
        depth = 2 if empty < self.deep_below else 1
        return _action(
            best_searched_move(position, roll, outlook, self.breadth, depth, self.replies)
        )


def best_searched_move(
    position: Position, roll: int, outlook: Outlook, breadth: int, depth: int = 1, replies: int = 2
) -> Move:
    ranked = one_ply(position, roll, outlook)
    if len(ranked) == 1:
        return ranked[0][1]
    best_move = ranked[0][1]
    best_value = float("-inf")
    for _value, move in ranked[:breadth]:
        _score, after = outcome(position, roll, move, outlook)
        value = expected_value(after, outlook.after(after), depth, replies)
        if value > best_value:
            best_value, best_move = value, move
    return best_move


def _first_bonus(position: Position, pending: list[tuple[int, int]], outlook: Outlook) -> Bonus:
    view = outlook.after(position)
    _score, plan, _final = best_bonus_plan(position, list(pending), view.value)
    line, cells = plan[0]
    return Bonus(line, cells)
