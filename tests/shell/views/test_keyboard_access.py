"""Accessibility basics (issue 15 item 5): every menu item is reachable by keyboard (a
mnemonic of its own in its menu, shortcuts for the frequent ones), each toolbar button says
what it does and its key, and the shell's own widgets have accessible names."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support (propagateSizeHints|raise)\(\)"
)

FREQUENT = ("actionNew", "actionOpen", "actionSave", "actionRoll", "actionUndo", "actionRules")


def mnemonic(text: str) -> str:
    index = text.replace("&&", "").find("&")
    return text.replace("&&", "")[index + 1].lower() if index >= 0 else ""


def menus(window: QWidget) -> list[QMenu]:
    found, todo = [], [action.menu() for action in window.menuBar().actions()]
    while todo:
        menu = todo.pop()
        found.append(menu)
        todo += [action.menu() for action in menu.actions() if action.menu() is not None]
    return found


def test_every_menu_and_menu_item_has_a_mnemonic_of_its_own(make_window) -> None:
    window, _player = make_window()
    titles = [mnemonic(action.text()) for action in window.menuBar().actions()]
    assert all(titles) and len(set(titles)) == len(titles), titles
    for menu in menus(window):
        menu.aboutToShow.emit()  # Open Recent and Recovered Games fill themselves
        keys = [
            (action.text(), mnemonic(action.text()))
            for action in menu.actions()
            if not action.isSeparator() and action.isVisible()
        ]
        assert all(key for _text, key in keys), (menu.title(), keys)
        letters = [key for _text, key in keys]
        assert len(set(letters)) == len(letters), (menu.title(), keys)


def test_the_frequent_actions_have_shortcuts(make_window) -> None:
    window, _player = make_window()
    for name in FREQUENT:
        assert not getattr(window.ui, name).shortcut().isEmpty(), name


def test_each_toolbar_button_has_a_tooltip_with_its_key(make_window) -> None:
    window, _player = make_window()
    buttons = [action for action in window.ui.toolBar.actions() if not action.isSeparator()]
    assert len(buttons) >= 6
    for action in buttons:
        tip = action.toolTip()
        assert tip and tip != action.text().replace("&", ""), action.objectName()
        key = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        if key:
            assert key in tip, (action.objectName(), tip)


def test_the_dice_panel_speaks_to_screen_readers(make_window, qtbot) -> None:
    window, player = make_window([8])
    panel = window.play.ui.dicePanel
    name = QAccessible.Text.Name
    assert QAccessible.queryAccessibleInterface(panel).text(name) == "dice"
    assert QAccessible.queryAccessibleInterface(panel.sum_label).text(name) == "sum of the dice"
    die = QAccessible.queryAccessibleInterface(panel.dice[0])
    assert die.text(name) == "die, not rolled"
    player.roll()
    qtbot.waitUntil(lambda: panel.sum_label.text() == "8")
    assert {QAccessible.queryAccessibleInterface(d).text(name) for d in panel.dice} <= {
        f"die showing {value}" for value in range(2, 7)
    }
    button = QAccessible.queryAccessibleInterface(panel.roll_button)
    assert button.text(name) == "Roll" and button.text(QAccessible.Text.Description)


def test_dialogs_have_a_default_button_and_a_tab_order(make_window, qtbot) -> None:
    window, _player = make_window()
    window.new_game()
    dialog = window.new_game_dialog
    qtbot.waitExposed(dialog)
    from PySide6.QtWidgets import QDialogButtonBox

    ok = dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.isDefault() or ok.autoDefault()
    # Tab walks from the first player's name through the dialog and comes back.
    seen = []
    widget = dialog.focusWidget() or dialog
    for _ in range(60):  # once round the chain (its scroll bars and viewports too)
        widget = widget.nextInFocusChain()
        if widget.focusPolicy() & Qt.FocusPolicy.TabFocus and widget.isVisible():
            seen.append(widget)
    assert ok in seen and dialog.ui.addButton in seen
    dialog.reject()


def test_settings_and_print_options_answer_enter_and_escape(make_window, qtbot) -> None:
    """Enter presses OK (the default button), Escape cancels: no mouse needed."""
    from PySide6.QtWidgets import QDialogButtonBox

    window, _player = make_window()
    for open_dialog, dialog_of in (
        (window.persistence.show_settings, lambda: window.persistence.settings_dialog),
        (window.print_actions.print_sheets, lambda: window.print_actions.options_dialog),
    ):
        open_dialog()
        dialog = dialog_of()
        qtbot.waitExposed(dialog)
        ok = dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok)
        assert ok.isDefault(), type(dialog).__name__
        with qtbot.waitSignal(dialog.rejected):
            qtbot.keyClick(dialog, Qt.Key.Key_Escape)
