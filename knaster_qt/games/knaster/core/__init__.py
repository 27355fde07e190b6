"""The Knaster rules as a plain Python library; nothing below this package imports Qt."""

from __future__ import annotations

from knaster_qt.games.knaster.core.actions import Action, Bonus, Circle, Pass, Write
from knaster_qt.games.knaster.core.combinations import Combination, classify
from knaster_qt.games.knaster.core.errors import (
    GameError,
    IllegalActionError,
    LayoutError,
    TranscriptError,
)
from knaster_qt.games.knaster.core.game import ActionReport, EndRule, Game, PlayerScore
from knaster_qt.games.knaster.core.layout import SheetLayout, available_layouts, load_layout
from knaster_qt.games.knaster.core.notation import (
    CELL_NAMES,
    LINE_CELLS,
    LINE_NAMES,
    cell_index,
    line_index,
    line_name,
)

__all__ = [
    "CELL_NAMES",
    "LINE_CELLS",
    "LINE_NAMES",
    "Action",
    "ActionReport",
    "Bonus",
    "Circle",
    "Combination",
    "EndRule",
    "Game",
    "GameError",
    "IllegalActionError",
    "LayoutError",
    "Pass",
    "PlayerScore",
    "SheetLayout",
    "TranscriptError",
    "Write",
    "available_layouts",
    "cell_index",
    "classify",
    "line_index",
    "line_name",
    "load_layout",
]
