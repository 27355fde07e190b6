"""Texts that name a key name it as the platform does in the app's language (issue 23
point 5), with the real shipped catalogues and Qt's own (qtbase_<lang>.qm): German says
"Strg+Z" (not "Ctrl+Z") in a status sentence and a tooltip, French "Échap" and "Début"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from knaster_qt.shell.i18n import TRANSLATIONS
from knaster_qt.texts import key_text, modifier_text
from tests.games.exact_hit.views.window_play import (
    choose_exact_hit,
    click,
    click_field,
    field_of,
    shown_window,
)

pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support (propagateSizeHints|raise)\(\)"
)


@pytest.fixture
def back_to_english():
    yield
    TRANSLATIONS.use("en")


def switch_language(qtbot, window, language: str) -> None:
    window.language_menu.action(language).trigger()  # as a click on Edit > Language
    qtbot.waitUntil(lambda: TRANSLATIONS.language == language)
    qtbot.wait(10)  # the posted LanguageChange events


@pytest.mark.usefixtures("back_to_english")
def test_german_says_strg_z_in_the_status_line_and_the_tooltips(qtbot) -> None:
    window = shown_window(qtbot)
    area = choose_exact_hit(qtbot, window)
    area.controller.dice_source = lambda old: (3, 1, 4, 2, 6, 5)
    switch_language(qtbot, window, "de")
    assert window.ui.actionUndo.toolTip().endswith("(Strg+Z)"), window.ui.actionUndo.toolTip()
    assert window.ui.actionNew.toolTip().endswith("(Strg+N)")
    recovered = window.persistence.show_recovered_games()  # Game > Recovered Games…
    assert recovered.ui.deleteButton.toolTip().endswith("(Entf)")
    recovered.close()
    click(qtbot, area.throw_button)
    click(qtbot, area.keep_button)
    click(qtbot, area.dice_row.dice[0])  # the black die, then its field
    click_field(qtbot, area, *field_of(area.controller.game, 0, 0))
    said = window.statusBar().currentMessage()
    assert "(Strg+Z)" in said and "Ctrl" not in said, said
    window.ui.actionRules.trigger()  # Help > Rules: the paragraph on playing in the app
    assert "(Strg+Z)" in window.rules_dialog.ui.browser.toPlainText()


@pytest.mark.parametrize(
    ("language", "escape", "home", "end", "alt_left"),
    [("fr", "Échap", "Début", "Fin", "Alt+Gauche"), ("nl", "Esc", "Home", "End", "Alt+Pijl links")],
)
@pytest.mark.usefixtures("back_to_english")
def test_escape_home_and_alt_left_are_named_as_in_the_language(
    make_window, qtbot, language: str, escape: str, home: str, end: str, alt_left: str
) -> None:
    window, player = make_window([7])
    switch_language(qtbot, window, language)
    window.ui.actionGuide.trigger()  # Help > First Game Guide: its Skip button's tooltip
    skip = window.play.guide.bubble.skip_button
    assert skip.toolTip().endswith(f"({escape})"), skip.toolTip()
    click(qtbot, skip)
    player.roll()
    replay = window.persistence.show_replay()  # Game > Replay: the step buttons
    assert replay.ui.startButton.toolTip().endswith(f"({home})"), replay.ui.startButton.toolTip()
    assert replay.ui.endButton.toolTip().endswith(f"({end})")
    window.ui.actionRules.trigger()  # Knaster's rules: Back and Next name Alt+Left/Right
    back = window.rules_dialog.back_button.toolTip()
    assert back.endswith(f"({alt_left})"), back


@pytest.mark.usefixtures("back_to_english")
def test_the_names_follow_the_language_back_to_english(qtbot) -> None:
    assert TRANSLATIONS.use("de")
    assert key_text("Ctrl+Z") == "Strg+Z"
    assert modifier_text(Qt.KeyboardModifier.ControlModifier) == "Strg"
    assert TRANSLATIONS.use("en")
    assert key_text("Ctrl+Z") == "Ctrl+Z" and key_text("Escape") == "Esc"
