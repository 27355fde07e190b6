"""Precise dataChanged for models whose rows are derived from the game: compare, then signal."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QAbstractItemModel, QModelIndex

RowState = tuple[object, ...]


class RoleCache:
    """Remembers each item's role values and reports exactly which items and roles changed.

    ``roles`` names the Qt role behind each position of an item's state tuple; the
    model's ``data()`` reads the same tuples, so what views see and what is
    signalled can never disagree.
    """

    def __init__(self, roles: Sequence[Sequence[int]], compute: Callable[[], list[RowState]]):
        self._roles = roles
        self._compute = compute
        self.states: list[RowState] = compute()

    def reset(self) -> None:
        self.states = self._compute()

    def refresh(self, model: QAbstractItemModel, index_of: Callable[[int], QModelIndex]) -> None:
        """Recompute every item and emit dataChanged for each changed item with its changed roles."""
        new_states = self._compute()
        old_states, self.states = self.states, new_states
        for item, (old, new) in enumerate(zip(old_states, new_states, strict=True)):
            if old == new:
                continue
            changed: set[int] = set()
            for position, (before, after) in enumerate(zip(old, new, strict=True)):
                if before != after:
                    changed.update(self._roles[position])
            index = index_of(item)
            model.dataChanged.emit(index, index, sorted(changed))
