"""A first-game guide under way ends with its game's area: another game taking the window
leaves no callout of the last one behind (GamePlayArea.close skips it, in every game)."""

from __future__ import annotations

import pytest

from tests.shell.views.test_game_switch_status import shown_window, switch_to

pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support (propagateSizeHints|raise)\(\)"
)


@pytest.mark.parametrize(
    ("game", "other"),
    [("Knaster", "Exact Hit"), ("Exact Hit", "Loop Tiles"), ("Loop Tiles", "Knaster")],
)
def test_another_game_ends_the_guide_under_way(qtbot, game: str, other: str) -> None:
    window = shown_window(qtbot)
    if window.entry.name.replace("&", "") != game:
        switch_to(qtbot, window, game)
    window.ui.actionGuide.trigger()  # Help > First Game Guide, on the new solo game
    guide = window.play.guide
    assert guide is not None and guide.active
    qtbot.waitUntil(guide.bubble.isVisible)
    switch_to(qtbot, window, other)
    assert not guide.active
    assert not guide.bubble.isVisible()
