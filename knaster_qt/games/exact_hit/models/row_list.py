"""The part Exact Hit's list models share: rows of role → value, recomputed after each Change.

A subclass says its rows (``_compute``) and its roles; this keeps the rows, answers
``data``, emits ``dataChanged`` for each row whose values differ (naming those roles) and
resets on ``replaced``.
"""

from __future__ import annotations

from enum import IntEnum
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractListModel, QByteArray, QModelIndex, QPersistentModelIndex, Qt

if TYPE_CHECKING:
    from knaster_qt.change import Change
    from knaster_qt.games.exact_hit.models.controller import ExactHitController

Index = QModelIndex | QPersistentModelIndex
Row = dict[int, Any]


class RowListModel(QAbstractListModel):
    roles: type[IntEnum]  # the subclass's roles

    def __init__(self, controller: ExactHitController) -> None:
        super().__init__(controller)
        self.controller = controller
        self._rows = self._compute()
        controller.changed.connect(self._on_changed)
        controller.replaced.connect(self._on_replaced)

    def _compute(self) -> list[Row]:
        raise NotImplementedError

    def _display(self, row: int) -> str:
        raise NotImplementedError

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008  # Qt's default
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not self.hasIndex(index.row(), 0):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(index.row())
        return self._rows[index.row()].get(role)

    def roleNames(self) -> dict[int, QByteArray]:
        names = super().roleNames()
        names.update({role.value: QByteArray(role.name.lower().encode()) for role in self.roles})
        return names

    def _on_replaced(self) -> None:
        self.beginResetModel()
        self._rows = self._compute()
        self.endResetModel()

    def _on_changed(self, _change: Change) -> None:
        old, new = self._rows, self._compute()
        self._rows = new
        for row, (before, after) in enumerate(zip(old, new, strict=True)):
            roles = [int(role) for role in after if before[role] != after[role]]
            if roles:
                index = self.index(row)
                self.dataChanged.emit(index, index, roles)
