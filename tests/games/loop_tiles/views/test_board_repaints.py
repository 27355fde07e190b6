"""The board view repaints only the squares its model names in dataChanged (a whole
repaint only for a new game), and paints what the model says."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect

from knaster_qt.games.loop_tiles.models.board_model import SquareRole
from tests.games.loop_tiles.views.window_play import (
    click,
    new_loop_tiles_game,
    shown_window,
    square_point_in,
)

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")


def test_taking_a_tile_and_placing_it_repaint_only_the_named_squares(qtbot, monkeypatch) -> None:
    window = shown_window(qtbot)
    area = new_loop_tiles_game(qtbot, window, [("Ann", None)])
    board = area.board
    repainted: list[QRect | None] = []
    original = type(board).update

    def update(self, *args) -> None:
        if self is board:
            repainted.append(args[0] if args else None)
        original(self, *args)

    monkeypatch.setattr(type(board), "update", update)
    named: list[tuple[int, int]] = []
    area.board_model.dataChanged.connect(
        lambda top_left, _bottom_right, _roles: named.append(top_left.data(SquareRole.SQUARE))
    )

    # The bag is dealt at random: take the first tile of the rack that fits somewhere (the
    # first tile of a game must fit the start square, and not every tile does).
    for slot in range(5):
        named.clear()
        repainted.clear()
        click(qtbot, area.rack, area.rack.slot_centre(slot))
        fits = area.ctrl.fits()
        if fits:
            break
    assert fits and set(named) == set(fits)
    assert len(repainted) == len(fits) and None not in repainted
    assert board.picture.fits == fits  # what the model says is what is painted
    whole = board.rect()
    assert all(rect.width() < whole.width() / 3 for rect in repainted)

    named.clear()
    repainted.clear()
    square = min(fits)
    click(qtbot, board, square_point_in(board, area, square))
    assert square in named and len(repainted) == len(set(named)) and None not in repainted
    assert board.picture.tiles[square] == area.ctrl.game.placed[square]
