"""Help > First Game Guide with Loop Tiles on screen: the first turn of a solo game, a callout
pointing at the rack, the square that scores most, the line joined, the turn's score, End
turn and the pad, followed through real clicks, and Escape skipping it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt

from knaster_qt.games.loop_tiles.views import play_area
from knaster_qt.games.loop_tiles.views.guide import LoopTilesGuide, Stage
from knaster_qt.games.loop_tiles.views.play_area import LoopTilesPlayArea
from knaster_qt.shell.views.main_window import MainWindow
from tests.games.loop_tiles.views.window_play import click, new_loop_tiles_game, shown_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")


@pytest.fixture(autouse=True)
def same_bags(monkeypatch: pytest.MonkeyPatch) -> None:
    seeds = iter(range(1, 1000))
    monkeypatch.setattr(play_area, "new_seed", lambda: next(seeds))


def start_from_menu(window: MainWindow, qtbot) -> LoopTilesGuide:
    assert window.ui.actionGuide.isVisible()
    window.ui.actionGuide.trigger()
    guide = window.play.guide
    assert isinstance(guide, LoopTilesGuide) and guide.active
    qtbot.waitUntil(guide.bubble.isVisible)
    return guide


def rect_of(window: MainWindow, widget) -> QRectF:
    return QRectF(widget.geometry().translated(widget.parentWidget().mapTo(window, QPoint(0, 0))))


def points_at(guide: LoopTilesGuide, rect: QRectF) -> bool:
    """The ring is around ``rect`` and the bubble does not cover it."""
    bubble = QRectF(guide.bubble.geometry())
    return guide.overlay.target == rect and not bubble.intersects(rect)


def square_rect(window: MainWindow, area: LoopTilesPlayArea, square) -> QRectF:
    board = area.board
    return board.square_rect(square).translated(board.mapTo(window, QPoint(0, 0)).toPointF())


def test_the_guide_walks_a_first_turn_by_clicks(qtbot) -> None:
    window = shown_window(qtbot)
    area = new_loop_tiles_game(qtbot, window, [("Ann", None), ("Robo", "easy")])
    guide = start_from_menu(window, qtbot)
    # A game of two: the guide plays a new solo game of the one person (nothing was played,
    # so nothing is asked).
    area = window.play
    assert isinstance(area, LoopTilesPlayArea) and area.ctrl.names == ("Ann",)
    game = area.ctrl.game
    assert guide.stage is Stage.WELCOME and "Welcome to Loop Tiles" in guide.bubble.text.text()
    drawn = area.board.board_geometry().board_rect  # the board as drawn, welcome
    board_corner = area.board.mapTo(window, QPoint(0, 0)).toPointF()
    assert points_at(guide, QRectF(drawn.x, drawn.y, drawn.w, drawn.h).translated(board_corner))
    click(qtbot, guide.bubble.next_button)

    # The rack: the ring on the tile that can score most.
    assert guide.stage is Stage.RACK and not guide.bubble.next_button.isVisible()
    slot = guide.best_slot()
    assert slot is not None
    rack_corner = area.rack.mapTo(window, QPoint(0, 0)).toPointF()
    assert points_at(guide, area.rack.slot_rect(slot).translated(rack_corner))
    value = game.racks[0][slot].value
    assert f"Take the {value} tile" in guide.bubble.text.text()
    click(qtbot, area.rack, area.rack.slot_centre(slot))

    # The square: lit, ringed, its points said.
    assert guide.stage is Stage.SQUARE
    square = guide.best_square()
    assert square is not None and square in area.board.picture.fits
    assert guide.overlay.target == square_rect(window, area, square)
    points = area.ctrl.preview(square)
    assert f"it scores {points}." in guide.bubble.text.text()
    click(qtbot, area.board, area.board.square_centre(square))
    assert square in game.placed

    # The line joined: the ring round the tile and the tiles it joins, the sum said.
    assert guide.stage is Stage.JOINED
    assert guide.placed is not None and guide.placed.joined  # a legal tile joins a line
    ring = guide.overlay.target
    for joined in (square, *guide.placed.joined):
        assert ring.contains(square_rect(window, area, joined))
    assert f"= {points} points." in guide.bubble.text.text()
    click(qtbot, guide.bubble.next_button)

    # The turn's score, then End turn.
    assert guide.stage is Stage.SCORE
    assert points_at(guide, rect_of(window, area.points_label))
    assert f"so far: {points}." in guide.bubble.text.text()
    click(qtbot, guide.bubble.next_button)
    assert guide.stage is Stage.END
    assert points_at(guide, rect_of(window, area.end_turn_button))
    click(qtbot, area.end_turn_button)

    # The pad, and Finish.
    assert guide.stage is Stage.PAD and game.turns_played == 1
    assert points_at(guide, rect_of(window, area.pad))
    assert guide.bubble.next_button.text() == "&Finish"
    click(qtbot, guide.bubble.next_button)
    assert not guide.active and not guide.bubble.isVisible() and not guide.overlay.isVisible()


def test_escape_skips_the_guide_and_a_game_under_way_is_asked_first(qtbot) -> None:
    window = shown_window(qtbot)
    area = new_loop_tiles_game(qtbot, window, [("Ann", None)])
    game = area.ctrl.game
    slot = next(s for s, tile in enumerate(game.racks[0]) if game.legal_placements(tile))
    click(qtbot, area.rack, area.rack.slot_centre(slot))
    click(
        qtbot, area.board, area.board.square_centre(game.legal_placements(game.racks[0][slot])[0])
    )
    window.ui.actionGuide.trigger()
    box = window.persistence.abandon_box
    assert box is not None and box.isVisible()  # a tile is down: New Game's question
    click(qtbot, next(b for b in box.buttons() if b.text() == "&Abandon"))
    guide = area.guide
    assert guide is not None and guide.active and area.ctrl.game is not game
    qtbot.waitUntil(guide.bubble.isVisible)
    window.activateWindow()  # shortcuts go to the active window
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(area.board, Qt.Key.Key_Escape)
    assert not guide.active and not guide.bubble.isVisible()
    assert area.ctrl.can_act  # the game plays on
