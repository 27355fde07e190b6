"""Playing on the sheet view with the mouse and the keyboard: hover, clicks, undo, keys, bonus choice."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from knaster_qt.games.knaster.core.notation import cell_index, line_index

pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support (propagateSizeHints|raise)\(\)"
)


def values(window) -> list[int]:
    return list(window.play.controller.game.sheets[0].values)


def test_hovering_shows_what_a_click_would_do(make_window) -> None:
    window, player = make_window([7, 7])
    view = window.play.ui.sheetView
    player.hover(player.point_of_cell(cell_index("c3")))
    assert player.status() == "Roll the dice first: press R"
    assert view.picture().hover_write is None
    player.roll()
    player.hover(player.point_of_cell(cell_index("b3")))
    player.hover(player.point_of_cell(cell_index("c3")))
    assert player.status() == "Click to write 7 in c3"
    picture = view.picture()
    assert (picture.hover_cell, picture.hover_write, picture.hover_circle) == (12, 7, False)
    player.click_cell(cell_index("c3"))
    assert player.status() == "Wrote 7 in c3. Roll again: press R."
    player.roll()
    player.hover(player.point_of_cell(cell_index("b2")))
    player.hover(player.point_of_cell(cell_index("c3")))
    assert player.status() == "Click to circle the 7 in c3"
    picture = view.picture()
    assert (picture.hover_cell, picture.hover_write, picture.hover_circle) == (12, None, True)
    player.hover(view.white_field_rect(line_index("d2")).center().toPoint())
    assert player.status() == (
        "The diagonal from the top right: 10 points once all its five numbers are circled"
    )
    player.hover(QPoint(2, 2))  # the margin beside the paper
    assert view.picture().hover_cell is None


def test_an_illegal_click_changes_nothing_and_says_why(make_window) -> None:
    window, player = make_window([7, 9])
    player.click_cell(0)
    assert values(window) == [0] * 25
    assert player.status() == "Roll the dice first: press R"
    player.roll()
    player.click_cell(cell_index("a1"))
    player.roll()
    before = (values(window), window.play.controller.game.sheets[0].circled)
    player.click_cell(cell_index("a1"))  # holds 7, the roll is 9
    assert (values(window), window.play.controller.game.sheets[0].circled) == before
    assert player.status() == "a1 holds 7: with the 9 you can write it in an empty cell"
    player.click_cell(cell_index("b1"))
    player.click_cell(cell_index("c1"))  # a second action on the same roll
    assert values(window)[cell_index("c1")] == 0
    assert player.status() == "You have played the 9: press R to roll again"


def test_ctrl_z_takes_back_the_action_of_this_roll_and_bonus_picks(make_window, qtbot) -> None:
    window, player = make_window([6] * 5)
    for cell in ("a1", "b1", "c1", "d1"):
        player.roll()
        player.click_cell(cell_index(cell))
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert values(window)[cell_index("d1")] == 0
    assert window.play.controller.game.players_to_act() == [0]
    player.click_cell(cell_index("d1"))
    player.roll()
    player.click_cell(cell_index("e1"))  # five 6s: circle 3 in row 1
    assert window.play.ui.bannerLabel.isVisible()
    assert window.play.ui.bannerLabel.text() == "Five of a kind in row 1: circle 3 numbers."
    player.click_cell(cell_index("a1"))
    player.click_cell(cell_index("b1"))
    assert window.play.controller.bonus_picked == (0, 1)
    assert window.ui.actionUndo.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.play.controller.bonus_picked == (0,)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert values(window)[cell_index("e1")] == 0  # the write itself is undone
    assert not window.play.ui.bannerLabel.isVisible()
    assert not window.ui.actionUndo.isEnabled()
    assert player.status() == "Undone."


def test_the_keyboard_alone_plays_a_roll(make_window, qtbot) -> None:
    window, _player = make_window([8, 8, 8])
    view = window.play.ui.sheetView
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_R)
    assert window.play.controller.game.current_roll == 8
    qtbot.keyClick(view, Qt.Key.Key_Down)  # the first arrow moves the frame: c3 to c4
    assert view.focus_cell == cell_index("c4")
    assert view.picture().focus_cell == cell_index("c4")
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Up):
        qtbot.keyClick(view, key)
    assert view.focus_cell == cell_index("e3")  # stops at the edge
    assert window.statusBar().currentMessage() == "Click to write 8 in e3"
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert values(window)[cell_index("e3")] == 8
    qtbot.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert values(window)[cell_index("e3")] == 0
    qtbot.keyClick(view, Qt.Key.Key_Left)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert values(window)[cell_index("d3")] == 8
    qtbot.keyClick(view, Qt.Key.Key_R)
    assert window.play.controller.game.rounds == 2
    qtbot.keyClick(view, Qt.Key.Key_Left)
    qtbot.keyClick(view, Qt.Key.Key_Enter)
    assert values(window)[cell_index("c3")] == 8
    qtbot.mouseClick(window.play.ui.dicePanel.roll_button, Qt.MouseButton.LeftButton)
    assert window.play.controller.game.rounds == 3
    assert view.hasFocus()  # the arrow keys still move the focus frame after a click on Roll


def write_all(player, plan: list[tuple[int, str]]) -> None:
    for _total, cell in plan:
        player.roll()
        player.click_cell(cell_index(cell))


def test_two_lines_due_the_player_chooses_by_white_field_or_by_a_cell(make_window) -> None:
    # Row 1 and column a are both completed by a1: 4 4 4 5 5 (full house) and 4 6 6 7 7 (two pairs).
    plan = [
        (4, "b1"), (4, "c1"), (5, "d1"), (5, "e1"),
        (6, "a2"), (6, "a3"), (7, "a4"), (7, "a5"),
        (4, "a1"),
    ]  # fmt: skip
    window, player = make_window([total for total, _ in plan])
    controller = window.play.controller
    write_all(player, plan)
    assert controller.bonus_lines == {line_index("r1"), line_index("ca")}
    assert controller.bonus_line is None
    assert "choose the line to circle first" in window.play.ui.bannerLabel.text()
    player.click_cell(cell_index("a1"))  # in both lines: not a choice
    assert controller.bonus_picked == ()
    assert player.status().startswith("Choose the line to circle first")
    player.hover(window.play.ui.sheetView.white_field_rect(line_index("ca")).center().toPoint())
    assert player.status() == "Click to circle the bonus of column a first"
    player.click_white_field(line_index("ca"))
    assert controller.bonus_line == line_index("ca")
    assert window.play.ui.bannerLabel.text().startswith("Two pairs in column a: circle 1 number.")
    player.click_cell(cell_index("b1"))  # not in column a
    assert player.status() == "b1 is not in ca"
    player.click_cell(cell_index("a3"))  # the bonus of column a is applied
    assert controller.game.sheets[0].circled == 1 << cell_index("a3")
    assert controller.bonus_line == line_index("r1")
    assert window.play.ui.bannerLabel.text() == "Full house in row 1: circle 2 numbers."
    player.click_cell(cell_index("a1"))
    player.click_cell(cell_index("b1"))
    assert controller.game.pending_bonus(0) == ()
    assert not window.play.ui.bannerLabel.isVisible()
    assert window.play.controller.can_roll()


def test_a_cell_in_only_one_due_line_chooses_that_line(make_window) -> None:
    plan = [
        (4, "b1"), (4, "c1"), (5, "d1"), (5, "e1"),
        (6, "a2"), (6, "a3"), (7, "a4"), (7, "a5"),
        (4, "a1"),
    ]  # fmt: skip
    window, player = make_window([total for total, _ in plan])
    write_all(player, plan)
    player.click_cell(cell_index("c1"))
    assert window.play.controller.bonus_line == line_index("r1")
    assert window.play.controller.bonus_picked == (cell_index("c1"),)
    assert "(1 chosen)" in window.play.ui.bannerLabel.text()


def test_a_forced_pass_happens_with_a_message(make_window) -> None:
    numbers = [2, 3, 4, 5, 6, 8, 9, 10, 11, 12]
    plan = [(numbers[cell % 10], f"{'abcde'[cell % 5]}{cell // 5 + 1}") for cell in range(25)]
    window, player = make_window([*(total for total, _ in plan), 7])
    for total, cell in plan:
        player.roll()
        assert window.play.controller.game.current_roll == total
        player.click_cell(cell_index(cell))
        player.answer_bonus_prompts()
    assert window.play.controller.game.final_round_announced
    player.roll()  # a 7: no empty cell, no 7 on the sheet
    assert player.status() == "You rolled 7: no empty cell and no 7 left to circle, so you pass."
    assert window.play.controller.game.game_over


def test_a_line_left_with_nothing_to_circle_gets_its_empty_bonus_automatically(
    make_window, qtbot
) -> None:
    # Column a's other cells are circled first; then a1 completes row 1 (4 4 4 5 5, full
    # house: 2 circles) and column a (4 6 6 7 7, two pairs: 1 circle, only a1 uncircled).
    plan = [
        (6, "a2"), (6, "a3"), (7, "a4"), (7, "a5"),
        (6, "a2"), (6, "a3"), (7, "a4"), (7, "a5"),  # these four circle
        (4, "b1"), (4, "c1"), (5, "d1"), (5, "e1"), (4, "a1"),
    ]  # fmt: skip
    window, player = make_window([total for total, _ in plan])
    controller = window.play.controller
    write_all(player, plan)
    assert controller.bonus_lines == {line_index("r1"), line_index("ca")}
    player.click_white_field(line_index("r1"))
    player.click_cell(cell_index("a1"))  # the last uncircled cell of column a
    player.click_cell(cell_index("b1"))
    game = controller.game
    assert game.pending_bonus(0) == ()
    assert str(game.history[-1].action) == "bonus ca"  # applied for the player, no cells
    assert not window.play.ui.bannerLabel.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert controller.bonus_lines == {line_index("r1"), line_index("ca")}  # both undone
    assert game.sheets[0].values[cell_index("a1")] == 4


def test_the_dice_tumble_then_show_the_roll(make_window, qtbot) -> None:
    window, player = make_window([11])
    window.ui.actionAnimateDice.setChecked(True)
    panel = window.play.ui.dicePanel
    player.roll()
    assert panel.animating
    qtbot.waitUntil(lambda: not panel.animating, timeout=3000)
    assert [die.value for die in panel.dice] == [6, 5]
    assert panel.sum_label.text() == "11"
    assert panel.round_label.text() == "Round 1"
    window.ui.actionAnimateDice.setChecked(False)
    assert not panel.animation_enabled


def test_the_prompt_offers_a_circle_only_where_the_roll_can_be_circled(make_window) -> None:
    """On the first roll no cell holds the number: the status line does not offer to circle
    it. Once a 7 is written it does; once that 7 is circled, again it does not."""
    window, player = make_window([7, 7, 7])
    status = window.statusBar().currentMessage
    player.roll()
    assert status() == "You rolled 7: click an empty cell to write it."
    player.click_cell(cell_index("c3"))
    player.roll()
    assert status() == "You rolled 7: click an empty cell to write it, or a 7 to circle it."
    player.click_cell(cell_index("c3"))  # circled
    player.roll()
    assert status() == "You rolled 7: click an empty cell to write it."
