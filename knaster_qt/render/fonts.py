"""The sheet's fonts: the bundled handwriting font for pen marks, a sans font for the print.

Font sizes are given in millimetres. QFont point sizes depend on the paint
device's resolution, so the painter draws text in a coordinate system of
TEXT_UNITS_PER_MM units per millimetre with pixel-sized fonts: the same sheet
then looks the same on a screen, in a QImage at any device pixel ratio and in a PDF.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QPainter, QTransform

from knaster_qt.core.assets import resource_path

TEXT_UNITS_PER_MM = 20
HANDWRITING_FILES = ("ComicNeue-Regular.otf", "ComicNeue-Bold.otf")
# Used when the bundled font cannot be loaded (a broken install): still informal, still legible.
FALLBACK_HANDWRITING = ("Comic Neue", "Comic Sans MS", "Chalkboard", "DejaVu Sans")
PRINT_FAMILIES = ("DejaVu Sans", "Noto Sans", "Liberation Sans", "Arial", "Helvetica")


@cache
def handwriting_family() -> str:
    """The family name of the pen font, loading the bundled files once (needs a QGuiApplication)."""
    # Imported here: a blank sheet (the window's first paint) needs no pen font, and
    # QFontDatabase's first use costs ~0.5 ms.
    from PySide6.QtGui import QFontDatabase

    families: list[str] = []
    for name in HANDWRITING_FILES:
        font_id = QFontDatabase.addApplicationFont(str(resource_path("fonts", name)))
        if font_id >= 0:
            families.extend(QFontDatabase.applicationFontFamilies(font_id))
    if families:
        return families[0]
    return _first_installed(FALLBACK_HANDWRITING)


def _first_installed(candidates: tuple[str, ...]) -> str:
    from PySide6.QtGui import QFontDatabase

    installed = set(QFontDatabase.families())
    for family in candidates:
        if family in installed:
            return family
    return QFont().defaultFamily()


@cache
def sheet_font(size_mm: float, bold: bool = False, handwriting: bool = False) -> QFont:
    """A font whose em is ``size_mm`` millimetres in the painter's text coordinates."""
    font = QFont()
    if handwriting:
        font.setFamily(handwriting_family())
    else:
        # Qt takes the first of these that is installed. Listing the installed families
        # ourselves (QFontDatabase.families) costs more, the more fonts a desktop has.
        font.setFamilies(list(PRINT_FAMILIES))
    font.setPixelSize(max(1, round(size_mm * TEXT_UNITS_PER_MM)))
    font.setBold(bold)
    # Hinting snaps glyphs to a pixel grid that is not the device's once scaled.
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    font.setStyleStrategy(QFont.StyleStrategy.PreferAntialias)
    return font


def draw_text_mm(
    painter: QPainter,
    text_base: QTransform,
    rect: QRectF,
    text: str,
    flags: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
) -> None:
    """Draw text into a rectangle given in millimetres; ``text_base`` is the text transform."""
    painter.setWorldTransform(text_base)
    k = TEXT_UNITS_PER_MM
    painter.drawText(
        QRectF(rect.x() * k, rect.y() * k, rect.width() * k, rect.height() * k), flags, text
    )
