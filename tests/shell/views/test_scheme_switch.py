"""The desktop switches between its light and dark scheme while the app runs: the window's
coloured parts take the new scheme's tones at once, the sheet keeps its paper."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QImage, QPalette
from PySide6.QtWidgets import QApplication

from knaster_qt.shell.views.main_window import MainWindow
from knaster_qt.widgets.tones import Look, is_dark, tone
from knaster_qt.widgets.turn_banner import LOOKS
from tests.screens.window_report import dark_palette


@pytest.fixture
def desktop(qapp) -> Iterator[QApplication]:
    """The application, given back its own palette (the light one) after the test."""
    light = QPalette(qapp.palette())
    yield qapp
    qapp.setPalette(light)


def sheet_middle(window: MainWindow) -> QImage:
    """The middle of the sheet as shown: the grid and the legend, no window around it."""
    sheet = window.play.ui.sheetView.grab().toImage()
    width, height = sheet.width(), sheet.height()
    return sheet.copy(QRect(width // 4, height // 4, width // 2, height // 2))


def test_the_banners_follow_a_switch_to_dark_and_back(qtbot, desktop) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    ui = window.play.ui
    turn = ui.turnLabel  # the turn banner every game shows, in the colours of its kind
    labels = {
        Look.BANNER: ui.bannerLabel,
        Look.HINT: ui.hintLabel,
        Look.OVER: ui.noticeLabel,  # the end notice: the game's normal end, gold
        LOOKS[turn.kind]: turn,
    }
    light = desktop.palette()
    assert not is_dark(light)
    for look, label in labels.items():
        assert tone(look, light).background in label.styleSheet(), look

    light_sheet = sheet_middle(window)
    desktop.setPalette(dark_palette())  # what Qt does when the desktop turns dark
    for look, label in labels.items():
        assert tone(look, dark_palette()).background in label.styleSheet(), look
    qtbot.waitUntil(lambda: is_dark(window.palette()))  # the windows hear it a moment later
    assert sheet_middle(window) == light_sheet  # the printed pad's colours, as before

    desktop.setPalette(light)
    for look, label in labels.items():
        assert tone(look, light).background in label.styleSheet(), look
