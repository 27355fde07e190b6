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

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen, QTransform

from knaster_qt.games.exact_hit.core.marks import CROSS
from knaster_qt.games.exact_hit.core.scoring import EXACT_HIT_BONUS
from knaster_qt.games.exact_hit.core.sheets import COLOURS, FIELDS, ROWS
from knaster_qt.games.exact_hit.render import geometry as geo
from knaster_qt.games.exact_hit.render.fonts import (
    TEXT_SCALE,
    TEXT_UNITS_PER_MM,
    draw_text_mm,
    fitting_size,
    sheet_font,
    text_width_mm,
)
from knaster_qt.games.exact_hit.render.palette import COLORS, DICE_FILLS, ON_FILL
from knaster_qt.games.exact_hit.render.pen import number_tilt, pen_cross
from knaster_qt.games.exact_hit.render.picture import Field, SheetPicture
from knaster_qt.games.exact_hit.render.printed_cache import (
    PRINTED_CACHE,
    Placement,
    raster_placement,
)
from knaster_qt.games.exact_hit.render.symbols import symbol_path

_CENTRE = Qt.AlignmentFlag.AlignCenter
_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
SHEET_RECT = QRectF(0.0, 0.0, geo.SHEET_WIDTH_MM, geo.SHEET_HEIGHT_MM)
TITLE = "EXACT HIT"
NUMBER_MM = 7.4  # the em of a handwritten die value
SCORE_MM = 6.6  # of a handwritten row score or total
PRINTED_NUMBER_MM = 4.4  # the field's printed number in its strip
HEADER_MM = 3.0
INK_MM = 0.5  # pen stroke width
_FRAME_MM = 0.3
_CORNER_MM = 1.0


def qrect(rect: geo.RectMM) -> QRectF:
    return QRectF(rect.x, rect.y, rect.w, rect.h)


# --- placing the sheet and hit testing --------------------------------------------------


def sheet_transform(target: QRectF) -> QTransform:
    """Millimetres of the sheet to ``target``: as large as fits, aspect ratio kept, centred."""
    scale = min(target.width() / geo.SHEET_WIDTH_MM, target.height() / geo.SHEET_HEIGHT_MM)
    dx = target.x() + (target.width() - geo.SHEET_WIDTH_MM * scale) / 2
    dy = target.y() + (target.height() - geo.SHEET_HEIGHT_MM * scale) / 2
    return QTransform(scale, 0.0, 0.0, scale, dx, dy)


def _to_mm(transform: QTransform, point: QPointF) -> QPointF | None:
    inverse, invertible = transform.inverted()
    return inverse.map(point) if invertible else None


def field_at(transform: QTransform, point: QPointF) -> Field | None:
    """The field (row, position) under a point of the target painted with ``transform``.

    ``transform`` is what ``paint_sheet`` returned (or ``sheet_transform(target)``). The
    colour of that field is ``picture.colours[row][position]``; see ``field_colour_at``.
    """
    mm = _to_mm(transform, point)
    return None if mm is None else geo.field_at_mm(mm.x(), mm.y())


def field_colour_at(transform: QTransform, point: QPointF, letter: str) -> tuple[int, int] | None:
    """(row, colour) of the field under a point on sheet ``letter``: what a click writes."""
    hit = field_at(transform, point)
    if hit is None:
        return None
    row, position = hit
    return row, SheetPicture.blank(letter).colours[row][position]


# --- the whole sheet -------------------------------------------------------------------


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
            _paint_printed(painter, base, picture)
        else:
            base = placement.mm_to_device * placement.device_to_world
            transform = base * painter.worldTransform().inverted()[0]
            _stamp_printed(painter, placement, picture)
        _paint_overlays(painter, base, picture)
        _paint_pen(painter, base, picture)
        _paint_focus_and_veil(painter, base, picture)
    finally:
        painter.restore()
    return transform


def _stamp_printed(painter: QPainter, placement: Placement, picture: SheetPicture) -> None:
    """The printed sheet from the cache, 1:1 on whole device pixels."""
    key = (picture.letter, picture.header, picture.current_row, round(placement.scale, 6))

    def draw(image_painter: QPainter, base: QTransform) -> None:
        image_painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        image_painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        _paint_printed(image_painter, base, picture)

    image = PRINTED_CACHE.image(key, draw)
    painter.setWorldTransform(placement.device_to_world)
    # 1:1 on whole pixels: smoothing would change nothing and take Qt's slower path.
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
    painter.drawImage(QPointF(placement.origin_x, placement.origin_y), image)


# --- the printed sheet -------------------------------------------------------------------


def _paint_printed(painter: QPainter, base: QTransform, picture: SheetPicture) -> None:
    painter.setWorldTransform(base)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(COLORS.paper)
    painter.drawRect(SHEET_RECT)
    painter.setPen(QPen(COLORS.frame, 0.35))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(SHEET_RECT.adjusted(1.6, 1.6, -1.6, -1.6), 2.0, 2.0)
    _paint_title(painter, base, picture.header)
    for row in range(ROWS):
        if row == picture.current_row:
            _paint_current_row(painter, base, row)
        _paint_row_frame(painter, base, row)
        for position in range(FIELDS):
            colour = picture.colours[row][position]
            _paint_field(painter, base, row, position, colour, picture.numbers[row][position])
    _paint_key(painter, base)
    _paint_bonus_table(painter, base)
    _paint_total_box(painter, base)
    _paint_letter(painter, base, picture.letter)


def _paint_title(painter: QPainter, base: QTransform, header: str) -> None:
    painter.setPen(COLORS.print_text)
    painter.setFont(sheet_font(6.0, bold=True))
    title = geo.title_rect_mm()
    draw_text_mm(painter, base, qrect(title), TITLE, _LEFT)
    if header:
        _paint_header(painter, base, qrect(geo.header_rect_mm()), header)
    else:
        _paint_name_line(painter, base)


def _paint_name_line(painter: QPainter, base: QTransform) -> None:
    """A blank sheet's "name" and the line to write it on."""
    rect = qrect(geo.name_line_rect_mm())
    painter.setFont(sheet_font(2.6))
    painter.setPen(COLORS.faint)
    draw_text_mm(
        painter, base, rect, "name", Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom
    )
    painter.setWorldTransform(base)
    painter.setPen(QPen(COLORS.faint, 0.25))
    left = rect.left() + text_width_mm("name", 2.6) + 1.5
    painter.drawLine(QPointF(left, rect.bottom() - 0.6), QPointF(rect.right(), rect.bottom() - 0.6))


def header_lines(header: str, width_mm: float, height_mm: float) -> list[tuple[str, float, bool]]:
    """The header as (text, size mm, bold) lines: one line if it fits, else name + details."""
    separator = " · "
    if text_width_mm(header, HEADER_MM) <= width_mm * 0.96 or separator not in header:
        return [(header, fitting_size(header, width_mm, HEADER_MM), False)]
    name, details = header.split(separator, 1)
    largest = min(HEADER_MM, height_mm / 2 / 1.25)
    return [
        (name, fitting_size(name, width_mm, largest, bold=True), True),
        (details, fitting_size(details, width_mm, largest), False),
    ]


def _paint_header(painter: QPainter, base: QTransform, rect: QRectF, header: str) -> None:
    """The header right-aligned in its box, on one line or two, never clipped."""
    lines = header_lines(header, rect.width(), rect.height())
    painter.setPen(COLORS.print_text)
    band = rect.height() / len(lines)
    for index, (text, size, bold) in enumerate(lines):
        painter.setFont(sheet_font(size, bold=bold))
        line_rect = QRectF(rect.x(), rect.y() + index * band, rect.width(), band)
        draw_text_mm(painter, base, line_rect, text, _RIGHT)


def _paint_current_row(painter: QPainter, base: QTransform, row: int) -> None:
    painter.setWorldTransform(base)
    painter.setPen(QPen(COLORS.current_frame, 0.6))
    painter.setBrush(COLORS.current_row)
    painter.drawRoundedRect(qrect(geo.row_rect_mm(row)).adjusted(-0.6, -0.6, 0.6, 0.6), 1.6, 1.6)


def _paint_row_frame(painter: QPainter, base: QTransform, row: int) -> None:
    """The row's number, the "=" and its score box."""
    label = qrect(geo.row_label_rect_mm(row))
    painter.setWorldTransform(base)
    painter.setPen(QPen(COLORS.print_text, _FRAME_MM))
    painter.setBrush(COLORS.paper)
    radius = 2.6
    painter.drawEllipse(label.center(), radius, radius)
    painter.setFont(sheet_font(3.4, bold=True))
    draw_text_mm(painter, base, label, str(row + 1))
    painter.setFont(sheet_font(5.0, bold=True))
    draw_text_mm(painter, base, qrect(geo.equals_rect_mm(row)), "=")
    painter.setWorldTransform(base)
    painter.setPen(QPen(COLORS.print_text, 0.45))
    painter.setBrush(COLORS.writing)
    painter.drawRoundedRect(qrect(geo.score_rect_mm(row)), _CORNER_MM, _CORNER_MM)


def _paint_field(
    painter: QPainter, base: QTransform, row: int, position: int, colour: int, number: int
) -> None:
    """One field: the coloured strip with its number and symbol, the white writing area."""
    field = qrect(geo.field_rect_mm(row, position))
    strip = qrect(geo.strip_rect_mm(row, position))
    fill, on_fill = DICE_FILLS[colour], ON_FILL[colour]
    painter.setWorldTransform(base)
    # The whole field in its colour, then the writing area over it: one outline, no seams.
    painter.setPen(QPen(_outline(colour), _FRAME_MM))
    painter.setBrush(fill)
    painter.drawRoundedRect(field, _CORNER_MM, _CORNER_MM)
    writing = qrect(geo.writing_rect_mm(row, position)).adjusted(0.0, 0.7, -0.7, -0.7)
    painter.setPen(QPen(_outline(colour), 0.2))
    painter.setBrush(COLORS.writing)
    painter.drawRoundedRect(writing, 0.6, 0.6)
    painter.setPen(on_fill)
    painter.setFont(sheet_font(PRINTED_NUMBER_MM, bold=True))
    draw_text_mm(painter, base, QRectF(strip.x(), strip.y() + 0.3, strip.width(), 5.6), str(number))
    _paint_symbol(painter, base, colour, QRectF(strip.x() + 0.8, strip.y() + 6.9, 3.4, 3.4))


def _outline(colour: int) -> QColor:
    """A field's outline: the colour itself, darker, so light fields keep an edge."""
    return DICE_FILLS[colour].darker(150 if colour == COLOURS.index("white") else 125)


def _paint_symbol(
    painter: QPainter, base: QTransform, colour: int, rect: QRectF, on_paper: bool = False
) -> None:
    """The colour's symbol: on its fill (light on dark) or, ``on_paper``, in print colour."""
    painter.setWorldTransform(base)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(COLORS.print_text if on_paper else ON_FILL[colour])
    painter.drawPath(symbol_path(colour, rect))


def _paint_key(painter: QPainter, base: QTransform) -> None:
    """The colour key: each colour's swatch with its symbol, and its name."""
    for colour, name in enumerate(COLOURS):
        entry = qrect(geo.key_entry_rect_mm(colour))
        swatch = QRectF(entry.center().x() - 3.4, entry.y() + 0.9, 6.8, 6.0)
        painter.setWorldTransform(base)
        painter.setPen(QPen(_outline(colour), _FRAME_MM))
        painter.setBrush(DICE_FILLS[colour])
        painter.drawRoundedRect(swatch, 0.9, 0.9)
        _paint_symbol(painter, base, colour, swatch.adjusted(1.6, 1.2, -1.6, -1.2))
        painter.setPen(COLORS.print_text)
        painter.setFont(sheet_font(fitting_size(name, entry.width(), 2.2)))
        draw_text_mm(
            painter, base, QRectF(entry.x(), swatch.bottom() + 0.2, entry.width(), 3.0), name
        )


def _paint_bonus_table(painter: QPainter, base: QTransform) -> None:
    """Exact hits 0-6 and their bonus 0 1 3 6 10 15 21, as a two-line table."""
    table = qrect(geo.bonus_table_rect_mm())
    painter.setWorldTransform(base)
    painter.setPen(QPen(COLORS.print_text, _FRAME_MM))
    painter.setBrush(COLORS.writing)
    painter.drawRoundedRect(table, _CORNER_MM, _CORNER_MM)
    middle = table.center().y()
    thin = QPen(COLORS.frame, 0.2)
    painter.setPen(thin)
    painter.drawLine(QPointF(table.left(), middle), QPointF(table.right(), middle))
    for hits in range(len(EXACT_HIT_BONUS)):
        x = geo.bonus_cell_rect_mm(hits, lower=False).x
        painter.drawLine(QPointF(x, table.top()), QPointF(x, table.bottom()))
    painter.setPen(COLORS.print_text)
    for lower, label in ((False, "exact hits"), (True, "bonus")):
        rect = qrect(geo.bonus_label_rect_mm(lower)).adjusted(1.2, 0.0, -0.8, 0.0)
        painter.setFont(sheet_font(fitting_size(label, rect.width(), 2.6, bold=True), bold=True))
        draw_text_mm(painter, base, rect, label, _LEFT)
    for hits, bonus in enumerate(EXACT_HIT_BONUS):
        painter.setPen(COLORS.print_text)
        painter.setFont(sheet_font(3.0))
        upper = qrect(geo.bonus_cell_rect_mm(hits, lower=False))
        # The count and a printed x beside it, centred together: "3 x".
        centre = upper.center()
        number = QRectF(centre.x() - 3.0, upper.y(), 3.0, upper.height())
        draw_text_mm(painter, base, number, str(hits), _RIGHT)
        x_mark = QRectF(centre.x() + 0.5, centre.y() - 0.75, 1.5, 1.5)
        _paint_printed_x(painter, base, x_mark)
        painter.setPen(COLORS.print_text)
        painter.setFont(sheet_font(3.4, bold=True))
        draw_text_mm(painter, base, qrect(geo.bonus_cell_rect_mm(hits, lower=True)), str(bonus))


def _paint_printed_x(painter: QPainter, base: QTransform, rect: QRectF) -> None:
    """The small x that marks an exact hit, printed (in the bonus table's heading)."""
    painter.setWorldTransform(base)
    pen = QPen(COLORS.print_text, 0.3)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.drawLine(rect.topLeft(), rect.bottomRight())
    painter.drawLine(rect.topRight(), rect.bottomLeft())


def _paint_total_box(painter: QPainter, base: QTransform) -> None:
    painter.setPen(COLORS.print_text)
    painter.setFont(sheet_font(3.4, bold=True))
    draw_text_mm(painter, base, qrect(geo.total_label_rect_mm()), "total =", _RIGHT)
    painter.setWorldTransform(base)
    painter.setPen(QPen(COLORS.print_text, 0.7))
    painter.setBrush(COLORS.writing)
    painter.drawRoundedRect(qrect(geo.total_rect_mm()), _CORNER_MM, _CORNER_MM)


def _paint_letter(painter: QPainter, base: QTransform, letter: str) -> None:
    """The sheet letter in the bottom-right corner, large, with a small caption above it."""
    box = qrect(geo.letter_rect_mm())
    painter.setWorldTransform(base)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(COLORS.print_text)
    painter.drawRoundedRect(box, 1.4, 1.4)
    painter.setPen(COLORS.paper)
    painter.setFont(sheet_font(1.9, bold=True))
    draw_text_mm(painter, base, QRectF(box.x(), box.y() + 0.4, box.width(), 2.6), "sheet")
    painter.setFont(sheet_font(8.6, bold=True))
    draw_text_mm(
        painter, base, QRectF(box.x(), box.y() + 2.4, box.width(), box.height() - 2.6), letter
    )


# --- screen overlays (under the ink) ---------------------------------------------------------


def _paint_overlays(painter: QPainter, base: QTransform, picture: SheetPicture) -> None:
    painter.setWorldTransform(base)
    for field in sorted(picture.target_fields):
        _fill_writing(painter, field, COLORS.target, COLORS.target_frame, 0.35)
    if picture.hover_field is not None:
        _fill_writing(painter, picture.hover_field, COLORS.hover, COLORS.target_frame, 0.5)


def _fill_writing(
    painter: QPainter, field: Field, fill: QColor, frame: QColor, frame_mm: float
) -> None:
    rect = qrect(geo.writing_rect_mm(*field)).adjusted(0.0, 0.7, -0.7, -0.7)
    painter.setPen(QPen(frame, frame_mm))
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, 0.6, 0.6)


# --- the pen -------------------------------------------------------------------------------------


def _paint_pen(painter: QPainter, base: QTransform, picture: SheetPicture) -> None:
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
    painter.drawText(QRectF(-half, -half, 2 * half, 2 * half), _CENTRE, text)


def paint_exact_x(painter: QPainter, base: QTransform, field: Field, ink: QColor) -> None:
    """The small x a player adds beside a value that equals the printed number."""
    rect = geo.exact_mark_rect_mm(*field)
    _paint_pen_path(
        painter, base, pen_cross(rect.x, rect.y, rect.w, rect.h, 500 + _seed(field)), ink, 0.42
    )


def paint_cross(painter: QPainter, base: QTransform, field: Field, ink: QColor) -> None:
    """The cross over a field's writing area: nothing can be written there any more."""
    rect = geo.writing_rect_mm(*field)
    path = pen_cross(rect.x + 1.6, rect.y + 1.8, rect.w - 3.4, rect.h - 3.6, _seed(field))
    _paint_pen_path(painter, base, path, ink, INK_MM)


def _paint_pen_path(
    painter: QPainter, base: QTransform, path: QPainterPath, ink: QColor, width: float
) -> None:
    painter.setWorldTransform(base)
    pen = QPen(ink, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)


# --- over the ink ----------------------------------------------------------------------------------


def _paint_focus_and_veil(painter: QPainter, base: QTransform, picture: SheetPicture) -> None:
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
