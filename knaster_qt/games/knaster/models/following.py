"""What Knaster's item models add to the kit's RoleRows: whose sheet they show.

A model over one player's sheet (``player``) or over whoever plays now (``player=None``)
recomputes through ``knaster_qt.kit.row_models.RoleRows`` like every game's models, begins its
reset when the controller is about to replace the game, and, following the turn, resets when
the turn moves to another sheet (every item may differ, as after a new game).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractItemModel

from knaster_qt.kit.row_models import RoleRows, RowState

if TYPE_CHECKING:
    from knaster_qt.games.knaster.models.controller import KnasterController

# The mixin below calls QAbstractItemModel methods; at run time it stands before the Qt
# base in each model's bases, so it must not be a QObject itself.
if TYPE_CHECKING:
    _ModelBase = QAbstractItemModel
else:
    _ModelBase = object


class FollowsController(_ModelBase):
    """A Knaster model over the controller's game: its rows (``_rows``) and whose they are."""

    _controller: KnasterController
    _rows: RoleRows
    _fixed_player: int | None = None

    def _follow(
        self,
        controller: KnasterController,
        player: int | None,
        roles: Sequence[int | Sequence[int]],
        compute: Callable[[], list[RowState]],
        *,
        follow_turns: bool,
    ) -> None:
        self._controller = controller
        self._fixed_player = player  # None: the sheet the controller plays now
        self._rows = RoleRows(self, roles, compute)
        self._rows.follow(controller, about_to_replace=controller.aboutToBeReplaced)
        if follow_turns and player is None:
            controller.playerChanged.connect(self._player_changed)

    @property
    def _player(self) -> int:
        fixed = self._fixed_player
        return self._controller.player if fixed is None else fixed

    def _player_changed(self, _player: int) -> None:
        self._rows.reset()
