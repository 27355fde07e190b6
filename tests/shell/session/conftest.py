"""Fixtures for the session tests: the views' window driver, a private data folder, whole games."""

from __future__ import annotations

import importlib.util
import os
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from knaster_qt.games.knaster.core.game import EndRule, Game
from knaster_qt.shell.views.main_window import MainWindow

from .sqlite_lock import Locker, lockers

_spec = importlib.util.spec_from_file_location(
    "knaster_views_driving_session",
    Path(__file__).resolve().parent.parent / "views" / "conftest.py",
)
assert _spec is not None and _spec.loader is not None
_driving = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_driving)

Player = _driving.Player
dice_for = _driving.dice_for
make_window = _driving.make_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")


@pytest.fixture
def data_dir() -> Path:
    """The data folder the autouse fixture of tests/conftest.py set up for this test."""
    return Path(os.environ["KNASTER_QT_DATA_DIR"])


@pytest.fixture
def open_window(qtbot) -> Callable[..., tuple[MainWindow, Player]]:
    """A shown main window on ``game`` (default: a new solo game) with scripted dice sums."""

    def make(game: Game | None = None, totals: Iterable[int] = ()) -> tuple[MainWindow, Player]:
        sums = iter(list(totals))
        window = MainWindow(game, dice_source=lambda: dice_for(next(sums)))
        qtbot.addWidget(window)
        window.resize(1180, 760)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        return window, Player(qtbot, window)

    return make


def play_to_the_end(window: MainWindow, player: Player) -> None:
    """Roll and click the first cell a click may act on (bonus circles too) until the end."""
    controller = window.play.controller
    game = controller.game
    for _ in range(200):
        if game.game_over:
            return
        if game.pending_bonus(0):
            player.answer_bonus_prompts()
        elif 0 in game.players_to_act():
            player.click_cell(min(controller.target_cells()))
        else:
            player.roll()
    raise AssertionError("the game did not end in 200 gestures")


def quick_solo(name: str = "Player") -> Game:
    return Game([name], end_rule=EndRule.QUICK_END)


def click_button(box: QMessageBox, text: str) -> None:
    """Press the message box button whose text (without &) is ``text``."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    for button in box.buttons():
        if button.text().replace("&", "") == text:
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)
            return
    raise AssertionError(f"no button {text!r} in {[b.text() for b in box.buttons()]}")


@pytest.fixture
def lock_records() -> Iterator[Callable[[Path], Locker]]:
    """``lock_records(path)``: another process holds ``path`` locked until ``.release()``."""
    with lockers() as started:

        def lock(path: Path) -> Locker:
            locker = Locker(path)
            started.append(locker)
            return locker

        yield lock
