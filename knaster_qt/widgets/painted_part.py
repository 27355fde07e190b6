"""A part of a painted widget as a screen reader sees it: a leaf of its accessible table.

The sheets and boards are painted widgets, so Qt's accessibility knows nothing of their
cells by itself. Each game's view gives its widget an accessible table whose children are
:class:`PaintedPart` subclasses; a subclass says only what is particular to it: ``role``,
``state``, ``rect`` and ``text`` (name and value).
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleInterface, QWindow
from PySide6.QtWidgets import QWidget


class PaintedPart(QAccessibleInterface):
    """One painted part (a cell, a field, a square) of ``widget``, numbered ``index``."""

    def __init__(self, widget: QWidget, index: int) -> None:
        super().__init__()
        self._widget = widget
        self._index = index

    def isValid(self) -> bool:
        return True

    # PySide's stubs say these never return None; Qt's C++ returns nullptr for "none".
    def object(self) -> QObject | None:  # type: ignore[override]
        return None  # a painted part, not an object of its own

    def window(self) -> QWindow | None:  # type: ignore[override]
        return self._widget.window().windowHandle()

    def parent(self) -> QAccessibleInterface:
        return QAccessible.queryAccessibleInterface(self._widget)

    def child(self, _index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, _child: QAccessibleInterface) -> int:
        return -1

    def childAt(self, _x: int, _y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def relations(
        self, _match: QAccessible.RelationFlag = QAccessible.RelationFlag.AllRelations
    ) -> list[tuple[QAccessibleInterface, QAccessible.RelationFlag]]:
        return []

    def setText(self, _kind: QAccessible.Text, _text: str) -> None:
        pass  # read only: the sheet changes by playing, not by typing
