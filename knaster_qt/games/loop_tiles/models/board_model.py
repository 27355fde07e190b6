"""The board's squares as a table model: a row per board row, a column per board column.

The board view paints only what this model says of each square (a tile, where the held
tile fits, this turn's and last turn's tiles, the hovered square with the held tile and
its points), and repaints only the squares named by ``dataChanged``.
"""

from __future__ import annotations

import enum

from PySide6.QtCore import QAbstractTableModel, QByteArray, QModelIndex, QObject, Qt

from knaster_qt.games.loop_tiles.core.material import Board, Square, square_name
from knaster_qt.games.loop_tiles.models.controller import LoopTilesController
from knaster_qt.kit.row_models import AnyIndex, RoleRows, RowState, read_only_flags, with_role_names

_DISPLAY = Qt.ItemDataRole.DisplayRole


class SquareRole(enum.IntEnum):
    """Custom data roles of BoardModel."""

    TILE = Qt.ItemDataRole.UserRole + 1  # Tile | None: the tile on the square
    FITS = enum.auto()  # bool: the held tile may go here now (the core's legal squares)
    THIS_TURN = enum.auto()  # bool: a tile placed this turn (may be taken back)
    LAST_TURN = enum.auto()  # bool: a tile of the previous turn
    HOVERED = enum.auto()  # bool: the pointer (or a hint) is on the square with a tile held
    HOVER_TILE = enum.auto()  # Tile | None: the held tile, shown faintly on the hovered square
    HOVER_POINTS = enum.auto()  # int | None: what placing the held tile here would score
    MULTIPLIER = enum.auto()  # int: the bonus square's multiplier (1: none)
    SQUARE = enum.auto()  # Square: (column, row)


# The role(s) of each value of a square's state, in order (the tile is also what it displays).
_STATE_ROLES = (
    (SquareRole.TILE, _DISPLAY),
    SquareRole.FITS,
    SquareRole.THIS_TURN,
    SquareRole.LAST_TURN,
    SquareRole.HOVERED,
    SquareRole.HOVER_TILE,
    SquareRole.HOVER_POINTS,
)


class BoardModel(QAbstractTableModel):
    """Read-only; it follows the controller (``changed``, ``replaced``) and the hover."""

    def __init__(self, controller: LoopTilesController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._hover: Square | None = None
        self._board = controller.game.board
        self._rows = RoleRows(self, _STATE_ROLES, self._compute)
        controller.changed.connect(self._rows.refresh)
        controller.replaced.connect(self._replaced)

    @property
    def board(self) -> Board:
        """The board's layout (size, start and bonus squares): it changes only on a reset."""
        return self._board

    def square_index(self, square: Square) -> QModelIndex:
        column, row = square
        return self.index(row, column)

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.board.size

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.board.size

    def data(self, index: AnyIndex, role: int = _DISPLAY) -> object:
        if not index.isValid() or index.model() is not self:
            return None
        square = (index.column(), index.row())
        item = index.row() * self.board.size + index.column()
        if role == _DISPLAY:
            tile = self._rows.value(item, SquareRole.TILE)
            return str(tile) if tile is not None else ""
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return square_name(square)
        if role == SquareRole.SQUARE:
            return square
        if role == SquareRole.MULTIPLIER:
            return self.board.multiplier(square)
        return self._rows.value(item, role)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> object:
        if role != _DISPLAY or not 0 <= section < self.board.size:
            return None
        name = square_name(
            (section, 0) if orientation == Qt.Orientation.Horizontal else (0, section)
        )
        return name[0] if orientation == Qt.Orientation.Horizontal else name[1:]

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        return read_only_flags(index)

    def roleNames(self) -> dict[int, QByteArray]:
        return with_role_names(super().roleNames(), SquareRole)

    # --- keeping up with the game ---------------------------------------------------------

    def set_hover(self, square: Square | None) -> None:
        """The square under the pointer (or the hint's): it shows the held tile and its points."""
        if square != self._hover:
            self._hover = square
            self._rows.refresh()

    def _replaced(self) -> None:
        # Another game (perhaps another board): every square may differ.
        self.beginResetModel()
        self._board = self._controller.game.board
        self._rows.end_reset()

    def _compute(self) -> list[RowState]:
        controller = self._controller
        game = controller.game
        held = controller.held_tile()
        fits = controller.fits()
        this_turn = {square for _, square, _ in game.this_turn}
        last_turn = controller.last_turn_squares()
        hover = self._hover
        hover_points = controller.preview(hover) if held is not None else None
        size = self._board.size
        states: list[RowState] = []
        for row in range(size):
            for column in range(size):
                square = (column, row)
                hovered = held is not None and square == hover
                states.append(
                    (
                        game.placed.get(square),
                        square in fits,
                        square in this_turn,
                        square in last_turn,
                        hovered,
                        held if hovered else None,
                        hover_points if hovered else None,
                    )
                )
        return states
