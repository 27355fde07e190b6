"""Help > About and the print options' sheet choice speak the language chosen in Edit > Language.

Their texts were wrapped in a helper (``_tr(text)``) that pyside6-lupdate cannot see, so no
catalogue held them and both stayed English in every language.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from knaster_qt.shell.i18n import TRANSLATIONS
from knaster_qt.shell.views.main_window import MainWindow
from tests.clicks import click_button

pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support (propagateSizeHints|raise)\(\)"
)


@pytest.fixture
def window(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.persistence.startup()
    yield window
    TRANSLATIONS.use("en")


def choose_czech(qtbot, window: MainWindow) -> None:
    window.language_menu.action("cs").trigger()  # Edit > Language > Čeština
    qtbot.waitUntil(lambda: window.ui.menuGame.title() == "&Hra")


def test_about_speaks_czech(qtbot, window: MainWindow) -> None:
    choose_czech(qtbot, window)
    window.ui.actionAbout.trigger()
    text = window.about_dialog.ui.textLabel.text()
    assert "Knaster Qt nabízí tyto hry" in text and "neoficiální" in text
    assert "hra, kterou vytvořili Markus Schleininger, Reinhard Staupe a Heinz Wüppen" in text
    assert "podle deskové hry Loopit (Goliath, 2008)" in text
    assert "hosts these games" not in text and "companion app" not in text


def test_the_print_options_sheet_choice_speaks_czech(qtbot, window: MainWindow) -> None:
    window.ui.actionNew.trigger()
    dialog = window.new_game_dialog
    dialog.ui.gameCombo.setCurrentIndex(dialog.ui.gameCombo.findText("Loop Tiles"))
    qtbot.mouseClick(
        dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    qtbot.waitUntil(lambda: window.entry.transcript_header == "loop-tiles")
    choose_czech(qtbot, window)
    window.ui.actionPrintPreview.trigger()
    options = window.print_actions.options_dialog
    ui = options.ui
    click_button(qtbot, ui.blankRadio)  # blank sheets, to play on paper
    assert ui.sideLabel.text() == "&List:"
    assert ui.sideCombo.itemText(0) == "Volba hry"
    options.reject()


def test_new_games_setup_problem_speaks_czech(qtbot, window: MainWindow) -> None:
    choose_czech(qtbot, window)
    window.ui.actionNew.trigger()
    dialog = window.new_game_dialog
    dialog.ui.gameCombo.setCurrentIndex(dialog.ui.gameCombo.findData("exact-hit"))
    qtbot.mouseClick(dialog.ui.addButton, Qt.MouseButton.LeftButton)
    for row in (0, 1):  # both players take sheet A
        box = dialog.sheet_box(row)
        box.setCurrentIndex(box.findData("A"))
    assert dialog.ui.problemLabel.isVisible()
    assert dialog.ui.problemLabel.text() == "Dva hráči mají herní plán A."
    dialog.reject()


def test_new_games_sentence_on_how_each_game_is_played_speaks_czech(
    qtbot, window: MainWindow
) -> None:
    choose_czech(qtbot, window)
    window.ui.actionNew.trigger()
    dialog = window.new_game_dialog
    said = {}
    for header in ("knaster", "exact-hit", "loop-tiles"):
        dialog.ui.gameCombo.setCurrentIndex(dialog.ui.gameCombo.findData(header))
        said[header] = dialog.ui.introLabel.text()
    assert "házející se každé kolo mění" in said["knaster"]
    assert "Každý hráč má jiný herní plán" in said["exact-hit"]
    assert "až tři dlaždice" in said["loop-tiles"]
    assert not any("Each" in text or "Everyone" in text for text in said.values())
    dialog.reject()
