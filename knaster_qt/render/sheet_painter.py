"""The one painter of a Knaster sheet, in millimetres, for the screen, PNG images, PDF and paper.

Everything is drawn with fixed paper and ink colours (never the desktop palette),
so the sheet looks like the printed pad in a dark theme too.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QTransform

from knaster_qt.core.notation import LINE_CELLS
from knaster_qt.render import geometry as geo
from knaster_qt.render.fonts import TEXT_UNITS_PER_MM, draw_text_mm, sheet_font
from knaster_qt.render.geometry import RectMM
from knaster_qt.render.legend import paint_legend, paint_score_box
from knaster_qt.render.palette import COLORS
from knaster_qt.render.pen import number_tilt, pen_circle
from knaster_qt.render.picture import SheetPicture

_TEXT_SCALE = QTransform.fromScale(1 / TEXT_UNITS_PER_MM, 1 / TEXT_UNITS_PER_MM)
_CENTRE = Qt.AlignmentFlag.AlignCenter
_NUMBER_MM = 6.6  # the em of a handwritten number in a cell
_INK_MM = 0.5  # pen stroke width


def _qrect(rect: RectMM) -> QRectF:
    return QRectF(rect.x, rect.y, rect.w, rect.h)


_CELL_RECTS = tuple(_qrect(geo.cell_rect_mm(cell)) for cell in range(25))
_FIELD_RECTS = tuple(_qrect(geo.white_field_rect_mm(line)) for line in range(12))
_SHEET_RECT = QRectF(0.0, 0.0, geo.SHEET_WIDTH_MM, geo.SHEET_HEIGHT_MM)
_GRID_RECT = _qrect(geo.grid_rect_mm())


def sheet_transform(target: QRectF) -> QTransform:
    """Millimetres of the sheet to ``target``: as large as fits, aspect ratio kept, centred."""
    scale = min(target.width() / geo.SHEET_WIDTH_MM, target.height() / geo.SHEET_HEIGHT_MM)
    dx = target.x() + (target.width() - geo.SHEET_WIDTH_MM * scale) / 2
    dy = target.y() + (target.height() - geo.SHEET_HEIGHT_MM * scale) / 2
    return QTransform(scale, 0.0, 0.0, scale, dx, dy)


def cell_at(transform: QTransform, point: QPointF) -> int | None:
    """The cell under a point in target coordinates (as painted with ``transform``), or None."""
    inverse, invertible = transform.inverted()
    if not invertible:
        return None
    mm = inverse.map(point)
    return geo.cell_at_mm(mm.x(), mm.y())


def white_field_at(transform: QTransform, point: QPointF) -> int | None:
    """The line whose white field is under a point in target coordinates, or None."""
    inverse, invertible = transform.inverted()
    if not invertible:
        return None
    mm = inverse.map(point)
    return geo.white_field_at_mm(mm.x(), mm.y())


def render_sheet_image(
    picture: SheetPicture, width_px: int, device_pixel_ratio: float = 1.0
) -> QImage:
    """The sheet as an image ``width_px`` logical pixels wide (needs a QGuiApplication)."""
    height_px = round(width_px * geo.SHEET_HEIGHT_MM / geo.SHEET_WIDTH_MM)
    image = QImage(
        round(width_px * device_pixel_ratio),
        round(height_px * device_pixel_ratio),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.setDevicePixelRatio(device_pixel_ratio)
    image.fill(COLORS.paper)
    painter = QPainter(image)
    try:
        paint_sheet(painter, QRectF(0, 0, width_px, height_px), picture)
    finally:
        painter.end()
    return image


def paint_sheet(painter: QPainter, target: QRectF, picture: SheetPicture) -> QTransform:
    """Draw the whole sheet into ``target`` and return the millimetre transform used."""
    transform = sheet_transform(target)
    painter.save()
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        painter.setWorldTransform(transform, combine=True)
        base = painter.worldTransform()
        text_base = _TEXT_SCALE * base
        _paint_paper(painter, text_base, picture)
        painter.setWorldTransform(base)
        paint_legend(painter, base, text_base)
        paint_score_box(painter, base, text_base, picture.score)
        _paint_white_fields(painter, base, text_base, picture)
        _paint_grid(painter, picture)
        _paint_numbers(painter, text_base, picture)
        painter.setWorldTransform(base)
        _paint_circles(painter, picture)
        _paint_focus(painter, picture)
        if picture.dimmed:
            painter.fillRect(_SHEET_RECT, COLORS.dim_veil)
    finally:
        painter.restore()
    return transform


def _paint_paper(painter: QPainter, text_base: QTransform, picture: SheetPicture) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(COLORS.paper)
    painter.drawRect(_SHEET_RECT)
    painter.setPen(QPen(COLORS.green_dark, 0.35))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(_SHEET_RECT.adjusted(1.6, 1.6, -1.6, -1.6), 2.0, 2.0)
    title = _qrect(geo.title_rect_mm())
    painter.setPen(COLORS.green_dark)
    painter.setFont(sheet_font(6.0, bold=True))
    draw_text_mm(
        painter,
        text_base,
        title,
        "KNASTER",
        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
    )
    painter.setFont(sheet_font(3.2, bold=True))
    side = _qrect(geo.side_label_rect_mm())
    draw_text_mm(
        painter,
        text_base,
        side,
        picture.layout.name,
        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
    )
    if picture.header:
        painter.setPen(COLORS.print_text)
        font = sheet_font(3.0)
        painter.setFont(font)
        header = _qrect(geo.header_rect_mm())
        draw_text_mm(painter, text_base, header, picture.header, _CENTRE)


def _paint_white_fields(
    painter: QPainter, base: QTransform, text_base: QTransform, picture: SheetPicture
) -> None:
    painter.setWorldTransform(base)
    # The diagonals' fields point at the grid corner their line starts from.
    painter.setPen(QPen(COLORS.green_dark, 0.35, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    d1, d2 = _FIELD_RECTS[10], _FIELD_RECTS[11]
    painter.drawLine(d1.bottomRight(), _GRID_RECT.topLeft())
    painter.drawLine(d2.bottomLeft(), _GRID_RECT.topRight())
    for line, rect in enumerate(_FIELD_RECTS):
        fill = COLORS.field
        if line in picture.flash_lines:
            fill = COLORS.flash
        elif line in picture.bonus_lines:
            fill = COLORS.bonus
        elif line == picture.hint_line:
            fill = COLORS.hint_fill
        painter.setBrush(fill)
        width = 0.8 if line == picture.active_bonus_line else 0.4
        color = COLORS.bonus_frame if line == picture.active_bonus_line else COLORS.green_dark
        painter.setPen(QPen(color, width))
        painter.drawRoundedRect(rect, 1.2, 1.2)
    painter.setPen(COLORS.green_dark)
    painter.setFont(sheet_font(5.6, bold=True))
    for line, rect in enumerate(_FIELD_RECTS):
        draw_text_mm(painter, text_base, rect, str(picture.layout.line_points[line]))
    painter.setWorldTransform(base)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_ink_pen())
    for line in picture.scored_lines:
        rect = _FIELD_RECTS[line]
        centre = rect.center()
        painter.drawPath(pen_circle(centre.x(), centre.y(), 5.0, 4.6, 1000 + line))


def _paint_grid(painter: QPainter, picture: SheetPicture) -> None:
    highlight: dict[int, QColor] = {}
    for line in picture.bonus_lines:
        for cell in LINE_CELLS[line]:
            highlight[cell] = COLORS.bonus
    if picture.hint_line is not None:
        for cell in LINE_CELLS[picture.hint_line]:
            highlight.setdefault(cell, COLORS.hint_fill)
    for line in picture.flash_lines:
        for cell in LINE_CELLS[line]:
            highlight[cell] = COLORS.flash
    painter.setPen(Qt.PenStyle.NoPen)
    for cell, rect in enumerate(_CELL_RECTS):
        if cell in highlight:
            fill = highlight[cell]
        elif cell == picture.hover_cell:
            fill = COLORS.green_hover
        elif cell in picture.target_cells:
            fill = COLORS.green_target
        else:
            fill = COLORS.green
        painter.fillRect(rect, fill)
    painter.setPen(QPen(COLORS.green_dark, 0.3))
    left, top, right, bottom = (
        _GRID_RECT.left(),
        _GRID_RECT.top(),
        _GRID_RECT.right(),
        _GRID_RECT.bottom(),
    )
    for i in range(1, 5):
        offset = i * geo.CELL_MM
        painter.drawLine(QPointF(left + offset, top), QPointF(left + offset, bottom))
        painter.drawLine(QPointF(left, top + offset), QPointF(right, top + offset))
    painter.setPen(QPen(COLORS.green_dark, 0.7))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(_GRID_RECT)
    if picture.active_bonus_line is not None:
        painter.setPen(QPen(COLORS.bonus_frame, 0.7))
        for cell in LINE_CELLS[picture.active_bonus_line]:
            painter.drawRect(_CELL_RECTS[cell].adjusted(0.45, 0.45, -0.45, -0.45))
    if picture.hint_cell is not None:
        painter.setPen(QPen(COLORS.hint_frame, 0.6, Qt.PenStyle.DashLine))
        painter.drawRect(_CELL_RECTS[picture.hint_cell].adjusted(0.8, 0.8, -0.8, -0.8))


def _paint_numbers(painter: QPainter, text_base: QTransform, picture: SheetPicture) -> None:
    painter.setFont(sheet_font(_NUMBER_MM, handwriting=True))
    painter.setPen(COLORS.ink)
    for cell, value in enumerate(picture.values):
        if value:
            _pen_number(painter, text_base, cell, str(value))
    if (
        picture.hover_cell is not None
        and picture.hover_write is not None
        and not picture.values[picture.hover_cell]
    ):
        painter.setPen(COLORS.ink_preview)
        _pen_number(painter, text_base, picture.hover_cell, str(picture.hover_write))


def _pen_number(painter: QPainter, text_base: QTransform, cell: int, text: str) -> None:
    degrees, dx, dy = number_tilt(cell)
    centre = _CELL_RECTS[cell].center()
    k = TEXT_UNITS_PER_MM
    local = QTransform().rotate(degrees) * QTransform.fromTranslate(
        (centre.x() + dx) * k, (centre.y() + dy) * k
    )
    painter.setWorldTransform(local * text_base)
    half = geo.CELL_MM * k / 2
    painter.drawText(QRectF(-half, -half, 2 * half, 2 * half), _CENTRE, text)


def _ink_pen(color: QColor | None = None) -> QPen:
    pen = QPen(color or COLORS.ink, _INK_MM)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def _paint_circles(painter: QPainter, picture: SheetPicture) -> None:
    painter.setBrush(Qt.BrushStyle.NoBrush)
    radius = geo.CELL_MM * 0.39
    if picture.circled:
        painter.setPen(_ink_pen())
        for cell in picture.circled:
            centre = _CELL_RECTS[cell].center()
            painter.drawPath(pen_circle(centre.x(), centre.y(), radius, radius * 0.94, cell))
    cell = picture.hover_cell
    if picture.hover_circle and cell is not None and cell not in picture.circled:
        painter.setPen(_ink_pen(COLORS.ink_preview))
        centre = _CELL_RECTS[cell].center()
        painter.drawPath(pen_circle(centre.x(), centre.y(), radius, radius * 0.94, cell))


def _paint_focus(painter: QPainter, picture: SheetPicture) -> None:
    if picture.focus_cell is None:
        return
    painter.setBrush(Qt.BrushStyle.NoBrush)
    pen = QPen(COLORS.focus, 0.5, Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.drawRoundedRect(
        _CELL_RECTS[picture.focus_cell].adjusted(1.0, 1.0, -1.0, -1.0), 1.0, 1.0
    )
