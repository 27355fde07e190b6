"""How well each computer player level scores, how fast the strong one decides, who wins.

Solo games on sheet A with the same seeds for every level, so every level sees the
same dice (while its game lasts): mean, median, min, max and standard deviation of
the scores, the strong player's time per decision, the strong player's mean lead
over the medium one on the same dice, and 2-player games strong against medium
(seats alternate) for the share of wins.

    .venv/bin/python benchmarks/bot_strength.py                 # 500 games per level, writes docs
    .venv/bin/python benchmarks/bot_strength.py --games 100 --no-write   # a quick look

Games run in ``--processes`` worker processes (default 2, the machine's cores);
decision times are measured inside the workers, so on a busy machine they include
whatever else is running.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path

import perfdoc  # benchmarks/perfdoc.py: the scripts run from this folder

from knaster_qt.games.knaster.core.bots import LEVELS
from knaster_qt.games.knaster.core.bots.selfplay import DecisionTimes, play_game

ROOT = Path(__file__).resolve().parent.parent

SECTION = "bot_strength"


def solo_game(job: tuple[str, int]) -> tuple[str, int, int, list[float]]:
    """(level, seed, score, seconds per decision) of one solo game."""
    level, seed = job
    times = DecisionTimes()
    game = play_game([level], seed, times=times)
    return level, seed, game.score(0).total, times.per_player[0]


def duel(seed: int) -> tuple[int, int, list[float]]:
    """A 2-player game strong against medium; (strong's score, medium's score, strong's times)."""
    strong_seat = seed % 2
    levels = ["strong", "medium"] if strong_seat == 0 else ["medium", "strong"]
    times = DecisionTimes()
    game = play_game(levels, seed, times=times)
    return (
        game.score(strong_seat).total,
        game.score(1 - strong_seat).total,
        times.per_player[strong_seat],
    )


def figures(scores: list[int]) -> str:
    return (
        f"{statistics.mean(scores):.1f} | {statistics.median(scores):g} | {min(scores)} | "
        f"{max(scores)} | {statistics.pstdev(scores):.1f}"
    )


def run(games: int, duels: int, seed: int, processes: int) -> str:
    jobs = [(level, seed + number) for level in LEVELS for number in range(games)]
    scores: dict[str, dict[int, int]] = {level: {} for level in LEVELS}
    strong_times: list[float] = []
    start = time.perf_counter()
    with Pool(processes) as pool:
        for level, game_seed, score, times in pool.imap_unordered(solo_game, jobs, chunksize=4):
            scores[level][game_seed] = score
            if level == "strong":
                strong_times += times
        duel_results = pool.map(duel, range(seed, seed + duels), chunksize=2)
    elapsed = time.perf_counter() - start

    seeds = sorted(scores["strong"])
    lead = [scores["strong"][s] - scores["medium"][s] for s in seeds]
    better = sum(1 for value in lead if value > 0)
    worse = sum(1 for value in lead if value < 0)
    wins = sum(1 for mine, theirs, _ in duel_results if mine > theirs)
    losses = sum(1 for mine, theirs, _ in duel_results if mine < theirs)
    ties = duels - wins - losses
    duel_times = [value for _, _, times in duel_results for value in times]
    all_times = strong_times + duel_times
    median_ms = statistics.median(all_times) * 1000
    max_ms = max(all_times) * 1000
    rows = "\n".join(f"| {level} | {figures(list(scores[level].values()))} |" for level in LEVELS)
    means = {level: statistics.mean(scores[level].values()) for level in LEVELS}
    goals = [
        ("medium mean >= 80", means["medium"] >= 80),
        ("strong mean >= 90", means["strong"] >= 90),
        ("easy clearly below medium", means["easy"] + 20 <= means["medium"]),
        ("strong decision median <= 150 ms", median_ms <= 150),
        ("strong decision max <= 1 s", max_ms <= 1000),
        ("strong outscores medium on the same dice", statistics.mean(lead) > 0),
        ("strong wins a majority head-to-head", wins > duels / 2),
    ]
    goal_lines = "\n".join(f"- {'met' if ok else 'NOT met'}: {text}" for text, ok in goals)
    return f"""Solo games on sheet A, extra-round rule, seeds {seed}..{seed + games - 1} (the same
dice for every level), {games} games per level; score of the player:

| level | mean | median | min | max | stdev |
|-------|------|--------|-----|-----|-------|
{rows}

- Strong minus medium on the same dice: mean {statistics.mean(lead):+.2f} points per game
  (strong ahead in {better}, behind in {worse}, equal in {games - better - worse} of {games} games).
- Head to head, {duels} 2-player games strong against medium (seats alternate, seeds
  {seed}..{seed + duels - 1}): strong wins {wins}, medium wins {losses}, ties {ties};
  strong's win share {wins / duels:.1%} ({(wins + ties / 2) / duels:.1%} counting ties as half).
- Strong player's time per decision over {len(all_times)} decisions (solo and 2-player games):
  median {median_ms:.1f} ms, max {max_ms:.0f} ms, measured in {processes} worker processes at
  once on the shared 2-core machine (other work was running too).

Goals of issue 4:
{goal_lines}

Measured with `.venv/bin/python benchmarks/bot_strength.py --games {games} --duels {duels} --seed {seed} --processes {processes}` ({elapsed / 60:.1f} minutes).
"""


def write_section(text: str) -> None:
    perfdoc.write_section(SECTION, text)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500, help="solo games per level")
    parser.add_argument("--duels", type=int, default=200, help="2-player games strong v medium")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game")
    parser.add_argument("--processes", type=int, default=2, help="worker processes")
    parser.add_argument("--no-write", action="store_true", help="do not update PERFORMANCE.md")
    args = parser.parse_args()
    text = run(args.games, args.duels, args.seed, args.processes)
    print(text)
    if not args.no_write:
        write_section(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
