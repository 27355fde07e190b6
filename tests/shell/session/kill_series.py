"""SIGKILL the app at random moments while it plays, restart it, Resume, and count what was lost.

Used by test_kill_and_resume.py (a seeded few kills in ``make test``) and by
benchmarks/crash_test.py (``--kills 100``, the figures in docs/RELIABILITY.md).

The driver (crash_driver.py) plays in the real MainWindow and prints every state
right after it was autosaved (the keeper's slots run first), and ``GO <gesture>``
before each gesture. After each kill:

- the autosave must check (else: a corrupt file);
- it must hold the last printed state, or that state plus the one gesture in
  flight: a few more transcript lines, other bonus picks after ``GO pick``/``line``,
  a few lines less after ``GO undo`` (anything else: lost actions);
- the next start finds exactly that file, and Resume shows it: the same bonus
  circles picked, the bonus prompt when circles are due.

A kill is aimed at one of these moments: after a number of states, while bonus
circles are being picked (after a ``PICK`` or a state with circles due), or while the
dice tumble (``ANIM``, with the animation on), each a random 0-12 ms later, often
while the next gesture and its save run; 0-3 ms after a gesture began (``GO``);
as soon as the driver says an autosave write begins (``SAVE``); right after one
bonus circle was picked; right after Resume. A kill after ``SAVE`` and before
``SAVED``, or a temporary file left next to the autosave, is a kill mid-save.
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
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

from knaster_qt.games.knaster.core.errors import GameError, TranscriptError
from knaster_qt.games.knaster.core.game import Game
from knaster_qt.games.knaster.core.notation import CELL_NAMES, LINE_NAMES
from knaster_qt.games.knaster.core.transcript import parse_transcript
from knaster_qt.games.knaster.models.picks_note import read_note, without_note

DRIVER = Path(__file__).resolve().parent / "crash_driver.py"
ROOT = DRIVER.parents[3]
IN_FLIGHT = 3  # one gesture adds at most a roll and a pass, or a write and empty bonuses
# gesture: 0-3 ms after a gesture began; save: as soon as an autosave write begins; pick:
# right after one bonus circle (the driver then stops); resume: right after Resume.
MOMENTS = ("states", "bonus", "animation", "gesture", "save", "pick", "resume")


class DriverFailed(AssertionError):
    """The driver did not play as expected (it printed nothing, or got stuck)."""


@dataclass
class Run:
    """What one driver process printed before it was killed."""

    first: str = ""  # "NEW" or "RESUMED banner due picks transcript"
    states: list[str] = field(default_factory=list)  # printed autosave texts, '|' for newlines
    dues: list[bool] = field(default_factory=list)
    gesture: str = ""  # the last gesture announced (maybe done, maybe still in flight)
    saving: bool = False  # killed between SAVE and SAVED: in the middle of an autosave write
    moment: str = ""  # what the kill aimed at


@dataclass
class Tally:
    """The figures of a series of kills."""

    kills: int = 0
    resumed: int = 0  # restarts that found an unfinished game and resumed it
    lost: int = 0  # kills after which the autosave missed a state already shown
    corrupt: int = 0  # autosaves that did not check
    resumed_wrong: int = 0  # Resume did not show the autosave exactly (picks, prompt)
    mid_save: int = 0  # kills between SAVE and SAVED (or that left a temporary file)
    moments: Counter[str] = field(default_factory=Counter)
    resumed_with_picks: int = 0  # Resume put bonus circles picked before the kill back
    problems: list[str] = field(default_factory=list)
    temporary: set[str] = field(default_factory=set)  # temporary files seen so far
    resumed_states: list[str] = field(default_factory=list)

    def fail(self, kind: str, text: str) -> None:
        setattr(self, kind, getattr(self, kind) + 1)
        self.problems.append(f"kill {self.kills}: {kind}: {text}")


def start_driver(
    folder: Path, seed: int, errors: IO[str], animation: bool, stop_after_pick: bool = False
) -> subprocess.Popen[bytes]:
    env = dict(os.environ, KNASTER_QT_DATA_DIR=str(folder), QT_QPA_PLATFORM="offscreen")
    env["PYTHONPATH"] = str(ROOT)
    env["KNASTER_QT_NO_ANIMATION"] = "0" if animation else "1"
    stop = ["--stop-after-pick"] if stop_after_pick else []
    return subprocess.Popen(
        [
            sys.executable,
            str(DRIVER),
            "--seed",
            str(seed),
            "--delay",
            "4",
            "--steps",
            "5000",
            *stop,
        ],
        stdout=subprocess.PIPE,
        stderr=errors,  # kept next to the data folder: a failing run can be read afterwards
        bufsize=0,
        env=env,
    )


def play_then_kill(folder: Path, seed: int, rng: random.Random, moment: str) -> Run:
    """Read the driver's lines; SIGKILL it at the chosen kind of moment."""
    log = folder.parent / f"{folder.name}-driver.log"
    with open(log, "a", encoding="utf-8") as errors:
        process = start_driver(
            folder, seed, errors, animation=moment == "animation", stop_after_pick=moment == "pick"
        )
        run = _play_then_kill(process, rng, moment)
    return run


def _read(run: Run, line: str) -> str:
    """Note one printed line in ``run``; returns its first word."""
    word, _, rest = line.partition(" ")
    if word == "STUCK":
        raise DriverFailed(line)
    if word in ("NEW", "RESUMED"):
        run.first = line
    elif word == "STEP":
        due, _, text = rest.partition(" ")
        run.states.append(text)
        run.dues.append(due == "1")
    elif word == "GO":
        run.gesture = rest
    elif word in ("SAVE", "SAVED"):
        run.saving = word == "SAVE"
    return word


class _LineReader:
    """The driver's lines as they come (unbuffered: select() sees every line at once)."""

    def __init__(self, process: subprocess.Popen[bytes]) -> None:
        assert process.stdout is not None
        self.fd = process.stdout.fileno()
        self.lines: list[str] = []  # read from the pipe, not yet handed out
        self.pending = b""  # the start of a line whose end has not come yet

    def next_line(self, deadline: float) -> str | None:
        """The next line; None at the end of output or at ``deadline``."""
        with selectors.DefaultSelector() as selector:
            selector.register(self.fd, selectors.EVENT_READ)
            while not self.lines:
                left = deadline - time.monotonic()
                if left <= 0 or not selector.select(timeout=left):
                    return None
                chunk = os.read(self.fd, 1 << 16)
                if not chunk:
                    return None
                *complete, self.pending = (self.pending + chunk).split(b"\n")
                self.lines += [line.decode("utf-8", "replace") for line in complete]
        return self.lines.pop(0)

    def rest(self) -> list[str]:
        """Every line still to come (once the process is gone)."""
        data = self.pending
        while chunk := os.read(self.fd, 1 << 16):
            data += chunk
        rest, self.lines, self.pending = self.lines, [], b""
        return rest + [line for line in data.decode("utf-8", "replace").split("\n") if line]


def _play_then_kill(process: subprocess.Popen[bytes], rng: random.Random, moment: str) -> Run:
    assert process.stdout is not None
    run = Run(moment=moment)
    wanted = rng.randint(2, 25)
    killed_at_the_moment = False
    reader = _LineReader(process)
    deadline = time.monotonic() + 60
    try:
        while (line := reader.next_line(deadline)) is not None:
            word = _read(run, line)
            enough = len(run.states) >= 2 and run.first != ""  # resumed (or not) first
            if moment == "bonus":
                aimed = word == "PICK" or (word == "STEP" and run.dues[-1])
            elif moment == "animation":
                aimed = word == "ANIM"
            elif moment == "gesture":
                aimed = word == "GO" and rng.random() < 0.2
            elif moment == "save":
                aimed = word == "SAVE" and rng.random() < 0.3
            elif moment == "pick":
                aimed = word == "PICK" and run.first != ""
            elif moment == "resume":
                aimed = word == "READY"
            else:
                aimed = len(run.states) >= wanted
            if (aimed and (enough or moment in ("pick", "resume"))) or len(run.states) >= 60:
                if not aimed:
                    run.moment = "states"  # the moment aimed at did not come in 60 states
                if moment == "gesture":
                    time.sleep(rng.uniform(0, 0.003))  # inside the gesture: its click, its save
                elif moment not in ("pick", "resume", "save"):
                    time.sleep(rng.uniform(0, 0.012))  # often while the next gesture runs
                killed_at_the_moment = True
                break
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=10)  # reaped: its pid is free again
        # What it printed before it died (during the sleep) was shown before the kill too.
        for line in reader.rest():
            _read(run, line)
        process.stdout.close()
    if not killed_at_the_moment:
        raise DriverFailed(f"the driver stopped printing (exit {process.returncode})")
    if process.returncode != -signal.SIGKILL:
        raise DriverFailed(f"the driver ended before the kill ({process.returncode})")
    return run


def last_recorded(folder: Path) -> str | None:
    path = folder / "records.sqlite"
    if not path.exists():
        return None
    with sqlite3.connect(path) as db:
        row = db.execute("SELECT transcript FROM games ORDER BY id DESC LIMIT 1").fetchone()
    return row[0] if row else None


def _lines(state: str) -> list[str]:
    return state.split("|") if state else []


def check_after_kill(folder: Path, run: Run, before: str, tally: Tally) -> str | None:
    """Count what the kill lost; returns the autosave ('|' for line breaks) or None."""
    temporary = {path.name for path in folder.iterdir() if path.name.startswith(".autosave.")}
    if run.saving or temporary - tally.temporary:  # a new temporary file: killed mid-write
        tally.mid_save += 1
    tally.temporary |= temporary
    shown = run.states[-1] if run.states else before
    autosave = folder / "autosave.knaster"
    if not autosave.exists():
        shown_lines = _lines(without_note(shown.replace("|", "\n")).rstrip("\n").replace("\n", "|"))
        recorded = (last_recorded(folder) or "").rstrip("\n").split("\n")
        has_rolls = any(line.startswith("roll") for line in shown_lines)
        if has_rolls and recorded[: len(shown_lines)] != shown_lines:
            tally.fail("lost", f"the autosave is gone and {shown_lines[-3:]} is not in the records")
        return None
    text = autosave.read_text(encoding="utf-8", errors="replace")
    try:
        game = parse_transcript(text, str(autosave))
    except (TranscriptError, GameError) as error:
        tally.fail("corrupt", str(error))
        return None
    saved = text.rstrip("\n").replace("\n", "|")
    if saved == shown:
        return saved
    saved_lines = _lines(without_note(text).rstrip("\n").replace("\n", "|"))
    shown_lines = _lines(without_note(shown.replace("|", "\n")).rstrip("\n").replace("\n", "|"))
    gesture = run.gesture
    ahead = (
        saved_lines[: len(shown_lines)] == shown_lines
        and 0 < len(saved_lines) - len(shown_lines) <= IN_FLIGHT
    )
    picked = saved_lines == shown_lines and gesture in ("pick", "line", "undo")
    undone = (
        gesture == "undo"
        and shown_lines[: len(saved_lines)] == saved_lines
        and 0 < len(shown_lines) - len(saved_lines) <= IN_FLIGHT
    )
    if not (ahead or picked or undone):
        tally.fail(
            "lost",
            f"autosave ends {saved[-120:]!r}, shown {shown[-120:]!r} (aimed at {run.moment},"
            f" {len(run.states)} states, last gesture {gesture!r}, start {run.first[:20]!r})",
        )
    if game.game_over:  # killed before its record was committed: the next start stores it
        return None
    return saved


def recorded(folder: Path) -> list[str]:
    path = folder / "records.sqlite"
    if not path.exists():
        return []
    with sqlite3.connect(path) as db:
        return [row[0] for row in db.execute("SELECT transcript FROM games")]


def finished_in_autosave(folder: Path) -> str:
    """A finished game left in the autosave (its record not yet committed), or ""."""
    autosave = folder / "autosave.knaster"
    try:
        text = autosave.read_text(encoding="utf-8")
        return text if parse_transcript(text).game_over else ""
    except (OSError, UnicodeDecodeError, TranscriptError, GameError):
        return ""


def picks_of(state: str) -> str:
    """The picks a state's note names, as the driver prints them (``r2:a2,c2`` or ``-``)."""
    note = read_note(state.replace("|", "\n"))
    if note is None:
        return "-"
    return f"{LINE_NAMES[note.line]}:{','.join(CELL_NAMES[cell] for cell in note.cells)}"


def check_resumed(run: Run, expected: str | None, tally: Tally) -> str:
    """The restart found the autosave left by the kill and Resume showed exactly it."""
    if expected is None:
        if run.first != "NEW":
            tally.fail("resumed_wrong", f"a game was offered where none was kept: {run.first[:80]}")
        return ""
    word, banner, due, picks, found = (run.first.split(" ", 4) + [""] * 5)[:5]
    if word != "RESUMED" or found != expected:
        tally.fail(
            "resumed_wrong", f"expected to resume {expected[-80:]!r}, got {run.first[:80]!r}"
        )
        return expected
    tally.resumed += 1
    tally.resumed_states.append(found)
    if picks != picks_of(found):
        tally.fail(
            "resumed_wrong", f"picks on screen {picks}, the autosave noted {picks_of(found)}"
        )
    elif picks != "-" and picks.partition(":")[2]:
        tally.resumed_with_picks += 1
    if due == "1" and banner != "1":
        tally.fail("resumed_wrong", "no bonus prompt after resuming")
    return found


def kill_series(
    folder: Path,
    rng: random.Random,
    kills: int,
    shares: dict[str, float],
    expected: str | None = None,
    tally: Tally | None = None,
) -> Tally:
    """Kill and restart ``kills`` times in one data folder.

    ``shares`` weighs the moments aimed at (see MOMENTS); ``expected`` is the autosave
    the first start finds ('|' for line breaks), if any.
    """
    tally = tally or Tally()
    weights = [shares.get(moment, 0.0) for moment in MOMENTS]
    # Drawn first: the moments aimed at do not depend on how the runs went.
    for moment in rng.choices(MOMENTS, weights, k=kills):
        finished = finished_in_autosave(folder)
        run = play_then_kill(folder, rng.randrange(10**6), rng, moment)
        tally.kills += 1
        tally.moments[run.moment] += 1
        before = check_resumed(run, expected, tally)
        if finished and (
            finished not in recorded(folder) or list(folder.glob("pending-record-*"))
        ):  # a finished game left in the autosave must be in the records after the restart
            tally.fail("lost", "a finished game left in the autosave is not in the records")
        expected = check_after_kill(folder, run, before, tally)
    return tally


def game_of(state: str) -> Game:
    return parse_transcript(state.replace("|", "\n"))
