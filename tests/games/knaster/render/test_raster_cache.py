"""The screen's image cache stays within its memory budget and keeps what is in use."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

from knaster_qt.games.knaster.core.layout import load_layout
from knaster_qt.games.knaster.render import raster_cache
from knaster_qt.games.knaster.render.picture import SheetPicture
from knaster_qt.games.knaster.render.raster_cache import RASTER_CACHE
from knaster_qt.games.knaster.render.sheet_painter import paint_sheet


def paint(picture: SheetPicture, width: int) -> QImage:
    image = QImage(width, width * 7 // 10, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    paint_sheet(painter, QRectF(image.rect()), picture)
    painter.end()
    return image


def test_many_different_sheets_stay_within_the_memory_budget(qapp: QApplication) -> None:
    RASTER_CACHE.clear()
    blank = SheetPicture.blank(load_layout("A"))
    for number in range(2, 13):  # every number in every cell, circled and not: a long session
        values = (number,) * 25
        paint(replace(blank, values=values), 1400)
        paint(replace(blank, values=values, circled=frozenset(range(25))), 1400)
    assert RASTER_CACHE.size_in_bytes <= raster_cache._SPRITE_BYTES_PER_SCALE + 8 * 1024 * 1024
    for width in (300, 500, 700, 900, 1100, 1300):  # a window resized in steps
        paint(blank, width)
    assert RASTER_CACHE.size_in_bytes <= raster_cache._TOTAL_BYTES


def test_a_cleared_cache_paints_the_same_sheet(qapp: QApplication) -> None:
    picture = replace(
        SheetPicture.blank(load_layout("B")), values=(7,) * 25, hover_cell=3, focus_cell=4
    )
    RASTER_CACHE.clear()
    first = paint(picture, 800)
    again = paint(picture, 800)  # from the cache
    RASTER_CACHE.clear()
    assert first == again == paint(picture, 800)
