"""The autosave's note of a turn under way: the dice a person wrote before pressing Done.

Those dice are not in the transcript yet (a turn is one statement, made at Done), so the
autosave adds them as a comment line and a resumed game writes them again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from knaster_qt.games.exact_hit.core.sheets import COLOURS

if TYPE_CHECKING:
    from knaster_qt.games.exact_hit.models.controller import ExactHitController

PENDING_NOTE = "# picked"  # autosave: the dice written within a turn not yet Done


def pending_note(controller: ExactHitController) -> str:
    """The comment line naming the dice written this turn ("" when none)."""
    if not controller.pending:
        return ""
    name = controller.game.names[controller.actor]
    colours = " ".join(COLOURS[colour] for colour in controller.pending)
    return f"{PENDING_NOTE} {name} {colours}\n"


def restore_pending(controller: ExactHitController, text: str) -> None:
    """Write again the dice an autosave noted, if the turn is still that player's."""
    lines = [line for line in text.splitlines() if line.startswith(PENDING_NOTE + " ")]
    if not lines:
        return
    words = lines[-1].split()[2:]
    if not words or words[0] != controller.game.names[controller.actor]:
        return
    for word in words[1:]:
        if word in COLOURS:
            controller.write(COLOURS.index(word))
