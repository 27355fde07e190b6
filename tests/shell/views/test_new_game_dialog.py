"""The New game dialog: the player list (names checked as typed, reorder, add, remove), options,
and the setup remembered for next time (in the private settings of each test)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from knaster_qt.games.knaster.core.game import EndRule
from knaster_qt.games.knaster.core.setup import Seat
from knaster_qt.seats import Setup
from knaster_qt.shell.views.new_game_dialog import NewGameDialog

pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support (propagateSizeHints|raise)\(\)"
)


def open_dialog(window, qtbot) -> NewGameDialog:
    window.ui.actionNew.trigger()
    qtbot.waitUntil(
        lambda: window.new_game_dialog is not None and window.new_game_dialog.isVisible()
    )
    return window.new_game_dialog


def ok_button(dialog: NewGameDialog):
    return dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok)


def retype(qtbot, dialog: NewGameDialog, row: int, text: str) -> None:
    edit = dialog.name_edit(row)
    edit.setFocus()
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_Delete)
    qtbot.keyClicks(edit, text)


def test_names_are_checked_as_they_are_typed(make_window, qtbot) -> None:
    window, _ = make_window()
    dialog = open_dialog(window, qtbot)
    assert [seat.name for seat in dialog.setup().seats] == ["Player"]
    qtbot.mouseClick(dialog.ui.addButton, Qt.MouseButton.LeftButton)
    retype(qtbot, dialog, 1, "Ann Lee")
    assert not ok_button(dialog).isEnabled()
    assert (
        dialog.ui.problemLabel.text() == "'Ann Lee' contains a space; use letters, digits, _ or -."
    )
    assert "#fde2e2" in dialog.name_edit(1).styleSheet()
    qtbot.keyClick(dialog.name_edit(1), Qt.Key.Key_Backspace)
    qtbot.keyClick(dialog.name_edit(1), Qt.Key.Key_Backspace)
    qtbot.keyClick(dialog.name_edit(1), Qt.Key.Key_Backspace)
    qtbot.keyClick(dialog.name_edit(1), Qt.Key.Key_Backspace)
    assert dialog.name_edit(1).text() == "Ann"
    assert ok_button(dialog).isEnabled() and not dialog.ui.problemLabel.isVisible()
    assert dialog.name_edit(1).styleSheet() == ""
    retype(qtbot, dialog, 0, "Ann")
    assert dialog.ui.problemLabel.text() == "Two players are called Ann."
    assert not ok_button(dialog).isEnabled()
    retype(qtbot, dialog, 0, "roll")
    assert "keyword of the transcript" in dialog.ui.problemLabel.text()
    retype(qtbot, dialog, 0, "Émile")
    assert ok_button(dialog).isEnabled()


def test_players_are_added_removed_and_reordered(make_window, qtbot) -> None:
    window, _ = make_window()
    dialog = open_dialog(window, qtbot)
    qtbot.mouseClick(dialog.ui.addComputerButton, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.ui.addButton, Qt.MouseButton.LeftButton)
    assert dialog.setup().seats == (Seat("Player"), Seat("Computer1", "medium"), Seat("Player1"))
    dialog.kind_box(1).setCurrentIndex(dialog.kind_box(1).findText("Computer: strong"))
    dialog.kind_box(2).setCurrentIndex(dialog.kind_box(2).findText("Computer: easy"))
    assert dialog.selected_row() == 2  # the player just added
    qtbot.mouseClick(dialog.ui.upButton, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.ui.upButton, Qt.MouseButton.LeftButton)
    assert not dialog.ui.upButton.isEnabled()
    assert [seat.name for seat in dialog.setup().seats] == ["Player1", "Player", "Computer1"]
    qtbot.mouseClick(dialog.name_edit(1), Qt.MouseButton.LeftButton)  # editing selects a row
    assert dialog.selected_row() == 1
    qtbot.mouseClick(dialog.ui.downButton, Qt.MouseButton.LeftButton)
    assert dialog.setup().seats == (
        Seat("Player1", "easy"),
        Seat("Computer1", "strong"),
        Seat("Player"),
    )
    qtbot.mouseClick(dialog.ui.removeButton, Qt.MouseButton.LeftButton)
    assert [seat.name for seat in dialog.setup().seats] == ["Player1", "Computer1"]
    for _ in range(12):
        qtbot.mouseClick(dialog.ui.addButton, Qt.MouseButton.LeftButton)
    assert len(dialog.setup().seats) == 12 and not dialog.ui.addButton.isEnabled()
    dialog.select_row(0)
    for _ in range(11):
        qtbot.mouseClick(dialog.ui.removeButton, Qt.MouseButton.LeftButton)
    assert len(dialog.setup().seats) == 1 and not dialog.ui.removeButton.isEnabled()


def test_the_last_setup_is_remembered_and_played(make_window, qtbot) -> None:
    window, _ = make_window()
    dialog = open_dialog(window, qtbot)
    retype(qtbot, dialog, 0, "Ann")
    qtbot.mouseClick(dialog.ui.addComputerButton, Qt.MouseButton.LeftButton)
    retype(qtbot, dialog, 1, "Robo")
    dialog.kind_box(1).setCurrentIndex(3)  # Computer: strong
    dialog.ui.sideB.setChecked(True)
    dialog.ui.quickEnd.setChecked(True)
    dialog.ui.realDice.setChecked(True)
    qtbot.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    game = window.play.controller.game
    assert game.players == ("Ann", "Robo") and game.layout.id == "B"
    assert game.end_rule is EndRule.QUICK_END and ("bot", "Robo strong") in game.meta
    assert window.play.controller.real_dice and window.play.ui.dicePanel.real_box.isVisible()
    expected = Setup(
        seats=(Seat("Ann"), Seat("Robo", "strong")),
        sheet="B",
        end_rule=EndRule.QUICK_END.value,
        real_dice=True,
    )
    again = open_dialog(window, qtbot)
    assert again is not dialog and again.setup() == expected
    # Cancel keeps the game and what was remembered.
    qtbot.mouseClick(
        again.ui.buttonBox.button(QDialogButtonBox.StandardButton.Cancel), Qt.MouseButton.LeftButton
    )
    assert window.play.controller.game is game
    assert NewGameDialog().setup() == expected


@pytest.mark.parametrize("game", ["Exact Hit", "Loop Tiles"])
def test_every_game_refuses_a_name_in_the_same_words(make_window, qtbot, game) -> None:
    """The names every game's transcripts take are one rule (knaster_qt.games'
    transcript_name_problem): the other games say what is wrong as Knaster does."""
    window, _ = make_window()
    dialog = open_dialog(window, qtbot)
    dialog.ui.gameCombo.setCurrentIndex(dialog.ui.gameCombo.findText(game))
    retype(qtbot, dialog, 0, "Ann Lee")
    assert not ok_button(dialog).isEnabled()
    assert (
        dialog.ui.problemLabel.text() == "'Ann Lee' contains a space; use letters, digits, _ or -."
    )
    keyword = {"Exact Hit": "throw", "Loop Tiles": "bag"}[game]
    retype(qtbot, dialog, 0, keyword)
    assert dialog.ui.problemLabel.text() == (
        f"'{keyword}' is a keyword of the transcript and cannot be a name."
    )
    assert not ok_button(dialog).isEnabled()
