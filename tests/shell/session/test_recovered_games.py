"""Game > Recovered Games…: the kept games of every hosted game, newest first, with their
game, date, rounds and players; chosen by clicks and deleted (button or Delete key) after a
confirmation that names them. Deleted games go to the system trash; only when the trash
cannot take them are they deleted for good, after a second question that says so. A game
already gone or a read-only kept folder is reported, and nothing else is lost.

The trash is the freedesktop one under a private XDG_DATA_HOME (Linux), so no test puts
anything in the trash of the person running it; a read-only folder is a real read-only
tmpfs (mounting needs root; tests/platform_needs.py)."""

from __future__ import annotations

import datetime
import os
import re
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from knaster_qt.shell.views.statistics_window import when
from knaster_qt.storage.kept import keep_game
from tests.platform_needs import tmpfs

from .conftest import click_button
from .recovered import chosen_rows, click_row, open_recovered, rows

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")

ROOT = Path(__file__).resolve().parents[3]
KNASTER = "knaster 1\nsheet B\nplayer Ann\nplayer Bob\nroll 7\nBob write c3\n"
SOLO = "knaster 1\nsheet A\nplayer Cleo\nroll 7\nCleo write c3\nroll 8\nCleo write c4\n"
EXACT_HIT = "exact-hit 1\nplayer Ann A\nplayer Bob B\nthrow 4 1 4 2 6 5\n"
UNREADABLE = "knaster 1\nsheet A\nplayer Player\nroll 7\nPlayer circle z9\n"


def loop_tiles_game() -> str:
    """The documented Loop Tiles game in progress (Ann and Bob, in round 2)."""
    text = (ROOT / "docs" / "loop-tiles-transcript.md").read_text(encoding="utf-8")
    example = re.search(r"## An example\n\n```\n(.*?)```", text, re.S)
    assert example
    return example.group(1)


def keep(data_dir: Path, text: str, reason: str, ago: datetime.timedelta) -> Path:
    """A game kept ``ago`` (as the app keeps one: its file in kept/, named by the moment)."""
    moment = datetime.datetime.now().replace(second=0, microsecond=0) - ago
    return keep_game(data_dir, text.encode("utf-8"), reason, moment)


def kept_at(path: Path) -> str:
    """The date and time a row shows for the file: the language's short format."""
    return when(datetime.datetime.strptime(path.name[:19], "%Y-%m-%d_%H-%M-%S"))


def kept_names(data_dir: Path) -> list[str]:
    return sorted(path.name for path in (data_dir / "kept").iterdir())


@pytest.fixture
def trash(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """This test's own system trash (freedesktop: $XDG_DATA_HOME/Trash), on the data folder's disk."""
    if not (os.name == "posix" and os.uname().sysname == "Linux"):
        pytest.skip("the trash of this system is the real one: only Linux's can be redirected")
    home = tmp_path / "home"
    share = home / ".local" / "share"
    share.mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_DATA_HOME", str(share))
    return share / "Trash"


def trashed(trash: Path) -> dict[str, str]:
    """The trash's files (name: content) whose info says they came from a kept/ folder."""
    found = {}
    for info in (trash / "info").glob("*.trashinfo"):
        origin = re.search(r"^Path=(.*)$", info.read_text(encoding="utf-8"), re.M)
        assert origin and "/kept/" in origin.group(1)
        name = info.name.removesuffix(".trashinfo")
        found[name] = (trash / "files" / name).read_text(encoding="utf-8")
    return found


def press_delete(qtbot, recovered) -> QMessageBox:
    """The Delete key in the list; returns the question it asks."""
    recovered.ui.gamesTable.setFocus()
    qtbot.keyClick(recovered.ui.gamesTable, Qt.Key.Key_Delete)
    box = recovered.confirm_box
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    return box


def click_delete(qtbot, recovered) -> QMessageBox:
    qtbot.mouseClick(recovered.ui.deleteButton, Qt.MouseButton.LeftButton)
    box = recovered.confirm_box
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    return box


def test_every_kept_game_is_listed_newest_first_with_its_game_date_rounds_and_players(
    open_window, data_dir, qtbot
) -> None:
    minute = datetime.timedelta(minutes=1)
    knaster = keep(data_dir, KNASTER, "abandoned", 3 * minute)
    exact_hit = keep(data_dir, EXACT_HIT, "declined", 2 * minute)
    loop_tiles = keep(data_dir, loop_tiles_game(), "abandoned", minute)
    unreadable = keep(data_dir, UNREADABLE, "unreadable", datetime.timedelta(days=40))
    window, _ = open_window()
    recovered = open_recovered(window, qtbot)
    assert rows(recovered) == [
        (kept_at(loop_tiles), "Loop Tiles", "2", "Ann, Bob", "abandoned"),
        (kept_at(exact_hit), "Exact Hit", "1", "Ann, Bob", "not resumed"),
        (kept_at(knaster), "Knaster", "1", "Ann, Bob", "abandoned"),
        (kept_at(unreadable), "Knaster", "—", "cannot be read", "unreadable"),
    ]
    model = recovered.ui.gamesTable.model()
    assert model.index(0, 3).data(Qt.ItemDataRole.ToolTipRole) == str(loop_tiles)
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers == ["Kept", "Game", "Rounds", "Players", "Why"]
    # Nothing chosen yet: only the bulk choice can act (one game is older than 30 days).
    ui = recovered.ui
    assert not ui.openButton.isEnabled() and not ui.deleteButton.isEnabled()
    assert ui.deleteOldButton.isEnabled()
    click_row(qtbot, recovered, 1)
    assert ui.openButton.isEnabled() and ui.deleteButton.isEnabled()
    click_row(qtbot, recovered, 2, Qt.KeyboardModifier.ControlModifier)
    assert chosen_rows(recovered) == [1, 2]
    assert not ui.openButton.isEnabled() and ui.deleteButton.isEnabled()  # Open takes one


@pytest.mark.linux_only
def test_chosen_games_go_to_the_trash_after_a_question_that_names_them(
    open_window, data_dir, qtbot, trash
) -> None:
    minute = datetime.timedelta(minutes=1)
    knaster = keep(data_dir, KNASTER, "abandoned", 3 * minute)
    exact_hit = keep(data_dir, EXACT_HIT, "declined", 2 * minute)
    loop_tiles = keep(data_dir, loop_tiles_game(), "abandoned", minute)
    window, _ = open_window()
    recovered = open_recovered(window, qtbot)
    click_row(qtbot, recovered, 0)
    click_row(qtbot, recovered, 2, Qt.KeyboardModifier.ControlModifier)

    box = click_delete(qtbot, recovered)
    assert box.text() == "Delete 2 kept games?"
    assert box.informativeText() == (
        f"• Loop Tiles · {kept_at(loop_tiles)} · round 2 · Ann, Bob\n"
        f"• Knaster · {kept_at(knaster)} · round 1 · Ann, Bob\n\n"
        "They go to the trash, from where they can still be restored."
    )
    assert box.defaultButton() is box.escapeButton()  # Enter and Esc keep them
    click_button(box, "Cancel")
    assert len(rows(recovered)) == 3 and chosen_rows(recovered) == [0, 2]
    assert not trash.exists() and len(kept_names(data_dir)) == 3

    box = press_delete(qtbot, recovered)  # the Delete key asks the same
    assert box.text() == "Delete 2 kept games?"
    click_button(box, "Delete")
    assert kept_names(data_dir) == [exact_hit.name]
    assert trashed(trash) == {knaster.name: KNASTER, loop_tiles.name: loop_tiles_game()}
    assert [row[1] for row in rows(recovered)] == ["Exact Hit"]
    assert recovered.ui.statusLabel.text() == "2 kept games moved to the trash."
    assert recovered.message_box is None  # nothing went wrong: nothing more to say

    click_row(qtbot, recovered, 0)
    click_button(press_delete(qtbot, recovered), "Delete")
    assert rows(recovered) == [] and kept_names(data_dir) == []
    assert recovered.ui.statusLabel.text() == "1 kept game moved to the trash. No games are kept."
    assert not window.ui.actionRecovered.isEnabled()  # nothing left to recover


@pytest.mark.linux_only
def test_delete_older_than_30_days_chooses_the_old_games_and_asks_first(
    open_window, data_dir, qtbot, trash
) -> None:
    day = datetime.timedelta(days=1)
    new = keep(data_dir, KNASTER, "abandoned", datetime.timedelta(minutes=5))
    month = keep(data_dir, SOLO, "declined", 29 * day)
    old = keep(data_dir, EXACT_HIT, "abandoned", 31 * day)
    older = keep(data_dir, UNREADABLE, "unreadable", 400 * day)
    window, _ = open_window()
    recovered = open_recovered(window, qtbot)
    qtbot.mouseClick(recovered.ui.deleteOldButton, Qt.MouseButton.LeftButton)
    box = recovered.confirm_box
    assert box is not None and box.isVisible()
    assert chosen_rows(recovered) == [2, 3]  # shown chosen while the question is asked
    assert box.text() == "Delete 2 kept games?"
    assert box.informativeText().splitlines()[:2] == [
        f"• Exact Hit · {kept_at(old)} · round 1 · Ann, Bob",
        f"• Knaster · {kept_at(older)} · cannot be read",
    ]
    click_button(box, "Delete")
    assert kept_names(data_dir) == sorted([new.name, month.name])
    assert sorted(trashed(trash)) == sorted([old.name, older.name])
    assert [row[3] for row in rows(recovered)] == ["Ann, Bob", "Cleo"]
    assert not recovered.ui.deleteOldButton.isEnabled()  # none older than 30 days now


@pytest.mark.linux_only
def test_without_a_trash_a_second_question_says_the_games_are_deleted_for_good(
    open_window, data_dir, qtbot, trash, monkeypatch, tmp_path
) -> None:
    blocked = tmp_path / "not-a-folder"  # where the trash would be, a file: no trash at all
    blocked.write_text("")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocked))
    first = keep(data_dir, KNASTER, "abandoned", datetime.timedelta(minutes=2))
    second = keep(data_dir, SOLO, "abandoned", datetime.timedelta(minutes=1))
    window, _ = open_window()
    recovered = open_recovered(window, qtbot)
    click_row(qtbot, recovered, 1)
    click_button(click_delete(qtbot, recovered), "Delete")
    box = recovered.confirm_box
    assert box.isVisible()
    assert box.text() == "The trash cannot take 1 kept game. Delete it for good?"
    assert box.informativeText() == (
        f"• Knaster · {kept_at(first)} · round 1 · Ann, Bob\n\nIt cannot be restored afterwards."
    )
    click_button(box, "Cancel")
    assert kept_names(data_dir) == sorted([first.name, second.name])
    assert recovered.ui.statusLabel.text() == "1 kept game left as it was."
    assert len(rows(recovered)) == 2 and chosen_rows(recovered) == [1]

    click_button(click_delete(qtbot, recovered), "Delete")
    click_button(recovered.confirm_box, "Delete for Good")
    assert kept_names(data_dir) == [second.name]
    assert [row[3] for row in rows(recovered)] == ["Cleo"]
    assert recovered.ui.statusLabel.text() == "1 kept game deleted for good."
    assert not trash.exists() and blocked.read_text() == ""


@pytest.mark.linux_only
def test_a_game_deleted_meanwhile_is_reported_and_the_others_still_go(
    open_window, data_dir, qtbot, trash
) -> None:
    gone = keep(data_dir, KNASTER, "abandoned", datetime.timedelta(minutes=2))
    other = keep(data_dir, SOLO, "declined", datetime.timedelta(minutes=1))
    window, _ = open_window()
    recovered = open_recovered(window, qtbot)
    qtbot.keyClick(recovered.ui.gamesTable, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    box = press_delete(qtbot, recovered)
    assert box.text() == "Delete 2 kept games?"
    gone.unlink()  # another copy of the app, or the person in a file manager
    click_button(box, "Delete")
    report = recovered.message_box
    assert report is not None and report.isVisible()
    assert report.icon() == QMessageBox.Icon.Information
    assert report.text() == (
        "1 kept game had already been removed by another program:\n\n"
        f"• Knaster · {kept_at(gone)} · round 1 · Ann, Bob"
    )
    assert report.informativeText() == "1 kept game moved to the trash. Nothing else was changed."
    assert trashed(trash) == {other.name: SOLO}
    assert rows(recovered) == []


@pytest.mark.linux_only
@pytest.mark.requires_root
def test_a_read_only_kept_folder_is_reported_and_nothing_is_lost(
    open_window, data_dir, qtbot, trash
) -> None:
    kept = data_dir / "kept"
    kept.mkdir()
    (data_dir / "autosave.knaster").write_text(SOLO, encoding="utf-8")  # the game on hold
    with tmpfs(kept, "size=1m"):
        first = keep(data_dir, KNASTER, "abandoned", datetime.timedelta(minutes=2))
        second = keep(data_dir, EXACT_HIT, "declined", datetime.timedelta(minutes=1))
        subprocess.run(["mount", "-o", "remount,ro", str(kept)], check=True)
        window, _ = open_window()
        recovered = open_recovered(window, qtbot)
        before = rows(recovered)
        click_row(qtbot, recovered, 0)
        click_row(qtbot, recovered, 1, Qt.KeyboardModifier.ControlModifier)
        click_button(click_delete(qtbot, recovered), "Delete")

        report = recovered.message_box
        assert report is not None and report.isVisible()
        assert report.icon() == QMessageBox.Icon.Warning
        folder_problem = f"the folder {kept} is read-only or may not be changed"
        assert report.text() == (
            "2 kept games could not be deleted:\n\n"
            f"• Exact Hit · {kept_at(second)} · round 1 · Ann, Bob: {folder_problem}\n"
            f"• Knaster · {kept_at(first)} · round 1 · Ann, Bob: {folder_problem}"
        )
        assert report.informativeText() == "Nothing else was changed."
        report.accept()
        assert first.read_text(encoding="utf-8") == KNASTER
        assert second.read_text(encoding="utf-8") == EXACT_HIT
        assert rows(recovered) == before and chosen_rows(recovered) == [0, 1]
        assert recovered.ui.statusLabel.text() == ""
        assert not trash.exists() or trashed(trash) == {}
        assert window.ui.actionRecovered.isEnabled()
    assert (data_dir / "autosave.knaster").read_text(encoding="utf-8") == SOLO


def test_the_open_window_and_its_question_speak_the_chosen_language(
    open_window, data_dir, qtbot
) -> None:
    """Edit > Language > Čeština while the window is open: its texts, its rows and the
    question's Czech plural forms (2 uschované hry, 5 uschovaných her) follow at once."""
    for minutes in range(5):
        keep(data_dir, KNASTER, "abandoned", datetime.timedelta(minutes=minutes + 1))
    window, _ = open_window()
    recovered = open_recovered(window, qtbot)
    window.language_menu.action("cs").trigger()  # as a click on Edit > Language
    try:
        qtbot.waitUntil(lambda: recovered.windowTitle() == "Obnovené hry")
        assert recovered.ui.deleteButton.text() == "&Smazat…"
        model = recovered.ui.gamesTable.model()
        assert model.headerData(4, Qt.Orientation.Horizontal) == "Důvod"
        assert {row[4] for row in rows(recovered)} == {"vzdaná"}
        click_row(qtbot, recovered, 0)
        click_row(qtbot, recovered, 1, Qt.KeyboardModifier.ControlModifier)
        box = click_delete(qtbot, recovered)
        assert box.text() == "Smazat 2 uschované hry?"
        assert "kolo 1 · Ann, Bob" in box.informativeText()
        qtbot.mouseClick(box.escapeButton(), Qt.MouseButton.LeftButton)
        qtbot.keyClick(recovered.ui.gamesTable, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        box = press_delete(qtbot, recovered)
        assert box.text() == "Smazat 5 uschovaných her?"
        box.reject()
        assert len(kept_names(data_dir)) == 5
    finally:
        window.language_menu.action("en").trigger()
        qtbot.waitUntil(lambda: recovered.windowTitle() == "Recovered Games")
