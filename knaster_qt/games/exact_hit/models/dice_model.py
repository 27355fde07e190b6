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
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal

from knaster_qt.games.exact_hit.core.actions import Rethrow, Throw
from knaster_qt.games.exact_hit.core.sheets import COLOURS
from knaster_qt.games.exact_hit.models.controller import Phase, colour_name
from knaster_qt.kit.row_models import RoleListModel, RoleRows, RowState

if TYPE_CHECKING:
    from knaster_qt.games.exact_hit.models.controller import ExactHitController


class DieRole(IntEnum):
    VALUE = Qt.ItemDataRole.UserRole + 1  # 1-6, 0: not thrown
    LOCKED = Qt.ItemDataRole.UserRole + 2  # shows 1 while a rethrow may come: it stays
    WRITTEN = Qt.ItemDataRole.UserRole + 3  # written this turn (drawn faded)
    SELECTED = Qt.ItemDataRole.UserRole + 4  # clicked, waiting for its field
    ENABLED = Qt.ItemDataRole.UserRole + 5  # a click on it means something now


class DiceModel(RoleListModel):
    roles = DieRole
    thrown = Signal(frozenset)  # the colours that tumble: new dice on the table

    def __init__(self, controller: ExactHitController) -> None:
        super().__init__(controller)
        self.controller = controller
        self._rows = RoleRows(self, tuple(DieRole), self._compute)  # a value per role, in order
        self._rows.follow(controller)
        controller.thrown.connect(self._on_thrown)

    def row_data(self, row: int, role: int) -> object:
        if role == Qt.ItemDataRole.DisplayRole:
            return colour_name(row)  # in the language of the moment
        return self._rows.value(row, role)

    def _compute(self) -> list[RowState]:
        controller = self.controller
        dice = controller.game.dice
        rethrow = controller.phase is Phase.RETHROW
        enabled = dice is not None and controller.can_answer()
        return [
            (
                dice[colour] if dice is not None else 0,
                dice is not None and rethrow and dice[colour] == 1,
                colour in controller.pending,
                colour == controller.selected,
                enabled,
            )
            for colour in range(len(COLOURS))
        ]

    def _on_thrown(self) -> None:
        history = self.controller.game.history
        rolling = frozenset(range(len(COLOURS)))
        if history and isinstance(history[-1].action, Rethrow):  # the 1s stayed still
            throws = [e.action for e in history if isinstance(e.action, Throw)]
            before = throws[-1].dice if throws else None
            if before is not None:
                rolling = frozenset(c for c in rolling if before[c] != 1)
        self.thrown.emit(rolling)
