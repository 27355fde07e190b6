"""The players at the table as a Qt list model, one row per seat: what their cards show.

Each row says the name, whether a computer plays the seat, the sheet letter, the points so
far and whether the seat acts now. It follows the controller's ``changed(Change)`` and
emits ``dataChanged`` for the seats whose data differ; ``replaced`` (another game, perhaps
with other players) resets it.
"""

from __future__ import annotations

from enum import IntEnum
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractListModel, QByteArray, QModelIndex, QPersistentModelIndex, Qt

from knaster_qt.games.exact_hit.models.controller import Phase

if TYPE_CHECKING:
    from knaster_qt.change import Change
    from knaster_qt.games.exact_hit.models.controller import ExactHitController

_Index = QModelIndex | QPersistentModelIndex


class PlayerRole(IntEnum):
    NAME = Qt.ItemDataRole.UserRole + 1
    COMPUTER = Qt.ItemDataRole.UserRole + 2  # a computer plays this seat
    LETTER = Qt.ItemDataRole.UserRole + 3  # the sheet's letter, A-F
    TOTAL = Qt.ItemDataRole.UserRole + 4  # the points so far
    ACTING = Qt.ItemDataRole.UserRole + 5  # this seat acts now (the game is not over)


Seat = dict[int, Any]


class PlayersModel(QAbstractListModel):
    def __init__(self, controller: ExactHitController) -> None:
        super().__init__(controller)
        self.controller = controller
        self._seats = self._compute()
        controller.changed.connect(self._on_changed)
        controller.replaced.connect(self._on_replaced)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008  # Qt's default
        return 0 if parent.isValid() else len(self._seats)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not self.hasIndex(index.row(), 0):
            return None
        seat = self._seats[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return seat[PlayerRole.NAME]
        return seat.get(role)

    def roleNames(self) -> dict[int, QByteArray]:
        names = super().roleNames()
        names.update({role.value: QByteArray(role.name.lower().encode()) for role in PlayerRole})
        return names

    def _compute(self) -> list[Seat]:
        controller = self.controller
        game = controller.game
        over = controller.phase is Phase.OVER
        return [
            {
                PlayerRole.NAME: game.names[player],
                PlayerRole.COMPUTER: controller.is_computer(player),
                PlayerRole.LETTER: game.marks[player].sheet.letter,
                PlayerRole.TOTAL: game.marks[player].total,
                PlayerRole.ACTING: player == controller.actor and not over,
            }
            for player in range(game.players)
        ]

    def _on_replaced(self) -> None:
        self.beginResetModel()
        self._seats = self._compute()
        self.endResetModel()

    def _on_changed(self, _change: Change) -> None:
        old, new = self._seats, self._compute()
        self._seats = new
        for row, (before, after) in enumerate(zip(old, new, strict=True)):
            roles = [int(role) for role in after if before[role] != after[role]]
            if roles:
                index = self.index(row)
                self.dataChanged.emit(index, index, roles)
