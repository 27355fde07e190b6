"""``knaster-qt check`` on Exact Hit transcripts, run as a real process: the game is known by
the first word (``exact-hit``), a valid file prints its JSON (exit 0), a broken one one line
``FILE:LINE: error: MESSAGE`` on stderr (exit 2)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

from knaster_qt.games.exact_hit.core.transcript import parse, summary

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "exact-hit-transcript.md"
_EXAMPLE = re.search(r"## An example.*?```\n(.*?)```", DOC.read_text(encoding="utf-8"), re.DOTALL)
assert _EXAMPLE is not None
EXAMPLE = _EXAMPLE.group(1)


def check(name: str, cwd: Path) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "knaster_qt", "check", name],
        capture_output=True,
        cwd=cwd,
        timeout=60,
    )


def test_the_documented_game_prints_its_json_and_exits_0(tmp_path: Path) -> None:
    (tmp_path / "game.exact-hit").write_text(EXAMPLE, encoding="utf-8")
    result = check("game.exact-hit", tmp_path)
    assert (result.returncode, result.stderr) == (0, b"")
    printed = json.loads(result.stdout.decode("utf-8"))
    assert printed == summary(parse(EXAMPLE))
    assert list(printed) == ["status", "rounds", "players", "winners"]
    assert (printed["status"], printed["rounds"], printed["winners"]) == ("finished", 7, ["Ann"])
    assert [(p["name"], p["total"]) for p in printed["players"]] == [("Ann", 86), ("Bob", 36)]
    assert (tmp_path / "game.exact-hit").read_text(encoding="utf-8") == EXAMPLE


def test_any_file_name_will_do_the_first_word_names_the_game(tmp_path: Path) -> None:
    # A byte order mark, CRLF, comments and a suffix of no game: still Exact Hit.
    text = "\ufeff# saved by hand\r\n\r\nexact-hit 1\r\nplayer Zoë D\r\nthrow 6 6 6 6 6 6\r\n"
    (tmp_path / "notes.txt").write_bytes(text.encode("utf-8"))
    result = check("notes.txt", tmp_path)
    assert result.returncode == 0, result.stderr
    printed = json.loads(result.stdout.decode("utf-8"))
    assert (printed["status"], printed["rounds"]) == ("in_progress", 1)
    assert printed["players"] == [
        {"name": "Zoë", "sheet": "D", "rows": [0] * 5, "exact_hits": 0, "crosses": 0, "total": 0}
    ]


def test_a_broken_game_prints_file_line_error_message_and_exits_2(tmp_path: Path) -> None:
    lines = EXAMPLE.splitlines(keepends=True)
    number = lines.index("Bob write red 1                  # Bob's row 1 scores 13\n") + 1
    lines[number - 1] = "Bob write red 4\n"
    (tmp_path / "game.exact-hit").write_text("".join(lines), encoding="utf-8")
    result = check("game.exact-hit", tmp_path)
    assert result.returncode == 2
    assert result.stdout == b""
    assert result.stderr.decode("utf-8") == (
        f"game.exact-hit:{number}: error: Bob cannot write red 4: the red die shows 1\n"
    )


def test_a_rules_error_names_the_row_and_the_field(tmp_path: Path) -> None:
    text = "exact-hit 1\nplayer Ann A\nthrow 4 1 4 2 6 5\nAnn write black 4\n"
    (tmp_path / "g.exact-hit").write_text(text, encoding="utf-8")
    result = check("g.exact-hit", tmp_path)
    assert (result.returncode, result.stdout) == (2, b"")
    assert result.stderr.decode("utf-8") == (
        "g.exact-hit:4: error: Ann cannot write black 4 into row 1: "
        "the black die shows 4, more than its field's 3\n"
    )


def test_a_byte_that_is_not_utf8_is_reported_at_its_line(tmp_path: Path) -> None:
    (tmp_path / "g.exact-hit").write_bytes(b"exact-hit 1\nplayer Ann A\nmeta note caf\xe9\n")
    result = check("g.exact-hit", tmp_path)
    assert (result.returncode, result.stdout) == (2, b"")
    assert result.stderr == b"g.exact-hit:3: error: not UTF-8 text: byte 0xe9 cannot be decoded\n"


def test_an_unfinished_header_is_reported_after_the_last_line(tmp_path: Path) -> None:
    (tmp_path / "g.exact-hit").write_text("exact-hit 1\n# nobody yet\n", encoding="utf-8")
    result = check("g.exact-hit", tmp_path)
    assert (result.returncode, result.stdout) == (2, b"")
    assert result.stderr == (
        b"g.exact-hit:3: error: no players yet: the header names each with 'player NAME LETTER'\n"
    )
