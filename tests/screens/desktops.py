"""The desktops the windows are looked at on: a screen's ratio and size, a colour scheme.

``run_windows`` starts tests/screens/window_report.py on a desktop ``Run`` describes and
returns its report; tests/screens/test_scale_and_scheme.py and tools/screenshot_schemes.py
use it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any, NamedTuple

ROOT = Path(__file__).resolve().parents[2]


class Run(NamedTuple):
    ratio: float
    scheme: str  # light, dark (Qt's dark palette given), system (the desktop's own)
    screen: tuple[int, int]  # device pixels
    desktop: str = ""  # "kde": X11 (Xvfb) with KDE Plasma's settings file, Breeze Dark


# Plasma's Breeze Dark, as its kdeglobals holds it (the groups Qt's KDE theme reads).
BREEZE_DARK = """[General]
ColorScheme=BreezeDark

[Colors:Window]
BackgroundNormal=32,35,38
BackgroundAlternate=41,44,48
ForegroundNormal=252,252,252
ForegroundInactive=161,169,177

[Colors:View]
BackgroundNormal=20,22,24
BackgroundAlternate=29,31,34
ForegroundNormal=252,252,252
ForegroundInactive=161,169,177

[Colors:Button]
BackgroundNormal=41,44,48
ForegroundNormal=252,252,252
ForegroundInactive=161,169,177

[Colors:Selection]
BackgroundNormal=61,174,233
ForegroundNormal=252,252,252

[Colors:Tooltip]
BackgroundNormal=41,44,48
ForegroundNormal=252,252,252
"""


def desktop_env(run: Run, folder: Path) -> tuple[dict[str, str], list[str]]:
    """The environment and command prefix of ``run``'s desktop."""
    width, height = run.screen
    if run.desktop == "kde":
        config = folder / "config"
        config.mkdir()
        (config / "kdeglobals").write_text(BREEZE_DARK, encoding="utf-8")
        env = {
            "QT_QPA_PLATFORM": "xcb",
            "XDG_CONFIG_HOME": str(config),
            "XDG_CURRENT_DESKTOP": "KDE",
            "KDE_SESSION_VERSION": "6",
            "QT_QPA_PLATFORMTHEME": "kde",
        }
        return env, ["xvfb-run", "-a", "-s", f"-screen 0 {width}x{height}x24"]
    screen = {"name": "screen", "x": 0, "y": 0, "width": width, "height": height}
    config_file = folder / "screen.json"
    config_file.write_text(json.dumps({"screens": [{**screen, "logicalDpi": 96, "dpr": 1}]}))
    # Named relative to the program's folder (``folder``): Qt reads the platform's arguments
    # up to a colon, and a Windows path has one after its drive letter.
    return {"QT_QPA_PLATFORM": f"offscreen:configfile={config_file.name}"}, []


def run_windows(run: Run, folder: Path, shots: Path | None = None) -> Any:
    data = folder / "data"
    data.mkdir()
    env, prefix = desktop_env(run, folder)
    env = {
        **os.environ,
        **env,
        "QT_SCALE_FACTOR": str(run.ratio),
        "QT_SCALE_FACTOR_ROUNDING_POLICY": "PassThrough",
        "KNASTER_QT_DATA_DIR": str(data),
        "KNASTER_QT_NO_ANIMATION": "1",  # the dice and circles drawn at once, not mid-way
        "LANGUAGE": "en",
        "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
    }
    report = folder / "report.json"
    command = [*prefix, sys.executable, "-m", "tests.screens.window_report", str(report)]
    command += ["--scheme", run.scheme]
    if shots is not None:
        command += ["--shots", str(shots)]
    done = subprocess.run(
        command, cwd=folder, env=env, capture_output=True, text=True, timeout=180, check=False
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(report.read_text(encoding="utf-8"))
