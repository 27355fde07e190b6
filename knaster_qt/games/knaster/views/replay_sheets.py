"""The replay window's picture: every player's sheet of one replay step, side by side."""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from knaster_qt.games.knaster.models.replay_steps import ReplayStep
from knaster_qt.games.knaster.render import geometry as geo
from knaster_qt.games.knaster.render.picture import SheetPicture
from knaster_qt.games.knaster.render.sheet_painter import paint_sheet

_CAPTION_PX = 22  # room above each sheet for the player's name and score


class ReplaySheets(QWidget):
    """Every player's sheet of one replay step, side by side in a grid."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(300, 220)
        self.pictures: list[tuple[str, SheetPicture]] = []  # (caption, picture) per player

    def sizeHint(self) -> QSize:
        return QSize(660, 500)

    def show_step(self, step: ReplayStep) -> None:
        game = step.game
        used = dict(step.used)
        self.pictures = []
        for seat, name in enumerate(game.players):
            total = game.score(seat).total
            #: The caption over a player's sheet in the replay: "Ann · 41 points"
            points = self.tr("%n point(s)", "", total)
            # The cell each player wrote or circled on this roll is framed.
            picture = SheetPicture.from_game(game, seat, hint_cell=used.get(seat))
            self.pictures.append((f"{name} · {points}", picture))
        self.update()

    def sheet_rects(self) -> list[QRectF]:
        """Where each player's sheet goes: a grid as square as the sheets' shape allows."""
        count = max(1, len(self.pictures))
        columns = max(1, round(math.sqrt(count * self.width() / max(1, self.height()) * 0.7)))
        columns = min(columns, count)
        rows = math.ceil(count / columns)
        cell_w = self.width() / columns
        cell_h = self.height() / rows
        width = min(
            cell_w - 8, (cell_h - _CAPTION_PX - 8) * geo.SHEET_WIDTH_MM / geo.SHEET_HEIGHT_MM
        )
        height = width * geo.SHEET_HEIGHT_MM / geo.SHEET_WIDTH_MM
        rects = []
        for index in range(count):
            row, column = divmod(index, columns)
            x = column * cell_w + (cell_w - width) / 2
            y = row * cell_h + _CAPTION_PX + (cell_h - _CAPTION_PX - height) / 2
            rects.append(QRectF(x, y, max(width, 0), max(height, 0)))
        return rects

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            for (caption, picture), rect in zip(self.pictures, self.sheet_rects(), strict=False):
                caption_rect = QRectF(rect.x(), rect.y() - _CAPTION_PX, rect.width(), _CAPTION_PX)
                painter.setPen(self.palette().windowText().color())
                painter.drawText(caption_rect, Qt.AlignmentFlag.AlignCenter, caption)
                paint_sheet(painter, rect, picture)
        finally:
            painter.end()
