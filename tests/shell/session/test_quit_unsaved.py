"""Closing the window while the game lives only in memory asks first: Save As…, Quit Anyway, Cancel.

The data folder is a real read-only tmpfs (or a full one), so the autosave fails
and the red "Game not saved" mark shows; the window is closed as a person
closes it (``close()``, what the title bar's button and Game > Quit do) and each
answer is clicked.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from knaster_qt.games.knaster.core.notation import cell_index
from knaster_qt.games.knaster.core.transcript import load_transcript, write_transcript

from .conftest import click_button, quick_solo
from .disks import fill_up, tmpfs

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")


def play_a_little_in_memory(open_window):
    """Two rolls and a write on a disk that takes nothing: the game lives in memory."""
    window, player = open_window(quick_solo("Ann"), totals=[7, 8, 9])
    window.persistence.startup()
    player.roll()
    window.persistence.message_box.accept()  # the one warning about the autosave
    player.click_cell(cell_index("c3"))
    player.roll()
    assert window.persistence.storage_label.isVisible()
    return window, player


def close_and_get_question(window):
    assert not window.close()  # the close waits for the answer
    box = window.persistence.quit_guard.box
    assert box is not None and box.isVisible()
    assert "not saved" in box.text() and "kept only in memory" in box.text()
    assert "read-only" in box.informativeText() or "disk is full" in box.informativeText()
    return box


def choose_save_path(monkeypatch, path: Path) -> None:
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *args, **kwargs: (str(path), ""))
    )


def test_cancel_keeps_the_window_and_quit_anyway_closes_it(open_window, data_dir) -> None:
    with tmpfs(data_dir, "ro,size=1m"):
        window, _ = play_a_little_in_memory(open_window)
        click_button(close_and_get_question(window), "Cancel")
        assert window.isVisible() and window.play.controller.game.rounds == 2

        click_button(close_and_get_question(window), "Quit Anyway")
        assert not window.isVisible()


def test_save_as_keeps_the_game_elsewhere_and_then_quits(
    open_window, data_dir, monkeypatch, tmp_path
) -> None:
    with tmpfs(data_dir, "ro,size=1m"):
        window, _ = play_a_little_in_memory(open_window)
        box = close_and_get_question(window)

        refused = data_dir / "here.knaster"  # the same read-only disk: an error, no quitting
        choose_save_path(monkeypatch, refused)
        click_button(box, "Save As…")
        assert window.isVisible() and not refused.exists()
        assert window.message_box is not None and window.message_box.isVisible()
        window.message_box.accept()

        elsewhere = tmp_path / "kept.knaster"
        choose_save_path(monkeypatch, elsewhere)
        click_button(close_and_get_question(window), "Save As…")
        assert not window.isVisible()
        assert write_transcript(load_transcript(elsewhere)) == write_transcript(
            window.play.controller.game
        )


def test_a_full_disk_asks_until_the_game_is_saved_in_a_file(
    open_window, data_dir, monkeypatch, tmp_path
) -> None:
    with tmpfs(data_dir, "size=64k"):
        fill_up(data_dir)
        window, player = play_a_little_in_memory(open_window)
        elsewhere = tmp_path / "kept.knaster"
        choose_save_path(monkeypatch, elsewhere)
        window.ui.actionSaveAs.trigger()  # Game > Save As… on the person's own
        assert elsewhere.exists()

        player.click_cell(cell_index("d4"))  # a change not in the file yet
        click_button(close_and_get_question(window), "Cancel")
        window.ui.actionSave.trigger()  # Game > Save: the same file again
        assert window.close()  # everything is in the file: nothing to ask
        assert window.persistence.quit_guard.box is None
