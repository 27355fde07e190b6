"""``knaster-qt --smoke-test`` with an unfinished game in the real data folder: no question, no write."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
UNFINISHED = "knaster 1\nsheet A\nplayer Player\nroll 7\nPlayer write c3\nroll 8\n"


def environment(home: Path) -> dict[str, str]:
    """A made-up home: the app's 'real' data and config folders are inside it."""
    env = {k: v for k, v in os.environ.items() if k != "KNASTER_QT_DATA_DIR"}
    env.update(
        HOME=str(home),
        XDG_DATA_HOME=str(home / "share"),
        XDG_CONFIG_HOME=str(home / "config"),
        QT_QPA_PLATFORM="offscreen",
        PYTHONPATH=str(ROOT),
    )
    return env


def test_the_smoke_test_never_asks_to_resume_and_writes_nothing(tmp_path: Path) -> None:
    env = environment(tmp_path)
    where = subprocess.run(
        [
            sys.executable,
            "-c",
            "from PySide6.QtWidgets import QApplication; app = QApplication([]);"
            "app.setApplicationName('Knaster Qt'); app.setOrganizationName('Knaster Qt');"
            "from knaster_qt.shell.data_dir import data_folder; print(data_folder())",
        ],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    data = Path(where)
    assert data.is_relative_to(tmp_path)  # the app's real data folder, in the made-up home
    data.mkdir(parents=True)
    (data / "autosave.knaster").write_text(UNFINISHED, encoding="utf-8")
    before = sorted(p for p in tmp_path.rglob("*"))

    result = subprocess.run(
        [sys.executable, "-m", "knaster_qt", "--smoke-test"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    # Starting the session (the resume question) would have opened the records: a new file.
    assert sorted(p for p in tmp_path.rglob("*")) == before
    assert (data / "autosave.knaster").read_text(encoding="utf-8") == UNFINISHED


def test_the_smoke_test_fails_when_the_network_games_library_is_missing(tmp_path: Path) -> None:
    """A bundle without python-zeroconf (or one of its compiled parts) fails its smoke test,
    not a player's Join Network Game…; the same start with the library passes (above)."""
    missing = tmp_path / "missing"
    missing.mkdir()
    (missing / "zeroconf.py").write_text('raise ImportError("left out of the bundle")\n')
    env = environment(tmp_path)
    env["PYTHONPATH"] = os.pathsep.join([str(missing), str(ROOT)])
    result = subprocess.run(
        [sys.executable, "-m", "knaster_qt", "--smoke-test"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode != 0
    assert "left out of the bundle" in result.stderr
