"""Edit > Language retranslates everything at once: the main window's menus, toolbar
tooltips, status bar and title, and a dialog that is open at that moment."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from knaster_qt.shell.i18n import TRANSLATIONS
from tests.shell.catalogues import compile_ts, install_catalogue, ts_text

# The offscreen platform has no window manager to tell about sizes.
pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support (propagateSizeHints|raise)\(\)"
)

GERMAN = {
    ("MainWindow", "&Game"): "&Spiel",
    ("MainWindow", "&Edit"): "&Bearbeiten",
    ("MainWindow", "&New Game…"): "&Neues Spiel…",
    ("MainWindow", "Start a new game ({key})"): "Ein neues Spiel beginnen ({key})",
    ("MainWindow", "How to play {0} (F1)"): "So spielt man {0} (F1)",
    ("MainWindow", "untitled"): "unbenannt",
    ("MainWindow", "{0}[*] — {1}"): "{0}[*] – {1}",
    ("Persistence", "⚠ Game not saved: kept in memory"): "⚠ Nicht gespeichert: nur im Speicher",
    ("SettingsDialog", "Settings — {0}"): "Einstellungen – {0}",
    (
        "SettingsDialog",
        "&Hints available: what the strong computer player would do in your place (H)",
    ): "&Tipps",
    ("SettingsDialog", "Person"): "Mensch",
    ("NewGameDialog", "Add &Person"): "&Person hinzufügen",
    ("NewGameDialog", "New Game"): "Neues Spiel",
    ("NewGameDialog", "New Game — {0}"): "Neues Spiel – {0}",
    ("NewGameDialog", "Person"): "Mensch",
    ("DicePanel", "&Roll"): "&Würfeln",
    (
        "KnasterPlayArea",
        "White fields: {lines}<br>Circles: {circles}<br><b>Total: {total}</b>",
    ): "Weiße Felder: {lines}<br>Kreise: {circles}<br><b>Summe: {total}</b>",
}


@pytest.fixture
def german(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    ts = tmp_path / "knaster_qt_de.ts"
    ts.write_text(ts_text("de", GERMAN), encoding="utf-8")
    install_catalogue(monkeypatch, "de", compile_ts(ts))
    yield
    TRANSLATIONS.use("en")


@pytest.mark.usefixtures("german")
def test_the_main_window_and_an_open_dialog_change_language_at_once(make_window, qtbot) -> None:
    window, _player = make_window()
    window.persistence.storage_label.show()  # the status bar's mark (the disk failed)
    window.persistence.show_settings()
    settings = window.persistence.settings_dialog
    qtbot.waitExposed(settings)
    window.new_game()
    new_game = window.new_game_dialog
    assert window.windowTitle() == "untitled[*] — Knaster"
    assert settings.windowTitle() == "Settings — Knaster"

    window.language_menu.action("de").trigger()  # Edit > Language > Deutsch

    qtbot.waitUntil(lambda: window.ui.menuGame.title() == "&Spiel")
    # The main window: menus, toolbar tooltips (also those set from code), status bar, title.
    assert window.ui.menuEdit.title() == "&Bearbeiten"
    assert window.ui.actionNew.text() == "&Neues Spiel…"
    assert window.ui.actionNew.toolTip() == "Ein neues Spiel beginnen (Strg+N)"
    assert window.ui.actionRules.toolTip() == "So spielt man Knaster (F1)"
    assert window.persistence.storage_label.text() == "⚠ Nicht gespeichert: nur im Speicher"
    assert window.windowTitle() == "unbenannt[*] – Knaster"
    assert window.play.ui.dicePanel.roll_button.text() == "&Würfeln"
    assert "Weiße Felder: 0" in window.play.ui.scoreDetail.text()  # the game's score box
    # The dialogs that were open: texts of the .ui file and texts set from code.
    assert settings.windowTitle() == "Einstellungen – Knaster"
    assert settings.ui.hintsCheck.text() == "&Tipps"
    kind = settings.ui.playersTable.cellWidget(0, 1)
    assert kind.itemText(0) == "Mensch"
    assert new_game.windowTitle() == "Neues Spiel – Knaster"  # several games: it names its own
    assert new_game.ui.addButton.text() == "&Person hinzufügen"
    assert new_game.kind_box(0).itemText(0) == "Mensch"

    window.language_menu.action("en").trigger()
    qtbot.waitUntil(lambda: window.ui.menuGame.title() == "&Game")
    assert window.windowTitle() == "untitled[*] — Knaster"
    assert settings.ui.hintsCheck.text().startswith("&Hints")
    assert new_game.kind_box(0).itemText(0) == "Person"
    settings.ui.buttonBox.button(QDialogButtonBox.StandardButton.Cancel).click()
    new_game.reject()
