"""Run ``knaster-qt print`` as a user does: a separate process, no display, no Qt platform set."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def run_knaster(args: list[str], cwd: Path, **env_changes: str) -> subprocess.CompletedProcess[str]:
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    env["PYTHONPATH"] = str(ROOT)
    env.update(env_changes)
    return subprocess.run(
        [sys.executable, "-m", "knaster_qt", *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
