"""A sheet (or board) in millimetres on any paint device: the transform, hit points, images.

Every game draws its sheet once, in millimetres, for the screen, images, PDF and paper; the
target decides the scale. What that takes besides the game's own drawing is here.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QImage,
    QPaintEngine,
    QPainter,
    QPainterPath,
    QPen,
    QTransform,
)

from knaster_qt.kit.core.geometry import RectMM

Picture = TypeVar("Picture")


def qrect(rect: RectMM) -> QRectF:
    return QRectF(rect.x, rect.y, rect.w, rect.h)


def fit_transform(target: QRectF, width_mm: float, height_mm: float) -> QTransform:
    """Millimetres of a sheet to ``target``: as large as fits, aspect ratio kept, centred."""
    scale = min(target.width() / width_mm, target.height() / height_mm)
    dx = target.x() + (target.width() - width_mm * scale) / 2
    dy = target.y() + (target.height() - height_mm * scale) / 2
    return QTransform(scale, 0.0, 0.0, scale, dx, dy)


def to_mm(transform: QTransform, point: QPointF) -> QPointF | None:
    """A point of the target back in the sheet's millimetres (None for an empty target)."""
    inverse, invertible = transform.inverted()
    return inverse.map(point) if invertible else None


def render_image(
    paint: Callable[[QPainter, QRectF], object],
    width_px: int,
    height_px: int,
    paper: QColor,
    device_pixel_ratio: float = 1.0,
) -> QImage:
    """What ``paint`` draws into a ``width_px`` x ``height_px`` image (logical pixels) on
    ``paper`` (needs a QGuiApplication)."""
    image = QImage(
        round(width_px * device_pixel_ratio),
        round(height_px * device_pixel_ratio),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.setDevicePixelRatio(device_pixel_ratio)
    image.fill(paper)
    painter = QPainter(image)
    try:
        paint(painter, QRectF(0, 0, width_px, height_px))
    finally:
        painter.end()
    return image


def sheet_image(
    paint_sheet: Callable[[QPainter, QRectF, Picture], object],
    picture: Picture,
    width_px: int,
    device_pixel_ratio: float = 1.0,
    *,
    size_mm: tuple[float, float],
    paper: QColor,
) -> QImage:
    """A sheet of ``size_mm`` (width, height) drawn by ``paint_sheet`` as an image
    ``width_px`` logical pixels wide (needs a QGuiApplication)."""
    width_mm, height_mm = size_mm
    height_px = round(width_px * height_mm / width_mm)

    def paint(painter: QPainter, target: QRectF) -> None:
        paint_sheet(painter, target, picture)

    return render_image(paint, width_px, height_px, paper, device_pixel_ratio)


def raster_world(painter: QPainter) -> tuple[QTransform, float] | None:
    """(world transform, device pixel ratio) when images cached in device pixels can be
    stamped on ``painter`` (a raster device, neither rotated nor sheared); else None."""
    engine = painter.paintEngine()
    if engine is None or engine.type() != QPaintEngine.Type.Raster:
        return None
    world = painter.worldTransform()
    if world.type().value > QTransform.TransformationType.TxScale.value:
        return None  # rotated or sheared: cached pixels would not line up
    if world.m11() != world.m22() or world.m11() <= 0:
        return None
    return world, painter.device().devicePixelRatio()


def paint_paper(
    painter: QPainter, base: QTransform, sheet: QRectF, paper: QColor, frame: QColor
) -> None:
    """The blank sheet: paper over ``sheet`` (millimetres) and the thin rounded frame inside
    its edge that every printed pad has."""
    painter.setWorldTransform(base)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(paper)
    painter.drawRect(sheet)
    painter.setPen(QPen(frame, 0.35))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(sheet.adjusted(1.6, 1.6, -1.6, -1.6), 2.0, 2.0)


def stroke_pen_path(
    painter: QPainter, base: QTransform, path: QPainterPath, ink: QColor, width_mm: float
) -> None:
    """What a pen wrote (``path`` in millimetres): round ends and joins, no fill."""
    painter.setWorldTransform(base)
    pen = QPen(ink, width_mm)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)


def sheet_raster(
    size_mm: tuple[float, float],
    scale: float,
    paper: QColor,
    draw: Callable[[QPainter, QTransform], None],
) -> QImage:
    """A raster cache's image of a whole sheet of ``size_mm`` at ``scale`` device pixels per
    millimetre: opaque (stamping it is a plain copy rather than a blend), pixel (0, 0) the
    sheet's corner; ``draw`` paints it given the millimetre transform."""
    width_mm, height_mm = size_mm
    image = QImage(
        math.ceil(width_mm * scale), math.ceil(height_mm * scale), QImage.Format.Format_RGB32
    )
    image.fill(paper)
    painter = QPainter(image)
    try:
        draw(painter, QTransform.fromScale(scale, scale))
    finally:
        painter.end()
    return image
