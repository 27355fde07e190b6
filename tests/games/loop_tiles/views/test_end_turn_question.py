"""Loop Tiles asks before a person ends a turn with nothing placed although a tile fits
(issue 25.3): the End turn button or the E key asks once; "Go on playing" keeps the turn.
The step sentence beside the board says what to do now, as the presenter words it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from knaster_qt.games.loop_tiles.views import play_area
from tests.games.loop_tiles.views.window_play import click, drag, new_loop_tiles_game, shown_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")


@pytest.fixture(autouse=True)
def same_bags(monkeypatch: pytest.MonkeyPatch) -> None:
    seeds = iter(range(1, 1000))
    monkeypatch.setattr(play_area, "new_seed", lambda: next(seeds))


def button(box: QMessageBox, text: str):
    return next(b for b in box.buttons() if b.text() == text)


def test_end_turn_with_nothing_placed_asks_and_can_go_on_playing(qtbot) -> None:
    window = shown_window(qtbot)
    area = new_loop_tiles_game(qtbot, window, [("Ann", None), ("Robo", "easy")])
    game = area.ctrl.game
    assert game.can_place(0)
    assert area.step_label.text().startswith("Choose a tile from your rack")
    click(qtbot, area.end_turn_button)
    box = area.end_turn_box
    assert box is not None and box.isVisible()
    assert box.text() == (
        "End your turn without placing a tile? At least one of your tiles fits on the board."
    )
    click(qtbot, button(box, "&Go on playing"))
    assert not box.isVisible() and game.turns_played == 0  # the turn goes on

    # Game > End Turn's key asks too; this time the answer is yes.
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(area.board, Qt.Key.Key_E)
    box = area.end_turn_box
    assert box is not None and box.isVisible()
    click(qtbot, button(box, "En&d turn"))
    assert game.turns_played >= 1
    qtbot.waitUntil(lambda: area.ctrl.can_act)  # Robo has placed his tiles
    assert game.turns_without_tile == 0 and game.can_place(0)

    # Asked once: the next empty-handed End turn ends at once.
    click(qtbot, area.end_turn_button)
    assert game.current == 1 and not box.isVisible()


def test_a_solo_turn_without_a_tile_would_end_the_game_so_it_is_asked_every_time(qtbot) -> None:
    window = shown_window(qtbot)
    area = new_loop_tiles_game(qtbot, window, [("Ann", None)])
    for _time in range(2):
        click(qtbot, area.end_turn_button)
        box = area.end_turn_box
        assert box is not None and box.isVisible()
        assert box.text().endswith("a round without a tile ends the game.")
        click(qtbot, button(box, "&Go on playing"))
    assert not area.is_over
    click(qtbot, area.end_turn_button)
    click(qtbot, button(area.end_turn_box, "En&d turn"))
    assert area.is_over


def test_end_turn_after_a_tile_asks_nothing_and_the_step_follows(qtbot) -> None:
    window = shown_window(qtbot)
    area = new_loop_tiles_game(qtbot, window, [("Ann", None)])
    game = area.ctrl.game
    slot = next(s for s, tile in enumerate(game.racks[0]) if game.legal_placements(tile))
    click(qtbot, area.rack, area.rack.slot_centre(slot))
    value = game.racks[0][slot].value
    assert area.step_label.text().startswith(f"Place the {value} tile on a lit square")
    click(qtbot, area.rack, area.rack.slot_centre(slot))  # put it down again
    drag(qtbot, area, slot, game.legal_placements(game.racks[0][slot])[0])
    assert len(game.this_turn) == 1
    assert area.step_label.text().startswith(("Place another tile", "None of your other"))
    click(qtbot, area.end_turn_button)
    assert area.end_turn_box is None and game.turns_played == 1
