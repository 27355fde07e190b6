"""The keyboard and the hover texts: the first arrow key moves the focus frame (from the hint
or from c3), H again (or Enter) plays the hint, a cell that cannot be used says what the
roll can do instead, and a full grid's last roll does not ask for an empty cell."""

from __future__ import annotations

from PySide6.QtCore import Qt

from knaster_qt.games.knaster.core.actions import Write
from knaster_qt.games.knaster.core.game import Game
from knaster_qt.games.knaster.core.notation import CELL_NAMES, SIZE, cell_index
from knaster_qt.shell.views.main_window import MainWindow
from tests.shell.views.conftest import Player, dice_for


def values(window: MainWindow) -> list[int]:
    return list(window.play.controller.game.sheets[0].values)


def test_the_first_arrow_key_moves_the_frame_from_the_centre(make_window, qtbot) -> None:
    window, player = make_window([8])
    view = window.play.ui.sheetView
    view.setFocus()
    player.roll()
    assert view.focus_cell is None
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.focus_cell == cell_index("d3")  # one step right of c3, not c3 itself
    assert player.status() == "Click to write 8 in d3"
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert values(window)[cell_index("d3")] == 8


def test_the_first_arrow_key_moves_the_frame_from_the_hinted_cell(make_window, qtbot) -> None:
    window, player = make_window([2])
    view = window.play.ui.sheetView
    view.setFocus()
    player.roll()
    qtbot.keyClick(window, Qt.Key.Key_H)
    hinted = view.hint[0]
    assert hinted is not None
    row, column = divmod(hinted, SIZE)
    key, step = (Qt.Key.Key_Left, -1) if column > 0 else (Qt.Key.Key_Right, 1)
    qtbot.keyClick(view, key)
    assert view.focus_cell == row * SIZE + column + step
    assert player.status() == f"Click to write 2 in {CELL_NAMES[hinted + step]}"


def test_h_again_plays_the_hinted_write(make_window, qtbot) -> None:
    window, player = make_window([2])
    player.roll()
    qtbot.keyClick(window, Qt.Key.Key_H)
    hint = window.play.table_display.hint
    assert hint is not None and isinstance(hint.action, Write)
    assert values(window) == [0] * 25
    qtbot.keyClick(window, Qt.Key.Key_H)  # the same key again: the move is made
    assert values(window)[hint.action.cell] == 2
    assert window.play.controller.game.history[-1] == (0, hint.action)
    assert (
        window.play.ui.sheetView.hint == (None, None) and not window.play.ui.hintLabel.isVisible()
    )
    assert player.status().startswith(f"Wrote 2 in {CELL_NAMES[hint.action.cell]}.")


def test_h_again_circles_a_hinted_bonus_completely(make_window, qtbot) -> None:
    window, player = make_window([7] * 5)
    for cell in ("a1", "b1", "c1", "d1", "e1"):
        player.roll()
        player.click_cell(cell_index(cell))
    game = window.play.controller.game
    assert game.pending_bonus(0)  # five of a kind in row 1: three circles
    qtbot.keyClick(window, Qt.Key.Key_H)
    hint = window.play.table_display.hint
    assert hint is not None
    qtbot.keyClick(window, Qt.Key.Key_H)
    assert not game.pending_bonus(0)
    assert game.history[-1] == (0, hint.action)
    assert not window.play.ui.bannerLabel.isVisible()


def test_enter_with_a_hint_shown_plays_it(make_window, qtbot) -> None:
    window, player = make_window([2])
    view = window.play.ui.sheetView
    view.setFocus()
    player.roll()
    qtbot.keyClick(window, Qt.Key.Key_H)
    cell = view.hint[0]
    assert cell is not None
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert values(window)[cell] == 2


def test_hovering_a_used_cell_says_what_the_roll_can_do_instead(make_window) -> None:
    window, player = make_window([7, 9, 9])
    player.roll()
    player.click_cell(cell_index("a1"))  # a1 holds 7
    player.roll()
    player.click_cell(cell_index("b1"))  # b1 holds 9
    player.roll()  # another 9
    player.hover(player.point_of_cell(cell_index("a1")))
    text = player.status()
    assert text == "a1 holds 7: with the 9 you can write it in an empty cell or circle a 9 (b1)"
    assert "cannot" not in text
    player.click_cell(cell_index("a1"))  # a click there says the same and changes nothing
    assert player.status() == text and values(window)[cell_index("a1")] == 7


def full_grid_game() -> Game:
    """A solo game whose grid is full: one more roll follows (the rulebook's extra round)."""
    numbers = [2, 3, 4, 5, 6, 8, 9, 10, 11, 12]
    game = Game(["Player"])
    for cell in range(25):
        game.roll(numbers[cell % 10])
        game.apply(0, Write(cell))
        while game.pending_bonus(0):
            game.apply(0, game.bonus_choices(0)[0])
    assert game.final_round_announced
    return game


def test_the_last_roll_on_a_full_grid_asks_for_a_circle_not_an_empty_cell(qtbot) -> None:
    game = full_grid_game()
    sheet = game.sheets[0]
    total = next(v for c, v in enumerate(sheet.values) if not sheet.circled >> c & 1)
    window = MainWindow(game, dice_source=lambda: dice_for(total))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    player = Player(qtbot, window)
    player.roll()
    text = player.status()
    assert "empty cell" not in text
    article = "an" if total in (8, 11) else "a"
    assert text.startswith(f"You rolled {total}: your grid is full, click {article} {total} to")
    other = next(c for c, v in enumerate(sheet.values) if v != total)
    player.hover(player.point_of_cell(other))
    hover = player.status()
    assert "empty cell" not in hover and "cannot" not in hover
    assert hover.startswith(f"{CELL_NAMES[other]} holds {sheet.values[other]}: with the {total}")


def test_hovering_after_the_move_says_to_roll_again(make_window) -> None:
    _window, player = make_window([9])
    player.roll()
    player.click_cell(cell_index("a1"))
    player.hover(player.point_of_cell(cell_index("c3")))
    assert player.status() == "You have played the 9: press R to roll again"
