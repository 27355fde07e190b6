"""Help > Rules with Loop Tiles on screen: the rules are illustrated with drawn tiles (a line
joined, a blocked line, a border square, the rulebook's 9 + 12 + 7 = 28), each picture with
its caption, and again after a change of language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage, QTextDocument

from knaster_qt.games.loop_tiles.views.rules_window import PICTURES, LoopTilesRules
from tests.games.loop_tiles.views.window_play import new_loop_tiles_game, shown_window

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")


def shown_pictures(rules: LoopTilesRules) -> dict[str, QImage]:
    document = rules.text.document()
    found = {}
    for name in PICTURES:
        image = document.resource(QTextDocument.ResourceType.ImageResource, QUrl(name))
        if isinstance(image, QImage) and not image.isNull():
            found[name] = image
    return found


def test_the_rules_window_shows_the_four_pictures_with_their_captions(qtbot) -> None:
    window = shown_window(qtbot)
    new_loop_tiles_game(qtbot, window, [("Ann", None)])
    window.ui.actionRules.trigger()
    rules = window.rules_dialog
    assert isinstance(rules, LoopTilesRules) and rules.isVisible()
    html = rules.text.document().toHtml()
    for name in PICTURES:
        assert f'<img src="{name}"' in html
    assert set(shown_pictures(rules)) == set(PICTURES)
    text = rules.text.toPlainText()
    assert "A line joined: the 2 tile continues a line of the start tile" in text
    assert "A blocked line:" in text and "A border square:" in text
    assert "The turn scores 9 + 12 + 7 = 28." in text
    # Its text said again (Edit > Language does so): the pictures are there again.
    rules.retranslate()
    assert set(shown_pictures(rules)) == set(PICTURES)
    rules.close()
