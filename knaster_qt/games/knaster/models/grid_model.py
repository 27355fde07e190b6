"""The 5x5 grid of one player's Knaster sheet as a table model with one role per fact about a cell."""

from __future__ import annotations

import enum

from PySide6.QtCore import (
    QAbstractTableModel,
    QByteArray,
    QModelIndex,
    QObject,
    Qt,
)

from knaster_qt.games.knaster.core.actions import Circle, Write
from knaster_qt.games.knaster.core.notation import CELL_NAMES, LINE_CELLS
from knaster_qt.games.knaster.models.controller import KnasterController
from knaster_qt.games.knaster.models.following import FollowsController
from knaster_qt.kit.row_models import AnyIndex, RowState, read_only_flags, with_role_names

SIZE = 5


class GridRole(enum.IntEnum):
    """Custom data roles of GridModel (cell = row * 5 + column)."""

    VALUE = Qt.ItemDataRole.UserRole + 1  # int, 0 = empty
    CIRCLED = enum.auto()  # bool
    CAN_WRITE = enum.auto()  # bool: writing the current roll here is legal now
    CAN_CIRCLE = enum.auto()  # bool: circling this cell is legal now (the roll's action)
    AWAITING_BONUS = enum.auto()  # bool: in a completed line whose bonus circles are due
    BONUS_PICKABLE = enum.auto()  # bool: may be picked for the bonus being handled
    BONUS_PICKED = enum.auto()  # bool: picked for the bonus, not yet applied
    CELL_NAME = enum.auto()  # str: "a1" .. "e5"
    # ClickPreview: what a click here would do now (the hover's faint number or circle and its
    # words); None on a sheet not played at this screen. Asked of the controller when read.
    PREVIEW = enum.auto()


_DISPLAY = Qt.ItemDataRole.DisplayRole
_TOOLTIP = Qt.ItemDataRole.ToolTipRole
# The roles behind each position of a cell's state tuple.
_STATE_ROLES: tuple[tuple[int, ...], ...] = (
    (_DISPLAY, GridRole.VALUE),
    (GridRole.CIRCLED,),
    (GridRole.CAN_WRITE, _TOOLTIP, GridRole.PREVIEW),
    (GridRole.CAN_CIRCLE, _TOOLTIP, GridRole.PREVIEW),
    (GridRole.AWAITING_BONUS,),
    (GridRole.BONUS_PICKABLE, _TOOLTIP, GridRole.PREVIEW),
    (GridRole.BONUS_PICKED, _TOOLTIP, GridRole.PREVIEW),
)


class GridModel(FollowsController, QAbstractTableModel):
    """Rows 1-5 and columns a-e of ``player``'s grid; read-only, changed through the controller."""

    def __init__(
        self,
        controller: KnasterController,
        player: int | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._follow(controller, player, _STATE_ROLES, self._compute, follow_turns=True)

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else SIZE

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else SIZE

    def cell_index(self, cell: int) -> QModelIndex:
        return self.index(cell // SIZE, cell % SIZE)

    def data(self, index: AnyIndex, role: int = _DISPLAY) -> object:
        if not index.isValid() or index.model() is not self:
            return None
        cell = index.row() * SIZE + index.column()
        if role == _DISPLAY:
            value = self._rows.value(cell, GridRole.VALUE)
            return str(value) if value else ""
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == _TOOLTIP:
            return self._controller.preview(cell).message if self._is_screen_player else None
        if role == GridRole.PREVIEW:
            return self._controller.preview(cell) if self._is_screen_player else None
        if role == GridRole.CELL_NAME:
            return CELL_NAMES[cell]
        return self._rows.value(cell, role)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> object:
        if role != _DISPLAY or not 0 <= section < SIZE:
            return None
        return "abcde"[section] if orientation == Qt.Orientation.Horizontal else str(section + 1)

    def roleNames(self) -> dict[int, QByteArray]:
        return with_role_names(super().roleNames(), GridRole)

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        return read_only_flags(index)

    # --- keeping up with the game ------------------------------------------------

    @property
    def _is_screen_player(self) -> bool:
        return self._player == self._controller.player

    def _compute(self) -> list[RowState]:
        controller = self._controller
        game = controller.game
        sheet = game.sheets[self._player]
        awaiting = {
            cell for line, _ in game.pending_bonus(self._player) for cell in LINE_CELLS[line]
        }
        screen = self._is_screen_player
        pickable = controller.bonus_cells() if screen else frozenset()
        picked = set(controller.bonus_picked) if screen else set()
        # The core's list of legal actions, asked once for the 25 cells (it lists exactly
        # what is_legal allows: tests/games/knaster/core/test_properties.py).
        legal = set(game.legal_actions(self._player))
        return [
            (
                sheet.values[cell],
                bool(sheet.circled >> cell & 1),
                Write(cell) in legal,
                Circle(cell) in legal,
                cell in awaiting,
                cell in pickable,
                cell in picked,
            )
            for cell in range(SIZE * SIZE)
        ]
