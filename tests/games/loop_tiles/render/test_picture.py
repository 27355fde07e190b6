"""Pictures from games hold the game's tiles, racks and turns."""

from __future__ import annotations

import pytest

from knaster_qt.games.loop_tiles.core.game import Game
from knaster_qt.games.loop_tiles.core.material import parse_square, standard_board
from knaster_qt.games.loop_tiles.render.picture import (
    BoardPicture,
    PadPicture,
    RackPicture,
    TurnRecord,
    bonus_label,
    turn_records,
)
from knaster_qt.games.loop_tiles.render.samples import play_sample_game


def test_a_new_games_board_holds_only_the_start_tile_on_the_centre() -> None:
    game = Game.new(2, seed=1)
    picture = BoardPicture.from_game(game)
    assert dict(picture.tiles) == {parse_square("G7"): game.placed[parse_square("G7")]}
    assert picture.board == standard_board()
    assert picture.this_turn == frozenset()


def test_a_board_mid_turn_holds_every_placed_tile_and_marks_this_turns() -> None:
    game, reports = play_sample_game(players=2, seed=3, turns=9)
    picture = BoardPicture.from_game(game, hover=(0, 0), hover_points=5)
    assert dict(picture.tiles) == game.placed
    assert len(picture.tiles) > 10
    placed_this_turn = {square for _, square, _ in game.this_turn}
    assert placed_this_turn and picture.this_turn == placed_this_turn
    assert picture.hover == (0, 0) and picture.hover_points == 5
    assert reports[-1].kind == "place"


def test_a_rack_from_a_game_shows_the_players_tiles_and_empty_slots() -> None:
    game, _ = play_sample_game(players=2, seed=3, turns=9)
    rack = RackPicture.from_game(game, game.current, selected=0)
    assert [tile for tile in rack.tiles if tile is not None] == game.racks[game.current]
    assert len(rack.tiles) == 5
    assert rack.tiles.count(None) == 5 - len(game.racks[game.current])
    assert rack.selected == 0


def test_the_pad_from_a_whole_games_turns_adds_up_to_the_scores() -> None:
    game, reports = play_sample_game(players=3, seed=5)
    assert game.over
    names = ("Ann", "Bob", "Cid")
    pad = PadPicture.from_turns(names, turn_records(reports))
    assert pad.totals == tuple(game.scores)
    assert pad.show_totals
    assert pad.names == names
    turns_each = [sum(1 for r in reports if r.player == p and r.kind != "place") for p in range(3)]
    assert len(pad.cells) == max(turns_each)


def test_exchanges_are_marked_on_the_pad_with_zero_points() -> None:
    turns = [TurnRecord(0, 12), TurnRecord(1, 0, exchanged=True), TurnRecord(0, 7)]
    pad = PadPicture.from_turns(("Ann", "Bob"), turns)
    assert pad.cells == ((12, 0), (7, None))
    assert pad.exchanges == frozenset({(0, 1)})
    assert pad.totals == (19, 0)


def test_a_blank_pad_has_the_asked_shape_and_nothing_written() -> None:
    pad = PadPicture.blank(4, 30)
    assert pad.players == 4 and len(pad.cells) == 30
    assert all(cell is None for row in pad.cells for cell in row)
    assert pad.names == ("",) * 4 and not pad.show_totals
    with pytest.raises(ValueError, match="needs players and turns"):
        PadPicture.blank(0, 5)
    with pytest.raises(ValueError, match="a cell per player"):
        PadPicture(names=("Ann",), cells=((1, 2),))
    with pytest.raises(ValueError, match="a turn of player 3"):
        PadPicture.from_turns(("Ann", "Bob"), [TurnRecord(2, 5)])


def test_bonus_labels_name_the_multiplier() -> None:
    assert [bonus_label(m) for m in range(2, 7)] == ["x2", "x3", "x4", "x5", "x6"]
