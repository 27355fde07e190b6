"""One player's Exact Hit sheet as a Qt table model: 5 rows of 6 fields and the row's score.

Columns 0-5 are the fields as printed (their mark, colour, printed number, and on the sheet
being played whether a click may write there now and what a click would show); column 6 is
the row's score box. What belongs to the whole sheet (letter, total, row being filled,
dimmed) is given by every index under its own roles. The model follows the controller's
``changed(Change)``: it recomputes its 35 cells (cheap: the controller caches the core's
verdicts), compares them with the ones it keeps and emits ``dataChanged`` for exactly the
cells that differ; ``replaced`` (another game) resets it.
"""

from __future__ import annotations

from enum import IntEnum
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractTableModel, QByteArray, QModelIndex, QPersistentModelIndex, Qt

from knaster_qt.games.exact_hit.core.marks import CROSS
from knaster_qt.games.exact_hit.core.sheets import FIELDS, ROWS
from knaster_qt.games.exact_hit.models.sheet_state import hover_marks, sheet_picture

if TYPE_CHECKING:
    from knaster_qt.change import Change
    from knaster_qt.games.exact_hit.models.controller import ExactHitController

SCORE_COLUMN = FIELDS  # the row's score box, right of the six fields
_Index = QModelIndex | QPersistentModelIndex


class SheetRole(IntEnum):
    VALUE = Qt.ItemDataRole.UserRole + 1  # a field's die value 1-6 (0: none); a score box's score
    CROSSED = Qt.ItemDataRole.UserRole + 2  # the field is crossed out
    COLOUR = Qt.ItemDataRole.UserRole + 3  # the field's colour (COLOURS index)
    NUMBER = Qt.ItemDataRole.UserRole + 4  # the printed number, 1-6
    LEGAL_NOW = Qt.ItemDataRole.UserRole + 5  # a click may write into this field now
    PREVIEW_VALUE = Qt.ItemDataRole.UserRole + 6  # what hovering shows faintly here (0: none)
    PREVIEW_CROSS = Qt.ItemDataRole.UserRole + 7  # hovering shows the forced cross here
    FILLED = Qt.ItemDataRole.UserRole + 8  # the score box is filled (a score of 0 stands too)
    # The whole sheet's, the same at every index:
    LETTER = Qt.ItemDataRole.UserRole + 9
    TOTAL = Qt.ItemDataRole.UserRole + 10  # the total (-1: not written yet)
    CURRENT_ROW = Qt.ItemDataRole.UserRole + 11  # the row being filled (-1: none)
    DIMMED = Qt.ItemDataRole.UserRole + 12  # not the acting player's sheet (the strip's)
    PLAYER = Qt.ItemDataRole.UserRole + 13  # whose sheet it is
    PLAYING = Qt.ItemDataRole.UserRole + 14  # its player writes on it now (targets, hover)


_SHEET_ROLES = (
    SheetRole.LETTER,
    SheetRole.TOTAL,
    SheetRole.CURRENT_ROW,
    SheetRole.DIMMED,
    SheetRole.PLAYER,
    SheetRole.PLAYING,
)
Cell = dict[int, Any]


class SheetModel(QAbstractTableModel):
    """``player``'s sheet (None: whichever the controller shows in the middle); ``interactive``
    for the sheet being played, whose cells say where a click writes."""

    def __init__(
        self,
        controller: ExactHitController,
        player: int | None = None,
        *,
        interactive: bool = True,
    ) -> None:
        super().__init__(controller)
        self.controller, self.player, self.interactive = controller, player, interactive
        self._cells: list[list[Cell]] = self._compute()
        controller.changed.connect(self._on_changed)
        controller.replaced.connect(self._on_replaced)

    # --- the model ------------------------------------------------------------------------

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008  # Qt's default
        return 0 if parent.isValid() else ROWS

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else FIELDS + 1

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not self.hasIndex(index.row(), index.column()):
            return None
        cell = self._cells[index.row()][index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            if cell[SheetRole.CROSSED]:
                return "×"
            filled = index.column() < SCORE_COLUMN or cell[SheetRole.FILLED]
            return str(cell[SheetRole.VALUE]) if filled and cell[SheetRole.VALUE] else ""
        return cell.get(role)

    def roleNames(self) -> dict[int, QByteArray]:
        names = super().roleNames()
        names.update({role.value: QByteArray(role.name.lower().encode()) for role in SheetRole})
        return names

    # --- following the game -------------------------------------------------------------------

    def shown_player(self) -> int:
        return self.player if self.player is not None else self.controller.shown_player()

    def _compute(self) -> list[list[Cell]]:
        controller = self.controller
        player = self.shown_player()
        picture = sheet_picture(controller, player, interactive=self.interactive)
        playing = self.interactive and controller.can_answer() and controller.actor == player
        sheet_wide: Cell = {
            SheetRole.LETTER: picture.letter,
            SheetRole.TOTAL: -1 if picture.total is None else picture.total,
            SheetRole.CURRENT_ROW: -1 if picture.current_row is None else picture.current_row,
            SheetRole.DIMMED: picture.dimmed,
            SheetRole.PLAYER: player,
            SheetRole.PLAYING: playing and picture.current_row is not None,
        }
        fields = [list(line) for line in picture.fields]
        cells: list[list[Cell]] = []
        for row in range(ROWS):
            line: list[Cell] = []
            for position in range(FIELDS):
                mark = fields[row][position]
                preview: tuple[int | None, bool] = (None, False)
                if playing and row == picture.current_row:
                    preview = hover_marks(controller, (row, position), fields)
                line.append(
                    {
                        SheetRole.VALUE: mark if isinstance(mark, int) else 0,
                        SheetRole.CROSSED: mark is CROSS,
                        SheetRole.COLOUR: picture.colours[row][position],
                        SheetRole.NUMBER: picture.numbers[row][position],
                        SheetRole.LEGAL_NOW: (row, position) in picture.target_fields,
                        SheetRole.PREVIEW_VALUE: preview[0] or 0,
                        SheetRole.PREVIEW_CROSS: preview[1],
                        SheetRole.FILLED: False,
                        **sheet_wide,
                    }
                )
            score = picture.row_scores[row]
            line.append(
                {
                    SheetRole.VALUE: score or 0,
                    SheetRole.CROSSED: False,
                    SheetRole.FILLED: score is not None,
                    **sheet_wide,
                }
            )
            cells.append(line)
        return cells

    def detach(self) -> None:
        """Follow the game no more (a strip card's model whose card goes)."""
        self.controller.changed.disconnect(self._on_changed)
        self.controller.replaced.disconnect(self._on_replaced)

    def _on_replaced(self) -> None:
        self.beginResetModel()
        self._cells = self._compute()
        self.endResetModel()

    def _on_changed(self, _change: Change) -> None:
        self.refresh()

    def refresh(self) -> None:
        """Recompute the cells; ``dataChanged`` names each cell that differs, with its roles."""
        old, new = self._cells, self._compute()
        self._cells = new
        wide = [role for role in _SHEET_ROLES if old[0][0].get(role) != new[0][0].get(role)]
        if wide:  # the whole sheet's data: every index says it
            self.dataChanged.emit(
                self.index(0, 0), self.index(ROWS - 1, FIELDS), [int(r) for r in wide]
            )
        for row in range(ROWS):
            for column in range(FIELDS + 1):
                before, after = old[row][column], new[row][column]
                roles = [
                    int(role)
                    for role in after
                    if role not in _SHEET_ROLES and before.get(role) != after[role]
                ]
                if roles:
                    if SheetRole.VALUE in roles or SheetRole.CROSSED in roles:
                        roles.append(Qt.ItemDataRole.DisplayRole)
                    index = self.index(row, column)
                    self.dataChanged.emit(index, index, roles)
