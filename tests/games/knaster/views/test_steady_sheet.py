"""The sheet never moves under the pointer: its cells stay where they are, in widget and in
screen coordinates, while banners come and go (a roll, whose turn, a bonus prompt, a hint,
the end notice); only a resize of the window moves them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QApplication

from knaster_qt.games.knaster.core.actions import Write
from knaster_qt.games.knaster.core.game import Game
from knaster_qt.games.knaster.core.notation import cell_index
from knaster_qt.games.knaster.core.setup import GameSetup, Seat
from knaster_qt.shell.views.main_window import MainWindow
from tests.shell.views.conftest import Player, dice_for

NAMES = ("Ann", "Bob", "Cid", "Dora", "Emil", "Fay")
DEFAULT_SIZE = (1280, 800)


def cell_places(window: MainWindow) -> list[tuple[QRect, QRect]]:
    """Every cell's rectangle in the sheet view and on the screen, after pending layouts."""
    QApplication.sendPostedEvents()  # the layout requests a banner change posted
    QApplication.processEvents()
    view = window.play.ui.sheetView
    places = []
    for cell in range(25):
        local = view.cell_rect(cell).toAlignedRect()
        on_screen = QRect(view.mapToGlobal(local.topLeft()), local.size())
        places.append((local, on_screen))
    return places


def make_window(qtbot, players: int, size: tuple[int, int] = DEFAULT_SIZE) -> MainWindow:
    seats = tuple(Seat(name) for name in NAMES[:players])
    window = MainWindow(GameSetup(seats=seats).make_game(), dice_source=lambda: dice_for(7))
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()  # the shortcuts (H) reach only the active window
    qtbot.waitUntil(window.isActiveWindow)
    return window


@pytest.mark.parametrize("players", [1, 3, 6])
def test_cells_stay_put_through_rolls_turns_banners_and_hints(qtbot, players: int) -> None:
    window = make_window(qtbot, players)
    person = Player(qtbot, window)
    controller = window.play.controller
    start = cell_places(window)
    seen: set[str] = set()

    def check(moment: str) -> None:
        assert cell_places(window) == start, f"the sheet moved after {moment}"
        seen.add(moment)

    # Five 7s in row 1 for everyone: a roll, every turn, and in round 5 the bonus prompt.
    for column in "abcde":
        person.roll()
        check("a roll")
        for _turn in range(players):
            person.click_cell(cell_index(f"{column}1"))
            if controller.game.pending_bonus(controller.player):
                assert window.play.ui.bannerLabel.isVisible()
                check("a bonus banner")
                qtbot.keyClick(window, Qt.Key.Key_H)  # the hint, with its reason in a banner
                assert (
                    window.play.ui.hintLabel.isVisible()
                    and window.play.ui.hintLabel.text().startswith("Hint:")
                )
                check("a hint")
                person.answer_bonus_prompts()
                check("the bonus circled")
            else:
                check("a turn change" if players > 1 else "a write")
    person.roll()
    qtbot.keyClick(window, Qt.Key.Key_H)
    check("a hint")
    if players > 1:
        assert window.play.ui.turnLabel.isVisible()
        assert "turn change" in " ".join(seen)
    assert {"a roll", "a bonus banner", "a hint"} <= seen


def test_the_end_notice_takes_no_room_from_the_sheet(qtbot) -> None:
    """Bob's grid is full: the notice says one more roll follows; the sheet is where a game
    without a notice has it."""
    plain = cell_places(make_window(qtbot, 2))
    numbers = [2, 3, 4, 5, 6, 8, 9, 10, 11, 12]
    game = Game(["Ann", "Bob"])
    for cell in range(25):
        game.roll(numbers[cell % 10])
        for person in (0, 1):
            game.apply(person, Write(cell) if person else game.legal_actions(0)[0])
            while game.pending_bonus(person):
                game.apply(person, game.bonus_choices(person)[0])
    window = MainWindow(game, dice_source=lambda: (3, 4))
    qtbot.addWidget(window)
    window.resize(*DEFAULT_SIZE)
    window.show()
    qtbot.waitExposed(window)
    assert window.play.ui.noticeLabel.isVisible()
    assert [local for local, _ in cell_places(window)] == [local for local, _ in plain]


def test_only_a_resize_moves_the_sheet(qtbot) -> None:
    window = make_window(qtbot, 3)
    start = cell_places(window)
    window.resize(1000, 700)
    assert cell_places(window) != start


def test_long_banners_at_800_by_600_shrink_their_type_but_stay_readable(qtbot) -> None:
    """The end notice and a prompt for two lines at once in the smallest window: both are
    shown whole in the fixed row (the hint waits in the status bar), in type of 10 px or more."""
    window = make_window(qtbot, 2, size=(800, 600))
    start = cell_places(window)
    window.play.ui.noticeLabel.setText(
        "Last round: Ann's and Bob's grids are full; the game ends when everyone has played"
        " this roll."
    )
    window.play.ui.hintLabel.setText(
        "Hint: write 2 in e4: a rare 2 goes where it spoils the fewest chances"
    )
    window.play.ui.bannerLabel.setText(
        "Full house in row 3 and Straight in column b: choose the line to circle first (click"
        " its white field, or a cell only in that line)."
    )
    window.play.show_prompts()
    assert window.play.ui.noticeLabel.isVisible() and window.play.ui.bannerLabel.isVisible()
    assert not window.play.ui.hintLabel.isVisible()
    for label in (window.play.ui.noticeLabel, window.play.ui.bannerLabel):
        assert label.heightForWidth(label.width()) <= label.height(), label.objectName()
        assert QFontInfo(label.font()).pixelSize() >= 10
    assert cell_places(window) == start
