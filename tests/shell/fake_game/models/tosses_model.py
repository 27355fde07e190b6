"""The tosses as an item model: one row per toss of the game, played or still to come.

The view reads the tosses only through ``index.data(role)``, never the game. The rows are
the rule's whole length from the start, so a toss fills a row in (and an undo empties it):
one precise ``dataChanged`` per toss, which the view turns into a repaint of that coin only.
"""

from __future__ import annotations

import enum

from PySide6.QtCore import (
    QAbstractListModel,
    QByteArray,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from knaster_qt.change import Change, Part
from tests.shell.fake_game.core import toss
from tests.shell.fake_game.models.controller import CoinTossController

_Index = QModelIndex | QPersistentModelIndex


class TossRole(enum.IntEnum):
    """The custom roles: what the view draws (the model's own names, not Qt's display roles)."""

    SIDE = Qt.ItemDataRole.UserRole + 1  # "heads" or "tails"; None before the toss
    GUESS = enum.auto()  # what the player guessed; None before the toss
    RIGHT = enum.auto()  # whether the guess was right; None before the toss
    PLAYER = enum.auto()  # the name of the player who guesses at this toss


# The roles a toss or an undo changes (a row's player is known from the start).
_TOSSED_ROLES = [TossRole.SIDE, TossRole.GUESS, TossRole.RIGHT, Qt.ItemDataRole.DisplayRole]


class TossesModel(QAbstractListModel):
    def __init__(self, controller: CoinTossController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._played = len(controller.game.guesses)  # the rows filled in, as last announced
        controller.changed.connect(self._changed)
        controller.replaced.connect(self._replaced)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() else self._controller.game.length

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not self.checkIndex(index, QAbstractListModel.CheckIndexOption.IndexIsValid):
            return None
        game = self._controller.game
        number = index.row()
        if role == TossRole.PLAYER:
            return game.players[game.player_of(number)]
        if number >= len(game.guesses):
            return None  # a toss still to come: nothing else to say yet
        if role in (TossRole.SIDE, Qt.ItemDataRole.DisplayRole):
            return toss(number)
        if role == TossRole.GUESS:
            return game.guesses[number]
        if role == TossRole.RIGHT:
            return game.guesses[number] == toss(number)
        return None

    def roleNames(self) -> dict[int, QByteArray]:
        # Qt's names ("display", ...) and ours ("side", ...): what a QML view would bind to.
        names = super().roleNames()
        names.update({role.value: QByteArray(role.name.lower().encode()) for role in TossRole})
        return names

    def _changed(self, change: Change) -> None:
        if Part.SHEET not in change:
            return
        # Only the rows between the last announced count and the new one changed.
        played = len(self._controller.game.guesses)
        first, last = sorted((self._played, played))
        self._played = played
        if first != last:
            self.dataChanged.emit(self.index(first), self.index(last - 1), _TOSSED_ROLES)

    def _replaced(self) -> None:
        self.beginResetModel()  # another game: another length, every row anew
        self._played = len(self._controller.game.guesses)
        self.endResetModel()
