"""Sentences built from translated words read right in the shipped languages (issue 23, 4):
a line, a combination and a colour go into a sentence in the form its slot needs
({line:in}, {combination:with}, {0:die}), through the real catalogues the app ships."""

from __future__ import annotations

import pytest

from knaster_qt.games.exact_hit.views.play_area import ExactHitPlayArea
from knaster_qt.games.knaster.core.actions import Write
from knaster_qt.games.knaster.core.bots.hints import explain
from knaster_qt.games.knaster.core.game import Game
from knaster_qt.shell.i18n import TRANSLATIONS
from knaster_qt.texts import translated
from tests.games.exact_hit.views.window_play import (
    choose_exact_hit,
    click,
    click_field,
    shown_window,
)

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")

COLUMN_C = (2, 7, 12, 17, 22)  # cells a1..e5 are 0..24, row by row
ROW_3 = (10, 11, 12, 13, 14)


def choose_language(window, qtbot, language: str) -> None:
    """Edit > Language > ``language``, and wait until the menus speak it."""
    before = window.ui.menuGame.title()
    window.language_menu.action(language).trigger()
    if language != "en":
        qtbot.waitUntil(lambda: window.ui.menuGame.title() != before)


@pytest.fixture
def back_to_english():
    yield
    TRANSLATIONS.use("en")


@pytest.mark.usefixtures("back_to_english")
@pytest.mark.parametrize(
    ("cells", "totals", "english", "language", "said"),
    [
        (
            COLUMN_C,
            (5, 5, 8, 8, 3),
            "Two pairs in column c: circle 1 number.",
            "de",
            "Zwei Paare in Spalte c: 1 Zahl einkreisen.",
        ),
        (
            ROW_3,
            (7, 7, 7, 4, 8),
            "Three of a kind in row 3: circle 1 number.",
            "cs",
            "Trojice v řádku 3: zakroužkuj 1 číslo.",  # the locative, not "Řádek 3: trojice"
        ),
        (
            COLUMN_C,
            (5, 5, 8, 8, 3),
            "Two pairs in column c: circle 1 number.",
            "cs",
            "Dva páry ve sloupci c: zakroužkuj 1 číslo.",
        ),
    ],
)
def test_the_bonus_banner_names_the_line_in_the_form_it_needs(
    make_window, qtbot, cells, totals, english: str, language: str, said: str
) -> None:
    window, player = make_window(totals=totals)
    for cell in cells:  # a line filled roll by roll: its combination's bonus is due
        player.roll()
        player.click_cell(cell)
    banner = window.play.ui.bannerLabel
    assert banner.text() == english

    choose_language(window, qtbot, language)
    qtbot.waitUntil(lambda: banner.text() == said)

    choose_language(window, qtbot, "en")
    qtbot.waitUntil(lambda: banner.text() == english)


@pytest.mark.usefixtures("back_to_english")
def test_a_hint_says_the_combination_a_line_holds_in_the_dative() -> None:
    """German 'Spalte c mit zwei Paaren' (the issue saw 'Spalte c mit Zwei Paare')."""
    game = _column_c_waiting_for_its_last_number()
    why = explain(game, 0, Write(COLUMN_C[4]))
    assert str(why) == "write 3 in c5: completes column c with two pairs (1 bonus circle)"
    assert TRANSLATIONS.use("de")
    assert "Spalte c mit zwei Paaren (1 Bonuskreis)" in translated(why)
    assert TRANSLATIONS.use("cs")
    assert translated(why).endswith(": sloupec c se dvěma páry se zaplní (1 bonusový kroužek)")


def _column_c_waiting_for_its_last_number() -> Game:
    """A solo game whose column c holds 5, 5, 8, 8 and whose roll is a 3."""
    game = Game(["Ann"], seed=1)
    for cell, total in zip(COLUMN_C, (5, 5, 8, 8, 3), strict=True):
        game.roll(total)
        if cell != COLUMN_C[4]:
            game.apply(0, Write(cell))
    return game


@pytest.mark.usefixtures("back_to_english")
def test_exact_hit_says_the_colours_with_articles_and_adjective_forms(qtbot) -> None:
    """Dutch 'de zwarte dobbelsteen', 'het zwarte vak' (the issue saw 'Dobbelsteen zwart hoort
    in vak zwart' and 'Vul zwart 3 hier in'), Czech 'černá kostka', 'černé pole'."""
    window = shown_window(qtbot)
    area = choose_exact_hit(qtbot, window)
    assert isinstance(area, ExactHitPlayArea)
    area.controller.dice_source = lambda old: (3, 1, 4, 2, 6, 5)  # row 1 of every sheet A
    click(qtbot, area.throw_button)
    game = area.controller.game
    sheet = game.marks[0].sheet
    black_field = (0, sheet.position_of(0, 0))
    blue_field = (0, sheet.position_of(0, 1))
    status = window.statusBar()

    choose_language(window, qtbot, "nl")
    view = area.sheet_view
    qtbot.mouseMove(view, view.field_rect(black_field).center().toPoint())
    qtbot.waitUntil(
        lambda: status.currentMessage().startswith(
            "Vul hier de 3 van de zwarte dobbelsteen in: een exacte treffer"
        )
    )
    click(qtbot, area.dice_row.dice[0])  # the black die, then the blue field
    click_field(qtbot, area, *blue_field)
    assert status.currentMessage() == (
        "De zwarte dobbelsteen hoort in het zwarte vak, niet in het blauwe vak."
    )

    choose_language(window, qtbot, "cs")
    click_field(qtbot, area, *blue_field)  # the black die is still chosen
    assert status.currentMessage() == "Černá kostka patří na černé pole, ne na modré pole."
    click_field(qtbot, area, *black_field)
    assert status.currentMessage().startswith("Zapsána černá kostka s hodnotou 3.")

    choose_language(window, qtbot, "en")
    click(qtbot, area.dice_row.dice[2])  # yellow
    click_field(qtbot, area, *blue_field)
    assert status.currentMessage() == (
        "The yellow die goes into the yellow field, not into the blue one."
    )


@pytest.mark.usefixtures("back_to_english")
@pytest.mark.parametrize(
    ("board", "tile", "square", "english", "czech"),
    [
        ("G7=NESW7", "NE3", "G6", "block a line from the south", "čáru přicházející od jihu"),
        (
            "G7=NESW7 G6=NS2 G5=NS3 G4=NS4 G3=NS5 G2=NS6",
            "NS7",
            "G1",
            "off the board's north edge",
            "vedla přes severní okraj mimo desku",
        ),
    ],
)
def test_loop_tiles_says_a_side_as_its_sentence_needs(
    board: str, tile: str, square: str, english: str, czech: str
) -> None:
    """Czech 'od jihu', 'přes severní okraj' (not 'ze strany: jih', '(okraj: sever)')."""
    from tests.games.loop_tiles.core.notation import position, sq, tile_on_rack

    game = position(board, f"{tile} NS8", "NSW4")
    problem = game.why_illegal(tile_on_rack(game, tile), sq(square))
    assert problem is not None and english in problem
    assert TRANSLATIONS.use("cs")
    assert czech in translated(problem)


@pytest.mark.usefixtures("back_to_english")
def test_the_score_chart_counts_in_the_genitive(qtbot) -> None:
    """Czech 'počet her pro jednoho' (what a bar counts, after 'number')."""
    from knaster_qt.shell.views.statistics_models import ScoreChart

    assert TRANSLATIONS.use("cs")
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.set_buckets([(40, 2)], 10)
    assert chart.accessibleDescription() == "počet her pro jednoho podle bodů"


@pytest.mark.usefixtures("back_to_english")
def test_exact_hits_hint_lists_the_dice_with_their_articles(qtbot) -> None:
    """Dutch 'Vul de zwarte dobbelsteen (3), ... en de witte dobbelsteen (5) in.'"""
    window = shown_window(qtbot)
    area = choose_exact_hit(qtbot, window)
    area.controller.dice_source = lambda old: (3, 1, 4, 2, 6, 5)  # row 1 of every sheet A
    click(qtbot, area.throw_button)
    choose_language(window, qtbot, "nl")
    window.ui.actionHint.trigger()  # Game > Hint
    text = area.hint_label.text()
    assert "Vul de zwarte dobbelsteen (3), de blauwe dobbelsteen (1)," in text
    assert "en de witte dobbelsteen (5) in." in text


def test_a_form_asked_of_a_plain_word_says_the_word(tmp_path, monkeypatch) -> None:
    """A translation asking {line:for} where the core passes a short name ("r3") still speaks
    the language (the word as it is), and a broken one the English."""
    from knaster_qt.games import QT_TRANSLATE_NOOP
    from tests.shell.catalogues import compile_ts, install_catalogue, ts_text

    ts = tmp_path / "knaster_qt_de.ts"
    twice = "the bonus for {line} names a cell twice"
    odd = "the bonus for {line} names something that is not a cell"
    german = {("KnasterRules", twice): "Bonus {line:for} nennt ein Feld zweimal"}
    german[("KnasterRules", odd)] = "Bonus {zeile} nennt etwas"  # a broken placeholder
    ts.write_text(ts_text("de", german), encoding="utf-8")
    install_catalogue(monkeypatch, "de", compile_ts(ts))
    try:
        assert TRANSLATIONS.use("de")
        said = translated(QT_TRANSLATE_NOOP("KnasterRules", twice).format(line="r3"))
        assert said == "Bonus r3 nennt ein Feld zweimal"
        broken = translated(QT_TRANSLATE_NOOP("KnasterRules", odd).format(line="r3"))
        assert broken == "the bonus for r3 names something that is not a cell"
    finally:
        TRANSLATIONS.use("en")


@pytest.mark.usefixtures("back_to_english")
def test_a_screen_reader_names_a_tile_by_its_sides_in_words() -> None:
    """Loop Tiles' tile for a screen reader: its sides in the language's words (was 'N-E')."""
    from knaster_qt.games.loop_tiles.core.material import Tile
    from knaster_qt.games.loop_tiles.views.accessibility import tile_words

    tile = Tile(0, "NES", 3)
    assert tile_words(tile) == "north, east and south, value 3"
    assert TRANSLATIONS.use("de")
    assert tile_words(tile) == "Norden, Osten und Süden, Wert 3"
    assert TRANSLATIONS.use("cs")
    assert tile_words(tile) == "sever, východ a jih, hodnota 3"
