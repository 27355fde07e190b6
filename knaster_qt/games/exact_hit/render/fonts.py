"""The sheet's fonts: the bundled handwriting font for the pen, a sans font for the print.

The same choice as Knaster's sheet (games/knaster/render/fonts.py; the games do not import
each other): Comic Neue, bundled, for what the pen writes, then each system's informal
font, then the print families. Sizes are millimetres: text is drawn in a coordinate
system of TEXT_UNITS_PER_MM units per millimetre with pixel-sized fonts, so a sheet looks
the same on a screen, in an image at any device pixel ratio and in a PDF.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontDatabase, QFontMetricsF, QPainter, QTransform

from knaster_qt.assets import resource_path
from knaster_qt.text_fit import fit_text, fitted_lines

TEXT_UNITS_PER_MM = 20
TEXT_SCALE = QTransform.fromScale(1 / TEXT_UNITS_PER_MM, 1 / TEXT_UNITS_PER_MM)
HANDWRITING_FILES = ("ComicNeue-Regular.otf", "ComicNeue-Bold.otf")
FALLBACK_HANDWRITING = ("Comic Sans MS", "Chalkboard", "Chalkboard SE")
PRINT_FAMILIES = ("DejaVu Sans", "Noto Sans", "Liberation Sans", "Arial", "Helvetica")
SMALLEST_MM = 1.4  # printed text is never set smaller than this to make it fit
_SAFETY = 0.96  # printers and PDF viewers may set text a little wider than Qt measures


def _installed(candidates: tuple[str, ...]) -> tuple[str, ...]:
    # Asking Qt for a missing family makes macOS warn; only ask for installed ones.
    installed = set(QFontDatabase.families())
    return tuple(family for family in candidates if family in installed)


@cache
def print_families() -> tuple[str, ...]:
    general = QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont).family()
    return _installed(PRINT_FAMILIES) or (general,)


@cache
def handwriting_families() -> tuple[str, ...]:
    """The pen font: the bundled family first, then installed fallbacks."""
    bundled: list[str] = []
    for name in HANDWRITING_FILES:
        font_id = QFontDatabase.addApplicationFont(str(resource_path("fonts", name)))
        if font_id >= 0:
            bundled.extend(QFontDatabase.applicationFontFamilies(font_id))
    fallbacks = _installed(FALLBACK_HANDWRITING) + print_families()
    return tuple(dict.fromkeys([*bundled, *fallbacks]))


@cache
def sheet_font(size_mm: float, bold: bool = False, handwriting: bool = False) -> QFont:
    """A font whose em is ``size_mm`` millimetres in the painter's text coordinates."""
    font = QFont()
    font.setFamilies(list(handwriting_families() if handwriting else print_families()))
    font.setPixelSize(max(1, round(size_mm * TEXT_UNITS_PER_MM)))
    font.setBold(bold)
    # Hinting snaps glyphs to a pixel grid that is not the device's once scaled.
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    font.setStyleStrategy(QFont.StyleStrategy.PreferAntialias)
    return font


def text_width_mm(text: str, size_mm: float, bold: bool = False) -> float:
    """The width of ``text`` in the print font at ``size_mm``, in millimetres."""
    return QFontMetricsF(sheet_font(size_mm, bold)).horizontalAdvance(text) / TEXT_UNITS_PER_MM


def fitting_size(text: str, width_mm: float, largest_mm: float, bold: bool = False) -> float:
    """The largest size up to ``largest_mm`` (0.1 mm steps) at which ``text`` fits the width."""
    size = largest_mm
    while size > SMALLEST_MM and text_width_mm(text, size, bold) > width_mm * _SAFETY:
        size = round(size - 0.1, 1)
    return size


def draw_text_mm(
    painter: QPainter,
    base: QTransform,
    rect: QRectF,
    text: str,
    flags: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
) -> None:
    """Draw text into a rectangle given in millimetres; ``base`` maps millimetres to the device."""
    painter.setWorldTransform(TEXT_SCALE * base)
    k = TEXT_UNITS_PER_MM
    painter.drawText(
        QRectF(rect.x() * k, rect.y() * k, rect.width() * k, rect.height() * k), flags, text
    )


def draw_fitted_mm(
    painter: QPainter,
    base: QTransform,
    rect: QRectF,
    text: str,
    size_mm: float,
    flags: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
    *,
    bold: bool = False,
    margin: float = 0.0,
) -> None:
    """A printed word in ``rect`` less ``margin``: at ``size_mm``, or smaller, or on two
    lines, as it fits when measured (knaster_qt/text_fit.py); never cut off."""
    k = TEXT_UNITS_PER_MM
    fit = fit_text(text, rect, size_mm, sheet_font, k, bold=bold, margin=margin)
    painter.setFont(sheet_font(fit.size, bold))
    dont_clip = Qt.AlignmentFlag(Qt.TextFlag.TextDontClip.value)
    for line_rect, line in fitted_lines(
        fit, rect, sheet_font, k, bold=bold, margin=margin, flags=flags
    ):
        draw_text_mm(painter, base, line_rect, line, flags | dont_clip)
