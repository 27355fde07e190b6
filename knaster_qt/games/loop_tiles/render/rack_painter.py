"""The rack of five tiles below the board, and a single tile for dragging.

The rack is drawn as a bar with five slots, each holding a tile or empty; the tile
held by a click is lifted and framed, tiles that fit nowhere are veiled, and another
player's rack (hot seat) shows only the tiles' backs.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QPainter, QPen, QPixmap

from knaster_qt.games.loop_tiles.core.material import Tile
from knaster_qt.games.loop_tiles.render.geometry import Rect, rack_slot_rects
from knaster_qt.games.loop_tiles.render.palette import COLORS
from knaster_qt.games.loop_tiles.render.picture import RackPicture
from knaster_qt.games.loop_tiles.render.raster_cache import render_tile_image
from knaster_qt.games.loop_tiles.render.tiles import paint_tile, paint_tile_back

BAR_PADDING = 0.12  # of a slot, around the row of slots


def rack_slots(target: QRectF, slots: int) -> list[Rect]:
    """Where the slots of a rack painted into ``target`` lie (for hit tests and drags)."""
    pad = min(target.height(), target.width() / slots) * BAR_PADDING
    inner = target.adjusted(pad, pad, -pad, -pad)
    return rack_slot_rects(inner.x(), inner.y(), inner.width(), inner.height(), slots)


def slot_at(target: QRectF, slots: int, point: QPointF) -> int | None:
    """The slot (from 0) under a point of a rack painted into ``target``, or None."""
    for index, rect in enumerate(rack_slots(target, slots)):
        if rect.contains(point.x(), point.y()):
            return index
    return None


def paint_rack(painter: QPainter, target: QRectF, picture: RackPicture) -> list[Rect]:
    """Draw the rack into ``target``; returns the slots' rectangles."""
    slots = rack_slots(target, len(picture.tiles))
    if not slots:
        return slots
    painter.save()
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        side = slots[0].w
        pad = side * BAR_PADDING
        bar = QRectF(
            slots[0].x - pad,
            slots[0].y - pad,
            slots[-1].right - slots[0].x + 2 * pad,
            side + 2 * pad,
        )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(COLORS.frame))
        painter.drawRoundedRect(bar, pad, pad)
        for index, (slot, tile) in enumerate(zip(slots, picture.tiles, strict=True)):
            rect = QRectF(slot.x, slot.y, slot.w, slot.h)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(COLORS.slot))
            inset = side * 0.045
            painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), inset, inset)
            if tile is None:
                continue
            if picture.hidden:
                paint_tile_back(painter, rect)
                continue
            selected = index == picture.selected
            if selected:  # lifted a little towards the board
                rect = rect.translated(0, -side * 0.08)
            paint_tile(painter, rect, tile)
            if index in picture.unplayable:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QBrush(COLORS.dim_veil))
                painter.drawRect(rect.adjusted(inset, inset, -inset, -inset))
            if selected:
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(COLORS.selected, side * 0.06))
                painter.drawRoundedRect(
                    rect.adjusted(inset, inset, -inset, -inset), inset * 2, inset * 2
                )
    finally:
        painter.restore()
    return slots


def tile_pixmap(tile: Tile, size: int, device_pixel_ratio: float = 1.0) -> QPixmap:
    """A tile as a pixmap ``size`` logical pixels wide: the picture under the pointer in a drag."""
    return QPixmap.fromImage(render_tile_image(tile, size, device_pixel_ratio))
