"""tests/clicks.py clicks where a person clicks: a wide radio button or check box takes a click
on its label's text, not on the empty space a layout gave it (where QTest clicks by default)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QPushButton, QRadioButton, QVBoxLayout, QWidget

from tests.clicks import click_button, label_point

# Showing a widget offscreen: the plugin says it cannot pass on size hints (harmless).
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints")


@pytest.mark.parametrize("kind", [QRadioButton, QCheckBox])
def test_a_wide_button_with_a_short_label_is_clicked_on_its_label(qtbot, kind) -> None:
    page = QWidget()
    qtbot.addWidget(page)
    column = QVBoxLayout(page)
    first, button = QRadioButton("&Open"), kind("&Fixed")
    column.addWidget(first)
    column.addWidget(button)
    first.setChecked(True)
    page.resize(600, 80)  # far wider than the labels, as in a dialog's group box
    page.show()
    qtbot.waitExposed(page)
    # The middle of the widget is past the label: a click there does nothing.
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert not button.isChecked()
    # A person clicks the word "Fixed" (its middle is where its text is drawn).
    point = label_point(button)
    assert point.x() < button.fontMetrics().horizontalAdvance("Fixed") + 40
    click_button(qtbot, button)
    assert button.isChecked()


def test_a_push_button_is_clicked_on_its_face(qtbot) -> None:
    button = QPushButton("OK")
    qtbot.addWidget(button)
    button.resize(120, 30)
    button.show()
    qtbot.waitExposed(button)
    assert label_point(button) == button.rect().center()
    with qtbot.waitSignal(button.clicked, timeout=1000):
        click_button(qtbot, button)
