"""Game > Open, Open Recent, the replay window's Open and Resume on what is no game file.

A FIFO froze the window (the open blocked for a writer that never came), /dev/zero
filled the memory. Now each is refused at once with a dialog and the window is left
as it was. A helper thread stands by as the FIFO's writer: should a regression block
on the FIFO, it unblocks the reader after a few seconds, so the test fails instead
of hanging.
"""

from __future__ import annotations

import os
import stat
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from knaster_qt.games.knaster.core.transcript import write_transcript
from knaster_qt.shell import settings

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")

FIFO_MESSAGE = "a named pipe (FIFO), not a regular file"


@contextmanager
def fifo_rescued_after(fifo: Path, seconds: float = 3.0) -> Iterator[list[bool]]:
    """Make ``fifo``; if anyone blocks opening it for reading, unblock them after ``seconds``.

    Yields a list that holds True once a blocked reader had to be rescued.
    """
    os.mkfifo(fifo)
    rescued: list[bool] = []
    done = threading.Event()

    def stand_by() -> None:
        if done.wait(seconds):
            return
        while not done.is_set():
            try:  # succeeds only while a reader waits on the FIFO
                fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
            except OSError:
                time.sleep(0.05)
                continue
            rescued.append(True)
            os.close(fd)  # the reader gets end of file and goes on
            return

    helper = threading.Thread(target=stand_by, daemon=True)
    helper.start()
    try:
        yield rescued
    finally:
        done.set()
        helper.join(timeout=10)


def choose_file(monkeypatch, path: Path) -> None:
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *args, **kwargs: (str(path), ""))
    )


def huge_file(path: Path) -> Path:
    with path.open("wb") as stream:
        stream.truncate(2 << 30)  # sparse: 2 GiB on no disk space
    return path


@pytest.mark.posix_only  # FIFOs, devices and symlinks (symlinks need admin rights on Windows)
def test_game_open_refuses_a_fifo_a_device_and_a_huge_file(open_window, monkeypatch, tmp_path):
    window, player = open_window(totals=[7, 8])
    player.roll()
    game = window.play.controller.game
    before = write_transcript(game)
    with fifo_rescued_after(tmp_path / "pipe.knaster") as rescued:
        started = time.monotonic()
        choose_file(monkeypatch, tmp_path / "pipe.knaster")
        window.ui.actionOpen.trigger()
        took = time.monotonic() - started
    assert not rescued, "Game > Open blocked on the FIFO"
    assert took < 2.0
    box = window.message_box
    assert box is not None and box.isVisible()
    assert box.text() == f"pipe.knaster, line 1: cannot read the file: it is {FIFO_MESSAGE}"
    box.close()
    (tmp_path / "zero.knaster").symlink_to("/dev/zero")
    for path, words in (
        (tmp_path / "zero.knaster", "it is a device, not a regular file"),
        (huge_file(tmp_path / "huge.knaster"), "it is 2,147,483,648 bytes; a game transcript"),
    ):
        choose_file(monkeypatch, path)
        window.ui.actionOpen.trigger()
        assert window.message_box is not None and window.message_box.isVisible()
        assert words in window.message_box.text()
        window.message_box.close()
    assert window.play.controller.game is game and write_transcript(game) == before
    assert window.file_path is None and settings.recent_files() == []
    assert stat.S_ISFIFO(os.lstat(tmp_path / "pipe.knaster").st_mode)
    player.click_cell(12)  # the game goes on: c3 takes the 7
    assert game.sheets[0].values[12] == 7


@pytest.mark.posix_only  # FIFOs, devices and symlinks (symlinks need admin rights on Windows)
def test_open_recent_refuses_a_file_that_became_a_fifo(open_window, tmp_path) -> None:
    window, _player = open_window()
    game = window.play.controller.game
    path = tmp_path / "old.knaster"
    with fifo_rescued_after(path) as rescued:
        settings.add_recent_file(str(path))
        menu = window.persistence.recent_menu
        menu.aboutToShow.emit()  # what opening the submenu does
        menu.actions()[0].trigger()
    assert not rescued, "Open Recent blocked on the FIFO"
    assert window.message_box is not None and FIFO_MESSAGE in window.message_box.text()
    assert window.play.controller.game is game


@pytest.mark.posix_only  # FIFOs, devices and symlinks (symlinks need admin rights on Windows)
def test_the_replay_windows_open_refuses_a_fifo(open_window, monkeypatch, tmp_path) -> None:
    window, _player = open_window()
    replay = window.persistence.show_replay()
    steps = len(replay.steps)
    with fifo_rescued_after(tmp_path / "pipe.knaster") as rescued:
        choose_file(monkeypatch, tmp_path / "pipe.knaster")
        replay.ui.openButton.click()
    assert not rescued, "the replay window's Open blocked on the FIFO"
    assert replay.message_box is not None and FIFO_MESSAGE in replay.message_box.text()
    assert len(replay.steps) == steps


@pytest.mark.posix_only  # FIFOs, devices and symlinks (symlinks need admin rights on Windows)
def test_a_fifo_in_place_of_the_autosave_neither_hangs_the_start_nor_is_replaced(
    open_window, data_dir
) -> None:
    with fifo_rescued_after(data_dir / "autosave.knaster") as rescued:
        window, player = open_window(totals=[7])
        window.persistence.startup()
        player.roll()  # the autosave is refused: the game stays in memory, with a warning
    assert not rescued, "the start blocked on the FIFO"
    assert window.persistence.resume_box is None
    assert stat.S_ISFIFO(os.lstat(data_dir / "autosave.knaster").st_mode)
    box = window.persistence.message_box
    assert box is not None and FIFO_MESSAGE in box.text()
    assert window.persistence.storage_label.isVisible()
