"""Resuming from a damaged autosave (hypothesis): a game, or nothing with the file kept aside.

Whatever bytes the autosave holds, the keeper never raises: it offers a game whose
transcript checks and writes back the same, or offers nothing; an autosave that does
not check is kept byte for byte as kept/<date>_<time>_unreadable.knaster with a message,
and one that does is never changed.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from knaster_qt.games.knaster.core.transcript import parse_transcript, write_transcript
from knaster_qt.games.knaster.entry import GAME as KNASTER
from knaster_qt.shell.session.keeper import GameKeeper

VALID = Path(__file__).resolve().parents[2] / "data" / "transcripts" / "valid"
SEEDS = [path.read_bytes() for path in sorted(VALID.glob("*.txt"))] + [
    b"knaster 1\nsheet A\nplayer Player\n"
    + b"".join(b"roll 9\nPlayer write %s\n" % cell for cell in (b"a2", b"b2", b"c2", b"d2", b"e2"))
]


@st.composite
def damaged_autosaves(draw: st.DrawFn) -> bytes:
    lines = draw(st.sampled_from(SEEDS)).split(b"\n")
    for _ in range(draw(st.integers(0, 3))):
        at = draw(st.integers(0, max(0, len(lines) - 1)))
        kind = draw(st.sampled_from(["cut", "delete", "duplicate", "garble"]))
        if kind == "cut":
            lines = lines[:at]
        elif kind == "delete" and lines:
            del lines[at]
        elif kind == "duplicate" and lines:
            lines.insert(at, lines[at])
        elif lines:
            lines[at] = draw(st.binary(max_size=12))
    return b"\n".join(lines)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.one_of(damaged_autosaves(), st.binary(max_size=200)))
def test_any_autosave_resumes_or_is_kept_aside(qapp, data: bytes) -> None:
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        (folder / "autosave.knaster").write_bytes(data)
        keeper = GameKeeper(folder=folder)
        problems: list[str] = []
        keeper.problem.connect(problems.append)
        found = keeper.resumable_game()
        game = parse_transcript(found.data) if found is not None else None
        assert found is None or found.entry == KNASTER
        kept = list((folder / "kept").glob("*_unreadable.knaster"))
        if kept:
            (aside,) = kept
            assert game is None and aside.read_bytes() == data
            assert len(problems) == 1 and "could not be read" in problems[0]
            assert not (folder / "autosave.knaster").exists()
        else:
            assert problems == []
            assert (folder / "autosave.knaster").read_bytes() == data
        if game is not None:
            assert game.history and not game.game_over
            assert write_transcript(parse_transcript(write_transcript(game))) == write_transcript(
                game
            )
        keeper.close()
        keeper.autosave.wait_until_durable()
