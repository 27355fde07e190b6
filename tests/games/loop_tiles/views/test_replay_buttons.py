"""Loop Tiles' replay steps as Knaster's does: Start, Back, Forward and End (and Home, Left,
Right, End), Open Game… for another saved game, Close."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from knaster_qt.games.loop_tiles.core.transcript import Transcript, write
from knaster_qt.games.loop_tiles.views.replay_window import LoopTilesReplay
from tests.games.loop_tiles.core.transcripts import play_randomly

# Offscreen Qt says so when a shown dialog's size hints change (a new game's pad).
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


def a_game(seed: int, moves: int) -> str:
    transcript = Transcript.new(["Ann", "Zoë"], seed=seed)
    choices = random.Random(seed)
    for _ in range(moves):
        if transcript.game.over:
            break
        play_randomly(transcript, choices)
    return write(transcript)


def test_the_buttons_and_keys_step_through_the_game(qtbot) -> None:
    replay = LoopTilesReplay(None, ask_open=lambda _parent: "")
    qtbot.addWidget(replay)
    replay.set_transcript(a_game(11, 6), "game.loop-tiles")
    replay.show()
    qtbot.waitExposed(replay)
    replay.activateWindow()  # keys reach only the active window
    qtbot.waitUntil(replay.isActiveWindow)
    last = replay.slider.maximum()
    assert last > 2 and replay.slider.value() == last
    assert not replay.ui.forwardButton.isEnabled() and not replay.ui.endButton.isEnabled()

    qtbot.mouseClick(replay.ui.startButton, Qt.MouseButton.LeftButton)
    assert replay.slider.value() == 0 and replay.step_label.text() == f"Step 0 of {last}"
    assert not replay.ui.backButton.isEnabled()
    qtbot.mouseClick(replay.ui.forwardButton, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(replay.ui.forwardButton, Qt.MouseButton.LeftButton)
    assert replay.slider.value() == 2
    qtbot.mouseClick(replay.ui.backButton, Qt.MouseButton.LeftButton)
    assert replay.slider.value() == 1
    qtbot.keyClick(replay, Qt.Key.Key_End)
    assert replay.slider.value() == last
    qtbot.keyClick(replay, Qt.Key.Key_Home)
    assert replay.slider.value() == 0
    qtbot.mouseClick(replay.ui.endButton, Qt.MouseButton.LeftButton)
    assert replay.slider.value() == last
    qtbot.mouseClick(replay.ui.closeButton, Qt.MouseButton.LeftButton)
    assert not replay.isVisible()


def test_open_game_replays_another_file_and_says_why_a_bad_one_cannot(
    qtbot, tmp_path: Path
) -> None:
    other = tmp_path / "other.loop-tiles"
    other.write_text(a_game(5, 12), encoding="utf-8")
    broken = tmp_path / "broken.loop-tiles"
    broken.write_text("loop-tiles 1\nplayer Ann\nbag 1 2 3\n", encoding="utf-8")
    answers = iter([str(other), str(broken)])
    replay = LoopTilesReplay(None, ask_open=lambda _parent: next(answers))
    qtbot.addWidget(replay)
    replay.set_transcript(a_game(11, 3), "first.loop-tiles")
    replay.show()
    first_steps = replay.slider.maximum()

    qtbot.mouseClick(replay.ui.openButton, Qt.MouseButton.LeftButton)
    assert "other.loop-tiles" in replay.windowTitle()
    assert replay.slider.maximum() != first_steps or replay.transcript is not None
    opened = replay.slider.maximum()

    qtbot.mouseClick(replay.ui.openButton, Qt.MouseButton.LeftButton)
    box = replay.message_box
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert box.text().startswith("broken.loop-tiles: ")
    box.accept()
    assert replay.slider.maximum() == opened  # the replayed game stays as it was
