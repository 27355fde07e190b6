"""Properties of random games: tiles always match, all 81 tiles stay somewhere, games end."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from knaster_qt.games.loop_tiles.core.errors import IllegalActionError
from knaster_qt.games.loop_tiles.core.game import Game
from knaster_qt.games.loop_tiles.core.material import (
    EDGES,
    OPPOSITE,
    neighbour,
    standard_tiles,
)

ALL_IDS = sorted(tile.id for tile in standard_tiles())


def _check(game: Game) -> None:
    held = game.set_aside + game.bag.tiles + list(game.placed.values())
    held += [tile for rack in game.racks for tile in rack]
    assert sorted(tile.id for tile in held) == ALL_IDS
    for square, tile in game.placed.items():
        for edge in EDGES:
            other = game.placed.get(neighbour(square, edge))
            if other is not None:
                assert (edge in tile.ends) == (OPPOSITE[edge] in other.ends)
            elif edge in tile.ends:
                assert game.board.on_board(neighbour(square, edge))


def _play_randomly(game: Game, choices: random.Random) -> int:
    turns = 0
    while not game.over:
        turns += 1
        assert turns < 1000, "the game did not end"
        for _ in range(choices.randint(0, 3)):
            options = [(t, s) for t in game.racks[game.current] for s in game.legal_placements(t)]
            if not options:
                break
            game.place(*choices.choice(options))
            _check(game)
        if game.this_turn and choices.random() < 0.2:
            score = game.scores[game.current] + game.take_back().points
            _check(game)
            assert game.scores[game.current] == score
        if not game.this_turn and not game.can_place(game.current) and choices.random() < 0.5:
            game.exchange()
        else:
            game.end_turn()
        _check(game)
    return turns


@settings(max_examples=25, deadline=None)
@given(
    players=st.integers(1, 4),
    seed=st.integers(0, 10**6),
    fixed=st.booleans(),
    choices=st.randoms(use_true_random=False),
)
def test_random_games_keep_every_rule_and_end(
    players: int, seed: int, fixed: bool, choices: random.Random
) -> None:
    fixed = fixed and players > 1
    game = Game.new(players, seed, fixed_turns=fixed)
    _check(game)
    turns = _play_randomly(game, choices)
    if fixed:
        assert turns == {2: 13, 3: 9, 4: 7}[players] * players
    for action in (game.end_turn, game.exchange):
        try:
            action()
        except IllegalActionError as error:
            assert "game is over" in str(error)
        else:
            raise AssertionError("a finished game took another action")


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), square=st.tuples(st.integers(-1, 13), st.integers(-1, 13)))
def test_why_illegal_agrees_with_place(seed: int, square: tuple[int, int]) -> None:
    game = Game.new(2, seed)
    tile = game.racks[0][0]
    problem = game.why_illegal(tile, square)
    assert (problem is None) == (square in game.legal_placements(tile))
    try:
        game.place(tile, square)
    except IllegalActionError as error:
        assert str(error) == problem
    else:
        assert problem is None
