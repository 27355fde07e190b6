"""The twelve lines of one player's Knaster sheet (rows, columns, diagonals) as a list model."""

from __future__ import annotations

import enum

from PySide6.QtCore import (
    QModelIndex,
    QObject,
    Qt,
)

from knaster_qt.games.knaster.core.combinations import Combination, classify
from knaster_qt.games.knaster.core.notation import LINE_CELLS, LINE_NAMES, describe_line
from knaster_qt.games.knaster.models.controller import KnasterController
from knaster_qt.games.knaster.models.following import FollowsController
from knaster_qt.kit.row_models import RoleListModel, RowState
from knaster_qt.texts import translated

_DISPLAY = Qt.ItemDataRole.DisplayRole


class LineRole(enum.IntEnum):
    """Custom data roles of LineModel (row = line 0..11: r1..r5, ca..ce, d1, d2)."""

    LINE_NAME = Qt.ItemDataRole.UserRole + 1  # str: "r3"
    POINTS = enum.auto()  # int: the points in the line's white field
    FILLED = enum.auto()  # int: cells holding a number (0..5)
    CIRCLED = enum.auto()  # int: circled cells (0..5)
    SCORED = enum.auto()  # bool: full and all circled, points earned
    BONUS_DUE = enum.auto()  # int: circles still due for this completed line (0 = none)
    ACTIVE_BONUS = enum.auto()  # bool: the line whose bonus circles are being picked
    COMBINATION = enum.auto()  # Combination of a full line's five numbers; None until full


_STATE_ROLES: tuple[tuple[int, ...], ...] = (
    (LineRole.POINTS, _DISPLAY),
    (LineRole.FILLED,),
    (LineRole.CIRCLED,),
    (LineRole.SCORED, _DISPLAY),
    (LineRole.BONUS_DUE, _DISPLAY),
    (LineRole.ACTIVE_BONUS,),
    (LineRole.COMBINATION,),
)


class LineModel(FollowsController, RoleListModel):
    """One row per line of ``player``'s sheet, in the order r1..r5, ca..ce, d1, d2."""

    roles = LineRole

    def __init__(
        self,
        controller: KnasterController,
        player: int | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._follow(controller, player, _STATE_ROLES, self._compute, follow_turns=True)

    def row_data(self, line: int, role: int) -> object:
        if role == _DISPLAY:
            state = self._rows.states[line]
            name = translated(describe_line(line))
            points = int(str(state[0]))
            if state[3]:
                text = self.tr("{line}: %n point(s) (scored)", "", points)
            elif state[4]:
                #: {circles}: the bonus circles still due in the line (1 to 3)
                text = self.tr("{line}: %n point(s) (circle {circles} for the bonus)", "", points)
            else:
                #: A line of the sheet and the points of its white field: "row 3: 8 points"
                text = self.tr("{line}: %n point(s)", "", points)
            return text.format(line=name, circles=state[4])
        if role == LineRole.LINE_NAME:
            return LINE_NAMES[line]
        return self._rows.value(line, role)

    def line_index(self, line: int) -> QModelIndex:
        return self.index(line, 0)

    def _compute(self) -> list[RowState]:
        game = self._controller.game
        sheet = game.sheets[self._player]
        due = {line: game.bonus_required(self._player, line) for line, _ in sheet.pending}
        active = self._controller.bonus_line if self._player == self._controller.player else None
        return [
            (
                game.layout.line_points[line],
                sum(1 for cell in cells if sheet.values[cell]),
                sum(1 for cell in cells if sheet.circled >> cell & 1),
                bool(sheet.scored >> line & 1),
                due.get(line, 0),
                line == active,
                _combination([sheet.values[cell] for cell in cells]),
            )
            for line, cells in enumerate(LINE_CELLS)
        ]


def _combination(numbers: list[int]) -> Combination | None:
    """What the core says five numbers form; None for a line not yet full."""
    return classify(numbers) if all(numbers) else None
