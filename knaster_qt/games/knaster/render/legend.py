"""The printed parts left of the grid: the combination legend and the score box.

Their words are the pad's, in the app's language (context "KnasterSheet"): the names players
use for the combinations, not word for word. A word longer than its box (a long
translation) is set smaller until it fits, as a well-made pad would print it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform

from knaster_qt.games.knaster.core.combinations import Combination
from knaster_qt.games.knaster.render import geometry as geo
from knaster_qt.games.knaster.render.palette import COLORS
from knaster_qt.kit.fonts import (
    TEXT_SCALE,
    draw_fitted_mm,
    draw_text_mm,
    sheet_font,
)
from knaster_qt.kit.paint import qrect
from knaster_qt.text_fit import MARGIN

if TYPE_CHECKING:  # the engine loads after the window's first paint
    from knaster_qt.games.knaster.core.game import PlayerScore

# The legend in the rulebook's order, each with the rulebook's example line.
LEGEND: tuple[tuple[Combination, str], ...] = (
    (Combination.THREE_OF_A_KIND, "7-8-7-7-4"),
    (Combination.FOUR_OF_A_KIND, "6-3-6-6-6"),
    (Combination.FIVE_OF_A_KIND, "8-8-8-8-8"),
    (Combination.TWO_PAIRS, "5-6-6-10-5"),
    (Combination.FULL_HOUSE, "4-9-4-4-9"),
    (Combination.STRAIGHT, "7-10-8-6-9"),
)
_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
_LEGEND_CIRCLE_MM = 2.7


def legend_name(combination: Combination) -> str:
    """The combination's name as the legend prints it, in the app's language."""
    # Translators: the names the rulebook of your language prints in its legend (pt: Tripla,
    # Quadra, Quíntupla, 2 duplas, Full House, Rua; de: Drilling, Vierling, Fünfling,
    # Zwei Paare, Full House, Straße; fr: brelan, carré, ...).
    if combination is Combination.THREE_OF_A_KIND:
        return QCoreApplication.translate(
            "KnasterSheet", "Three of a kind", "legend of the printed sheet: a combination"
        )
    if combination is Combination.FOUR_OF_A_KIND:
        return QCoreApplication.translate(
            "KnasterSheet", "Four of a kind", "legend of the printed sheet: a combination"
        )
    if combination is Combination.FIVE_OF_A_KIND:
        return QCoreApplication.translate(
            "KnasterSheet", "Five of a kind", "legend of the printed sheet: a combination"
        )
    if combination is Combination.TWO_PAIRS:
        return QCoreApplication.translate(
            "KnasterSheet", "Two pairs", "legend of the printed sheet: a combination"
        )
    if combination is Combination.FULL_HOUSE:
        return QCoreApplication.translate(
            "KnasterSheet", "Full house", "legend of the printed sheet: a combination"
        )
    if combination is Combination.STRAIGHT:
        return QCoreApplication.translate(
            "KnasterSheet", "Straight", "legend of the printed sheet: a combination"
        )
    return combination.label.capitalize()


def pad_language() -> str:
    """Which words the pad is printed in now (a cache of printed pads keeps one per language)."""
    return QLocale().name() + "|" + legend_name(Combination.FULL_HOUSE)


def paint_legend(painter: QPainter, base: QTransform, text_base: QTransform) -> None:
    legend = qrect(geo.legend_rect_mm())
    first_row = geo.legend_row_rect_mm(0)
    heading = QRectF(legend.x(), legend.y(), legend.width(), first_row.y - legend.y())
    painter.setWorldTransform(base)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(COLORS.green)
    # One band, rounded at the top like the legend's frame and square below.
    rounded, lower = QPainterPath(), QPainterPath()
    rounded.addRoundedRect(heading, 1.2, 1.2)
    lower.addRect(heading.adjusted(0, heading.height() / 2, 0, 0))
    painter.drawPath(rounded.united(lower))
    painter.setPen(QPen(COLORS.green_dark, 0.25))
    for index in range(1, len(LEGEND)):
        y = geo.legend_row_rect_mm(index).y
        painter.drawLine(QPointF(legend.left() + 1.0, y), QPointF(legend.right() - 1.0, y))
    painter.setPen(QPen(COLORS.green_dark, 0.35))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(legend, 1.2, 1.2)
    painter.setPen(COLORS.green_dark)
    # The heading: the combination's name at the left, its bonus circles at the right.
    inside = heading.adjusted(1.5, 0, -1.3, 0)
    circles = QCoreApplication.translate(
        "KnasterSheet", "circles", "legend heading over the bonus circles each combination earns"
    )
    circles_width = min(inside.width() / 2, 12.0)
    name_box = QRectF(inside.x(), inside.y(), inside.width() - circles_width - 0.5, inside.height())
    circles_box = QRectF(inside.right() - circles_width, inside.y(), circles_width, inside.height())
    combination = QCoreApplication.translate(
        "KnasterSheet", "Combination", "legend heading over the combinations' names"
    )
    draw_fitted_mm(painter, text_base, name_box, combination, 2.5, _LEFT, bold=True)
    draw_fitted_mm(painter, text_base, circles_box, circles, 2.5, _RIGHT, bold=True)
    for index in range(len(LEGEND)):
        _paint_legend_row(painter, base, text_base, index)


def legend_row_highlight_rect(index: int) -> QRectF:
    """Where a lit legend row is filled: the row inside the legend's frame and row lines."""
    return qrect(geo.legend_row_rect_mm(index)).adjusted(0.6, 0.35, -0.6, -0.35)


def paint_legend_row_highlight(
    painter: QPainter, base: QTransform, index: int, fill: QColor, frame: QColor | None
) -> None:
    """Light up one combination of the legend (the one just made), as players mark it."""
    painter.setWorldTransform(base)
    painter.setBrush(fill)
    painter.setPen(QPen(frame, 0.5) if frame is not None else Qt.PenStyle.NoPen)
    painter.drawRoundedRect(legend_row_highlight_rect(index), 0.8, 0.8)
    _paint_legend_row(painter, base, TEXT_SCALE * base, index)


def _paint_legend_row(
    painter: QPainter, base: QTransform, text_base: QTransform, index: int
) -> None:
    """A row's name, example line and circles (the pad's, or again over a highlight)."""
    combination, example = LEGEND[index]
    row = geo.legend_row_rect_mm(index)
    painter.setWorldTransform(base)
    painter.setPen(QPen(COLORS.green_dark, 0.3))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    centre_y = row.y + row.h / 2
    for circle in range(combination.circles):
        centre_x = row.right - 1.3 - _LEGEND_CIRCLE_MM / 2 - circle * (_LEGEND_CIRCLE_MM + 0.8)
        painter.drawEllipse(
            QPointF(centre_x, centre_y), _LEGEND_CIRCLE_MM / 2, _LEGEND_CIRCLE_MM / 2
        )
    painter.setPen(COLORS.green_dark)
    # Left of the circles, as wide as the row's circles allow (a long name gets all of it).
    circles_mm = combination.circles * (_LEGEND_CIRCLE_MM + 0.8) + 1.3
    name = QRectF(row.x + 1.5, row.y + 0.5, row.w - 1.5 - circles_mm - 0.5, row.h / 2)
    draw_fitted_mm(painter, text_base, name, legend_name(combination), 2.9, _LEFT, bold=True)
    painter.setPen(COLORS.print_text)
    painter.setFont(sheet_font(2.7))
    line = QRectF(row.x + 1.5, row.y + row.h / 2 - 0.2, row.w - 12.0, row.h / 2)
    draw_text_mm(painter, text_base, line, example, _LEFT)


def legend_row_of(combination: Combination) -> int | None:
    """The legend row (0..5) of a combination; None for no combination."""
    for index, (listed, _example) in enumerate(LEGEND):
        if listed is combination:
            return index
    return None


def paint_score_box(painter: QPainter, base: QTransform, text_base: QTransform) -> None:
    """The empty score box: 'white fields + circles = total'."""
    box = qrect(geo.score_box_rect_mm())
    fields = [qrect(rect) for rect in geo.score_field_rects_mm()]
    painter.setWorldTransform(base)
    painter.setPen(QPen(COLORS.green_dark, 0.35))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(box, 1.2, 1.2)
    painter.setBrush(COLORS.field)
    painter.setPen(QPen(COLORS.green_dark, 0.4))
    for field in fields:
        painter.drawRoundedRect(field, 1.0, 1.0)
    painter.setPen(COLORS.green_dark)
    draw_fitted_mm(
        painter,
        text_base,
        QRectF(box.x() + 1.5, box.y() + 1.0, box.width() - 3, 4.0),
        QCoreApplication.translate("KnasterSheet", "Score", "the printed sheet's score box"),
        2.6,
        _LEFT,
        bold=True,
    )
    painter.setFont(sheet_font(4.2, bold=True))
    for sign, left, right in (("+", fields[0], fields[1]), ("=", fields[1], fields[2])):
        draw_text_mm(
            painter,
            text_base,
            QRectF(left.right(), left.y(), right.left() - left.right(), left.height()),
            sign,
        )
    labels = (
        QCoreApplication.translate(
            "KnasterSheet", "white fields", "score box: the points of the lines' white fields"
        ),
        QCoreApplication.translate(
            "KnasterSheet", "circles", "score box: one point per circled number"
        ),
        QCoreApplication.translate("KnasterSheet", "total", "score box: the final score"),
    )
    for label, area in zip(labels, score_label_rects(), strict=True):
        draw_fitted_mm(painter, text_base, area, label, 2.0, _TOP_CENTRE, margin=MARGIN)


_TOP_CENTRE = Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter


def score_label_rects() -> list[QRectF]:
    """Below each score field, the room for its label: centred under the field, as wide as
    the gaps beside it allow and inside the score box, down to the box's bottom."""
    box = qrect(geo.score_box_rect_mm())
    inside = box.adjusted(0.4, 0, -0.4, -0.4)  # within the frame's line
    fields = [qrect(rect) for rect in geo.score_field_rects_mm()]
    gap = fields[1].left() - fields[0].right()
    rects = []
    for field in fields:
        centre = field.center().x()
        half = min(field.width() / 2 + gap / 2, centre - inside.left(), inside.right() - centre)
        top = field.bottom() + 0.2
        rects.append(QRectF(centre - half, top, 2 * half, inside.bottom() - top))
    return rects


def paint_score_values(painter: QPainter, text_base: QTransform, score: PlayerScore) -> None:
    """The score written into the score box by hand."""
    fields = [qrect(rect) for rect in geo.score_field_rects_mm()]
    painter.setPen(COLORS.ink)
    painter.setFont(sheet_font(5.0, bold=True, handwriting=True))
    for value, field in zip((score.line_points, score.circles, score.total), fields, strict=True):
        draw_text_mm(painter, text_base, field, str(value))
