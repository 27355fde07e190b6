"""The players at the table as a list model: what each player's card says (name, score, state)."""

from __future__ import annotations

import enum

from PySide6.QtCore import (
    QCoreApplication,
    QObject,
    Qt,
)

from knaster_qt.games.knaster.models.controller import KnasterController
from knaster_qt.games.knaster.models.following import FollowsController
from knaster_qt.kit.row_models import RoleListModel, RowState

_DISPLAY = Qt.ItemDataRole.DisplayRole


class PlayerRole(enum.IntEnum):
    """Custom data roles of PlayersModel (row = player, in seating order)."""

    NAME = Qt.ItemDataRole.UserRole + 1  # str
    LEVEL = enum.auto()  # str: a computer player's level ("easy"); "" for a person
    TOTAL = enum.auto()  # int: the player's score
    LINE_POINTS = enum.auto()  # int: the white fields' points
    CIRCLES = enum.auto()  # int: the circles' points
    # str: "turn", "thinking", "to play", "played", "winner" or "" (before the first roll)
    STATE = enum.auto()
    ROLLER = enum.auto()  # bool: rolled the dice this round (several players only)
    STATUS_TEXT = enum.auto()  # str: the state in words ("your turn", "playing…")


_STATE_ROLES: tuple[tuple[int, ...], ...] = (
    (PlayerRole.NAME, _DISPLAY),  # Display: the name
    (PlayerRole.LEVEL,),
    (PlayerRole.TOTAL,),
    (PlayerRole.LINE_POINTS,),
    (PlayerRole.CIRCLES,),
    (PlayerRole.STATE, PlayerRole.STATUS_TEXT),
    (PlayerRole.ROLLER,),
)


class PlayersModel(FollowsController, RoleListModel):
    """One row per player of the controller's game."""

    roles = PlayerRole

    def __init__(self, controller: KnasterController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._follow(controller, 0, _STATE_ROLES, self._compute, follow_turns=False)
        # A roll and a computer player's thinking come as Changes too (Part.DICE, Part.TURN).

    def row_data(self, row: int, role: int) -> object:
        if role == PlayerRole.STATUS_TEXT:  # in the language of the moment
            return status_text(str(self._rows.value(row, PlayerRole.STATE)))
        return self._rows.value(row, role)

    def _compute(self) -> list[RowState]:
        controller = self._controller
        game = controller.game
        table = controller.table
        several = len(game.players) > 1
        rows: list[RowState] = []
        for player, name in enumerate(game.players):
            score = game.score(player)
            rows.append(
                (
                    name,
                    table.level(player) or "",
                    score.total,
                    score.line_points,
                    score.circles,
                    _state(controller, player),
                    bool(several and game.rounds and table.roller == player),
                )
            )
        return rows


def _state(controller: KnasterController, player: int) -> str:
    """'turn', 'thinking', 'to play', 'played', 'winner' or '' (before the first roll)."""
    game = controller.game
    if game.game_over:
        return "winner" if player in game.winners() else ""
    if controller.table.thinking == player:
        return "thinking"
    if player == controller.player and controller.is_my_turn():
        return "turn"
    to_act = game.players_to_act()
    if not to_act:  # before the first roll, or everyone has played: no one is set apart
        return ""
    return "to play" if player in to_act else "played"


def status_text(state: str) -> str:
    """A card's state in words: 'your turn', 'playing…', 'to play', 'played', 'wins!'."""
    if state == "turn":
        return QCoreApplication.translate("PlayerCard", "your turn")
    if state == "thinking":
        #: A computer player's card while it is about to move
        return QCoreApplication.translate("PlayerCard", "playing…")
    if state == "to play":
        return QCoreApplication.translate("PlayerCard", "to play")
    if state == "played":
        return QCoreApplication.translate("PlayerCard", "played")
    if state == "winner":
        return QCoreApplication.translate("PlayerCard", "wins!")
    return ""
