"""What a screen reader hears of an Exact Hit sheet: each field, score box and the total.

The sheet is one painted widget; this gives it an accessible interface (a table) whose
children are the 30 fields ("row 2, blue field, up to 5": "3, exact hit"), the five row
scores and the total, read from the sheet's picture (what the painter draws), as the
Knaster sheet does (games/knaster/views/sheet_accessibility.py).
"""

from __future__ import annotations

from typing import Protocol, cast

from PySide6.QtCore import QCoreApplication, QRect, QRectF
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QWidget

from knaster_qt.games.exact_hit.core.marks import CROSS
from knaster_qt.games.exact_hit.core.sheets import FIELDS, ROWS
from knaster_qt.games.exact_hit.models.controller import colour_name
from knaster_qt.games.exact_hit.render.picture import Field, SheetPicture
from knaster_qt.kit import accessible
from knaster_qt.kit.accessible import PaintedPart, PaintedSheet, PaintedTable

CELLS = ROWS * FIELDS
TOTAL_CHILD = CELLS + ROWS  # after the fields and the row scores


class SheetView(PaintedSheet[SheetPicture], Protocol):
    """The sheet widget (views/sheet_view.py) besides the kit's ``PaintedSheet``: where its
    fields and score boxes stand."""

    @property
    def focus_field(self) -> Field | None: ...
    def field_rect(self, field: Field) -> QRectF: ...
    def score_rect(self, row: int | None) -> QRectF: ...


def field_name(picture: SheetPicture, field: Field) -> str:
    row, position = field
    #: {1}: a colour, "black"; {1:die} says "black die", {1:field} "black field"
    return QCoreApplication.translate("ExactHitSheet", "row {0}, {1} field, up to {2}").format(
        row + 1, colour_name(picture.colours[row][position]), picture.numbers[row][position]
    )


def field_value(picture: SheetPicture, field: Field) -> str:
    mark = picture.fields[field[0]][field[1]]
    if mark is None:
        return QCoreApplication.translate("ExactHitSheet", "empty")
    if mark is CROSS:
        return QCoreApplication.translate("ExactHitSheet", "crossed out")
    if picture.is_exact_hit(*field):
        return QCoreApplication.translate("ExactHitSheet", "{0}, exact hit").format(mark)
    return str(mark)


class _Part(PaintedPart):
    def __init__(self, widget: QWidget, index: int) -> None:
        super().__init__(widget, index)
        self._view = cast(SheetView, widget)

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Cell if self._index < CELLS else QAccessible.Role.StaticText

    def _field(self) -> Field:
        return divmod(self._index, FIELDS)

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.readOnly = self._view.read_only or self._index >= CELLS
        state.focusable = self._index < CELLS and not self._view.read_only
        state.focused = (
            self._index < CELLS
            and self._view.focus_field == self._field()
            and self._widget.hasFocus()
        )
        return state

    def rect(self) -> QRect:
        if self._index < CELLS:
            local = self._view.field_rect(self._field())
        else:
            row = self._index - CELLS
            local = self._view.score_rect(row if row < ROWS else None)
        return self.global_rect(local)

    def name(self) -> str:
        picture = self._view.picture()
        if self._index < CELLS:
            return field_name(picture, self._field())
        if self._index < TOTAL_CHILD:
            return QCoreApplication.translate("ExactHitSheet", "row {0} score").format(
                self._index - CELLS + 1
            )
        return QCoreApplication.translate("ExactHitSheet", "total")

    def value(self) -> str:
        picture = self._view.picture()
        if self._index < CELLS:
            return field_value(picture, self._field())
        score = (
            picture.row_scores[self._index - CELLS] if self._index < TOTAL_CHILD else picture.total
        )
        if score is None:
            return QCoreApplication.translate("ExactHitSheet", "empty")
        return str(score)


class SheetAccessible(PaintedTable):
    """The sheet as a table of named parts: 30 fields, 5 row scores, the total."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget, [_Part(widget, index) for index in range(TOTAL_CHILD + 1)])
        self._view = cast(SheetView, widget)

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        field = self._view.focus_field
        if field is None or not self._widget.hasFocus():
            return None
        return self._parts[field_child(field)]


def field_child(field: Field) -> int:
    """The number of a field's part among the sheet's children."""
    return field[0] * FIELDS + field[1]


def install(sheet_class: type[QWidget]) -> None:
    """Let Qt ask for the interface of every ``sheet_class`` widget."""
    accessible.install(sheet_class, SheetAccessible)
