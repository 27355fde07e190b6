"""`knaster-qt simulate` run as a real process: the summary line, seeds, bad input, no Qt."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

SUMMARY = re.compile(
    r"^mean (?P<mean>\d+\.\d)  median (?P<median>\d+(?:\.5)?)  min (?P<min>\d+)  "
    r"max (?P<max>\d+)  stdev (?P<stdev>\d+\.\d)  games/s (?P<rate>\d+(\.\d+)?)$"
)


def simulate(*args: str) -> subprocess.CompletedProcess[str]:
    # -X importtime lists every imported module on stderr: proof that Qt stays out.
    return subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "knaster_qt", "simulate", *args],
        capture_output=True,
        text=True,
        timeout=120,
    )


def figures(result: subprocess.CompletedProcess[str]) -> dict[str, str]:
    assert result.returncode == 0, result.stderr[-2000:]
    lines = result.stdout.splitlines()
    assert len(lines) == 1, result.stdout
    match = SUMMARY.match(lines[0])
    assert match, lines[0]
    return match.groupdict()


def imported_qt(result: subprocess.CompletedProcess[str]) -> list[str]:
    return [line for line in result.stderr.splitlines() if "PySide6" in line or "shiboken" in line]


@pytest.mark.parametrize("bot", ["random", "greedy", "easy", "medium"])
def test_prints_the_labelled_figures_without_importing_qt(bot: str) -> None:
    result = simulate("--players", "2", "--games", "12", "--seed", "4", "--bot", bot)
    values = figures(result)
    assert int(values["min"]) <= float(values["median"]) <= int(values["max"])
    assert int(values["min"]) <= float(values["mean"]) <= int(values["max"])
    assert imported_qt(result) == []


def test_the_strong_level_runs_headless_too() -> None:
    result = simulate("--games", "1", "--seed", "9", "--bot", "strong", "--end-rule", "quick-end")
    values = figures(result)
    assert values["min"] == values["max"]
    assert imported_qt(result) == []


def test_the_same_seed_gives_the_same_figures() -> None:
    args = ("--games", "20", "--seed", "31", "--bot", "medium", "--sheet", "B")
    first, again = figures(simulate(*args)), figures(simulate(*args))
    first.pop("rate")
    again.pop("rate")
    assert first == again
    other = figures(simulate("--games", "20", "--seed", "32", "--bot", "medium", "--sheet", "B"))
    other.pop("rate")
    assert other != first


def test_medium_scores_far_above_random() -> None:
    random_mean = float(figures(simulate("--games", "20", "--bot", "random"))["mean"])
    medium_mean = float(figures(simulate("--games", "20", "--bot", "medium"))["mean"])
    assert medium_mean > random_mean + 40


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--players", "13"), "--players must be 1 to 12, not 13"),
        (("--games", "0"), "--games must be at least 1, not 0"),
        (("--games", "many"), "--games must be a whole number, not 'many'"),
        (("--bot", "expert"), "invalid choice: 'expert'"),
        (("--sheet", "C"), "unknown sheet 'C' (known: A, B)"),
        (("--end-rule", "never"), "invalid choice: 'never'"),
    ],
)
def test_bad_options_are_refused_with_a_clear_message(args: tuple[str, ...], message: str) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "knaster_qt", "simulate", *args],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    assert message in result.stderr
    assert result.stdout == ""


def test_help_lists_the_subcommand() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "knaster_qt", "--help"], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0
    assert "simulate" in result.stdout
