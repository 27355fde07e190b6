"""Ctrl+C on ``knaster-qt simulate`` and ``knaster-qt print``: a real SIGINT to a real process.

Both stop with one line on stderr and exit status 130 (128 + SIGINT), never a traceback;
``simulate`` prints the figures of the games it finished (the same figures as a run of
just those games), ``print -o`` leaves no file and no temporary file behind.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SEED_AND_BOT = ("--seed", "5", "--bot", "easy")
RUNNING = 3.0  # seconds before the Ctrl+C: well past start-up, long before the end


def start(*args: str, cwd: Path) -> subprocess.Popen[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    return subprocess.Popen(
        [sys.executable, "-m", "knaster_qt", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=cwd,
        env=env,
    )


def interrupt(process: subprocess.Popen[str]) -> tuple[str, str]:
    """Ctrl+C after RUNNING seconds, as a terminal sends it; what the process printed."""
    time.sleep(RUNNING)
    assert process.poll() is None, "the command ended before the Ctrl+C"
    process.send_signal(signal.SIGINT)
    stdout, stderr = process.communicate(timeout=60)
    return stdout, stderr


def test_ctrl_c_on_simulate_prints_the_finished_games_figures_and_one_line(
    tmp_path: Path,
) -> None:
    process = start("simulate", "--games", "1000000", *SEED_AND_BOT, cwd=tmp_path)
    stdout, stderr = interrupt(process)
    assert process.returncode == 130, stderr
    match = re.fullmatch(r"knaster-qt simulate: interrupted after (\d+) of 1000000 games\n", stderr)
    assert match, stderr
    finished = int(match.group(1))
    assert finished > 0
    # The same games again, uninterrupted: the same figures (but the speed).
    again = subprocess.run(
        [sys.executable, "-m", "knaster_qt", "simulate", "--games", str(finished), *SEED_AND_BOT],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
        timeout=600,
    )
    assert again.returncode == 0

    def without_speed(text: str) -> str:
        return re.sub(r"  games/s \S+", "", text)

    assert stdout.count("\n") == 1
    assert without_speed(stdout) == without_speed(again.stdout)


def test_ctrl_c_on_print_leaves_no_file_and_says_so_in_one_line(tmp_path: Path) -> None:
    process = start("print", "--blank", "10000", "--cut-marks", "-o", "pad.pdf", cwd=tmp_path)
    stdout, stderr = interrupt(process)
    assert process.returncode == 130, stderr
    assert stderr == "knaster-qt print: interrupted; nothing was written\n"
    assert stdout == ""
    assert list(tmp_path.iterdir()) == []  # no PDF, no temporary file


# Ctrl+C while PySide paints: Python's own handler would raise KeyboardInterrupt inside
# the painting, where shiboken may turn it into another error (a SystemError "bad
# argument to internal function") and a painter can be left between save() and restore()
# (Qt then warns "QPainter::end: Painter ended with 1 saved states"). The command notes
# the key and stops before the next page. This child presses Ctrl+C on itself while the
# second sheet is painted and says so if the painting of a sheet is broken off.
CTRL_C_WHILE_A_SHEET_IS_PAINTED = """
import os, signal, sys
import knaster_qt.shell.printing.document as document

paint = document._paint_in_slot
calls = []

def paint_in_slot(*args):
    calls.append(1)
    try:
        if len(calls) == 2:
            os.kill(os.getpid(), signal.SIGINT)
        paint(*args)
        for _ in range(200000):  # time for the signal to be handled inside the painting
            pass
    except BaseException as error:
        print(f"a sheet's painting was broken off by {type(error).__name__}", file=sys.stderr)
        raise

document._paint_in_slot = paint_in_slot
from knaster_qt.cli import main
sys.exit(main(["print", "--blank", "12", "--per-page", "1", "-o", "pad.pdf"]))
"""


def test_ctrl_c_never_breaks_off_the_painting_of_a_sheet(tmp_path: Path) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", CTRL_C_WHILE_A_SHEET_IS_PAINTED],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=env,
        timeout=120,
    )
    assert done.returncode == 130, done.stderr
    assert done.stderr == "knaster-qt print: interrupted; nothing was written\n"
    assert list(tmp_path.iterdir()) == []
