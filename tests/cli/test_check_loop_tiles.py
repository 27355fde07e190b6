"""``knaster-qt check`` on Loop Tiles transcripts, run as a real process."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

from knaster_qt.games.loop_tiles.core.transcript import Transcript, parse, summary, write
from tests.games.loop_tiles.core.transcripts import play_randomly


def check(path: Path, cwd: Path | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "knaster_qt", "check", str(path)],
        capture_output=True,
        cwd=cwd,
        timeout=60,
    )


def _finished_game() -> str:
    transcript = Transcript.new(["Ann", "Zoë"], seed=11)
    choices = random.Random(4)
    while not transcript.game.over:
        play_randomly(transcript, choices)
    return write(transcript)


def test_a_finished_game_prints_its_summary(tmp_path: Path) -> None:
    text = _finished_game()
    path = tmp_path / "game.loop-tiles"
    path.write_text(text, encoding="utf-8")
    result = check(path)
    assert result.returncode == 0, result.stderr
    assert result.stderr == b""
    printed = json.loads(result.stdout.decode("utf-8"))
    assert printed == summary(parse(text))
    assert printed["status"] == "finished" and [p["name"] for p in printed["players"]] == [
        "Ann",
        "Zoë",
    ]
    assert list(printed)[:2] == ["status", "rule"] and "rounds" in printed
    assert path.read_text(encoding="utf-8") == text  # checking never changes the file


def test_a_game_in_progress_checks(tmp_path: Path) -> None:
    path = tmp_path / "game.txt"
    lines = _finished_game().splitlines(keepends=True)
    path.write_text("".join(lines[:12]), encoding="utf-8")
    result = check(path)
    assert result.returncode == 0, result.stderr
    printed = json.loads(result.stdout)
    assert printed["status"] == "in_progress" and printed["to_move"] in ("Ann", "Zoë")


def test_a_broken_game_gets_one_error_line_and_exit_2(tmp_path: Path) -> None:
    text = _finished_game()
    lines = text.splitlines(keepends=True)
    first_action = next(i for i, line in enumerate(lines) if line.startswith("Ann "))
    lines.insert(first_action, "Zoë done\n")
    (tmp_path / "broken.loop-tiles").write_text("".join(lines), encoding="utf-8")
    result = check(Path("broken.loop-tiles"), cwd=tmp_path)
    assert result.returncode == 2
    assert result.stdout == b""
    assert result.stderr.decode("utf-8") == (
        f"broken.loop-tiles:{first_action + 1}: error: it is Ann's turn, not Zoë's\n"
    )


def test_a_byte_that_is_not_utf8_is_an_error_at_its_line(tmp_path: Path) -> None:
    path = tmp_path / "bytes.loop-tiles"
    path.write_bytes(b"loop-tiles 1\nplayer Ann\nplayer B\xffb\n")
    result = check(path)
    assert result.returncode == 2 and result.stdout == b""
    assert (
        result.stderr.decode() == f"{path}:3: error: not UTF-8 text: byte 0xff cannot be decoded\n"
    )


def test_an_empty_loop_tiles_file_is_answered_in_loop_tiles_words(tmp_path: Path) -> None:
    """Nothing in the file names its game: its name does (not Knaster's 'knaster 1')."""
    (tmp_path / "empty.loop-tiles").write_bytes(b"")
    result = check(Path("empty.loop-tiles"), cwd=tmp_path)
    assert result.returncode == 2 and result.stdout == b""
    message = result.stderr.decode("utf-8")
    assert message.startswith("empty.loop-tiles:1: error: ")
    assert "loop-tiles 1" in message and "knaster" not in message
