"""What a screen reader hears of the sheet: every cell, white field and the score, by name and value.

The sheet is one painted widget, so Qt's accessibility knows nothing of its cells by itself.
This module gives the widget an accessible interface (a table) whose children are the 25
cells ("c3": "7, circled"), the 12 white fields ("row 3 field": "4 points, scored") and the
score box ("score": "41 points: 26 for lines, 15 circles"). Everything is read from the
sheet's picture, the same data the painter draws, so a screen reader hears exactly what is
on screen and nothing decides here what is legal.
"""

from __future__ import annotations

from typing import Protocol, cast

from PySide6.QtCore import QCoreApplication, QObject, QRect, QRectF
from PySide6.QtGui import QAccessible, QAccessibleInterface, QTransform
from PySide6.QtWidgets import QWidget

from knaster_qt.games.knaster.core.notation import CELL_NAMES, LINE_NAMES, SIZE, describe_line
from knaster_qt.games.knaster.render.geometry import score_box_rect_mm
from knaster_qt.games.knaster.render.picture import SheetPicture
from knaster_qt.kit import accessible
from knaster_qt.kit.accessible import PaintedPart, PaintedSheet, PaintedTable
from knaster_qt.texts import translated

CELLS = SIZE * SIZE
LINES = len(LINE_NAMES)
SCORE_CHILD = CELLS + LINES  # the last child: the score box


class SheetView(PaintedSheet[SheetPicture], Protocol):
    """What this module reads of the sheet widget (views/sheet_view.py's ``SheetView``, a
    QWidget) besides the kit's ``PaintedSheet``: where its cells and lines stand."""

    @property
    def focus_cell(self) -> int | None: ...
    def cell_rect(self, cell: int) -> QRectF: ...
    def white_field_rect(self, line: int) -> QRectF: ...
    def sheet_transform(self) -> QTransform: ...


def line_title(line: int) -> str:
    """'row 3', 'column b', 'the diagonal from the top left': a line as players say it."""
    name = LINE_NAMES[line]
    if name.startswith("r"):
        return QCoreApplication.translate("SheetAccessibility", "row {0}").format(name[1:])
    if name.startswith("c"):
        return QCoreApplication.translate("SheetAccessibility", "column {0}").format(name[1:])
    return translated(describe_line(line))  # as the messages name it: by where it starts


class _Counts(QObject):
    """Counted words in the plural form each language wants (English: "1 point", "2 points";
    Czech has three forms). A QObject's ``tr`` with a count: pyside6-lupdate extracts plural
    forms from that call only."""

    def points(self, count: int) -> str:
        return self.tr("%n point(s)", "", count)

    def circles(self, count: int) -> str:
        return self.tr("%n circle(s)", "", count)


def _points(count: int) -> str:
    return _Counts().points(count)


class _SheetPart(PaintedPart):
    """One cell, white field or the score box: a child of the sheet's interface."""

    def __init__(self, widget: QWidget, index: int) -> None:
        super().__init__(widget, index)
        self._view = cast(SheetView, widget)  # install() registers only widgets that are sheets

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Cell if self._index < CELLS else QAccessible.Role.StaticText

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.readOnly = self._view.read_only or self._index >= CELLS
        state.focusable = self._index < CELLS
        state.focused = self._index == self._view.focus_cell and self._widget.hasFocus()
        return state

    def rect(self) -> QRect:
        return self.global_rect(self._local_rect())

    def _local_rect(self) -> QRectF:
        if self._index < CELLS:
            return self._view.cell_rect(self._index)
        if self._index < SCORE_CHILD:
            return self._view.white_field_rect(self._index - CELLS)
        return self._view.sheet_transform().mapRect(QRectF(*score_box_rect_mm()))

    def name(self) -> str:
        if self._index < CELLS:
            return CELL_NAMES[self._index]
        if self._index < SCORE_CHILD:
            return QCoreApplication.translate("SheetAccessibility", "{0} field").format(
                line_title(self._index - CELLS)
            )
        return QCoreApplication.translate("SheetAccessibility", "score")

    def value(self) -> str:
        picture = self._view.picture()
        if self._index < CELLS:
            number = picture.values[self._index]
            if number == 0:
                return QCoreApplication.translate("SheetAccessibility", "empty")
            if self._index in picture.circled:
                return QCoreApplication.translate("SheetAccessibility", "{0}, circled").format(
                    number
                )
            return str(number)
        if self._index < SCORE_CHILD:
            line = self._index - CELLS
            points = _points(picture.layout.line_points[line])
            if line in picture.scored_lines:
                return QCoreApplication.translate("SheetAccessibility", "{0}, scored").format(
                    points
                )
            return points
        score = picture.score
        if score is None:
            return QCoreApplication.translate("SheetAccessibility", "empty")
        circles = _Counts().circles(score.circles)
        return QCoreApplication.translate("SheetAccessibility", "{0}: {1} for lines, {2}").format(
            _points(score.total), score.line_points, circles
        )


class SheetAccessible(PaintedTable):
    """The sheet as a table of named parts: 25 cells, 12 white fields, the score box."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget, [_SheetPart(widget, index) for index in range(SCORE_CHILD + 1)])
        self._view = cast(SheetView, widget)  # install() registers only widgets that are sheets

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        cell = self._view.focus_cell
        return self._parts[cell] if cell is not None and self._widget.hasFocus() else None


def install(sheet_class: type[QWidget]) -> None:
    """Let Qt ask for the interface of every ``sheet_class`` widget."""
    accessible.install(sheet_class, SheetAccessible)
