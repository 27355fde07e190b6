"""Help > Rules (F1) of each game says every rule a player needs (issue 23 point 6), in English
and in every shipped language: the rules window is opened as a person opens it, with that game
on screen, and Edit > Language turns it into each real catalogue (resources/translations,
compiled as the app is built) while it stays open. Nothing of it is cut off: the chapter list
and the text need no sideways scrolling, and no label or button is narrower than its text."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QDialog, QWidget

from knaster_qt.games.exact_hit.views.rules_window import ExactHitRulesWindow
from knaster_qt.games.knaster.views.rules_window import RulesWindow
from knaster_qt.games.loop_tiles.views.rules_window import LoopTilesRules
from knaster_qt.shell.views.main_window import MainWindow
from tests.games.exact_hit.views.window_play import choose_exact_hit
from tests.games.exact_hit.views.window_play import shown_window as exact_hit_window
from tests.games.loop_tiles.views.window_play import new_loop_tiles_game
from tests.games.loop_tiles.views.window_play import shown_window as loop_tiles_window
from tests.shell.views.test_pseudo_translation import cut_off
from tests.shell.views.test_real_languages import shipped

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")

LANGUAGES = ("pt", "de", "fr", "nl", "cs")

# The rules the issue found missing (and the others added with them): (context, English text).
KNASTER = [
    (
        "RulesWindow",
        "If fewer uncircled cells are left in the line, circle all that are left. One write can"
        " complete 2, 3 or even 4 lines at once: then you handle them one after the other,"
        " <b>in the order you choose</b>. A line's uncircled cells are counted when its turn"
        " comes, so circles made for the first line can leave fewer for the next.",
    ),
    (
        "RulesWindow",
        "When one write completes several lines with a bonus, click the white field of the"
        " line you want to handle first (or one of its cells that is in none of the other"
        " lines), then circle its bonus cells.",
    ),
    (
        "RulesWindow",
        "Side B of the pad is the mirror image: there the rows pay 5, 6, 7, 8, 9 from the top"
        " and the columns 5, 6, 7, 8, 9 from the left. You choose the side in New Game.",
    ),
    (
        "RulesWindow",
        "A house rule, Quick end in New Game, leaves out that extra round: the game then ends"
        " with the round in which the first grid fills.",
    ),
    (
        "RulesWindow",
        "Your score is the points of your circled white fields plus <b>1 point for every"
        " circled cell</b>. The highest score wins; equal highest scores share the win. In a"
        " solo game above 50 is good, above 80 excellent and above 100 spectacular.",
    ),
]
EXACT_HIT = [
    (
        "ExactHitRulesWindow",
        "Only the thrower decides whether to throw again, and does so before anyone writes;"
        " the new dice then count for everybody. No die can be kept except those showing 1.",
    ),
    (
        "ExactHitRulesWindow",
        "A dice game for 1 to 6 players with six dice of six colours — black, blue, yellow,"
        " red, green and white — and six different sheets A to F. Each sheet has five rows of"
        " six coloured fields; every field has a printed number from 1 to 6, and each row"
        " holds every colour once. Each player plays on a different sheet.",
    ),
]
LOOP_TILES = [
    (
        "LoopTilesRules",
        "A tile game for 2 to 4 players; in the app you can also practise alone.",
    ),
    (
        "LoopTilesRules",
        "The tiles of one turn need not touch each other. You may end your turn after fewer"
        " tiles, or none, even when another tile would fit.",
    ),
    (
        "LoopTilesRules",
        "Exchange: a player who has placed no tile this turn and none of whose tiles fits"
        " anywhere may return the whole rack to the bag instead; the bag is shuffled and they"
        " draw as many tiles (some may be their own again). That ends the turn and scores 0."
        " After placing a tile, no exchange is allowed in that turn.",
    ),
    (
        "LoopTilesRules",
        "The game ends when the bag is empty and nobody can place, or when a whole round"
        " passes without a tile. The highest total wins; players with the same total share"
        " the place.",
    ),
    (
        "LoopTilesRules",
        "Variant: each player plays a fixed number of turns — 13 with 2 players, 9 with 3,"
        " 7 with 4 — and only that ends the game. Before it starts, 4 tiles (2 players) or"
        " 2 tiles (3 players) are set aside unseen.",
    ),
    (
        "LoopTilesRules",
        "End turn finishes your turn. Exchange tiles can be clicked when you are stuck:"
        " nothing placed this turn and none of your tiles fits.",
    ),
]


def plain(text: str) -> str:
    """Text as read: no tags, one space between words (a no-break space is a space)."""
    return " ".join(re.sub(r"<[^>]+>", "", text).replace("\xa0", " ").split())


def shown_text(rules: QDialog) -> str:
    """Every word the rules window shows, all its chapters."""
    if isinstance(rules, RulesWindow):
        return plain(" ".join(label.text() for page in rules.texts for label in page))
    if isinstance(rules, ExactHitRulesWindow):
        return plain(rules.ui.browser.toPlainText())
    assert isinstance(rules, LoopTilesRules)
    return plain(rules.text.toPlainText())


def nothing_cut_off(rules: QDialog) -> list[str]:
    """What of the window would be cut off or need sideways scrolling, on every chapter."""
    problems = []
    pages = rules.pages.count() if isinstance(rules, RulesWindow) else 1
    for page in range(pages):
        if isinstance(rules, RulesWindow):
            rules.chapter_list.setCurrentRow(page)
        QApplication.processEvents()
        problems += cut_off(rules)
        for area in rules.findChildren(QAbstractScrollArea):
            if area.isVisible() and area.horizontalScrollBar().maximum() > 0:
                problems.append(f"{type(area).__name__} {area.objectName()!r} scrolls sideways")
    return problems


def check_every_rule(rules: QDialog, language: str, rules_said: list[tuple[str, str]]) -> None:
    text = shown_text(rules)
    for context, source in rules_said:
        said = source if language == "en" else shipped(language, context, source)
        assert said and (language == "en" or said != source), (language, source)
        assert plain(said) in text, (language, said)
    assert not (problems := nothing_cut_off(rules)), (language, problems)


def open_by_f1(qtbot, window: MainWindow, kind: type[QWidget]) -> QDialog:
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: window.rules_dialog is not None and window.rules_dialog.isVisible())
    rules = window.rules_dialog
    assert isinstance(rules, kind)
    return rules


def walk_the_languages(
    qtbot, window: MainWindow, kind: type[QWidget], rules_said: list[tuple[str, str]]
) -> None:
    """F1 in English; then each language by Edit > Language, the window open all along; then
    closed and opened again by Help > Rules."""
    rules = open_by_f1(qtbot, window, kind)
    check_every_rule(rules, "en", rules_said)
    try:
        for language in LANGUAGES:
            window.language_menu.action(language).trigger()  # Edit > Language > …
            game_menu = shipped(language, "MainWindow", "&Game")
            qtbot.waitUntil(lambda title=game_menu: window.ui.menuGame.title() == title)
            check_every_rule(rules, language, rules_said)
        rules.close()
        assert window.ui.actionRules in window.ui.menuHelp.actions()
        window.ui.actionRules.trigger()  # Help > Rules, in the last language
        qtbot.waitUntil(rules.isVisible)
        check_every_rule(rules, LANGUAGES[-1], rules_said)
    finally:
        window.language_menu.action("en").trigger()
        qtbot.waitUntil(lambda: window.ui.menuGame.title() == "&Game")
    check_every_rule(rules, "en", rules_said)  # and back


def test_knasters_rules_say_every_rule_in_every_language(make_window, qtbot) -> None:
    window, _player = make_window()
    walk_the_languages(qtbot, window, RulesWindow, KNASTER)


def test_exact_hits_rules_say_every_rule_in_every_language(qtbot) -> None:
    window = exact_hit_window(qtbot)
    choose_exact_hit(qtbot, window)
    walk_the_languages(qtbot, window, ExactHitRulesWindow, EXACT_HIT)


def test_loop_tiles_rules_say_every_rule_in_every_language(qtbot) -> None:
    window = loop_tiles_window(qtbot)
    new_loop_tiles_game(qtbot, window, [("Ann", None), ("Bob", None)])
    walk_the_languages(qtbot, window, LoopTilesRules, LOOP_TILES)


def test_the_lit_legend_row_of_an_example_follows_the_language(make_window, qtbot) -> None:
    """The example sheet's lit combination (the straight) is drawn again in the new language,
    as the pad under it is: not the English one kept from before Edit > Language."""
    from knaster_qt.games.knaster.render.raster_cache import RASTER_CACHE

    window, _player = make_window()
    rules = open_by_f1(qtbot, window, RulesWindow)
    assert isinstance(rules, RulesWindow)
    rules.chapter_list.setCurrentRow(2)  # the straight in the diagonal, its legend row lit
    figure = rules.figures[2]
    assert figure is not None and figure.picture().active_legend_row is not None
    qtbot.waitUntil(figure.isVisible)
    english = figure.grab().toImage()
    try:
        window.language_menu.action("de").trigger()
        qtbot.waitUntil(lambda: window.ui.menuGame.title() == shipped("de", "MainWindow", "&Game"))
        rules.chapter_list.setCurrentRow(2)
        figure = rules.figures[2]
        assert figure is not None
        qtbot.waitUntil(figure.isVisible)
        german = figure.grab().toImage()
        RASTER_CACHE.clear()  # drawn afresh, nothing kept
        assert german != english
        assert figure.grab().toImage() == german
    finally:
        window.language_menu.action("en").trigger()
        qtbot.waitUntil(lambda: window.ui.menuGame.title() == "&Game")
