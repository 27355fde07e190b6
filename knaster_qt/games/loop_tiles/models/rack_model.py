"""The rack on screen as a list model: five slots, each a tile or empty.

Whose rack it is follows the controller: the person to play once the screen is handed
over, the only person at the table, or nobody's (face down).
"""

from __future__ import annotations

import enum

from PySide6.QtCore import QObject, Qt

from knaster_qt.games.loop_tiles.models.controller import LoopTilesController
from knaster_qt.games.loop_tiles.render.picture import RACK_SLOTS
from knaster_qt.kit.row_models import (
    AnyIndex,
    RoleListModel,
    RoleRows,
    RowState,
    read_only_flags,
)

_DISPLAY = Qt.ItemDataRole.DisplayRole


class SlotRole(enum.IntEnum):
    """Custom data roles of RackModel."""

    TILE = Qt.ItemDataRole.UserRole + 1  # Tile | None (the view shows a face-down tile's back)
    HIDDEN = enum.auto()  # bool: the rack is face down (another person's, at a shared screen)
    SELECTED = enum.auto()  # bool: the held tile
    UNPLAYABLE = enum.auto()  # bool: the tile fits nowhere now (dimmed)
    MOVABLE = enum.auto()  # bool: a person may take the tile now (click or drag)


# A slot's state holds a value per role in SlotRole's order; it displays the tile, if shown.
_STATE_ROLES: tuple[int | tuple[int, ...], ...] = (
    (SlotRole.TILE, _DISPLAY),
    (SlotRole.HIDDEN, _DISPLAY),
    *list(SlotRole)[2:],
)


class RackModel(RoleListModel):
    """Read-only; it follows the controller (``changed``, ``replaced``)."""

    roles = SlotRole

    def __init__(self, controller: LoopTilesController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._rows = RoleRows(self, _STATE_ROLES, self._compute)
        self._rows.follow(controller)

    def row_data(self, slot: int, role: int) -> object:
        if role == _DISPLAY:
            tile, hidden = (
                self._rows.value(slot, SlotRole.TILE),
                self._rows.value(slot, SlotRole.HIDDEN),
            )
            return str(tile) if tile is not None and not hidden else ""
        return self._rows.value(slot, role)

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        return read_only_flags(index)

    # --- keeping up with the game ---------------------------------------------------------

    def _compute(self) -> list[RowState]:
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
