"""Paint sheets onto pages (PDF writer, printer, print preview) with the screen's sheet painter."""

from __future__ import annotations

import datetime
from collections.abc import Callable, Sequence

from PySide6.QtCore import QMarginsF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPagedPaintDevice, QPageLayout, QPageSize, QPainter, QPen

from knaster_qt.games.knaster.core.game import Game
from knaster_qt.games.knaster.core.layout import SheetLayout
from knaster_qt.games.knaster.core.rating import solo_rating
from knaster_qt.games.knaster.render.header import SEPARATOR
from knaster_qt.games.knaster.render.picture import SheetPicture
from knaster_qt.games.knaster.render.sheet_painter import paint_sheet
from knaster_qt.shell.printing.page_layout import PageLayout, SheetSlot, page_layout

MM_PER_INCH = 25.4
_CUT_MARK_COLOR = QColor("#555555")


class PrintError(Exception):
    """Printing or exporting failed; the message says why in plain words."""


def blank_pictures(layout: SheetLayout, count: int) -> list[SheetPicture]:
    if count < 1:
        raise PrintError(f"the number of sheets must be at least 1, not {count}")
    return [SheetPicture.blank(layout)] * count


def finished_pictures(
    game: Game, players: Sequence[int] | None = None, date: datetime.date | None = None
) -> list[SheetPicture]:
    """The sheets of a game as played, each headed 'name · date · total points · rank N'.

    A solo sheet gives the rulebook's rating instead of the rank. The date is
    ``date``, else the transcript's ``meta date YYYY-MM-DD``, else today.
    """
    day = date or game_date(game) or datetime.date.today()
    chosen = range(len(game.players)) if players is None else players
    return [
        SheetPicture.from_game(game, player, header=finished_header(game, player, day))
        for player in chosen
    ]


def finished_header(game: Game, player: int, day: datetime.date) -> str:
    """'Ann · 29 Nov 2026 · 87 points · rank 1'; solo '… · 87 points · excellent'."""
    total = game.score(player).total
    points = f"{total} point{'s' if total != 1 else ''}"
    parts = [game.players[player], f"{day.day} {day:%b %Y}", points]
    if len(game.players) > 1:
        parts.append(f"rank {game.ranks()[player]}")
    elif game.game_over:
        parts.append(solo_rating(total) or "below good (50 or less)")
    if not game.game_over:
        parts.append("game in progress")
    return SEPARATOR.join(parts)


def game_date(game: Game) -> datetime.date | None:
    """The day a game was played, when its transcript says so (``meta date 2026-11-29``)."""
    for key, value in game.meta:
        if key.lower() == "date":
            try:
                return datetime.date.fromisoformat(value.strip()[:10])
            except ValueError:
                return None
    return None


def page_size_mm(device: QPagedPaintDevice) -> tuple[float, float]:
    size = device.pageLayout().fullRect(QPageLayout.Unit.Millimeter).size()
    return size.width(), size.height()


def prepare_device(
    device: QPagedPaintDevice, paper_mm: tuple[float, float] | None, title: str
) -> None:
    """Portrait paper of the given size (or the device's own), no margins: the layout has them."""
    if paper_mm is not None:
        width, height = paper_mm
        device.setPageSize(
            QPageSize(
                QSizeF(width, height),
                QPageSize.Unit.Millimeter,
                "",
                QPageSize.SizeMatchPolicy.FuzzyMatch,
            )
        )
    device.setPageOrientation(QPageLayout.Orientation.Portrait)
    device.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter)
    set_title = getattr(device, "setTitle", None)  # QPdfWriter; QPrinter calls it setDocName
    if set_title is not None:
        set_title(title)


def paint_pages(
    painter: QPainter,
    device: QPagedPaintDevice,
    pictures: Sequence[SheetPicture],
    per_page: int,
    cut_marks: bool = False,
    checkpoint: Callable[[], None] | None = None,
) -> int:
    """Draw the pictures onto an active painter of a paged device; returns the number of pages.

    ``checkpoint`` is called before each page, where stopping leaves the painter in order:
    it may raise to stop (``knaster-qt print`` raises KeyboardInterrupt there after Ctrl+C).

    The painter's origin must be the paper's corner (no margins, or a QPrinter in
    full-page mode); one millimetre is device resolution / 25.4 device units.
    """
    width, height = page_size_mm(device)
    layout = page_layout(width, height, per_page)
    units_per_mm = device.logicalDpiX() / MM_PER_INCH  # a printer's or PDF writer's resolution
    pages = 0
    for start in range(0, len(pictures), per_page):
        if checkpoint is not None:
            checkpoint()
        if pages and not device.newPage():
            raise PrintError("the printer refused a new page")
        pages += 1
        # save/restore in try/finally: an exception (Ctrl+C in `knaster-qt print`) must not
        # leave saved states behind, or QPainter.end() warns about them on stderr.
        painter.save()
        try:
            painter.scale(units_per_mm, units_per_mm)
            if cut_marks:
                _paint_cut_marks(painter, layout)
            for slot, picture in zip(
                layout.slots, pictures[start : start + per_page], strict=False
            ):
                painter.save()
                try:
                    _paint_in_slot(painter, slot, picture)
                finally:
                    painter.restore()
        finally:
            painter.restore()
    return pages


def _paint_in_slot(painter: QPainter, slot: SheetSlot, picture: SheetPicture) -> None:
    painter.translate(slot.x, slot.y)
    if slot.turned:  # a quarter turn clockwise: the sheet's top edge runs down the right
        painter.translate(slot.width, 0)
        painter.rotate(90)
        target = QRectF(0, 0, slot.height, slot.width)
    else:
        target = QRectF(0, 0, slot.width, slot.height)
    paint_sheet(painter, target, picture)


def _paint_cut_marks(painter: QPainter, layout: PageLayout) -> None:
    pen = QPen(_CUT_MARK_COLOR, 0.2)
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)  # a mark ends where the layout says, not 0.1 mm on
    painter.setPen(pen)
    for x1, y1, x2, y2 in layout.cut_marks():
        painter.drawLine(QPointF(x1, y1), QPointF(x2, y2))
