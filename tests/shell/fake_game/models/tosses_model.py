"""The tosses as an item model: one row per toss of the game, played or still to come.

The view reads the tosses only through ``index.data(role)``, never the game. The model is
built on the kit's ``RoleRows`` (knaster_qt/kit/row_models.py), as every game's are: it says
each row's state as a tuple of values, one per role, and RoleRows keeps the last one,
recomputes it once per ``changed(Change)``, emits ``dataChanged`` for exactly the rows (and
roles) that differ and resets the model on ``replaced``. The rows are the rule's whole length
from the start, so a toss fills a row in (and an undo empties it): one precise
``dataChanged`` per toss, which the view turns into a repaint of that coin only.
"""

from __future__ import annotations

import enum

from PySide6.QtCore import QObject, Qt

from knaster_qt.kit.row_models import RoleListModel, RoleRows, RowState
from tests.shell.fake_game.core import toss
from tests.shell.fake_game.models.controller import CoinTossController


class TossRole(enum.IntEnum):
    """The custom roles: what the view draws (the model's own names, not Qt's display roles)."""

    SIDE = Qt.ItemDataRole.UserRole + 1  # "heads" or "tails"; None before the toss
    GUESS = enum.auto()  # what the player guessed; None before the toss
    RIGHT = enum.auto()  # whether the guess was right; None before the toss
    PLAYER = enum.auto()  # the name of the player who guesses at this toss


# The role(s) behind each value of a row's state, in order (the side is also its display).
_STATE_ROLES = (
    (TossRole.SIDE, Qt.ItemDataRole.DisplayRole),
    TossRole.GUESS,
    TossRole.RIGHT,
    TossRole.PLAYER,
)


class TossesModel(RoleListModel):
    roles = TossRole  # its roleNames: Qt's ("display", ...) and these ("side", ...)

    def __init__(self, controller: CoinTossController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._rows = RoleRows(self, _STATE_ROLES, self._compute)
        self._rows.follow(controller)  # recompute per Change, reset on replaced

    def _compute(self) -> list[RowState]:
        """Each toss of the rule: (side, guess, right, player); a toss to come has only its player."""
        game = self._controller.game
        rows: list[RowState] = []
        for number in range(game.length):
            player = game.players[game.player_of(number)]
            if number < len(game.guesses):
                guess = game.guesses[number]
                rows.append((toss(number), guess, guess == toss(number), player))
            else:
                rows.append((None, None, None, player))
        return rows
