"""Models whose rows are derived from the game: precise dataChanged, and following the controller."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractItemModel, QModelIndex

if TYPE_CHECKING:
    from knaster_qt.games.knaster.models.controller import KnasterController

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


# The mixin below calls QAbstractItemModel methods; at run time it stands before the Qt
# base in each model's bases, so it must not be a QObject itself.
if TYPE_CHECKING:
    _ModelBase = QAbstractItemModel
else:
    _ModelBase = object


class FollowsController(_ModelBase):
    """What every model over the controller's game does to stay in step with it.

    Reset with the game (New, Open, resume), recompute after every action or state
    change and signal only what changed, and, for a model that shows whoever plays
    now (``player=None``), reset when the turn moves to another sheet. A model
    sets ``_cache``; ``_item_index(item)`` says where a RoleCache item stands.
    """

    _controller: KnasterController
    _cache: RoleCache
    _fixed_player: int | None = None

    def _follow(
        self, controller: KnasterController, player: int | None, follow_turns: bool
    ) -> None:
        self._controller = controller
        self._fixed_player = player  # None: the sheet the controller plays now
        controller.aboutToBeReplaced.connect(self.beginResetModel)
        controller.replaced.connect(self._end_reset)
        controller.changed.connect(self._refresh)  # once per gesture, whatever it changed
        if follow_turns and player is None:
            controller.playerChanged.connect(self._player_changed)

    def _item_index(self, item: int) -> QModelIndex:
        return self.index(item, 0)  # a list's rows; the grid maps its cells itself

    @property
    def _player(self) -> int:
        fixed = self._fixed_player
        return self._controller.player if fixed is None else fixed

    def _refresh(self, _report: object = None) -> None:
        self._cache.refresh(self, self._item_index)

    def _player_changed(self, _player: int) -> None:
        # Another sheet: every item may differ, as after a new game.
        self.beginResetModel()
        self._end_reset()

    def _end_reset(self) -> None:
        self._cache.reset()
        self.endResetModel()
