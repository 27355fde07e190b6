"""The banner above the coins, said without widgets: whose turn it is and the totals.

The play area only puts the string on its label; a test reads the presenter's text with no
widget at all. (A real game translates these texts: see Loop Tiles' presenter.)
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from tests.shell.fake_game.models.controller import CoinTossController


class CoinTossPresenter(QObject):
    """Follows the controller and says the banner again after every change."""

    bannerText = Signal(str)  # "Ann, guess. Ann: 1, Bob: 0" or "Game over. Ann: 2, Bob: 0"

    def __init__(self, controller: CoinTossController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        controller.changed.connect(self.refresh)
        controller.replaced.connect(self.refresh)

    def refresh(self, *_change: object) -> None:
        self.bannerText.emit(self.banner())

    def banner(self) -> str:
        game = self._controller.game
        totals = ", ".join(f"{name}: {game.total(seat)}" for seat, name in enumerate(game.players))
        who = "Game over." if game.over else f"{game.players[game.to_play]}, guess."
        return f"{who} {totals}"
