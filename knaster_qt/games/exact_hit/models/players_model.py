"""The players at the table as a Qt list model, one row per seat: what their cards show.

Each row says the name, whether a computer plays the seat, the sheet letter, the points so
far and whether the seat acts now. It follows the controller's ``changed(Change)`` and
emits ``dataChanged`` for the seats whose data differ; ``replaced`` (another game, perhaps
with other players) resets it.
"""

from __future__ import annotations

from enum import IntEnum
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

from knaster_qt.games.exact_hit.models.controller import Phase
from knaster_qt.kit.row_models import RoleListModel, RoleRows, RowState

if TYPE_CHECKING:
    from knaster_qt.games.exact_hit.models.controller import ExactHitController


class PlayerRole(IntEnum):
    NAME = Qt.ItemDataRole.UserRole + 1
    COMPUTER = Qt.ItemDataRole.UserRole + 2  # a computer plays this seat
    LETTER = Qt.ItemDataRole.UserRole + 3  # the sheet's letter, A-F
    TOTAL = Qt.ItemDataRole.UserRole + 4  # the points so far
    ACTING = Qt.ItemDataRole.UserRole + 5  # this seat acts now (the game is not over)


# The role(s) behind each value of a seat's state, in order (the name is its display too).
_STATE_ROLES = (
    (PlayerRole.NAME, Qt.ItemDataRole.DisplayRole),
    PlayerRole.COMPUTER,
    PlayerRole.LETTER,
    PlayerRole.TOTAL,
    PlayerRole.ACTING,
)


class PlayersModel(RoleListModel):
    roles = PlayerRole

    def __init__(self, controller: ExactHitController) -> None:
        super().__init__(controller)
        self.controller = controller
        self._rows = RoleRows(self, _STATE_ROLES, self._compute)
        self._rows.follow(controller)

    def _compute(self) -> list[RowState]:
        controller = self.controller
        game = controller.game
        over = controller.phase is Phase.OVER
        return [
            (
                game.names[player],
                controller.is_computer(player),
                game.marks[player].sheet.letter,
                game.marks[player].total,
                player == controller.actor and not over,
            )
            for player in range(game.players)
        ]
