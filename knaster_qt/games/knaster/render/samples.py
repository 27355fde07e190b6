"""Sample games for pictures, tests and benchmarks: a seeded, simple player plays through the core."""

from __future__ import annotations

import random
from collections.abc import Sequence

from knaster_qt.games.knaster.core.actions import Action, Circle, Write
from knaster_qt.games.knaster.core.game import Game


def play_sample_game(seed: int = 6, players: Sequence[str] = ("Ann",), layout: str = "A") -> Game:
    """A finished game: every player circles when it can, else writes where the dice suggest.

    It is no strong player; it only has to fill sheets the way people do, with
    combinations, bonus circles and some scored lines, the same way for a seed.
    """
    game = Game(list(players), layout=layout, seed=seed)
    rng = random.Random(seed)
    while not game.game_over:
        game.roll()
        for player in range(len(players)):
            actions = game.legal_actions(player)
            circles = [action for action in actions if isinstance(action, Circle)]
            writes = [action for action in actions if isinstance(action, Write)]
            choice: Action
            if circles and (not writes or rng.random() < 0.75):
                choice = rng.choice(circles)
            elif writes:
                choice = _sensible_write(game, player, writes, rng)
            else:
                choice = actions[0]
            game.apply(player, choice)
            while game.pending_bonus(player):
                game.apply(player, game.bonus_choices(player)[0])
    return game


def _sensible_write(game: Game, player: int, writes: list[Write], rng: random.Random) -> Write:
    """Prefer cells beside equal numbers, so lines form combinations now and then."""
    roll = game.current_roll
    best = [
        w for w in writes if any(game.sheets[player].values[n] == roll for n in _neighbours(w.cell))
    ]
    return rng.choice(best if best and rng.random() < 0.7 else writes)


def _neighbours(cell: int) -> list[int]:
    row, col = divmod(cell, 5)
    return [
        r * 5 + c
        for r in range(row - 1, row + 2)
        for c in range(col - 1, col + 2)
        if 0 <= r < 5 and 0 <= c < 5 and (r, c) != (row, col)
    ]
