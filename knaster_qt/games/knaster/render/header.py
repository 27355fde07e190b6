"""The header line of a sheet ("Ann · 29 Nov 2026 · 87 points · rank 1"), always whole in its box.

The box between the game's title and the side label is 62 mm wide. A long name
(up to the 24 characters a transcript allows) does not fit there with the date,
the points and the rank at the normal size; then the name goes on a line of its
own above the rest, and a line that is still too wide is set smaller. Nothing is
ever cut off: Qt clips text drawn into a rectangle to that rectangle.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QTransform

from knaster_qt.games.knaster.render.palette import COLORS
from knaster_qt.kit import fonts
from knaster_qt.kit.fonts import draw_text_mm, sheet_font

SEPARATOR = fonts.HEADER_SEPARATOR
HEADER_MM = 3.0  # the header's normal type size
SMALLEST_MM = 1.6  # below this a printed line is hard to read; two lines never need it
_CENTRE = Qt.AlignmentFlag.AlignCenter


def header_lines(header: str, width_mm: float, height_mm: float) -> list[tuple[str, float, bool]]:
    """The header as (text, type size mm, bold) lines: one line if it fits, else name + details."""
    return fonts.header_lines(header, width_mm, height_mm, HEADER_MM, SMALLEST_MM)


def paint_header(painter: QPainter, text_base: QTransform, rect: QRectF, header: str) -> None:
    """Draw ``header`` centred in ``rect`` (millimetres), on one line or two, never clipped."""
    lines = header_lines(header, rect.width(), rect.height())
    painter.setPen(COLORS.print_text)
    if len(lines) == 1:
        text, size, bold = lines[0]
        painter.setFont(sheet_font(size, bold=bold))
        draw_text_mm(painter, text_base, rect, text, _CENTRE)
        return
    half = rect.height() / 2
    for index, (text, size, bold) in enumerate(lines):
        painter.setFont(sheet_font(size, bold=bold))
        band = QRectF(rect.x(), rect.y() + index * half, rect.width(), half)
        draw_text_mm(painter, text_base, band, text, _CENTRE)
