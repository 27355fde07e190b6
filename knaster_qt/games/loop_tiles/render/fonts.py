"""Fonts of the board and the pad, sized in the painter's own units (millimetres or pixels).

QFont sizes are whole pixels; the same board is drawn in millimetres on paper (a
value is 2.5 units high) and in pixels on screen. Text is therefore drawn in a
coordinate system TEXT_SCALE times finer, with pixel-sized fonts, so it looks the
same on every device.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter

from knaster_qt.kit.fonts import TEXT_UNITS_PER_MM, sheet_font, text_rect
from knaster_qt.text_fit import MARGIN, SHRINK, fit_text, fitted_lines

# The fonts are every game's (knaster_qt/kit/fonts.py): ``sheet_font(size, bold)`` has an em
# of ``size`` painter units once the painter is scaled down by TEXT_SCALE.
TEXT_SCALE = TEXT_UNITS_PER_MM


def draw_text(
    painter: QPainter,
    rect: QRectF,
    text: str,
    size: float,
    color: QColor,
    *,
    bold: bool = False,
    flags: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
) -> None:
    """Draw ``text`` in ``rect`` (painter units) with an em of ``size`` units, smaller if it
    would not fit the rectangle's width (a long translation of a printed word, a long name)."""
    font = sheet_font(size, bold)
    width = QFontMetricsF(font).horizontalAdvance(text) / TEXT_SCALE
    if width > rect.width() * 0.96 > 0:
        font = sheet_font(size * rect.width() * 0.96 / width, bold)
    painter.save()
    painter.scale(1 / TEXT_SCALE, 1 / TEXT_SCALE)
    painter.setFont(font)
    painter.setPen(color)
    painter.drawText(text_rect(rect), flags, text)
    painter.restore()


def draw_fitted(
    painter: QPainter,
    rect: QRectF,
    text: str,
    size: float,
    color: QColor,
    *,
    bold: bool = False,
    flags: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
    margin: float = MARGIN,
) -> None:
    """A printed word of the pad (millimetres) in ``rect`` less ``margin``: at ``size``, or
    smaller, or on two lines, as it fits when measured (knaster_qt/text_fit.py)."""
    fit = fit_text(text, rect, size, sheet_font, TEXT_SCALE, bold=bold, margin=margin)
    lines = fitted_lines(fit, rect, sheet_font, TEXT_SCALE, bold=bold, margin=margin, flags=flags)
    painter.save()
    painter.scale(1 / TEXT_SCALE, 1 / TEXT_SCALE)
    painter.setFont(sheet_font(fit.size, bold))
    painter.setPen(color)
    dont_clip = Qt.AlignmentFlag(Qt.TextFlag.TextDontClip.value)
    for line_rect, line in lines:
        painter.drawText(text_rect(line_rect), flags | dont_clip, line)
    painter.restore()


def text_width(text: str, size: float, bold: bool = False) -> float:
    """The advance of ``text`` at ``size`` (painter units)."""
    return QFontMetricsF(sheet_font(size, bold)).horizontalAdvance(text) / TEXT_SCALE


def fits_on_one_line(text: str, rect: QRectF, size: float) -> bool:
    """Whether ``text`` fits ``rect`` on one line without shrinking below the fit's floor."""
    fit = fit_text(text, rect, size, sheet_font, TEXT_SCALE, margin=0.0)
    return len(fit.lines) == 1 and fit.size >= size * SHRINK
