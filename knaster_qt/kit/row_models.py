"""Item models that follow a game's controller: one recompute per Change, precise dataChanged.

Every game's item models (Knaster's grid, lines and players; Exact Hit's dice and players;
Loop Tiles' board and rack; Coin Toss's tosses) work the same way, through
:class:`RoleRows`: the model says its items' state (``compute``: one tuple per item) and the
role(s) behind each value of a tuple; RoleRows keeps the last state, recomputes it once per
``changed(Change)``, emits ``dataChanged`` for exactly the items that differ, naming the
roles whose values differ, and resets the model on ``replaced`` (another game, perhaps
another size). The model's ``data()`` reads the same tuples (:meth:`RoleRows.value`), so
what the views see and what is signalled can never disagree.

A model whose items come and go (Loop Tiles' pad: a row per turn) inserts and removes its
rows itself and compares the rows it keeps with :func:`changed_roles`.
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Callable, Collection, Iterator, Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractListModel,
    QByteArray,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

AnyIndex = QModelIndex | QPersistentModelIndex  # what Qt passes to a model's methods
RowState = tuple[object, ...]  # one item's values, in the order of its model's roles


class Followed(Protocol):
    """What a model follows: a game's controller (docs/GAME-INTERFACE.md, "The controller shape")."""

    @property
    def changed(self) -> SignalInstance: ...  # (Change): what one gesture changed

    @property
    def replaced(self) -> SignalInstance: ...  # (): another game is in place


def changed_roles(
    old: Sequence[RowState], new: Sequence[RowState], roles: Sequence[Sequence[int]]
) -> Iterator[tuple[int, list[int]]]:
    """(position, sorted roles whose value changed) of every item that differs; ``roles[i]``
    are the roles of a state's ``i``-th value (none: a value compared elsewhere). Items beyond
    the shorter list are not compared."""
    for position, (before, after) in enumerate(zip(old, new, strict=False)):
        if before != after:
            changed = {
                role
                for named, a, b in zip(roles, before, after, strict=True)
                if a != b
                for role in named
            }
            if changed:
                yield position, sorted(changed)


class RoleRows(QObject):
    """The state a model last showed of each of its items, and what changed since.

    ``roles[i]`` is the role behind the ``i``-th value of an item's state, or several roles
    when one value shows in more than one (a tile and its DisplayRole text, a legality and the
    tooltip it changes); :meth:`value` answers for each role behind exactly one value, the
    model's ``data()`` says the others itself. A table's items are its cells, row by row.
    A child of its model, so its connections to the controller end with the model.

    ``shared`` roles have one value for every item (the whole sheet's letter or total, said
    by every index): a change of theirs is one ``dataChanged`` over all the items.
    """

    def __init__(
        self,
        model: QAbstractItemModel,
        roles: Sequence[int | Sequence[int]],
        compute: Callable[[], list[RowState]],
        *,
        shared: Collection[int] = (),
    ) -> None:
        super().__init__(model)
        self._model = model
        self._roles = [(named,) if isinstance(named, int) else tuple(named) for named in roles]
        # The roles that stand behind one value only: those value() answers for.
        once = Counter(role for named in self._roles for role in named)
        self._position = {
            role: position
            for position, named in enumerate(self._roles)
            for role in named
            if once[role] == 1
        }
        # What an item's own change names (the shared values are compared once, at item 0).
        self._own_roles = [() if set(named) <= set(shared) else named for named in self._roles]
        self._shared_roles = [named if set(named) <= set(shared) else () for named in self._roles]
        self._compute = compute
        self.states: list[RowState] = compute()

    def __len__(self) -> int:
        return len(self.states)

    def value(self, item: int, role: int) -> object:
        """The value ``role`` has at ``item`` (None for a role the state does not hold)."""
        position = self._position.get(role)
        return None if position is None else self.states[item][position]

    def follow(self, controller: Followed, about_to_replace: SignalInstance | None = None) -> None:
        """Recompute after each of the controller's Changes and reset with its game; a model
        that must not be read while the game is being replaced begins its reset at
        ``about_to_replace`` (Knaster's ``aboutToBeReplaced``)."""
        controller.changed.connect(self.refresh)  # once per gesture, whatever it changed
        if about_to_replace is None:
            controller.replaced.connect(self.reset)
        else:
            about_to_replace.connect(self._model.beginResetModel)
            controller.replaced.connect(self.end_reset)

    def unfollow(self, controller: Followed) -> None:
        """Follow the controller no more (a model whose view goes while the game goes on;
        one that follows with ``about_to_replace`` does not unfollow)."""
        controller.changed.disconnect(self.refresh)
        controller.replaced.disconnect(self.reset)

    def index_of(self, item: int) -> QModelIndex:
        """The index of an item: a list's row, a table's cell (row by row)."""
        if isinstance(self._model, QAbstractListModel):  # (its columnCount is private)
            return self._model.index(item, 0)
        columns = self._model.columnCount(QModelIndex())
        return self._model.index(item // columns, item % columns)

    def refresh(self, _change: object = None) -> None:
        """Recompute every item; dataChanged for each item that differs, with its roles."""
        old, self.states = self.states, self._compute()
        if any(self._shared_roles) and old and self.states:
            for _item, roles in changed_roles(old[:1], self.states[:1], self._shared_roles):
                last = self.index_of(len(self.states) - 1)
                self._model.dataChanged.emit(self.index_of(0), last, roles)
        for item, roles in changed_roles(old, self.states, self._own_roles):
            index = self.index_of(item)
            self._model.dataChanged.emit(index, index, roles)

    def reset(self) -> None:
        """Every item anew (another game): a model reset."""
        self._model.beginResetModel()
        self.end_reset()

    def end_reset(self) -> None:
        self.states = self._compute()
        self._model.endResetModel()


def read_only_flags(index: AnyIndex) -> Qt.ItemFlag:
    """An item is shown, never edited or selected through the model (input goes to the controller)."""
    if not index.isValid():
        return Qt.ItemFlag.NoItemFlags
    return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemNeverHasChildren


def with_role_names(
    names: dict[int, QByteArray], roles: type[enum.IntEnum]
) -> dict[int, QByteArray]:
    """Qt's role names and a model's own ("tile", "fits" …), for QML and model testers."""
    names.update({role.value: QByteArray(role.name.lower().encode()) for role in roles})
    return names


class RoleListModel(QAbstractListModel):
    """A list model whose rows are its RoleRows (``self._rows``, made by the subclass): it
    counts them, answers ``data`` from them (:meth:`row_data` for what a subclass computes
    when read: a text in the current language) and names its ``roles`` for ``roleNames``."""

    roles: type[enum.IntEnum]  # the model's own roles
    _rows: RoleRows

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008  # Qt's default
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if index.model() is not self or not self.hasIndex(index.row(), index.column()):
            return None
        return self.row_data(index.row(), role)

    def row_data(self, row: int, role: int) -> object:
        """What ``role`` says of ``row``: by default the value its state holds."""
        return self._rows.value(row, role)

    def roleNames(self) -> dict[int, QByteArray]:
        return with_role_names(super().roleNames(), self.roles)
