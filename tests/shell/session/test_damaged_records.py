"""Records that are damaged inside, or held by another program: noticed, kept, no traceback.

The damaged file is real: a records database with forty games whose page
contents (not the header) were overwritten, so that ``PRAGMA quick_check``
answers with a list of problems instead of raising. The lock is real too:
another process holding ``BEGIN EXCLUSIVE``. Everything is reached through the
menu, the buttons and double-clicks, as a person does.
"""

from __future__ import annotations

import sqlite3
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog

from knaster_qt.storage.records import GameRecord, PlayerRecord, RecordsDatabase

from .conftest import play_to_the_end, quick_solo

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")
PAGE = 4096


def records_with_games(path: Path, count: int = 40) -> None:
    database = RecordsDatabase.open(path)
    database.add_games(
        GameRecord(
            datetime(2026, 1, 1) + timedelta(days=day),
            "A",
            "quick-end",
            25,
            (PlayerRecord("Ann", "human", None, 50, 10, 60 + day, 1),),
            "knaster 1\nsheet A\nplayer Ann\n" + "roll 7\nAnn write c3\n" * 20,
        )
        for day in range(count)
    )
    database.close()


def damage_pages(path: Path) -> bytes:
    """Overwrite the cell pointers of every page after the first two; the header stays good."""
    data = bytearray(path.read_bytes())
    for page in range(2, len(data) // PAGE):
        data[page * PAGE + 8 : page * PAGE + 12] = b"\x37\x37\x37\x37"
    path.write_bytes(bytes(data))
    with sqlite3.connect(path) as db:  # the kind of damage the issue describes
        answer = db.execute("PRAGMA quick_check").fetchall()
        assert answer != [("ok",)] and "out of range" in answer[0][0]
        with pytest.raises(sqlite3.DatabaseError):
            db.execute("SELECT name, MAX(total) FROM game_players GROUP BY name").fetchall()
    return bytes(data)


def menu_action(window, menu, text: str):
    """The action a person clicks in ``menu``, found by its text (without &)."""
    for action in menu.actions():
        if action.text().replace("&", "") == text:
            return action
    raise AssertionError(f"no {text!r} in {[a.text() for a in menu.actions()]}")


def open_statistics(window):
    menu_action(window, window.ui.menuGame, "Statistics…").trigger()
    stats = window.persistence.statistics_window
    assert stats is not None and stats.isVisible()
    return stats


def read_error_box(stats, qtbot):
    """The dialog that the records could not be read (it opens once the window shows)."""

    def shown() -> bool:
        box = stats.message_box
        return (
            box is not None and box.isVisible() and box.windowTitle() == "Cannot read the records"
        )

    qtbot.waitUntil(shown)
    return stats.message_box


def test_records_damaged_inside_are_set_aside_and_statistics_open(open_window, data_dir) -> None:
    path = data_dir / "records.sqlite"
    records_with_games(path)
    damaged = damage_pages(path)

    window, player = open_window(quick_solo("Ann"), totals=[8] * 200)
    window.persistence.startup()
    box = window.persistence.message_box
    assert box is not None and box.isVisible()
    assert "damaged" in box.text() and "records.sqlite.damaged-" in box.text()
    [aside] = data_dir.glob("records.sqlite.damaged-*")
    assert aside.name in box.text()
    assert aside.read_bytes() == damaged  # kept for the person, byte for byte
    box.accept()

    stats = open_statistics(window)
    assert stats.games_model.rowCount() == 0 and stats.message_box is None
    assert "<b>0</b> finished games stored" in stats.ui.summaryLabel.text()
    stats.close()

    play_to_the_end(window, player)
    assert window.persistence.message_box is box  # no new warning: the game was recorded
    assert not list(data_dir.glob("pending-record-*"))
    stats = open_statistics(window)
    assert stats.games_model.rowCount() == 1


def test_a_second_damaged_file_never_replaces_the_first(open_window, data_dir) -> None:
    path = data_dir / "records.sqlite"
    records_with_games(path)
    first = damage_pages(path)
    window, _ = open_window()
    window.persistence.startup()
    window.persistence.message_box.accept()
    assert window.close()

    path.unlink()  # the new file is damaged the same way, in the same second or not
    records_with_games(path, count=30)
    second = damage_pages(path)
    again, _ = open_window()
    again.persistence.startup()
    assert "damaged" in again.persistence.message_box.text()
    kept = sorted(p.read_bytes() for p in data_dir.glob("records.sqlite.damaged-*"))
    assert kept == sorted([first, second])


def test_locked_records_give_messages_not_tracebacks(
    open_window, data_dir, lock_records, monkeypatch, tmp_path, qtbot
) -> None:
    """Statistics, CSV export and replay while another program holds the file."""
    path = data_dir / "records.sqlite"
    records_with_games(path, count=3)
    window, _ = open_window()
    window.persistence.startup()

    stats = open_statistics(window)  # opened while the file is free
    assert stats.games_model.rowCount() == 3
    locker = lock_records(path)

    stats.ui.tabs.setCurrentWidget(stats.ui.gamesTab)  # double-click a game to replay it
    view = stats.ui.gamesTable
    qtbot.waitExposed(view)
    rect = view.visualRect(stats.games_model.index(0, 0))
    # A person's double-click: the first click, then the second one (Qt's DblClick event).
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    box = stats.message_box
    assert box is not None and box.isVisible()
    assert box.windowTitle() == "Cannot replay game" and "locked" in box.text()
    box.accept()

    target = tmp_path / "records.csv"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *args, **kwargs: (str(target), ""))
    )
    QTest.mouseClick(stats.ui.exportButton, Qt.MouseButton.LeftButton)
    box = stats.message_box
    assert box.isVisible() and box.windowTitle() == "Cannot export records"
    assert "locked" in box.text() and not target.exists()
    box.accept()
    stats.close()

    stats = open_statistics(window)  # Game > Statistics again: read anew, while locked
    box = read_error_box(stats, qtbot)
    assert "locked" in box.text() and "could not be read" in stats.ui.statusLabel.text()
    box.accept()

    locker.release()
    stats.close()
    stats = open_statistics(window)
    assert stats.games_model.rowCount() == 3 and stats.ui.statusLabel.text() == ""
