"""The desktop entry and the AppStream metainfo validate and agree with each other and the icons."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import xml.etree.ElementTree as ElementTree
from pathlib import Path

from pkg_helpers import APP_ID, ROOT, load_script, pyproject_version

from tests.platform_needs import need_tools

LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"

build_packages = load_script("packaging/linux/build_packages.py")


def _tool(name: str) -> str:
    """The freedesktop validators exist on Linux only: elsewhere the test skips."""
    need_tools(name)
    path = shutil.which(name)
    assert path is not None
    return path


def _rendered_metainfo(tmp_path: Path) -> Path:
    path = tmp_path / f"{APP_ID}.metainfo.xml"
    path.write_text(build_packages.render_metainfo(pyproject_version(), "2026-11-29"), "utf-8")
    return path


def test_desktop_file_validates() -> None:
    result = subprocess.run(
        [_tool("desktop-file-validate"), str(DESKTOP)],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0 and result.stdout.strip() == "", result.stdout + result.stderr


def test_metainfo_with_its_release_validates(tmp_path: Path) -> None:
    result = subprocess.run(
        [
            _tool("appstreamcli"),
            "validate",
            "--no-net",
            str(_rendered_metainfo(tmp_path)),
        ],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "E:" not in result.stdout and "W:" not in result.stdout, result.stdout


def test_metainfo_release_is_the_pyproject_version(tmp_path: Path) -> None:
    component = ElementTree.parse(_rendered_metainfo(tmp_path)).getroot()
    releases = component.findall("./releases/release")
    assert [release.get("version") for release in releases] == [pyproject_version()]
    assert component.findtext("id") == APP_ID
    assert component.findtext("launchable") == DESKTOP.name
    screenshot = component.findtext("./screenshots/screenshot/image") or ""
    assert screenshot.endswith("docs/images/installed.png")


def test_desktop_entry_starts_the_installed_command_with_the_shipped_icon() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    entry.read(DESKTOP, encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Exec"].split()[0] == "knaster-qt"
    assert section["Icon"] == APP_ID
    assert "Game" in section["Categories"].split(";")
    assert (ROOT / "resources" / "icons" / "knaster-qt.svg").is_file()


def test_the_app_names_the_desktop_entry_it_is_installed_with() -> None:
    from knaster_qt.shell.app import DESKTOP_FILE_NAME

    assert DESKTOP_FILE_NAME == APP_ID
    assert DESKTOP.is_file()
