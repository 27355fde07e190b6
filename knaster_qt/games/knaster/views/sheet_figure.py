"""A small sheet that only shows a picture: the rules window's examples.

It draws its SheetPicture with the game's one painter (``render.sheet_painter``) at the
widget's own size and device pixel ratio on every paint, so the example looks like the
sheet being played, sharp on any screen, and never comes from a stored image.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from knaster_qt.games.knaster.render import geometry as geo
from knaster_qt.games.knaster.render.picture import SheetPicture
from knaster_qt.games.knaster.render.sheet_painter import paint_sheet, sheet_transform

_ASPECT = geo.SHEET_HEIGHT_MM / geo.SHEET_WIDTH_MM


class SheetFigure(QWidget):
    """Shows one SheetPicture, as large as fits, aspect ratio kept."""

    def __init__(self, picture: SheetPicture, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._picture = picture
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def picture(self) -> SheetPicture:
        return self._picture

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return round(width * _ASPECT)

    def sizeHint(self) -> QSize:
        return QSize(480, self.heightForWidth(480))

    def minimumSizeHint(self) -> QSize:
        return QSize(300, self.heightForWidth(300))

    def sheet_rect(self) -> QRectF:
        """Where the sheet is drawn in the widget (the painter's transform of the widget)."""
        transform = sheet_transform(QRectF(self.rect()))
        return transform.mapRect(QRectF(0, 0, geo.SHEET_WIDTH_MM, geo.SHEET_HEIGHT_MM))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            paper = self.sheet_rect()
            painter.setPen(QColor(0, 0, 0, 60))
            painter.drawRect(paper.adjusted(-0.5, -0.5, 0.5, 0.5))
            paint_sheet(painter, paper, self._picture)
        finally:
            painter.end()
