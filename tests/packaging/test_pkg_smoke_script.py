"""packaging/smoke_test.py fails on a bad exit or stray stderr, and reads a desktop Exec line."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from pkg_helpers import APP_ID, ROOT, load_script, pyproject_version

smoke_test = load_script("packaging/smoke_test.py")
check_removed = load_script("packaging/linux/check_removed.py")


def _fake_app(tmp_path: Path, body: str) -> list[str]:
    """A stand-in for the built program (started through Python: Windows has no #! lines)."""
    script = tmp_path / "fake-app.py"
    script.write_text(f"import sys\n{body}\n", encoding="utf-8")
    return [sys.executable, str(script)]


def test_quiet_app_that_exits_zero_passes(tmp_path: Path) -> None:
    app = _fake_app(tmp_path, "assert sys.argv[1:] == ['--smoke-test']; sys.exit(0)")
    assert smoke_test.run_smoke_test(app, timeout=30) == 0


@pytest.mark.parametrize(
    "body",
    [
        "sys.stderr.write('qt.qpa.plugin: Could not load the Qt platform plugin\\n')",
        "sys.exit(3)",
        "raise RuntimeError('boom')",
    ],
)
def test_stray_stderr_or_bad_exit_fails(tmp_path: Path, body: str) -> None:
    assert smoke_test.run_smoke_test(_fake_app(tmp_path, body), timeout=30) == 1


def test_app_that_never_quits_fails(tmp_path: Path) -> None:
    app = _fake_app(tmp_path, "import time; time.sleep(30)")
    assert smoke_test.run_smoke_test(app, timeout=1) == 1


def test_exec_line_of_the_shipped_desktop_entry() -> None:
    desktop = ROOT / "packaging" / "linux" / f"{APP_ID}.desktop"
    assert smoke_test.exec_command(desktop) == ["knaster-qt"]


def test_exec_line_drops_field_codes(tmp_path: Path) -> None:
    desktop = tmp_path / "x.desktop"
    desktop.write_text("[Desktop Entry]\nName=X\nExec=/opt/x/run --flag %F\n", encoding="utf-8")
    assert smoke_test.exec_command(desktop) == ["/opt/x/run", "--flag"]


def test_removal_check_reports_files_left_behind(tmp_path: Path) -> None:
    gone = tmp_path / "gone.png"
    left = tmp_path / "left.png"
    left.write_bytes(b"x")
    installed = ["/.", str(tmp_path), str(gone), str(left)]
    assert check_removed.leftovers(installed) == [str(left)]


FAKE_CLI = """
version = {version!r}
if sys.argv[1:] == ["--version"]:
    print("knaster-qt " + version)
elif sys.argv[1:3] == ["print", "--blank"]:
    open(sys.argv[-1], "wb").write(b"%PDF-1.4 fake")
"""


def test_cli_checks_pass_for_the_right_version_and_a_pdf(tmp_path: Path) -> None:
    app = _fake_app(tmp_path, FAKE_CLI.format(version=pyproject_version()))
    assert smoke_test.run_cli_checks(app, timeout=30) == 0


def test_cli_checks_fail_on_a_wrong_version(tmp_path: Path) -> None:
    app = _fake_app(tmp_path, FAKE_CLI.format(version="0.0.0+wrong"))
    assert smoke_test.run_cli_checks(app, timeout=30) == 1


def test_cli_checks_fail_without_a_pdf(tmp_path: Path) -> None:
    body = FAKE_CLI.format(version=pyproject_version()).replace("%PDF", "nope")
    assert smoke_test.run_cli_checks(_fake_app(tmp_path, body), timeout=30) == 1


@pytest.mark.parametrize(
    ("system", "display", "plugin"),
    [
        ("win32", None, "windows"),
        ("darwin", None, "cocoa"),
        ("linux", ":99", "xcb"),
        ("linux", None, "offscreen"),
    ],
)
def test_the_app_runs_on_the_native_qt_plugin_of_each_system(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    system: str,
    display: str | None,
    plugin: str,
) -> None:
    """What the started program sees: Windows and macOS get their own plugin, not offscreen."""
    monkeypatch.setattr(smoke_test.sys, "platform", system)
    if display is None:
        monkeypatch.delenv("DISPLAY", raising=False)
    else:
        monkeypatch.setenv("DISPLAY", display)
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")  # the caller's choice does not leak in
    seen = tmp_path / "seen.txt"
    body = f"import os; open({str(seen)!r}, 'w').write(os.environ['QT_QPA_PLATFORM'])"
    assert smoke_test.run_smoke_test(_fake_app(tmp_path, body), timeout=30) == 0
    assert seen.read_text() == plugin


@pytest.mark.parametrize(
    ("system", "plugin"), [("win32", "windows"), ("darwin", "cocoa"), ("linux", "offscreen")]
)
def test_the_cli_checks_run_native_on_windows_and_macos(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, system: str, plugin: str
) -> None:
    monkeypatch.setattr(smoke_test.sys, "platform", system)
    monkeypatch.setenv("DISPLAY", ":99")
    body = FAKE_CLI.format(version=pyproject_version()) + (
        "import os\nassert os.environ['QT_QPA_PLATFORM'] == " + repr(plugin) + ", 'wrong plugin'"
    )
    assert smoke_test.run_cli_checks(_fake_app(tmp_path, body), timeout=30) == 0
