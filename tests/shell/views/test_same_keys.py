"""The same key does the same thing in every game (issue 25.4), played by keys and menus only:
H shows the hint, H again or Enter plays it; Edit > Undo (Ctrl+Z, the toolbar's Undo) is the
one way back, no button of a play area offers it again; a computer player whose turn it is
to roll or throw does so by itself."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialogButtonBox

from knaster_qt.shell.views.main_window import MainWindow
from knaster_qt.widgets.tones import tone
from knaster_qt.widgets.turn_banner import LOOKS, TEXT_PX, TurnBanner, banner_height
from tests.clicks import click_button
from tests.games.exact_hit.views.window_play import choose_exact_hit, click_field, field_of
from tests.games.loop_tiles.views.window_play import new_loop_tiles_game

pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support (propagateSizeHints|raise)\(\)"
)

GAMES = ("Knaster", "Exact Hit", "Loop Tiles")


def shown_window(qtbot) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.persistence.startup()
    window.activateWindow()  # the shortcuts reach only the active window
    qtbot.waitUntil(window.isActiveWindow)
    return window


def press(qtbot, window: MainWindow, key: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """A key as the keyboard sends it: to the widget that has the focus."""
    target = QApplication.focusWidget()
    qtbot.keyClick(target if target is not None else window, key, modifier)


def solo_game(qtbot, window: MainWindow, game: str) -> None:
    """A solo game of ``game`` by New Game (Knaster's is on the window at its start)."""
    if game == "Exact Hit":
        choose_exact_hit(qtbot, window)
    elif game == "Loop Tiles":
        new_loop_tiles_game(qtbot, window, [("Ann", None)])
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


def moves(window: MainWindow, game: str) -> int:
    """How far the game has gone: its record's steps (dice written count in Exact Hit)."""
    area = window.play
    if game == "Loop Tiles":
        return len(area.ctrl.transcript.actions)
    played = len(area.controller.game.history)
    return played + (len(area.controller.pending) if game == "Exact Hit" else 0)


def to_act(qtbot, window: MainWindow, game: str) -> None:
    """Bring the person to a decision: R rolls Knaster's dice, throws Exact Hit's."""
    if game != "Loop Tiles":
        press(qtbot, window, Qt.Key.Key_R)
    qtbot.waitUntil(window.ui.actionHint.isEnabled)


def hint_shown(window: MainWindow, game: str) -> bool:
    area = window.play
    if game == "Knaster":
        return area.table_display.hint is not None
    if game == "Exact Hit":
        return area.hint_label.isVisible() and area.hint_label.text().startswith("Hint: ")
    return area.ctrl.held_tile() is not None and area.board.hover in area.ctrl.fits()


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("again", [Qt.Key.Key_H, Qt.Key.Key_Return, Qt.Key.Key_Enter])
def test_h_shows_the_hint_and_h_again_or_enter_plays_it(qtbot, game: str, again) -> None:
    window = shown_window(qtbot)
    solo_game(qtbot, window, game)
    to_act(qtbot, window, game)
    before = moves(window, game)
    assert window.ui.actionHint.shortcut().toString() == "H"
    press(qtbot, window, Qt.Key.Key_H)
    assert hint_shown(window, game) and moves(window, game) == before  # shown, not played
    press(qtbot, window, again)
    assert moves(window, game) > before  # played


@pytest.mark.parametrize("game", GAMES)
def test_enter_without_a_hint_plays_nothing(qtbot, game: str) -> None:
    window = shown_window(qtbot)
    solo_game(qtbot, window, game)
    to_act(qtbot, window, game)
    before = moves(window, game)
    window.play.widget().setFocus()
    press(qtbot, window, Qt.Key.Key_Return)
    assert moves(window, game) == before


def act_once(qtbot, window: MainWindow, game: str) -> None:
    """One step a person can take back: Exact Hit's die written (not yet Done), else the
    hint played by H, H."""
    if game == "Exact Hit":
        controller = window.play.controller
        colour = next(c for c in range(6) if controller.why_not_write(c) is None)
        click_field(qtbot, window.play, *field_of(controller.game, 0, colour))
        return
    press(qtbot, window, Qt.Key.Key_H)
    press(qtbot, window, Qt.Key.Key_H)


@pytest.mark.parametrize("game", GAMES)
def test_edit_undo_is_the_one_way_back(qtbot, game: str) -> None:
    window = shown_window(qtbot)
    solo_game(qtbot, window, game)
    buttons = [button.text() for button in window.play.widget().findChildren(QAbstractButton)]
    assert not any("back" in text.lower() or "undo" in text.lower() for text in buttons), buttons
    undo = window.ui.actionUndo
    assert undo.shortcut().toString() == "Ctrl+Z" and not undo.isEnabled()
    to_act(qtbot, window, game)
    if game == "Exact Hit":  # the dice kept: a die written, not a throw, is Undo's step
        click_button(qtbot, window.play.keep_button)
    before = moves(window, game)
    act_once(qtbot, window, game)
    assert moves(window, game) > before and undo.isEnabled()
    press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert moves(window, game) == before


def game_with_a_computer(qtbot, window: MainWindow, game: str) -> None:
    """Game > New Game…: ``game`` for Ann and an easy computer player after her."""
    window.ui.actionNew.trigger()
    dialog = window.new_game_dialog
    dialog.ui.gameCombo.setCurrentIndex(dialog.ui.gameCombo.findText(game))
    while len(dialog.setup().seats) > 1:
        dialog.select_row(1)
        click_button(qtbot, dialog.ui.removeButton)
    click_button(qtbot, dialog.ui.addComputerButton)
    box = dialog.kind_box(1)
    box.setCurrentIndex(box.findText("Computer: easy"))
    click_button(qtbot, dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok))
    qtbot.waitUntil(lambda: window.entry.name.replace("&", "") == game)
    qtbot.waitUntil(window.play.widget().isVisible)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


@pytest.mark.parametrize("game", GAMES)
def test_a_computer_player_rolls_throws_and_plays_by_itself(qtbot, game: str) -> None:
    window = shown_window(qtbot)
    game_with_a_computer(qtbot, window, game)
    to_act(qtbot, window, game)  # Ann rolls (throws) the first round
    press(qtbot, window, Qt.Key.Key_H)
    press(qtbot, window, Qt.Key.Key_H)  # and plays it as the hint says
    if game == "Exact Hit" and window.play.controller.can_answer():
        press(qtbot, window, Qt.Key.Key_H)  # the hint said "Throw again": now what to write
        press(qtbot, window, Qt.Key.Key_H)
    if game == "Loop Tiles":  # her turn ends with End turn (E); Exact Hit's hint pressed Done
        press(qtbot, window, Qt.Key.Key_E)
    area = window.play
    # The computer player acts, and when the next roll or throw is his he makes it: the
    # next time Ann may act is in round 2 (Loop Tiles: her second turn), and no key was pressed.
    qtbot.waitUntil(window.ui.actionHint.isEnabled, timeout=10000)
    if game == "Knaster":
        game_now = area.controller.game
        assert (
            game_now.rounds == 2
            and game_now.players[1] == game_now.players[area.controller.table.roller]
        )
    elif game == "Exact Hit":
        game_now = area.controller.game
        assert game_now.thrower == 1 and game_now.dice is not None
    else:
        assert area.ctrl.game.current == 0 and area.ctrl.transcript.turn_scores(1) != []


@pytest.mark.parametrize("game", GAMES)
def test_one_banner_in_the_same_place_and_style_in_every_game(qtbot, game: str) -> None:
    window = shown_window(qtbot)
    game_with_a_computer(qtbot, window, game)
    to_act(qtbot, window, game)  # the person's turn: she rolled (threw), or it is hers
    banners = window.play.widget().findChildren(TurnBanner)
    assert len(banners) == 1
    banner = banners[0]
    assert banner.isVisible() and banner.kind == "turn" and banner.text()
    central = window.centralWidget()
    corner = banner.mapTo(central, QPoint(0, 0))
    # On top of the play area, over the sheet's or board's column, one line high, in the
    # colours of a person's turn and the banner's type: the same in each game.
    assert corner.y() <= 12 and corner.x() <= 12, corner
    assert banner.width() > central.width() / 2
    assert banner.height() == banner_height(window.play.widget().font())
    assert banner.font().pixelSize() == TEXT_PX
    turn = tone(LOOKS["turn"])
    background, border, ink = turn.background, turn.border, turn.text
    assert f"background: {background}; color: {ink}; border: 2px solid {border}" in (
        banner.styleSheet()
    )
    height = banner.height()
    press(qtbot, window, Qt.Key.Key_H)
    press(qtbot, window, Qt.Key.Key_H)  # a move: the banner may say another thing
    assert banner.height() == height
