"""The ``knaster-qt check`` JSON object every game prints (``CheckHook``, knaster_qt/hooks.py).

Every game's summary says the same four things, in the same order and words: the status,
how many rounds were played, the players (each with at least "name" and "total") and the
winners' names; a game adds its own keys after the status (Knaster's "sheet").
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any


def check_summary(
    over: bool,
    rounds: int,
    players: list[dict[str, Any]],
    winners: Iterable[str],
    **own: Any,
) -> dict[str, Any]:
    """The check object: "status" ("finished" once ``over``, else "in_progress"), then the
    game's ``own`` keys in their order, "rounds", "players" and "winners"."""
    return {
        "status": "finished" if over else "in_progress",
        **own,
        "rounds": rounds,
        "players": players,
        "winners": list(winners),
    }
