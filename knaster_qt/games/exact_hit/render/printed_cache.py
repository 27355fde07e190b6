"""The printed part of a sheet as images, for raster devices (widgets, QImages).

Stroking the outlines of 30 fields, score boxes and key swatches is what costs time in a
repaint (about 12 ms of CPU for a full-screen sheet); the printed part changes only with
the sheet's letter, its header and the highlighted current row. So on a raster device the
painter draws it once per scale into an opaque image and stamps it on whole device pixels,
then draws the overlays and the pen as vectors over it. Printers and PDFs always get the
vector drawing.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtGui import QImage, QPaintEngine, QPainter, QTransform

from knaster_qt.games.exact_hit.render import geometry as geo
from knaster_qt.games.exact_hit.render.palette import COLORS

Key = tuple[str, str, int | None, float, str]  # letter, header, current row, px per mm, language
Drawer = Callable[[QPainter, QTransform], None]
_BUDGET_BYTES = 64 * 1024 * 1024  # six full-screen sheets at 2x, or many small ones


@dataclass(frozen=True)
class Placement:
    """The sheet on a raster device: millimetres to device pixels, origin on a whole pixel."""

    scale: float  # device pixels per millimetre
    origin_x: int
    origin_y: int
    ratio: float  # the device pixel ratio: world (logical) units to device pixels

    @property
    def mm_to_device(self) -> QTransform:
        return QTransform(self.scale, 0.0, 0.0, self.scale, self.origin_x, self.origin_y)

    @property
    def device_to_world(self) -> QTransform:
        return QTransform.fromScale(1 / self.ratio, 1 / self.ratio)


def raster_placement(painter: QPainter, transform: QTransform) -> Placement | None:
    """Where the sheet lands in device pixels when an image can be stamped there; else None
    (a printer or PDF, a rotated or unevenly scaled painter: draw vectors)."""
    engine = painter.paintEngine()
    if engine is None or engine.type() != QPaintEngine.Type.Raster:
        return None
    world = painter.worldTransform()
    if world.type().value > QTransform.TransformationType.TxScale.value:
        return None
    if world.m11() <= 0 or world.m11() != world.m22():
        return None
    ratio = painter.device().devicePixelRatio()
    mm_to_device = transform * world * QTransform.fromScale(ratio, ratio)
    return Placement(mm_to_device.m11(), round(mm_to_device.dx()), round(mm_to_device.dy()), ratio)


class PrintedCache:
    """Images of the printed sheet, least recently used dropped first beyond the budget."""

    def __init__(self) -> None:
        self._images: OrderedDict[Key, QImage] = OrderedDict()

    def image(self, key: Key, draw: Drawer) -> QImage:
        found = self._images.get(key)
        if found is not None:
            self._images.move_to_end(key)
            return found
        scale = key[3]
        width = math.ceil(geo.SHEET_WIDTH_MM * scale)
        height = math.ceil(geo.SHEET_HEIGHT_MM * scale)
        # Opaque: stamping it is a plain copy rather than a blend.
        image = QImage(width, height, QImage.Format.Format_RGB32)
        image.fill(COLORS.paper)
        painter = QPainter(image)
        try:
            draw(painter, QTransform.fromScale(scale, scale))
        finally:
            painter.end()
        self._images[key] = image
        while len(self._images) > 1 and self.size_in_bytes > _BUDGET_BYTES:
            self._images.popitem(last=False)
        return image

    @property
    def size_in_bytes(self) -> int:
        return sum(image.sizeInBytes() for image in self._images.values())

    def clear(self) -> None:
        self._images.clear()


PRINTED_CACHE = PrintedCache()
