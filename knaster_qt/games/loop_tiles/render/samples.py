"""Sample games for pictures, tests and benchmarks: a seeded, simple player plays the core.

It is no strong player: it places one to three tiles a turn on squares chosen at
random among the legal ones, as people new to the game do, exchanges when stuck,
and so fills boards and pads the same way for a seed.
"""

from __future__ import annotations

import random

from knaster_qt.games.loop_tiles.core.game import Game, Report


def play_sample_game(
    players: int = 2, seed: int = 7, turns: int | None = None
) -> tuple[Game, list[Report]]:
    """A game played to its end, or stopped after ``turns`` turns (mid-turn if it comes
    to that: the last turn's tiles are placed, not yet ended), with every report."""
    game = Game.new(players, seed)
    rng = random.Random(seed)
    reports: list[Report] = []
    while not game.over:
        wanted = rng.choice((1, 2, 2, 3, 3))
        while len(game.this_turn) < wanted:
            choices = [
                (tile, square)
                for tile in game.racks[game.current]
                for square in game.legal_placements(tile)
            ]
            if not choices:
                break
            reports.append(game.place(*rng.choice(choices)))
        if turns is not None and game.turns_played == turns - 1:
            return game, reports
        if not game.this_turn and not game.can_place(game.current):
            reports.append(game.exchange())
        else:
            reports.append(game.end_turn())
    return game, reports
