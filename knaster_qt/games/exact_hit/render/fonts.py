"""Exact Hit's text on the sheet: the kit's fonts (knaster_qt/kit/fonts.py), measured to fit.

The fonts are every game's: Comic Neue, bundled, for what the pen writes, then each
system's informal font, then the print families. Sizes are millimetres; the functions here
take ``base``, the transform from millimetres to the device, and draw in the kit's finer
text coordinates (``TEXT_SCALE * base``), so a sheet looks the same on a screen, in an
image at any device pixel ratio and in a PDF.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QTransform

from knaster_qt.kit import fonts
from knaster_qt.kit.fonts import TEXT_SCALE, TEXT_UNITS_PER_MM, sheet_font

SMALLEST_MM = 1.4  # printed text is never set smaller than this to make it fit
_SAFETY = 0.96  # printers and PDF viewers may set text a little wider than Qt measures


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
    fonts.draw_text_mm(painter, TEXT_SCALE * base, rect, text, flags)


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
    fonts.draw_fitted_mm(painter, TEXT_SCALE * base, rect, text, size_mm, flags, bold, margin)
