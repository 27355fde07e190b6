"""The transcript loader on hostile input: random bytes and damaged valid files.

Whatever it is given, load_transcript returns a Game or raises TranscriptError
(nothing else), leaves the file byte for byte as it was, and any Game it returns
writes out and reads back to the same state. The seeded mutants of
transcript_mutants.py run here a few thousand at a time (each with a time limit);
benchmarks/fuzz_transcripts.py runs 100,000 of them (docs/RELIABILITY.md).
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from knaster_qt.games.knaster.core.errors import TranscriptError
from knaster_qt.games.knaster.core.game import Game
from knaster_qt.games.knaster.core.transcript import (
    load_transcript,
    parse_transcript,
    write_transcript,
)

from .transcript_mutants import corpus, fuzz, mutants

DATA = Path(__file__).resolve().parents[3] / "data" / "transcripts"
SEEDS = [path.read_bytes() for path in sorted((DATA / "valid").glob("*.txt"))] + [
    path.read_bytes() for path in sorted((DATA / "invalid").glob("*.txt"))[:20]
]
# Words of the format and a few troublemakers, for statements that get past the header.
FORMAT_WORDS = [
    *("knaster", "1", "sheet", "A", "player", "Ann", "Bob", "roll", "7", "3", "4", "0", "13"),
    *("write", "circle", "pass", "bonus", "end", "rule", "quick-end", "meta", "-"),
    *("c3", "a1", "r1", "cc", "d1", "#", "\t", "\r", "\ufeff"),
]
FUZZ = settings(
    max_examples=300,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
_counter = itertools.count()


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("fuzz")


def load_and_check(folder: Path, data: bytes) -> None:
    path = folder / f"case{next(_counter)}.knaster"
    path.write_bytes(data)
    written = path.stat().st_mtime_ns
    try:
        game = load_transcript(path)
    except TranscriptError as error:
        # The line is one of the file's, or the one after the last (something missing).
        assert 1 <= error.line <= data.count(b"\n") + 2
        assert error.message and "\n" not in error.message
        assert error.message.isprintable()
    else:
        assert isinstance(game, Game)
        again = parse_transcript(write_transcript(game))
        assert write_transcript(again) == write_transcript(game)
    assert path.read_bytes() == data
    assert path.stat().st_mtime_ns == written  # not even rewritten with the same bytes
    path.unlink()


@st.composite
def damaged(draw: st.DrawFn) -> bytes:
    """A valid (or nearly valid) transcript with lines deleted, repeated, swapped, bytes flipped."""
    lines = draw(st.sampled_from(SEEDS)).split(b"\n")
    for _ in range(draw(st.integers(1, 4))):
        if not lines:
            break
        at = draw(st.integers(0, len(lines) - 1))
        kind = draw(st.sampled_from(["delete", "duplicate", "swap", "flip", "truncate", "insert"]))
        if kind == "delete":
            del lines[at]
        elif kind == "duplicate":
            lines.insert(at, lines[at])
        elif kind == "swap":
            other = draw(st.integers(0, len(lines) - 1))
            lines[at], lines[other] = lines[other], lines[at]
        elif kind == "insert":
            lines.insert(at, draw(st.binary(max_size=20)))
        else:
            data = b"\n".join(lines)
            position = draw(st.integers(0, max(len(data) - 1, 0)))
            if kind == "flip" and data:
                changed = data[position] ^ draw(st.integers(1, 255))
                data = data[:position] + bytes([changed]) + data[position + 1 :]
            else:
                data = data[:position]
            lines = data.split(b"\n")
    return b"\n".join(lines)


@FUZZ
@given(data=st.binary(max_size=400))
def test_random_bytes(folder: Path, data: bytes) -> None:
    load_and_check(folder, data)


@FUZZ
@given(data=damaged())
def test_damaged_valid_transcripts(folder: Path, data: bytes) -> None:
    load_and_check(folder, data)


@FUZZ
@given(
    header=st.sampled_from(["", "knaster 1\nsheet A\nplayer Ann\nplayer Bob\nroll 7\n"]),
    words=st.lists(
        st.lists(
            st.sampled_from(FORMAT_WORDS),
            max_size=5,
        ),
        max_size=40,
    ),
)
def test_random_statements_from_the_format_words(
    folder: Path, header: str, words: list[list[str]]
) -> None:
    text = header + "\n".join(" ".join(line) for line in words)
    load_and_check(folder, text.encode("utf-8"))


def test_five_thousand_seeded_mutants_neither_crash_nor_hang(tmp_path: Path) -> None:
    """The benchmark's fuzz run in small: 0 crashes, 0 hangs (2 s per input at most)."""
    figures = fuzz(5_000, seed=12, time_limit=2.0, via_file_every=50, folder=tmp_path)
    assert figures.mutants == 5_000 and figures.via_file == 100
    assert [what for what, _data in figures.crashes] == []
    assert figures.hangs == []
    assert figures.games > 0 and len(figures.messages) > 100  # deep and varied, not all refused
    assert figures.games + figures.errors == 5_000


@pytest.fixture(scope="module")
def texts() -> list[bytes]:
    return corpus(seed=3)


@FUZZ
@given(seed=st.integers(min_value=0, max_value=2**32))
def test_mutants_of_every_stored_transcript_from_a_file(
    folder: Path, texts: list[bytes], seed: int
) -> None:
    """The same damages, chosen by hypothesis, through a file (its bytes and time kept)."""
    load_and_check(folder, next(mutants(1, seed, texts)))


def test_the_fuzz_run_notices_crashes_and_hangs(monkeypatch: pytest.MonkeyPatch) -> None:
    """A loader that crashes on some inputs and loops forever on others is caught at it."""
    from . import transcript_mutants

    real = transcript_mutants.parse_transcript

    def broken(data: bytes | str, source: str = "<transcript>") -> Game:
        if isinstance(data, bytes) and b"bonus" in data:
            raise IndexError("list index out of range")
        if isinstance(data, bytes) and data.count(b"roll") == 3:
            while True:  # a loader that never returns
                pass
        return real(data, source)

    monkeypatch.setattr(transcript_mutants, "parse_transcript", broken)
    figures = fuzz(300, seed=5, time_limit=0.2)
    assert figures.crashes and all("IndexError" in what for what, _ in figures.crashes)
    assert figures.hangs and all(data.count(b"roll") == 3 for data in figures.hangs)
