"""The players at the table as a Qt list model, one row per seat: what their cards show.

Each row says the name, whether a computer plays the seat, the sheet letter, the points so
far and whether the seat acts now. It follows the controller's ``changed(Change)`` and
emits ``dataChanged`` for the seats whose data differ; ``replaced`` (another game, perhaps
with other players) resets it.
"""

from __future__ import annotations

from enum import IntEnum

from PySide6.QtCore import Qt

from knaster_qt.games.exact_hit.models.controller import Phase
from knaster_qt.games.exact_hit.models.row_list import Row, RowListModel


class PlayerRole(IntEnum):
    NAME = Qt.ItemDataRole.UserRole + 1
    COMPUTER = Qt.ItemDataRole.UserRole + 2  # a computer plays this seat
    LETTER = Qt.ItemDataRole.UserRole + 3  # the sheet's letter, A-F
    TOTAL = Qt.ItemDataRole.UserRole + 4  # the points so far
    ACTING = Qt.ItemDataRole.UserRole + 5  # this seat acts now (the game is not over)


class PlayersModel(RowListModel):
    roles = PlayerRole

    def _display(self, row: int) -> str:
        return str(self._rows[row][PlayerRole.NAME])

    def _compute(self) -> list[Row]:
        controller = self.controller
        game = controller.game
        over = controller.phase is Phase.OVER
        return [
            {
                PlayerRole.NAME: game.names[player],
                PlayerRole.COMPUTER: controller.is_computer(player),
                PlayerRole.LETTER: game.marks[player].sheet.letter,
                PlayerRole.TOTAL: game.marks[player].total,
                PlayerRole.ACTING: player == controller.actor and not over,
            }
            for player in range(game.players)
        ]
