"""``knaster-qt check`` (and ``print --transcript``) on what is not a game file: a FIFO, a
device, a folder, a huge file. Real processes with a timeout, so a regression that blocks
on the FIFO fails the test instead of hanging the suite."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from knaster_qt.input_files import MAX_TRANSCRIPT_BYTES

ROOT = Path(__file__).resolve().parents[2]
GAME = "knaster 1\nsheet A\nplayer Ann\nroll 7\nAnn write c3\n"
TIMEOUT = 30  # seconds; the check of a small file takes well under one


def knaster(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", "knaster_qt", *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        env=env,
        timeout=TIMEOUT,
    )


def assert_one_line_error(result: subprocess.CompletedProcess[str], expected: str) -> None:
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr == expected + "\n"


@pytest.mark.posix_only  # FIFOs, devices and symlinks (symlinks need admin rights on Windows)
def test_check_refuses_a_fifo_at_once_without_opening_it(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "game.knaster")
    result = knaster("check", "game.knaster", cwd=tmp_path)
    assert_one_line_error(
        result,
        "game.knaster:1: error: cannot read the file: "
        "it is a named pipe (FIFO), not a regular file",
    )


@pytest.mark.posix_only  # FIFOs, devices and symlinks (symlinks need admin rights on Windows)
def test_print_refuses_a_fifo_as_its_transcript(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "game.knaster")
    result = knaster("print", "--transcript", "game.knaster", "--all", "-o", "x.pdf", cwd=tmp_path)
    assert result.returncode == 2 and "named pipe (FIFO)" in result.stderr
    assert len(result.stderr.splitlines()) == 1 and not (tmp_path / "x.pdf").exists()


@pytest.mark.posix_only  # FIFOs, devices and symlinks (symlinks need admin rights on Windows)
@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom", "/dev/null"])
def test_check_refuses_a_device(tmp_path: Path, device: str) -> None:
    result = knaster("check", device, cwd=tmp_path)
    assert_one_line_error(
        result, f"{device}:1: error: cannot read the file: it is a device, not a regular file"
    )


@pytest.mark.posix_only  # FIFOs, devices and symlinks (symlinks need admin rights on Windows)
def test_check_refuses_a_symlink_to_dev_zero_and_a_folder(tmp_path: Path) -> None:
    (tmp_path / "zero.knaster").symlink_to("/dev/zero")
    (tmp_path / "games").mkdir()
    assert "it is a device" in knaster("check", "zero.knaster", cwd=tmp_path).stderr
    assert_one_line_error(
        knaster("check", "games", cwd=tmp_path),
        "games:1: error: cannot read the file: it is a folder, not a regular file",
    )


def test_check_refuses_a_file_far_larger_than_any_game(tmp_path: Path) -> None:
    huge = tmp_path / "huge.knaster"
    with huge.open("wb") as stream:  # sparse: 3 GiB that take no disk space
        stream.truncate(3 << 30)
    assert_one_line_error(
        knaster("check", "huge.knaster", cwd=tmp_path),
        "huge.knaster:1: error: cannot read the file: it is 3,221,225,472 bytes; "
        "a game transcript is at most 1 MiB (1,048,576 bytes)",
    )


def test_the_limit_is_one_mib_of_comments_and_game_exactly(tmp_path: Path) -> None:
    """A real game padded with comments up to the limit checks; one byte more does not."""
    padding = MAX_TRANSCRIPT_BYTES - len(GAME)
    comment = ("# " + "x" * 1021 + "\n") * (padding // 1024)
    comment += "#" * (padding - len(comment) - 1) + "\n"
    at_limit = tmp_path / "at-limit.knaster"
    at_limit.write_text(GAME + comment, encoding="utf-8")
    assert at_limit.stat().st_size == MAX_TRANSCRIPT_BYTES == 1024 * 1024
    result = knaster("check", "at-limit.knaster", cwd=tmp_path)
    assert result.returncode == 0 and '"rounds": 1' in result.stdout, result.stderr
    over = tmp_path / "over.knaster"
    over.write_text(GAME + comment + "\n", encoding="utf-8")
    assert_one_line_error(
        knaster("check", "over.knaster", cwd=tmp_path),
        "over.knaster:1: error: cannot read the file: it is 1,048,577 bytes; "
        "a game transcript is at most 1 MiB (1,048,576 bytes)",
    )
