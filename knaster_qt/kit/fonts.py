"""Every game's sheet fonts: the bundled handwriting font for the pen, a sans font for the print.

Font sizes are given in millimetres (or the painter's units: a board on screen in pixels). QFont point sizes depend on the paint
device's resolution, so the painter draws text in a coordinate system of
TEXT_UNITS_PER_MM units per millimetre with pixel-sized fonts: the same sheet
then looks the same on a screen, in a QImage at any device pixel ratio and in a PDF.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QTransform

from knaster_qt.assets import resource_path
from knaster_qt.text_fit import fit_text, fitted_lines

TEXT_UNITS_PER_MM = 20
# Millimetres to the text coordinates: ``TEXT_SCALE * base`` is the text transform of ``base``.
TEXT_SCALE = QTransform.fromScale(1 / TEXT_UNITS_PER_MM, 1 / TEXT_UNITS_PER_MM)
_DONT_CLIP = Qt.AlignmentFlag(Qt.TextFlag.TextDontClip.value)  # the fit was measured
_SAFETY = 0.96  # printers and PDF viewers may set text a little wider than Qt measures
HEADER_SEPARATOR = " · "  # between the parts of a printed sheet's header line
HANDWRITING_FILES = ("ComicNeue-Regular.otf", "ComicNeue-Bold.otf")
# After the bundled Comic Neue (used on every system), should it fail to load (a broken
# install): each system's own informal font, Comic Sans MS (Windows, macOS) or Chalkboard
# (macOS), still legible; then the families of the print font.
FALLBACK_HANDWRITING = ("Comic Sans MS", "Chalkboard", "Chalkboard SE")
# The print font: DejaVu, Noto or Liberation on Linux, Arial on Windows, Helvetica on macOS.
PRINT_FAMILIES = ("DejaVu Sans", "Noto Sans", "Liberation Sans", "Arial", "Helvetica")


@cache
def handwriting_families() -> tuple[str, ...]:
    """The pen font: the bundled family first, then installed fallbacks (needs a QGuiApplication)."""
    # Imported here: a blank sheet (the window's first paint) needs no pen font.
    from PySide6.QtGui import QFontDatabase

    bundled: list[str] = []
    for name in HANDWRITING_FILES:
        font_id = QFontDatabase.addApplicationFont(str(resource_path("fonts", name)))
        if font_id >= 0:
            bundled.extend(QFontDatabase.applicationFontFamilies(font_id))
    fallbacks = installed_families(FALLBACK_HANDWRITING) + print_families()
    return tuple(dict.fromkeys([*bundled, *fallbacks]))


def handwriting_family() -> str:
    """The family the pen writes in: the bundled Comic Neue unless it failed to load."""
    return handwriting_families()[0]


@cache
def print_families() -> tuple[str, ...]:
    """The sheet's printed text: the installed ones of PRINT_FAMILIES, else the system's font."""
    from PySide6.QtGui import QFontDatabase

    general = QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont).family()
    return installed_families(PRINT_FAMILIES) or (general,)


def installed_families(candidates: tuple[str, ...]) -> tuple[str, ...]:
    """Only the families this system has. Asking Qt for a missing one is not harmless: on
    macOS it searches every font's aliases and warns "Replace uses of missing font family"."""
    from PySide6.QtGui import QFontDatabase

    installed = set(QFontDatabase.families())
    return tuple(family for family in candidates if family in installed)


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


def draw_text_mm(
    painter: QPainter,
    text_base: QTransform,
    rect: QRectF,
    text: str,
    flags: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
) -> None:
    """Draw text into a rectangle given in millimetres; ``text_base`` is the text transform."""
    painter.setWorldTransform(text_base)
    painter.drawText(text_rect(rect), flags, text)


def draw_right_aligned_mm(
    painter: QPainter, text_base: QTransform, rect: QRectF, text: str
) -> None:
    """Draw one line of text so that its ink, not its advance, ends at ``rect``'s right edge
    (millimetres): a right-aligned line's last glyph can reach past the point Qt aligns it
    to ('º' in the Portuguese '1.º lugar'), out of its box."""
    painter.setWorldTransform(text_base)
    box = text_rect(rect)
    ink_right = QFontMetricsF(painter.font()).tightBoundingRect(text).right()
    left = max(box.left(), box.right() - max(ink_right, 0.0))
    box.setLeft(left)
    painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)


def text_rect(rect: QRectF, units: float = TEXT_UNITS_PER_MM) -> QRectF:
    """``rect`` (millimetres, or the painter's units) in the finer text coordinates."""
    k = units
    return QRectF(rect.x() * k, rect.y() * k, rect.width() * k, rect.height() * k)


def draw_fitted_mm(
    painter: QPainter,
    text_base: QTransform,
    rect: QRectF,
    text: str,
    size_mm: float,
    flags: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
    bold: bool = False,
    margin: float = 0.0,
) -> None:
    """``text`` at ``size_mm`` in ``rect`` less ``margin``, or smaller, or on two lines, if
    that is what it takes to fit (knaster_qt/text_fit.py); never cut off."""
    fit = fit_text(text, rect, size_mm, sheet_font, TEXT_UNITS_PER_MM, bold=bold, margin=margin)
    painter.setFont(sheet_font(fit.size, bold=bold))
    lines = fitted_lines(
        fit, rect, sheet_font, TEXT_UNITS_PER_MM, bold=bold, margin=margin, flags=flags
    )
    for line_rect, line in lines:
        draw_text_mm(painter, text_base, line_rect, line, flags | _DONT_CLIP)


def text_width_mm(text: str, size_mm: float, bold: bool = False) -> float:
    """The width of ``text`` set at ``size_mm`` (the sheet's print font), in millimetres."""
    metrics = QFontMetricsF(sheet_font(size_mm, bold=bold))
    return metrics.horizontalAdvance(text) / TEXT_UNITS_PER_MM


def fitting_size(
    text: str, width_mm: float, largest_mm: float, smallest_mm: float, bold: bool = False
) -> float:
    """The largest type size up to ``largest_mm`` (in 0.1 mm steps, not under ``smallest_mm``)
    at which ``text`` fits ``width_mm``."""
    size = largest_mm
    while size > smallest_mm and text_width_mm(text, size, bold) > width_mm * _SAFETY:
        size = round(size - 0.1, 1)
    return size


def header_lines(
    header: str, width_mm: float, height_mm: float, header_mm: float, smallest_mm: float
) -> list[tuple[str, float, bool]]:
    """A printed sheet's header as (text, type size mm, bold) lines in a box: one line at
    ``header_mm`` if it fits, else the name (before the first separator) above the details."""
    if text_width_mm(header, header_mm) <= width_mm * _SAFETY or HEADER_SEPARATOR not in header:
        return [(header, fitting_size(header, width_mm, header_mm, smallest_mm), False)]
    name, details = header.split(HEADER_SEPARATOR, 1)
    largest = min(header_mm, height_mm / 2 / 1.25)  # two lines with their leading in the box
    return [
        (name, fitting_size(name, width_mm, largest, smallest_mm, bold=True), True),
        (details, fitting_size(details, width_mm, largest, smallest_mm), False),
    ]
