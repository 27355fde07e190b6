"""An ending feels like an ending (issue 25.8): a full grid is the game's normal end, so its
notice is shown in the colours of the game's end, not an alarm's red, and after the result
dialog closes nothing is left on screen but that notice with its words."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QDialogButtonBox

from knaster_qt.games.knaster.core.actions import Write
from knaster_qt.games.knaster.core.game import EndRule, Game
from knaster_qt.shell.views.main_window import MainWindow
from knaster_qt.widgets.banner_label import BannerLabel
from tests.shell.views.conftest import Player, dice_for

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")


def one_cell_left(end_rule: EndRule) -> tuple[Game, int]:
    """A solo game whose grid lacks one cell (no bonus due), and that cell."""
    game = Game(["Ann"], end_rule=end_rule)
    while game.sheets[0].filled.bit_count() < 24 or game.pending_bonus(0):
        if game.pending_bonus(0):
            game.apply(0, game.legal_actions(0)[-1])
            continue
        game.roll(dice=(3, 4))
        writes = [action for action in game.legal_actions(0) if isinstance(action, Write)]
        game.apply(0, writes[0])
    [last] = [cell for cell in range(25) if not game.sheets[0].values[cell]]
    return game, last


def background(label: BannerLabel) -> QColor:
    """The colour a person sees inside the label's border, above its words."""
    image = label.grab().toImage()
    return image.pixelColor(image.width() // 2, 4)


@pytest.mark.parametrize("end_rule", [EndRule.QUICK_END, EndRule.EXTRA_ROUND])
def test_a_full_grid_ends_the_game_without_an_alarm(qtbot, end_rule: EndRule) -> None:
    game, last = one_cell_left(end_rule)
    window = MainWindow(game, dice_source=lambda: dice_for(7))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    player = Player(qtbot, window)
    player.roll()
    player.click_cell(last)
    player.answer_bonus_prompts()
    if end_rule is EndRule.EXTRA_ROUND:  # the rulebook's end: one more roll, then circle it
        notice = window.play.ui.noticeLabel
        assert notice.isVisible() and "one more roll" in notice.text()
        assert not _alarm(background(notice))
        player.roll()
        player.answer_bonus_prompts()
        while not game.game_over and window.play.controller.target_cells():
            player.click_cell(min(window.play.controller.target_cells()))
            player.answer_bonus_prompts()
    assert game.game_over
    dialog = window.play.result_dialog
    qtbot.waitUntil(lambda: dialog is not None and dialog.isVisible())
    close = dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Close)
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    notice = window.play.ui.noticeLabel
    assert notice.isVisible() and notice.text().startswith("Ann's grid is full")
    assert not _alarm(background(notice))
    for banner in window.play.widget().findChildren(BannerLabel):
        assert not banner.isVisible() or banner.text(), banner.accessibleName()


def _alarm(colour: QColor) -> bool:
    """A red or pink: the colours of an error (the name field's, a storage warning's)."""
    hue = colour.hsvHueF()
    return colour.hsvSaturationF() > 0.05 and (hue < 0.05 or hue > 0.92)
