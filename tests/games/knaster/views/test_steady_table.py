"""Knaster's table at the window's designed size (issue 25.7): up to four players' cards are
in view whole, real dice or not, in English and German (the README promises scrolling only
past four); and once everyone has played a roll, the sheet shown large is the one of the
player the banner names to roll next, the sheet that will be played after the roll, so
nothing changes under the pointer when the dice come."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication

from knaster_qt.games.knaster.core.notation import cell_index
from knaster_qt.games.knaster.core.setup import GameSetup, Seat
from knaster_qt.shell.i18n import TRANSLATIONS
from knaster_qt.shell.views.main_window import MainWindow
from tests.shell.views.conftest import Player, dice_for

NAMES = ("Ann", "Bob", "Cid", "Dora")
DESIGNED_SIZE = (1280, 800)  # the window's designed size (ui/main_window.ui)

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")


@pytest.fixture
def english_after() -> Iterator[None]:
    yield
    TRANSLATIONS.use("en")


def table(qtbot, setup: GameSetup) -> MainWindow:
    window = MainWindow(setup.make_game(seed=3), dice_source=lambda: dice_for(7))
    qtbot.addWidget(window)
    window.resize(*DESIGNED_SIZE)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    QApplication.processEvents()
    return window


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("real_dice", [False, True], ids=["app-dice", "real-dice"])
@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.usefixtures("english_after")
def test_up_to_four_cards_are_in_view_whole(
    qtbot, language: str, real_dice: bool, players: int
) -> None:
    """With real dice the entry for the sum made the panel above the cards taller and cut
    the third card (a scroll bar appeared)."""
    seats = tuple(Seat(name) for name in NAMES[:players])
    window = table(qtbot, GameSetup(seats=seats, real_dice=real_dice))
    window.language_menu.action(language).trigger()  # Edit > Language
    QApplication.processEvents()
    ui = window.play.ui
    viewport = ui.playersScroll.viewport()
    for card in ui.playerStrip.cards:
        place = QRect(card.mapTo(viewport, QPoint(0, 0)), card.size())
        assert viewport.rect().contains(place), f"{NAMES[card.player]}'s card is cut"
    assert ui.playersScroll.verticalScrollBar().maximum() == 0
    if real_dice:
        assert ui.dicePanel.isVisible()


def test_after_a_roll_is_played_the_next_rollers_sheet_is_shown(qtbot) -> None:
    window = table(qtbot, GameSetup(seats=tuple(Seat(name) for name in NAMES[:3])))
    person, ui = Player(qtbot, window), window.play.ui
    controller = window.play.controller
    person.roll()
    for _turn in range(3):  # Ann, Bob and Cid write their 7 in c3
        person.click_cell(cell_index("c3"))
    QApplication.processEvents()
    banner = ui.turnLabel.text()
    assert "Next roll: <b>Bob</b>" in banner, banner
    assert "Bob rolls next." in window.statusBar().currentMessage()
    assert ui.sheetView.shown_player == 1  # Bob's, not Cid's (the last to write)
    assert [card.shown for card in ui.playerStrip.cards] == [False, True, False]
    person.roll()  # Bob rolls: his turn, on the sheet already shown
    assert controller.player == 1 and ui.sheetView.shown_player == 1
    assert not ui.sheetView.read_only


def test_undo_after_the_round_still_takes_back_the_last_write(qtbot) -> None:
    """Showing the next roller's sheet moves no turn: Undo takes back Cid's write."""
    window = table(qtbot, GameSetup(seats=tuple(Seat(name) for name in NAMES[:3])))
    person = Player(qtbot, window)
    person.roll()
    for _turn in range(3):
        person.click_cell(cell_index("c3"))
    game = window.play.controller.game
    window.ui.actionUndo.trigger()
    c3 = cell_index("c3")
    assert not game.sheets[2].filled >> c3 & 1  # Cid's 7 is gone
    assert game.sheets[1].filled >> c3 & 1 and game.sheets[1].values[c3] == 7  # Bob's stays
    assert window.play.ui.sheetView.shown_player == 2


@pytest.mark.parametrize("players", [1, 3])
def test_the_row_under_the_banner_is_never_an_empty_band(qtbot, players: int) -> None:
    """The row kept for the bonus prompt, the end notice and the hint (75 px under the banner)
    was empty most of the game: without a prompt it now says what to do, the sentence of the
    status bar, through rolls, turns, bonus prompts and hints."""
    window = table(qtbot, GameSetup(seats=tuple(Seat(name) for name in NAMES[:players])))
    person, ui = Player(qtbot, window), window.play.ui
    controller = window.play.controller
    said: list[str] = []
    controller.message.connect(said.append)
    step = window.play.step_label
    row = (ui.noticeLabel, ui.bannerLabel, ui.hintLabel, step)

    def check(moment: str) -> None:
        QApplication.processEvents()
        shown = [label for label in row if label.isVisible() and label.text()]
        assert shown, f"the row under the banner is empty after {moment}"
        if step.isVisible():
            assert step.text() == (said[-1] if said else "Roll the dice to start: press R.")
        assert ui.bannerArea.height() == window.play.arranger.banner_height()

    check("the start")
    for column in "abcde":  # five 7s in row 1 for everyone: a bonus prompt at the end
        person.roll()
        check("a roll")
        for _turn in range(players):
            person.click_cell(cell_index(f"{column}1"))
            check("a write")
            if controller.game.pending_bonus(controller.player):
                assert ui.bannerLabel.isVisible() and not step.isVisible()
                person.answer_bonus_prompts()
                check("the bonus circled")
    person.roll()
    window.ui.actionHint.trigger()
    assert ui.hintLabel.isVisible() and not step.isVisible()
