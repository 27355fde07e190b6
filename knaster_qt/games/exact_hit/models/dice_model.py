"""The six coloured dice as a Qt list model, one row per colour in the rules' order.

Each die says its value (0: not thrown), whether it is locked (it shows 1 while the thrower
may throw again: it stays), written this turn, the one clicked waiting for its field, and
whether a click on it means anything now. The model follows the controller's
``changed(Change)`` and emits ``dataChanged`` for the dice whose data differ; ``replaced``
resets it. ``thrown`` says which dice tumble when new dice come on the table (on a rethrow
the dice that showed 1 stay still).
"""

from __future__ import annotations

from enum import IntEnum
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractListModel,
    QByteArray,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from knaster_qt.games.exact_hit.core.actions import Rethrow, Throw
from knaster_qt.games.exact_hit.core.sheets import COLOURS
from knaster_qt.games.exact_hit.models.controller import Phase, colour_name

if TYPE_CHECKING:
    from knaster_qt.change import Change
    from knaster_qt.games.exact_hit.models.controller import ExactHitController

_Index = QModelIndex | QPersistentModelIndex


class DieRole(IntEnum):
    VALUE = Qt.ItemDataRole.UserRole + 1  # 1-6, 0: not thrown
    LOCKED = Qt.ItemDataRole.UserRole + 2  # shows 1 while a rethrow may come: it stays
    WRITTEN = Qt.ItemDataRole.UserRole + 3  # written this turn (drawn faded)
    SELECTED = Qt.ItemDataRole.UserRole + 4  # clicked, waiting for its field
    ENABLED = Qt.ItemDataRole.UserRole + 5  # a click on it means something now


Die = dict[int, Any]


class DiceModel(QAbstractListModel):
    thrown = Signal(frozenset)  # the colours that tumble: new dice on the table

    def __init__(self, controller: ExactHitController) -> None:
        super().__init__(controller)
        self.controller = controller
        self._dice = self._compute()
        controller.changed.connect(self._on_changed)
        controller.replaced.connect(self._on_replaced)
        controller.thrown.connect(self._on_thrown)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008  # Qt's default
        return 0 if parent.isValid() else len(COLOURS)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not self.hasIndex(index.row(), 0):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return colour_name(index.row())
        return self._dice[index.row()].get(role)

    def roleNames(self) -> dict[int, QByteArray]:
        names = super().roleNames()
        names.update({role.value: QByteArray(role.name.lower().encode()) for role in DieRole})
        return names

    def _compute(self) -> list[Die]:
        controller = self.controller
        dice = controller.game.dice
        rethrow = controller.phase is Phase.RETHROW
        enabled = dice is not None and controller.can_answer()
        return [
            {
                DieRole.VALUE: dice[colour] if dice is not None else 0,
                DieRole.LOCKED: dice is not None and rethrow and dice[colour] == 1,
                DieRole.WRITTEN: colour in controller.pending,
                DieRole.SELECTED: colour == controller.selected,
                DieRole.ENABLED: enabled,
            }
            for colour in range(len(COLOURS))
        ]

    def _on_replaced(self) -> None:
        self.beginResetModel()
        self._dice = self._compute()
        self.endResetModel()

    def _on_changed(self, _change: Change) -> None:
        old, new = self._dice, self._compute()
        self._dice = new
        for row, (before, after) in enumerate(zip(old, new, strict=True)):
            roles = [int(role) for role in after if before[role] != after[role]]
            if roles:
                index = self.index(row)
                self.dataChanged.emit(index, index, roles)

    def _on_thrown(self) -> None:
        history = self.controller.game.history
        rolling = frozenset(range(len(COLOURS)))
        if history and isinstance(history[-1].action, Rethrow):  # the 1s stayed still
            throws = [e.action for e in history if isinstance(e.action, Throw)]
            before = throws[-1].dice if throws else None
            if before is not None:
                rolling = frozenset(c for c in rolling if before[c] != 1)
        self.thrown.emit(rolling)
