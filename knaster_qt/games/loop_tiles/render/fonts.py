"""Fonts of the board and the pad, sized in the painter's own units (millimetres or pixels).

QFont sizes are whole pixels; the same board is drawn in millimetres on paper (a
value is 2.5 units high) and in pixels on screen. Text is therefore drawn in a
coordinate system TEXT_SCALE times finer, with pixel-sized fonts, so it looks the
same on every device.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontDatabase, QFontMetricsF, QPainter

from knaster_qt.text_fit import MARGIN, SHRINK, fit_text, fitted_lines

TEXT_SCALE = 20
# DejaVu, Noto or Liberation on Linux, Arial on Windows, Helvetica on macOS.
PRINT_FAMILIES = ("DejaVu Sans", "Noto Sans", "Liberation Sans", "Arial", "Helvetica")


@cache
def font_families() -> tuple[str, ...]:
    """The installed ones of PRINT_FAMILIES, else the system's font (asking Qt for a missing
    family makes macOS warn)."""
    installed = set(QFontDatabase.families())
    chosen = tuple(family for family in PRINT_FAMILIES if family in installed)
    general = QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont).family()
    return chosen or (general,)


@cache
def text_font(size: float, bold: bool = False) -> QFont:
    """A font whose em is ``size`` of the painter's units (after the TEXT_SCALE step)."""
    font = QFont()
    font.setFamilies(list(font_families()))
    font.setPixelSize(max(1, round(size * TEXT_SCALE)))
    font.setBold(bold)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    font.setStyleStrategy(QFont.StyleStrategy.PreferAntialias)
    return font


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
    font = text_font(size, bold)
    width = QFontMetricsF(font).horizontalAdvance(text) / TEXT_SCALE
    if width > rect.width() * 0.96 > 0:
        font = text_font(size * rect.width() * 0.96 / width, bold)
    painter.save()
    painter.scale(1 / TEXT_SCALE, 1 / TEXT_SCALE)
    painter.setFont(font)
    painter.setPen(color)
    k = TEXT_SCALE
    painter.drawText(
        QRectF(rect.x() * k, rect.y() * k, rect.width() * k, rect.height() * k), flags, text
    )
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
    fit = fit_text(text, rect, size, text_font, TEXT_SCALE, bold=bold, margin=margin)
    lines = fitted_lines(fit, rect, text_font, TEXT_SCALE, bold=bold, margin=margin, flags=flags)
    painter.save()
    painter.scale(1 / TEXT_SCALE, 1 / TEXT_SCALE)
    painter.setFont(text_font(fit.size, bold))
    painter.setPen(color)
    k = TEXT_SCALE
    dont_clip = Qt.AlignmentFlag(Qt.TextFlag.TextDontClip.value)
    for line_rect, line in lines:
        box = QRectF(
            line_rect.x() * k, line_rect.y() * k, line_rect.width() * k, line_rect.height() * k
        )
        painter.drawText(box, flags | dont_clip, line)
    painter.restore()


def text_width(text: str, size: float, bold: bool = False) -> float:
    """The advance of ``text`` at ``size`` (painter units)."""
    return QFontMetricsF(text_font(size, bold)).horizontalAdvance(text) / TEXT_SCALE


def fits_on_one_line(text: str, rect: QRectF, size: float) -> bool:
    """Whether ``text`` fits ``rect`` on one line without shrinking below the fit's floor."""
    fit = fit_text(text, rect, size, text_font, TEXT_SCALE, margin=0.0)
    return len(fit.lines) == 1 and fit.size >= size * SHRINK
