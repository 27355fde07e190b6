"""Whether the app may animate at all (dice rolls, computer players' pauses, flashes).

A module of its own, without Qt or the engine: the dice panel asks before the
window's first paint, the table round when a game is bound.
"""

from __future__ import annotations

import os


def animation_allowed() -> bool:
    """Tests and screenshots switch animations off with KNASTER_QT_NO_ANIMATION=1."""
    return os.environ.get("KNASTER_QT_NO_ANIMATION", "") in ("", "0")
