"""Seeded mutants of valid transcripts (transcript_mutants.py), a few thousand per run: the
reader gives a game or a clean TranscriptError, never another exception and never a hang;
and the harness does notice a reader that crashes or never returns."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from knaster_qt.games.exact_hit.core.game import Game
from knaster_qt.games.exact_hit.core.transcript import parse

from .transcript_mutants import fuzz


def test_seeded_mutants_give_a_game_or_a_clean_error(tmp_path: Path) -> None:
    figures = fuzz(2000, seed=7, seconds=5.0, file_every=50, folder=tmp_path)
    assert figures.crashes == [] and figures.hangs == []
    assert figures.games > 20 and figures.refused > 1000 and len(figures.messages) > 100
    assert figures.from_files == 40


@pytest.mark.posix_only  # SIGALRM stops the hang
def test_the_harness_notices_a_crash_and_a_hang(tmp_path: Path) -> None:
    def crashing(data: bytes) -> Game:
        if b"cross" in data:
            raise IndexError("list index out of range")
        return parse(data)

    def hanging(data: bytes) -> Game:
        time.sleep(0.5)  # more than the limit: the alarm stops it
        return parse(data)

    crashed = fuzz(30, seed=1, seconds=5.0, file_every=0, folder=tmp_path, loader=crashing)
    assert crashed.crashes and crashed.crashes[0][0].startswith("IndexError")
    hung = fuzz(2, seed=1, seconds=0.1, file_every=0, folder=tmp_path, loader=hanging)
    assert len(hung.hangs) == 2
