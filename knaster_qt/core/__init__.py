"""The Knaster rules as a plain Python library; nothing below this package imports Qt."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from knaster_qt.core.actions import Action, Bonus, Circle, Pass, Write
    from knaster_qt.core.combinations import Combination, classify
    from knaster_qt.core.errors import GameError, IllegalActionError, LayoutError, TranscriptError
    from knaster_qt.core.game import ActionReport, EndRule, Game, PlayerScore
    from knaster_qt.core.layout import SheetLayout, available_layouts, load_layout
    from knaster_qt.core.notation import (
        CELL_NAMES,
        LINE_CELLS,
        LINE_NAMES,
        cell_index,
        cell_name,
        line_index,
        line_name,
    )

# The names load on first use (PEP 562): the window imports a few core modules at
# start-up, and the package must not pull in the whole engine before the first paint.
_HOME = {
    "Action": "knaster_qt.core.actions",
    "ActionReport": "knaster_qt.core.game",
    "Bonus": "knaster_qt.core.actions",
    "CELL_NAMES": "knaster_qt.core.notation",
    "Circle": "knaster_qt.core.actions",
    "Combination": "knaster_qt.core.combinations",
    "EndRule": "knaster_qt.core.game",
    "Game": "knaster_qt.core.game",
    "GameError": "knaster_qt.core.errors",
    "IllegalActionError": "knaster_qt.core.errors",
    "LINE_CELLS": "knaster_qt.core.notation",
    "LINE_NAMES": "knaster_qt.core.notation",
    "LayoutError": "knaster_qt.core.errors",
    "Pass": "knaster_qt.core.actions",
    "PlayerScore": "knaster_qt.core.game",
    "SheetLayout": "knaster_qt.core.layout",
    "TranscriptError": "knaster_qt.core.errors",
    "Write": "knaster_qt.core.actions",
    "available_layouts": "knaster_qt.core.layout",
    "cell_index": "knaster_qt.core.notation",
    "cell_name": "knaster_qt.core.notation",
    "classify": "knaster_qt.core.combinations",
    "line_index": "knaster_qt.core.notation",
    "line_name": "knaster_qt.core.notation",
    "load_layout": "knaster_qt.core.layout",
}


def __getattr__(name: str) -> Any:
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(home), name)
    globals()[name] = value
    return value


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
    "cell_name",
    "classify",
    "line_index",
    "line_name",
    "load_layout",
]
