"""What is drawn over the printed sheet: the screen's overlays and the pen, in millimetres.

Under the ink: the fields a click may write (targets) and the hovered field. The pen: the
written die values in the handwriting font, the small x of an exact hit, crosses, the row
scores and the total; a hover preview in faint ink. Over the ink: the keyboard focus frame
and the veil over a sheet that is not to play. Each function takes ``base`` (millimetres to
the device) and leaves the world transform undefined.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QTransform

from knaster_qt.games.exact_hit.core.marks import CROSS
from knaster_qt.games.exact_hit.core.sheets import FIELDS, ROWS
from knaster_qt.games.exact_hit.render import geometry as geo
from knaster_qt.games.exact_hit.render.palette import COLORS
from knaster_qt.games.exact_hit.render.pen import number_tilt, pen_cross
from knaster_qt.games.exact_hit.render.picture import Field, SheetPicture
from knaster_qt.games.exact_hit.render.printed_sheet import CENTRE, SHEET_RECT, writing_inner
from knaster_qt.kit.fonts import TEXT_SCALE, TEXT_UNITS_PER_MM, sheet_font
from knaster_qt.kit.paint import qrect, stroke_pen_path

NUMBER_MM = 7.4  # the em of a handwritten die value
SCORE_MM = 6.6  # of a handwritten row score or total
INK_MM = 0.5  # pen stroke width


# --- screen overlays (under the ink) ---------------------------------------------------------


def paint_overlays(painter: QPainter, base: QTransform, picture: SheetPicture) -> None:
    painter.setWorldTransform(base)
    for field in sorted(picture.target_fields):
        _fill_writing(painter, field, COLORS.target, COLORS.target_frame, 0.35)
    if picture.hover_field is not None:
        _fill_writing(painter, picture.hover_field, COLORS.hover, COLORS.target_frame, 0.5)


def _fill_writing(
    painter: QPainter, field: Field, fill: QColor, frame: QColor, frame_mm: float
) -> None:
    rect = writing_inner(field)
    painter.setPen(QPen(frame, frame_mm))
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, 0.6, 0.6)


# --- the pen -------------------------------------------------------------------------------------


def paint_pen(painter: QPainter, base: QTransform, picture: SheetPicture) -> None:
    for row in range(ROWS):
        for position in range(FIELDS):
            mark = picture.fields[row][position]
            if mark is CROSS:
                paint_cross(painter, base, (row, position), COLORS.ink)
            elif isinstance(mark, int):
                paint_value(painter, base, (row, position), mark, COLORS.ink)
                if picture.is_exact_hit(row, position):
                    paint_exact_x(painter, base, (row, position), COLORS.ink)
        score = picture.row_scores[row]
        if score is not None:
            _paint_written_score(painter, base, qrect(geo.score_rect_mm(row)), score, 100 + row)
    if picture.total is not None:
        _paint_written_score(painter, base, qrect(geo.total_rect_mm()), picture.total, 200)
    _paint_hover_ink(painter, base, picture)


def _paint_hover_ink(painter: QPainter, base: QTransform, picture: SheetPicture) -> None:
    field = picture.hover_field
    if field is None or picture.fields[field[0]][field[1]] is not None:
        return
    if picture.hover_write is not None:
        paint_value(painter, base, field, picture.hover_write, COLORS.ink_preview)
        if picture.hover_write == picture.numbers[field[0]][field[1]]:
            paint_exact_x(painter, base, field, COLORS.ink_preview)
    elif picture.hover_cross:
        paint_cross(painter, base, field, COLORS.ink_preview)


def _seed(field: Field) -> int:
    return field[0] * FIELDS + field[1]


def paint_value(painter: QPainter, base: QTransform, field: Field, value: int, ink: QColor) -> None:
    """A die value written by hand into a field: the pen font, slightly tilted and off-centre."""
    writing = qrect(geo.writing_rect_mm(*field))
    # A little left of and below the centre: the small x of an exact hit goes top right.
    centre = writing.center() + QPointF(-0.9, 0.5)
    _paint_handwritten(painter, base, centre, str(value), NUMBER_MM, _seed(field), ink)


def _paint_written_score(
    painter: QPainter, base: QTransform, box: QRectF, score: int, seed: int
) -> None:
    _paint_handwritten(painter, base, box.center(), str(score), SCORE_MM, seed, COLORS.ink)


def _paint_handwritten(
    painter: QPainter,
    base: QTransform,
    centre: QPointF,
    text: str,
    size_mm: float,
    seed: int,
    ink: QColor,
) -> None:
    degrees, dx, dy = number_tilt(seed)
    k = TEXT_UNITS_PER_MM
    place = QTransform.fromTranslate((centre.x() + dx) * k, (centre.y() + dy) * k)
    painter.setWorldTransform(QTransform().rotate(degrees) * place * TEXT_SCALE * base)
    painter.setFont(sheet_font(size_mm, bold=True, handwriting=True))
    painter.setPen(ink)
    half = 10.0 * k
    painter.drawText(QRectF(-half, -half, 2 * half, 2 * half), CENTRE, text)


def paint_exact_x(painter: QPainter, base: QTransform, field: Field, ink: QColor) -> None:
    """The small x a player adds beside a value that equals the printed number."""
    rect = geo.exact_mark_rect_mm(*field)
    stroke_pen_path(
        painter, base, pen_cross(rect.x, rect.y, rect.w, rect.h, 500 + _seed(field)), ink, 0.42
    )


def paint_cross(painter: QPainter, base: QTransform, field: Field, ink: QColor) -> None:
    """The cross over a field's writing area: nothing can be written there any more."""
    rect = geo.writing_rect_mm(*field)
    path = pen_cross(rect.x + 1.6, rect.y + 1.8, rect.w - 3.4, rect.h - 3.6, _seed(field))
    stroke_pen_path(painter, base, path, ink, INK_MM)


# --- over the ink ----------------------------------------------------------------------------------


def paint_focus_and_veil(painter: QPainter, base: QTransform, picture: SheetPicture) -> None:
    painter.setWorldTransform(base)
    if picture.focus_field is not None:
        painter.setPen(QPen(COLORS.focus, 0.5, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        rect = qrect(geo.field_rect_mm(*picture.focus_field)).adjusted(-0.6, -0.6, 0.6, 0.6)
        painter.drawRoundedRect(rect, 1.4, 1.4)
    if picture.dimmed:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(COLORS.dim_veil)
        painter.drawRect(SHEET_RECT)
