"""Sample games for pictures, tests and benchmarks: a seeded, simple player plays the core.

It is no strong player: it places one to three tiles a turn on squares chosen at
random among the legal ones, as people new to the game do, exchanges when stuck,
and so fills boards and pads the same way for a seed.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from knaster_qt.games.loop_tiles.core.game import Game, Report
from knaster_qt.games.loop_tiles.core.material import Square, Tile
from knaster_qt.games.loop_tiles.core.transcript import Transcript


class _Table(Protocol):
    """What plays: a Game itself, or a Transcript that records as it plays."""

    def place(self, tile: Tile, square: Square) -> Report: ...

    def end_turn(self) -> Report: ...

    def exchange(self) -> Report: ...


def play_sample_game(
    players: int = 2, seed: int = 7, turns: int | None = None
) -> tuple[Game, list[Report]]:
    """A game played to its end, or stopped in turn ``turns`` (its tiles placed, the turn
    not ended: a game as on the screen mid-turn), with every report."""
    game = Game.new(players, seed)
    return game, _play(game, game, seed, turns)


def play_sample_transcript(
    names: Sequence[str] = ("Ann", "Bob"), seed: int = 7, turns: int | None = None
) -> Transcript:
    """The same play as ``play_sample_game``, recorded in a transcript."""
    transcript = Transcript.new(names, seed)
    _play(transcript, transcript.game, seed, turns)
    return transcript


def _play(table: _Table, game: Game, seed: int, turns: int | None) -> list[Report]:
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
            reports.append(table.place(*rng.choice(choices)))
        if turns is not None and game.turns_played == turns - 1:
            return reports
        if not game.this_turn and not game.can_place(game.current):
            reports.append(table.exchange())
        else:
            reports.append(table.end_turn())
    return reports
