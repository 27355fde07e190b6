"""The one file writer behaves like a careful editor, seen from ``knaster-qt print -o`` and the app.

Symlinks are followed (the target is written, the link stays), a FIFO, a device or a
folder is refused with a plain message and left alone, new files get the umask's
mode and existing files keep theirs, and temporary files of a writer killed with
SIGKILL are removed by the next write of that file and by the next start of the app.
All through real processes, real FIFOs, real device nodes and real signals.
"""

from __future__ import annotations

import os
import signal
import stat
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from knaster_qt.storage import atomic
from knaster_qt.storage.atomic import StorageError, atomic_write_text

ROOT = Path(__file__).resolve().parents[2]
PRINT_BLANK = ["print", "--blank", "1", "-o"]


def knaster(
    args: list[str], cwd: Path, umask: int = 0o022, timeout: float = 60
) -> subprocess.CompletedProcess[str]:
    """``knaster-qt ARGS`` in its own process, without a display, under ``umask``.

    The timeout turns a writer that blocks (on a FIFO, say) into a failure, not a hang.
    """
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update(PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", "knaster_qt", *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        umask=umask,
    )


def mode_of(path: Path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


# --- symlinks ---------------------------------------------------------------------------


def test_print_into_a_symlink_writes_its_target_and_keeps_the_link(tmp_path: Path) -> None:
    real = tmp_path / "pads" / "pad.pdf"
    real.parent.mkdir()
    real.write_bytes(b"old")
    link = tmp_path / "latest.pdf"
    link.symlink_to(Path("pads") / "pad.pdf")  # relative, as people make them
    chain = tmp_path / "chain.pdf"
    chain.symlink_to(link)  # a link to a link
    result = knaster([*PRINT_BLANK, "chain.pdf"], tmp_path)
    assert result.returncode == 0, result.stderr
    assert chain.is_symlink() and link.is_symlink()
    assert os.readlink(link) == str(Path("pads") / "pad.pdf")
    assert real.read_bytes().startswith(b"%PDF")
    assert sorted(p.name for p in real.parent.iterdir()) == ["pad.pdf"]  # no temporary left


def test_a_symlink_to_a_file_not_there_yet_creates_the_target(tmp_path: Path) -> None:
    link = tmp_path / "pad.pdf"
    link.symlink_to(tmp_path / "new.pdf")
    assert knaster([*PRINT_BLANK, str(link)], tmp_path).returncode == 0
    assert link.is_symlink() and (tmp_path / "new.pdf").read_bytes().startswith(b"%PDF")


def test_a_loop_of_symlinks_is_refused(tmp_path: Path) -> None:
    (tmp_path / "a.pdf").symlink_to(tmp_path / "b.pdf")
    (tmp_path / "b.pdf").symlink_to(tmp_path / "a.pdf")
    result = knaster([*PRINT_BLANK, "a.pdf"], tmp_path)
    assert result.returncode == 2
    assert "circle" in result.stderr and len(result.stderr.splitlines()) == 1
    assert (tmp_path / "a.pdf").is_symlink() and (tmp_path / "b.pdf").is_symlink()


# --- what is not a regular file ---------------------------------------------------------


def test_print_onto_a_fifo_is_refused_without_opening_it(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.pdf"
    os.mkfifo(fifo)
    result = knaster([*PRINT_BLANK, "pipe.pdf"], tmp_path, timeout=60)
    assert result.returncode == 2
    assert result.stderr == (
        "knaster-qt print: pipe.pdf is a named pipe (FIFO), not a regular file: "
        "nothing was written\n"
    )
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)  # still the FIFO
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pipe.pdf"]


def test_print_onto_dev_full_through_a_symlink_is_refused(tmp_path: Path) -> None:
    """/dev/full itself is not written in the test: a regression would replace the machine's."""
    link = tmp_path / "full.pdf"
    link.symlink_to("/dev/full")
    result = knaster([*PRINT_BLANK, "full.pdf"], tmp_path)
    assert result.returncode == 2
    assert "full.pdf (which leads to /dev/full) is a device, not a regular file" in result.stderr
    assert link.is_symlink() and stat.S_ISCHR(os.stat("/dev/full").st_mode)


def test_print_onto_a_device_node_is_refused_and_the_node_stays(tmp_path: Path) -> None:
    """A real character device, the same as /dev/full (major 1, minor 7), made as root."""
    node = tmp_path / "full"
    os.mknod(node, 0o666 | stat.S_IFCHR, os.makedev(1, 7))
    result = knaster([*PRINT_BLANK, str(node)], tmp_path)
    assert result.returncode == 2
    assert f"{node} is a device, not a regular file: nothing was written" in result.stderr
    assert stat.S_ISCHR(os.lstat(node).st_mode) and os.lstat(node).st_rdev == os.makedev(1, 7)


def test_print_onto_a_folder_or_a_symlink_to_one_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "out"
    folder.mkdir()
    (tmp_path / "out.pdf").symlink_to(folder)
    for name in ("out", "out.pdf"):
        result = knaster([*PRINT_BLANK, name], tmp_path)
        assert result.returncode == 2 and "folder" in result.stderr, result.stderr
    assert list(folder.iterdir()) == [] and (tmp_path / "out.pdf").is_symlink()


# --- modes ------------------------------------------------------------------------------


@pytest.mark.parametrize(("umask", "mode"), [(0o022, 0o644), (0o077, 0o600), (0o002, 0o664)])
def test_a_new_file_gets_the_mode_the_umask_allows(tmp_path: Path, umask: int, mode: int) -> None:
    assert knaster([*PRINT_BLANK, "pad.pdf"], tmp_path, umask=umask).returncode == 0
    assert mode_of(tmp_path / "pad.pdf") == mode


@pytest.mark.parametrize(("umask", "mode"), [(0o077, 0o644), (0o022, 0o600), (0o022, 0o640)])
def test_an_existing_file_keeps_its_mode(tmp_path: Path, umask: int, mode: int) -> None:
    target = tmp_path / "pad.pdf"
    target.write_bytes(b"old")
    target.chmod(mode)
    assert knaster([*PRINT_BLANK, "pad.pdf"], tmp_path, umask=umask).returncode == 0
    assert mode_of(target) == mode and target.read_bytes().startswith(b"%PDF")


def test_an_existing_file_keeps_its_owner_when_root_rewrites_it(tmp_path: Path) -> None:
    target = tmp_path / "game.knaster"
    target.write_text("old")
    os.chown(target, 1234, 4321)
    atomic_write_text(target, "new")
    assert (os.stat(target).st_uid, os.stat(target).st_gid) == (1234, 4321)
    assert target.read_text() == "new"


def test_the_writer_refuses_in_process_with_a_storage_error(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(StorageError, match=r"named pipe \(FIFO\)"):
        atomic_write_text(fifo, "x")


# --- temporary files of a killed writer ---------------------------------------------------

# Writes ``autosave.knaster`` in the data folder through the app's autosave and stops
# just before the rename, the way a kill in that moment finds it.
KILLED_WRITER = textwrap.dedent(
    """
    import os, sys, time
    from knaster_qt.storage import atomic
    from knaster_qt.storage.autosave import Autosave

    def stuck(*args):
        print("written", flush=True)
        time.sleep(120)

    atomic.os.replace = stuck
    Autosave(sys.argv[1]).save("knaster 1\\nsheet A\\nplayer Ann\\nroll 7\\n" * 1000)
    """
)


def kill_a_writer_mid_save(folder: Path) -> set[str]:
    """Run the writer in its own process, SIGKILL it mid-save; the files it left."""
    before = set(os.listdir(folder))
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    with subprocess.Popen(
        [sys.executable, "-c", KILLED_WRITER, str(folder)],
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    ) as writer:
        assert writer.stdout is not None
        assert writer.stdout.readline() == "written\n"
        writer.send_signal(signal.SIGKILL)
        assert writer.wait(timeout=30) == -signal.SIGKILL
    left = set(os.listdir(folder)) - before
    assert len(left) == 1, left  # the complete temporary file, never renamed
    return left


def start_the_app(folder: Path) -> subprocess.CompletedProcess[str]:
    """The real app start (knaster_qt.shell.app.main) on ``folder``, quitting after its start-up."""
    script = textwrap.dedent(
        """
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication
        from knaster_qt.shell.app import main
        app = QApplication([])
        QTimer.singleShot(2500, app.quit)
        raise SystemExit(main([]))
        """
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT), KNASTER_QT_DATA_DIR=str(folder))
    env["QT_QPA_PLATFORM"] = "offscreen"
    return subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=60
    )


def test_the_next_app_start_removes_what_a_killed_writer_left(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    left = kill_a_writer_mid_save(folder)
    # Not ours to delete: a writer that still runs, and files of other names.
    with subprocess.Popen(["sleep", "60"]) as alive:
        running = f".records.csv.{alive.pid}.0123456789ab.knaster-tmp"
        others = [running, ".notes.tmp", "notes.knaster-tmp", ".x.12.zz.knaster-tmp"]
        for name in others:
            (folder / name).write_text("keep")
        # A kept game's write killed the same way (planted: its writer's PID is free).
        kept = folder / "kept"
        kept.mkdir()
        no_such_pid = int(Path("/proc/sys/kernel/pid_max").read_text()) + 1
        stale_kept = (
            f".2026-12-01_14-05-09_abandoned.knaster.{no_such_pid}.0123456789ab.knaster-tmp"
        )
        (kept / stale_kept).write_text("knaster 1\n")
        result = start_the_app(folder)
        alive.kill()
    assert result.returncode == 0, result.stderr
    assert left.isdisjoint(os.listdir(folder)), os.listdir(folder)
    assert set(others) <= set(os.listdir(folder))
    assert os.listdir(kept) == []


def test_the_next_write_of_a_file_removes_its_killed_writers_temporary(tmp_path: Path) -> None:
    left = kill_a_writer_mid_save(tmp_path)
    (tmp_path / "autosave.knaster").write_text("old")
    atomic_write_text(tmp_path / "autosave.knaster", "new")
    assert sorted(os.listdir(tmp_path)) == ["autosave.knaster"]
    assert left


def test_only_stale_temporaries_of_our_own_names_are_removed(tmp_path: Path) -> None:
    no_such_pid = int(Path("/proc/sys/kernel/pid_max").read_text()) + 1
    stale = tmp_path / f".pad.pdf.{no_such_pid}.0123456789ab.knaster-tmp"
    stale.write_text("its writer is gone")
    mine = tmp_path / f".pad.pdf.{os.getpid()}.0123456789ab.knaster-tmp"
    mine.write_text("being written by us")
    folder = tmp_path / f".a.{no_such_pid}.0123456789ab.knaster-tmp"  # a folder is no temp
    folder.mkdir()
    assert atomic.remove_stale_temporaries(tmp_path, only_for="other.pdf") == []
    assert atomic.remove_stale_temporaries(tmp_path) == [stale]
    assert mine.exists() and folder.is_dir()
