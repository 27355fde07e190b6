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

from PySide6.QtCore import QAbstractTableModel, QByteArray, QModelIndex, Qt

from knaster_qt.games.exact_hit.core.marks import CROSS
from knaster_qt.games.exact_hit.core.sheets import FIELDS, ROWS
from knaster_qt.games.exact_hit.models.sheet_state import hover_marks, sheet_picture
from knaster_qt.kit.row_models import AnyIndex, RoleRows, RowState, with_role_names

if TYPE_CHECKING:
    from knaster_qt.games.exact_hit.models.controller import ExactHitController

SCORE_COLUMN = FIELDS  # the row's score box, right of the six fields


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


_DISPLAY = Qt.ItemDataRole.DisplayRole
_SHEET_ROLES = (
    SheetRole.LETTER,
    SheetRole.TOTAL,
    SheetRole.CURRENT_ROW,
    SheetRole.DIMMED,
    SheetRole.PLAYER,
    SheetRole.PLAYING,
)
# The role(s) behind each value of a cell's state, in order: the field's or score box's own
# (a score box has no colour, number or preview: None), then the whole sheet's (shared). Its
# mark and its cross are also what it displays.
_CELL_ROLES: tuple[int | tuple[int, ...], ...] = (
    (SheetRole.VALUE, _DISPLAY),
    (SheetRole.CROSSED, _DISPLAY),
    SheetRole.COLOUR,
    SheetRole.NUMBER,
    SheetRole.LEGAL_NOW,
    SheetRole.PREVIEW_VALUE,
    SheetRole.PREVIEW_CROSS,
    SheetRole.FILLED,
    *_SHEET_ROLES,
)
COLUMNS = FIELDS + 1  # the six fields and the score box


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
        self._rows = RoleRows(self, _CELL_ROLES, self._compute, shared=_SHEET_ROLES)
        self._rows.follow(controller)

    # --- the model ------------------------------------------------------------------------

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008  # Qt's default
        return 0 if parent.isValid() else ROWS

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else COLUMNS

    def data(self, index: AnyIndex, role: int = _DISPLAY) -> Any:
        if not index.isValid() or not self.hasIndex(index.row(), index.column()):
            return None
        cell = index.row() * COLUMNS + index.column()
        if role == _DISPLAY:
            if self._rows.value(cell, SheetRole.CROSSED):
                return "×"
            value = self._rows.value(cell, SheetRole.VALUE)
            filled = index.column() < SCORE_COLUMN or self._rows.value(cell, SheetRole.FILLED)
            return str(value) if filled and value else ""
        return self._rows.value(cell, role)

    def roleNames(self) -> dict[int, QByteArray]:
        return with_role_names(super().roleNames(), SheetRole)

    # --- following the game -------------------------------------------------------------------

    def shown_player(self) -> int:
        return self.player if self.player is not None else self.controller.shown_player()

    def _compute(self) -> list[RowState]:
        controller = self.controller
        player = self.shown_player()
        picture = sheet_picture(controller, player, interactive=self.interactive)
        playing = self.interactive and controller.can_answer() and controller.actor == player
        sheet_wide = (  # in the order of _SHEET_ROLES
            picture.letter,
            -1 if picture.total is None else picture.total,
            -1 if picture.current_row is None else picture.current_row,
            picture.dimmed,
            player,
            playing and picture.current_row is not None,
        )
        fields = [list(line) for line in picture.fields]
        cells: list[RowState] = []
        for row in range(ROWS):
            for position in range(FIELDS):
                mark = fields[row][position]
                preview: tuple[int | None, bool] = (None, False)
                if playing and row == picture.current_row:
                    preview = hover_marks(controller, (row, position), fields)
                cells.append(
                    (
                        mark if isinstance(mark, int) else 0,
                        mark is CROSS,
                        picture.colours[row][position],
                        picture.numbers[row][position],
                        (row, position) in picture.target_fields,
                        preview[0] or 0,
                        preview[1],
                        False,
                        *sheet_wide,
                    )
                )
            score = picture.row_scores[row]
            cells.append(
                (score or 0, False, None, None, None, None, None, score is not None, *sheet_wide)
            )
        return cells

    def detach(self) -> None:
        """Follow the game no more (a strip card's model whose card goes)."""
        self._rows.unfollow(self.controller)
