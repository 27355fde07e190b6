"""The menus are defined in one place, ui/main_window.ui: the running window shows exactly
the menus, submenus, separators and shortcuts the Designer file builds, and the code only
connects them (and fills Open Recent when it opens)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMenuBar

from knaster_qt.shell.printing.options_dialog import PrintOptionsDialog
from knaster_qt.shell.views.ui_main_window import Ui_MainWindow

pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support (propagateSizeHints|raise)\(\)"
)

# What a person sees in the Game and Edit menus (name, text, shortcut; "-" a separator).
GAME_MENU = [
    ("actionNew", "&New Game…", "Ctrl+N"),
    ("actionOpen", "&Open…", "Ctrl+O"),
    ("menuRecent", "Open Re&cent", ""),
    ("actionRecovered", "Recovered &Games…", ""),
    ("actionSave", "&Save", "Ctrl+S"),
    ("actionSaveAs", "Save &As…", "Ctrl+Shift+S"),
    "-",
    ("actionHostNetwork", "Host Networ&k Game…", ""),
    ("actionJoinNetwork", "&Join Network Game…", ""),
    ("actionLeaveNetwork", "&Leave Network Game", ""),
    ("actionStopHosting", "Stop Hosting the Ga&me", ""),  # shown in Leave's place while hosting
    "-",
    ("actionRoll", "&Roll the Dice", "R"),
    ("actionHint", "&Hint", "H"),
    "-",
    ("actionPrint", "&Print…", "Ctrl+P"),
    ("actionPrintPreview", "Print Pre&view…", ""),
    ("actionExportPdf", "&Export PDF…", ""),
    "-",
    ("actionReplay", "Repla&y…", "Ctrl+Shift+P"),
    ("actionStatistics", "S&tatistics…", "Ctrl+I"),
    "-",
    ("actionQuit", "&Quit", "Ctrl+Q"),
]


def entries(menu: QMenu) -> list[object]:
    """The menu as a person reads it: each entry's name, text and shortcut, or "-"."""
    result: list[object] = []
    for action in menu.actions():
        if action.isSeparator():
            result.append("-")
        else:
            name = action.menu().objectName() if action.menu() else action.objectName()
            result.append((name, action.text(), action.shortcut().toString()))
    return result


def menus(bar: QMenuBar) -> dict[str, list[object]]:
    return {item.menu().objectName(): entries(item.menu()) for item in bar.actions()}


def test_the_running_windows_menus_are_the_designer_files_menus(open_window, qtbot) -> None:
    window, _player = open_window()
    designed = QMainWindow()
    qtbot.addWidget(designed)
    Ui_MainWindow().setupUi(designed)  # the .ui file alone, nothing added by code

    running, from_ui = menus(window.menuBar()), menus(designed.menuBar())
    assert list(running) == ["menuGame", "menuEdit", "menuHelp"]
    assert running["menuGame"] == from_ui["menuGame"] == GAME_MENU
    # Settings… takes the platform's own key (none on Linux and Windows, Cmd+, on macOS).
    preferences = QKeySequence(QKeySequence.StandardKey.Preferences).toString()
    assert window.ui.actionSettings.shortcut().toString() == preferences
    window.ui.actionSettings.setShortcut(QKeySequence())
    assert running["menuEdit"][-1] == ("actionSettings", "S&ettings…", preferences)
    assert entries(window.ui.menuEdit) == from_ui["menuEdit"]
    assert running["menuHelp"] == from_ui["menuHelp"]
    # Every action of the window is one the Designer file names (none made in code).
    named = {
        action.objectName() for action in designed.findChildren(QAction) if action.objectName()
    }
    made = {action.objectName() for action in window.findChildren(QAction) if action.objectName()}
    assert made <= named
    assert window.ui.menuRecent is window.persistence.recent_menu
    assert window.ui.actionPrint is window.print_actions.print_action


def test_menu_shortcuts_work_while_the_menus_are_closed(open_window, qtbot) -> None:
    window, _player = open_window()
    ctrl = Qt.KeyboardModifier.ControlModifier
    qtbot.keyClick(window, Qt.Key.Key_I, ctrl)  # Game > Statistics…
    qtbot.waitUntil(lambda: window.persistence.statistics_window is not None)
    assert window.persistence.statistics_window.isVisible()
    window.persistence.statistics_window.close()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_P, ctrl | Qt.KeyboardModifier.ShiftModifier)  # Replay…
    qtbot.waitUntil(lambda: window.persistence.replay_window is not None)
    assert window.persistence.replay_window.isVisible()
    window.persistence.replay_window.close()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_P, ctrl)  # Print…: first, what to print
    qtbot.waitUntil(lambda: window.print_actions.options_dialog is not None)
    dialog = window.print_actions.options_dialog
    assert isinstance(dialog, PrintOptionsDialog) and dialog.isVisible()
    dialog.reject()
