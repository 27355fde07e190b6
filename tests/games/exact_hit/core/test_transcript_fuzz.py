"""Fuzzing the reader: mutated valid transcripts give a valid game or a clean TranscriptError.

Hypothesis mutates valid transcripts (the documentation's example, a perfect solo game, a
game in progress): lines inserted, deleted, duplicated or swapped, numbers and words changed,
random bytes put in. Whatever comes out, ``parse`` either returns a game (which then writes
and reads back equal) or raises TranscriptError with a line inside the file and a one-line
message; any other exception fails the test.
"""

from __future__ import annotations

import re
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from knaster_qt.games.exact_hit.core.transcript import TranscriptError, parse, write

from .transcripts import ann_races_bob, perfect_solo, text

DOC = Path(__file__).resolve().parents[4] / "docs" / "exact-hit-transcript.md"
_EXAMPLE = re.search(r"## An example.*?```\n(.*?)```", DOC.read_text(encoding="utf-8"), re.DOTALL)
assert _EXAMPLE is not None
BASES = [_EXAMPLE.group(1), text(*perfect_solo()), text(*ann_races_bob())]
WORDS = [
    "exact-hit", "1", "player", "meta", "throw", "rethrow", "keep", "end", "write", "cross",
    "Ann", "Bob", "Cleo", "black", "blue", "yellow", "red", "green", "white", "A", "B", "G",
    "0", "6", "7", "-1", "06", "#", "", "\t", "\r", "\ufeff", "ü", "名", "9" * 30,
]  # fmt: skip
FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def mutated(draw: st.DrawFn) -> bytes:
    lines = draw(st.sampled_from(BASES)).split("\n")
    for _ in range(draw(st.integers(1, 4))):
        kind = draw(
            st.sampled_from(["insert", "delete", "duplicate", "swap", "number", "word", "bytes"])
        )
        at = draw(st.integers(0, len(lines) - 1))
        if kind == "insert":
            new = " ".join(draw(st.lists(st.sampled_from(WORDS), max_size=8)))
            lines.insert(at, draw(st.one_of(st.just(new), st.text(max_size=20))))
        elif kind == "delete" and len(lines) > 1:
            del lines[at]
        elif kind == "duplicate":
            lines.insert(at, lines[at])
        elif kind == "swap":
            other = draw(st.integers(0, len(lines) - 1))
            lines[at], lines[other] = lines[other], lines[at]
        elif kind == "number":
            numbers = list(re.finditer(r"\d+", lines[at]))
            if numbers:
                found = draw(st.sampled_from(numbers))
                value = str(draw(st.integers(-2, 12)))
                lines[at] = lines[at][: found.start()] + value + lines[at][found.end() :]
        elif kind == "word":
            words = lines[at].split(" ")
            spot = draw(st.integers(0, len(words) - 1))
            words[spot] = draw(st.one_of(st.sampled_from(WORDS), st.text(max_size=6)))
            lines[at] = " ".join(words)
    data = "\n".join(lines).encode("utf-8")
    if draw(st.booleans()):
        # Random bytes (not UTF-8 at times) put in somewhere, or replacing some.
        at = draw(st.integers(0, len(data)))
        junk = draw(st.binary(min_size=1, max_size=6))
        cut = draw(st.integers(0, 3))
        data = data[:at] + junk + data[at + cut :]
    return data


@FUZZ
@given(data=mutated())
def test_a_mutated_transcript_is_a_valid_game_or_a_clean_error(data: bytes) -> None:
    try:
        game = parse(data)
    except TranscriptError as error:
        assert 1 <= error.line <= data.count(b"\n") + 2
        assert error.message and error.message.isprintable()
        return
    assert parse(write(game)) == game
