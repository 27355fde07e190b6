"""The score pad on screen as a table model: a row per turn, a column per player.

A cell holds the points of that player's turn (a turn in progress counts); the column
heads hold the players' names, whether they are to play (the shaded column) and, at
the end, whether they won.
"""

from __future__ import annotations

import enum

from PySide6.QtCore import QAbstractTableModel, QByteArray, QModelIndex, QObject, Qt

from knaster_qt.change import Change
from knaster_qt.games.loop_tiles.models.controller import LoopTilesController
from knaster_qt.kit.row_models import (
    AnyIndex,
    RowState,
    changed_roles,
    read_only_flags,
    with_role_names,
)

_DISPLAY = Qt.ItemDataRole.DisplayRole
_ACROSS = Qt.Orientation.Horizontal


class PadRole(enum.IntEnum):
    """Custom data roles of PadModel: POINTS and EXCHANGED of a cell, the others of a
    column head (``headerData`` across)."""

    POINTS = Qt.ItemDataRole.UserRole + 1  # int | None: nothing written yet
    EXCHANGED = enum.auto()  # bool: the turn was an exchange (0 points)
    TO_PLAY = enum.auto()  # bool (head): this player plays now; no one once the game is over
    WINNER = enum.auto()  # bool (head): a winner of the finished game


# The roles of a cell's values, in order (its points are also what it displays).
_CELL_ROLES = ((PadRole.POINTS, _DISPLAY), (PadRole.EXCHANGED,))
_HEAD_ROLES = (_DISPLAY, PadRole.TO_PLAY, PadRole.WINNER)


class PadModel(QAbstractTableModel):
    """Read-only; it follows the controller (``changed``, ``replaced``): rows are added as
    turns are played (and taken away when a turn's only tile is taken back)."""

    def __init__(self, controller: LoopTilesController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._rows, self._heads = self._compute()
        controller.changed.connect(self._changed)
        controller.replaced.connect(self._replaced)

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._heads)

    def data(self, index: AnyIndex, role: int = _DISPLAY) -> object:
        if not index.isValid() or index.model() is not self:
            return None
        points, exchanged = self._rows[index.row()][index.column()]
        if role == _DISPLAY:
            return "" if points is None else str(points)
        if role == PadRole.POINTS:
            return points
        if role == PadRole.EXCHANGED:
            return exchanged
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> object:
        if orientation == _ACROSS and 0 <= section < len(self._heads) and role in _HEAD_ROLES:
            return self._heads[section][_HEAD_ROLES.index(role)]
        if orientation != _ACROSS and 0 <= section < len(self._rows) and role == _DISPLAY:
            return str(section + 1)
        return None

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        return read_only_flags(index)

    def roleNames(self) -> dict[int, QByteArray]:
        return with_role_names(super().roleNames(), PadRole)

    # --- keeping up with the game ---------------------------------------------------------

    def _replaced(self) -> None:
        self.beginResetModel()
        self._rows, self._heads = self._compute()
        self.endResetModel()

    def _changed(self, _change: Change) -> None:
        rows, heads = self._compute()
        old = len(self._rows)
        if len(rows) < old:
            self.beginRemoveRows(QModelIndex(), len(rows), old - 1)
            del self._rows[len(rows) :]
            self.endRemoveRows()
        elif len(rows) > old:
            self.beginInsertRows(QModelIndex(), old, len(rows) - 1)
            self._rows.extend(rows[old:])
            self.endInsertRows()
        for row, (before, after) in enumerate(zip(self._rows, rows, strict=True)):
            self._rows[row] = after
            for column, roles in changed_roles(before, after, _CELL_ROLES):
                index = self.index(row, column)
                self.dataChanged.emit(index, index, roles)
        old_heads, self._heads = self._heads, heads
        changed = [
            column for column, (a, b) in enumerate(zip(old_heads, heads, strict=True)) if a != b
        ]
        if changed:
            self.headerDataChanged.emit(_ACROSS, min(changed), max(changed))

    def _compute(self) -> tuple[list[tuple[RowState, ...]], list[RowState]]:
        controller = self._controller
        game = controller.game
        columns = controller.turn_columns()
        exchanges = controller.exchanges()
        count = max((len(column) for column in columns), default=0)
        rows: list[tuple[RowState, ...]] = [
            tuple(
                (
                    column[row] if row < len(column) else None,
                    (row, player) in exchanges,
                )
                for player, column in enumerate(columns)
            )
            for row in range(count)
        ]
        winners = frozenset(game.winners()) if game.over else frozenset()
        heads: list[RowState] = [
            (name, not game.over and player == game.current, player in winners)
            for player, name in enumerate(controller.names)
        ]
        return rows, heads
