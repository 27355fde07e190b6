"""The printed part of an Exact Hit sheet, in millimetres: what is on it before anyone writes.

Paper and border, the title (or, on a printed finished sheet, the header line; on a blank
one a line for the name), each row's number, fields, "=" and score box, the colour key, the
exact-hit bonus table, the total box and the sheet letter in the bottom-right corner. Only
the sheet's letter, header and highlighted current row change it, so raster devices keep
it as an image (``printed_cache``).

Every function takes ``base``, the transform from millimetres to the painter's device,
and leaves the painter's world transform undefined (the caller sets it again).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen, QTransform

from knaster_qt.games.exact_hit.core.scoring import EXACT_HIT_BONUS
from knaster_qt.games.exact_hit.core.sheets import COLOURS, FIELDS, ROWS
from knaster_qt.games.exact_hit.render import geometry as geo
from knaster_qt.games.exact_hit.render.palette import COLORS, DICE_FILLS, ON_FILL
from knaster_qt.games.exact_hit.render.picture import SheetPicture
from knaster_qt.games.exact_hit.render.symbols import symbol_path
from knaster_qt.kit import fonts
from knaster_qt.kit.fonts import (
    TEXT_SCALE,
    TEXT_UNITS_PER_MM,
    draw_fitted_mm,
    draw_right_aligned_mm,
    draw_text_mm,
    sheet_font,
    text_width_mm,
)
from knaster_qt.kit.paint import paint_paper, qrect
from knaster_qt.text_fit import fit_text
from knaster_qt.texts import translated

CENTRE = Qt.AlignmentFlag.AlignCenter
_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
SHEET_RECT = QRectF(0.0, 0.0, geo.SHEET_WIDTH_MM, geo.SHEET_HEIGHT_MM)
TITLE = "EXACT HIT"  # the game's name, as printed on every pad


# The printed words, in the app's language when painted (context "ExactHitSheet"); a long
# translation is set smaller, or on two lines, to fit its place (draw_fitted_mm).
def name_word() -> str:
    return QCoreApplication.translate(
        "ExactHitSheet", "name", "a blank sheet: write your name here"
    )


def exact_hits_word() -> str:
    return QCoreApplication.translate(
        "ExactHitSheet", "exact hits", "bonus table heading: how many dice matched their field"
    )


def bonus_word() -> str:
    return QCoreApplication.translate(
        "ExactHitSheet", "bonus", "bonus table heading: the points for that many exact hits"
    )


def total_word() -> str:
    return QCoreApplication.translate("ExactHitSheet", "total =", "the sheet's total box")


def sheet_word() -> str:
    return QCoreApplication.translate(
        "ExactHitSheet", "sheet", "small caption over the sheet's letter (A to F)"
    )


def colour_name(colour: int) -> str:
    """A die's colour as the key prints it, in the app's language."""
    return translated(COLOURS[colour])


def printed_language() -> str:
    """Which words the printed sheet is in now (its cache keeps one image per language)."""
    return QLocale().name() + "|" + total_word()


PRINTED_NUMBER_MM = 4.4  # the field's printed number in its strip
HEADER_MM = 3.0
SMALLEST_MM = 1.4  # printed text is never set smaller than this to make it fit
_FRAME_MM = 0.3
CORNER_MM = 1.0


def writing_inner(field: tuple[int, int]) -> QRectF:
    """The white inside a field's writing area, within the field's coloured edge."""
    return qrect(geo.writing_rect_mm(*field)).adjusted(0.0, 0.7, -0.7, -0.7)


def paint_printed(painter: QPainter, base: QTransform, picture: SheetPicture) -> None:
    paint_paper(painter, base, SHEET_RECT, COLORS.paper, COLORS.frame)
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
    draw_text_mm(painter, TEXT_SCALE * base, qrect(title), TITLE, _LEFT)
    if header:
        _paint_header(painter, base, qrect(geo.header_rect_mm()), header)
    else:
        _paint_name_line(painter, base)


def _paint_name_line(painter: QPainter, base: QTransform) -> None:
    """A blank sheet's NAME and the line to write it on."""
    rect = qrect(geo.name_line_rect_mm())
    painter.setPen(COLORS.faint)
    name = name_word()
    word = QRectF(rect.x(), rect.y(), rect.width() / 2, rect.height())
    flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom
    draw_fitted_mm(painter, TEXT_SCALE * base, word, name, 2.6, flags, margin=0.3)
    size = fit_text(name, word, 2.6, sheet_font, TEXT_UNITS_PER_MM, margin=0.3).size
    painter.setWorldTransform(base)
    painter.setPen(QPen(COLORS.faint, 0.25))
    left = rect.left() + 0.3 + text_width_mm(name, size) + 1.5
    painter.drawLine(QPointF(left, rect.bottom() - 0.6), QPointF(rect.right(), rect.bottom() - 0.6))


def header_lines(header: str, width_mm: float, height_mm: float) -> list[tuple[str, float, bool]]:
    """The header as (text, size mm, bold) lines: one line if it fits, else name + details."""
    return fonts.header_lines(header, width_mm, height_mm, HEADER_MM, SMALLEST_MM)


def _paint_header(painter: QPainter, base: QTransform, rect: QRectF, header: str) -> None:
    """The header right-aligned in its box, on one line or two, never clipped."""
    lines = header_lines(header, rect.width(), rect.height())
    painter.setPen(COLORS.print_text)
    band = rect.height() / len(lines)
    for index, (text, size, bold) in enumerate(lines):
        painter.setFont(sheet_font(size, bold=bold))
        line_rect = QRectF(rect.x(), rect.y() + index * band, rect.width(), band)
        draw_right_aligned_mm(painter, TEXT_SCALE * base, line_rect, text)


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
    draw_text_mm(painter, TEXT_SCALE * base, label, str(row + 1))
    painter.setFont(sheet_font(5.0, bold=True))
    draw_text_mm(painter, TEXT_SCALE * base, qrect(geo.equals_rect_mm(row)), "=")
    painter.setWorldTransform(base)
    painter.setPen(QPen(COLORS.print_text, 0.45))
    painter.setBrush(COLORS.writing)
    painter.drawRoundedRect(qrect(geo.score_rect_mm(row)), CORNER_MM, CORNER_MM)


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
    painter.drawRoundedRect(field, CORNER_MM, CORNER_MM)
    writing = writing_inner((row, position))
    painter.setPen(QPen(_outline(colour), 0.2))
    painter.setBrush(COLORS.writing)
    painter.drawRoundedRect(writing, 0.6, 0.6)
    painter.setPen(on_fill)
    painter.setFont(sheet_font(PRINTED_NUMBER_MM, bold=True))
    draw_text_mm(
        painter,
        TEXT_SCALE * base,
        QRectF(strip.x(), strip.y() + 0.3, strip.width(), 5.6),
        str(number),
    )
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
    for colour in range(len(COLOURS)):
        name = colour_name(colour)
        entry = qrect(geo.key_entry_rect_mm(colour))
        swatch = QRectF(entry.center().x() - 3.4, entry.y() + 0.9, 6.8, 6.0)
        painter.setWorldTransform(base)
        painter.setPen(QPen(_outline(colour), _FRAME_MM))
        painter.setBrush(DICE_FILLS[colour])
        painter.drawRoundedRect(swatch, 0.9, 0.9)
        _paint_symbol(painter, base, colour, swatch.adjusted(1.6, 1.2, -1.6, -1.2))
        painter.setPen(COLORS.print_text)
        below = QRectF(entry.x(), swatch.bottom() + 0.2, entry.width(), 3.0)
        draw_fitted_mm(painter, TEXT_SCALE * base, below, name, 2.2)


def _paint_bonus_table(painter: QPainter, base: QTransform) -> None:
    """Exact hits 0-6 and their bonus 0 1 3 6 10 15 21, as a two-line table."""
    table = qrect(geo.bonus_table_rect_mm())
    painter.setWorldTransform(base)
    painter.setPen(QPen(COLORS.print_text, _FRAME_MM))
    painter.setBrush(COLORS.writing)
    painter.drawRoundedRect(table, CORNER_MM, CORNER_MM)
    middle = table.center().y()
    thin = QPen(COLORS.frame, 0.2)
    painter.setPen(thin)
    painter.drawLine(QPointF(table.left(), middle), QPointF(table.right(), middle))
    for hits in range(len(EXACT_HIT_BONUS)):
        x = geo.bonus_cell_rect_mm(hits, lower=False).x
        painter.drawLine(QPointF(x, table.top()), QPointF(x, table.bottom()))
    painter.setPen(COLORS.print_text)
    for lower, label in ((False, exact_hits_word()), (True, bonus_word())):
        rect = qrect(geo.bonus_label_rect_mm(lower)).adjusted(0.6, 0.0, 0.0, 0.0)
        draw_fitted_mm(painter, TEXT_SCALE * base, rect, label, 2.6, _LEFT, bold=True, margin=0.6)
    for hits, bonus in enumerate(EXACT_HIT_BONUS):
        painter.setPen(COLORS.print_text)
        painter.setFont(sheet_font(3.0))
        upper = qrect(geo.bonus_cell_rect_mm(hits, lower=False))
        # The count and a printed x beside it, centred together: "3 x".
        centre = upper.center()
        number = QRectF(centre.x() - 3.0, upper.y(), 3.0, upper.height())
        draw_text_mm(painter, TEXT_SCALE * base, number, str(hits), _RIGHT)
        x_mark = QRectF(centre.x() + 0.5, centre.y() - 0.75, 1.5, 1.5)
        _paint_printed_x(painter, base, x_mark)
        painter.setPen(COLORS.print_text)
        painter.setFont(sheet_font(3.4, bold=True))
        draw_text_mm(
            painter, TEXT_SCALE * base, qrect(geo.bonus_cell_rect_mm(hits, lower=True)), str(bonus)
        )


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
    label = qrect(geo.total_label_rect_mm())
    total = total_word()
    draw_fitted_mm(painter, TEXT_SCALE * base, label, total, 3.4, _RIGHT, bold=True)
    painter.setWorldTransform(base)
    painter.setPen(QPen(COLORS.print_text, 0.7))
    painter.setBrush(COLORS.writing)
    painter.drawRoundedRect(qrect(geo.total_rect_mm()), CORNER_MM, CORNER_MM)


def _paint_letter(painter: QPainter, base: QTransform, letter: str) -> None:
    """The sheet letter in the bottom-right corner, large, with a small caption above it; a
    caption too long for one line takes two, and the letter is set smaller below them."""
    box = qrect(geo.letter_rect_mm())
    painter.setWorldTransform(base)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(COLORS.print_text)
    painter.drawRoundedRect(box, 1.4, 1.4)
    painter.setPen(COLORS.paper)
    caption = sheet_word()
    top = QRectF(box.x(), box.y() + 0.2, box.width(), 5.4)  # room for one line or two
    flags = Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter
    draw_fitted_mm(painter, TEXT_SCALE * base, top, caption, 2.0, flags, bold=True, margin=0.3)
    fit = fit_text(caption, top, 2.0, sheet_font, TEXT_UNITS_PER_MM, bold=True, margin=0.3)
    block = len(fit.lines) * _line_height_mm(fit.size, bold=True)
    below = QRectF(box.x(), top.y() + 0.3 + block - 0.3, box.width(), 0.0)
    below.setBottom(box.bottom() - 0.2)
    size = min(8.6, below.height() / (_line_height_mm(8.6, bold=True) / 8.6))
    painter.setFont(sheet_font(round(size, 1), bold=True))
    draw_text_mm(painter, TEXT_SCALE * base, below, letter)


def _line_height_mm(size_mm: float, bold: bool) -> float:
    return QFontMetricsF(sheet_font(size_mm, bold)).height() / TEXT_UNITS_PER_MM
