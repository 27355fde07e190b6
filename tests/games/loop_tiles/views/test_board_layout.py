"""Loop Tiles at 1280 x 800 (issue 25, points 6 and 7): the board takes the window's height
and nothing stands empty beside it; tile values are 12 px high; the points badge of the
hovered square covers no other tile; zoomed in, the column letters and row numbers stay in
view; and the board never moves while turns pass (people and a computer, a hand-over,
English and German, whatever the names and sentences beside it say)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QRect, QRectF
from PySide6.QtGui import QCursor, QImage
from PySide6.QtWidgets import QApplication

from knaster_qt.games.loop_tiles.core.material import Square
from knaster_qt.games.loop_tiles.render.board_painter import points_badge_rect
from knaster_qt.games.loop_tiles.render.palette import COLORS
from knaster_qt.games.loop_tiles.views import play_area
from knaster_qt.games.loop_tiles.views.play_area import LoopTilesPlayArea
from knaster_qt.shell.i18n import TRANSLATIONS
from knaster_qt.shell.views.main_window import MainWindow
from tests.games.loop_tiles.views.window_play import (
    click,
    click_place,
    new_loop_tiles_game,
    shown_window,
)

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")

DESIGNED_SIZE = (1280, 800)  # the window's designed size (ui/main_window.ui)
LONG_NAME = "Maximiliane-Josephine"  # her turn's sentence takes two lines in the column


@pytest.fixture(autouse=True)
def same_bags(monkeypatch: pytest.MonkeyPatch) -> None:
    seeds = iter(range(7, 1000))
    monkeypatch.setattr(play_area, "new_seed", lambda: next(seeds))


@pytest.fixture(autouse=True)
def pointer_put_away(qtbot) -> Iterator[None]:
    """The pointer leaves the board: the next test's window must not find it hovering."""
    yield
    QCursor.setPos(QPoint(9000, 9000))


@pytest.fixture
def english_after() -> Iterator[None]:
    yield
    TRANSLATIONS.use("en")


def table(
    qtbot, seats: list[tuple[str, str | None]], size: tuple[int, int] | None = DESIGNED_SIZE
) -> tuple[MainWindow, LoopTilesPlayArea]:
    window = shown_window(qtbot)
    if size is not None:
        window.resize(*size)
    area = new_loop_tiles_game(qtbot, window, seats)
    QApplication.processEvents()
    return window, area


def board_place(area: LoopTilesPlayArea) -> list[QRect]:
    """Where the board's view is on the screen and three squares (two corners and the
    middle) as painted now, after pending layouts."""
    QApplication.sendPostedEvents()
    QApplication.processEvents()
    board, viewport = area.board, area.scroll.viewport()
    board.repaint()  # the squares are where the last paint put them
    places = [QRect(viewport.mapToGlobal(QPoint(0, 0)), viewport.size())]
    for square in ((0, 0), (6, 6), (12, 12)):
        rect = board.square_rect(square).toAlignedRect()
        places.append(QRect(board.mapToGlobal(rect.topLeft()), rect.size()))
    return places


def first_legal(area: LoopTilesPlayArea) -> tuple[int, Square]:
    game = area.ctrl.game
    for slot, tile in enumerate(game.racks[game.current]):
        squares = game.legal_placements(tile)
        if squares:
            return slot, squares[0]
    raise AssertionError("no tile of the rack fits")


def hand_over_if_asked(qtbot, area: LoopTilesPlayArea) -> None:
    qtbot.waitUntil(lambda: area.ctrl.can_act or area.ctrl.awaiting_handover or area.is_over)
    if area.ctrl.awaiting_handover:
        click(qtbot, area.handover_button)
        qtbot.waitUntil(lambda: area.ctrl.can_act)


SEATINGS = {
    "against-computer": [("Ann", None), ("Robo", "easy")],
    "hand-over": [("Ann", None), (LONG_NAME, None), ("Robo", "easy")],
}


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", [DESIGNED_SIZE, None], ids=["1280x800", "default"])
@pytest.mark.parametrize("seating", sorted(SEATINGS))
@pytest.mark.usefixtures("english_after")
def test_the_board_stays_put_through_whole_turns(
    qtbot, language: str, size: tuple[int, int] | None, seating: str
) -> None:
    """A person against a computer player, and two people at one screen with one: a tile
    placed, taken back, placed again, End turn, the hand-over, the computer's turn; the board
    is where it was at each step (before, the column beside it followed its sentences'
    width: the board moved 4 px at every turn change)."""
    window, area = table(qtbot, SEATINGS[seating], size)
    if language != "en":
        window.language_menu.action(language).trigger()  # Edit > Language
        qtbot.waitUntil(lambda: area.end_turn_button.text() != "En&d turn")
    hand_over_if_asked(qtbot, area)
    start = board_place(area)
    seen = []
    for _turn in range(7):  # Ann, Maximiliane, Robo, twice round, and Ann again
        hand_over_if_asked(qtbot, area)
        assert board_place(area) == start, f"the board moved at the turn of {area.ctrl.names}"
        slot, square = first_legal(area)
        click_place(qtbot, area, slot, square)
        assert board_place(area) == start, "the board moved when a tile was placed"
        window.ui.actionUndo.trigger()  # Edit > Undo: the tile goes back to the rack
        click_place(qtbot, area, *first_legal(area))  # the tile is back in the rack
        assert area.ctrl.game.this_turn, "no tile placed: End turn would ask"
        click(qtbot, area.end_turn_button)
        seen.append(area.turn_label.text())
        if area.stack.currentIndex() == 0:  # the next one plays (a computer), no hand-over
            assert board_place(area) == start, f"the board moved when {seen[-1]!r} was shown"
    assert area.ctrl.game.turns_played >= 6
    assert any(LONG_NAME in text for text in seen) == (seating == "hand-over")


def value_ink_height(area: LoopTilesPlayArea, square: Square) -> int:
    """The height in pixels of the value printed on the tile in ``square``, as drawn: the
    rows of the square holding the value's colour."""
    image = area.board.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    rect = area.board.square_rect(square).toAlignedRect()
    ink = COLORS.value
    rows = [
        y
        for y in range(rect.top(), rect.bottom() + 1)
        if any(
            abs((pixel := image.pixelColor(x, y)).red() - ink.red())
            + abs(pixel.green() - ink.green())
            + abs(pixel.blue() - ink.blue())
            < 120
            for x in range(rect.left(), rect.right() + 1)
        )
    ]
    assert rows, f"no value drawn in {square}"
    return max(rows) - min(rows) + 1


def test_the_board_fills_the_height_and_its_values_are_readable(qtbot) -> None:
    _window, area = table(qtbot, [("Ann", None), ("Robo", "easy")])
    board, scroll = area.board, area.scroll
    drawn = board.board_geometry().board_rect
    # As tall as the room allows, but for the squares' whole pixels (less than 1 px each).
    assert drawn.h >= scroll.viewport().height() - 15
    # 550 before; about 690 without the turn banner above it (the one banner every game
    # shows, of fixed height, takes its share of the height).
    assert drawn.w >= 640
    # Beside the board: the column, no empty band (220 px before).
    board_right = board.mapTo(area.widget(), QPoint(round(drawn.right), 0)).x()
    column_left = area.side.mapTo(area.widget(), QPoint(0, 0)).x()
    assert 0 <= column_left - board_right <= 12
    start = area.ctrl.game.board.start
    assert start in board.picture.tiles
    assert value_ink_height(area, start) >= 12


def test_the_points_badge_covers_no_other_tile(qtbot) -> None:
    """Every square where the held tile fits, hovered: its badge stands on a free square
    (or on the hovered square itself), never over another tile."""
    _window, area = table(qtbot, [("Ann", None), ("Robo", "easy")])
    hand_over_if_asked(qtbot, area)
    for _tile in range(2):  # two tiles placed: the start tile has neighbours on two sides
        slot, square = first_legal(area)
        click_place(qtbot, area, slot, square)
    board = area.board
    slot, _square = first_legal(area)
    click(qtbot, area.rack, area.rack.slot_centre(slot))
    fits = sorted(board.picture.fits)
    assert fits
    checked = 0
    for square in fits:
        qtbot.mouseMove(board, board.square_centre(square))
        qtbot.waitUntil(lambda square=square: board.picture.hover == square)
        if board.picture.hover_points is None:
            continue
        badge = points_badge_rect(board.board_geometry(), board.picture)
        for taken in board.picture.tiles:
            if taken != square:
                overlap = badge.intersected(board.square_rect(taken))
                assert overlap.isEmpty(), f"the badge of {square} covers the tile in {taken}"
        assert QRectF(board.rect()).contains(badge)
        checked += 1
    assert checked


def test_zoomed_in_the_letters_and_numbers_stay_in_view(qtbot) -> None:
    _window, area = table(qtbot, [("Ann", None), ("Robo", "easy")])
    scroll, board = area.scroll, area.board
    assert not scroll.letters.isVisible() and not scroll.numbers.isVisible()  # the band shows
    board.setFocus()
    for _step in range(3):  # View: Ctrl++ (Zoom In), as a person presses it
        area.zoom_in_action.trigger()
    for bar in (scroll.horizontalScrollBar(), scroll.verticalScrollBar()):
        bar.setValue((bar.minimum() + bar.maximum()) // 2)  # dragged to the middle
    QApplication.processEvents()
    viewport = scroll.viewport()
    assert scroll.zoom > 1.9
    for ruler in (scroll.letters, scroll.numbers):
        assert ruler.isVisible()
        place = QRect(viewport.mapFromGlobal(ruler.mapToGlobal(QPoint(0, 0))), ruler.size())
        assert viewport.rect().contains(place)
    # Each column (row) wholly in view has its letter (number) right above (beside) it.
    shown_columns = shown_rows = 0
    for index in range(13):
        for ruler, square in ((scroll.letters, (index, 6)), (scroll.numbers, (6, index))):
            rect = board.square_rect(square).toAlignedRect()
            on_view = QRect(board.mapTo(viewport, rect.topLeft()), rect.size())
            if not viewport.rect().contains(on_view):
                continue
            text, label = ruler.labels()[index]
            centre = viewport.mapFromGlobal(ruler.mapToGlobal(label.center().toPoint()))
            if ruler is scroll.letters:
                assert text == "ABCDEFGHIJKLM"[index]
                assert abs(centre.x() - on_view.center().x()) <= 1
                shown_columns += 1
            else:
                assert text == str(index + 1)
                assert abs(centre.y() - on_view.center().y()) <= 1
                shown_rows += 1
    assert shown_columns >= 4 and shown_rows >= 4
    area.fit_action.trigger()
    QApplication.processEvents()
    assert not scroll.letters.isVisible() and not scroll.numbers.isVisible()
