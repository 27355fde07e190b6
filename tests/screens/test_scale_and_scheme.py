"""Every window of the three games at the screen ratios 1.25, 1.5 and 2 and in the dark scheme.

Each run is a program of its own (tests/screens/window_report.py): a screen's device pixel
ratio is fixed when Qt starts. QT_SCALE_FACTOR gives the ratio, as a user or a desktop sets
it, with the rounding policy PassThrough (Qt's default for a desktop's own fractional
ratio; without it 1.25 would round to 1). The offscreen screen is as large as a real one
at that ratio (1920 x 1080 at 1.25, 2560 x 1440 at 1.5, 3840 x 2160 at 2, in device
pixels): dialogs fit themselves to the screen. Three runs, about 8 s each: the runs at 1.5
and 2 have the dark scheme, the one at 1.25 the light one (the checks of cut text and sharp
sheets do not depend on the scheme, the colours do not depend on the ratio).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
RUNS = {  # (ratio, scheme): the screen's size in device pixels
    (1.25, "light"): (1920, 1080),
    (1.5, "dark"): (2560, 1440),
    (2.0, "dark"): (3840, 2160),
}
WINDOWS = {"new game", "new game, a name twice", "main window", "rules", "statistics", "settings"}
WITH_RESULT_DIALOG = {"Knaster", "Exact Hit"}  # Loop Tiles shows the ranking in its window
# A sheet drawn at the screen's ratio has clearly more detail than the same picture drawn at
# ratio 1 and enlarged (measured: 1.7 to 2.1 times as much).
CRISP = 1.4


def run_windows(ratio: float, scheme: str, folder: Path, shots: Path | None = None) -> Any:
    width, height = RUNS[(ratio, scheme)]
    screen = {"name": "screen", "x": 0, "y": 0, "width": width, "height": height}
    config = folder / "screen.json"
    config.write_text(json.dumps({"screens": [{**screen, "logicalDpi": 96, "dpr": 1}]}))
    data = folder / "data"
    data.mkdir()
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
        "QT_SCALE_FACTOR": str(ratio),
        "QT_SCALE_FACTOR_ROUNDING_POLICY": "PassThrough",
        "KNASTER_QT_DATA_DIR": str(data),
    }
    report = folder / "report.json"
    command = [sys.executable, "-m", "tests.screens.window_report", str(report)]
    command += ["--scheme", scheme]
    if shots is not None:
        command += ["--shots", str(shots)]
    done = subprocess.run(
        command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=180, check=False
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(report.read_text(encoding="utf-8"))


@pytest.fixture(scope="module", params=sorted(RUNS), ids=lambda run: f"{run[0]}-{run[1]}")
def run(request, tmp_path_factory) -> tuple[float, str, Any]:
    ratio, scheme = request.param
    folder = tmp_path_factory.mktemp(f"screen-{ratio}-{scheme}")
    return ratio, scheme, run_windows(ratio, scheme, folder)


def windows(report: Any) -> dict[tuple[str, str], Any]:
    return {
        (game, window): looks
        for game, shown in report["games"].items()
        for window, looks in shown.items()
        if window != "sheet"
    }


def test_every_window_of_every_game_was_looked_at(run) -> None:
    ratio, _scheme, report = run
    assert report["ratio"] == ratio
    assert set(report["games"]) == {"Knaster", "Exact Hit", "Loop Tiles"}
    for game, shown in report["games"].items():
        expected = WINDOWS | ({"result"} if game in WITH_RESULT_DIALOG else set())
        assert set(shown) - {"sheet"} == expected, game
        assert all(looks["texts"] > 0 for looks in windows(report).values())


def test_no_text_is_cut(run) -> None:
    _ratio, _scheme, report = run
    cut = {place: looks["clipped"] for place, looks in windows(report).items() if looks["clipped"]}
    assert cut == {}


def test_every_text_is_readable(run) -> None:
    _ratio, _scheme, report = run
    pale = {
        place: looks["unreadable"]
        for place, looks in windows(report).items()
        if looks["unreadable"]
    }
    assert pale == {}


def test_no_icon_is_blurred(run) -> None:
    _ratio, _scheme, report = run
    blurred = {
        place: looks["blurred"] for place, looks in windows(report).items() if looks["blurred"]
    }
    assert blurred == {}


def test_sheets_are_drawn_at_the_screens_ratio(run) -> None:
    """What the sheet widget shows has the screen's device pixels, and their detail: it is
    not a picture drawn at ratio 1 and enlarged."""
    ratio, _scheme, report = run
    for game, shown in report["games"].items():
        sheet = shown["sheet"]
        assert sheet["ratio"] == sheet["screen_ratio"] == ratio, game
        width, height = sheet["logical"]
        device = (width * ratio, height * ratio)  # Qt rounds a half pixel up, Python to even
        assert all(
            abs(got - want) <= 0.5 for got, want in zip(sheet["size"], device, strict=True)
        ), game
        assert sheet["detail"] > CRISP * sheet["blurred_detail"], game


def test_sheets_stay_paper_in_either_scheme(run) -> None:
    """The sheet is the printed pad: light paper, also in a dark window; the window around
    it follows the scheme."""
    _ratio, scheme, report = run
    for game, shown in report["games"].items():
        sheet = shown["sheet"]
        assert sheet["paper_lightness"] >= 190, game
        if scheme == "dark":
            assert sheet["window_lightness"] < 80 and sheet["window_pixels"] < 80, game
        else:
            assert sheet["window_lightness"] > 180 and sheet["window_pixels"] > 180, game
