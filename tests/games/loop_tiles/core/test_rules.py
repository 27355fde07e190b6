"""The rules of Loop Tiles as tables: the rulebook's example, legality, exchange, the end."""

from __future__ import annotations

import pytest

from knaster_qt.games.loop_tiles.core.errors import IllegalActionError
from knaster_qt.games.loop_tiles.core.game import Bag, Game
from knaster_qt.games.loop_tiles.core.material import standard_board, standard_tiles
from tests.games.loop_tiles.core.notation import play, position, sq, tile_on_rack

# The rulebook's turn: a 2 joined to the 7 (9), a 3 joined to a 4 and a 5 (12), a 2 on
# the x2 square I9 joined to the 3 placed just before (2 × 2 + 3 = 7): 28 in all.
EXAMPLE_BOARD = "G7=NESW7 H7=EW6 I7=SW5 G8=NE3 H8=EW4"
EXAMPLE_RACK = "ES2 NSW3 NS2 NE1 EW2"


def test_the_rulebooks_three_tile_turn_scores_9_12_7() -> None:
    game = position(EXAMPLE_BOARD, EXAMPLE_RACK, "NS1")
    assert play(game, "ES2@G6 NSW3@I8 NS2@I9") == [9, 12, 7]
    report = game.end_turn()
    assert report.points == 28
    assert game.scores == [28, 0]
    assert len(game.racks[0]) == 5 and game.current == 1


def test_tiles_taken_back_leave_the_turn_as_it_was_before_them() -> None:
    game = position(EXAMPLE_BOARD, EXAMPLE_RACK, "NS1")
    rack = sorted(tile.id for tile in game.racks[0])
    play(game, "ES2@G6 NSW3@I8 NS2@I9")
    report = game.take_back()
    assert (report.kind, report.square, report.points) == ("take back", sq("I9"), -7)
    assert game.scores[0] == 21 and sq("I9") not in game.placed
    play(game, "NS2@I9")  # placed again, it scores the same
    assert game.scores[0] == 28
    for _ in range(3):
        game.take_back()
    assert game.scores[0] == 0 and sorted(tile.id for tile in game.racks[0]) == rack
    with pytest.raises(IllegalActionError, match="no tile placed this turn"):
        game.take_back()
    assert len(game.placed) == 5


def test_a_placement_reports_the_joined_squares() -> None:
    game = position(EXAMPLE_BOARD, EXAMPLE_RACK, "NS1")
    report = game.place(tile_on_rack(game, "NSW3"), sq("I8"))
    assert (report.kind, report.points, set(report.joined)) == (
        "place",
        12,
        {sq("I7"), sq("H8")},
    )


ILLEGAL = [
    # (board, tile, square, the reason's words)
    ("G7=NESW7", "NS1", "G7", "G7 is taken"),
    ("G7=NESW7", "NS1", "J9", "no tile beside it"),
    ("G7=NESW7", "NE3", "G6", "block a line from the south"),  # blocked line
    ("G7=NS1", "EW2", "H7", "runs into a blank side"),  # blank against a line
    ("G7=NESW7 G8=NS1", "NE2", "H8", "continues no line"),
    ("G7=NESW7 F7=EW2 E7=EW3 D7=EW4 C7=EW5 B7=EW6", "EW7", "A7", "off the board's west"),
    ("G7=NESW7 G6=NS2 G5=NS3 G4=NS4 G3=NS5 G2=NS6", "NS7", "G1", "off the board's north"),
    ("G7=NESW7", "NS1", "N7", "not on the board"),
    # The checks' order: a line into a blank side is named before a line off the edge.
    ("G7=NESW7 F7=EW2 E7=EW3 D7=EW4 C7=EW5 B7=NS6", "EW7", "A7", "runs into a blank side"),
    ("L13=NE1", "ESW8", "M13", "off the board's east"),
]


@pytest.mark.parametrize(("board", "tile", "square", "reason"), ILLEGAL)
def test_an_illegal_placement_is_refused_with_its_reason_and_changes_nothing(
    board: str, tile: str, square: str, reason: str
) -> None:
    game = position(board, f"{tile} NS8", "NSW4")
    before = (dict(game.placed), [list(rack) for rack in game.racks], list(game.scores))
    the_tile = tile_on_rack(game, tile)
    problem = game.why_illegal(the_tile, sq(square))
    assert problem is not None and reason in problem
    with pytest.raises(IllegalActionError, match=reason):
        game.place(the_tile, sq(square))
    assert (dict(game.placed), [list(rack) for rack in game.racks], list(game.scores)) == before
    assert sq(square) not in game.legal_placements(the_tile)


def test_a_fourth_tile_in_one_turn_is_refused() -> None:
    game = position("G7=NESW7", "NS1 NS2 NS3 EW2 NS4", "NS5")
    play(game, "NS1@G6 NS2@G5 NS3@G4")
    with pytest.raises(IllegalActionError, match="at most 3 tiles"):
        play(game, "NS4@G3")
    assert game.legal_placements(tile_on_rack(game, "NS4")) == []
    assert len(game.placed) == 4


def test_a_tile_not_on_the_rack_and_a_finished_game_are_refused() -> None:
    game = position("G7=NESW7", "NS1", "NS2")
    other = tile_on_rack(game, "NS2", player=1)
    assert game.why_illegal(other, sq("G6")) == "the 2 tile is not on player 1's rack"
    assert game.legal_placements(other) == []
    game.over = True
    assert game.why_illegal(tile_on_rack(game, "NS1"), sq("G6")) == "the game is over"
    for action in (game.end_turn, game.exchange):
        with pytest.raises(IllegalActionError, match="game is over"):
            action()


def test_legal_placements_lists_every_fitting_square() -> None:
    game = position("G7=NESW7", "NS1", "NS2")
    assert game.legal_placements(tile_on_rack(game, "NS1")) == [sq("G6"), sq("G8")]


# The start tile in the corner: A2 wants a tile with a north end and no west end, B1 one
# with a west end and no north end; a tile with both ends fits neither.
CORNER = "A1=ES1"


def test_a_stuck_player_exchanges_the_whole_rack_for_0_points() -> None:
    game = position(CORNER, "NW6 NW7 NW8 NW1 NW2", "NS1", bag_first="NS2 NS3 NS4 NS5 NS6")
    assert not game.can_place(0)
    all_ids = sorted(tile.id for tile in standard_tiles())
    returned = list(game.racks[0])
    report = game.exchange()
    assert (report.kind, report.returned, len(report.drawn)) == ("exchange", tuple(returned), 5)
    assert game.racks[0] == list(report.drawn) and report.drawn == tuple(game.bag.drawn)
    assert game.scores == [0, 0] and game.current == 1 and game.turns_without_tile == 1
    held = game.racks[0] + game.racks[1] + game.bag.tiles + list(game.placed.values())
    assert sorted(tile.id for tile in held) == all_ids


def test_an_exchange_with_an_empty_bag_gives_the_rack_back() -> None:
    game = position(CORNER, "NW6 NW7", "NS1")
    game.bag.tiles.clear()
    report = game.exchange()
    assert sorted(t.id for t in report.drawn) == sorted(t.id for t in report.returned)


def test_exchange_is_refused_when_a_tile_fits_or_after_placing() -> None:
    game = position("G7=NESW7", "NS1 NS2", "NS3")
    with pytest.raises(IllegalActionError, match="none of whose tiles fits"):
        game.exchange()
    play(game, "NS1@G6")
    with pytest.raises(IllegalActionError, match="placed a tile this turn"):
        game.exchange()


def test_the_game_ends_after_a_round_without_a_tile() -> None:
    game = position("G7=NESW7", "NS1", "NS2", "NS3")
    assert not game.end_turn().game_over
    play(game, "NS2@G6")
    assert not game.end_turn().game_over
    assert not game.end_turn().game_over
    assert not game.end_turn().game_over
    assert game.end_turn().game_over  # players 1, 2 and 3 passed in a row


def test_the_game_ends_when_the_bag_is_empty_and_nobody_can_place() -> None:
    game = position(CORNER, "NW2 NS8", "NW3")
    game.bag.tiles.clear()
    play(game, "NS8@A2")  # the last tile that fits: now neither rack fits anywhere
    report = game.end_turn()
    assert report.game_over and game.over and game.scores == [9, 0]
    assert game.winners() == [0]


def test_with_tiles_in_the_bag_the_game_goes_on() -> None:
    game = position(CORNER, "NW2 NS8", "NW3")
    play(game, "NS8@A2")
    assert not game.end_turn().game_over and game.current == 1


def test_a_tie_shares_the_win() -> None:
    game = position(CORNER, "NW2", "NW3")
    game.bag.tiles.clear()
    assert game.end_turn().game_over and game.winners() == [0, 1]


@pytest.mark.parametrize(("players", "turns", "aside"), [(4, 7, 0), (3, 9, 2), (2, 13, 4)])
def test_the_fixed_turns_variant_ends_after_its_turns_only(
    players: int, turns: int, aside: int
) -> None:
    game = Game.new(players, seed=5, fixed_turns=True)
    assert len(game.set_aside) == aside and game.bag.drawn[:aside] == game.set_aside
    for _ in range(turns * players - 1):
        assert not game.end_turn().game_over  # rounds of passes do not end it
    assert game.end_turn().game_over


@pytest.mark.parametrize(
    ("players", "fixed", "reason"),
    [(0, False, "1 to 4 players"), (5, False, "1 to 4 players"), (1, True, "2 to 4 players")],
)
def test_a_game_for_too_few_or_too_many_players_is_refused(
    players: int, fixed: bool, reason: str
) -> None:
    with pytest.raises(IllegalActionError, match=reason):
        Game.new(players, seed=1, fixed_turns=fixed)


def test_an_exchange_replays_with_the_same_draws() -> None:
    def run() -> list[int]:
        game = position(CORNER, "NW6 NW7 NW8 NW1 NW2", "NS1")
        game.exchange()
        return [tile.id for tile in game.racks[0] + game.bag.tiles]

    assert run() == run()


def test_set_up_draws_set_aside_racks_then_the_start_tile() -> None:
    game = Game.new(3, seed=11, fixed_turns=True)
    drawn = game.bag.drawn
    assert drawn[:2] == game.set_aside
    assert drawn[2:17] == game.racks[0] + game.racks[1] + game.racks[2]
    assert drawn[17:] == [game.placed[standard_board().start]]
    assert game.scores == [0, 0, 0] and game.current == 0


def test_the_same_seed_and_actions_replay_the_same_draws() -> None:
    def run() -> list[int]:
        game = Game.new(2, seed=42)
        for _ in range(6):
            tile = game.racks[game.current][0]
            squares = game.legal_placements(tile)
            if squares:
                game.place(tile, squares[0])
            game.end_turn()
        return [tile.id for tile in game.bag.drawn]

    assert run() == run()


def test_the_tile_set_is_the_specs() -> None:
    tiles = standard_tiles()
    assert len(tiles) == 81
    assert [tile.value for tile in tiles] == [1 + k % 8 for k in range(81)]
    counts = {ends: sum(tile.ends == ends for tile in tiles) for ends in {t.ends for t in tiles}}
    assert counts == {
        "NS": 9, "EW": 9, "NE": 9, "ES": 9, "SW": 9, "NW": 9,
        "NES": 5, "ESW": 5, "NSW": 5, "NEW": 5, "NESW": 7,
    }  # fmt: skip


def test_the_board_is_the_specs() -> None:
    board = standard_board()
    assert (board.size, board.start) == (13, (6, 6))
    by_offset = {(c - 6, r - 6): m for (c, r), m in board.multipliers.items()}
    for (dx, dy), factor in list(by_offset.items()):
        for image in [(dy, dx), (-dx, dy), (dx, -dy)]:
            assert by_offset[image] == factor
    expected = {(2, 2): 2, (4, 0): 2, (3, 3): 3, (6, 2): 3, (4, 4): 4, (6, 0): 4, (5, 5): 5}
    expected[(6, 6)] = 6
    for (dx, dy), factor in expected.items():
        assert by_offset[(dx, dy)] == factor
    assert sorted(board.multipliers.values()).count(2) == 8 and len(by_offset) == 36


def test_a_bag_in_a_given_order_sets_up_without_shuffling() -> None:
    tiles = list(reversed(standard_tiles()))
    game = Game.set_up(2, Bag(tiles, seed=0, shuffle=False))
    assert game.racks == [tiles[0:5], tiles[5:10]]
    assert game.placed == {standard_board().start: tiles[10]}
    assert game.bag.tiles == tiles[11:] and game.bag.drawn == tiles[:11]


def test_a_bag_too_small_to_set_up_is_refused() -> None:
    with pytest.raises(IllegalActionError, match="too few tiles"):
        Game.set_up(2, Bag(standard_tiles()[:10], seed=0, shuffle=False))


def test_a_recorded_exchange_takes_the_recorded_order() -> None:
    game = position(CORNER, "NW6 NW7 NW8 NW1 NW2", "NS1")
    order = list(reversed(game.bag.tiles + game.racks[0]))
    report = game.exchange(order)
    assert report.drawn == tuple(order[:5]) and game.bag.tiles == order[5:]


def test_a_recorded_exchange_with_other_tiles_is_refused_and_changes_nothing() -> None:
    game = position(CORNER, "NW6 NW7 NW8 NW1 NW2", "NS1")
    bag, rack = list(game.bag.tiles), list(game.racks[0])
    for order in (bag, bag + rack + rack[:1], bag[1:] + rack + rack[:1]):
        with pytest.raises(IllegalActionError, match="exactly the bag's and the returned"):
            game.exchange(order)
        assert (game.bag.tiles, game.racks[0], game.current) == (bag, rack, 0)
