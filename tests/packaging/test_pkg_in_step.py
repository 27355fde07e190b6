"""The Linux, Windows and macOS build scripts and the CI definitions stay in step."""

from __future__ import annotations

import re

from pkg_helpers import APP_ID, ROOT

CI_RUN = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
WORKFLOW = (ROOT / ".github" / "workflows" / "installers.yml").read_text(encoding="utf-8")
INNO = (ROOT / "packaging" / "windows" / "knaster-qt.iss").read_text(encoding="utf-8")
DMG = (ROOT / "packaging" / "macos" / "build_dmg.sh").read_text(encoding="utf-8")
WINDOWS = (ROOT / "packaging" / "windows" / "build_installer.ps1").read_text(encoding="utf-8")


def _installers_section() -> str:
    return CI_RUN.split("# --- installers", 1)[1]


def test_hosted_ci_installs_the_libraries_local_ci_installs() -> None:
    local = set(re.findall(r"\blib[\w.+-]+\d\b", _installers_section()))
    hosted = set(re.findall(r"\blib[\w.+-]+\d\b", WORKFLOW))
    assert local, "the installers section names no libraries"
    assert local - hosted == set()


def test_both_ci_definitions_run_every_check_of_the_issue() -> None:
    for text in (_installers_section(), WORKFLOW):
        assert "make dist" in text
        assert "smoke_test.py --cli dist/knaster-qt/knaster-qt" in text
        assert "dpkg -i" in text and "dpkg -r knaster-qt" in text
        assert f"desktop-file-validate /usr/share/applications/{APP_ID}.desktop" in text
        assert f"appstreamcli validate --no-net /usr/share/metainfo/{APP_ID}.metainfo.xml" in text
        assert f"--desktop-file /usr/share/applications/{APP_ID}.desktop" in text
        assert "check_removed.py" in text


def test_windows_installer_packs_the_bundle_the_spec_makes() -> None:
    assert '#define Bundle "..\\..\\dist\\knaster-qt"' in INNO
    assert '#define AppExe "knaster-qt.exe"' in INNO
    icon = re.search(r"^SetupIconFile=(.+)$", INNO, re.MULTILINE)
    assert icon is not None
    assert (ROOT / "packaging" / "windows" / icon.group(1).replace("\\", "/")).is_file()
    assert "/DAppVersion=$version" in WINDOWS and "pyproject.toml" in WINDOWS
    assert "knaster-qt-cli.exe" in WINDOWS


def test_macos_script_wraps_the_app_the_spec_makes() -> None:
    assert 'app="dist/Knaster Qt.app"' in DMG
    assert "Contents/MacOS/knaster-qt" in DMG
    assert "pyproject.toml" in DMG and "CFBundleShortVersionString" in DMG
