"""One click, one report: Loop Tiles' controller says what a click changed in one Change."""

from __future__ import annotations

import pytest

from knaster_qt.change import Change, Initiator, Part
from tests.games.loop_tiles.views.window_play import (
    click,
    new_loop_tiles_game,
    shown_window,
    square_point_in,
)

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")


def test_taking_a_tile_placing_it_and_ending_the_turn_each_report_one_change(qtbot) -> None:
    window = shown_window(qtbot)
    area = new_loop_tiles_game(qtbot, window, [("Ann", None)])
    controller = area.controller
    seen: list[Change] = []
    controller.changed.connect(seen.append)

    # The bag is dealt at random: take the first tile of the rack that fits somewhere (the
    # first tile of a game must fit the start square, and not every tile does).
    for slot in range(5):
        click(qtbot, area.rack, area.rack.slot_centre(slot))
        assert [(c.parts, c.recorded) for c in seen] == [(Part.SELECTION, False)]
        seen.clear()
        if controller.fits():
            break
    square = min(controller.fits())
    click(qtbot, area.board, square_point_in(area.board, area, square))
    assert len(seen) == 1
    placed = seen[0]
    assert placed.initiator is Initiator.PERSON and placed.player == 0
    assert Part.SHEET in placed and Part.SCORE in placed and placed.recorded
    assert [report.square for report in placed.reports] == [square]
    assert window.isWindowModified()
    seen.clear()

    click(qtbot, area.end_turn_button)
    assert len(seen) == 1 and seen[0].recorded and Part.TURN in seen[0]
