"""The bots' fast board agrees with the rules core on every square and every tile."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from knaster_qt.games.loop_tiles.core.bots.layout import Layout, mask_of
from knaster_qt.games.loop_tiles.core.game import Game
from knaster_qt.games.loop_tiles.core.material import standard_tiles
from knaster_qt.games.loop_tiles.core.placement import placement_points, placement_problem

KINDS = {(tile.ends, tile.value): tile for tile in standard_tiles()}


def _agrees(game: Game, layout: Layout) -> None:
    board = game.board
    for row in range(board.size):
        for column in range(board.size):
            square = (column, row)
            spot = layout.spots.get(layout.index(square))
            for tile in KINDS.values():
                legal = placement_problem(board, game.placed, tile, square) is None
                assert (spot is not None and spot.fits(mask_of(tile.ends))) == legal
                if legal:
                    assert spot is not None
                    assert spot.points(tile.value) == placement_points(
                        board, game.placed, tile, square
                    )


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**6), moves=st.integers(0, 40))
def test_the_open_squares_are_exactly_where_the_rules_allow_a_tile_and_score_alike(
    seed: int, moves: int
) -> None:
    """Built from a position, and kept up to date by place and lift, it says what the core says."""
    game = Game.new(2, seed)
    choices = random.Random(seed)
    layout = Layout(game.board, game.placed)
    for _ in range(moves):
        options = [(t, s) for t in game.racks[game.current] for s in game.legal_placements(t)]
        if not options or len(game.this_turn) == 3:
            if not game.this_turn:
                break  # stuck: this position is as good as any
            game.end_turn()
            continue
        tile, square = choices.choice(options)
        game.place(tile, square)
        layout.place(layout.index(square), mask_of(tile.ends), tile.value)
        if choices.random() < 0.3:  # a search tries a tile and takes it away again
            game.take_back()
            layout.lift(layout.index(square))
    _agrees(game, layout)
    _agrees(game, Layout(game.board, game.placed))
