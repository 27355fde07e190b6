"""The rack on screen as a list model: five slots, each a tile or empty.

Whose rack it is follows the controller: the person to play once the screen is handed
over, the only person at the table, or nobody's (face down).
"""

from __future__ import annotations

import enum

from PySide6.QtCore import QAbstractListModel, QByteArray, QModelIndex, QObject, Qt

from knaster_qt.change import Change
from knaster_qt.games.loop_tiles.models.controller import LoopTilesController
from knaster_qt.games.loop_tiles.models.states import (
    AnyIndex,
    CellState,
    changed_cells,
    read_only_flags,
    with_role_names,
)
from knaster_qt.games.loop_tiles.render.picture import RACK_SLOTS

_DISPLAY = Qt.ItemDataRole.DisplayRole


class SlotRole(enum.IntEnum):
    """Custom data roles of RackModel."""

    TILE = Qt.ItemDataRole.UserRole + 1  # Tile | None (the view shows a face-down tile's back)
    HIDDEN = enum.auto()  # bool: the rack is face down (another person's, at a shared screen)
    SELECTED = enum.auto()  # bool: the held tile
    UNPLAYABLE = enum.auto()  # bool: the tile fits nowhere now (dimmed)
    MOVABLE = enum.auto()  # bool: a person may take the tile now (click or drag)


_STATE_ROLES = tuple(SlotRole)
_POSITION = {role: position for position, role in enumerate(_STATE_ROLES)}


class RackModel(QAbstractListModel):
    """Read-only; it follows the controller (``changed``, ``replaced``)."""

    def __init__(self, controller: LoopTilesController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._states: list[CellState] = self._compute()
        controller.changed.connect(self._changed)
        controller.replaced.connect(self._replaced)

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else RACK_SLOTS

    def data(self, index: AnyIndex, role: int = _DISPLAY) -> object:
        if not index.isValid() or index.model() is not self:
            return None
        state = self._states[index.row()]
        if role == _DISPLAY:
            return str(state[0]) if state[0] is not None and not state[1] else ""
        position = _POSITION.get(role)  # type: ignore[call-overload]
        return None if position is None else state[position]

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        return read_only_flags(index)

    def roleNames(self) -> dict[int, QByteArray]:
        return with_role_names(super().roleNames(), SlotRole)

    # --- keeping up with the game ---------------------------------------------------------

    def _changed(self, _change: Change) -> None:
        old, self._states = self._states, self._compute()
        for row, roles in changed_cells(old, self._states, _STATE_ROLES):
            index = self.index(row)
            if SlotRole.TILE in roles:
                roles.append(_DISPLAY)
            self.dataChanged.emit(index, index, roles)

    def _replaced(self) -> None:
        self.beginResetModel()
        self._states = self._compute()
        self.endResetModel()

    def _compute(self) -> list[CellState]:
        controller = self._controller
        game = controller.game
        owner = controller.rack_owner()
        hidden = owner is None
        player = game.current if owner is None else owner
        rack = game.racks[player]
        own_turn = owner == game.current
        selected = controller.held if own_turn else None
        unplayable = controller.unplayable_slots() if own_turn else frozenset()
        movable = controller.can_act
        return [
            (
                rack[slot] if slot < len(rack) else None,
                hidden,
                slot == selected,
                slot in unplayable,
                movable,
            )
            for slot in range(RACK_SLOTS)
        ]
