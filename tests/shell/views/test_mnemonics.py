"""No two items that are on screen together share a mnemonic (Alt+letter), in any language
(issue 23 point 5): the menu bar's menus, the items of each menu, and the buttons, check
boxes, labels with a buddy, group boxes and tabs of each window and dialog of all three
games, with the real shipped catalogues, switched through Edit > Language as a person does.

Open and Save are the platform's own dialogs, so they are not walked."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QTabBar,
    QToolBar,
    QWidget,
)

from knaster_qt.languages import LANGUAGES
from knaster_qt.shell import registry
from knaster_qt.shell.i18n import TRANSLATIONS
from knaster_qt.shell.session.keeper import FoundGame
from knaster_qt.shell.settings import MAX_RECENT_FILES
from knaster_qt.shell.views.main_window import MainWindow

pytestmark = [
    pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)"),
]


def mnemonic(text: str) -> str:
    """The letter after a single "&" (lower case), "" without one ("&&" is a plain "&")."""
    plain = text.replace("&&", "")
    index = plain.find("&")
    return plain[index + 1].lower() if 0 <= index < len(plain) - 1 else ""


def clashes(where: str, texts: list[str]) -> list[str]:
    """One line per letter that more than one of ``texts`` uses."""
    by_letter: dict[str, list[str]] = {}
    for text in texts:
        if letter := mnemonic(text):
            by_letter.setdefault(letter, []).append(text)
    return [
        f"{where}: {' / '.join(repr(text) for text in same)}"
        for same in by_letter.values()
        if len(same) > 1
    ]


def window_texts(window: QWidget) -> list[str]:
    """The mnemonic-bearing texts shown together in ``window`` (its menu bar's titles too)."""
    texts = []
    if isinstance(window, QMainWindow):
        texts += [action.text() for action in window.menuBar().actions() if action.isVisible()]
    for widget in window.findChildren(QWidget):
        if widget.window() is not window or not widget.isVisibleTo(window):
            continue  # in a window of its own, or not on screen
        if isinstance(widget, QAbstractButton):
            if not isinstance(widget.parentWidget(), QToolBar):  # a toolbar shows no "&"
                texts.append(widget.text())
        elif isinstance(widget, QLabel) and widget.buddy() is not None:
            texts.append(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        elif isinstance(widget, QTabBar):
            texts += [widget.tabText(index) for index in range(widget.count())]
    return texts


def menus(window: QMainWindow) -> Iterator[QMenu]:
    todo = [action.menu() for action in window.menuBar().actions() if action.menu()]
    while todo:
        menu = todo.pop()
        menu.aboutToShow.emit()  # Open Recent and Recovered Games fill themselves
        yield menu
        todo += [action.menu() for action in menu.actions() if action.menu() is not None]


def menu_clashes(window: QMainWindow) -> list[str]:
    problems = []
    for menu in menus(window):
        texts = [
            action.text()
            for action in menu.actions()
            if not action.isSeparator() and action.isVisible()
        ]
        problems += clashes(f"menu {menu.title()!r}", texts)
    return problems


def name_of(window: QWidget) -> str:
    return f"{type(window).__name__} {window.windowTitle()!r}"


def shown_clashes(qtbot, window: QWidget) -> list[str]:
    """The clashes of ``window`` shown, in each tab of its tab widgets in turn."""
    window.show()
    qtbot.waitExposed(window)
    problems = clashes(name_of(window), window_texts(window))
    for bar in window.findChildren(QTabBar):
        if bar.window() is window and bar.isVisibleTo(window):
            for index in range(bar.count()):
                bar.setCurrentIndex(index)
                problems += clashes(name_of(window), window_texts(window))
    return problems


def switch_language(qtbot, window: MainWindow, language: str) -> None:
    window.language_menu.action(language).trigger()  # as a click on Edit > Language
    qtbot.waitUntil(lambda: TRANSLATIONS.language == language)
    QApplication.processEvents()


def choose_game(qtbot, window: MainWindow, index: int, table: bool = False) -> list[str]:
    """Game > New Game…, the ``index``-th game (at a ``table``: two people and real dice, so
    the dice entry shows), OK (abandoning a game under way); the dialog's clashes on the way."""
    window.ui.actionNew.trigger()
    dialog = window.new_game_dialog
    qtbot.waitExposed(dialog)
    dialog.ui.gameCombo.setCurrentIndex(index)
    QApplication.processEvents()
    if table:
        dialog.ui.addButton.click()
        dialog.ui.realDice.setChecked(True)
    problems = shown_clashes(qtbot, dialog)
    dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok).click()
    box = window.persistence.abandon_box
    if box is not None and box.isVisible():  # a game under way: "Abandon" it
        [abandon] = [
            button
            for button in box.buttons()
            if box.buttonRole(button) is QMessageBox.ButtonRole.DestructiveRole
        ]
        abandon.click()
    entry = registry.games()[index]
    qtbot.waitUntil(lambda: window.entry == entry)
    qtbot.waitUntil(window.play.widget().isVisible)
    return problems


def result_dialog(window: MainWindow) -> QWidget | None:
    """The result dialog of the game on screen, as its end shows it (Loop Tiles has none)."""
    play = window.play
    if not hasattr(play, "_game_finished"):
        return None
    play._game_finished()
    return play.result_dialog


def game_clashes(qtbot, window: MainWindow) -> list[str]:
    """Everything a person reaches with the game on screen: menus, window, dialogs."""
    problems = menu_clashes(window) + clashes(name_of(window), window_texts(window))
    persistence = window.persistence
    dialogs: list[QWidget | None] = [
        persistence.show_settings(),
        persistence.show_statistics(),
    ]
    window.ui.actionAbout.trigger()
    dialogs += [window.about_dialog, window.about_dialog.show_licences()]
    window.ui.actionRules.trigger()
    dialogs.append(window.rules_dialog)
    for ask in (window.print_actions.print_sheets, window.print_actions.export_sheets):
        ask()  # the print options first (Export PDF also asks for the paper)
        dialogs.append(window.print_actions.options_dialog)
    dialogs.append(persistence.show_recovered_games())
    dialogs.append(persistence.show_replay())
    dialogs.append(result_dialog(window))
    for dialog in dialogs:
        if dialog is not None:
            problems += shown_clashes(qtbot, dialog)
            dialog.close()
    return problems


def box_clashes(qtbot, window: MainWindow) -> list[str]:
    """The shell's questions with buttons of their own: abandon, resume, quit."""
    persistence = window.persistence
    persistence.confirm_abandon(lambda: None)
    summary = {"rounds": 3, "sheet": "A", "players": [{"name": "Ann", "total": 12}]}
    persistence._ask_resume(FoundGame(window.entry, b"", summary))
    persistence.quit_guard.ask()
    problems = []
    for box in (persistence.abandon_box, persistence.resume_box, persistence.quit_guard.box):
        if box is not None:
            problems += shown_clashes(qtbot, box)
            box.close()
    return problems


@pytest.fixture
def window(qtbot) -> Iterator[MainWindow]:
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1180, 760)
    window.show()
    qtbot.waitExposed(window)
    yield window
    TRANSLATIONS.use("en")


def played_clashes(qtbot, window: MainWindow) -> list[str]:
    """The window after the first dice of the game (Exact Hit's Keep and Throw again show),
    and the questions asked about a game under way (abandon it? quit?)."""
    roll = window.ui.actionRoll
    if roll.isVisible() and roll.isEnabled():
        roll.trigger()
        qtbot.wait(20)
    return (
        menu_clashes(window)
        + clashes(name_of(window), window_texts(window))
        + box_clashes(qtbot, window)
    )


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_no_two_items_shown_together_share_a_mnemonic(qtbot, window, language: str) -> None:
    for number in range(MAX_RECENT_FILES):  # File > Open Recent full, and its Clear List
        window.persistence.remember_file(f"game{number}.knaster")
    switch_language(qtbot, window, language)
    problems = []
    for index in range(len(registry.games())):
        problems += choose_game(qtbot, window, index)
        problems += game_clashes(qtbot, window)
        if window.ui.actionGuide.isVisible():  # Help > First Game Guide: its bubble's buttons
            window.ui.actionGuide.trigger()
            QApplication.processEvents()
            problems += clashes(name_of(window), window_texts(window))
            window.play.guide.skip()
        problems += played_clashes(qtbot, window)
        problems += choose_game(qtbot, window, index, table=True)
        problems += menu_clashes(window) + clashes(name_of(window), window_texts(window))
    assert not problems, f"{language}:\n" + "\n".join(dict.fromkeys(problems))


def test_the_check_finds_a_clash() -> None:
    assert mnemonic("S&tatistics…") == "t" and mnemonic("Fish && &Chips") == "c"
    assert mnemonic("Plain") == "" and mnemonic("A && B") == ""
    assert clashes("menu", ["&Throw the Dice", "S&tatistics…", "&Quit"]) == [
        "menu: '&Throw the Dice' / 'S&tatistics…'"
    ]
