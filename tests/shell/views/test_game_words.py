"""The window speaks the words of the game on screen, as a new player meets them: the dice
action is Exact Hit's "Throw" and Knaster's "Roll" (and absent from Loop Tiles, which has
no dice), Settings says what hints and animations are in the game on screen, and Help >
About credits every hosted game; all of it after a game switch and after Edit > Language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox, QToolButton

from knaster_qt.shell.i18n import TRANSLATIONS
from knaster_qt.shell.views.main_window import MainWindow
from tests.shell.views.test_real_languages import shipped

pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support (propagateSizeHints|raise)\(\)"
)


@pytest.fixture
def window(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1200, 820)
    window.show()
    qtbot.waitExposed(window)
    window.persistence.startup()
    yield window
    TRANSLATIONS.use("en")  # a test that failed in another language


def switch_to(qtbot, window: MainWindow, game: str) -> None:
    """Game > New Game…, choose ``game`` in the dialog's chooser, OK."""
    window.ui.actionNew.trigger()
    dialog = window.new_game_dialog
    dialog.ui.gameCombo.setCurrentIndex(dialog.ui.gameCombo.findText(game))
    qtbot.mouseClick(
        dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    qtbot.waitUntil(lambda: window.entry.name == game)


def choose_language(qtbot, window: MainWindow, language: str) -> None:
    """Edit > Language > (language), as a click on the menu item."""
    game_menu = shipped(language, "MainWindow", "&Game") if language != "en" else "&Game"
    window.language_menu.action(language).trigger()
    qtbot.waitUntil(lambda: window.ui.menuGame.title() == game_menu)


def dice_button(window: MainWindow) -> QToolButton:
    button = window.ui.toolBar.widgetForAction(window.ui.actionRoll)
    assert isinstance(button, QToolButton)
    return button


def game_menu_texts(window: MainWindow) -> list[str]:
    return [action.text() for action in window.ui.menuGame.actions() if action.isVisible()]


def test_the_dice_action_is_the_game_on_screens_throw_or_roll(qtbot, window) -> None:
    roll = window.ui.actionRoll
    assert (roll.text(), dice_button(window).text()) == ("&Roll the Dice", "Roll")
    assert roll.toolTip() == "Roll both dice (R)"
    assert window.ui.actionUndo.toolTip() == "Take back your last step of this roll (Ctrl+Z)"

    switch_to(qtbot, window, "Loop Tiles")  # no dice: no dice action anywhere
    assert not roll.isVisible() and not roll.isEnabled()  # nor its key R
    qtbot.waitUntil(lambda: not dice_button(window).isVisible())  # the toolbar's next layout
    assert not any("Roll" in text or "Throw" in text for text in game_menu_texts(window))
    assert window.ui.actionUndo.toolTip() == "Take back the last tile placed this turn (Ctrl+Z)"

    switch_to(qtbot, window, "Exact Hit")
    # The rulebook's and the play area's word: Throw, in the menu, toolbar, tooltip, status tip.
    assert "Thro&w the Dice" in game_menu_texts(window)
    assert "&Roll the Dice" not in game_menu_texts(window)
    button = dice_button(window)
    qtbot.waitUntil(button.isVisible)
    assert button.text() == "Throw"
    assert roll.toolTip() == "Throw the six dice (R)"
    assert roll.statusTip() == "Throw the six dice: every player answers the same throw."
    assert window.ui.actionUndo.toolTip() == "Take back the last die written this turn (Ctrl+Z)"
    assert "H again" not in window.ui.actionHint.toolTip()  # Knaster's second H only
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # the toolbar's Throw throws
    qtbot.waitUntil(lambda: window.play.game.dice is not None)


def test_the_dice_action_keeps_the_games_words_in_another_language(qtbot, window) -> None:
    roll = window.ui.actionRoll
    switch_to(qtbot, window, "Exact Hit")
    choose_language(qtbot, window, "fr")
    throw = shipped("fr", "ExactHitEntry", "Throw the six dice (R)")
    assert throw == "Lancer les six dés (R)"  # the game's word, not Knaster's "deux dés"
    assert roll.toolTip() == throw
    assert roll.text() == shipped("fr", "ExactHitEntry", "Thro&w the Dice")
    assert dice_button(window).text() == shipped("fr", "ExactHitEntry", "Throw")
    assert roll.statusTip() == shipped(
        "fr", "ExactHitEntry", "Throw the six dice: every player answers the same throw."
    )
    # A switch in that language: Knaster's words, in French.
    switch_to(qtbot, window, "Knaster")
    assert roll.toolTip() == shipped("fr", "KnasterEntry", "Roll both dice (R)")
    switch_to(qtbot, window, "Loop Tiles")
    choose_language(qtbot, window, "en")  # a retranslation never brings the action back
    assert not roll.isVisible()
    qtbot.waitUntil(lambda: not dice_button(window).isVisible())
    switch_to(qtbot, window, "Exact Hit")
    assert (roll.text(), roll.toolTip()) == ("Thro&w the Dice", "Throw the six dice (R)")
    qtbot.waitUntil(dice_button(window).isVisible)


def hover_dice_button(qtbot, window: MainWindow) -> None:
    qtbot.mouseMove(dice_button(window), dice_button(window).rect().center())


def test_the_dice_actions_status_tip_gives_way_to_the_games_sentence(qtbot, window) -> None:
    status = window.statusBar().currentMessage
    sentence = "Roll the dice to start: press R."  # Knaster's, lasting in the status bar
    assert status() == sentence
    hover_dice_button(qtbot, window)
    qtbot.waitUntil(lambda: status() == "Roll both dice: every player uses their sum.")
    qtbot.mouseMove(window.centralWidget(), QPoint(5, 5))
    qtbot.waitUntil(lambda: status() == sentence)  # the pointer left: the game's sentence
    switch_to(qtbot, window, "Exact Hit")
    qtbot.waitUntil(dice_button(window).isVisible)
    hover_dice_button(qtbot, window)
    qtbot.waitUntil(lambda: status() == "Throw the six dice: every player answers the same throw.")
    # The pointer rests where no later test's window shows a tip (the status bar's corner).
    qtbot.mouseMove(window.statusBar(), QPoint(2, 2))
    qtbot.waitUntil(lambda: status() == "")  # Exact Hit has no lasting sentence before a throw


def open_settings(qtbot, window: MainWindow):
    window.ui.actionSettings.trigger()  # Edit > Settings…
    dialog = window.persistence.settings_dialog
    qtbot.waitExposed(dialog)
    return dialog


NOTES = {  # the game: (its hints, its animations), as Settings says them
    "Knaster": (
        "Knaster: the cell to write or circle for this roll, shown on the sheet; H again plays it",
        "Knaster: the two dice tumble, circles are drawn on the sheet, computer players take "
        "their time",
    ),
    "Exact Hit": (
        "Exact Hit: which dice to write for this throw, and whether to throw again",
        "Exact Hit: the six dice tumble, computer players throw and write at a visible pace",
    ),
    "Loop Tiles": (
        "Loop Tiles: the tile to place first and its square, as the strong computer player would",
        "Loop Tiles: computer players place their tiles one by one at a visible pace",
    ),
}


@pytest.mark.parametrize("game", ["Exact Hit", "Loop Tiles", "Knaster"])
def test_settings_say_what_hints_and_animations_are_in_the_game_on_screen(
    qtbot, window, game
) -> None:
    if game != "Knaster":
        switch_to(qtbot, window, game)
    dialog = open_settings(qtbot, window)
    ui = dialog.ui
    # The settings are every game's: their own words say so and speak of no game's dice.
    assert ui.diceBox.title() == "While playing, in every game (applies at once)"
    for check in (ui.hintsCheck, ui.animationCheck):
        assert "roll" not in check.text().lower() and "sheet" not in check.text().lower()
    assert (ui.hintsNote.text(), ui.animationNote.text()) == NOTES[game]
    assert ui.hintsNote.isVisible() and ui.animationNote.isVisible()
    assert ui.newGameBox.isVisible() == (game != "Exact Hit")  # no side, no end rule: no box
    if game == "Loop Tiles":
        assert "dice" not in ui.hintsNote.text() + ui.animationNote.text()
    # Edit > Animations says the same of the game on screen.
    assert window.ui.actionAnimateDice.text() == "&Animations"
    assert window.ui.actionAnimateDice.statusTip() == NOTES[game][1]
    dialog.reject()


def test_settings_notes_follow_edit_language_while_the_dialog_is_open(qtbot, window) -> None:
    switch_to(qtbot, window, "Exact Hit")
    dialog = open_settings(qtbot, window)
    choose_language(qtbot, window, "de")
    hints = shipped(
        "de", "ExactHitEntry", "which dice to write for this throw, and whether to throw again"
    )
    assert hints.startswith("welche Würfel")
    assert dialog.ui.hintsNote.text() == f"Exact Hit: {hints}"
    assert dialog.ui.diceBox.title() == shipped(
        "de", "SettingsDialog", "While playing, in every game (applies at once)"
    )
    animations = shipped(
        "de",
        "ExactHitEntry",
        "the six dice tumble, computer players throw and write at a visible pace",
    )
    assert dialog.ui.animationNote.text() == f"Exact Hit: {animations}"
    assert window.ui.actionAnimateDice.statusTip() == f"Exact Hit: {animations}"
    choose_language(qtbot, window, "en")
    assert dialog.ui.hintsNote.text() == NOTES["Exact Hit"][0]
    dialog.reject()


def open_about(qtbot, window: MainWindow) -> str:
    window.ui.actionAbout.trigger()  # Help > About
    about = window.about_dialog
    qtbot.waitUntil(about.isVisible)
    return about.text()


def test_about_credits_every_hosted_game_in_the_language_chosen(qtbot, window) -> None:
    switch_to(qtbot, window, "Loop Tiles")  # whichever game is on screen
    text = open_about(qtbot, window)
    for credit in (
        "<b>Knaster</b>: a game by Markus Schleininger, Reinhard Staupe and Heinz Wüppen, "
        "published by Nürnberger-Spielkarten-Verlag (2019)",
        "<b>Exact Hit</b>: after a rulebook by Steffen Benndorf and Reinhard Staupe, published "
        "by Nürnberger-Spielkarten-Verlag (NSV); we do not know its title, and “Exact Hit” is "
        "our name for it",
        "<b>Loop Tiles</b>: after the board game Loopit (Goliath, 2008); “Loop Tiles” is our "
        "name for it",
    ):
        assert credit in text, credit
    assert "the games' authors or publishers" in text

    choose_language(qtbot, window, "de")  # the open About follows at once
    text = window.about_dialog.text()
    assert (
        "<b>Knaster</b>: ein Spiel von Markus Schleininger, Reinhard Staupe und Heinz Wüppen, "
        "erschienen bei Nürnberger-Spielkarten-Verlag (2019)" in text
    )
    assert "Steffen Benndorf und Reinhard Staupe" in text
    assert "nach dem Brettspiel Loopit (Goliath, 2008)" in text
    assert "a game by" not in text and "board game" not in text
    choose_language(qtbot, window, "en")
