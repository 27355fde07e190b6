"""The header line of a sheet ("Ann · 29 Nov 2026 · 87 points · rank 1"), always whole in its box.

The box between the game's title and the side label is 62 mm wide. A long name
(up to the 24 characters a transcript allows) does not fit there with the date,
the points and the rank at the normal size; then the name goes on a line of its
own above the rest, and a line that is still too wide is set smaller. Nothing is
ever cut off: Qt clips text drawn into a rectangle to that rectangle.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QTransform

from knaster_qt.games.knaster.render.palette import COLORS
from knaster_qt.kit.fonts import TEXT_UNITS_PER_MM, draw_text_mm, sheet_font

SEPARATOR = " · "
HEADER_MM = 3.0  # the header's normal type size
SMALLEST_MM = 1.6  # below this a printed line is hard to read; two lines never need it
_SAFETY = 0.96  # printers and PDF viewers may set text a little wider than Qt measures
_CENTRE = Qt.AlignmentFlag.AlignCenter


def text_width_mm(text: str, size_mm: float, bold: bool = False) -> float:
    """The width of ``text`` set at ``size_mm`` (the sheet's print font), in millimetres."""
    metrics = QFontMetricsF(sheet_font(size_mm, bold=bold))
    return metrics.horizontalAdvance(text) / TEXT_UNITS_PER_MM


def fitting_size(text: str, width_mm: float, largest_mm: float, bold: bool = False) -> float:
    """The largest type size up to ``largest_mm`` (in 0.1 mm steps) at which ``text`` fits."""
    size = largest_mm
    while size > SMALLEST_MM and text_width_mm(text, size, bold) > width_mm * _SAFETY:
        size = round(size - 0.1, 1)
    return size


def header_lines(header: str, width_mm: float, height_mm: float) -> list[tuple[str, float, bool]]:
    """The header as (text, type size mm, bold) lines: one line if it fits, else name + details."""
    if text_width_mm(header, HEADER_MM) <= width_mm * _SAFETY or SEPARATOR not in header:
        return [(header, fitting_size(header, width_mm, HEADER_MM), False)]
    name, details = header.split(SEPARATOR, 1)
    largest = min(HEADER_MM, height_mm / 2 / 1.25)  # two lines with their leading in the box
    return [
        (name, fitting_size(name, width_mm, largest, bold=True), True),
        (details, fitting_size(details, width_mm, largest), False),
    ]


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
