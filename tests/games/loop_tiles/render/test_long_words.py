"""A pad's word longer than its box (a long translation, a long name) is set smaller, whole:
Qt would cut it off at the box's edge."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from knaster_qt.games.loop_tiles.render.fonts import draw_text

PX_PER_MM = 12


def test_a_long_word_is_drawn_whole_inside_its_box(qapp) -> None:
    image = QImage(600, 120, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.scale(PX_PER_MM, PX_PER_MM)
    box = QRectF(2, 2, 14, 5)  # the turns' column of the pad is 14 mm wide
    draw_text(painter, box, "Gesamtsumme aller Züge", 2.8, QColor("black"), bold=True)
    painter.end()
    ink = [
        x
        for y in range(image.height())
        for x in range(image.width())
        if QColor(image.pixel(x, y)).lightness() < 160
    ]
    assert ink, "the word is drawn"
    left, right = 2 * PX_PER_MM, (2 + 14) * PX_PER_MM
    assert min(ink) > left and max(ink) < right - 1  # whole, not cut at either edge
