"""How many random solo games per second the rules engine plays on one core.

A game is driven only through the public API, the way a Monte Carlo computer
player drives it: ``roll()``, ``legal_actions()``, ``apply()`` with a uniformly
random legal action (bonus circles included) until ``game_over``. The seed is
fixed, so every repetition plays the same games; the figure is the median of
several repetitions because the machine is shared and noisy. Time is the
process's CPU time (``time.process_time``): the engine is single-threaded, so
this is games per second on one core, and it does not count the moments the
process waits while other work has the core.

    .venv/bin/python benchmarks/engine_speed.py            # measure and update docs/PERFORMANCE.md
    .venv/bin/python benchmarks/engine_speed.py --no-write # only print
    .venv/bin/python benchmarks/engine_speed.py --baseline c4a0039  # also measure an old commit

``--baseline REV`` exports that commit's package with ``git archive`` into a
temporary folder and measures it in a subprocess in the same run, so the
comparison is not skewed by whatever else the machine is doing at another time.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

import perfdoc  # benchmarks/perfdoc.py: the scripts run from this folder

ROOT = Path(__file__).resolve().parent.parent
SECTION = "engine_speed"
TARGET = 3000  # games per second (issue 2): the strong computer player's Monte Carlo budget


def play_random_games(games: int, seed: int) -> tuple[float, int]:
    """Play ``games`` random solo games; returns (seconds, sum of final scores)."""
    from knaster_qt.games.knaster.core.game import Game

    policy = random.Random(seed)
    choose = policy.choice
    total_score = 0
    start = time.process_time()
    for number in range(games):
        game = Game(["Solo"], seed=seed + number)
        while not game.game_over:
            game.roll()
            actions = game.legal_actions(0)
            while actions:  # the action, then any bonus circles it makes due
                game.apply(0, choose(actions))
                actions = game.legal_actions(0)
        total_score += game.score(0).total
    return time.process_time() - start, total_score


def summarise(rates: list[float], mean_score: float) -> dict[str, float]:
    return {
        "median": statistics.median(rates),
        "min": min(rates),
        "max": max(rates),
        "mean_score": mean_score,
    }


def measure(
    games: int, repetitions: int, seed: int, baseline: Path | None = None
) -> tuple[dict[str, float], dict[str, float] | None]:
    """Median games per second over ``repetitions`` runs of the same ``games`` games.

    With a ``baseline`` folder, each repetition is followed by one of the baseline
    engine (in a subprocess), so both see the same share of a busy machine.
    """
    rates: list[float] = []
    baseline_rates: list[float] = []
    mean_score = baseline_score = 0.0
    play_random_games(max(1, games // 10), seed)  # warm up imports and caches
    for _ in range(repetitions):
        seconds, total_score = play_random_games(games, seed)
        rates.append(games / seconds)
        mean_score = total_score / games
        if baseline is not None:
            result = measure_in_subprocess(baseline, games, seed)
            baseline_rates.append(result["median"])
            baseline_score = result["mean_score"]
    current = summarise(rates, mean_score)
    return current, (summarise(baseline_rates, baseline_score) if baseline_rates else None)


def export_revision(revision: str, folder: Path) -> None:
    """The package and its resources as they were at ``revision``, into ``folder``."""
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", "--format=tar", revision, "knaster_qt", "resources"],
        check=True,
        capture_output=True,
    ).stdout
    archive_path = folder / "tree.tar"
    archive_path.write_bytes(archive)
    with tarfile.open(archive_path) as tar:
        tar.extractall(folder, filter="data")


def measure_in_subprocess(folder: Path, games: int, seed: int) -> dict[str, float]:
    """One repetition of this script against the package exported to ``folder``."""
    command = [
        sys.executable,
        str(Path(__file__).resolve()),
        "--json",
        f"--games={games}",
        "--repetitions=1",
        f"--seed={seed}",
    ]
    environment = dict(os.environ, PYTHONPATH=str(folder), KNASTER_BENCH_ROOT=str(folder))
    output = subprocess.run(
        command, check=True, capture_output=True, text=True, env=environment
    ).stdout
    result: dict[str, float] = json.loads(output)
    return result


def write_section(text: str) -> None:
    perfdoc.write_section(SECTION, text)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games per repetition")
    parser.add_argument("--repetitions", type=int, default=5)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--baseline", metavar="REV", help="also measure this git revision")
    parser.add_argument("--no-write", action="store_true", help="do not update PERFORMANCE.md")
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()

    if os.environ.get("KNASTER_BENCH_ROOT"):
        # Measuring a baseline: import the exported package, not this checkout.
        sys.path.insert(0, os.environ["KNASTER_BENCH_ROOT"])
    else:
        sys.path.insert(0, str(ROOT))

    if args.json or not args.baseline:
        result, baseline = measure(args.games, args.repetitions, args.seed)
    else:
        with tempfile.TemporaryDirectory(prefix="knaster-baseline-") as folder:
            export_revision(args.baseline, Path(folder))
            result, baseline = measure(args.games, args.repetitions, args.seed, Path(folder))
    if args.json:
        print(json.dumps(result))
        return 0

    command = "`.venv/bin/python benchmarks/engine_speed.py"
    if args.baseline:
        command += f" --baseline {args.baseline}"
    command += "`"
    lines = [
        f"Random solo games per CPU second on one core: **{result['median']:,.0f}** "
        f"(median of {args.repetitions} runs of {args.games:,} games, seed {args.seed}; "
        f"runs ranged {result['min']:,.0f}-{result['max']:,.0f}; target {TARGET:,}).",
    ]
    if baseline is not None and args.baseline:
        speedup = result["median"] / baseline["median"]
        same = "same games" if baseline["mean_score"] == result["mean_score"] else "DIFFERENT games"
        lines.append(
            f"In the same run, alternating with it, the engine at `{args.baseline}`: "
            f"{baseline['median']:,.0f} games per CPU second "
            f"(now ×{speedup:.2f}; {same}: mean score {baseline['mean_score']:.2f} there, "
            f"{result['mean_score']:.2f} here)."
        )
    lines += [
        f"A game is driven through the public API with a uniformly random legal action "
        f"(bonus circles included); mean final score {result['mean_score']:.1f}.",
        f"Measured with {command} on Python {platform.python_version()} "
        f"({time.strftime('%Y-%m-%d', time.gmtime())}).",
    ]
    text = "\n".join(lines) + "\n"
    print(text, end="")
    if not args.no_write:
        write_section(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
