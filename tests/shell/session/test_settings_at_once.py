"""Edit > Settings… takes effect at once: hints on or off without a new game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QDialogButtonBox, QGroupBox

from knaster_qt.shell import settings
from tests.clicks import click_button

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")


def open_settings_from_the_edit_menu(window, qtbot):
    """Edit > Settings…, as a click on the menu item does."""
    menu = window.ui.menuEdit
    [item] = [action for action in menu.actions() if action.text().replace("&", "") == "Settings…"]
    item.trigger()
    dialog = window.persistence.settings_dialog
    assert dialog is not None and dialog.isVisible()
    qtbot.waitExposed(dialog)
    return dialog


def tick_and_ok(qtbot, dialog, box: QCheckBox) -> None:
    click_button(qtbot, box)
    ok = dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()


def test_hints_switched_on_in_settings_work_at_once(open_window, qtbot) -> None:
    settings.set_hints_available(False)
    window, player = open_window(totals=[7, 7])
    player.roll()
    assert not window.ui.actionHint.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_H)
    assert window.play.table_display.hint is None

    dialog = open_settings_from_the_edit_menu(window, qtbot)
    assert not dialog.ui.hintsCheck.isChecked()
    tick_and_ok(qtbot, dialog, dialog.ui.hintsCheck)
    assert settings.hints_available()

    # The same game, the same roll: H shows the hint now.
    assert window.ui.actionHint.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_H)
    hint = window.play.table_display.hint
    assert hint is not None
    assert window.play.ui.sheetView.hint != (None, None)
    assert player.status() == f"Hint: {hint.reason}"


def test_hints_switched_off_in_settings_go_at_once(open_window, qtbot) -> None:
    window, player = open_window(totals=[7])
    player.roll()
    window.ui.actionHint.trigger()  # what a click on the Hint button does
    assert window.play.ui.sheetView.hint != (None, None)

    dialog = open_settings_from_the_edit_menu(window, qtbot)
    tick_and_ok(qtbot, dialog, dialog.ui.hintsCheck)
    assert not settings.hints_available()

    assert window.play.ui.sheetView.hint == (None, None)  # the frame of the old hint is gone
    assert not window.ui.actionHint.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_H)
    assert window.play.table_display.hint is None


def test_the_dialog_says_what_applies_at_once_and_what_waits_for_a_new_game(
    open_window, qtbot
) -> None:
    window, _ = open_window()
    dialog = open_settings_from_the_edit_menu(window, qtbot)

    def group_of(widget) -> str:
        parent = widget.parentWidget()
        while not isinstance(parent, QGroupBox):
            parent = parent.parentWidget()
        return parent.title()

    for now in (dialog.ui.hintsCheck, dialog.ui.animationCheck, dialog.ui.speedSlider):
        assert group_of(now) == "While playing, in every game (applies at once)"
    for later in (dialog.ui.sideCombo, dialog.ui.endRuleCombo):
        assert group_of(later) == "For the next new game"
    assert group_of(dialog.ui.playersTable) == "Default players (for the next new game)"
    dialog.reject()


def test_side_and_end_rule_wait_for_the_next_new_game(open_window, qtbot) -> None:
    window, player = open_window(totals=[7])
    player.roll()
    game = window.play.controller.game
    dialog = open_settings_from_the_edit_menu(window, qtbot)
    dialog.ui.sideCombo.setCurrentIndex(dialog.ui.sideCombo.findData("B"))
    dialog.ui.endRuleCombo.setCurrentIndex(dialog.ui.endRuleCombo.findData("quick-end"))
    ok = dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    # The game being played keeps its sheet and its end; the next new game has the new ones.
    assert window.play.controller.game is game and game.layout.id == "A"
    window.ui.actionNew.trigger()
    new_game = window.new_game_dialog
    assert new_game is not None and new_game.isVisible()
    assert new_game.ui.sideB.isChecked() and new_game.ui.quickEnd.isChecked()
