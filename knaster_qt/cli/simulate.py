"""``knaster-qt simulate``: computer players play seeded games headless; prints score figures.

Never imports Qt, so it runs on machines without a display or Qt libraries.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from typing import Any

# From their own modules, not core.game: the command builds this parser at each start (also
# when it only opens the window), and the rules engine loads when games are simulated.
from knaster_qt.games.knaster.core.game_types import EndRule
from knaster_qt.games.knaster.core.players import MAX_PLAYERS

LEVEL_CHOICES = ("random", "greedy", "easy", "medium", "strong")
EXIT_INTERRUPTED = 130  # 128 + SIGINT, what shells report for a command stopped by Ctrl+C


def _count(low: int, high: int | None, what: str) -> Any:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(
                f"{what} must be a whole number, not '{text}'"
            ) from None
        if value < low or (high is not None and value > high):
            limit = f"{low} to {high}" if high is not None else f"at least {low}"
            raise argparse.ArgumentTypeError(f"{what} must be {limit}, not {value}")
        return value

    return parse


def add_parser(commands: Any) -> None:
    parser = commands.add_parser(
        "simulate",
        help="let computer players play seeded games and print score figures",
        description="Computer players of one level play K games with N players each; prints "
        "the mean, median, min, max and standard deviation of the first player's scores "
        "and the games per second. The same seed gives the same figures.",
    )
    parser.add_argument(
        "--players",
        type=_count(1, MAX_PLAYERS, "--players"),
        default=1,
        metavar="N",
        help=f"players per game, 1 to {MAX_PLAYERS} (default 1)",
    )
    parser.add_argument(
        "--games",
        type=_count(1, None, "--games"),
        default=100,
        metavar="K",
        help="number of games (default 100)",
    )
    parser.add_argument(
        "--seed",
        type=_count(0, None, "--seed"),
        default=0,
        metavar="S",
        help="seed of the first game; game i uses S + i (default 0)",
    )
    parser.add_argument(
        "--bot",
        choices=LEVEL_CHOICES,
        default="greedy",
        help="level of every player; greedy is the medium level (default greedy)",
    )
    parser.add_argument("--sheet", default="A", metavar="A|B", help="sheet side (default A)")
    parser.add_argument(
        "--end-rule",
        choices=[rule.value for rule in EndRule],
        default=EndRule.EXTRA_ROUND.value,
        help="extra-round (the rulebook, default) or quick-end",
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from knaster_qt.games.knaster.core.bots.selfplay import play_game
    from knaster_qt.games.knaster.core.errors import LayoutError
    from knaster_qt.games.knaster.core.layout import load_layout

    try:
        load_layout(args.sheet)
    except LayoutError as error:
        print(f"knaster-qt simulate: error: {error}", file=sys.stderr)
        return 2
    end_rule = EndRule(args.end_rule)
    levels = [args.bot] * args.players
    start = time.perf_counter()
    scores: list[int] = []
    try:
        for index in range(args.games):
            scores.append(play_game(levels, args.seed + index, args.sheet, end_rule).score(0).total)
    except KeyboardInterrupt:
        # Ctrl+C: the figures of the games that finished, and one line saying so.
        _print_figures(scores, time.perf_counter() - start)
        print(
            f"knaster-qt simulate: interrupted after {len(scores)} of {args.games} games",
            file=sys.stderr,
        )
        return EXIT_INTERRUPTED
    _print_figures(scores, time.perf_counter() - start)
    return 0


def _print_figures(scores: list[int], elapsed: float) -> None:
    if not scores:
        return
    stdev = statistics.pstdev(scores)
    rate = len(scores) / elapsed if elapsed > 0 else float("inf")
    print(
        f"mean {statistics.mean(scores):.1f}  median {statistics.median(scores):g}  "
        f"min {min(scores)}  max {max(scores)}  stdev {stdev:.1f}  games/s {_rate_text(rate)}",
        flush=True,
    )


def _rate_text(rate: float) -> str:
    """3600, 98 or 0.52: whole numbers where a fraction says nothing (never 3.6e+03)."""
    return f"{rate:.0f}" if rate >= 10 else f"{rate:.2g}"
