"""The version shown by the CLI and the package is the one in pyproject.toml."""

from __future__ import annotations

import pytest
from pkg_helpers import pyproject_version
from pytestqt.qtbot import QtBot

import knaster_qt
from knaster_qt.cli import main


def test_package_version_is_pyprojects() -> None:
    assert knaster_qt.version() == pyproject_version()


def test_cli_version_flag_prints_pyprojects_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--version"])
    assert exit_info.value.code == 0
    assert capsys.readouterr().out.strip() == f"knaster-qt {pyproject_version()}"


# The offscreen platform cannot resize or raise windows, and says so.
@pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")
def test_about_box_shows_pyprojects_version(qtbot: QtBot) -> None:
    from knaster_qt.shell.views.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.ui.actionAbout.trigger()  # Help > About, as the menu does
    about = window.about_dialog
    assert about is not None and about.isVisible()
    assert f"Knaster Qt {pyproject_version()}" in about.text()
    about.close()
