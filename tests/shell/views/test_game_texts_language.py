"""The game's texts follow Edit > Language at once: a rules reason in the status bar, the bonus
banner, the result dialog and a printed blank sheet's legend, with a small German catalogue."""

from __future__ import annotations

import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest
from PySide6.QtCore import QSizeF
from PySide6.QtGui import QPageSize, QPainter, QPdfWriter
from PySide6.QtWidgets import QRadioButton

from knaster_qt.games.knaster.core.game import EndRule, Game
from knaster_qt.games.knaster.render.printed import blank_sheets
from knaster_qt.games.knaster.views.dialogs import ResultDialog
from knaster_qt.shell import i18n
from knaster_qt.shell.i18n import TRANSLATIONS
from knaster_qt.shell.registry import games
from tests.shell.printing.pdf_tools import pdf_text

pytestmark = pytest.mark.requires_tools("pdftotext")


def _message(source: str, translation: str, comment: str = "") -> str:
    note = f"<comment>{comment}</comment>" if comment else ""
    return f"<message><source>{source}</source>{note}<translation>{translation}</translation></message>"


def _plural(source: str, one: str, many: str) -> str:
    return (
        f'<message numerus="yes"><source>{source}</source><translation>'
        f"<numerusform>{one}</numerusform><numerusform>{many}</numerusform>"
        "</translation></message>"
    )


LEGEND = "legend of the printed sheet: a combination"
GERMAN = f"""<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context><name>MainWindow</name>{_message("&amp;Game", "&amp;Spiel")}</context>
<context><name>KnasterRules</name>
{_message("three of a kind", "Drilling")}
{_message("row {number}", "Reihe {number}")}
{_message("in row {number}", "in Reihe {number}")}
{_message("{cell} is not in {line}", "{cell} gehört nicht zu {line}")}
</context>
<context><name>Rules</name>
{_message("&apos;{name}&apos; contains a space; use letters, digits, _ or -", "&apos;{name}&apos; enthält ein Leerzeichen")}
</context>
<context><name>KnasterStatus</name>
{_message("{combination} {line:in}", "{combination} {line:in}")}
{_message("Wrote {roll} in {cell}.", "{roll} in {cell} geschrieben.")}
</context>
<context><name>_Counts</name>
{_plural("circle %n number(s)", "kreise %n Zahl ein", "kreise %n Zahlen ein")}
</context>
<context><name>KnasterPlayArea</name>
{_message("White fields: {lines}&lt;br&gt;Circles: {circles}&lt;br&gt;&lt;b&gt;Total: {total}&lt;/b&gt;", "Weiße Felder: {lines}&lt;br&gt;Kreise: {circles}&lt;br&gt;&lt;b&gt;Summe: {total}&lt;/b&gt;")}
</context>
<context><name>ResultDialog</name>
{_plural("Game over: %n point(s)", "Spielende: %n Punkt", "Spielende: %n Punkte")}
{_message("&amp;New Game", "&amp;Neues Spiel")}
</context>
<context><name>KnasterResult</name>
{_message("Try again: the rulebook calls a solo score above 50 good.", "Noch einmal: über 50 Punkte sind gut.")}
</context>
<context><name>KnasterSheet</name>
{_message("Three of a kind", "Drilling", LEGEND)}
{_message("Four of a kind", "Vierling", LEGEND)}
{_message("Five of a kind", "Fünfling", LEGEND)}
{_message("Two pairs", "Zwei Paare", LEGEND)}
{_message("Straight", "Straße", LEGEND)}
{_message("Combination", "Kombination", "legend heading over the combinations' names")}
{_message("total", "Summe", "score box: the final score")}
</context>
<context><name>Games</name>{_message("Computer: easy", "Computer: leicht")}</context>
<context><name>KnasterEntry</name>{_message("&amp;Quick end", "&amp;Schnelles Ende")}</context>
<context><name>ExactHitSheet</name>
{_message("exact hits", "Volltreffer", "bonus table heading: how many dice matched their field")}
{_message("sheet", "Blatt", "small caption over the sheet's letter (A to F)")}
</context>
<context><name>ExactHit</name>{_message("yellow", "gelb")}</context>
<context><name>LoopTilesPad</name>
{_message("score pad", "Punkteblock", "the printed pad's title")}
{_message("total", "Gesamtsumme aller Züge", "the pad's last row")}
</context>
</TS>
"""


@pytest.fixture
def german(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
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


def choose(window, qtbot, language: str, game_menu: str) -> None:
    """Edit > Language > ``language``, as a click on the menu entry; wait for Qt's LanguageChange."""
    window.language_menu.action(language).trigger()
    qtbot.waitUntil(lambda: window.ui.menuGame.title() == game_menu)


@pytest.mark.usefixtures("german")
def test_the_banner_and_a_rules_reason_change_language_at_once(make_window, qtbot) -> None:
    window, player = make_window(totals=[7, 7, 7, 4, 8])
    for cell in range(5):  # row 1: 7 7 7 4 8, three of a kind
        player.roll()
        player.click_cell(cell)
    banner = window.play.ui.bannerLabel
    assert banner.text() == "Three of a kind in row 1: circle 1 number."
    assert player.status().startswith("Wrote 8 in e1.")

    choose(window, qtbot, "de", "&Spiel")

    # The banner stays on screen: it is said again in German, without a click; so is the
    # score box beside the sheet.
    qtbot.waitUntil(lambda: banner.text() == "Drilling in Reihe 1: kreise 1 Zahl ein.")
    assert "Weiße Felder: 0" in window.play.ui.scoreDetail.text()
    # A cell outside the line: the rules core's reason (a Words), said in German.
    player.click_cell(5)  # a2
    assert player.status() == "a2 gehört nicht zu r1"
    player.click_cell(0)  # a1: the bonus circle, then the next roll
    assert "Drilling" not in banner.text()

    choose(window, qtbot, "en", "&Game")
    player.click_cell(5)
    assert player.status() != "a2 gehört nicht zu r1"


def _finished_solo_game() -> Game:
    game = Game(["Ann"], end_rule=EndRule.QUICK_END, seed=3)
    while not game.game_over:
        if game.current_roll is None or not game.legal_actions(0):
            game.roll()
            continue
        game.apply(0, game.legal_actions(0)[0])
    return game


@pytest.mark.usefixtures("german")
def test_an_open_result_dialog_changes_language(make_window, qtbot) -> None:
    window, _player = make_window()
    game = _finished_solo_game()
    total = game.score(0).total
    assert total <= 50  # first legal actions: a poor game, "try again"
    dialog = ResultDialog(game, 0, window)
    qtbot.addWidget(dialog)
    assert f"Game over: {total} points" in dialog.ui.headlineLabel.text()
    assert dialog.new_game_button.text() == "&New Game"

    choose(window, qtbot, "de", "&Spiel")

    qtbot.waitUntil(lambda: f"Spielende: {total} Punkte" in dialog.ui.headlineLabel.text())
    assert dialog.new_game_button.text() == "&Neues Spiel"
    assert "Noch einmal" in dialog.ui.ratingLabel.text()


def _print_blank(path: Path, game: str = "knaster") -> None:
    if game == "knaster":
        sheet = blank_sheets(1, None)[0]
    else:
        (entry,) = [entry for entry in games() if entry.transcript_header == game]
        sheet = entry.load_print_blank()(1, None)[0]
    width, height = sheet.size_mm
    writer = QPdfWriter(str(path))
    writer.setPageSize(QPageSize(QSizeF(width, height), QPageSize.Unit.Millimeter))
    writer.setResolution(300)
    painter = QPainter(writer)
    sheet.paint(painter, painter.viewport().toRectF())
    painter.end()


@pytest.mark.usefixtures("german")
def test_a_blank_sheet_prints_its_legend_in_the_language(make_window, qtbot, tmp_path) -> None:
    window, _player = make_window()
    _print_blank(tmp_path / "english.pdf")
    english = pdf_text(tmp_path / "english.pdf")
    assert "Three of a kind" in english and "Straight" in english

    choose(window, qtbot, "de", "&Spiel")
    _print_blank(tmp_path / "german.pdf")

    # NFKC: the print font sets "fl" and "fi" as ligature glyphs, which pdftotext keeps.
    german = unicodedata.normalize("NFKC", pdf_text(tmp_path / "german.pdf"))
    for word in (
        "Drilling",
        "Vierling",
        "Fünfling",
        "Zwei Paare",
        "Straße",
        "Kombination",
        "Summe",
    ):
        assert word in german, word
    assert "Three of a kind" not in german
    assert "Full house" in german  # not in this catalogue: English stays


@pytest.mark.usefixtures("german")
def test_the_other_games_print_their_words_in_the_language(make_window, qtbot, tmp_path) -> None:
    window, _player = make_window()
    choose(window, qtbot, "de", "&Spiel")
    _print_blank(tmp_path / "exact-hit.pdf", "exact-hit")
    _print_blank(tmp_path / "loop-tiles.pdf", "loop-tiles")

    exact_hit = unicodedata.normalize("NFKC", pdf_text(tmp_path / "exact-hit.pdf"))
    assert "Volltreffer" in exact_hit and "Blatt" in exact_hit and "gelb" in exact_hit
    assert "exact hits" not in exact_hit and "yellow" not in exact_hit
    loop_tiles = unicodedata.normalize("NFKC", pdf_text(tmp_path / "loop-tiles.pdf"))
    assert "Punkteblock" in loop_tiles and "score pad" not in loop_tiles
    assert "Gesamtsumme aller Züge" in " ".join(loop_tiles.split())


@pytest.mark.usefixtures("german")
@pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")
def test_new_game_offers_the_games_choices_in_the_language(make_window, qtbot) -> None:
    """The game's entry labels (Words) in the shell's New Game dialog, said again at once."""
    window, _player = make_window()
    window.new_game()
    dialog = window.new_game_dialog
    assert dialog.kind_box(0).itemText(1) == "Computer: easy"
    texts = [button.text() for button in dialog.findChildren(QRadioButton)]
    assert "&Quick end" in texts

    choose(window, qtbot, "de", "&Spiel")

    assert dialog.kind_box(0).itemText(1) == "Computer: leicht"
    texts = [button.text() for button in dialog.findChildren(QRadioButton)]
    assert "&Schnelles Ende" in texts and "&Quick end" not in texts
    # A name the game refuses: the game's reason (a Words), said in German.
    edit = dialog.name_edit(0)
    edit.selectAll()
    qtbot.keyClicks(edit, "Ann B")
    assert dialog.ui.problemLabel.text() == "'Ann B' enthält ein Leerzeichen."
    dialog.reject()
