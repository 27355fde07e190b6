"""The app's start: the window's shell and sheet are painted first, then the game is bound,
then the unfinished game is offered (once); the shell looks exactly like a new game."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from knaster_qt.shell.app import display_problem

ROOT = Path(__file__).resolve().parents[3]
UNFINISHED = "knaster 1\nsheet A\nplayer Player\nroll 7\nPlayer write c3\nroll 8\n"

# Runs knaster_qt.shell.app.main as the command does and notes, in order, each paint of the
# sheet and the start-up step (records, resume question); then it lists the boxes shown.
SCRIPT = """
import json
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from knaster_qt.shell.app import main
from knaster_qt.shell.views.persistence import Persistence
from knaster_qt.shell.views.main_window import MainWindow
from knaster_qt.games.knaster.views.sheet_view import SheetView

events = []
paint, startup, bind = SheetView.paintEvent, Persistence.startup, MainWindow.bind_game

def noted_paint(self, event):
    paint(self, event)
    events.append("paint")

def noted_bind(self, *args):
    events.append("bind")
    bind(self, *args)

def noted_startup(self):
    events.append("startup")
    startup(self)

def report():
    boxes = [w.windowTitle() for w in QApplication.topLevelWidgets()
             if isinstance(w, QMessageBox) and w.isVisible()]
    seen.update(events=events, boxes=boxes)
    QApplication.instance().quit()

SheetView.paintEvent, Persistence.startup = noted_paint, noted_startup
MainWindow.bind_game = noted_bind
app = QApplication([])
seen = {}
QTimer.singleShot(1500, report)
main([])
print(json.dumps(seen), flush=True)
"""


def test_the_sheet_is_painted_before_the_resume_question(tmp_path: Path) -> None:
    (tmp_path / "autosave.knaster").write_text(UNFINISHED, encoding="utf-8")
    env = {
        **os.environ,
        "KNASTER_QT_DATA_DIR": str(tmp_path),
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHONPATH": str(ROOT),
    }
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        cwd=ROOT,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    seen = json.loads(result.stdout.splitlines()[-1])
    events = seen["events"]
    assert events[0] == "paint"  # the shell's blank sheet, before the engine is loaded
    assert events.count("bind") == 1 and events.count("startup") == 1
    assert events.index("bind") < events.index("startup")
    assert seen["boxes"] == ["Resume game?"]


def test_without_a_display_the_app_says_so_instead_of_aborting() -> None:
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    result = subprocess.run(
        [sys.executable, "-m", "knaster_qt"], env=env, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 2
    assert "no display" in result.stderr and "knaster-qt check" in result.stderr
    assert result.stdout == ""


@pytest.mark.parametrize(
    ("environ", "platform", "expected"),
    [
        ({}, "linux", False),
        ({"DISPLAY": ":0"}, "linux", True),
        ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", True),
        ({"QT_QPA_PLATFORM": "offscreen"}, "linux", True),
        ({}, "win32", True),
        ({}, "darwin", True),
    ],
)
def test_display_check(environ: dict[str, str], platform: str, expected: bool) -> None:
    assert (display_problem(environ, platform) is None) == expected
