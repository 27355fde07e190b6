"""`knaster-qt simulate --game exact-hit` run as a real process: the same figures line as
for Knaster, the same output for the same seed, the bots' games, no Qt."""

from __future__ import annotations

import statistics
import subprocess
import sys

import pytest

from knaster_qt.games.exact_hit.core.bots import simulate as play_one

from .test_simulate import figures, imported_qt, simulate

STRONG_3 = ("--game", "exact-hit", "--players", "3", "--games", "5", "--seed", "1")


def test_strong_players_print_the_figures_and_the_same_seed_gives_the_same() -> None:
    first = simulate(*STRONG_3, "--bot", "strong")
    assert imported_qt(first) == []
    values = figures(first)
    again = figures(simulate(*STRONG_3, "--bot", "strong"))
    values.pop("rate")
    again.pop("rate")
    assert values == again
    # The figures are those of the games the bots play: seeds 1..5, first player's total.
    totals = [play_one(["strong"] * 3, seed, {}) for seed in range(1, 6)]
    assert values["mean"] == f"{statistics.mean(totals):.1f}"
    assert (int(values["min"]), int(values["max"])) == (min(totals), max(totals))
    assert float(values["median"]) == statistics.median(totals)
    other = figures(simulate(*STRONG_3[:-1], "2", "--bot", "strong"))
    other.pop("rate")
    assert other != values


@pytest.mark.parametrize("bot", ["random", "greedy", "easy", "medium"])
def test_every_level_plays(bot: str) -> None:
    values = figures(simulate("--game", "exact-hit", "--games", "4", "--seed", "2", "--bot", bot))
    assert int(values["min"]) <= float(values["mean"]) <= int(values["max"])


def test_solo_strong_is_far_above_random() -> None:
    args = ("--game", "exact-hit", "--games", "10", "--seed", "5", "--bot")
    strong = float(figures(simulate(*args, "strong"))["mean"])
    random_mean = float(figures(simulate(*args, "random"))["mean"])
    assert strong > random_mean + 50


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--players", "7"), "--players must be 1 to 6, not 7 (Exact Hit)"),
        (("--bot", "expert"), "invalid choice: 'expert'"),
        (("--sheet", "B"), "--sheet is not an option of Exact Hit"),
    ],
)
def test_bad_options_are_refused_with_a_clear_message(args: tuple[str, ...], message: str) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "knaster_qt", "simulate", "--game", "exact-hit", *args],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    assert message in result.stderr
    assert result.stdout == ""
