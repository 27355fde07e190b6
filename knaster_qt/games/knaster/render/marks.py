"""The parts of a sheet, each drawn in millimetres: the printed pad, the overlays, the pen marks.

Every function takes a painter and ``base``, the transform from millimetres to
the painter's device, and leaves the painter's world transform undefined (the
caller sets it again). The sheet painter draws them straight onto a printer or
PDF, and through its image cache onto the screen.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform

from knaster_qt.games.knaster.core.layout import SheetLayout
from knaster_qt.games.knaster.core.notation import LINE_CELLS
from knaster_qt.games.knaster.render import geometry as geo
from knaster_qt.games.knaster.render.header import paint_header
from knaster_qt.games.knaster.render.legend import (
    legend_row_highlight_rect,
    pad_language,
    paint_legend,
    paint_legend_row_highlight,
    paint_score_box,
    paint_score_values,
)
from knaster_qt.games.knaster.render.palette import COLORS
from knaster_qt.games.knaster.render.pen import (
    CIRCLE_POINTS,
    number_tilt,
    pen_circle,
    pen_circle_part,
)
from knaster_qt.games.knaster.render.picture import SheetPicture
from knaster_qt.kit.fonts import (
    TEXT_SCALE,
    TEXT_UNITS_PER_MM,
    draw_fitted_mm,
    draw_text_mm,
    sheet_font,
)
from knaster_qt.kit.paint import paint_paper, qrect, stroke_pen_path

_CENTRE = Qt.AlignmentFlag.AlignCenter
NUMBER_MM = 6.6  # the em of a handwritten number in a cell
INK_MM = 0.5  # pen stroke width
CELL_CIRCLE_RADIUS_MM = geo.CELL_MM * 0.39
_GRID_LINE_MM = 0.3
_GRID_BORDER_MM = 0.7


CELL_RECTS = tuple(qrect(geo.cell_rect_mm(cell)) for cell in range(25))
FIELD_RECTS = tuple(qrect(geo.white_field_rect_mm(line)) for line in range(12))
SHEET_RECT = QRectF(0.0, 0.0, geo.SHEET_WIDTH_MM, geo.SHEET_HEIGHT_MM)
GRID_RECT = qrect(geo.grid_rect_mm())


def prepare(painter: QPainter) -> None:
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)


# --- the printed pad (the same for every picture of one layout and header) -------


def side_label(layout: SheetLayout) -> str:
    """The side's name printed at the top right ("Side A (classic)"), in the app's language."""
    if layout.id == "A" and layout.name == "Side A (classic)":
        return QCoreApplication.translate("KnasterSheet", "Side A (classic)", "a side of the pad")
    if layout.id == "B" and layout.name == "Side B (mirrored)":
        #: Side B's grid is side A's mirrored: the white fields' points are swapped around
        return QCoreApplication.translate("KnasterSheet", "Side B (mirrored)", "a side of the pad")
    return layout.name  # a layout file's own name


def paint_printed_pad(
    painter: QPainter, base: QTransform, layout: SheetLayout, header: str
) -> None:
    """Everything printed on the pad before anyone writes on it, plus the header line."""
    text_base = TEXT_SCALE * base
    paint_paper(painter, base, SHEET_RECT, COLORS.paper, COLORS.green_dark)
    left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    painter.setPen(COLORS.green_dark)
    painter.setFont(sheet_font(6.0, bold=True))
    draw_text_mm(painter, text_base, qrect(geo.title_rect_mm()), "KNASTER", left)
    side = qrect(geo.side_label_rect_mm())
    draw_fitted_mm(painter, text_base, side, side_label(layout), 3.2, right, bold=True)
    if header:
        paint_header(painter, text_base, qrect(geo.header_rect_mm()), header)
    paint_legend(painter, base, text_base)
    paint_score_box(painter, base, text_base)
    painter.setWorldTransform(base)
    # The diagonals' fields point at the grid corner their line starts from.
    painter.setPen(QPen(COLORS.green_dark, 0.35, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    d1, d2 = FIELD_RECTS[10], FIELD_RECTS[11]
    painter.drawLine(d1.bottomRight(), GRID_RECT.topLeft())
    painter.drawLine(d2.bottomLeft(), GRID_RECT.topRight())
    for line in range(12):
        paint_white_field(painter, base, layout, line, COLORS.field)
    painter.setWorldTransform(base)
    painter.fillRect(GRID_RECT, COLORS.green)
    paint_grid_lines(painter, base)


def paint_white_field(
    painter: QPainter,
    base: QTransform,
    layout: SheetLayout,
    line: int,
    fill: QColor,
    frame: QColor | None = None,
    frame_width: float = 0.8,
) -> None:
    """One white field with its points; ``frame`` marks the line asking for circles now."""
    rect = FIELD_RECTS[line]
    painter.setWorldTransform(base)
    painter.setBrush(fill)
    painter.setPen(QPen(frame or COLORS.green_dark, frame_width if frame else 0.4))
    painter.drawRoundedRect(rect, 1.2, 1.2)
    painter.setPen(COLORS.green_dark)
    painter.setFont(sheet_font(5.6, bold=True))
    draw_text_mm(painter, TEXT_SCALE * base, rect, str(layout.line_points[line]))


def paint_grid_lines(painter: QPainter, base: QTransform) -> None:
    painter.setWorldTransform(base)
    painter.setPen(QPen(COLORS.green_dark, _GRID_LINE_MM))
    left, top = GRID_RECT.left(), GRID_RECT.top()
    right, bottom = GRID_RECT.right(), GRID_RECT.bottom()
    for i in range(1, 5):
        offset = i * geo.CELL_MM
        painter.drawLine(QPointF(left + offset, top), QPointF(left + offset, bottom))
        painter.drawLine(QPointF(left, top + offset), QPointF(right, top + offset))
    painter.setPen(QPen(COLORS.green_dark, _GRID_BORDER_MM))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(GRID_RECT)


# --- what changes from picture to picture ----------------------------------------


def asking_lines(picture: SheetPicture) -> frozenset[int]:
    """The lines that ask for bonus circles now: the one being handled, else every due one
    (then the player first chooses which, by its white field)."""
    if picture.active_bonus_line is not None:
        return frozenset({picture.active_bonus_line})
    return picture.bonus_lines


def cell_fills(picture: SheetPicture) -> dict[int, QColor]:
    """The cells whose fill differs from the plain green, and their colour.

    Later fills win: a line asking for circles shows over one that waits its turn,
    which shows over a line just completed without a combination.
    """
    fills: dict[int, QColor] = dict.fromkeys(picture.target_cells, COLORS.green_target)
    if picture.hover_cell is not None:
        fills[picture.hover_cell] = COLORS.green_hover
    if picture.hint_line is not None:
        for cell in LINE_CELLS[picture.hint_line]:
            fills[cell] = COLORS.hint_fill
    asking = asking_lines(picture)
    for lines, color in (
        (picture.plain_lines, COLORS.plain_line),
        (picture.bonus_lines - asking, COLORS.bonus_waiting),
        (asking, COLORS.bonus),
    ):
        for line in lines:
            for cell in LINE_CELLS[line]:
                fills[cell] = color
    return fills


def field_fills(picture: SheetPicture) -> dict[int, QColor]:
    """The white fields highlighted by the overlays, and their colour."""
    fills: dict[int, QColor] = {}
    if picture.hint_line is not None:
        fills[picture.hint_line] = COLORS.hint_fill
    for line in picture.plain_lines:
        fills[line] = COLORS.plain_line
    for line, fraction in picture.field_sweeps:
        if fraction < 1.0:
            fills[line] = COLORS.scored_glow
    asking = asking_lines(picture)
    for line in picture.bonus_lines - asking:
        fills[line] = COLORS.bonus_waiting
    for line in asking:
        fills[line] = COLORS.bonus
    return fills


PULSE_STEPS = 6  # the asking field's frame takes this many widths: few cached images


def _asking_frame_width(pulse: float) -> float:
    step = round(min(max(pulse, 0.0), 1.0) * (PULSE_STEPS - 1))
    return 0.7 + 0.5 * step / (PULSE_STEPS - 1)


def legend_fills(picture: SheetPicture) -> dict[int, tuple[QColor, bool]]:
    """Lit legend rows: (fill, framed) for the combination asking now and those due later."""
    rows = dict.fromkeys(picture.legend_rows, (COLORS.bonus_waiting, False))
    if picture.active_legend_row is not None:
        rows[picture.active_legend_row] = (COLORS.bonus, True)
    return rows


# A piece of overlay that can be cached as an image: (cache key, area in mm, drawer).
Drawer = Callable[[QPainter, QTransform], None]
Piece = tuple[tuple[object, ...], QRectF, Drawer]


def paint_cell_fills(painter: QPainter, base: QTransform, picture: SheetPicture) -> None:
    """Highlighted cells: plain fills that leave the grid lines and the border visible."""
    painter.setWorldTransform(base)
    line, border = _GRID_LINE_MM / 2, _GRID_BORDER_MM / 2
    for cell, color in cell_fills(picture).items():
        row, column = divmod(cell, 5)
        rect = CELL_RECTS[cell].adjusted(
            border if column == 0 else line,
            border if row == 0 else line,
            -border if column == 4 else -line,
            -border if row == 4 else -line,
        )
        painter.fillRect(rect, color)


def overlay_pieces(picture: SheetPicture) -> list[Piece]:
    """The overlays drawn over the fills and under the ink: fields, frames, legend, score."""
    pieces: list[Piece] = []
    layout = picture.layout
    asking = asking_lines(picture)
    width = _asking_frame_width(picture.pulse)
    for line, color in field_fills(picture).items():
        frame = COLORS.bonus_frame if line in asking else None
        key: tuple[object, ...] = (
            "field",
            layout,
            line,
            color.rgba(),
            frame.rgba() if frame else 0,
            width if frame else 0,
        )
        pieces.append(
            (
                key,
                FIELD_RECTS[line].adjusted(-0.8, -0.8, 0.8, 0.8),  # the frame's stroke sticks out
                partial(
                    paint_white_field,
                    layout=layout,
                    line=line,
                    fill=color,
                    frame=frame,
                    frame_width=width,
                ),
            )
        )
    if picture.active_bonus_line is not None:
        for cell in LINE_CELLS[picture.active_bonus_line]:
            pieces.append(
                (("line frame", cell), CELL_RECTS[cell], partial(_paint_line_frame, cell=cell))
            )
    for row, (fill, framed) in legend_fills(picture).items():
        frame_color = COLORS.bonus_frame if framed else None
        pieces.append(
            (
                # The row's name is printed in the app's language, as the pad is.
                ("legend", row, fill.rgba(), framed, pad_language()),
                legend_row_highlight_rect(row).adjusted(-0.5, -0.5, 0.5, 0.5),
                partial(paint_legend_row_highlight, index=row, fill=fill, frame=frame_color),
            )
        )
    if picture.hint_cell is not None:
        cell = picture.hint_cell
        pieces.append((("hint", cell), CELL_RECTS[cell], partial(_paint_hint_frame, cell=cell)))
    score = picture.score
    if score is not None:
        key = ("score", score.line_points, score.circles)
        area = qrect(geo.score_box_rect_mm())
        pieces.append(
            (key, area, lambda painter, base: paint_score_values(painter, TEXT_SCALE * base, score))
        )
    return pieces


def focus_piece(picture: SheetPicture) -> Piece | None:
    """The keyboard focus frame, drawn over the ink."""
    cell = picture.focus_cell
    if cell is None:
        return None
    return ("focus", cell), CELL_RECTS[cell], partial(_paint_focus_frame, cell=cell)


def paint_overlays(painter: QPainter, base: QTransform, picture: SheetPicture) -> None:
    """Highlighted cells and fields, the score, the frames of the line and hint: under the ink."""
    paint_cell_fills(painter, base, picture)
    for _key, _area, draw in overlay_pieces(picture):
        draw(painter, base)


def paint_focus_and_veil(painter: QPainter, base: QTransform, picture: SheetPicture) -> None:
    piece = focus_piece(picture)
    if piece is not None:
        piece[2](painter, base)
    paint_veil(painter, base, picture)


def paint_veil(painter: QPainter, base: QTransform, picture: SheetPicture) -> None:
    if picture.dimmed:
        painter.setWorldTransform(base)
        painter.fillRect(SHEET_RECT, COLORS.dim_veil)


def _paint_line_frame(painter: QPainter, base: QTransform, cell: int) -> None:
    painter.setWorldTransform(base)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(COLORS.bonus_frame, 0.7))
    painter.drawRect(CELL_RECTS[cell].adjusted(0.45, 0.45, -0.45, -0.45))


def _paint_hint_frame(painter: QPainter, base: QTransform, cell: int) -> None:
    painter.setWorldTransform(base)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(COLORS.hint_frame, 0.6, Qt.PenStyle.DashLine))
    painter.drawRect(CELL_RECTS[cell].adjusted(0.8, 0.8, -0.8, -0.8))


def _paint_focus_frame(painter: QPainter, base: QTransform, cell: int) -> None:
    painter.setWorldTransform(base)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(COLORS.focus, 0.5, Qt.PenStyle.DashLine))
    painter.drawRoundedRect(CELL_RECTS[cell].adjusted(1.0, 1.0, -1.0, -1.0), 1.0, 1.0)


# --- pen marks ---------------------------------------------------------------------


def paint_number(painter: QPainter, base: QTransform, cell: int, value: int, ink: QColor) -> None:
    """A number written by hand into a cell: the pen font, slightly tilted and off-centre."""
    degrees, dx, dy = number_tilt(cell)
    centre = CELL_RECTS[cell].center()
    k = TEXT_UNITS_PER_MM
    place = QTransform.fromTranslate((centre.x() + dx) * k, (centre.y() + dy) * k)
    painter.setWorldTransform(QTransform().rotate(degrees) * place * TEXT_SCALE * base)
    painter.setFont(sheet_font(NUMBER_MM, bold=True, handwriting=True))
    painter.setPen(ink)
    half = geo.CELL_MM * k / 2
    painter.drawText(QRectF(-half, -half, 2 * half, 2 * half), _CENTRE, str(value))


def cell_circle_path(cell: int) -> QPainterPath:
    centre = CELL_RECTS[cell].center()
    radius = CELL_CIRCLE_RADIUS_MM
    return pen_circle(centre.x(), centre.y(), radius, radius * 0.94, cell)


def field_circle_path(line: int, fraction: float = 1.0) -> QPainterPath:
    """The circle marking a scored line's white field; ``fraction`` < 1: partly drawn."""
    centre = FIELD_RECTS[line].center()
    if fraction >= 1.0:
        return pen_circle(centre.x(), centre.y(), 5.0, 4.6, 1000 + line)
    steps = round(fraction * CIRCLE_POINTS)
    return pen_circle_part(centre.x(), centre.y(), 5.0, 4.6, 1000 + line, steps)


def total_circle_path(fraction: float = 1.0) -> QPainterPath:
    """The circle a player draws around the total when the game is over."""
    total = qrect(geo.score_field_rects_mm()[2])
    centre = total.center()
    # Inside the box, as numbers in cells are circled: "=" and "total" stay clear of it.
    radius_x, radius_y = total.width() * 0.42, total.height() * 0.42
    steps = round(min(fraction, 1.0) * CIRCLE_POINTS)
    return pen_circle_part(centre.x(), centre.y(), radius_x, radius_y, 2000, steps)


def paint_pen_path(painter: QPainter, base: QTransform, path: QPainterPath, ink: QColor) -> None:
    stroke_pen_path(painter, base, path, ink, INK_MM)
