"""Game > Open recognises a file's game as `knaster-qt check` does: by its first statement.

A transcript written by hand may start with a byte order mark, blank lines and comments
before its header; the shell and the command line share one scan
(knaster_qt.input_files.first_statement).
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from knaster_qt.input_files import first_statement, first_word

from .test_files_and_recent import choose_file

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")

HAND_MADE = (
    b"\xef\xbb\xbf# a game we played at the club\n"
    b"\n"
    b"   # written by hand\n"
    b"exact-hit 1   # the format\n"
    b"player Ann A\n"
    b"player Bob B\n"
)


def test_a_hand_made_transcript_opens_as_its_game_through_game_open(
    open_window, monkeypatch, tmp_path
) -> None:
    window, _player = open_window(totals=[7])
    assert window.entry.name.replace("&", "") == "Knaster"
    path = tmp_path / "club.exact-hit"
    path.write_bytes(HAND_MADE)
    checked = subprocess.run(
        [sys.executable, "-m", "knaster_qt", "check", str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert checked.returncode == 0, checked.stderr  # the command line accepts it
    assert json.loads(checked.stdout)["players"][0]["name"] == "Ann"
    choose_file(monkeypatch, "getOpenFileName", path)
    window.ui.actionOpen.trigger()
    assert window.message_box is None or not window.message_box.isVisible()
    assert window.entry.name.replace("&", "") == "Exact Hit"
    assert window.play.players() == ("Ann", "Bob")


@pytest.mark.parametrize(
    ("data", "word", "line"),
    [
        (b"knaster 1\n", "knaster", 1),
        (b"\xef\xbb\xbfloop-tiles 1\n", "loop-tiles", 1),
        (b"\n# comment\n  \nexact-hit 1\n", "exact-hit", 4),
        (b"# only comments\n\n", "", 0),
        (b"\xff\xfe\nknaster 1\n", "", 0),  # not UTF-8 before the header: the reader says so
    ],
)
def test_the_first_statement_comes_after_a_bom_blank_lines_and_comments(
    data: bytes, word: str, line: int
) -> None:
    assert first_word(data) == word
    found = first_statement(data)
    assert (found.line if found else 0) == line
