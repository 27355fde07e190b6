"""Every window of the three games at the screen ratios 1.25, 1.5 and 2 and in the dark scheme.

Each run is a program of its own (tests/screens/window_report.py, started by
tests/screens/desktops.py): a screen's device pixel ratio is fixed when Qt starts.
QT_SCALE_FACTOR gives the ratio, as a user or a desktop sets it, with the rounding policy
PassThrough (Qt's default for a desktop's own fractional ratio; without it 1.25 would round
to 1). The screen is as large as a real one at that ratio (1920 x 1080 at 1.25, 2560 x 1440
at 1.5, 3840 x 2160 at 2, in device pixels): dialogs fit themselves to the screen. Three
runs, about 10 s each: 1.25 in the light scheme; 1.5 with Qt's own dark palette (what a
GNOME desktop's dark setting turns into; offscreen, no desktop to ask); 2 on X11 with KDE
Plasma's Breeze Dark, read by Qt from the desktop's own settings file. The checks of cut
text and sharp sheets do not depend on the scheme, the colours not on the ratio.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.screens.desktops import Run, run_windows

RUNS = [
    Run(1.25, "light", (1920, 1080)),
    Run(1.5, "dark", (2560, 1440)),
    # The desktop's own dark scheme, the way it reaches Qt on a Linux desktop: Qt's KDE
    # theme reads Plasma's kdeglobals (its colours and the scheme's name), reports the colour
    # scheme dark and makes the palette from it. Needs an X server: Xvfb.
    pytest.param(
        Run(2.0, "system", (3840, 2160), "kde"),
        marks=[pytest.mark.linux_only, pytest.mark.requires_tools("xvfb-run")],
        id="2.0-kde-dark",
    ),
]
WINDOWS = {
    "new game",
    "new game, a name twice",
    "main window",
    "rules",
    "statistics",
    "settings",
    "replay",
    "first game guide",
}
WITH_RESULT_DIALOG = {"Knaster", "Exact Hit"}  # Loop Tiles shows the ranking in its window
# A sheet drawn at the screen's ratio has clearly more detail than the same picture drawn at
# ratio 1 and enlarged (measured: 1.7 to 2.1 times as much).
CRISP = 1.4


@pytest.fixture(scope="module", params=RUNS, ids=lambda run: f"{run.ratio}-{run.scheme}")
def run(request, tmp_path_factory) -> tuple[Run, Any]:
    folder = tmp_path_factory.mktemp(f"screen-{request.param.ratio}-{request.param.scheme}")
    return request.param, run_windows(request.param, folder)


def windows(report: Any) -> dict[tuple[str, str], Any]:
    return {
        (game, window): looks
        for game, shown in report["games"].items()
        for window, looks in shown.items()
        if window != "sheet"
    }


def test_every_window_of_every_game_was_looked_at(run) -> None:
    setup, report = run
    assert report["ratio"] == setup.ratio
    assert set(report["games"]) == {"Knaster", "Exact Hit", "Loop Tiles"}
    for game, shown in report["games"].items():
        expected = WINDOWS | ({"result"} if game in WITH_RESULT_DIALOG else set())
        if game == "Knaster":  # About is looked at with the first game
            expected |= {"about"}
        assert set(shown) - {"sheet"} == expected, game
        assert all(looks["texts"] > 0 for looks in windows(report).values())


def test_no_text_is_cut(run) -> None:
    _setup, report = run
    cut = {place: looks["clipped"] for place, looks in windows(report).items() if looks["clipped"]}
    assert cut == {}


def test_every_text_is_readable(run) -> None:
    _setup, report = run
    pale = {
        place: looks["unreadable"]
        for place, looks in windows(report).items()
        if looks["unreadable"]
    }
    assert pale == {}


def test_no_icon_is_blurred(run) -> None:
    _setup, report = run
    blurred = {
        place: looks["blurred"] for place, looks in windows(report).items() if looks["blurred"]
    }
    assert blurred == {}


def test_sheets_are_drawn_at_the_screens_ratio(run) -> None:
    """What the sheet widget shows has the screen's device pixels, and their detail: it is
    not a picture drawn at ratio 1 and enlarged."""
    setup, report = run
    ratio = setup.ratio
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
    setup, report = run
    dark = setup.scheme != "light"
    if setup.scheme == "system":  # the desktop said so, and Qt heard it
        assert report["color_scheme"] == "Dark"
    for game, shown in report["games"].items():
        sheet = shown["sheet"]
        assert sheet["paper_lightness"] >= 190, game
        if dark:
            assert sheet["window_lightness"] < 80 and sheet["window_pixels"] < 80, game
        else:
            assert sheet["window_lightness"] > 180 and sheet["window_pixels"] > 180, game
