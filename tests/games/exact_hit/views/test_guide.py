"""Help > First Game Guide with Exact Hit on screen: the first round of a solo game, a
callout pointing at the sheet, the Throw button, the dice, a field to write, Done and the
score, followed through real clicks and keys; a game under way is asked about first."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt

from knaster_qt.games.exact_hit.core.actions import Write
from knaster_qt.games.exact_hit.views.guide import ExactHitGuide, Stage
from knaster_qt.shell.views.main_window import MainWindow
from tests.games.exact_hit.views.window_play import (
    choose_exact_hit,
    click,
    click_field,
    scripted_dice,
    shown_window,
)

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")


def start_from_menu(window: MainWindow, qtbot) -> ExactHitGuide:
    assert window.ui.actionGuide.isVisible()
    window.ui.actionGuide.trigger()
    guide = window.play.guide
    assert isinstance(guide, ExactHitGuide) and guide.active
    qtbot.waitUntil(guide.bubble.isVisible)
    return guide


def rect_of(window: MainWindow, widget) -> QRectF:
    return QRectF(widget.geometry().translated(widget.parentWidget().mapTo(window, QPoint(0, 0))))


def points_at(guide: ExactHitGuide, rect: QRectF) -> bool:
    """The ring is around ``rect`` and the bubble does not cover it."""
    bubble = QRectF(guide.bubble.geometry())
    return guide.overlay.target == rect and not bubble.intersects(rect)


def test_the_guide_walks_a_first_round_by_clicks(qtbot) -> None:
    window = shown_window(qtbot)
    window.resize(1280, 800)
    area = choose_exact_hit(qtbot, window, people=1, computers=("easy",))
    guide = start_from_menu(window, qtbot)
    controller = area.controller
    controller.dice_source = scripted_dice(4)
    game = controller.game
    assert game.players == 1  # the guide's solo game (nothing was played: nothing asked)
    assert guide.stage is Stage.WELCOME and "Welcome to Exact Hit" in guide.bubble.text.text()
    assert guide.overlay.target == rect_of(window, area.sheet_view)
    click(qtbot, guide.bubble.next_button)

    assert points_at(guide, rect_of(window, area.throw_button))
    assert not guide.bubble.next_button.isVisible()  # it waits for the throw
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(area.sheet_view, Qt.Key.Key_R)  # the keyboard throws too
    assert game.dice is not None and guide.stage is Stage.DICE
    assert points_at(guide, rect_of(window, area.dice_row))
    assert "exact hit" in guide.bubble.text.text()
    click(qtbot, guide.bubble.next_button)

    # A field where a die fits, ringed; a click writes it.
    assert guide.stage is Stage.WRITE
    field = guide.best_field()
    assert field is not None and field[0] == 0  # row 1's field 6 takes any die of its colour
    sheet_corner = area.sheet_view.mapTo(window, QPoint(0, 0)).toPointF()
    assert guide.overlay.target == area.sheet_view.field_rect(field).translated(sheet_corner)
    colour = game.marks[0].sheet.colours[field[0]][field[1]]
    value = game.dice[colour]
    click_field(qtbot, area, *field)
    assert controller.pending == [colour]

    # Done, then the score.
    assert guide.stage is Stage.DONE
    assert points_at(guide, rect_of(window, area.done_button))
    click(qtbot, area.done_button)
    assert guide.stage is Stage.SCORE
    assert points_at(guide, rect_of(window, area.score_label))
    assert game.marks[0].fields[field[0]][field[1]] == value
    assert any(isinstance(event.action, Write) for event in game.history)
    assert guide.bubble.next_button.text() == "&Finish"
    click(qtbot, guide.bubble.next_button)
    assert not guide.active and not guide.bubble.isVisible() and not guide.overlay.isVisible()


def test_a_game_under_way_is_asked_first_and_escape_skips(qtbot) -> None:
    window = shown_window(qtbot)
    area = choose_exact_hit(qtbot, window, people=1)
    click(qtbot, area.throw_button)
    old = area.controller.game
    window.ui.actionGuide.trigger()
    box = window.persistence.abandon_box
    assert box is not None and box.isVisible()  # the dice are thrown: New Game's question
    click(qtbot, next(b for b in box.buttons() if b.text() == "&Abandon"))
    guide = area.guide
    assert guide is not None and guide.active and area.controller.game is not old
    qtbot.waitUntil(guide.bubble.isVisible)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(area.sheet_view, Qt.Key.Key_Escape)
    assert not guide.active and not guide.bubble.isVisible()
    assert area.controller.can_throw()  # the game plays on
