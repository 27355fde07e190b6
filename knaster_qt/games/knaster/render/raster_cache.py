"""Pre-rendered pieces of the sheet for raster devices: the printed pad and each pen mark.

Drawing antialiased pen circles and tilted text is what costs time; a repaint
after a hover only moves a few pieces. Pieces are rendered once per scale (in
device pixels) with the same drawing functions as the vector path, and stamped
at whole-pixel positions, so they look exactly like drawing them directly.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QTransform

from knaster_qt.games.knaster.core.layout import SheetLayout
from knaster_qt.games.knaster.render import geometry as geo
from knaster_qt.games.knaster.render.legend import pad_language
from knaster_qt.games.knaster.render.marks import prepare
from knaster_qt.games.knaster.render.palette import COLORS
from knaster_qt.kit.paint import sheet_raster

Drawer = Callable[[QPainter, QTransform], None]
_SCALES_KEPT = 4  # a few sheets at different sizes can be on screen at once
_PADS_KEPT = 4  # on screen the header is empty: one pad per sheet side
# Memory, not count, limits the sprites: a full-screen cell is about 80 KB, and a
# long session writes many different numbers. Over budget, a scale starts afresh.
_SPRITE_BYTES_PER_SCALE = 24 * 1024 * 1024
_TOTAL_BYTES = 96 * 1024 * 1024


@dataclass(frozen=True)
class RasterPlacement:
    """The sheet on a raster device: millimetres to device pixels, origin on a whole pixel."""

    scale: float  # device pixels per millimetre
    origin_x: int  # device pixel of the sheet's top-left corner
    origin_y: int
    device_to_world: QTransform  # draw in device pixels with this world transform
    mm_to_world: QTransform  # draw in millimetres with this world transform
    transform: QTransform  # millimetres to the caller's coordinates (as paint_sheet returns)

    @classmethod
    def snapped(cls, transform: QTransform, world: QTransform, ratio: float) -> RasterPlacement:
        world_to_device = world * QTransform.fromScale(ratio, ratio)
        mm_to_device = transform * world_to_device
        scale = mm_to_device.m11()
        origin_x, origin_y = round(mm_to_device.dx()), round(mm_to_device.dy())
        device_to_world = QTransform.fromScale(1 / ratio, 1 / ratio)
        snapped_mm = QTransform(scale, 0.0, 0.0, scale, origin_x, origin_y)
        inverse_world, _ = world_to_device.inverted()
        return cls(
            scale=scale,
            origin_x=origin_x,
            origin_y=origin_y,
            device_to_world=device_to_world,
            mm_to_world=snapped_mm * device_to_world,
            transform=snapped_mm * inverse_world,
        )


class ScaleCache:
    """Pieces rendered at one scale: pads by (layout, header), sprites by a key."""

    def __init__(self, scale: float) -> None:
        self.scale = scale
        self._pads: dict[tuple[SheetLayout, str, str], QImage] = {}
        self._sprites: dict[tuple[object, ...], tuple[int, int, QImage]] = {}
        self._sprite_bytes = 0

    @property
    def size_in_bytes(self) -> int:
        return self._sprite_bytes + sum(image.sizeInBytes() for image in self._pads.values())

    def pad(
        self,
        layout: SheetLayout,
        header: str,
        draw: Callable[[QPainter, QTransform, SheetLayout, str], None],
    ) -> QImage:
        """The printed pad as an opaque image whose pixel (0, 0) is the sheet's corner."""
        # The pad's printed words are in the app's language: a new language, a new pad.
        key = (layout, header, pad_language())
        image = self._pads.get(key)
        if image is None:
            if len(self._pads) >= _PADS_KEPT:
                self._pads.clear()

            def draw_pad(painter: QPainter, base: QTransform) -> None:
                prepare(painter)
                draw(painter, base, layout, header)

            size = (geo.SHEET_WIDTH_MM, geo.SHEET_HEIGHT_MM)
            image = sheet_raster(size, self.scale, COLORS.paper, draw_pad)
            self._pads[key] = image
        return image

    def sprite(
        self, key: tuple[object, ...], rect_mm: QRectF, draw: Drawer
    ) -> tuple[int, int, QImage]:
        """(x, y, image): a transparent piece covering ``rect_mm``, at device pixel (x, y)."""
        found = self._sprites.get(key)
        if found is not None:
            return found
        if self._sprite_bytes >= _SPRITE_BYTES_PER_SCALE:
            self._sprites.clear()
            self._sprite_bytes = 0
        device = QTransform.fromScale(self.scale, self.scale).mapRect(rect_mm)
        left, top = math.floor(device.left()), math.floor(device.top())
        width = max(1, math.ceil(device.right()) - left)
        height = max(1, math.ceil(device.bottom()) - top)
        image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        prepare(painter)
        draw(painter, QTransform(self.scale, 0.0, 0.0, self.scale, -left, -top))
        painter.end()
        found = (left, top, image)
        self._sprites[key] = found
        self._sprite_bytes += image.sizeInBytes()
        return found


class RasterCache:
    """The caches of the last few scales used, most recent last."""

    def __init__(self) -> None:
        self._scales: OrderedDict[float, ScaleCache] = OrderedDict()

    def for_scale(self, scale: float) -> ScaleCache:
        key = round(scale, 6)
        cache = self._scales.get(key)
        if cache is None:
            cache = ScaleCache(key)
            self._scales[key] = cache
            while len(self._scales) > _SCALES_KEPT:
                self._scales.popitem(last=False)
        else:
            self._scales.move_to_end(key)
        # The current scale is the last one, so this drops others, least recently used first.
        while len(self._scales) > 1 and self.size_in_bytes > _TOTAL_BYTES:
            self._scales.popitem(last=False)
        return cache

    @property
    def size_in_bytes(self) -> int:
        return sum(cache.size_in_bytes for cache in self._scales.values())

    def clear(self) -> None:
        self._scales.clear()


RASTER_CACHE = RasterCache()
