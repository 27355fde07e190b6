"""A painted widget as a screen reader sees it: a table of named parts, for every game.

The sheets and boards are painted widgets, so Qt's accessibility knows nothing of their
cells by itself. Each game's view gives its widget a :class:`PaintedTable` whose children
are :class:`PaintedPart` subclasses; a subclass says only what is particular to it:
``role``, ``state``, ``rect``, ``name`` and ``value``. ``install`` lets Qt ask for the table
of a widget class (one factory for every game).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol, TypeVar

from PySide6.QtCore import QObject, QRect, QRectF
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QWindow
from PySide6.QtWidgets import QAccessibleWidget, QWidget

Picture = TypeVar("Picture", covariant=True)


class PaintedSheet(Protocol[Picture]):
    """What a game's parts read of its painted sheet widget: whether it may be written on now,
    and the picture it paints (the game's own). A game's protocol adds where its parts stand;
    declared, not imported, so that the widget can import its parts' module."""

    @property
    def read_only(self) -> bool: ...
    def picture(self) -> Picture: ...


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

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return self.name()
        if kind in (QAccessible.Text.Value, QAccessible.Text.Description):
            return self.value()
        return ""

    def name(self) -> str:
        """What the part is ("c3", "row 2 score"); subclasses say it."""
        return ""

    def value(self) -> str:
        """What the part holds ("7, circled", "empty"); subclasses say it."""
        return ""

    def global_rect(self, local: QRectF) -> QRect:
        """``local`` (the widget's coordinates) on the screen, as Qt wants a part's rect."""
        aligned = local.toAlignedRect()
        return QRect(self._widget.mapToGlobal(aligned.topLeft()), aligned.size())


class PaintedTable(QAccessibleWidget):
    """A painted widget as a table of named parts."""

    def __init__(self, widget: QWidget, parts: Sequence[PaintedPart]) -> None:
        super().__init__(widget, QAccessible.Role.Table, widget.accessibleName())
        self._widget = widget
        self._parts = list(parts)
        for part in self._parts:
            QAccessible.registerAccessibleInterface(part)  # Qt keeps them alive and unique

    def childCount(self) -> int:
        return len(self._parts)

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return self._parts[index] if 0 <= index < len(self._parts) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return next((i for i, part in enumerate(self._parts) if part is child), -1)

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return next((part for part in self._parts if part.rect().contains(x, y)), None)


_tables: dict[type[QWidget], Callable[[QWidget], QAccessibleInterface]] = {}


def _factory(_class_name: str, target: QObject) -> QAccessibleInterface | None:
    for widget_class, make in _tables.items():
        if isinstance(target, widget_class):
            return make(target)
    return None


def install(widget_class: type[QWidget], make: Callable[[QWidget], QAccessibleInterface]) -> None:
    """Let Qt ask ``make`` for the interface of every ``widget_class`` widget (the factory is
    installed once, for every game)."""
    if not _tables:
        QAccessible.installFactory(_factory)
    _tables[widget_class] = make


def announce_focus(widget: QWidget, child: int) -> None:
    """Tell a screen reader the keyboard frame moved to part ``child`` of ``widget``."""
    if QAccessible.isActive():
        event = QAccessibleEvent(widget, QAccessible.Event.Focus)
        event.setChild(child)
        QAccessible.updateAccessibility(event)
