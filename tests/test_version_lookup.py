"""knaster_qt.__version__ without importlib.metadata: the same answer, found the same way."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Prints the package's version, whether importlib.metadata had to be imported for it,
# and what importlib.metadata itself says afterwards.
SCRIPT = """
import json, sys
import knaster_qt
version = knaster_qt.__version__
used_importlib = "importlib.metadata" in sys.modules
from importlib import metadata
print(json.dumps([version, used_importlib, metadata.version("knaster-qt")]))
"""


def pyproject_version() -> str:
    with open(ROOT / "pyproject.toml", "rb") as pyproject:
        version: str = tomllib.load(pyproject)["project"]["version"]
    return version


def run_in(folder: Path, extra_path: Path | None = None) -> tuple[str, bool, str]:
    env = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
    if extra_path is not None:
        env["PYTHONPATH"] = str(extra_path)  # ahead of site-packages on sys.path
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT],
        capture_output=True,
        text=True,
        cwd=folder,
        env=env,
        timeout=60,
        check=True,
    )
    version, used_importlib, from_importlib = json.loads(result.stdout)
    return version, used_importlib, from_importlib


def test_installed_version_is_read_without_importlib_metadata(tmp_path: Path) -> None:
    # Outside the source tree (no egg-info in the working folder), as a user runs it.
    version, used_importlib, from_importlib = run_in(tmp_path)
    assert version == from_importlib == pyproject_version()
    assert not used_importlib


def test_the_first_metadata_on_the_path_wins_as_for_importlib(tmp_path: Path) -> None:
    ahead = tmp_path / "ahead"
    (ahead / "knaster_qt-9.8.7.dist-info").mkdir(parents=True)
    (ahead / "knaster_qt-9.8.7.dist-info" / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: knaster-qt\nVersion: 9.8.7\n\nVersion: 1.0 in the text\n",
        encoding="utf-8",
    )
    assert run_in(tmp_path, extra_path=ahead) == ("9.8.7", False, "9.8.7")


def test_an_egg_info_first_on_the_path_is_left_to_importlib(tmp_path: Path) -> None:
    ahead = tmp_path / "ahead"
    (ahead / "knaster_qt.egg-info").mkdir(parents=True)
    (ahead / "knaster_qt.egg-info" / "PKG-INFO").write_text(
        "Metadata-Version: 2.1\nName: knaster-qt\nVersion: 5.4.3\n", encoding="utf-8"
    )
    assert run_in(tmp_path, extra_path=ahead) == ("5.4.3", True, "5.4.3")
