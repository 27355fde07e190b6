"""The crash test: SIGKILL the app at random moments of scripted games, restart, Resume, count losses.

    .venv/bin/python benchmarks/crash_test.py --kills 100 --seed 1   # the run in docs/RELIABILITY.md

Each kill is of a real process playing in the real main window (tests/shell/session/
crash_driver.py); the next start answers the resume question with Resume. The
kills aim at moments of several kinds (after a number of steps, while bonus circles
are being picked, while the dice tumble: a random 0-12 ms later; 0-3 ms into a
gesture; as soon as an autosave write begins; right after one bonus circle; right
after Resume). Four in five kills are in solo games; the others in a game
of two people and a computer player. What counts as lost or corrupt is described
in tests/shell/session/kill_series.py; ``make test`` runs a seeded few of these kills
(tests/shell/session/test_kill_and_resume.py). Prints the figures; exit status 1 if
anything was lost, corrupt or resumed wrongly.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "shell" / "session")]

SHARES = {
    "states": 0.15,
    "bonus": 0.25,
    "animation": 0.15,
    "gesture": 0.15,
    "save": 0.1,
    "pick": 0.1,
    "resume": 0.1,
}
THREE_PLAYERS = (
    "knaster 1\nsheet B\nplayer Player\nplayer Ann\nplayer Bob\nmeta bot Bob medium\n"
    "roll 7\nBob write c3\n"
)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--kills", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    import kill_series  # tests/shell/session/kill_series.py

    rng = random.Random(args.seed)
    multi = args.kills // 5
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="knaster-crash-") as name:
        solo_folder, multi_folder = Path(name, "solo"), Path(name, "multi")
        solo_folder.mkdir()
        multi_folder.mkdir()
        tally = kill_series.kill_series(solo_folder, rng, args.kills - multi, SHARES)
        (multi_folder / "autosave.knaster").write_text(THREE_PLAYERS, encoding="utf-8")
        first = THREE_PLAYERS.rstrip("\n").replace("\n", "|")
        kill_series.kill_series(
            multi_folder, rng, multi, {"states": 0.6, "bonus": 0.4}, expected=first, tally=tally
        )
    seconds = time.monotonic() - started
    moments = ", ".join(f"{moment} {count}" for moment, count in sorted(tally.moments.items()))
    print(
        f"kills: {tally.kills} ({args.kills - multi} solo, {multi} three players) in {seconds:.0f} s"
    )
    print(f"aimed at: {moments}")
    print(f"restarts that resumed a game: {tally.resumed}")
    print(f"  with bonus circles picked before the kill shown again: {tally.resumed_with_picks}")
    print(f"kills in the middle of an autosave write: {tally.mid_save}")
    print(f"lost actions (kills after which a state shown was not in the autosave): {tally.lost}")
    print(f"corrupt files: {tally.corrupt}")
    print(f"resumed other than autosaved: {tally.resumed_wrong}")
    for problem in tally.problems:
        print(f"  {problem}")
    return 1 if tally.problems else 0


if __name__ == "__main__":
    sys.exit(main())
