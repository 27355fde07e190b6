"""The plain data a Game hands out: the end rule, action reports, history events and scores."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import NamedTuple

from knaster_qt.games.knaster.core.actions import Action
from knaster_qt.games.knaster.core.combinations import Combination


class EndRule(enum.Enum):
    """How the game ends once a grid is full."""

    EXTRA_ROUND = "extra-round"  # the rulebook: exactly one more round is played
    QUICK_END = "quick-end"  # house rule: the game ends with the round that filled a grid


class LineCompletion(NamedTuple):
    """A line made full by a write, what its five numbers form and the circles it earns."""

    line: int
    combination: Combination

    @property
    def circles(self) -> int:
        return self.combination.circles


@dataclass(frozen=True)
class PlayerScore:
    line_points: int
    circles: int
    scored_lines: tuple[int, ...]
    filled: int

    @property
    def total(self) -> int:
        return self.line_points + self.circles


@dataclass(slots=True)
class ActionReport:
    """What one applied (or undone) action changed."""

    player: int
    action: Action | None  # None for an undo
    written: tuple[int, ...] = ()  # cells whose number changed
    circled: tuple[int, ...] = ()  # cells whose circle changed
    completed: tuple[LineCompletion, ...] = ()  # lines made full by a write
    bonus_due: tuple[tuple[int, int], ...] = ()  # (line, circles) still due after this action
    scored: tuple[int, ...] = ()  # lines whose scored state changed
    round_complete: bool = False
    game_over: bool = False
    undone: bool = False


class RollEvent(NamedTuple):
    total: int
    dice: tuple[int, int] | None = None


class ActionEvent(NamedTuple):
    player: int
    action: Action


Event = RollEvent | ActionEvent
