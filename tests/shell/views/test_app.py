"""The installers' smoke test: ``knaster-qt --smoke-test`` opens the window, paints, exits 0 quietly."""

from __future__ import annotations

import os
import subprocess
import sys


def test_smoke_test_exits_zero_with_nothing_on_stderr() -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-m", "knaster_qt", "--smoke-test"],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )
    assert (result.returncode, result.stderr) == (0, "")
