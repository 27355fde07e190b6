"""No dead code: vulture, with the settings in pyproject.toml, finds no unused name.

`make lint` and `make test` run vulture too; this test makes every pytest run (CI on each
platform) check it as well. A name only Qt or the standard library looks up goes into
tools/vulture_whitelist.py.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_vulture_finds_no_unused_code() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "vulture"],  # no arguments: [tool.vulture] in pyproject.toml
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
