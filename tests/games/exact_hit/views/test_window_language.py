"""Edit > Language changes Exact Hit's play area at once: buttons, the turn, the dice's names."""

from __future__ import annotations

from pathlib import Path

import pytest

from knaster_qt.shell.i18n import TRANSLATIONS
from tests.shell.catalogues import compile_ts, install_catalogue, ts_text

from .window_play import choose_exact_hit, click, shown_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")

GERMAN = {
    ("MainWindow", "&Game"): "&Spiel",
    ("ExactHitPlayArea", "&Throw"): "&Werfen",
    ("ExactHitPlayArea", "Throw &again"): "&Nochmal werfen",
    ("ExactHitPlayArea", "Round {0}"): "Runde {0}",
    ("ExactHit", "black"): "schwarz",
    ("DieButton", "{0} die showing {1}"): "{0}er Würfel zeigt {1}",
}


@pytest.fixture
def german(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    ts = tmp_path / "knaster_qt_de.ts"
    ts.write_text(ts_text("de", GERMAN), encoding="utf-8")
    install_catalogue(monkeypatch, "de", compile_ts(ts))
    yield
    TRANSLATIONS.use("en")


@pytest.mark.usefixtures("german")
def test_the_play_area_speaks_the_language_chosen(qtbot) -> None:
    window = shown_window(qtbot)
    area = choose_exact_hit(qtbot, window)
    area.controller.dice_source = lambda old: (3, 1, 4, 2, 6, 5)
    click(qtbot, area.throw_button)
    assert area.rethrow_button.text() == "Throw &again"

    window.language_menu.action("de").trigger()  # Edit > Language > Deutsch
    qtbot.waitUntil(lambda: window.ui.menuGame.title() == "&Spiel")
    assert area.throw_button.text() == "&Werfen"
    assert area.rethrow_button.text() == "&Nochmal werfen"
    assert area.turn_label.text().startswith("Runde 1 · ")
    assert area.dice_row.dice[0].accessibleName() == "schwarzer Würfel zeigt 3"

    window.language_menu.action("en").trigger()
    qtbot.waitUntil(lambda: window.ui.menuGame.title() == "&Game")
    assert area.rethrow_button.text() == "Throw &again"
