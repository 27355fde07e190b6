"""Loop Tiles' computer players: scores per level, who beats whom, time per decision.

- Every level plays 2- and 4-player games against itself on the same bags (seeds):
  mean, median, min, max and standard deviation of the players' totals, and games per
  second of one worker process.
- Head to head, 2-player games strong against medium and strong against the plain
  greedy player (the plan that scores most this turn), each bag played twice with the
  seats swapped: wins, losses, ties and the win share (ties as half) with its 95%
  Wilson interval.
- The strong player's time per decision (median, 90th percentile, max) over all of that.

    .venv/bin/python benchmarks/loop_tiles_bots.py                   # writes the docs
    .venv/bin/python benchmarks/loop_tiles_bots.py --games 4 --duels 10 --no-write

Games run in ``--processes`` worker processes (default 2, the machine's cores);
decision times are measured inside the workers, so on a busy machine they include
whatever else is running.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from multiprocessing import Pool

import perfdoc  # benchmarks/perfdoc.py: the scripts run from this folder

from knaster_qt.games.loop_tiles.core.bots import LEVELS
from knaster_qt.games.loop_tiles.core.bots.selfplay import DecisionTimes, play_game

SECTION = "loop_tiles_bots"


def self_play(
    job: tuple[str, int, int],
) -> tuple[str, int, list[int], list[float], float, int]:
    """One game of ``players`` seats of one level: (level, players, totals, strong's
    decision times, seconds the game took, turns played)."""
    level, players, seed = job
    times = DecisionTimes()
    start = time.perf_counter()
    game = play_game([level] * players, seed, times=times)
    elapsed = time.perf_counter() - start
    decisions = [t for seat in times.per_player for t in seat] if level == "strong" else []
    return level, players, list(game.scores), decisions, elapsed, game.turns_played


def duel(job: tuple[str, int, int]) -> tuple[str, int, int, list[float]]:
    """A 2-player game strong (in ``seat``) against ``rival``: (rival, strong's total, the
    rival's, strong's decision times)."""
    rival, seed, seat = job
    levels = ["strong", rival] if seat == 0 else [rival, "strong"]
    times = DecisionTimes()
    game = play_game(levels, seed, times=times)
    return rival, game.scores[seat], game.scores[1 - seat], times.per_player[seat]


def wilson(share: float, count: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion seen in ``count`` games."""
    centre = (share + z * z / (2 * count)) / (1 + z * z / count)
    half = z * math.sqrt(share * (1 - share) / count + z * z / (4 * count * count))
    return centre - half / (1 + z * z / count), centre + half / (1 + z * z / count)


def figures(scores: list[int]) -> str:
    return (
        f"{statistics.mean(scores):.1f} | {statistics.median(scores):g} | {min(scores)} | "
        f"{max(scores)} | {statistics.pstdev(scores):.1f}"
    )


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def run(games: int, duels: int, seed: int, processes: int) -> str:
    jobs = [
        (level, players, seed + number)
        for players in (2, 4)
        for level in LEVELS
        for number in range(games)
    ]
    # Each bag twice, strong first and strong second, so neither the bag nor the seat
    # favours one side.
    duel_jobs = [
        (rival, seed + number, seat)
        for rival in ("greedy", "medium")
        for number in range(duels // 2)
        for seat in (0, 1)
    ]
    start = time.perf_counter()
    with Pool(processes) as pool:
        played = pool.map(self_play, jobs, chunksize=1)
        duelled = pool.map(duel, duel_jobs, chunksize=1)
    elapsed = time.perf_counter() - start

    lines = []
    strong_times: list[float] = []
    for players in (2, 4):
        lines.append(f"\n{players} players, every seat the same level:\n")
        lines.append("| level | mean | median | min | max | stdev | turns | games/s |")
        lines.append("|-------|------|--------|-----|-----|-------|-------|---------|")
        for level in LEVELS:
            mine = [result for result in played if result[:2] == (level, players)]
            scores = [score for result in mine for score in result[2]]
            speed = len(mine) / sum(result[4] for result in mine)
            turns = statistics.mean(result[5] for result in mine)
            lines.append(f"| {level} | {figures(scores)} | {turns:.1f} | {speed:.2f} |")
            strong_times += [t for result in mine for t in result[3]]
    duel_lines = []
    goals = []
    for rival in ("greedy", "medium"):
        mine = [result for result in duelled if result[0] == rival]
        wins = sum(1 for _, ours, theirs, _ in mine if ours > theirs)
        losses = sum(1 for _, ours, theirs, _ in mine if ours < theirs)
        ties = len(mine) - wins - losses
        share = (wins + ties / 2) / len(mine)
        low, high = wilson(share, len(mine))
        lead = statistics.mean(ours - theirs for _, ours, theirs, _ in mine)
        strong_times += [t for result in mine for t in result[3]]
        duel_lines.append(
            f"- strong against {rival}, {len(mine)} games: strong wins {wins}, loses {losses}, "
            f"ties {ties}; win share {share:.1%} (95% interval {low:.1%} to {high:.1%}); "
            f"mean lead {lead:+.1f} points."
        )
        goals.append((f"strong wins clearly more than half against {rival}", low > 0.5))
    median_ms = statistics.median(strong_times) * 1000
    goals.append(("strong's median time per decision <= 200 ms", median_ms <= 200))
    goal_lines = "\n".join(f"- {'met' if ok else 'NOT met'}: {text}" for text, ok in goals)
    total = len(jobs) + len(duel_jobs)
    return f"""Bags (seeds) {seed}..{seed + games - 1} for every level, {games} games per level
and player count; totals of all seats:
{chr(10).join(lines)}

Head to head, 2-player games on the bags (seeds) {seed}..{seed + duels // 2 - 1}, each bag
played twice with the seats swapped:
{chr(10).join(duel_lines)}

Strong player's time per decision over {len(strong_times)} decisions (the self-play and
head-to-head games above): median {median_ms:.0f} ms, 90th percentile
{percentile(strong_times, 0.9) * 1000:.0f} ms, max {max(strong_times) * 1000:.0f} ms, measured in
{processes} worker processes at once on the shared 2-core machine (other work was running too).

Goals of issue 17:
{goal_lines}

Measured with `.venv/bin/python benchmarks/loop_tiles_bots.py --games {games} --duels {duels} --seed {seed} --processes {processes}` ({total} games, {elapsed / 60:.1f} minutes).
"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=12, help="games per level and count")
    parser.add_argument(
        "--duels", type=int, default=120, help="2-player games per pairing (even: bags twice)"
    )
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game")
    parser.add_argument("--processes", type=int, default=2, help="worker processes")
    parser.add_argument("--no-write", action="store_true", help="do not update PERFORMANCE.md")
    args = parser.parse_args()
    text = run(args.games, args.duels, args.seed, args.processes)
    print(text)
    if not args.no_write:
        perfdoc.write_section(SECTION, text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
