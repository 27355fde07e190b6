"""Autosave cost per action (goal: median under 5 ms, so play never stutters).

    .venv/bin/python benchmarks/autosave.py             # measure and update docs/PERFORMANCE.md
    .venv/bin/python benchmarks/autosave.py --no-write  # only print the figures

Plays whole games through the real controller with the real GameKeeper attached
(as in the app) and times what the keeper does after each action: writing the
transcript, the temporary file, flush, fsync, rename and the folder's fsync. Solo
games and four-player games (longer transcripts). The folder is a temporary one
on the machine's disk (its file system is named in the results).
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import perfdoc  # benchmarks/perfdoc.py: the scripts run from this folder

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
SECTION = "autosave"


def play(players: list[str], folder: Path, seed: int) -> tuple[list[float], list[float], int]:
    """Seconds per autosave on the caller's thread, seconds until each was on disk, bytes."""
    from knaster_qt.games.knaster.core.game import Game
    from knaster_qt.games.knaster.core.transcript import write_transcript
    from knaster_qt.games.knaster.models.controller import KnasterController
    from knaster_qt.shell.session.keeper import GameKeeper

    rng = random.Random(seed)
    controller = KnasterController(Game(players, seed=seed))
    keeper = GameKeeper(controller, folder)
    times: list[float] = []
    durable: list[float] = []

    def timed_save(*_args: object) -> None:
        game = controller.game
        if game.game_over or not game.history:
            return
        keeper._last_written = None  # force the write the keeper just did, and time it
        start = time.perf_counter()
        keeper.save_now()
        times.append(time.perf_counter() - start)
        keeper.autosave.wait_until_durable()  # fsync in the background, timed here
        durable.append(time.perf_counter() - start)

    controller.changed.connect(timed_save)  # a roll, an action: once per gesture
    game = controller.game
    size = 0
    while not game.game_over:
        size = len(write_transcript(game))
        to_act = game.players_to_act()
        if not to_act:
            controller.roll()
            continue
        player = to_act[0]
        controller.set_player(player) if hasattr(controller, "set_player") else None
        if game.pending_bonus(player):
            choices = game.bonus_choices(player)
            controller.apply_for(player, rng.choice(choices))
        else:
            controller.apply_for(player, rng.choice(game.legal_actions(player)))
    keeper.close()
    return times, durable, size


def file_system(folder: Path) -> str:
    try:
        output = subprocess.run(
            ["df", "-T", str(folder)], capture_output=True, text=True, check=True
        ).stdout
        return output.splitlines()[1].split()[1]
    except (OSError, subprocess.CalledProcessError, IndexError):
        return "unknown"


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def write_section(text: str) -> None:
    perfdoc.write_section(SECTION, text)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5, help="games of each kind")
    parser.add_argument("--no-write", action="store_true", help="do not update PERFORMANCE.md")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0]])
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        kind_of_disk = file_system(Path(folder))
        for label, players in (
            ("solo", ["Ann"]),
            ("4 players", ["Ann", "Bob", "Cleo", "Dirk"]),
        ):
            times: list[float] = []
            durable: list[float] = []
            size = 0
            for seed in range(args.games):
                game_times, game_durable, size = play(players, Path(folder), seed)
                times += game_times
                durable += game_durable
            rows.append(
                f"| {label} | {len(times)} | {size / 1024:.1f} KB | "
                f"**{percentile(times, 0.5) * 1000:.2f} ms** | {percentile(times, 0.9) * 1000:.2f} ms | "
                f"{max(times) * 1000:.2f} ms | {percentile(durable, 0.5) * 1000:.1f} ms |"
            )
    del app
    text = (
        "Autosave after every action (`benchmarks/autosave.py`): the transcript written to a "
        "temporary file and renamed over `autosave.knaster`, then fsync'ed with its folder; "
        f"{args.games} whole games of each kind played through the controller with the keeper "
        f"attached. File system: {kind_of_disk}. Goal: median under 5 ms.\n\n"
        "| game | autosaves | last transcript | median | 90th percentile | slowest "
        "| on disk after (median) |\n"
        "|---|---|---|---|---|---|---|\n" + "\n".join(rows) + "\n\n"
        "Median, 90th percentile and slowest are the time the click waits: the transcript written and renamed "
        "into place (after that a crash or SIGKILL loses nothing). The fsync of the file and "
        "of the folder, which makes it survive a power cut, runs on a background thread; the last "
        "column is how long after the click that is done.\n\n"
        f"Load average while measuring: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores.\n"
    )
    print(text)
    if not args.no_write:
        write_section(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
