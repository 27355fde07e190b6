"""Bad situations: a damaged records file, a read-only data folder, a full disk. The game goes on.

The read-only folder and the full disk are real: a tmpfs mounted read-only, a
tiny tmpfs filled up (mounting needs root), and a folder chmod'ed read-only for an
app process that runs without root's right to ignore file modes.
"""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from knaster_qt.games.knaster.core.notation import cell_index

from .conftest import play_to_the_end, quick_solo

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")
PROBE = Path(__file__).resolve().parent / "storage_probe.py"
ROOT = PROBE.parents[3]


@contextlib.contextmanager
def tmpfs(folder: Path, options: str) -> Iterator[Path]:
    """Mount a tmpfs on ``folder`` for the block; always unmounted afterwards."""
    subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(folder)], check=True)
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=True)


def fill_up(folder: Path) -> Path:
    """Write until the disk is full; returns the filler file."""
    filler = folder / "filler"
    with contextlib.suppress(OSError), filler.open("wb") as stream:
        while True:
            stream.write(b"x" * 4096)
            stream.flush()
    return filler


def test_a_damaged_records_file_is_set_aside_and_a_fresh_one_used(open_window, data_dir) -> None:
    damaged = b"SQLite format 3\x00" + b"\x13\x37" * 3000
    (data_dir / "records.sqlite").write_bytes(damaged)
    window, player = open_window(quick_solo("Ann"), totals=[7] * 100)
    window.persistence.startup()  # the app starts normally and says what happened
    box = window.persistence.message_box
    assert box is not None and box.isVisible()
    assert "damaged" in box.text() and "records.sqlite.damaged-" in box.text()
    aside = [p for p in data_dir.iterdir() if p.name.startswith("records.sqlite.damaged-")]
    assert len(aside) == 1 and aside[0].read_bytes() == damaged
    box.accept()
    play_to_the_end(window, player)
    stats = window.persistence.show_statistics()
    assert stats.games_model.rowCount() == 1
    assert stats.ui.statusLabel.text() == ""  # on disk, not in memory


@pytest.mark.requires_root
def test_a_read_only_data_folder_warns_once_and_the_game_goes_on(open_window, data_dir) -> None:
    with tmpfs(data_dir, "ro,size=1m"):
        window, player = open_window(quick_solo("Ann"), totals=[7] * 100)
        window.persistence.startup()  # no records yet: nothing to open, nothing to say
        assert window.persistence.message_box is None
        player.roll()
        box = window.persistence.message_box
        assert box is not None and box.isVisible()
        assert "in memory" in box.text() and "read-only" in box.text()
        assert str(data_dir) in box.text()
        box.accept()
        player.click_cell(cell_index("c3"))
        status = window.persistence.storage_label
        assert status.isVisible() and "not saved" in status.text()
        assert "read-only" in status.toolTip()
        assert window.persistence.message_box is box and not box.isVisible()  # no second dialog
        assert window.persistence.keeper.in_memory
        play_to_the_end(window, player)
        assert window.play.controller.game.game_over
        stats = window.persistence.show_statistics()
        assert stats.games_model.rowCount() == 1  # the records of this session, in memory
        assert "in memory only" in stats.ui.statusLabel.text()
        assert list(data_dir.iterdir()) == []


@pytest.mark.requires_root
def test_a_full_disk_warns_once_and_autosave_resumes_when_there_is_room(
    open_window, data_dir
) -> None:
    with tmpfs(data_dir, "size=64k"):
        filler = fill_up(data_dir)
        window, player = open_window(totals=[7, 8, 9, 6])
        player.roll()
        box = window.persistence.message_box
        assert box is not None and box.isVisible()
        assert "the disk is full" in box.text() and "goes on in memory" in box.text()
        box.accept()
        player.click_cell(cell_index("c3"))
        player.roll()
        assert window.persistence.message_box is box and not box.isVisible()
        assert window.play.controller.game.rounds == 2
        assert not (data_dir / "autosave.knaster").exists()
        assert [p.name for p in data_dir.iterdir()] == ["filler"]  # no temporary left behind
        filler.unlink()
        player.click_cell(cell_index("d4"))
        saved = (data_dir / "autosave.knaster").read_text(encoding="utf-8")
        assert saved.endswith("Player write c3\nroll 6 2\nPlayer write d4\n")
        assert not window.persistence.keeper.in_memory
        assert not window.persistence.storage_label.isVisible()


@pytest.mark.linux_only
@pytest.mark.requires_tools("setpriv")
def test_the_app_in_a_process_that_may_not_write_the_data_folder(tmp_path: Path) -> None:
    """chmod alone: the process runs without root's right to ignore it (capabilities dropped)."""
    data = tmp_path / "data"
    data.mkdir()
    data.chmod(0o555)
    tmp_path.chmod(0o755)
    env = dict(os.environ, KNASTER_QT_DATA_DIR=str(data), PYTHONPATH=str(ROOT))
    result = subprocess.run(
        ["setpriv", "--inh-caps=-all", "--bounding-set=-all", "--", sys.executable, str(PROBE)],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    seen = json.loads(result.stdout.strip().splitlines()[-1])
    assert len(seen["dialogs"]) == 1  # one warning for three rolls and three writes
    assert "could not be autosaved" in seen["dialogs"][0]
    assert "no permission to write" in seen["dialogs"][0] and "in memory" in seen["dialogs"][0]
    assert seen["mark_shown"] and "not saved" in seen["mark_text"]
    assert seen["rounds"] == 3  # the game went on
    assert [seen["values"][cell_index(c)] for c in ("c3", "d4", "e5")] == [7, 7, 7]
    assert list(data.iterdir()) == []
