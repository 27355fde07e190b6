"""Exact Hit's text on the sheet: the kit's fonts (knaster_qt/kit/fonts.py), measured to fit.

The fonts are every game's: Comic Neue, bundled, for what the pen writes, then each
system's informal font, then the print families. Sizes are millimetres; the functions here
take ``base``, the transform from millimetres to the device, and draw in the kit's finer
text coordinates (``TEXT_SCALE * base``), so a sheet looks the same on a screen, in an
image at any device pixel ratio and in a PDF.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QTransform

from knaster_qt.kit import fonts
from knaster_qt.kit.fonts import TEXT_SCALE

SMALLEST_MM = 1.4  # printed text is never set smaller than this to make it fit


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
