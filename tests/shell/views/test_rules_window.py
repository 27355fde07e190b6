"""Help > Rules (F1): Knaster's rules chapter by chapter, walked with clicks and keys, with
example sheets that are real games of the core drawn by the sheet painter."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from knaster_qt.games.knaster.core.notation import cell_index, line_index
from knaster_qt.games.knaster.render import rule_examples
from knaster_qt.games.knaster.views.rules_window import RulesWindow
from knaster_qt.shell import i18n
from knaster_qt.shell.i18n import TRANSLATIONS

pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support (propagateSizeHints|raise)\(\)"
)

TITLES = [
    "Your sheet",
    "A round: roll, then write or circle",
    "Full lines and bonus circles",
    "A full house",
    "A fully circled line scores",
    "The end of the game and the count",
    "Playing in the app",
]


def cells(*names: str) -> frozenset[int]:
    return frozenset(cell_index(name) for name in names)


def open_from_menu(window, qtbot) -> RulesWindow:
    assert window.ui.actionRules in window.ui.menuHelp.actions()
    window.ui.actionRules.trigger()
    qtbot.waitUntil(lambda: window.rules_dialog is not None and window.rules_dialog.isVisible())
    rules = window.rules_dialog
    assert isinstance(rules, RulesWindow)
    return rules


def page_text(rules: RulesWindow) -> str:
    return "\n".join(label.text() for label in rules.texts[rules.current])


def check_figure(rules: RulesWindow, qtbot) -> None:
    """The chapter's example as it should be: the picture's marks, and really painted."""
    number = rules.current
    figure = rules.figures[number]
    if number == 6:
        assert figure is None  # the app's keys: text only
        return
    assert figure is not None
    qtbot.waitUntil(figure.isVisible)
    picture = figure.picture()
    values = {cell: value for cell, value in enumerate(picture.values) if value}
    if number == 0:
        assert values == {} and picture.circled == frozenset() and picture.score is None
    elif number == 1:
        assert values == {cell_index("c3"): 7, cell_index("b2"): 5, cell_index("d4"): 9}
        assert picture.circled == cells("c3")
    elif number == 2:
        diagonal = ("a1", "b2", "c3", "d4", "e5")
        assert values == {cell_index(c): n for c, n in zip(diagonal, (7, 10, 8, 6, 9), strict=True)}
        assert picture.circled == cells("a1", "c3", "e5")
        assert picture.legend_rows == {5}  # the legend's straight: 3 circles
        assert picture.hint_line == line_index("d1")
    elif number == 3:
        row = ("a2", "b2", "c2", "d2", "e2")
        assert values == {cell_index(c): n for c, n in zip(row, (5, 5, 7, 5, 7), strict=True)}
        assert picture.circled == cells("a2", "c2")
        assert picture.legend_rows == {4}  # full house: 2 circles
        assert picture.hint_line == line_index("r2")
    elif number == 4:
        assert picture.circled == cells("a4", "b4", "c4", "d4", "e4")
        assert picture.scored_lines == {line_index("r4")}
        assert picture.score is not None and picture.score.total == 6 + 5
    elif number == 5:
        assert len(values) == 25 and len(picture.circled) == 15
        assert picture.scored_lines == {line_index(n) for n in ("r1", "r3", "d1")}
        assert picture.score is not None and picture.score.total == 41
    # Painted by the sheet painter: the figure's pixels are not all one colour.
    image = figure.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    assert image.width() >= 300
    colours = {image.pixel(x, image.height() // 2) for x in range(0, image.width(), 7)}
    assert len(colours) > 3


def test_help_rules_opens_the_chapters_and_next_walks_them_all(make_window, qtbot) -> None:
    window, _player = make_window()
    rules = open_from_menu(window, qtbot)
    assert rules.windowTitle() == "Knaster Rules"
    titles = [rules.chapter_list.item(n).text() for n in range(rules.chapter_list.count())]
    assert titles == [f"{n}. {title}" for n, title in enumerate(TITLES, start=1)]
    assert not rules.back_button.isEnabled()
    for number, title in enumerate(TITLES):
        assert rules.current == number
        assert title in page_text(rules)
        assert rules.position_label.text() == f"Chapter {number + 1} of {len(TITLES)}"
        check_figure(rules, qtbot)
        if number < len(TITLES) - 1:
            qtbot.mouseClick(rules.next_button, Qt.MouseButton.LeftButton)
    assert not rules.next_button.isEnabled()
    for number in reversed(range(len(TITLES) - 1)):
        qtbot.mouseClick(rules.back_button, Qt.MouseButton.LeftButton)
        assert rules.current == number
    assert not rules.back_button.isEnabled()
    # Close (and Help > Rules brings the same window back).
    qtbot.mouseClick(
        rules.buttons.button(rules.buttons.StandardButton.Close), Qt.MouseButton.LeftButton
    )
    assert not rules.isVisible()
    assert open_from_menu(window, qtbot) is rules


def test_f1_opens_the_rules_and_the_keyboard_walks_them(make_window, qtbot) -> None:
    window, _player = make_window()
    qtbot.keyClick(window, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: window.rules_dialog is not None and window.rules_dialog.isVisible())
    rules = window.rules_dialog
    assert isinstance(rules, RulesWindow)
    rules.activateWindow()
    qtbot.waitUntil(rules.isActiveWindow)
    assert rules.chapter_list.hasFocus()
    for number in range(1, len(TITLES)):
        qtbot.keyClick(rules.chapter_list, Qt.Key.Key_Down)
        assert rules.current == number
        check_figure(rules, qtbot)
    qtbot.keyClick(rules.chapter_list, Qt.Key.Key_Home)
    assert rules.current == 0
    # Alt+Right / Alt+Left and the buttons' mnemonics, from anywhere in the window.
    qtbot.keyClick(rules, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    qtbot.keyClick(rules, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    assert rules.current == 2
    qtbot.keyClick(rules, Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)
    assert rules.current == 1
    # A mnemonic clicks its button with a short animation.
    qtbot.keyClick(rules.chapter_list, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: rules.current == 2)
    qtbot.keyClick(rules.chapter_list, Qt.Key.Key_B, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: rules.current == 1)
    qtbot.keyClick(rules, Qt.Key.Key_Escape)
    assert not rules.isVisible()


def test_the_final_count_is_the_cores_score_of_a_real_game(make_window, qtbot) -> None:
    game = rule_examples.FINAL_COUNT.game()
    score = game.score(0)
    assert game.game_over
    assert (score.line_points, score.circles, score.total) == (26, 15, 41)
    assert score.scored_lines == tuple(line_index(n) for n in ("r1", "r3", "d1"))
    window, _player = make_window()
    rules = open_from_menu(window, qtbot)
    rules.chapter_list.setCurrentRow(5)
    text = page_text(rules)
    assert "26 + 15 = 41" in text
    assert "row 1: 9, row 3: 7, the diagonal from the top left: 10" in text
    assert "one more round" in text


def test_the_rules_window_resizes_and_its_sheets_follow(qtbot) -> None:
    rules = RulesWindow()
    qtbot.addWidget(rules)
    rules.show()
    qtbot.waitExposed(rules)
    rules.chapter_list.setCurrentRow(2)
    figure = rules.figures[2]
    assert figure is not None
    rules.resize(700, 500)
    qtbot.waitUntil(lambda: figure.width() < 560)
    small = figure.sheet_rect()
    rules.resize(1300, 950)
    qtbot.waitUntil(lambda: figure.sheet_rect().width() > small.width() + 100)
    assert abs(figure.sheet_rect().height() / figure.sheet_rect().width() - 105 / 150) < 0.01


def test_a_game_without_its_own_rules_window_shows_its_rules_text(qtbot) -> None:
    """The shell's plain dialog stays for games whose entry names no rules window."""
    from dataclasses import replace

    from knaster_qt.games.knaster.entry import GAME
    from knaster_qt.shell.views.rules_dialog import RulesDialog

    dialog = RulesDialog(replace(GAME, rules_window=None))
    qtbot.addWidget(dialog)
    text = dialog.ui.browser.toPlainText()
    assert "full house" in text and "one more round" in text


GERMAN = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>RulesWindow</name>
    <message><source>Your sheet</source><translation>Dein Blatt</translation></message>
    <message><source>Chapter {number} of {count}</source>
        <translation>Kapitel {number} von {count}</translation></message>
</context>
<context>
    <name>KnasterRulesWindow</name>
    <message><source>&amp;Next &gt;</source><translation>&amp;Weiter &gt;</translation></message>
</context>
<context>
    <name>FirstGameGuide</name>
    <message><source>&amp;Skip guide</source><translation>Anleitung &amp;beenden</translation></message>
</context>
</TS>
"""


@pytest.fixture
def german_catalogue(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """A small German catalogue compiled with pyside6-lrelease, where the app looks for it."""
    (tmp_path / "knaster_qt_de.ts").write_text(GERMAN, encoding="utf-8")
    lrelease = "from PySide6.scripts.pyside_tool import lrelease; lrelease()"
    subprocess.run(
        [sys.executable, "-c", lrelease, "-silent", str(tmp_path / "knaster_qt_de.ts")],
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
def test_the_rules_and_the_guide_change_language_at_once(make_window, qtbot) -> None:
    window, _player = make_window()
    rules = open_from_menu(window, qtbot)
    rules.chapter_list.setCurrentRow(2)
    window.ui.actionGuide.trigger()
    guide = window.play.guide
    assert guide is not None and guide.bubble.skip_button.text() == "&Skip guide"
    window.language_menu.action("de").trigger()  # Edit > Language > Deutsch
    qtbot.waitUntil(lambda: rules.chapter_list.item(0).text() == "1. Dein Blatt")
    assert rules.current == 2  # the chapter shown stays
    assert rules.position_label.text() == "Kapitel 3 von 7"
    assert rules.next_button.text() == "&Weiter >"
    assert rules.figures[2] is not None and rules.figures[2].picture().circled
    qtbot.waitUntil(lambda: guide.bubble.skip_button.text() == "Anleitung &beenden")
