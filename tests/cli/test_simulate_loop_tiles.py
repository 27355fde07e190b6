"""`knaster-qt simulate --game loop-tiles` run as a real process: the figures line of the
first player's totals, the same output for the same seed, the variant, no Qt."""

from __future__ import annotations

import statistics
import subprocess
import sys

import pytest

from knaster_qt.games.loop_tiles.core.bots.selfplay import simulate as play_one

from .test_simulate import figures, imported_qt, simulate

STRONG_2 = ("--game", "loop-tiles", "--players", "2", "--games", "3", "--seed", "1")


def test_strong_players_print_the_figures_of_their_games_and_the_same_seed_the_same() -> None:
    first = simulate(*STRONG_2, "--bot", "strong")
    assert imported_qt(first) == []
    values = figures(first)
    again = figures(simulate(*STRONG_2, "--bot", "strong"))
    values.pop("rate")
    again.pop("rate")
    assert values == again
    # The figures are those of the games the bots play: seeds 1..3, first player's total.
    totals = [play_one(["strong"] * 2, seed, {"turns": "open"}) for seed in range(1, 4)]
    assert values["mean"] == f"{statistics.mean(totals):.1f}"
    assert (int(values["min"]), int(values["max"])) == (min(totals), max(totals))
    assert float(values["median"]) == statistics.median(totals)


@pytest.mark.parametrize("bot", ["random", "greedy", "easy", "medium"])
def test_every_level_plays(bot: str) -> None:
    args = ("--game", "loop-tiles", "--players", "3", "--games", "2", "--seed", "2")
    values = figures(simulate(*args, "--bot", bot))
    assert int(values["min"]) <= float(values["mean"]) <= int(values["max"])


def test_the_fixed_turns_variant_gives_other_games() -> None:
    # Two players set 4 tiles aside in the variant: other bags, other games.
    args = ("--game", "loop-tiles", "--players", "2", "--games", "2", "--seed", "5")
    fixed = figures(simulate(*args, "--turns", "fixed"))
    totals = [play_one(["medium"] * 2, seed, {"turns": "fixed"}) for seed in (5, 6)]
    assert fixed["mean"] == f"{statistics.mean(totals):.1f}"  # medium is the default level
    assert totals != [play_one(["medium"] * 2, seed, {"turns": "open"}) for seed in (5, 6)]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--players", "5"), "--players must be 1 to 4, not 5 (Loop Tiles)"),
        (("--turns", "seven"), "invalid choice: 'seven'"),
        (("--sheet", "B"), "--sheet is not an option of Loop Tiles"),
    ],
)
def test_bad_options_are_refused_with_a_clear_message(args: tuple[str, ...], message: str) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "knaster_qt", "simulate", "--game", "loop-tiles", *args],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    assert message in result.stderr
    assert result.stdout == ""
