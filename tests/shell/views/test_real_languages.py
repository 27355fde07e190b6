"""The app in the languages it ships, with their real catalogues (resources/translations,
compiled as the app is built): Edit > Language > Português turns the menus, an open dialog
and a printed blank pad Portuguese, with the names the Portuguese rulebook uses."""

from __future__ import annotations

import unicodedata
import xml.etree.ElementTree as ET

import pytest

from knaster_qt.shell.i18n import TRANSLATIONS
from tests.shell.printing.pdf_tools import pdf_text
from tests.shell.views.test_game_texts_language import _print_blank
from tools.update_translations import FOLDER

pytestmark = [
    pytest.mark.requires_tools("pdftotext"),
    # Offscreen Qt says so when a dialog's size hints change (the longer words do that).
    pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)"),
]


def shipped(language: str, context: str, source: str) -> str:
    """The translation of ``source`` in the .ts file the app ships for ``language``."""
    tree = ET.parse(FOLDER / f"knaster_qt_{language}.ts")
    for element in tree.iter("context"):
        if element.findtext("name") == context:
            for message in element.iter("message"):
                if message.findtext("source") == source:
                    return message.findtext("translation") or ""
    raise LookupError(f"{context}: {source!r} is not in knaster_qt_{language}.ts")


@pytest.fixture
def back_to_english():
    yield
    TRANSLATIONS.use("en")


# The legend of the pad as players say it (issue 15): the Portuguese and Czech rulebooks' words.
LEGENDS = {
    "pt": ("Tripla", "Quadra", "Quíntupla", "2 duplas", "Full House", "Rua"),
    "cs": ("Trojice", "Čtveřice", "Pětice", "Dva páry", "Postupka"),
}


@pytest.mark.parametrize("language", ["pt", "cs"])
def test_the_shipped_language_turns_menus_a_dialog_and_the_printed_pad(
    make_window, qtbot, tmp_path, language: str
) -> None:
    window, _player = make_window()
    window.persistence.show_settings()
    settings = window.persistence.settings_dialog
    qtbot.waitExposed(settings)
    english_title = settings.windowTitle()

    window.language_menu.action(language).trigger()  # as a click on Edit > Language
    try:
        check_the_language(window, qtbot, tmp_path, language, settings, english_title)
    finally:
        # Back to English inside the test: the open windows' LanguageChange (and Qt's words
        # on it) happen here, under this test's allowances, not in the next test.
        window.language_menu.action("en").trigger()
        qtbot.waitUntil(lambda: window.ui.menuGame.title() == "&Game")


def check_the_language(window, qtbot, tmp_path, language, settings, english_title) -> None:
    game_menu = shipped(language, "MainWindow", "&Game")
    assert game_menu and game_menu != "&Game"
    qtbot.waitUntil(lambda: window.ui.menuGame.title() == game_menu)
    assert window.ui.menuEdit.title() == shipped(language, "MainWindow", "&Edit")
    assert settings.windowTitle() != english_title  # the open dialog followed at once
    _print_blank(tmp_path / "pad.pdf")
    pad = unicodedata.normalize("NFKC", pdf_text(tmp_path / "pad.pdf"))
    for word in LEGENDS[language]:
        assert word in pad, word
    assert "Three of a kind" not in pad and "Straight" not in pad


@pytest.mark.usefixtures("back_to_english")
def test_the_statistics_rating_words_speak_the_language() -> None:
    """Statistics' solo overview names the rulebook's bands ('good', ...) in the language."""
    from knaster_qt.games.knaster.core.rating import RATINGS
    from knaster_qt.shell.views.statistics_window import _scale_text

    english = _scale_text(RATINGS, {"good": 2, "spectacular": 1})
    assert "good (51–80) <b>2</b>" in english and "spectacular (over 100) <b>1</b>" in english
    assert TRANSLATIONS.use("pt")
    portuguese = _scale_text(RATINGS, {"good": 2, "spectacular": 1})
    good = shipped("pt", "KnasterRatings", "good")
    assert good == "bom" and f"{good} (51–80) <b>2</b>" in portuguese
    assert shipped("pt", "KnasterRatings", "spectacular") in portuguese
    assert "good" not in portuguese


@pytest.mark.usefixtures("back_to_english")
def test_the_status_line_speaks_the_new_language_at_once(make_window, qtbot) -> None:
    """Edit > Language turns the status line too: the game says where it stands again in the
    new language (the English sentence stayed until the next move), and back in English."""
    window, player = make_window([7])
    player.roll()
    english = window.statusBar().currentMessage()
    assert english.startswith("You rolled 7")
    window.language_menu.action("de").trigger()  # as a click on Edit > Language > Deutsch
    qtbot.waitUntil(lambda: window.ui.menuGame.title() != "&Game")  # the posted LanguageChange
    qtbot.wait(50)
    german = window.statusBar().currentMessage()
    assert german.startswith(
        shipped("de", "KnasterStatus", "You rolled {roll}: {what}.").split("{roll}")[0]
    )
    window.language_menu.action("en").trigger()
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == english)


@pytest.mark.usefixtures("back_to_english")
def test_a_sentence_of_the_old_language_leaves_the_status_line(qtbot) -> None:
    """Exact Hit's last sentence was English: after Edit > Language > Deutsch it is gone
    (the turn line above the dice says in German what comes now)."""
    from tests.games.exact_hit.views.window_play import choose_exact_hit, click, shown_window

    window = shown_window(qtbot)
    area = choose_exact_hit(qtbot, window)
    click(qtbot, area.throw_button)
    window.ui.actionHint.trigger()
    assert window.statusBar().currentMessage().startswith("Hint: ")
    window.language_menu.action("de").trigger()
    qtbot.waitUntil(lambda: window.ui.menuGame.title() != "&Game")
    assert window.statusBar().currentMessage() == ""
    assert area.turn_label.text().startswith(shipped("de", "ExactHitPlayArea", "Round {0}")[:5])
