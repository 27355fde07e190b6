"""The printed part of a sheet as images, for raster devices (widgets, QImages).

Stroking the outlines of 30 fields, score boxes and key swatches is what costs time in a
repaint (about 12 ms of CPU for a full-screen sheet); the printed part changes only with
the sheet's letter, its header and the highlighted current row. So on a raster device the
painter draws it once per scale into an opaque image and stamps it on whole device pixels,
then draws the overlays and the pen as vectors over it. Printers and PDFs always get the
vector drawing.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtGui import QImage, QPainter, QTransform

from knaster_qt.games.exact_hit.render import geometry as geo
from knaster_qt.games.exact_hit.render.palette import COLORS
from knaster_qt.kit.paint import raster_world, sheet_raster

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
    placed = raster_world(painter)
    if placed is None:
        return None
    world, ratio = placed
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
        size = (geo.SHEET_WIDTH_MM, geo.SHEET_HEIGHT_MM)
        image = sheet_raster(size, key[3], COLORS.paper, draw)
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
