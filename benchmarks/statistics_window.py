"""Opening the Statistics window with 10,000 stored games (goal: under 500 ms).

    .venv/bin/python benchmarks/statistics_window.py             # measure and update docs/PERFORMANCE.md
    .venv/bin/python benchmarks/statistics_window.py --no-write  # only print the figures
    .venv/bin/python benchmarks/statistics_window.py --screenshot out.png

Fills a records database in a temporary folder with made-up games (70 % solo,
the rest 2-4 players with some computer players, each carrying a real
transcript), then measures, in a fresh process each time: opening the database,
importing the window, building it, showing it and painting it once (cold); and in
one process the median of further opens (warm). Offscreen.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path

import perfdoc  # benchmarks/perfdoc.py: the scripts run from this folder

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
SECTION = "statistics"
GAMES = 10_000
NAMES = ("Ann", "Bob", "Cleo", "Dirk", "Eva", "Finn")


def fill_records(path: Path, count: int, seed: int = 1) -> None:
    """``count`` made-up finished games in one transaction."""
    from knaster_qt.storage.records import GameRecord, PlayerRecord, RecordsDatabase

    rng = random.Random(seed)
    transcript = (ROOT / "tests/data/transcripts/valid/solo_finished.txt").read_text()
    start = datetime(2024, 1, 1)
    records = []
    for number in range(count):
        seats = 1 if rng.random() < 0.7 else rng.randint(2, 4)
        names = rng.sample(NAMES, seats)
        totals = [max(0, round(rng.gauss(62, 18))) for _ in names]
        kinds = ["computer" if seat and rng.random() < 0.5 else "human" for seat in range(seats)]
        players = tuple(
            PlayerRecord(
                name=name,
                kind=kind,
                level=rng.choice(("easy", "medium", "strong")) if kind == "computer" else None,
                line_points=total * 2 // 3,
                circles=total - total * 2 // 3,
                total=total,
                rank=1 + sum(other > total for other in totals),
            )
            for name, kind, total in zip(names, kinds, totals, strict=True)
        )
        records.append(
            GameRecord(
                finished_at=start + timedelta(minutes=37 * number),
                sheet=rng.choice("AB"),
                end_rule="extra-round" if rng.random() < 0.8 else "quick-end",
                rounds=rng.randint(26, 40),
                players=players,
                transcript=transcript,
            )
        )
    database = RecordsDatabase.open(path)
    database.add_games(records)
    database.close()


def open_window(path: Path, screenshot: str | None = None) -> float:
    """Seconds from opening the database to the first painted window (call in a fresh process)."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0]])
    start = time.perf_counter()
    from knaster_qt.shell.views.statistics_window import StatisticsWindow
    from knaster_qt.storage.records import RecordsDatabase

    window = StatisticsWindow(RecordsDatabase.open(path))
    window.show()
    image = window.grab()  # paints every visible part once
    app.processEvents()
    elapsed = time.perf_counter() - start
    if screenshot:
        window.ui.tabs.setCurrentIndex(0)
        window.grab().save(screenshot)
    window.close()
    window.records.close()
    del image
    return elapsed


def cold_runs(path: Path, runs: int) -> list[float]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    times = []
    for _ in range(runs):
        output = subprocess.run(
            [sys.executable, __file__, "--child", str(path)],
            check=True,
            env=env,
            capture_output=True,
            text=True,
        ).stdout
        times.append(float(output.split()[-1]))
    return times


def median(values: list[float]) -> float:
    ordered = sorted(values)
    middle = len(ordered) // 2
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2


def write_section(text: str) -> None:
    perfdoc.write_section(SECTION, text)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="fresh processes (cold opens)")
    parser.add_argument("--no-write", action="store_true", help="do not update PERFORMANCE.md")
    parser.add_argument("--screenshot", help="also save a PNG of the window")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if args.child:
        print(f"{open_window(Path(args.child)):.6f}")
        return 0
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "records.sqlite"
        fill_records(path, GAMES)
        size = path.stat().st_size
        cold = cold_runs(path, args.runs)
        warm = [open_window(path, args.screenshot if run == 0 else None) for run in range(10)]
    text = (
        f"Opening Game > Statistics… with {GAMES:,} stored games (`benchmarks/statistics_window.py`: "
        f"made-up games, 70 % solo; database {size / 1e6:.1f} MB; offscreen). The time runs from "
        "opening the database to the first painted window. Goal: under 500 ms.\n\n"
        "| open | median | slowest |\n|---|---|---|\n"
        f"| cold (new process, {args.runs} runs; imports the window's modules) | "
        f"{median(cold) * 1000:.0f} ms | {max(cold) * 1000:.0f} ms |\n"
        f"| warm (same process, 10 runs) | {median(warm) * 1000:.0f} ms | "
        f"{max(warm) * 1000:.0f} ms |\n\n"
        "The games table loads 100 games at a time as it is scrolled (canFetchMore/fetchMore); "
        "high scores, players, rating counts and the chart are single SQL queries.\n"
        f"Load average while measuring: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores.\n"
    )
    print(text)
    if not args.no_write:
        write_section(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
