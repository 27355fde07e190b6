"""Atomic writes and the autosave slot: the old file or the new one, never half of one."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from knaster_qt.storage import atomic
from knaster_qt.storage.atomic import StorageError, atomic_write_text
from knaster_qt.storage.autosave import Autosave


def test_write_replaces_the_file_and_leaves_no_temporary(tmp_path: Path) -> None:
    target = tmp_path / "game.knaster"
    target.write_text("old")
    atomic_write_text(target, "new text\n")
    assert target.read_text() == "new text\n"
    assert [p.name for p in tmp_path.iterdir()] == ["game.knaster"]


def test_a_full_disk_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "game.knaster"
    target.write_text("old")

    def no_space(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic.os, "fsync", no_space)
    with pytest.raises(StorageError, match="disk is full"):
        atomic_write_text(target, "new")
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["game.knaster"]


def test_a_missing_folder_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(StorageError, match="does not exist"):
        atomic_write_text(tmp_path / "nowhere" / "x.knaster", "text")


def test_autosave_round_trip_and_clear(tmp_path: Path) -> None:
    slot = Autosave(tmp_path / "data")
    assert slot.load() is None
    slot.save("knaster 1\nsheet A\nplayer Ann\n")
    assert slot.load() == "knaster 1\nsheet A\nplayer Ann\n"
    slot.clear()
    assert slot.load() is None
    slot.clear()  # clearing twice is fine


def test_autosave_into_a_file_where_a_folder_should_be(tmp_path: Path) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("x")
    with pytest.raises(StorageError, match="cannot create the data folder"):
        Autosave(blocker).save("knaster 1\n")


def test_set_aside_keeps_the_unreadable_file(tmp_path: Path) -> None:
    slot = Autosave(tmp_path)
    slot.save("garbage")
    aside = slot.set_aside()
    assert aside is not None and aside.read_text() == "garbage"
    assert slot.load() is None
    assert aside.parent == tmp_path / "kept" and aside.name.endswith("_unreadable.knaster")


@pytest.mark.linux_only  # names the synced files through /proc/self/fd
def test_autosave_is_made_durable_in_the_background(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    synced: list[str] = []
    real_fsync = os.fsync

    def recording_fsync(fd: int) -> None:
        synced.append(os.readlink(f"/proc/self/fd/{fd}"))
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", recording_fsync)
    slot = Autosave(tmp_path)
    slot.save("knaster 1\nsheet A\nplayer Ann\n")
    assert slot.load() == "knaster 1\nsheet A\nplayer Ann\n"  # readable at once
    assert slot.wait_until_durable(timeout=5)
    assert str(slot.path) in synced and str(tmp_path) in synced  # the file, then its folder
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.knaster"]


def test_the_sync_thread_ends_when_idle_and_comes_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from knaster_qt.storage import autosave

    monkeypatch.setattr(autosave, "_IDLE_SECONDS", 0.05)

    slot = Autosave(tmp_path)
    slot.save("knaster 1\n")
    # Only this slot's own thread counts: slots of earlier tests may still be winding down.
    thread = slot._syncer._thread
    assert thread is not None and thread.is_alive()
    assert slot.wait_until_durable(timeout=5)
    thread.join(timeout=5)  # idle for 0.05 s, it ends by itself
    assert not thread.is_alive()
    slot.save("knaster 1\nsheet A\n")
    again = slot._syncer._thread
    assert again is not None and again is not thread
    assert slot.wait_until_durable(timeout=5)
    assert slot.load() == "knaster 1\nsheet A\n"
