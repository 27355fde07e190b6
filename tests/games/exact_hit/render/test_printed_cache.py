"""On raster devices the printed part comes from an image cache; it must look like the vectors."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPicture

from knaster_qt.games.exact_hit.render.picture import SheetPicture
from knaster_qt.games.exact_hit.render.printed_cache import PRINTED_CACHE
from knaster_qt.games.exact_hit.render.sheet_painter import paint_sheet
from tests.games.exact_hit.render.test_painter import played

WIDTH, HEIGHT = 900, 630


def cached(picture: SheetPicture) -> QImage:
    image = QImage(WIDTH, HEIGHT, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.black)
    painter = QPainter(image)
    paint_sheet(painter, QRectF(0, 0, WIDTH, HEIGHT), picture)
    painter.end()
    return image


def vector(picture: SheetPicture) -> QImage:
    """The same sheet recorded as vector commands (a QPicture), then played onto an image."""
    recording = QPicture()
    painter = QPainter(recording)
    paint_sheet(painter, QRectF(0, 0, WIDTH, HEIGHT), picture)
    painter.end()
    image = QImage(WIDTH, HEIGHT, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.black)
    painter = QPainter(image)
    recording.play(painter)
    painter.end()
    return image


def mean_difference(a: QImage, b: QImage) -> float:
    total = 0
    for y in range(0, HEIGHT, 3):
        for x in range(0, WIDTH, 3):
            first, second = a.pixelColor(x, y), b.pixelColor(x, y)
            total += abs(first.red() - second.red()) + abs(first.green() - second.green())
            total += abs(first.blue() - second.blue())
    return total / ((HEIGHT // 3 + 1) * (WIDTH // 3 + 1) * 3)


def test_the_cached_sheet_looks_like_the_vector_sheet(qapp: object) -> None:
    PRINTED_CACHE.clear()
    picture = SheetPicture.from_game(played(), 0, header="Ann · 1 Dec 2026", current_row=1)
    assert mean_difference(cached(picture), vector(picture)) < 1.5
    # ... and the comparison sees a real difference: another letter is far off.
    other = SheetPicture.blank("B", header="Ann · 1 Dec 2026", current_row=1)
    assert mean_difference(cached(other), vector(picture)) > 10


def test_one_image_per_letter_header_row_and_scale(qapp: object) -> None:
    PRINTED_CACHE.clear()
    picture = SheetPicture.from_game(played(), 0)
    cached(picture)
    one = PRINTED_CACHE.size_in_bytes
    assert one > 0
    cached(SheetPicture.blank("A"))  # the pen is not cached: the same printed image
    assert PRINTED_CACHE.size_in_bytes == one
    cached(SheetPicture.blank("A", current_row=2))
    cached(SheetPicture.blank("C"))
    assert PRINTED_CACHE.size_in_bytes == 3 * one


def test_the_cache_stays_within_its_budget(qapp: object) -> None:
    PRINTED_CACHE.clear()
    for letter in "ABCDEF":
        for row in (None, 0, 1, 2, 3, 4):
            for header in ("", "Ann"):
                cached(SheetPicture.blank(letter, current_row=row, header=header))
    assert PRINTED_CACHE.size_in_bytes <= 64 * 1024 * 1024
    PRINTED_CACHE.clear()
    assert PRINTED_CACHE.size_in_bytes == 0
