"""The score pad as the printed block: a row per turn, a column per player, the totals.

Drawn in millimetres at the pad's natural size and scaled to fit the target, on the
screen as on paper. A blank pad has lines to write the names on; a filled one has
the points in pen colour, exchanges marked "ex", and the winners' totals ringed.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QPainter, QPen

from knaster_qt.games.loop_tiles.render.fonts import (
    TEXT_SCALE,
    draw_fitted,
    draw_text,
    fits_on_one_line,
    text_width,
)
from knaster_qt.games.loop_tiles.render.palette import COLORS
from knaster_qt.games.loop_tiles.render.picture import PadPicture
from knaster_qt.kit.fonts import sheet_font
from knaster_qt.text_fit import FLOOR, fit_text

MARGIN_MM = 5.0
TITLE_MM = 10.0  # the title band: the game's name and the header line
HEAD_MM = 8.0  # the row of names
ROW_MM = 6.0  # one turn: room for a handwritten two-digit number
TOTAL_MM = 8.0
TURN_COLUMN_MM = 13.0  # "total" in every language (de "Summe", cs "celkem") with a margin
PLAYER_COLUMN_MM = 19.5
_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def pad_size_mm(players: int, turns: int, titled: bool = True) -> tuple[float, float]:
    """The natural (width, height) of a pad of ``players`` columns and ``turns`` rows."""
    width = 2 * MARGIN_MM + TURN_COLUMN_MM + players * PLAYER_COLUMN_MM
    title = TITLE_MM if titled else 0.0
    height = 2 * MARGIN_MM + title + HEAD_MM + turns * ROW_MM + TOTAL_MM
    return width, height


@dataclass(frozen=True)
class _Table:
    """Where the table's parts lie, in millimetres from the pad's corner."""

    players: int
    rows: int
    titled: bool

    @property
    def left(self) -> float:
        return MARGIN_MM

    @property
    def top(self) -> float:
        return MARGIN_MM + (TITLE_MM if self.titled else 0.0)

    @property
    def right(self) -> float:
        return self.column_x(self.players)

    @property
    def rows_top(self) -> float:
        return self.top + HEAD_MM

    @property
    def total_top(self) -> float:
        return self.rows_top + self.rows * ROW_MM

    @property
    def bottom(self) -> float:
        return self.total_top + TOTAL_MM

    def column_x(self, player: int) -> float:
        """Left edge of a player's column (``players`` gives the table's right edge)."""
        return self.left + TURN_COLUMN_MM + player * PLAYER_COLUMN_MM

    def cell(self, row: int, player: int) -> QRectF:
        return QRectF(self.column_x(player), self.rows_top + row * ROW_MM, PLAYER_COLUMN_MM, ROW_MM)


def paint_pad(painter: QPainter, target: QRectF, picture: PadPicture) -> None:
    """Draw the pad filling ``target`` as far as its aspect allows, centred."""
    width, height = pad_size_mm(picture.players, len(picture.cells), picture.titled)
    scale = min(target.width() / width, target.height() / height)
    if scale <= 0:
        return
    painter.save()
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        painter.translate(
            target.x() + (target.width() - width * scale) / 2,
            target.y() + (target.height() - height * scale) / 2,
        )
        painter.scale(scale, scale)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(COLORS.paper))
        painter.drawRect(QRectF(0, 0, width, height))
        table = _Table(picture.players, len(picture.cells), picture.titled)
        if picture.titled:
            _paint_title(painter, picture, width)
        _paint_bands(painter, table, picture)
        _paint_rules(painter, table)
        _paint_heads(painter, table, picture)
        _paint_cells(painter, table, picture)
        _paint_totals(painter, table, picture)
    finally:
        painter.restore()


def _paint_title(painter: QPainter, picture: PadPicture, width: float) -> None:
    band = QRectF(MARGIN_MM, MARGIN_MM, width - 2 * MARGIN_MM, TITLE_MM - 2.0)
    if picture.header:
        draw_text(painter, band, "Loop Tiles", 5.2, COLORS.pad_ink, bold=True, flags=_LEFT)
        draw_text(painter, band, picture.header, 3.2, COLORS.pad_ink, flags=_RIGHT)
        return
    score_pad = QCoreApplication.translate("LoopTilesPad", "score pad", "the printed pad's title")
    # Right of the game's name, flush with the table's right edge; on a narrow pad (one
    # player's column) there is no room beside the name: the words go under each other.
    name_width = text_width("Loop Tiles", 5.2, bold=True) + 3.0
    beside = QRectF(band.x() + name_width, band.y(), band.width() - name_width, band.height())
    if beside.width() > 0 and fits_on_one_line(score_pad, beside, 3.4):
        draw_text(painter, band, "Loop Tiles", 5.2, COLORS.pad_ink, bold=True, flags=_LEFT)
        draw_fitted(painter, beside, score_pad, 3.4, COLORS.pad_rule, flags=_RIGHT, margin=0.0)
        return
    upper = QRectF(band.x(), band.y() - 1.5, band.width(), band.height() * 0.6 + 1.5)
    lower = QRectF(band.x(), upper.bottom(), band.width(), band.bottom() - upper.bottom() + 1.5)
    draw_fitted(painter, upper, "Loop Tiles", 5.2, COLORS.pad_ink, bold=True, flags=_LEFT, margin=0)
    draw_fitted(painter, lower, score_pad, 3.0, COLORS.pad_rule, flags=_LEFT, margin=0.0)


def _paint_bands(painter: QPainter, table: _Table, picture: PadPicture) -> None:
    """The heads' band, every other turn row, and a highlighted player's column."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(COLORS.pad_band))
    span = table.right - table.left
    painter.drawRect(QRectF(table.left, table.top, span, HEAD_MM))
    for row in range(1, len(picture.cells), 2):
        painter.drawRect(QRectF(table.left, table.rows_top + row * ROW_MM, span, ROW_MM))
    painter.drawRect(QRectF(table.left, table.total_top, span, TOTAL_MM))
    if picture.highlight is not None and 0 <= picture.highlight < picture.players:
        x = table.column_x(picture.highlight)
        painter.setBrush(QBrush(COLORS.pad_highlight))
        painter.drawRect(QRectF(x, table.top, PLAYER_COLUMN_MM, table.bottom - table.top))


def _paint_rules(painter: QPainter, table: _Table) -> None:
    thin = QPen(COLORS.pad_rule, 0.2)
    painter.setPen(thin)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for row in range(1, table.rows):
        y = table.rows_top + row * ROW_MM
        painter.drawLine(QPointF(table.left, y), QPointF(table.right, y))
    for player in range(table.players):
        x = table.column_x(player)
        painter.drawLine(QPointF(x, table.top), QPointF(x, table.bottom))
    heavy = QPen(COLORS.pad_ink, 0.45)
    painter.setPen(heavy)
    painter.drawLine(QPointF(table.left, table.rows_top), QPointF(table.right, table.rows_top))
    painter.drawLine(QPointF(table.left, table.total_top), QPointF(table.right, table.total_top))
    painter.drawRect(
        QRectF(table.left, table.top, table.right - table.left, table.bottom - table.top)
    )


def _breakable(name: str, rect: QRectF, bold: bool) -> str:
    """``name`` with a place to break it onto two lines, where it needs one.

    A name is one word (letters, digits, - and _), and a fitted word breaks only at a
    space: a name of 24 letters would be set at under 1.5 mm in its column. Where it does
    not fit one line at the floor size, it breaks after the - or _ that gives the largest
    size, else in its middle (the space marks the break; it is not printed).
    """
    largest = 3.6
    if (
        " " in name
        or fit_text(name, rect, largest, sheet_font, TEXT_SCALE, bold=bold).size >= FLOOR
    ):
        return name
    places = {index + 1 for index, char in enumerate(name[:-1]) if char in "-_"}
    places.add(len(name) // 2)
    candidates = [name] + [f"{name[:place]} {name[place:]}" for place in sorted(places)]
    return max(
        candidates,
        key=lambda text: fit_text(text, rect, largest, sheet_font, TEXT_SCALE, bold=bold).size,
    )


def _paint_heads(painter: QPainter, table: _Table, picture: PadPicture) -> None:
    head = QRectF(table.left, table.top, TURN_COLUMN_MM, HEAD_MM)
    turn = QCoreApplication.translate("LoopTilesPad", "turn", "heading of the turns' column")
    draw_fitted(painter, head, turn, 2.8, COLORS.pad_ink)
    for player, name in enumerate(picture.names):
        rect = QRectF(table.column_x(player), table.top, PLAYER_COLUMN_MM, HEAD_MM)
        if name:
            bold = player in picture.winners
            # A long name smaller, or on two lines: whole, within its column.
            draw_fitted(painter, rect, _breakable(name, rect, bold), 3.6, COLORS.pen, bold=bold)
        else:  # a line to write a name on
            painter.setPen(QPen(COLORS.pad_rule, 0.25))
            y = rect.bottom() - 2.0
            painter.drawLine(QPointF(rect.left() + 2.5, y), QPointF(rect.right() - 2.5, y))
    for row in range(table.rows):
        rect = QRectF(table.left, table.rows_top + row * ROW_MM, TURN_COLUMN_MM, ROW_MM)
        draw_text(painter, rect, str(row + 1), 2.9, COLORS.pad_ink)
    total = QRectF(table.left, table.total_top, TURN_COLUMN_MM, TOTAL_MM)
    total_word = QCoreApplication.translate("LoopTilesPad", "total", "the pad's last row")
    draw_fitted(painter, total, total_word, 2.8, COLORS.pad_ink, bold=True)


def _paint_cells(painter: QPainter, table: _Table, picture: PadPicture) -> None:
    for row, cells in enumerate(picture.cells):
        for player, points in enumerate(cells):
            if points is None:
                continue
            rect = table.cell(row, player)
            draw_text(painter, rect, str(points), 3.6, COLORS.pen)
            if (row, player) in picture.exchanges:
                note = rect.adjusted(PLAYER_COLUMN_MM * 0.6, 0, -1.0, 0)
                #: A turn's cell: the player exchanged their tiles (a short note, 2 letters)
                ex = QCoreApplication.translate("LoopTilesPad", "ex", "short for exchange")
                draw_fitted(painter, note, ex, 2.4, COLORS.pad_rule, flags=_RIGHT, margin=0.0)


def _paint_totals(painter: QPainter, table: _Table, picture: PadPicture) -> None:
    if not picture.show_totals:
        return
    for player, total in enumerate(picture.totals):
        rect = QRectF(table.column_x(player), table.total_top, PLAYER_COLUMN_MM, TOTAL_MM)
        won = player in picture.winners
        draw_text(painter, rect, str(total), 4.2, COLORS.pen, bold=won)
        if won:  # ringed, as a scorer marks the winner
            painter.setPen(QPen(COLORS.pen, 0.35))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(rect.center(), 7.0, 3.6)
