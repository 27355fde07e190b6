"""Several players fit on the screen: at the default size every card shows readable numbers
(measured on the rendered card), more players scroll, and at 800 x 600 the side panel gives
way so that the sheet and its legend stay readable."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics, QImage
from PySide6.QtWidgets import QApplication

from knaster_qt.games.knaster.core.actions import Write
from knaster_qt.games.knaster.core.notation import cell_index
from knaster_qt.games.knaster.core.setup import GameSetup, Seat
from knaster_qt.games.knaster.views.player_strip import PlayerCard
from knaster_qt.shell.views.main_window import MainWindow

NAMES = ("Ann", "Bob", "Cid", "Dora", "Emil", "Fay")
DEFAULT_SIZE = (1280, 800)  # the window's designed size (ui/main_window.ui)
LEGEND_NAME_MM = 2.7  # the em of a combination's name in the legend (render/legend.py)


def table_window(qtbot, players: int, size: tuple[int, int] | None = DEFAULT_SIZE) -> MainWindow:
    """Everyone has written an 8 in c3 (their own sheet), so every card has a number."""
    game = GameSetup(seats=tuple(Seat(name) for name in NAMES[:players])).make_game()
    game.roll(8)
    for player in range(players):
        game.apply(player, Write(cell_index("c3")))
    window = MainWindow(game)
    qtbot.addWidget(window)
    if size is not None:
        window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    return window


def ink_height(card: PlayerCard) -> int:
    """The height in pixels of the handwritten 8 on the rendered card: the tallest band of
    rows with the pen's blue ink (COLORS.ink) in them (a whole-sheet card also has the
    score box's smaller digits, in a band of their own)."""
    image = card.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    tallest = run = 0
    for y in range(image.height()):
        # The sheet is green and the heading black: only the pen's ink is bluer than both.
        inked = any(
            (pixel := image.pixelColor(x, y)).blue() - max(pixel.red(), pixel.green()) > 20
            for x in range(image.width())
        )
        run = run + 1 if inked else 0
        tallest = max(tallest, run)
    assert tallest, "no ink found on the card"
    return tallest


def test_four_players_cards_show_readable_numbers_at_the_default_size(qtbot) -> None:
    window = table_window(qtbot, 4)
    cards = window.play.ui.playerStrip.cards
    assert len(cards) == 4
    viewport = window.play.ui.playersScroll.viewport()
    for card in cards:
        assert card.state() == ""  # not dimmed: the ink is the pen's own colour
        digit = ink_height(card)
        assert digit >= 11, f"{card.player}: the digits are {digit} px high"
        # The whole card is in view without scrolling, name and score in the window's font.
        place = QRect(card.mapTo(viewport, card.rect().topLeft()), card.size())
        assert viewport.rect().contains(place)
        assert QFontMetrics(card.font()).height() >= QFontMetrics(window.font()).height()
    assert window.play.ui.playersScroll.verticalScrollBar().maximum() == 0
    # The sheet itself stays large: cells of at least 75 px (60 px before).
    assert window.play.ui.sheetView.cell_rect(0).width() >= 75


def test_more_players_scroll_with_cards_just_as_large(qtbot) -> None:
    four = table_window(qtbot, 4).play.ui.playerStrip.cards[0].size()
    window = table_window(qtbot, 6)
    assert [card.size() for card in window.play.ui.playerStrip.cards] == [four] * 6
    bar = window.play.ui.playersScroll.verticalScrollBar()
    assert bar.maximum() > 0
    last = window.play.ui.playerStrip.cards[-1]
    window.play.ui.playersScroll.ensureWidgetVisible(last)
    QApplication.processEvents()
    viewport = window.play.ui.playersScroll.viewport()
    assert viewport.rect().contains(QRect(last.mapTo(viewport, last.rect().topLeft()), last.size()))
    qtbot.mouseClick(last, Qt.MouseButton.LeftButton)  # a scrolled-to card still shows its sheet
    assert window.play.ui.sheetView.shown_player == 5


def test_the_card_of_the_player_to_act_scrolls_into_view(qtbot) -> None:
    seats = tuple(Seat(f"P{number}") for number in range(1, 11))
    window = MainWindow(GameSetup(seats=seats).make_game(seed=3))
    qtbot.addWidget(window)
    window.resize(*DEFAULT_SIZE)
    window.show()
    qtbot.waitExposed(window)
    window.play.controller.roll()
    viewport = window.play.ui.playersScroll.viewport()

    def in_view(card: PlayerCard) -> bool:
        QApplication.processEvents()
        return viewport.rect().contains(QRect(card.mapTo(viewport, QPoint(0, 0)), card.size()))

    cards = window.play.ui.playerStrip.cards
    assert in_view(cards[0]) and not in_view(cards[9])
    for player in range(9):  # everyone writes in a1, turn by turn
        assert window.play.controller.player == player
        qtbot.mouseClick(
            window.play.ui.sheetView,
            Qt.MouseButton.LeftButton,
            pos=window.play.ui.sheetView.cell_rect(0).center().toPoint(),
        )
    assert window.play.controller.player == 9
    assert in_view(cards[9])


def test_a_solo_game_at_the_default_size_keeps_its_score_box(qtbot) -> None:
    window = table_window(qtbot, 1)
    assert window.play.ui.scoreBox.isVisible() and not window.play.ui.playersScroll.isVisible()


def test_the_window_has_a_sensible_minimum_size(qtbot) -> None:
    window = table_window(qtbot, 3, size=(500, 400))
    assert window.width() >= 800 and window.height() >= 600


def test_at_800_by_600_the_side_panel_gives_way_and_the_legend_stays_readable(qtbot) -> None:
    for players in (1, 3):
        window = table_window(qtbot, players, size=(800, 600))
        assert window.size().width() == 800
        side = window.play.ui.sidePanel
        assert side.width() <= 220  # narrower than at the default size (410), once 250
        view = window.play.ui.sheetView
        scale = view.sheet_rect().width() / 150.0  # pixels per millimetre of the pad
        assert scale * LEGEND_NAME_MM >= 9.5, "the legend's combination names are too small"
        assert view.mapTo(window, view.sheet_rect().topRight().toPoint()).x() < side.x()
        assert not window.play.ui.scoreBox.isVisible()  # the sheet (and the cards) give the scores
        assert window.play.ui.dicePanel.roll_button.isVisible()
        if players > 1:
            card = window.play.ui.playerStrip.cards[0]
            assert ink_height(card) >= 11  # one column of cards, as readable as before
            assert card.x() + card.width() <= window.play.ui.playersScroll.viewport().width()


@pytest.mark.parametrize("scale", [1.15, 1.3])
def test_four_players_cards_stay_in_view_with_a_taller_default_font(qtbot, scale) -> None:
    """A desktop whose default font is taller (Noto Sans's lines are taller than DejaVu
    Sans's) makes the dice panel above the cards taller: the cards give up some width so
    that all four stay in view. A larger default font shows it whatever fonts the machine
    has (with DejaVu Sans, 1.3 put the fourth card below the view before the fix)."""
    default = QApplication.font()
    taller = QFont(default)
    taller.setPointSizeF(default.pointSizeF() * scale)
    QApplication.setFont(taller)
    try:
        window = table_window(qtbot, 4)
        viewport = window.play.ui.playersScroll.viewport()
        for card in window.play.ui.playerStrip.cards:
            place = QRect(card.mapTo(viewport, card.rect().topLeft()), card.size())
            assert viewport.rect().contains(place), f"{card.player}: {place} in {viewport.rect()}"
            assert ink_height(card) >= 10
        assert window.play.ui.playersScroll.verticalScrollBar().maximum() == 0
    finally:
        QApplication.setFont(default)
