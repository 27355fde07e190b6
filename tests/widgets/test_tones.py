"""The window's coloured parts read well in the light and the dark colour scheme, and follow
a switch of the desktop's scheme while the app runs."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from knaster_qt.widgets.tones import Look, is_dark, tone, warning_color
from tests.screens.looks import READABLE, contrast
from tests.screens.window_report import dark_palette

# What a status word needs (WCAG's ratio for large or bold text, and for parts of a control).
ACCENT = 3.0


def light_palette() -> QPalette:
    return QApplication.style().standardPalette()


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("look", list(Look))
def test_every_tone_is_readable_in_both_schemes(qapp, look: Look, scheme: str) -> None:
    palette = dark_palette() if scheme == "dark" else light_palette()
    colours = tone(look, palette)
    background = QColor(colours.background)
    assert contrast(QColor(colours.text), background) >= READABLE
    assert contrast(QColor(colours.accent), background) >= ACCENT


def test_a_tone_belongs_to_its_scheme(qapp) -> None:
    """In a dark window a banner is dark with light text, not a pale glare."""
    light, dark = light_palette(), dark_palette()
    assert not is_dark(light) and is_dark(dark)
    for look in Look:
        assert QColor(tone(look, light).background).lightness() > 170
        assert QColor(tone(look, dark).background).lightness() < 100


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_warning_reads_on_the_window(qapp, scheme: str) -> None:
    palette = dark_palette() if scheme == "dark" else light_palette()
    window = palette.color(QPalette.ColorRole.Window)
    assert contrast(warning_color(palette), window) >= READABLE


def test_no_widget_writes_a_colour_of_its_own_into_a_style_sheet() -> None:
    """A style sheet's colour comes from the tones (both schemes), never written in place:
    a fixed light box glares in a dark window, fixed dark text vanishes on it."""
    root = Path(__file__).resolve().parents[2]
    css_colour = re.compile(r"(background|color|border)[\w-]*\s*:[^;\"]*#[0-9a-fA-F]{3,8}")
    found = [
        f"{path.relative_to(root)}:{number}"
        for path in [*(root / "knaster_qt").rglob("*.py"), *(root / "ui").glob("*.ui")]
        if path.name != "tones.py"
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if css_colour.search(line)
    ]
    assert found == []
