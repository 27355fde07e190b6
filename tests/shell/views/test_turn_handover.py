"""One gesture acts for one person: double-clicks, quick clicks and Enter at a hand-over."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QGuiApplication, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QApplication

from knaster_qt.games.knaster.core.actions import Write
from knaster_qt.games.knaster.core.game import Game
from knaster_qt.games.knaster.core.notation import cell_index
from knaster_qt.games.knaster.core.setup import GameSetup, Seat
from knaster_qt.shell.views.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support (propagateSizeHints|raise)\(\)"
)

TWO = GameSetup(seats=(Seat("Ann"), Seat("Bob")))
THREE = GameSetup(seats=(Seat("Ann"), Seat("Bob"), Seat("Cid")))
B2 = cell_index("b2")


def filled(game, player: int) -> int:
    return sum(1 for value in game.sheets[player].values if value)


def send_click(view, point: QPoint, timestamp: int) -> None:
    """A press and a release at ``timestamp`` ms, as the window system delivers them.

    (QTest spaces its clicks more than a double-click interval apart, so two quick
    clicks that Qt does not merge into a double-click are sent this way.)
    """
    local = QPointF(point)
    for kind, buttons in (
        (QEvent.Type.MouseButtonPress, Qt.MouseButton.LeftButton),
        (QEvent.Type.MouseButtonRelease, Qt.MouseButton.NoButton),
    ):
        event = QMouseEvent(
            kind,
            local,
            view.mapToGlobal(local),
            Qt.MouseButton.LeftButton,
            buttons,
            Qt.KeyboardModifier.NoModifier,
        )
        event.setTimestamp(timestamp)
        QApplication.sendEvent(view, event)


@pytest.mark.parametrize("setup", [TWO, THREE], ids=["2 people", "3 people"])
def test_a_double_click_plays_only_the_turn_it_was_aimed_at(make_table, qtbot, setup) -> None:
    window, player = make_table(setup, seed=2)
    controller, game, view = (
        window.play.controller,
        window.play.controller.game,
        window.play.ui.sheetView,
    )
    player.roll()
    assert controller.player == 0
    point = player.point_of_cell(B2)
    # What the window system delivers for a double-click: press, release, double-click.
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=point)
    qtbot.mouseDClick(view, Qt.MouseButton.LeftButton, pos=point)
    assert game.sheets[0].values[B2] == game.current_roll
    assert filled(game, 0) == 1
    assert filled(game, 1) == 0, "Ann's double-click wrote on Bob's sheet"
    assert controller.player == 1 and view.shown_player == 1
    assert "<b>Bob</b>, your turn" in window.play.ui.turnLabel.text()
    # Bob, a moment later, plays his own turn with one click.
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=point, delay=500)
    assert game.sheets[1].values[B2] == game.current_roll
    assert filled(game, 1) == 1
    if len(setup.seats) == 3:
        assert controller.player == 2 and filled(game, 2) == 0


@pytest.mark.parametrize("setup", [TWO, THREE], ids=["2 people", "3 people"])
def test_two_quick_clicks_do_not_skip_the_hand_over(make_table, setup) -> None:
    window, player = make_table(setup, seed=2)
    controller, game, view = (
        window.play.controller,
        window.play.controller.game,
        window.play.ui.sheetView,
    )
    player.roll()
    interval = QGuiApplication.styleHints().mouseDoubleClickInterval()
    start = 10_000_000
    # Ann clicks b2 and, too far apart for a double-click, c3 at once after it.
    send_click(view, player.point_of_cell(B2), start)
    send_click(view, player.point_of_cell(cell_index("c3")), start + interval // 3)
    assert game.sheets[0].values[B2] == game.current_roll and filled(game, 0) == 1
    assert filled(game, 1) == 0, "the second quick click played Bob's turn"
    assert controller.player == 1
    assert player.status() == (
        "Now it is Bob's turn: the click or key meant for Ann changed nothing."
    )
    # Bob's own click, a moment after the hand-over, plays for Bob.
    send_click(view, player.point_of_cell(cell_index("c3")), start + 2 * interval)
    assert game.sheets[1].values[cell_index("c3")] == game.current_roll
    assert filled(game, 1) == 1
    if len(setup.seats) == 3:
        assert controller.player == 2 and filled(game, 2) == 0


def test_quick_clicks_of_one_person_all_count(qtbot) -> None:
    """The gesture only decides whose turn a click is for: Ann's quick clicks all act."""
    game = Game(["Ann", "Bob"])
    for column in "abcd":  # four rounds of 5s: Ann fills row 1 but e1, Bob row 5 but e5
        game.roll(dice=(3, 2))
        game.apply(0, Write(cell_index(f"{column}1")))
        game.apply(1, Write(cell_index(f"{column}5")))
    window = MainWindow(game, dice_source=lambda: (3, 2))
    qtbot.addWidget(window)
    window.resize(1180, 760)
    window.show()
    qtbot.waitExposed(window)
    controller, view = window.play.controller, window.play.ui.sheetView
    qtbot.mouseClick(window.play.ui.dicePanel.roll_button, Qt.MouseButton.LeftButton)
    assert controller.player == 0
    interval = QGuiApplication.styleHints().mouseDoubleClickInterval()
    stamp = 20_000_000
    # e1 makes five 5s in row 1 (3 bonus circles); Ann circles a1, b1 and c1 in quick clicks.
    for step, name in enumerate(("e1", "a1", "b1", "c1")):
        point = view.cell_rect(cell_index(name)).center().toPoint()
        send_click(view, point, stamp + step * interval // 4)
    assert not game.pending_bonus(0)
    assert game.sheets[0].circled >> cell_index("c1") & 1
    assert controller.player == 1 and game.sheets[1].values[cell_index("e5")] == 0


def test_enter_pressed_twice_quickly_acts_once_and_bob_plays_with_his_own_press(
    make_table, qtbot
) -> None:
    window, player = make_table(THREE, seed=2)
    controller, game, view = (
        window.play.controller,
        window.play.controller.game,
        window.play.ui.sheetView,
    )
    player.roll()
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Left)  # the focus frame appears on the sheet (c3)
    assert view.focus_cell is not None
    focus = view.focus_cell
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.keyClick(view, Qt.Key.Key_Return)  # Ann's second Enter, a moment too late
    assert game.sheets[0].values[focus] == game.current_roll
    assert filled(game, 1) == 0, "Ann's second Enter wrote on Bob's sheet"
    assert controller.player == 1
    assert player.status() == (
        "Now it is Bob's turn: the click or key meant for Ann changed nothing."
    )
    # A held key acts once: its repeats do nothing.
    repeat = QKeyEvent(
        QEvent.Type.KeyPress, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, "\r", True
    )
    QApplication.sendEvent(view, repeat)
    assert filled(game, 1) == 0
    # Bob's own Enter plays for Bob.
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert game.sheets[1].values[focus] == game.current_roll and filled(game, 1) == 1
    assert controller.player == 2 and filled(game, 2) == 0
