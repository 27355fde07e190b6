"""Edit > Language switches the app's language at once, without a restart, and remembers it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from knaster_qt.shell import i18n, settings
from knaster_qt.shell.i18n import TRANSLATIONS

GERMAN = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>MainWindow</name>
    <message><source>&amp;Game</source><translation>&amp;Spiel</translation></message>
    <message><source>&amp;Edit</source><translation>&amp;Bearbeiten</translation></message>
    <message><source>&amp;Language</source><translation>&amp;Sprache</translation></message>
</context>
</TS>
"""


@pytest.fixture
def german_catalogue(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A small German catalogue compiled with pyside6-lrelease, where the app looks for it."""
    (tmp_path / "knaster_qt_de.ts").write_text(GERMAN, encoding="utf-8")
    subprocess.run(
        [
            sys.executable,
            "-c",
            "from PySide6.scripts.pyside_tool import lrelease; lrelease()",
            "-silent",
            str(tmp_path / "knaster_qt_de.ts"),
        ],
        check=True,
    )
    english = i18n.translation_file("en")
    monkeypatch.setattr(
        i18n,
        "translation_file",
        lambda language: str(tmp_path / "knaster_qt_de.qm") if language == "de" else english,
    )
    yield
    TRANSLATIONS.use("en")


@pytest.mark.usefixtures("german_catalogue")
def test_choosing_a_language_in_the_menu_changes_the_menus_at_once(make_window, qtbot) -> None:
    window, _player = make_window()
    menu = window.ui.menuLanguage
    entries = [action.text() for action in menu.actions() if not action.isSeparator()]
    assert entries[1:] == [
        "&English",
        "&Português",
        "&Deutsch",
        "&Français",
        "&Nederlands",
        "&Čeština",
    ]
    assert entries[0].startswith("&System Language")
    assert window.language_menu.action("").isChecked()  # the system's language by default

    window.language_menu.action("de").trigger()  # as a click on Edit > Language > Deutsch

    qtbot.waitUntil(lambda: window.ui.menuGame.title() == "&Spiel")  # Qt posts LanguageChange
    assert window.ui.menuEdit.title() == "&Bearbeiten"
    assert window.ui.menuLanguage.title() == "&Sprache"
    assert window.language_menu.action("de").isChecked()
    assert settings.language() == "de"
    assert TRANSLATIONS.language == "de"

    window.language_menu.action("en").trigger()
    qtbot.waitUntil(lambda: window.ui.menuGame.title() == "&Game")
    assert settings.language() == "en"


@pytest.mark.usefixtures("german_catalogue")
def test_the_system_entry_follows_the_system_again(make_window, qtbot) -> None:
    window, _player = make_window()
    window.language_menu.action("de").trigger()
    qtbot.waitUntil(lambda: window.ui.menuGame.title() == "&Spiel")
    window.language_menu.action("").trigger()
    assert settings.language() == ""
    # This system speaks English (or no language the app has): English again.
    qtbot.waitUntil(lambda: window.ui.menuGame.title() == "&Game")
