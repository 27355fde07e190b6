"""Every player's score (white fields, circles, total, rank) as a list model."""

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

from knaster_qt.models.knaster_controller import KnasterController
from knaster_qt.models.role_cache import FollowsController, RoleCache, RowState

AnyIndex = QModelIndex | QPersistentModelIndex
_DISPLAY = Qt.ItemDataRole.DisplayRole


class ScoreRole(enum.IntEnum):
    """Custom data roles of ScoreModel (row = player in seating order)."""

    NAME = Qt.ItemDataRole.UserRole + 1  # str
    LINE_POINTS = enum.auto()  # int: points of the scored white fields
    CIRCLES = enum.auto()  # int: circled cells
    TOTAL = enum.auto()  # int: line points + circles
    RANK = enum.auto()  # int: 1 for the best; ties share a rank
    TO_ACT = enum.auto()  # bool: still owes an action on the current roll


_STATE_ROLES: tuple[tuple[int, ...], ...] = (
    (ScoreRole.NAME, _DISPLAY),
    (ScoreRole.LINE_POINTS,),
    (ScoreRole.CIRCLES,),
    (ScoreRole.TOTAL, _DISPLAY),
    (ScoreRole.RANK,),
    (ScoreRole.TO_ACT,),
)
_POSITION = {role: position for position, roles in enumerate(_STATE_ROLES) for role in roles[:1]}


class ScoreModel(FollowsController, QAbstractListModel):
    """One row per player of the controller's game."""

    def __init__(self, controller: KnasterController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._follow(controller, None, follow_turns=False)  # every player's row, always
        self._cache = RoleCache(_STATE_ROLES, self._compute)

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._cache.states)

    def data(self, index: AnyIndex, role: int = _DISPLAY) -> object:
        if not index.isValid() or index.model() is not self:
            return None
        state = self._cache.states[index.row()]
        if role == _DISPLAY:
            return f"{state[0]}: {state[3]} points"
        position = _POSITION.get(role)
        return None if position is None else state[position]

    def roleNames(self) -> dict[int, QByteArray]:
        names = super().roleNames()
        names.update({role.value: QByteArray(role.name.lower().encode()) for role in ScoreRole})
        return names

    def _compute(self) -> list[RowState]:
        game = self._controller.game
        ranks = game.ranks()
        to_act = set(game.players_to_act())
        states: list[RowState] = []
        for player, name in enumerate(game.players):
            score = game.score(player)
            states.append(
                (
                    name,
                    score.line_points,
                    score.circles,
                    score.total,
                    ranks[player],
                    player in to_act,
                )
            )
        return states
