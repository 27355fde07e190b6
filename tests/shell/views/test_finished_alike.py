"""The shell meets the end of every game the same way: one ``finished`` from the play area,
after the controller's Change that names the end; the game goes to the records and the
autosave is cleared."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from knaster_qt.change import Change, Part
from knaster_qt.shell.views.main_window import MainWindow
from tests.shell.session.conftest import play_to_the_end, quick_solo
from tests.shell.views.conftest import Player

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")


def shown(qtbot, game: object, entry: object, dice: object = None) -> MainWindow:
    window = MainWindow(game, dice_source=dice, entry=entry)
    qtbot.addWidget(window)
    window.resize(1180, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def watch_the_end(window: MainWindow) -> list[str]:
    """What the area and its controller say, in order: each Change naming the end, finished."""
    said: list[str] = []

    def change(change: Change) -> None:
        if Part.END in change:
            said.append("change: the end")

    window.play.controller.changed.connect(change)
    window.play.finished.connect(lambda: said.append("finished"))
    return said


def recorded_games() -> list[str]:
    records = Path(os.environ["KNASTER_QT_DATA_DIR"]) / "records.sqlite"
    with sqlite3.connect(records) as db:
        return [row[0].split()[0] for row in db.execute("SELECT transcript FROM games")]


def autosaves() -> list[str]:
    folder = Path(os.environ["KNASTER_QT_DATA_DIR"])
    return sorted(path.name for path in folder.glob("autosave.*"))


def knaster_to_the_end(qtbot) -> tuple[MainWindow, list[str]]:
    from knaster_qt.games.knaster.entry import GAME

    window = shown(qtbot, quick_solo("Ann"), GAME, lambda: (3, 4))
    said = watch_the_end(window)
    player = Player(qtbot, window)
    player.roll()
    assert autosaves()  # a game under way is kept
    play_to_the_end(window, player)
    return window, said


def exact_hit_to_the_end(qtbot) -> tuple[MainWindow, list[str]]:
    from knaster_qt.games.exact_hit.core.game import Game
    from knaster_qt.games.exact_hit.entry import GAME

    window = shown(qtbot, Game(1, seed=3, names=["Ann"]), GAME)
    said = watch_the_end(window)
    controller = window.play.controller
    controller.throw()
    assert autosaves()
    for _ in range(200):
        if controller.is_over:
            break
        controller.throw()
        controller.keep()
        controller.done()  # nothing written: the cross
    return window, said


def loop_tiles_to_the_end(qtbot) -> tuple[MainWindow, list[str]]:
    from knaster_qt.games.loop_tiles.core.seats import bot_meta
    from knaster_qt.games.loop_tiles.core.transcript import Transcript
    from knaster_qt.games.loop_tiles.entry import GAME

    names = ("Robo", "Bot")
    transcript = Transcript.new(names, 5, meta=bot_meta(names, ("easy", "easy")))
    window = shown(qtbot, transcript, GAME)
    said = watch_the_end(window)  # the computer players move by themselves, a timer's step each
    window.play.controller.set_pace(False, 100)
    qtbot.waitUntil(lambda: window.play.is_over, timeout=30000)
    qtbot.wait(10)
    return window, said


@pytest.mark.parametrize(
    ("play", "header"),
    [
        (knaster_to_the_end, "knaster"),
        (exact_hit_to_the_end, "exact-hit"),
        (loop_tiles_to_the_end, "loop-tiles"),
    ],
)
def test_the_end_of_every_game_is_met_the_same_way(qtbot, play, header) -> None:
    window, said = play(qtbot)
    assert window.play.is_over
    assert said == ["change: the end", "finished"]  # once, and after the Change
    assert recorded_games() == [header]
    assert autosaves() == []  # a finished game is not offered to resume
