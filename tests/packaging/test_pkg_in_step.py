"""The Linux, Windows and macOS build scripts and the CI definitions stay in step."""

from __future__ import annotations

import re

from pkg_helpers import APP_ID, ROOT

CI_RUN = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
WORKFLOW = (ROOT / ".github" / "workflows" / "installers.yml").read_text(encoding="utf-8")
INNO = (ROOT / "packaging" / "windows" / "knaster-qt.iss").read_text(encoding="utf-8")
DMG = (ROOT / "packaging" / "macos" / "build_dmg.sh").read_text(encoding="utf-8")
WINDOWS = (ROOT / "packaging" / "windows" / "build_installer.ps1").read_text(encoding="utf-8")
MAKEFILE = (ROOT / "Makefile").read_text(encoding="utf-8")


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


def _workflow_jobs() -> dict[str, str]:
    """The workflow's jobs by name, each as its text (two-space indented keys under jobs:)."""
    jobs = WORKFLOW.split("\njobs:\n", 1)[1]
    parts = re.split(r"^  ([\w-]+):\n", jobs, flags=re.MULTILINE)
    return dict(zip(parts[1::2], parts[2::2], strict=True))


def _apt_packages(text: str) -> set[str]:
    words: set[str] = set()
    for command in re.findall(r"apt-get install ((?:[^\n]*\\\n)*[^\n]*)", text):
        words |= {word for word in command.replace("\\\n", " ").split() if not word.startswith("-")}
    return words - {"sudo", ">", "/dev/null"}


def test_the_suite_runs_on_linux_windows_and_macos_before_any_installer() -> None:
    jobs = _workflow_jobs()
    test = jobs["test"]
    for system in ("ubuntu-", "windows-", "macos-"):
        assert system in test.split("os: [", 1)[1].split("]", 1)[0]
    assert '"3.11"' in test and '"3.12"' in test
    assert 'pip install -e ".[test,dev]"' in test
    # Linux (as root, CI=true), the GUI tests again with Noto Sans (Linux), and the others
    assert test.count("python -m pytest") == 3
    assert 'sudo env "PATH=$PATH" CI=true python -m pytest' in test
    for installer in ("linux", "windows", "macos"):
        assert re.search(r"^    needs: test$", jobs[installer], re.MULTILINE), installer


def test_the_hosted_linux_tests_get_every_package_local_ci_installs_for_them() -> None:
    before_tests = CI_RUN.split("# --- the README's test command", 1)[0]
    local = _apt_packages(before_tests) - {"python3-venv"}  # setup-python gives the venv
    assert {"poppler-utils", "cups", "printer-driver-cups-pdf", "appstream"} <= local
    assert local - _apt_packages(_workflow_jobs()["test"]) == set()


def test_both_ci_definitions_run_the_gui_tests_again_with_noto_sans() -> None:
    """.ci/run's `make test-fonts` and the hosted Linux tests: the same folders, same font."""
    make = MAKEFILE.split("\nGUI_TESTS :=", 1)[1].split("\n\n", 1)[0]
    folders = set(re.findall(r"tests/[\w/]+", make))
    assert {"tests/shell/views", "tests/e2e", "tests/shell/printing"} <= folders
    assert re.search(r"^TEST_FONT \?= noto$", MAKEFILE, re.MULTILINE)
    assert "KNASTER_TEST_FONT=$(TEST_FONT)" in MAKEFILE
    after_tests = CI_RUN.split("\nmake test\n", 1)[1].split("# --- installers", 1)[0]
    assert "fonts-noto-core" in _apt_packages(after_tests) and "\nmake test-fonts\n" in after_tests
    test = _workflow_jobs()["test"]
    step = test.split("KNASTER_TEST_FONT=noto python -m pytest", 1)[1].split("\n      - ", 1)[0]
    assert set(re.findall(r"tests/[\w/]+", step)) == folders
    assert "fonts-noto-core" in _apt_packages(test)


def test_no_script_forces_the_offscreen_platform_on_windows_or_macos() -> None:
    """Their smoke tests load the native plugin (packaging/smoke_test.py chooses it)."""
    for text in (WORKFLOW, WINDOWS, DMG):
        assert "offscreen" not in text and "QT_QPA_PLATFORM" not in text
    assert "smoke_test.py" in WINDOWS and "smoke_test.py" in DMG


def test_every_installer_compiles_the_translations_before_pyinstaller() -> None:
    """The .qm files are build products: without them the bundle would speak English only."""
    dist = MAKEFILE.split("\ndist:", 1)[1].split("\n\n", 1)[0]
    assert "translations" in dist.split("\n", 1)[0]  # a prerequisite of make dist
    for script in (WINDOWS, DMG):
        compiles = re.search(r"^.*\bpython\b.*tools[/\\]build_translations\.py", script, re.M)
        bundles = re.search(r"^.*\bpython\b.*PyInstaller", script, re.M)
        assert compiles and bundles and compiles.start() < bundles.start()
    assert "tools/build_translations.py" in (ROOT / "packaging" / "knaster-qt.spec").read_text(
        encoding="utf-8"
    )
