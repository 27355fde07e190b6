"""Default player names speak the app's language (issue 23, 7): New Game names a new seat
"Spieler", "Computer1", "Spieler1" in German, for every game, and the game started plays with
those names; a saved game keeps the names it was played with in any language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from knaster_qt.shell.i18n import TRANSLATIONS
from knaster_qt.shell.views.new_game_dialog import NewGameDialog

pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support (propagateSizeHints|raise)\(\)"
)


@pytest.fixture
def back_to_english():
    yield
    TRANSLATIONS.use("en")


def choose_language(window, qtbot, language: str, game_menu: str) -> None:
    """Edit > Language > ``language``; wait for the menus to speak it."""
    window.language_menu.action(language).trigger()
    qtbot.waitUntil(lambda: window.ui.menuGame.title() == game_menu)


def new_game_dialog(window, qtbot, game: str) -> NewGameDialog:
    """Game > New Game…, with ``game`` chosen in its game list."""
    window.ui.actionNew.trigger()
    qtbot.waitUntil(
        lambda: window.new_game_dialog is not None and window.new_game_dialog.isVisible()
    )
    dialog = window.new_game_dialog
    combo = dialog.ui.gameCombo
    combo.setCurrentIndex(combo.findText(game))
    return dialog


def add_a_computer_and_a_person(qtbot, dialog: NewGameDialog) -> None:
    qtbot.mouseClick(dialog.ui.addComputerButton, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.ui.addButton, Qt.MouseButton.LeftButton)


def names_played(window) -> tuple[str, ...]:
    """The names of the game on the window, as its rules core knows them."""
    controller = window.play.controller
    if window.entry.name == "Knaster":
        return tuple(controller.game.players)
    if window.entry.name == "Exact Hit":
        return tuple(controller.game.names)
    return tuple(controller.names)  # Loop Tiles: its transcript's


def start(qtbot, window, dialog: NewGameDialog, game: str) -> None:
    ok = dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.entry.name == game and window.play.widget().isVisible())


@pytest.mark.usefixtures("back_to_english")
@pytest.mark.parametrize("game", ["Knaster", "Exact Hit", "Loop Tiles"])
def test_new_game_names_new_seats_in_the_language_and_plays_with_them(
    make_window, qtbot, game: str
) -> None:
    window, _player = make_window()
    choose_language(window, qtbot, "de", "&Spiel")
    dialog = new_game_dialog(window, qtbot, game)
    add_a_computer_and_a_person(qtbot, dialog)
    names = tuple(seat.name for seat in dialog.setup().seats)
    assert names[0] == "Spieler"
    assert names[-2:] == ("Computer1", "Spieler1")
    assert not any(name.startswith("Player") for name in names)

    start(qtbot, window, dialog, game)
    assert names_played(window) == names


@pytest.mark.usefixtures("back_to_english")
def test_czech_names_are_names_every_game_takes(make_window, qtbot) -> None:
    window, _player = make_window()
    choose_language(window, qtbot, "cs", "&Hra")
    dialog = new_game_dialog(window, qtbot, "Exact Hit")
    add_a_computer_and_a_person(qtbot, dialog)
    assert [seat.name for seat in dialog.setup().seats] == ["Hráč", "Počítač1", "Hráč1"]
    start(qtbot, window, dialog, "Exact Hit")
    assert names_played(window) == ("Hráč", "Počítač1", "Hráč1")


@pytest.mark.usefixtures("back_to_english")
def test_a_saved_game_keeps_the_names_it_was_played_with(make_window, qtbot, tmp_path) -> None:
    window, _player = make_window()
    dialog = new_game_dialog(window, qtbot, "Knaster")
    add_a_computer_and_a_person(qtbot, dialog)
    start(qtbot, window, dialog, "Knaster")
    english = names_played(window)
    assert english == ("Player", "Computer1", "Player1")
    saved = tmp_path / "english.knaster"
    assert window.save_file(saved)

    choose_language(window, qtbot, "de", "&Spiel")
    german = new_game_dialog(window, qtbot, "Knaster")
    start(qtbot, window, german, "Knaster")  # the stored players: the names already given
    assert names_played(window) == english
    assert window.open_file(saved)
    assert names_played(window) == english
