"""The one painter of an Exact Hit sheet, in millimetres, for the screen, images, PDF and paper.

Everything is drawn with fixed paper, print and ink colours (never the desktop palette), so
the sheet looks like the printed one in a dark theme too. Printers and PDFs get vectors and
text; raster devices (widgets, images) get the printed part from an image cache
(``printed_cache``) and the rest as vectors, so a full-screen repaint stays quick
(benchmarks/exact_hit_paint.py).

Order: the printed sheet (paper, title, header, rows, key, bonus table, total, letter),
then the screen overlays under the ink (current row, targets, hover), then the pen (numbers,
the small x of exact hits, crosses, scores, total), then the focus frame and the veil.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QTransform

from knaster_qt.games.exact_hit.render import geometry as geo
from knaster_qt.games.exact_hit.render.ink import paint_focus_and_veil, paint_overlays, paint_pen
from knaster_qt.games.exact_hit.render.palette import COLORS
from knaster_qt.games.exact_hit.render.picture import Field, SheetPicture
from knaster_qt.games.exact_hit.render.printed_cache import (
    PRINTED_CACHE,
    Placement,
    raster_placement,
)
from knaster_qt.games.exact_hit.render.printed_sheet import paint_printed, printed_language
from knaster_qt.kit.paint import fit_transform, sheet_image, to_mm

# --- placing the sheet and hit testing --------------------------------------------------


# Millimetres of the sheet to a target: as large as fits, aspect ratio kept, centred.
sheet_transform = partial(fit_transform, width_mm=geo.SHEET_WIDTH_MM, height_mm=geo.SHEET_HEIGHT_MM)


def field_at(transform: QTransform, point: QPointF) -> Field | None:
    """The field (row, position) under a point of the target painted with ``transform``.

    ``transform`` is what ``paint_sheet`` returned (or ``sheet_transform(target)``). The
    colour of that field is ``picture.colours[row][position]``; see ``field_colour_at``.
    """
    mm = to_mm(transform, point)
    return None if mm is None else geo.field_at_mm(mm.x(), mm.y())


def field_colour_at(transform: QTransform, point: QPointF, letter: str) -> tuple[int, int] | None:
    """(row, colour) of the field under a point on sheet ``letter``: what a click writes."""
    hit = field_at(transform, point)
    if hit is None:
        return None
    row, position = hit
    return row, SheetPicture.blank(letter).colours[row][position]


# --- the whole sheet -------------------------------------------------------------------


def paint_sheet(painter: QPainter, target: QRectF, picture: SheetPicture) -> QTransform:
    """Draw the whole sheet into ``target`` and return the millimetre transform used.

    The painter's state is restored afterwards. Works on any device: a widget, a QImage,
    a QPdfWriter or a QPrinter, under any world transform (the shell rotates sheets on
    the page).
    """
    transform = sheet_transform(target)
    if transform.m11() <= 0:
        return transform  # an empty target (a widget shrunk to nothing): nothing to draw
    painter.save()
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        placement = raster_placement(painter, transform)
        if placement is None:
            base = transform * painter.worldTransform()
            paint_printed(painter, base, picture)
        else:
            base = placement.mm_to_device * placement.device_to_world
            transform = base * painter.worldTransform().inverted()[0]
            _stamp_printed(painter, placement, picture)
        paint_overlays(painter, base, picture)
        paint_pen(painter, base, picture)
        paint_focus_and_veil(painter, base, picture)
    finally:
        painter.restore()
    return transform


def _stamp_printed(painter: QPainter, placement: Placement, picture: SheetPicture) -> None:
    """The printed sheet from the cache, 1:1 on whole device pixels."""
    # The printed words are in the app's language: a new language, a new image.
    key = (
        picture.letter,
        picture.header,
        picture.current_row,
        round(placement.scale, 6),
        printed_language(),
    )

    def draw(image_painter: QPainter, base: QTransform) -> None:
        image_painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        image_painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        paint_printed(image_painter, base, picture)

    image = PRINTED_CACHE.image(key, draw)
    painter.setWorldTransform(placement.device_to_world)
    # 1:1 on whole pixels: smoothing would change nothing and take Qt's slower path.
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
    painter.drawImage(QPointF(placement.origin_x, placement.origin_y), image)


# The sheet as an image ``width_px`` logical pixels wide (needs a QGuiApplication):
# ``render_sheet_image(picture, width_px, device_pixel_ratio=1.0)``.
render_sheet_image = partial(
    sheet_image, paint_sheet, size_mm=(geo.SHEET_WIDTH_MM, geo.SHEET_HEIGHT_MM), paper=COLORS.paper
)
