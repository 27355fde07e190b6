"""What the Loop Tiles models share: each keeps the state of every cell it shows and, after
a change, says which cells changed and in which roles (so a view repaints only those)."""

from __future__ import annotations

import enum
from collections.abc import Iterator, Sequence

from PySide6.QtCore import QByteArray, QModelIndex, QPersistentModelIndex, Qt

AnyIndex = QModelIndex | QPersistentModelIndex  # what Qt passes to a model's methods
CellState = tuple[object, ...]  # one cell's values, in the order of its model's roles


def changed_cells(
    old: Sequence[CellState], new: Sequence[CellState], roles: Sequence[int]
) -> Iterator[tuple[int, list[int]]]:
    """(position, roles whose value changed) of every cell that differs; ``roles[i]`` is
    the role of a state's ``i``-th value. Cells beyond the shorter list are not compared."""
    for position, (before, after) in enumerate(zip(old, new, strict=False)):
        if before != after:
            yield (
                position,
                sorted({role for role, a, b in zip(roles, before, after, strict=True) if a != b}),
            )


def read_only_flags(index: AnyIndex) -> Qt.ItemFlag:
    """A cell is shown, never edited or selected through the model (input goes to the controller)."""
    if not index.isValid():
        return Qt.ItemFlag.NoItemFlags
    return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemNeverHasChildren


def with_role_names(
    names: dict[int, QByteArray], roles: type[enum.IntEnum]
) -> dict[int, QByteArray]:
    """Qt's role names and a model's own ("tile", "fits" …), for QML and model testers."""
    names.update({role.value: QByteArray(role.name.lower().encode()) for role in roles})
    return names
