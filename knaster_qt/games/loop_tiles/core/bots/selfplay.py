"""Whole games played by computer players alone: for `knaster-qt simulate`, tests, benchmarks."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from knaster_qt.games.loop_tiles.core.bots import Bot, make_bot
from knaster_qt.games.loop_tiles.core.bots.players import Decision
from knaster_qt.games.loop_tiles.core.game import Game


@dataclass
class DecisionTimes:
    """Seconds each player spent per decision (only filled when asked for)."""

    per_player: list[list[float]] = field(default_factory=list)


def carry_out(game: Game, decision: Decision) -> None:
    """Make a decision's placements in order and end the turn (or exchange)."""
    if decision.exchange:
        game.exchange()
        return
    for tile, square in decision.placements:
        game.place(tile, square)
    game.end_turn()


def play_game(
    levels: Sequence[str],
    seed: int,
    *,
    fixed_turns: bool = False,
    times: DecisionTimes | None = None,
    bots: Sequence[Bot] | None = None,
) -> Game:
    """Play one game to the end, one computer player per level, and return it.

    The bag comes from ``seed`` alone, so the same seed gives the same bag to any set
    of players; the players' own seeds derive from it too, so a game replays exactly.
    """
    game = Game.new(len(levels), seed, fixed_turns=fixed_turns)
    players = (
        list(bots)
        if bots is not None
        else [make_bot(level, seed * 16 + seat) for seat, level in enumerate(levels)]
    )
    if times is not None:
        times.per_player = [[] for _ in levels]
    while not game.over:
        player = game.current
        start = time.perf_counter()
        decision = players[player].choose(game, player)
        if times is not None:
            times.per_player[player].append(time.perf_counter() - start)
        carry_out(game, decision)
    return game


FIXED_TURNS_OPTION = "turns"  # options["turns"] == "fixed": the fixed-turns variant


def simulate(levels: Sequence[str], seed: int, options: Mapping[str, str]) -> int:
    """The game hook: one whole game of computer players; the first player's total.

    ``options`` may ask for the fixed-turns variant with ``{"turns": "fixed"}``
    (``"open"``, the default, plays until the board or the bag ends the game).
    """
    turns = options.get(FIXED_TURNS_OPTION, "open")
    if turns not in ("open", "fixed"):
        raise ValueError(f"turns must be 'open' or 'fixed', not '{turns}'")
    for key in options:
        if key != FIXED_TURNS_OPTION:
            raise ValueError(f"Loop Tiles has no option '{key}' (known: {FIXED_TURNS_OPTION})")
    return play_game(levels, seed, fixed_turns=turns == "fixed").scores[0]
