"""What a play area answers the shell by asking its controller's game, written once.

A game whose controller holds its rules game as ``controller.game`` (with ``rounds``,
``history`` and ``game_over``) gets ``game``, ``rounds``, ``has_moves`` and ``is_over`` of
knaster_qt/play_area.py's PlayArea from :class:`ControllerPlayArea`.
"""

from __future__ import annotations

from typing import Protocol

from knaster_qt.play_area import PlayArea


class RulesGame(Protocol):
    @property
    def rounds(self) -> int: ...
    @property
    def history(self) -> object: ...  # what was played: empty until the first move
    @property
    def game_over(self) -> bool: ...


class GameController(Protocol):
    @property
    def game(self) -> RulesGame: ...


class ControllerPlayArea(PlayArea):
    """A play area whose ``controller`` (set by ``start``) holds the rules game."""

    controller: GameController

    @property
    def game(self) -> object:
        return self.controller.game

    @property
    def rounds(self) -> int:
        return self.controller.game.rounds

    @property
    def has_moves(self) -> bool:
        return bool(self.controller.game.history)

    @property
    def is_over(self) -> bool:
        return self.controller.game.game_over
