"""Assets are found from the source tree, from an installed wheel and (simulated) from a bundle.

The wheel is built from a copy of the sources in a temporary folder, unpacked, and
imported in a fresh interpreter that cannot see the source tree or the editable install.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from pkg_helpers import ROOT, pyproject_version

from knaster_qt import assets

PROBE = """
import json, knaster_qt
from knaster_qt.assets import data_root, resource_path
print(json.dumps({
    "package": knaster_qt.__file__,
    "version": knaster_qt.version(),
    "root": str(data_root()),
    "sheet": str(resource_path("sheets", "A.json")),
    "sheet_exists": resource_path("sheets", "A.json").is_file(),
    "icon_exists": resource_path("icons", "knaster-qt.svg").is_file(),
}))
"""


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    work = tmp_path_factory.mktemp("wheel")
    source = work / "src"
    source.mkdir()
    for name in ("pyproject.toml", "README.md", "LICENSE"):
        shutil.copy2(ROOT / name, source / name)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    for folder in ("knaster_qt", "resources"):
        shutil.copytree(ROOT / folder, source / folder, ignore=ignore)
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--quiet",
            "--no-deps",
            "-w",
            str(work / "out"),
            str(source),
        ],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    (built,) = (work / "out").glob("knaster_qt-*.whl")
    return built


def test_wheel_holds_every_module_and_resource_but_no_designer_file(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    expected = {path.relative_to(ROOT).as_posix() for path in (ROOT / "knaster_qt").rglob("*.py")}
    expected |= {
        "knaster_qt/resources/" + path.relative_to(ROOT / "resources").as_posix()
        for path in (ROOT / "resources").rglob("*")
        if path.is_file() and "__pycache__" not in path.parts
    }
    assert expected - names == set()
    # The .ui files are compiled into modules (make ui): nothing reads them at run time.
    assert not [name for name in names if name.endswith(".ui")]


def test_wheel_metadata_names_its_licenses_in_spdx_with_their_texts(wheel: Path) -> None:
    archive = zipfile.ZipFile(wheel)
    (metadata,) = [name for name in archive.namelist() if name.endswith(".dist-info/METADATA")]
    headers = archive.read(metadata).decode("utf-8").split("\n\n", 1)[0].splitlines()
    assert "License-Expression: MIT AND OFL-1.1" in headers
    assert not [line for line in headers if line.startswith("License:")]  # the old table form
    files = {line.split(": ", 1)[1] for line in headers if line.startswith("License-File:")}
    assert files == {"LICENSE", "resources/fonts/OFL.txt"}
    folder = metadata.rsplit("/", 1)[0]
    for name in files:
        assert archive.read(f"{folder}/licenses/{name}") == (ROOT / name).read_bytes()


def test_installed_wheel_finds_its_assets(wheel: Path, tmp_path: Path) -> None:
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    env = {key: value for key, value in os.environ.items() if not key.startswith("PYTHON")}
    env["PYTHONPATH"] = str(site)
    # -S: no site-packages, so neither the editable install nor the checkout is importable.
    result = subprocess.run(
        [sys.executable, "-S", "-c", PROBE], capture_output=True, text=True, cwd=tmp_path, env=env
    )
    assert result.returncode == 0, result.stderr
    found = json.loads(result.stdout)
    assert Path(found["package"]).is_relative_to(site)
    assert found["version"] == pyproject_version()
    assert Path(found["sheet"]) == site / "knaster_qt" / "resources" / "sheets" / "A.json"
    assert found["sheet_exists"] and found["icon_exists"]


def test_source_tree_finds_its_assets() -> None:
    assert assets.data_root() == ROOT
    assert assets.resource_path("sheets", "A.json").is_file()
    assert assets.resource_path("icons", "knaster-qt.svg").is_file()


def test_bundle_folder_wins_when_frozen(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "resources" / "sheets").mkdir(parents=True)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert assets.data_root() == tmp_path


def test_every_package_directory_is_listed_in_pyproject() -> None:
    """A package missing from [tool.setuptools] packages is silently left out of the wheel."""
    import tomllib

    with open(ROOT / "pyproject.toml", "rb") as pyproject:
        listed = set(tomllib.load(pyproject)["tool"]["setuptools"]["packages"])
    found = {
        ".".join(path.parent.relative_to(ROOT).parts)
        for path in (ROOT / "knaster_qt").rglob("__init__.py")
    }
    missing = sorted(found - listed)
    assert missing == [], f"add {missing} to the packages list under [tool.setuptools]"
    assert "knaster_qt.resources" in listed
