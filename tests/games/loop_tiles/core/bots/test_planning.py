"""Turn plans: the greedy plan is the best-scoring sequence of up to three tiles."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from knaster_qt.games.loop_tiles.core.bots.layout import Layout
from knaster_qt.games.loop_tiles.core.bots.planning import all_plans, best_plan, best_points
from knaster_qt.games.loop_tiles.core.game import Game
from knaster_qt.games.loop_tiles.core.material import square_name
from tests.games.loop_tiles.core.notation import position


def _oracle(game: Game, room: int) -> int:
    """The best turn by trying every sequence with the rules core itself (slow, plain)."""
    best = game.turn_points()
    if room == 0:
        return best
    tried = set()
    for tile in list(game.racks[game.current]):
        if (tile.ends, tile.value) in tried:
            continue
        tried.add((tile.ends, tile.value))
        for square in game.legal_placements(tile):
            game.place(tile, square)
            best = max(best, _oracle(game, room - 1))
            game.take_back()
    return best


def _written(plan_placements: tuple[tuple[object, tuple[int, int]], ...]) -> str:
    return " ".join(f"{tile}@{square_name(square)}" for tile, square in plan_placements)


EXAMPLE_BOARD = "G7=NESW7 H7=EW6 I7=SW5 G8=NE3 H8=EW4"

# (board, rack, the best turn's points, the greedy plan in the order to play it)
GREEDY = [
    # The rulebook's position: its turn scores 28, the best one 30 (9 + 9 + 12).
    (EXAMPLE_BOARD, "ES2 NSW3 NS2 NE1 EW2", 30, "NS2@G6 EW2@F7 NSW3@I8"),
    # Order matters: the 8 first (8 + 1), then the 2 beyond it (2 + 8): 19, not 3 + 10.
    # Both ways along the line score alike; the west one comes first in the search.
    ("G7=EW1", "EW8 EW2 NS1 NS2 NS3", 19, "EW8@F7 EW2@E7"),
    # The x2 square G3 takes the 8 (16 + 4), the 7 goes on beyond (7 + 8), the 3 beside
    # the start tile (3 + 7): 45. The 7 on G3 and the 8 beyond would be 18 + 15.
    ("G7=NESW7 G6=NS2 G5=NS3 G4=NS4", "NS8 NS7 EW1 EW2 EW3", 45, "NS8@G3 NS7@G2 EW3@F7"),
    # The x4 square A7 on the west edge: only a tile without a west line may go there
    # (8 × 4 + 6), then two 8s joined to it and to each other (8 + 8, 8 + 8): 70.
    (
        "G7=NESW7 F7=EW2 E7=EW3 D7=EW4 C7=EW5 B7=EW6",
        "EW7 NE8 ES8 SW8 NW8",
        70,
        "NE8@A7 ES8@A6 NW8@B6",
    ),
    # Nothing fits: the empty plan.
    ("G7=NS1", "EW1 EW2 EW3 EW4 EW5", 0, ""),
]


@pytest.mark.parametrize(("board", "rack", "points", "plan"), GREEDY)
def test_greedy_takes_the_sequence_that_scores_most(
    board: str, rack: str, points: int, plan: str
) -> None:
    game = position(board, rack)
    best = best_plan(Layout(game.board, game.placed), game.racks[0], 3)
    assert (best.points, _written(best.placements)) == (points, plan)
    assert _oracle(game, 3) == points
    for tile, square in best.placements:  # and it scores so when played
        game.place(tile, square)
    assert game.turn_points() == points


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10**6), turns=st.integers(0, 14), room=st.integers(1, 3))
def test_the_best_plan_is_the_best_sequence_the_rules_allow(
    seed: int, turns: int, room: int
) -> None:
    """On positions of random games: best_plan and best_points equal trying every sequence
    with the rules core; every plan is legal when played and scores what it says."""
    game = Game.new(2, seed)
    choices = random.Random(seed)
    for _ in range(turns):
        options = [(t, s) for t in game.racks[game.current] for s in game.legal_placements(t)]
        if not options or game.over:
            break
        for tile, square in choices.sample(options, 1):
            game.place(tile, square)
        game.end_turn()
    if game.over:
        return
    layout = Layout(game.board, game.placed)
    rack = game.racks[game.current]
    expected = _oracle(game, room)
    assert best_plan(layout, rack, room).points == expected
    assert best_points(layout, rack, room) == expected
    plans = all_plans(layout, rack, room)
    for plan in choices.sample(plans, min(10, len(plans))):
        for tile, square in plan.placements:
            game.place(tile, square)
        assert game.turn_points() == plan.points
        for _ in plan.placements:
            game.take_back()
    boards = {frozenset(plan.placements) for plan in plans}
    assert len(boards) == len(plans)  # each board once, in its best order
