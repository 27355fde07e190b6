"""A newcomer's first `make run` on a fresh clone: it sets up .venv with what playing needs
(PySide6 and the app, not the test and lint tools) and says so in one line, without pip's
or setuptools' wall of progress and warnings; then it starts the app. Without a display the
app says so and stops, which is how this test sees that it was started."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest
from pkg_helpers import ROOT

pytestmark = [pytest.mark.slow, pytest.mark.linux_only, pytest.mark.requires_tools("make", "git")]


def _fresh_clone(target: Path) -> None:
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT, capture_output=True, check=True,
    ).stdout.decode("utf-8")  # fmt: skip
    for name in filter(None, listed.split("\0")):
        if (ROOT / name).is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, target / name)


def test_the_first_make_run_installs_only_what_playing_needs_and_quietly(tmp_path: Path) -> None:
    clone = tmp_path / "knaster-qt"
    _fresh_clone(clone)
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("PYTHON", "VIRTUAL_ENV", "QT_", "MAKE"))
        and key not in ("DISPLAY", "WAYLAND_DISPLAY")
    }
    env["KNASTER_QT_DATA_DIR"] = str(tmp_path / "data")

    first = subprocess.run(["make", "run"], cwd=clone, capture_output=True, text=True, env=env)
    said = (first.stdout + first.stderr).splitlines()
    assert "no display" in first.stderr  # the app itself started, and said why it stops
    assert len(said) <= 4, "\n".join(said)
    assert not [line for line in said if "warning" in line.lower()], "\n".join(said)

    venv_bin = clone / ".venv" / "bin"
    installed = subprocess.run(
        [str(venv_bin / "python"), "-m", "pip", "list", "--format=freeze"],
        capture_output=True, text=True, check=True, env=env,
    ).stdout.lower()  # fmt: skip
    assert "pyside6_essentials==" in installed.replace("-", "_") and "knaster-qt==" in installed
    for tool in ("pytest", "mypy", "ruff", "hypothesis", "import-linter", "vulture"):
        assert f"\n{tool}==" not in f"\n{installed}", f"{tool} is not needed to play"

    again = subprocess.run(["make", "run"], cwd=clone, capture_output=True, text=True, env=env)
    assert "Setting up" not in again.stdout  # the second time only starts the app
