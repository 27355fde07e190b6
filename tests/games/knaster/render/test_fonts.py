"""The pen writes in the bundled Comic Neue on every system; every family asked for exists.

Asking Qt for a family the system lacks is not harmless: on macOS Qt then searches all
font aliases and warns "Replace uses of missing font family" (a failed smoke test).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QFontDatabase, QFontInfo, QRawFont
from PySide6.QtWidgets import QApplication

from knaster_qt.games.knaster.render.marks import NUMBER_MM
from knaster_qt.kit import fonts


def test_the_pen_font_on_screen_is_the_bundled_comic_neue(qapp: QApplication) -> None:
    font = fonts.sheet_font(NUMBER_MM, bold=True, handwriting=True)  # the marks' font
    assert font.families()[0] == "Comic Neue"
    assert QFontInfo(font).family() == "Comic Neue"  # what Qt really matched
    assert QRawFont.fromFont(font).familyName() == "Comic Neue"  # the glyphs drawn
    legend = fonts.sheet_font(5.0, bold=True, handwriting=True)
    assert QRawFont.fromFont(legend).familyName() == "Comic Neue"


def test_every_family_the_sheet_asks_for_is_installed(qapp: QApplication) -> None:
    installed = set(QFontDatabase.families())
    for handwriting in (False, True):
        families = fonts.sheet_font(3.0, handwriting=handwriting).families()
        assert families, handwriting
        assert set(families) <= installed, (handwriting, set(families) - installed)


def test_the_print_font_is_the_first_installed_of_its_list(qapp: QApplication) -> None:
    font = fonts.sheet_font(3.0)
    assert QFontInfo(font).family() == fonts.print_families()[0]


@pytest.fixture
def fresh_font_lists() -> Iterator[None]:
    fonts.handwriting_families.cache_clear()
    fonts.print_families.cache_clear()
    yield
    fonts.handwriting_families.cache_clear()
    fonts.print_families.cache_clear()


@pytest.mark.usefixtures("fresh_font_lists")
def test_without_the_bundled_files_the_pen_falls_back_to_installed_families(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A broken install: the fallbacks are the system's own (Comic Sans MS on Windows and
    macOS, Chalkboard on macOS), then the print font; never a family it lacks."""
    monkeypatch.setattr(fonts, "HANDWRITING_FILES", ("missing-Regular.otf",))
    families = fonts.handwriting_families()
    installed = set(QFontDatabase.families())
    assert families and set(families) <= installed
    assert "Comic Neue" not in families
    assert families[-len(fonts.print_families()) :] == fonts.print_families()
    assert fonts.handwriting_family() == families[0]


def test_fallbacks_are_families_windows_and_macos_have() -> None:
    assert fonts.FALLBACK_HANDWRITING[:2] == ("Comic Sans MS", "Chalkboard")
    assert {"Arial", "Helvetica"} <= set(fonts.PRINT_FAMILIES)
