"""Help > About names the game's authors and publisher, says the app is unofficial, shows the
version, licence and home; its Licences… button lists what the installers carry."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction

from knaster_qt.shell.views.about_dialog import AboutDialog, LicencesDialog
from knaster_qt.shell.views.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")

ROOT = Path(__file__).resolve().parents[3]


def pyproject() -> dict:
    with open(ROOT / "pyproject.toml", "rb") as file:
        return tomllib.load(file)["project"]


def open_about(qtbot) -> tuple[MainWindow, AboutDialog]:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    action = window.findChild(QAction, "actionAbout")
    assert action is not None and action in window.ui.menuHelp.actions()
    action.trigger()
    about = window.about_dialog
    assert about is not None
    qtbot.waitUntil(about.isVisible)
    return window, about


def test_about_names_the_authors_and_says_the_app_is_unofficial(qtbot) -> None:
    _, about = open_about(qtbot)
    text = about.text()
    for words in (
        "Markus Schleininger",
        "Reinhard Staupe",
        "Heinz Wüppen",
        "Nürnberger-Spielkarten-Verlag",
        "2019",
        "unofficial",
        "not affiliated",
        f"Knaster Qt {pyproject()['version']}",
        "MIT License",
        pyproject()["urls"]["Homepage"],
    ):
        assert words in text, words
    assert pyproject()["license"].split(" AND ")[0] == "MIT"  # the app's own code
    assert about.ui.textLabel.openExternalLinks()


def test_the_licences_button_opens_the_licence_page(qtbot) -> None:
    _, about = open_about(qtbot)
    qtbot.mouseClick(about.licences_button, Qt.MouseButton.LeftButton)
    licences = about.licences_dialog
    assert isinstance(licences, LicencesDialog)
    qtbot.waitUntil(licences.isVisible)
    names = licences.names()
    for name in (
        "Knaster Qt",
        "Qt 6",
        "PySide6 (Qt for Python)",
        "shiboken6",
        "Comic Neue",
        "Python",
    ):
        assert name in names

    def choose(name: str) -> str:
        row = names.index(name)
        item = licences.ui.components.item(row)
        rect = licences.ui.components.visualItemRect(item)
        qtbot.mouseClick(
            licences.ui.components.viewport(), Qt.MouseButton.LeftButton, pos=rect.center()
        )
        assert licences.ui.components.currentRow() == row
        return licences.text()

    qt = choose("Qt 6")
    assert "LGPL-3.0" in qt and "GNU LESSER GENERAL PUBLIC LICENSE" in qt
    assert "GNU GENERAL PUBLIC LICENSE" in qt  # the LGPL v3 builds on the GPL v3
    assert "https://download.qt.io/official_releases/" in qt and "https://code.qt.io/" in qt
    pyside = choose("PySide6 (Qt for Python)")
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in pyside
    assert "https://pypi.org/project/PySide6/#files" in pyside
    assert "code.qt.io/cgit/pyside" in pyside
    font = choose("Comic Neue")
    assert "SIL Open Font License" in font and "SIL OPEN FONT LICENSE Version 1.1" in font
    python = choose("Python")
    assert "PSF-2.0" in python and "PYTHON SOFTWARE FOUNDATION LICENSE VERSION 2" in python
    own = choose("Knaster Qt")
    assert "MIT License" in own and "Permission is hereby granted" in own
    assert "could not be read" not in "".join(choose(name) for name in names)
