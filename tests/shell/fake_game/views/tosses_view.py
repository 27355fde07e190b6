"""The tosses on screen: a widget that reads only its item model.

It draws what ``index.data(role)`` says and repaints only the coins that ``dataChanged``
names; it never sees the controller or the game (issue 24: model-view for real).
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QRectF
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from tests.shell.fake_game.models.tosses_model import TossRole
from tests.shell.fake_game.render import coin_box, paint_coin

_MARGIN = 4  # pixels around the row of coins
_COIN = 32  # a coin's size in pixels


class TossesView(QWidget):
    def __init__(self, model: QAbstractItemModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self.setMinimumHeight(_COIN + 2 * _MARGIN)
        model.dataChanged.connect(self._rows_changed)
        model.modelReset.connect(self.update)  # another game: everything anew

    def _target(self) -> QRectF:
        return QRectF(_MARGIN, _MARGIN, self.width() - 2 * _MARGIN, _COIN)

    def _rows_changed(self, first: QModelIndex, last: QModelIndex) -> None:
        for number in range(first.row(), last.row() + 1):
            self.update(coin_box(self._target(), number).toAlignedRect().adjusted(-1, -1, 1, 1))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        for number in range(self._model.rowCount()):
            box = coin_box(self._target(), number)
            if event.rect().intersects(box.toAlignedRect()):
                paint_coin(painter, box, self._model.index(number, 0).data(TossRole.SIDE))
        painter.end()
