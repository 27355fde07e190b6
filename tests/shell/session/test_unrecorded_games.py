"""A finished game whose record cannot be written stays on disk, is announced, and is stored later.

Real trouble only: another process holding an exclusive lock on records.sqlite, a
tmpfs that is full when the game ends, and records kept in memory because the
file was locked when the app started. Each time the game is played to its end
with clicks, the dialog is read, the pending-record file checked, and then the
app is started again (a new main window) with the trouble gone: the game is in
the records and the pending file is gone.
"""

from __future__ import annotations

import sqlite3
import time
from datetime import datetime
from pathlib import Path

import pytest

from knaster_qt.games.knaster.core.transcript import parse_transcript, write_transcript
from knaster_qt.shell.session import finished_games
from knaster_qt.storage import records as records_module
from knaster_qt.storage.records import GameRecord, PlayerRecord, RecordsDatabase

from .conftest import click_button, quick_solo
from .disks import fill_up, free_bytes, tmpfs
from .test_damaged_records import read_error_box

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")
LOCKED = "another program is using the records file (it is locked)"

EARLIER = GameRecord(
    datetime(2026, 1, 5, 19, 30),
    "A",
    "quick-end",
    25,
    (PlayerRecord("Bea", "human", None, 40, 10, 50, 1),),
    "knaster 1\nsheet A\nplayer Bea\n",
)


def make_records(folder: Path) -> Path:
    """A records file with one earlier game, as a previous session left it."""
    database = RecordsDatabase.open(folder / "records.sqlite")
    database.add_game(EARLIER)
    database.close()
    return folder / "records.sqlite"


def play_to_the_end_timed(window, player) -> float:
    """Play like play_to_the_end; returns how long the gesture that ended the game took."""
    controller = window.play.controller
    game = controller.game
    for _ in range(200):
        started = time.monotonic()
        if game.pending_bonus(0):
            player.answer_bonus_prompts()
        elif 0 in game.players_to_act():
            player.click_cell(min(controller.target_cells()))
        else:
            player.roll()
        if game.game_over:
            return time.monotonic() - started
    raise AssertionError("the game did not end in 200 gestures")


def pending_files(folder: Path) -> list[Path]:
    return sorted(folder.glob("pending-record-*.knaster"))


def stored_transcripts(path: Path) -> list[str]:
    with sqlite3.connect(path) as db:
        return [row[0] for row in db.execute("SELECT transcript FROM games ORDER BY id")]


def told(window, qtbot):
    """The dialog about the record, on top of the game's result (it opens right after it)."""

    def shown() -> bool:
        box = window.persistence.message_box
        return (
            box is not None and box.isVisible() and box.windowTitle() == "Game not in the records"
        )

    qtbot.waitUntil(shown)
    box = window.persistence.message_box
    assert window.play.result_dialog is not None and window.play.result_dialog.isVisible()
    assert box.parent() is window.play.result_dialog
    return box


def check_told_and_kept(window, qtbot, folder: Path, why: str) -> Path:
    """The dialog names the trouble and the file; the file holds the finished game."""
    box = told(window, qtbot)
    assert why in box.text(), box.text()
    [pending] = pending_files(folder)
    assert pending.name in box.text()
    assert not (folder / "autosave.knaster").exists()  # the pending file is the autosave now
    kept = parse_transcript(pending.read_bytes())
    assert kept.game_over
    assert write_transcript(kept) == write_transcript(window.play.controller.game)
    box.accept()
    return pending


def restart(window, open_window):
    """Quit (nothing to ask: the game is on disk) and start again as the app does."""
    assert window.close()
    again, _ = open_window(quick_solo("Ann"), totals=[7] * 100)
    again.persistence.startup()
    return again


def test_a_locked_records_file_keeps_the_game_without_freezing_the_window(
    open_window, data_dir, lock_records, qtbot
) -> None:
    path = make_records(data_dir)
    window, player = open_window(quick_solo("Ann"), totals=[8] * 200)
    window.persistence.startup()  # opens the records while nobody else holds them
    locker = lock_records(path)

    took = play_to_the_end_timed(window, player)
    # Python's sqlite3 waits 5 s for a lock by default: the window would hang that long.
    assert took < 2.0, f"the last click took {took:.1f} s"
    assert records_module.BUSY_TIMEOUT <= 0.5
    pending = check_told_and_kept(window, qtbot, data_dir, LOCKED)
    finished = pending.read_text(encoding="utf-8")

    locker.release()
    again = restart(window, open_window)
    assert stored_transcripts(path) == [EARLIER.transcript, finished]
    assert pending_files(data_dir) == []
    assert "added to the records" in again.statusBar().currentMessage()
    stats = again.persistence.show_statistics()
    assert stats.games_model.rowCount() == 2


def test_a_locked_records_file_is_tried_again_while_the_app_runs(
    open_window, data_dir, lock_records, monkeypatch, qtbot
) -> None:
    monkeypatch.setattr(finished_games, "RETRY_INTERVAL_MS", 200)
    path = make_records(data_dir)
    window, player = open_window(quick_solo("Ann"), totals=[8] * 200)
    window.persistence.startup()
    locker = lock_records(path)
    play_to_the_end_timed(window, player)
    pending = check_told_and_kept(window, qtbot, data_dir, LOCKED)
    finished = pending.read_text(encoding="utf-8")
    stats = window.persistence.show_statistics()  # open while locked: says so, no traceback
    assert "could not be read" in stats.ui.statusLabel.text()
    read_error_box(stats, qtbot).accept()

    timer = window.persistence.keeper.finished_games.retry_timer
    assert timer.isActive()
    locker.release()
    qtbot.waitUntil(lambda: not pending_files(data_dir), timeout=10_000)
    assert pending_files(data_dir) == []
    assert stored_transcripts(path) == [EARLIER.transcript, finished]
    assert not timer.isActive()
    assert window.statusBar().currentMessage() == "The finished game was added to the records."
    assert stats.games_model.rowCount() == 2  # the open Statistics follow


def test_a_full_disk_at_the_end_of_a_game_keeps_it_for_the_next_start(
    open_window, data_dir, qtbot
) -> None:
    with tmpfs(data_dir, "size=512k"):
        path = make_records(data_dir)
        # Room for the autosave (a page, and a second while it is replaced), none for
        # the records' journal: the disk is full as far as the database is concerned.
        filler = fill_up(data_dir, leave=8192)
        assert free_bytes(data_dir) == 8192
        window, player = open_window(quick_solo("Ann"), totals=[8] * 200)
        window.persistence.startup()
        play_to_the_end_timed(window, player)
        pending = check_told_and_kept(window, qtbot, data_dir, "disk is full")
        finished = pending.read_text(encoding="utf-8")
        assert stored_transcripts(path) == [EARLIER.transcript]

        filler.unlink()  # the person makes room and starts the app again
        restart(window, open_window)
        assert stored_transcripts(path) == [EARLIER.transcript, finished]
        assert pending_files(data_dir) == []


def test_records_kept_in_memory_do_not_count_as_stored(
    open_window, data_dir, lock_records, qtbot
) -> None:
    """Locked when the app starts: this session's records live in memory, the game does not."""
    path = make_records(data_dir)
    locker = lock_records(path)
    window, player = open_window(quick_solo("Ann"), totals=[8] * 200)
    window.persistence.startup()
    first = window.persistence.message_box
    assert first is not None and "kept in memory only" in first.text()
    first.accept()
    locker.release()

    play_to_the_end_timed(window, player)
    pending = check_told_and_kept(window, qtbot, data_dir, "the records are kept in memory only")
    finished = pending.read_text(encoding="utf-8")
    stats = window.persistence.show_statistics()
    assert stats.games_model.rowCount() == 1  # this session's game, shown from memory
    stats.close()

    restart(window, open_window)
    assert stored_transcripts(path) == [EARLIER.transcript, finished]
    assert pending_files(data_dir) == []


def test_a_game_on_no_disk_at_all_is_kept_in_memory_until_there_is_room(
    open_window, data_dir, monkeypatch, qtbot
) -> None:
    """Not even the transcript fits: the game waits in memory, quitting asks, room ends it."""
    monkeypatch.setattr(finished_games, "RETRY_INTERVAL_MS", 200)
    with tmpfs(data_dir, "size=512k"):
        path = make_records(data_dir)
        filler = fill_up(data_dir)
        window, player = open_window(quick_solo("Ann"), totals=[8] * 200)
        window.persistence.startup()
        player.roll()
        window.persistence.message_box.accept()  # the autosave's one warning
        play_to_the_end_timed(window, player)
        box = told(window, qtbot)
        assert "disk is full" in box.text() and "kept in memory" in box.text()
        assert "Save As" in box.text()
        box.accept()
        assert window.persistence.storage_label.isVisible()
        assert pending_files(data_dir) == [] and not (data_dir / "autosave.knaster").exists()
        finished = write_transcript(window.play.controller.game)

        assert not window.close()  # the finished game would be lost: the question comes
        question = window.persistence.quit_guard.box
        assert question is not None and question.isVisible()
        click_button(question, "Cancel")

        filler.unlink()  # room again: the next try keeps it, then stores it
        qtbot.waitUntil(lambda: finished in stored_transcripts(path), timeout=10_000)
        assert pending_files(data_dir) == []
        assert not window.persistence.storage_label.isVisible()
        assert window.close()  # nothing to lose any more


@pytest.mark.parametrize(
    "damage", ["DROP TABLE game_players", "ALTER TABLE game_players DROP COLUMN circles"]
)
def test_records_with_a_table_or_column_gone_are_set_aside_at_the_next_start(
    open_window, data_dir, qtbot, damage: str
) -> None:
    """Another program drops a table (or a column) of the records while the app runs: every
    page is still sound (``PRAGMA quick_check``: ok), yet no game can be stored. The finished
    game is kept as a pending record "added at the next start"; that start sets the file
    aside as a damaged one, says so, and the pending game goes into a new file."""
    path = make_records(data_dir)
    window, player = open_window(quick_solo("Ann"), totals=[8] * 200)
    window.persistence.startup()
    with sqlite3.connect(path) as other_program:
        other_program.execute(damage)
        assert other_program.execute("PRAGMA quick_check").fetchall() == [("ok",)]
    damaged = path.read_bytes()

    play_to_the_end_timed(window, player)
    pending = check_told_and_kept(window, qtbot, data_dir, "could not be added to the records")
    finished = pending.read_text(encoding="utf-8")

    again = restart(window, open_window)
    box = again.persistence.message_box
    assert box is not None and box.isVisible()
    [aside] = data_dir.glob("records.sqlite.damaged-*")
    assert "damaged" in box.text() and aside.name in box.text()
    assert aside.read_bytes() == damaged  # kept for the person, byte for byte
    assert stored_transcripts(path) == [finished]  # the promise kept
    assert pending_files(data_dir) == []
    assert "added to the records" in again.statusBar().currentMessage()
