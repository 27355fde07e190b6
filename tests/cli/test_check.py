"""``knaster-qt check`` run as a real process on valid and invalid transcript files.

The invalid fixtures carry their expectation in their first line,
``# expect: LINE: MESSAGE FRAGMENT``: the line number is part of the contract.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

DATA = Path(__file__).resolve().parent.parent / "data" / "transcripts"
VALID = sorted((DATA / "valid").glob("*.txt"))
INVALID = sorted((DATA / "invalid").glob("*.txt"))
EXPECT = re.compile(rb"^(?:\xef\xbb\xbf)?# expect: (\d+): (.+?)\r?\n")
SPEC_KEYS = ["status", "sheet", "rounds", "players", "winners"]
PLAYER_KEYS = ["name", "line_points", "circles", "total", "scored_lines", "filled"]


def check(path: Path | str, cwd: Path | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "knaster_qt", "check", str(path)],
        capture_output=True,
        cwd=cwd,
        timeout=60,
    )


def expectation(path: Path) -> tuple[int, str]:
    data = path.read_bytes()
    if not data:
        return 1, "must start with 'knaster 1'"  # the empty file cannot hold a comment
    match = EXPECT.match(data)
    assert match, f"{path.name} has no '# expect: LINE: MESSAGE' first line"
    return int(match.group(1)), match.group(2).decode("utf-8")


def test_there_are_fixtures() -> None:
    assert len(VALID) >= 3
    assert len(INVALID) >= 60


@pytest.mark.parametrize("path", VALID, ids=lambda path: path.stem)
def test_a_valid_transcript_prints_its_summary(path: Path) -> None:
    before = path.read_bytes()
    result = check(path)
    assert result.returncode == 0, result.stderr
    assert result.stderr == b""
    expected = json.loads(path.with_suffix(".json").read_text(encoding="utf-8"))
    printed = json.loads(result.stdout)
    assert printed == expected
    assert list(printed) == SPEC_KEYS
    for player in printed["players"]:
        assert list(player) == PLAYER_KEYS
    assert path.read_bytes() == before


@pytest.mark.parametrize("path", INVALID, ids=lambda path: path.stem)
def test_an_invalid_transcript_gets_one_error_line(path: Path) -> None:
    line, fragment = expectation(path)
    before = path.read_bytes()
    result = check(path.name, cwd=path.parent)
    assert result.returncode == 2
    assert result.stdout == b""
    stderr = result.stderr.decode("utf-8")
    assert stderr.endswith("\n")
    assert len(stderr.splitlines()) == 1, stderr
    assert stderr.startswith(f"{path.name}:{line}: error: "), stderr
    assert fragment in stderr
    assert path.read_bytes() == before


def test_a_missing_file_is_a_clear_error(tmp_path: Path) -> None:
    result = check(tmp_path / "nowhere.knaster")
    assert result.returncode == 2
    assert result.stdout == b""
    assert result.stderr.decode() == (
        f"{tmp_path / 'nowhere.knaster'}:1: error: cannot read the file: No such file or directory\n"
    )


def test_a_folder_is_a_clear_error(tmp_path: Path) -> None:
    result = check(tmp_path)
    assert result.returncode == 2
    assert result.stdout == b""
    assert result.stderr.decode().startswith(f"{tmp_path}:1: error: cannot read the file: ")


def test_names_in_any_alphabet_come_out_as_utf8_whatever_the_locale(tmp_path: Path) -> None:
    path = tmp_path / "names.txt"
    path.write_text("knaster 1\nsheet A\nplayer Zoë\nplayer Ёжик\nroll 7\nZoë write c3\n", "utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "knaster_qt", "check", str(path)],
        capture_output=True,
        env={**os.environ, "LC_ALL": "C", "LANG": "C", "PYTHONIOENCODING": "ascii"},
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    printed = json.loads(result.stdout.decode("utf-8"))
    assert [player["name"] for player in printed["players"]] == ["Zoë", "Ёжик"]
    assert printed["status"] == "in_progress"
    assert printed["winners"] == ["Zoë", "Ёжик"]


def test_control_characters_in_a_statement_stay_on_one_line(tmp_path: Path) -> None:
    path = tmp_path / "controls.txt"
    path.write_bytes(b"knaster 1\nsheet A\nplayer Ann\nroll 7\nAnn\x0b\x1c\x85write c3\n")
    result = check(path)
    assert result.returncode == 2
    stderr = result.stderr.decode("utf-8")
    assert len(stderr.splitlines()) == 1, stderr
    assert stderr.startswith(f"{path}:5: error: ")


def test_check_never_imports_qt(tmp_path: Path) -> None:
    valid = DATA / "valid" / "solo_finished.txt"
    code = (
        "import sys\n"
        "from knaster_qt.cli import main\n"
        f"status = main(['check', {str(valid)!r}])\n"
        "qt = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')]\n"
        "sys.exit(10 if qt else status)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["status"] == "finished"


def test_help_lists_check() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "knaster_qt", "--help"], capture_output=True, timeout=60
    )
    assert result.returncode == 0
    assert b"check" in result.stdout
