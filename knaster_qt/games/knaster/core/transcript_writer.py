"""Write a Game as its canonical transcript text (format version 1)."""

from __future__ import annotations

from knaster_qt.games.knaster.core.actions import Action
from knaster_qt.games.knaster.core.game import EndRule, Game, RollEvent
from knaster_qt.kit.core.transcript_text import BLANKS


def write_transcript(game: Game) -> str:
    """The canonical transcript of a game; parse_transcript turns it back into the same state."""
    lines = ["knaster 1", f"sheet {game.layout.id}"]
    lines += [f"player {name}" for name in game.players]
    if game.end_rule is EndRule.QUICK_END:
        lines.append("rule quick-end")
    for key, value in game.meta:
        _check_meta_writable(key, value)
        lines.append(f"meta {key} {value}" if value else f"meta {key}")
    for event in game.history:
        if isinstance(event, RollEvent):
            dice = event.dice
            lines.append(f"roll {dice[0]} {dice[1]}" if dice else f"roll {event.total}")
        else:
            lines.append(f"{game.players[event.player]} {action_text(event.action)}")
    if game.game_over:
        lines.append("end")
    return "\n".join(lines) + "\n"


def action_text(action: Action) -> str:
    """An action as the words after the player's name, e.g. ``write c3`` (the actions' own text)."""
    return str(action)


def _check_meta_writable(key: str, value: str) -> None:
    """A meta statement must read back as the same (key, value): refuse what cannot."""
    if not key or BLANKS.search(key) or any(char in key for char in "#\r\n"):
        raise ValueError(f"meta key {key!r} is not one word without '#'")
    if any(char in value for char in "#\r\n") or value != value.strip(" \t"):
        raise ValueError(f"meta value {value!r} has '#', a line break or blanks at an end")
