"""The one painter of a Knaster sheet, in millimetres, for the screen, PNG images, PDF and paper.

Everything is drawn with fixed paper and ink colours (never the desktop palette),
so the sheet looks like the printed pad in a dark theme too. Printers and PDFs
get vector drawing; raster devices (widgets, images) get the same drawing through
a cache of pre-rendered pieces, so a full-screen repaint stays quick.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QTransform

from knaster_qt.games.knaster.render import geometry as geo
from knaster_qt.games.knaster.render.coordinates import coordinate_pieces, paint_coordinates
from knaster_qt.games.knaster.render.marks import (
    CELL_RECTS,
    FIELD_RECTS,
    Piece,
    cell_circle_path,
    field_circle_path,
    focus_piece,
    overlay_pieces,
    paint_cell_fills,
    paint_focus_and_veil,
    paint_number,
    paint_overlays,
    paint_pen_path,
    paint_printed_pad,
    paint_veil,
    prepare,
    total_circle_path,
)
from knaster_qt.games.knaster.render.palette import COLORS
from knaster_qt.games.knaster.render.picture import SheetPicture
from knaster_qt.games.knaster.render.raster_cache import RASTER_CACHE, RasterPlacement
from knaster_qt.kit.paint import fit_transform, raster_world, sheet_image, to_mm

# Millimetres of the sheet to a target: as large as fits, aspect ratio kept, centred.
sheet_transform = partial(fit_transform, width_mm=geo.SHEET_WIDTH_MM, height_mm=geo.SHEET_HEIGHT_MM)


def cell_at(transform: QTransform, point: QPointF) -> int | None:
    """The cell under a point in target coordinates (as painted with ``transform``), or None."""
    mm = to_mm(transform, point)
    return None if mm is None else geo.cell_at_mm(mm.x(), mm.y())


def white_field_at(transform: QTransform, point: QPointF) -> int | None:
    """The line whose white field is under a point in target coordinates, or None."""
    mm = to_mm(transform, point)
    return None if mm is None else geo.white_field_at_mm(mm.x(), mm.y())


def paint_sheet(painter: QPainter, target: QRectF, picture: SheetPicture) -> QTransform:
    """Draw the whole sheet into ``target`` and return the millimetre transform used.

    On a raster device the sheet's origin is moved by less than a device pixel so
    that cached pieces land on whole pixels; the returned transform says where.
    """
    transform = sheet_transform(target)
    if transform.m11() <= 0:
        return transform  # an empty target (a widget shrunk to nothing): nothing to draw
    painter.save()
    try:
        prepare(painter)
        placement = _raster_placement(painter, transform)
        if placement is None:
            _paint_vector(painter, transform * painter.worldTransform(), picture)
        else:
            transform = placement.transform
            _paint_cached(painter, placement, picture)
    finally:
        painter.restore()
    return transform


# What a cell shows in ink: (number or 0, number is a preview, circled, circle is a preview).
CellMarks = tuple[int, bool, bool, bool]


def _cell_marks(picture: SheetPicture) -> dict[int, CellMarks]:
    """The pen marks of every cell that has any, including the hover previews."""
    marks: dict[int, CellMarks] = {}
    for cell, value in enumerate(picture.values):
        if value or cell in picture.circled:
            marks[cell] = (value, False, cell in picture.circled, False)
    hovered = picture.hover_cell
    if hovered is not None:
        value, value_preview, circled, _ = marks.get(hovered, (0, False, False, False))
        if not value and picture.hover_write is not None:
            value, value_preview = picture.hover_write, True
        circle_preview = picture.hover_circle and not circled
        if value or circled or circle_preview:
            marks[hovered] = (value, value_preview, circled or circle_preview, circle_preview)
    return marks


def _paint_cell_marks(painter: QPainter, base: QTransform, cell: int, marks: CellMarks) -> None:
    value, value_preview, circled, circle_preview = marks
    if value:
        paint_number(
            painter, base, cell, value, COLORS.ink_preview if value_preview else COLORS.ink
        )
    if circled:
        ink = COLORS.ink_preview if circle_preview else COLORS.ink
        paint_pen_path(painter, base, cell_circle_path(cell), ink)


def _paint_field_circle(painter: QPainter, base: QTransform, line: int) -> None:
    paint_pen_path(painter, base, field_circle_path(line), COLORS.ink)


def _paint_drawn_circles(painter: QPainter, base: QTransform, picture: SheetPicture) -> None:
    """Circles being drawn (an animation step) and the circle around a finished game's total:
    drawn as vectors every time, they change from frame to frame."""
    for line, fraction in picture.field_sweeps:
        if line in picture.scored_lines and fraction < 1.0:
            paint_pen_path(painter, base, field_circle_path(line, fraction), COLORS.ink)
    if picture.total_circle > 0.0:
        paint_pen_path(painter, base, total_circle_path(picture.total_circle), COLORS.ink)


def _whole_field_circles(picture: SheetPicture) -> list[int]:
    """The scored lines whose white-field circle is drawn whole (not being drawn now)."""
    drawing = {line for line, fraction in picture.field_sweeps if fraction < 1.0}
    return [line for line in picture.scored_lines if line not in drawing]


def _paint_vector(painter: QPainter, base: QTransform, picture: SheetPicture) -> None:
    """Every piece drawn as vectors and text: for printers, PDF and unusual transforms."""
    paint_printed_pad(painter, base, picture.layout, picture.header)
    if picture.coordinates:
        paint_coordinates(painter, base)
    paint_overlays(painter, base, picture)
    for line in _whole_field_circles(picture):
        _paint_field_circle(painter, base, line)
    _paint_drawn_circles(painter, base, picture)
    for cell, marks in _cell_marks(picture).items():
        _paint_cell_marks(painter, base, cell, marks)
    paint_focus_and_veil(painter, base, picture)


def _paint_cached(painter: QPainter, placement: RasterPlacement, picture: SheetPicture) -> None:
    """The same pieces as _paint_vector; the pad and the pen marks come from the image cache."""
    cache = RASTER_CACHE.for_scale(placement.scale)
    base = placement.mm_to_world
    # The cached images land 1:1 on whole device pixels, where smoothing changes nothing;
    # with the hint on, Qt blends each image on its slower transforming path (which it
    # spreads over threads, and slows every full-screen paint).
    smooth = painter.testRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
    painter.setWorldTransform(placement.device_to_world)
    pad = cache.pad(picture.layout, picture.header, paint_printed_pad)
    painter.drawImage(QPointF(placement.origin_x, placement.origin_y), pad)
    paint_cell_fills(painter, base, picture)
    painter.setWorldTransform(placement.device_to_world)

    def stamp(piece: Piece) -> None:
        x, y, image = cache.sprite(*piece)
        painter.drawImage(QPointF(placement.origin_x + x, placement.origin_y + y), image)

    if picture.coordinates:
        for piece in coordinate_pieces():
            stamp(piece)
    for piece in overlay_pieces(picture):
        stamp(piece)
    for line in _whole_field_circles(picture):
        rect = FIELD_RECTS[line].adjusted(-1.5, -1.5, 1.5, 1.5)
        stamp((("field circle", line), rect, partial(_paint_field_circle, line=line)))
    _paint_drawn_circles(painter, base, picture)
    painter.setWorldTransform(placement.device_to_world)
    for cell, marks in _cell_marks(picture).items():
        draw = partial(_paint_cell_marks, cell=cell, marks=marks)
        stamp((("cell", cell, *marks), CELL_RECTS[cell], draw))
    focus = focus_piece(picture)
    if focus is not None:
        stamp(focus)
    paint_veil(painter, base, picture)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, smooth)


def _raster_placement(painter: QPainter, transform: QTransform) -> RasterPlacement | None:
    """Where the sheet lands in device pixels, when cached images can be used; else None."""
    placed = raster_world(painter)
    return None if placed is None else RasterPlacement.snapped(transform, *placed)


# The sheet as an image ``width_px`` logical pixels wide (needs a QGuiApplication):
# ``render_sheet_image(picture, width_px, device_pixel_ratio=1.0)``.
render_sheet_image = partial(
    sheet_image, paint_sheet, size_mm=(geo.SHEET_WIDTH_MM, geo.SHEET_HEIGHT_MM), paper=COLORS.paper
)
