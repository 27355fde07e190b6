"""SIGKILL the app at random moments while it plays; the next start resumes what was autosaved.

The driver (crash_driver.py) plays in the real MainWindow and prints every state
right after it happened; the autosave is written inside the click, before the
print. After each kill the autosave must check, hold the last printed state or
that state plus the one gesture in flight, and the next start must resume
exactly it (with the bonus prompt when circles are due). Solo games, kills
during bonus circling, and a game of two people and a computer player resumed from
a transcript.
"""

from __future__ import annotations

import os
import random
import selectors
import signal
import sqlite3
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

import pytest

from knaster_qt.core.game import Game
from knaster_qt.core.transcript import parse_transcript

# SIGKILL, and selectors on the driver's pipe, exist on POSIX only.
pytestmark = pytest.mark.posix_only
DRIVER = Path(__file__).resolve().parent / "crash_driver.py"
ROOT = DRIVER.parent.parent.parent
IN_FLIGHT = 3  # one gesture adds at most a roll and a pass, or a write and empty bonuses
# Two people taking turns at the screen and a computer player.
THREE_PLAYERS = (
    "knaster 1\nsheet B\nplayer Player\nplayer Ann\nplayer Bob\nmeta bot Bob medium\n"
    "roll 7\nBob write c3\n"
)


@dataclass
class Run:
    """What one driver process printed before it was killed."""

    first: str = ""  # "NEW" or "RESUMED banner due transcript"
    states: list[str] = field(default_factory=list)  # printed transcripts, '|' for newlines
    dues: list[bool] = field(default_factory=list)


def start_driver(folder: Path, seed: int, errors: IO[str]) -> subprocess.Popen[str]:
    env = dict(os.environ, KNASTER_QT_DATA_DIR=str(folder), QT_QPA_PLATFORM="offscreen")
    env["PYTHONPATH"] = str(ROOT)
    return subprocess.Popen(
        [sys.executable, str(DRIVER), "--seed", str(seed), "--delay", "4", "--steps", "5000"],
        stdout=subprocess.PIPE,
        stderr=errors,  # kept next to the data folder: a failing run can be read afterwards
        text=True,
        env=env,
    )


def play_then_kill(folder: Path, seed: int, rng: random.Random, kill_in_bonus: bool) -> Run:
    """Read the driver's lines; SIGKILL it after a random number of states (or in a bonus)."""
    with open(folder.parent / f"{folder.name}-driver.log", "a", encoding="utf-8") as errors:
        return _play_then_kill(start_driver(folder, seed, errors), rng, kill_in_bonus)


def _play_then_kill(process: subprocess.Popen[str], rng: random.Random, kill_in_bonus: bool) -> Run:
    assert process.stdout is not None
    run = Run()
    wanted = rng.randint(2, 25)
    selector = selectors.DefaultSelector()
    selector.register(process.stdout, selectors.EVENT_READ)
    deadline = time.monotonic() + 30
    try:
        while time.monotonic() < deadline:
            if not selector.select(timeout=deadline - time.monotonic()):
                break
            line = process.stdout.readline().rstrip("\n")
            if not line:
                break
            word, _, rest = line.partition(" ")
            assert word != "STUCK", line
            if word in ("NEW", "RESUMED"):
                run.first = line
            elif word == "STEP":
                due, _, transcript = rest.partition(" ")
                run.states.append(transcript)
                run.dues.append(due == "1")
            bonus_moment = word == "PICK" or (word == "STEP" and run.dues[-1])
            if (kill_in_bonus and bonus_moment and len(run.states) >= 2) or (
                not kill_in_bonus and len(run.states) >= wanted
            ):
                time.sleep(rng.uniform(0, 0.012))  # often while the next gesture runs
                break
        else:
            pytest.fail("the driver printed nothing for 30 s")
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=10)
        selector.close()
        process.stdout.close()
    assert process.returncode == -signal.SIGKILL, "the driver ended before the kill"
    return run


def last_recorded(folder: Path) -> str | None:
    path = folder / "records.sqlite"
    if not path.exists():
        return None
    with sqlite3.connect(path) as db:
        row = db.execute("SELECT transcript FROM games ORDER BY id DESC LIMIT 1").fetchone()
    return row[0] if row else None


def check_after_kill(folder: Path, run: Run, before: str) -> str | None:
    """The autosave holds the last printed state, give or take the gesture in flight."""
    shown = (run.states[-1] if run.states else before).split("|")
    autosave = folder / "autosave.knaster"
    if not autosave.exists():
        recorded = (last_recorded(folder) or "").rstrip("\n").split("\n")
        has_rolls = any(line.startswith("roll") for line in shown)
        assert not has_rolls or recorded[: len(shown)] == shown, (
            f"the autosave is gone and the game {shown[-3:]} is not in the records"
        )
        return None
    text = autosave.read_text(encoding="utf-8")
    game = parse_transcript(text, str(autosave))  # raises TranscriptError if it does not check
    saved = text.rstrip("\n").split("\n")
    same = saved == shown
    one_more = saved[: len(shown)] == shown and len(saved) - len(shown) <= IN_FLIGHT
    undone = shown[: len(saved)] == saved and len(shown) - len(saved) <= IN_FLIGHT
    assert same or one_more or undone, (
        f"autosave ends {saved[-3:]}, last shown state ends {shown[-3:]}"
    )
    if game.game_over:  # killed before its record was committed: the next start stores it
        return None
    return "|".join(saved)


def recorded(folder: Path) -> list[str]:
    path = folder / "records.sqlite"
    if not path.exists():
        return []
    with sqlite3.connect(path) as db:
        return [row[0] for row in db.execute("SELECT transcript FROM games")]


def kill_series(
    folder: Path, rng: random.Random, kills: int, bonus_share: float, expected: str | None = None
) -> list[str]:
    """Kill and restart ``kills`` times in one data folder; returns the resumed states.

    ``expected`` is the autosave the first start finds ('|' for line breaks), if any.
    """
    resumed = []
    for number in range(kills):
        autosave = folder / "autosave.knaster"
        finished = autosave.read_text(encoding="utf-8") if autosave.exists() else ""
        if finished and not parse_transcript(finished).game_over:
            finished = ""
        run = play_then_kill(folder, rng.randrange(10**6), rng, rng.random() < bonus_share)
        before = ""
        if expected is None:
            assert run.first == "NEW", f"start {number}: {run.first[:80]}"
        else:
            word, banner, due, transcript = run.first.split(" ", 3)
            assert word == "RESUMED" and transcript == expected, f"start {number}"
            resumed.append(transcript)
            if due == "1":  # the prompt for the bonus circles is back on screen
                assert banner == "1", f"start {number}: no bonus prompt after resuming"
            before = transcript
        if finished:  # a finished game left in the autosave is in the records now
            assert finished in recorded(folder), f"start {number}: a finished game was lost"
            assert not list(folder.glob("pending-record-*")), f"start {number}"
        expected = check_after_kill(folder, run, before)
    return resumed


def game_of(state: str) -> Game:
    return parse_transcript(state.replace("|", "\n"))


@pytest.mark.slow
def test_solo_games_killed_at_random_moments_resume_where_they_stopped(tmp_path: Path) -> None:
    rng = random.Random(20261129)
    resumed = kill_series(tmp_path, rng, kills=16, bonus_share=0.5)
    assert len(resumed) >= 10
    assert any(game_of(state).sheets[0].pending for state in resumed), (
        "no kill landed while bonus circles were due"
    )


@pytest.mark.slow
def test_a_multi_player_game_killed_mid_round_resumes_where_it_stopped(tmp_path: Path) -> None:
    (tmp_path / "autosave.knaster").write_text(THREE_PLAYERS, encoding="utf-8")
    rng = random.Random(7)
    first = THREE_PLAYERS.rstrip("\n").replace("\n", "|")
    resumed = kill_series(tmp_path, rng, kills=8, bonus_share=0.3, expected=first)
    games = [game_of(state) for state in resumed]
    assert sum(list(game.players) == ["Player", "Ann", "Bob"] for game in games) >= 6
    assert any(len(game.players) == 3 and game.players_to_act() for game in games), (
        "no kill landed mid-round"
    )
