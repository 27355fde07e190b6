"""What a play area answers the shell by asking its controller's game, written once.

A game whose controller holds its rules game as ``controller.game`` (with ``rounds``,
``history`` and ``game_over``) gets ``widget``, ``started``, ``game``, ``rounds``, ``has_moves`` and ``is_over`` of
knaster_qt/play_area.py's PlayArea from :class:`ControllerPlayArea`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from knaster_qt.play_area import PlayArea

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget


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
    """A play area whose ``controller`` (set by ``start``) holds the rules game, and whose
    ``_widget`` (made in ``__init__``) is the middle of the window."""

    controller: GameController
    _widget: QWidget

    def widget(self) -> QWidget:
        return self._widget

    @property
    def started(self) -> bool:
        return hasattr(self, "controller")

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
