"""One click, one report: Knaster's controller says what a click changed in one Change."""

from __future__ import annotations

from PySide6.QtCore import Qt

from knaster_qt.change import Change, Initiator, Part
from knaster_qt.games.knaster.core.actions import Write
from knaster_qt.games.knaster.core.notation import cell_index


def changes_of(window) -> list[Change]:
    seen: list[Change] = []
    window.play.controller.changed.connect(seen.append)
    return seen


def test_a_roll_a_write_a_bonus_circle_and_an_undo_each_report_one_change(
    make_window, qtbot
) -> None:
    window, player = make_window([6] * 5)
    for cell in ("a1", "b1", "c1", "d1"):
        player.roll()
        player.click_cell(cell_index(cell))
    player.roll()
    seen = changes_of(window)

    player.click_cell(cell_index("e1"))  # the write completes row 1: five 6s, circle 3
    assert len(seen) == 1
    write = seen[0]
    assert write.initiator is Initiator.PERSON and write.player == 0
    assert Part.SHEET in write and Part.SCORE in write and write.recorded
    assert [report.action for report in write.reports] == [Write(cell_index("e1"))]

    seen.clear()
    player.click_cell(cell_index("a1"))  # a bonus circle picked: a choice, not yet the record
    assert [(c.parts & Part.CHOICE, c.recorded, c.initiator) for c in seen] == [
        (Part.CHOICE, False, Initiator.PERSON)
    ]

    seen.clear()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(seen) == 1 and seen[0].initiator is Initiator.UNDO


def test_a_roll_reports_new_dice_and_the_title_marks_the_game_changed(make_window) -> None:
    window, player = make_window([7])
    seen = changes_of(window)
    player.roll()
    assert len(seen) == 1
    roll = seen[0]
    assert Part.DICE in roll and roll.recorded and roll.initiator is Initiator.PERSON
    assert window.isWindowModified()


def test_an_illegal_click_reports_no_change(make_window) -> None:
    window, player = make_window([7])
    seen = changes_of(window)
    player.click_cell(cell_index("c3"))  # no roll yet
    assert seen == []
