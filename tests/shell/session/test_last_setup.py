"""The app starts with the last setup (players, side, end rule), not a solo game for "Player";
the New game dialog and the Settings dialog read and write the same stored setup."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QDialogButtonBox

from knaster_qt.shell.views.main_window import MainWindow
from knaster_qt.shell.views.new_game_dialog import NewGameDialog
from knaster_qt.shell.views.settings_dialog import SettingsDialog
from tests.clicks import click_button

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")

ROOT = Path(__file__).resolve().parents[3]

# Starts the app as the command does (knaster_qt.shell.app.main); once it has settled, reports the
# game on the window, the boxes shown, what the shell painted first and what Settings shows.
START_AND_REPORT = """
import json
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from knaster_qt.shell.app import main
from knaster_qt.shell.views.main_window import MainWindow
from knaster_qt.games.knaster.views.sheet_view import SheetView

first_side = []
paint = SheetView.paintEvent

def noted_paint(self, event):
    paint(self, event)
    if not first_side:
        first_side.append(self.picture().layout.id)

def report():
    app = QApplication.instance()
    window = next(w for w in app.topLevelWidgets() if isinstance(w, MainWindow))
    boxes = [w.windowTitle() for w in app.topLevelWidgets()
             if isinstance(w, QMessageBox) and w.isVisible()]
    game = window.play.controller.game
    window.findChild(QAction, "actionSettings").trigger()
    dialog = window.persistence.settings_dialog
    seen.update(
        players=list(game.players), side=game.layout.id, end_rule=game.end_rule.value,
        bots=[list(note) for note in game.meta], boxes=boxes, first_side=first_side,
        settings_players=[[p.name, "computer" if p.is_computer else "human", p.level]
                          for p in dialog.players()],
        settings_side=dialog.ui.sideCombo.currentData(),
        settings_end_rule=dialog.ui.endRuleCombo.currentData(),
    )
    app.quit()

from PySide6.QtGui import QAction
from tests.clicks import click_button
SheetView.paintEvent = noted_paint
app = QApplication([])
seen = {}
QTimer.singleShot(1500, report)
main([])
print(json.dumps(seen), flush=True)
"""


def start_app(data_dir: Path) -> dict:
    env = {
        **os.environ,
        "KNASTER_QT_DATA_DIR": str(data_dir),
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHONPATH": str(ROOT),
    }
    result = subprocess.run(
        [sys.executable, "-c", START_AND_REPORT],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        cwd=ROOT,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.splitlines()[-1])


def click(qtbot, widget) -> None:
    if isinstance(widget, QAbstractButton):
        click_button(qtbot, widget)  # where a person clicks: a radio button's label
    else:
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def click_radio(qtbot, button) -> None:
    """Click a radio button on its label, as a person does (its centre may lie past its text)."""
    click_button(qtbot, button)
    assert button.isChecked()


def retype(qtbot, dialog: NewGameDialog, row: int, text: str) -> None:
    edit = dialog.name_edit(row)
    click(qtbot, edit)
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_Delete)
    qtbot.keyClicks(edit, text)


def new_game_from_menu(window: MainWindow, qtbot) -> NewGameDialog:
    action = window.ui.actionNew
    assert action in window.ui.menuGame.actions()
    action.trigger()
    qtbot.waitUntil(
        lambda: window.new_game_dialog is not None and window.new_game_dialog.isVisible()
    )
    dialog = window.new_game_dialog
    assert dialog is not None
    return dialog


def settings_from_menu(window: MainWindow, qtbot) -> SettingsDialog:
    action = window.findChild(QAction, "actionSettings")
    assert action is not None and action in window.ui.menuEdit.actions()
    action.trigger()
    dialog = window.persistence.settings_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def test_the_app_starts_with_the_players_side_and_rule_of_the_last_new_game(
    open_window, data_dir, qtbot
) -> None:
    window, _ = open_window()
    dialog = new_game_from_menu(window, qtbot)
    retype(qtbot, dialog, 0, "Ann")
    click(qtbot, dialog.ui.addButton)
    retype(qtbot, dialog, 1, "Bob")
    click(qtbot, dialog.ui.addComputerButton)
    retype(qtbot, dialog, 2, "Robo")
    click_radio(qtbot, dialog.ui.sideB)
    click_radio(qtbot, dialog.ui.quickEnd)
    click(qtbot, dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok))
    game = window.play.controller.game
    assert game.players == ("Ann", "Bob", "Robo") and game.layout.id == "B"
    window.close()
    assert not (data_dir / "autosave.knaster").exists()  # nothing to resume: a plain start

    seen = start_app(data_dir)
    assert seen["boxes"] == []
    assert seen["players"] == ["Ann", "Bob", "Robo"]
    assert seen["side"] == "B" and seen["end_rule"] == "quick-end"
    assert seen["bots"] == [["bot", "Robo medium"]]
    assert seen["first_side"] == ["B"]  # the shell painted before the game is side B too
    assert seen["settings_players"] == [
        ["Ann", "human", None],
        ["Bob", "human", None],
        ["Robo", "computer", "medium"],
    ]
    assert seen["settings_side"] == "B" and seen["settings_end_rule"] == "quick-end"


def test_settings_and_new_game_edit_the_same_setup(open_window, qtbot) -> None:
    window, _ = open_window()
    dialog = settings_from_menu(window, qtbot)
    assert [player.name for player in dialog.players()] == ["Player"]
    click(qtbot, dialog.ui.addPlayerButton)
    dialog.ui.sideCombo.setCurrentIndex(dialog.ui.sideCombo.findData("B"))
    click(qtbot, dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok))

    new_game = new_game_from_menu(window, qtbot)
    assert [seat.name for seat in new_game.setup().seats] == ["Player", "Player2"]
    assert new_game.ui.sideB.isChecked()
    click(qtbot, new_game.name_edit(1))  # selects Player2's row
    click(qtbot, new_game.ui.removeButton)
    click_radio(qtbot, new_game.ui.sideA)
    click(qtbot, new_game.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok))

    again = settings_from_menu(window, qtbot)
    assert [player.name for player in again.players()] == ["Player"]
    assert again.ui.sideCombo.currentData() == "A"
