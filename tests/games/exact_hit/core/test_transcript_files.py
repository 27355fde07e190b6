"""``check(path)``, the game hook of ``knaster-qt check``: a file that checks gives the JSON;
anything else (missing, a folder, a FIFO, a device, too big, not UTF-8, broken) is a
GameFileError with a clear message, never another exception, and the file is never changed."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from knaster_qt.games import GameFileError
from knaster_qt.games.exact_hit.core.transcript import FILE_SUFFIX, check, load, parse
from knaster_qt.input_files import MAX_TRANSCRIPT_BYTES

from .transcripts import perfect_solo, text


def _error(path: Path | str) -> tuple[int, str]:
    with pytest.raises(GameFileError) as caught:
        check(str(path))
    return caught.value.line, caught.value.message


def test_a_transcript_file_checks_to_its_json_and_is_left_unchanged(tmp_path: Path) -> None:
    path = tmp_path / f"game{FILE_SUFFIX}"
    data = text(*perfect_solo()).encode("utf-8")
    path.write_bytes(data)
    before = os.stat(path)
    result = check(str(path))
    assert (result["status"], result["winners"], result["players"][0]["total"]) == (
        "finished",
        ["Ann"],
        211,
    )
    assert path.read_bytes() == data
    assert os.stat(path).st_mtime_ns == before.st_mtime_ns
    assert load(path) == parse(data)


def test_a_missing_file(tmp_path: Path) -> None:
    assert _error(tmp_path / "nothing.exact-hit") == (
        1,
        "cannot read the file: No such file or directory",
    )


def test_a_folder(tmp_path: Path) -> None:
    assert _error(tmp_path) == (1, "cannot read the file: it is a folder, not a regular file")


@pytest.mark.posix_only
def test_a_fifo_is_refused_without_opening_it(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "game.exact-hit")
    assert _error(tmp_path / "game.exact-hit") == (
        1,
        "cannot read the file: it is a named pipe (FIFO), not a regular file",
    )


@pytest.mark.posix_only
def test_a_device_is_refused() -> None:
    assert _error("/dev/zero") == (1, "cannot read the file: it is a device, not a regular file")


def test_a_file_too_large_for_a_game(tmp_path: Path) -> None:
    path = tmp_path / "huge.exact-hit"
    game = text(*perfect_solo()).encode()
    path.write_bytes(game + b"#" * (MAX_TRANSCRIPT_BYTES + 1 - len(game)))  # one byte too many
    assert _error(path) == (
        1,
        "cannot read the file: it is 1,048,577 bytes; "
        "a game transcript is at most 1 MiB (1,048,576 bytes)",
    )


def test_a_path_with_a_nul_character() -> None:
    line, message = _error("game\0.exact-hit")
    assert line == 1 and message.startswith("cannot read the file: ")


def test_a_file_that_is_not_utf8_text(tmp_path: Path) -> None:
    path = tmp_path / "game.exact-hit"
    path.write_bytes(b"exact-hit 1\nplayer Ann A\nthrow 3 1 4 2 6 5 # \xe9t\xe9\n")
    assert _error(path) == (3, "not UTF-8 text: byte 0xe9 cannot be decoded")


def test_a_file_of_another_game(tmp_path: Path) -> None:
    path = tmp_path / "game.knaster"
    path.write_text("knaster 1\nsheet A\nplayer Ann\n", encoding="utf-8")
    assert _error(path) == (1, "this is a Knaster transcript, not one of Exact Hit")
