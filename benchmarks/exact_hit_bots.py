"""Exact Hit: how well each computer player level scores, how fast strong decides, and the
two references (the best possible solo policy, the clairvoyant player) on the same throws.

Every game of seed s deals the same throws (``selfplay.DiceStream``: round r's first throw
and its rethrow's values come from the seed alone), so every level and both references
play the same dice. Sheet A; the solo references are exact (see the bots' docstrings).

- Solo: ``--games`` games per level, with the references on the same seeds.
- 4 players of one level (mean of all four seats), and one strong against three medium.
- Head to head: 2-player games strong against medium, seats alternating.
- The strong player's time per decision (rethrow choices and answers to the dice, after
  its tables are computed: that one-off cost is measured on its own).
- Engine games per second: random legal play through the public API on one core (CPU
  time), solo and with four players.

    .venv/bin/python benchmarks/exact_hit_bots.py                # 300 games, writes the docs
    .venv/bin/python benchmarks/exact_hit_bots.py --games 40 --no-write   # a quick look
    .venv/bin/python benchmarks/exact_hit_bots.py --tune        # the strong player's round cost

``--tune`` measures instead how the strong player's round cost (the points it charges each
round in a game of several players) does against medium players and against the chosen
cost, and writes that table into its own section.

Games run in ``--processes`` worker processes (default 2, the machine's cores); decision
times are measured inside the workers, so on a busy machine they include other work.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path

import perfdoc  # benchmarks/perfdoc.py: the scripts run from this folder

from knaster_qt.games.exact_hit.core.actions import Rethrow, Throw
from knaster_qt.games.exact_hit.core.bots import LEVELS, play_game
from knaster_qt.games.exact_hit.core.bots.players import StrongBot
from knaster_qt.games.exact_hit.core.bots.references import (
    best_policy_expectation,
    best_policy_total,
    clairvoyant_total,
)
from knaster_qt.games.exact_hit.core.bots.row_plan import row_table
from knaster_qt.games.exact_hit.core.bots.selfplay import DecisionTimes
from knaster_qt.games.exact_hit.core.game import Game
from knaster_qt.games.exact_hit.core.sheets import sheet

ROOT = Path(__file__).resolve().parent.parent
SECTION = "exact_hit_bots"
TUNE_SECTION = "exact_hit_round_cost"


def warm_up() -> float:
    """Compute the strong player's tables (solo and with others); the CPU seconds it took."""
    start = time.process_time()
    for numbers in sheet("A").numbers:
        row_table(numbers)
        row_table(numbers, StrongBot.ROUND_COST)
    return time.process_time() - start


def solo_job(job: tuple[str, int]) -> tuple[str, int, int, list[float]]:
    level, seed = job
    times = DecisionTimes()
    game = play_game([level], seed, times=times)
    return level, seed, game.totals()[0], times.per_player[0]


def four_job(job: tuple[str, int]) -> tuple[str, float, list[float]]:
    """4 players of one level: the mean of the four totals, and seat 1's decision times."""
    level, seed = job
    times = DecisionTimes()
    game = play_game([level] * 4, seed, times=times)
    return level, statistics.mean(game.totals()), times.per_player[0]


def mixed_job(job: tuple[str, int]) -> tuple[str, int, float]:
    """One player of a level (its seat goes round) against three medium: (level, its
    total, the mediums' mean)."""
    level, seed = job
    seat = seed % 4
    levels = ["medium"] * 4
    levels[seat] = level
    totals = play_game(levels, seed).totals()
    return level, totals[seat], statistics.mean(totals[:seat] + totals[seat + 1 :])


def duel_job(seed: int) -> tuple[int, int]:
    """Strong against medium, 2 players, seats alternating: (strong's total, medium's)."""
    seat = seed % 2
    levels = ["strong", "medium"] if seat == 0 else ["medium", "strong"]
    totals = play_game(levels, seed).totals()
    return totals[seat], totals[1 - seat]


def reference_job(seed: int) -> tuple[int, int, int]:
    return seed, best_policy_total(seed), clairvoyant_total(seed)


def engine_rate(players: int, seconds: float) -> float:
    """Random legal games per CPU second: throw, a rethrow half the time, random answers."""
    rng = random.Random(1)
    games = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        game = Game(players, seed=games)
        while not game.game_over:
            game.apply(game.thrower, Throw())
            if rng.random() < 0.5:
                game.apply(game.thrower, Rethrow())
            for player in range(players):
                options = [
                    action
                    for action in game.legal_actions(player)
                    if not isinstance(action, Throw | Rethrow)
                ]
                game.apply(player, rng.choice(options))
        games += 1
    return games / (time.process_time() - start)


def figures(scores: list[float]) -> str:
    return (
        f"{statistics.mean(scores):.1f} | {statistics.median(scores):g} | {min(scores):g} | "
        f"{max(scores):g} | {statistics.pstdev(scores):.1f}"
    )


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def run(games: int, seed: int, processes: int) -> str:
    start = time.perf_counter()
    tables_seconds = warm_up()
    seeds = range(seed, seed + games)
    four_games = max(1, games // 2)
    four_seeds = range(seed, seed + four_games)
    solo: dict[str, dict[int, int]] = {level: {} for level in LEVELS}
    four: dict[str, list[float]] = {level: [] for level in LEVELS}
    strong_times: list[float] = []
    with Pool(processes, initializer=warm_up) as pool:
        jobs = [(level, number) for level in LEVELS for number in seeds]
        for level, game_seed, total, times in pool.imap_unordered(solo_job, jobs, chunksize=8):
            solo[level][game_seed] = total
            if level == "strong":
                strong_times += times
        jobs = [(level, number) for level in LEVELS for number in four_seeds]
        for level, mean, times in pool.imap_unordered(four_job, jobs, chunksize=4):
            four[level].append(mean)
            if level == "strong":
                strong_times += times
        mixed: dict[str, list[tuple[int, float]]] = {level: [] for level in LEVELS}
        jobs = [(level, number) for level in LEVELS for number in four_seeds]
        for level, total, theirs in pool.imap_unordered(mixed_job, jobs, chunksize=4):
            mixed[level].append((total, theirs))
        duels = pool.map(duel_job, seeds, chunksize=8)
        references = pool.map(reference_job, seeds, chunksize=8)
    engine_solo = engine_rate(1, 3.0)
    engine_four = engine_rate(4, 3.0)
    elapsed = time.perf_counter() - start

    best = {number: total for number, total, _ in references}
    clairvoyant = {number: total for number, _, total in references}
    strong_minus_best = [solo["strong"][number] - best[number] for number in seeds]
    lead = [solo["strong"][number] - solo["medium"][number] for number in seeds]
    wins = sum(1 for mine, theirs in duels if mine > theirs)
    losses = sum(1 for mine, theirs in duels if mine < theirs)
    median_ms = statistics.median(strong_times) * 1000
    p90_ms = percentile(strong_times, 0.9) * 1000
    max_ms = max(strong_times) * 1000
    means = {level: statistics.mean(solo[level].values()) for level in LEVELS}
    expectation = best_policy_expectation()
    rows = "\n".join(f"| {level} | {figures(list(solo[level].values()))} |" for level in LEVELS)
    rows += f"\n| best possible policy (reference) | {figures(list(best.values()))} |"
    rows += f"\n| clairvoyant (reference) | {figures(list(clairvoyant.values()))} |"
    four_rows = "\n".join(f"| {level} | {figures(four[level])} |" for level in LEVELS)
    mixed_rows = "\n".join(
        f"| {level} | {figures([mine for mine, _ in mixed[level]])} | "
        f"{statistics.mean(theirs for _, theirs in mixed[level]):.1f} | "
        f"{sum(1 for mine, theirs in mixed[level] if mine > theirs)} of {four_games} |"
        for level in LEVELS
    )
    goals = [
        (
            "strong's solo mean within 2 points of the best possible policy (same throws)",
            abs(means["strong"] - statistics.mean(best.values())) <= 2,
        ),
        ("strong clearly above medium solo", means["strong"] >= means["medium"] + 10),
        ("strong wins a clear majority head to head", wins >= 0.6 * games),
        (
            "strong above medium in 4-player games (every seat one level)",
            statistics.mean(four["strong"]) > statistics.mean(four["medium"]),
        ),
        (
            "one strong player above three medium ones on average",
            statistics.mean(mine for mine, _ in mixed["strong"])
            > statistics.mean(theirs for _, theirs in mixed["strong"]),
        ),
        ("strong decision median <= 150 ms", median_ms <= 150),
    ]
    goal_lines = "\n".join(f"- {'met' if ok else 'NOT met'}: {text}" for text, ok in goals)
    return f"""Solo games on sheet A, seeds {seed}..{seed + games - 1}, {games} games per level and
reference, every one on the same throws; the first player's total:

| level | mean | median | min | max | stdev |
|-------|------|--------|-----|-----|-------|
{rows}

- The best possible policy's exact expectation is {expectation:.3f} (the five rows' values of
  the dynamic programme); on these throws it averages {statistics.mean(best.values()):.1f}.
  Strong minus it on the same throws: mean {statistics.mean(strong_minus_best):+.2f}, largest
  difference {max(map(abs, strong_minus_best))} (in solo strong is that policy).
- The clairvoyant player (knows every throw and rethrow; exact search) is the upper bound:
  {statistics.mean(clairvoyant.values()) - statistics.mean(best.values()):.1f} points above the best
  real policy on average.
- Strong minus medium solo on the same throws: mean {statistics.mean(lead):+.1f} points.

4 players, every seat the same level, seeds {seed}..{seed + four_games - 1} ({four_games} games per
level); the mean of the four totals per game:

| level | mean | median | min | max | stdev |
|-------|------|--------|-----|-----|-------|
{four_rows}

One player of each level against three medium players, the same seeds, its seat going
round (a level's 4-player score against the same opponents):

| level | mean | median | min | max | stdev | the mediums' mean | above the mediums' mean |
|-------|------|--------|-----|-----|-------|-------------------|-------------------------|
{mixed_rows}

- Head to head, {games} 2-player games strong against medium (seats alternate): strong wins
  {wins}, medium wins {losses}, ties {games - wins - losses}; strong's mean lead
  {statistics.mean(mine - theirs for mine, theirs in duels):+.1f} points.
- Strong's time per decision over {len(strong_times)} decisions (rethrow choices and answers,
  solo and 4-player games): median {median_ms:.3f} ms, p90 {p90_ms:.3f} ms, max {max_ms:.1f} ms,
  in {processes} worker processes on the shared 2-core machine. Its tables (solo and with
  others) took {tables_seconds:.2f} s of CPU time to compute once per process, before the
  first game.
- Engine: {engine_solo:.0f} random solo games and {engine_four:.0f} random 4-player games per
  CPU second on one core (throw, a rethrow half the time, random legal answers through
  `legal_actions` and `apply`).

Goals of issue 16:
{goal_lines}

Measured with `.venv/bin/python benchmarks/exact_hit_bots.py --games {games} --seed {seed} --processes {processes}` ({elapsed / 60:.1f} minutes).
"""


def tune_job(
    job: tuple[float, int],
) -> tuple[float, int, int, int, float, float, int, float, float]:
    """One seed for one round cost: strong with that cost against medium (2 players, seats
    alternating), one against three medium, and one against three of the chosen cost."""
    cost, seed = job
    bot = StrongBot(round_cost=cost)
    seat = seed % 2
    duel = play_game([bot, "medium"] if seat == 0 else ["medium", bot], seed).totals()
    four = play_game([bot, "medium", "medium", "medium"], seed).totals()
    chosen = play_game([bot, "strong", "strong", "strong"], seed).totals()
    return (
        cost,
        duel[seat],
        duel[1 - seat],
        int(four[0] > max(four[1:])),
        four[0],
        statistics.mean(four[1:]),
        int(chosen[0] > max(chosen[1:])),
        chosen[0],
        statistics.mean(chosen[1:]),
    )


def tune(games: int, seed: int, processes: int, costs: list[float]) -> str:
    start = time.perf_counter()
    jobs = [(cost, number) for cost in costs for number in range(seed, seed + games)]
    results: dict[float, list[tuple[float, int, int, int, float, float, int, float, float]]] = {
        cost: [] for cost in costs
    }
    with Pool(processes) as pool:
        for result in pool.imap_unordered(tune_job, jobs, chunksize=4):
            results[result[0]].append(result)
    lines = []
    for cost in costs:
        rows = results[cost]
        wins = sum(1 for row in rows if row[1] > row[2])
        lead = statistics.mean(row[1] - row[2] for row in rows)
        four_wins = sum(row[3] for row in rows)
        chosen_wins = sum(row[6] for row in rows)
        lines.append(
            f"| {cost:g} | {wins / games:.0%} | {lead:+.1f} | "
            f"{statistics.mean(row[4] for row in rows):.1f} "
            f"({statistics.mean(row[5] for row in rows):.1f}) | {four_wins / games:.0%} | "
            f"{statistics.mean(row[7] for row in rows):.1f} "
            f"({statistics.mean(row[8] for row in rows):.1f}) | {chosen_wins / games:.0%} |"
        )
    table = "\n".join(lines)
    elapsed = time.perf_counter() - start
    return f"""The strong player's round cost, seeds {seed}..{seed + games - 1} ({games} games per cost and
column; its seat: alternating against one medium, seat 1 in the 4-player games):

| round cost | 2 players v medium: wins | mean lead | 4 players v 3 medium: its total (theirs) | wins the table | 4 players v 3 strong (cost {StrongBot.ROUND_COST:g}): its total (theirs) | wins the table |
|---|---|---|---|---|---|---|
{table}

Measured with `.venv/bin/python benchmarks/exact_hit_bots.py --tune --games {games} --seed {seed} --processes {processes}` ({elapsed / 60:.1f} minutes).
"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300, help="solo games per level")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game")
    parser.add_argument("--processes", type=int, default=2, help="worker processes")
    parser.add_argument("--no-write", action="store_true", help="do not update PERFORMANCE.md")
    parser.add_argument(
        "--tune", action="store_true", help="measure the strong player's round cost instead"
    )
    parser.add_argument(
        "--costs", default="0,1,2,3,4,5,6", help="round costs to measure with --tune"
    )
    args = parser.parse_args()
    if args.tune:
        costs = [float(cost) for cost in args.costs.split(",")]
        text = tune(args.games, args.seed, args.processes, costs)
    else:
        text = run(args.games, args.seed, args.processes)
    print(text)
    if not args.no_write:
        perfdoc.write_section(TUNE_SECTION if args.tune else SECTION, text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
