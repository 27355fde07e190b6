"""Loop Tiles' item models: they pass qtmodeltester on a fresh game, mid-game and at the
end, and say in dataChanged exactly the squares, slots and cells a gesture changed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, QObject, Qt

from knaster_qt.games.loop_tiles.core.bots import make_bot
from knaster_qt.games.loop_tiles.core.transcript import Transcript
from knaster_qt.games.loop_tiles.models.board_model import BoardModel, SquareRole
from knaster_qt.games.loop_tiles.models.controller import LoopTilesController
from knaster_qt.games.loop_tiles.models.pad_model import PadModel, PadRole
from knaster_qt.games.loop_tiles.models.rack_model import RackModel, SlotRole


@pytest.fixture
def parent(qapp) -> QObject:
    return QObject()


def controller_of(parent: QObject, transcript: Transcript | None = None) -> LoopTilesController:
    """Ann alone at the table: her rack shows, nothing is handed over."""
    transcript = transcript or Transcript.new(["Ann"], 3)
    controller = LoopTilesController(transcript, (None,), parent)
    controller.set_pace(False, 100)
    return controller


def finished_transcript() -> Transcript:
    transcript = Transcript.new(["Ann", "Bob"], 5, fixed_turns=True)
    bot = make_bot("easy", 1)
    while not transcript.game.over:
        decision = bot.choose(transcript.game, transcript.game.current)
        for tile, square in decision.placements:
            transcript.place(tile, square)
        if decision.exchange:
            transcript.exchange()
        else:
            transcript.end_turn()
    return transcript


def first_fit(controller: LoopTilesController) -> tuple[int, tuple[int, int]]:
    game = controller.game
    for slot, tile in enumerate(game.racks[game.current]):
        squares = sorted(game.legal_placements(tile))
        if squares:
            return slot, squares[0]
    raise AssertionError("nothing fits")


def changed_squares(model: BoardModel, seen: list[tuple[QModelIndex, QModelIndex, list[int]]]):
    squares = {}
    for top_left, bottom_right, roles in seen:
        assert top_left == bottom_right  # one square at a time
        squares[model.data(top_left, SquareRole.SQUARE)] = set(roles)
    return squares


def record(model) -> list:
    seen: list = []
    model.dataChanged.connect(lambda a, b, roles: seen.append((a, b, list(roles))))
    return seen


def test_every_model_passes_the_model_tester_fresh_mid_game_and_at_the_end(
    parent, qtmodeltester
) -> None:
    controller = controller_of(parent)
    models = [BoardModel(controller), RackModel(controller), PadModel(controller)]
    for model in models:
        qtmodeltester.check(model)
    slot, square = first_fit(controller)
    controller.hold(slot)
    models[0].set_hover(square)
    controller.place(square)
    controller.end_turn()
    for model in models:
        qtmodeltester.check(model)
    controller.set_game(finished_transcript(), (None, "easy"))
    for model in models:
        qtmodeltester.check(model)
    assert models[2].rowCount() == 13  # the fixed-turns variant: 13 turns each


def test_holding_a_tile_names_exactly_the_squares_where_it_fits(parent) -> None:
    controller = controller_of(parent)
    board, rack = BoardModel(controller), RackModel(controller)
    on_board, on_rack = record(board), record(rack)
    slot, _square = first_fit(controller)
    controller.hold(slot)
    fits = controller.fits()
    assert fits and changed_squares(board, on_board) == {
        square: {SquareRole.FITS} for square in fits
    }
    assert [(a.row(), roles) for a, _b, roles in on_rack] == [(slot, [SlotRole.SELECTED])]
    assert rack.index(slot).data(SlotRole.SELECTED)


def test_the_hover_names_the_squares_it_leaves_and_enters(parent) -> None:
    controller = controller_of(parent)
    board = BoardModel(controller)
    slot, square = first_fit(controller)
    controller.hold(slot)
    board.set_hover(square)
    seen = record(board)
    other = sorted(controller.fits() - {square})[0] if len(controller.fits()) > 1 else (0, 0)
    board.set_hover(other)
    assert set(changed_squares(board, seen)) == {square, other}
    index = board.square_index(other)
    assert index.data(SquareRole.HOVERED) and index.data(SquareRole.HOVER_TILE) is not None


def test_a_placement_names_its_square_the_lit_squares_its_slot_and_its_pad_cell(parent) -> None:
    controller = controller_of(parent)
    board, rack, pad = BoardModel(controller), RackModel(controller), PadModel(controller)
    slot, square = first_fit(controller)
    controller.hold(slot)
    fits = controller.fits()
    on_board, on_rack = record(board), record(rack)
    inserted: list[tuple[int, int]] = []
    pad.rowsInserted.connect(lambda _parent, first, last: inserted.append((first, last)))
    controller.place(square)
    squares = changed_squares(board, on_board)
    assert {SquareRole.TILE, SquareRole.THIS_TURN, Qt.ItemDataRole.DisplayRole} <= squares[square]
    assert set(squares) <= fits | {square}  # nothing else on the board was repainted
    assert board.square_index(square).data(SquareRole.TILE) == controller.game.placed[square]
    assert slot in {a.row() for a, _b, _roles in on_rack}
    assert inserted == [(0, 0)]  # the turn in progress is written on the pad
    assert pad.index(0, 0).data(PadRole.POINTS) == controller.game.turn_points()


def test_a_new_game_resets_the_models(parent) -> None:
    controller = controller_of(parent)
    models = [BoardModel(controller), RackModel(controller), PadModel(controller)]
    resets: list[object] = []
    for model in models:
        model.modelReset.connect(lambda model=model: resets.append(model))
    controller.set_game(Transcript.new(["Ann", "Bob"], 4), (None, None))
    assert resets == models
    assert models[2].columnCount() == 2
    assert models[2].headerData(1, Qt.Orientation.Horizontal) == "Bob"
