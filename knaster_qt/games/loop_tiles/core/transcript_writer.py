"""A Transcript into text (the canonical form) and into the ``check`` summary.

The text is what parse reads back to the same game; writing that game again gives the
same text (round-trip stable). Comments show each tile's lines and value and the
points, for a person reading it; readers ignore them.
"""

from __future__ import annotations

from typing import Any

from knaster_qt.games.loop_tiles.core.material import square_name, standard_tiles
from knaster_qt.games.loop_tiles.core.transcript_record import (
    FIXED_TURNS,
    FORMAT,
    STANDARD,
    VERSION,
    Done,
    Exchange,
    Place,
    Transcript,
)


def write(transcript: Transcript) -> str:
    """The transcript's text: header, one line per action, ``end`` once the game is over."""
    tiles, names, game = standard_tiles(), transcript.names, transcript.game
    lines = [
        f"{FORMAT} {VERSION}",
        f"rule {FIXED_TURNS if transcript.fixed_turns else STANDARD}",
        *("meta " + " ".join(words) for words in transcript.meta),
        *(f"player {name}" for name in names),
        "bag " + " ".join(map(str, transcript.bag)),
        f"# the start tile {game.placed[game.board.start].id} ({game.placed[game.board.start]})"
        f" on {square_name(game.board.start)}",
        "",
    ]
    totals = [0] * len(names)
    for action in transcript.actions:
        name = names[action.player]
        if isinstance(action, Place):
            totals[action.player] += action.points
            lines.append(
                f"{name} place {action.tile} {square_name(action.square)}"
                f"  # {tiles[action.tile]}: {_points(action.points)}"
            )
        elif isinstance(action, Done):
            lines.append(
                f"{name} done  # {action.points} this turn, {totals[action.player]} in all"
            )
        elif isinstance(action, Exchange):
            order = " ".join(map(str, action.order))
            lines.append(f"{name} exchange {order}  # 0 points")
    if game.over:
        lines.append("end")
    return "\n".join(lines) + "\n"


def statements(transcript: Transcript, first: int, *, orders: bool = True) -> list[str]:
    """The actions from the ``first`` on, one plain statement each (no comments), as a hosted
    table's record takes them; ``orders``: an exchange with the bag's new order (the host's
    own), else bare (a joining seat's: the host shuffles)."""
    lines = []
    for action in transcript.actions[first:]:
        name = transcript.names[action.player]
        if isinstance(action, Place):
            lines.append(f"{name} place {action.tile} {square_name(action.square)}")
        elif isinstance(action, Done):
            lines.append(f"{name} done")
        else:
            order = "".join(f" {tile}" for tile in action.order) if orders else ""
            lines.append(f"{name} exchange{order}")
    return lines


def _points(points: int) -> str:
    return "1 point" if points == 1 else f"{points} points"


def summary(transcript: Transcript) -> dict[str, Any]:
    """The ``check`` JSON object (docs/loop-tiles-transcript.md), keys in the documented order."""
    game = transcript.game
    placed = [0] * len(transcript.names)
    for action in transcript.actions:
        if isinstance(action, Place):
            placed[action.player] += 1
    players = [
        {
            "name": name,
            "total": game.scores[player],
            "turn_scores": transcript.turn_scores(player),
            "tiles_placed": placed[player],
        }
        for player, name in enumerate(transcript.names)
    ]
    return {
        "status": "finished" if game.over else "in_progress",
        "rule": FIXED_TURNS if transcript.fixed_turns else STANDARD,
        "rounds": transcript.rounds,
        "turns": transcript.turns,
        "players": players,
        "winners": [transcript.names[player] for player in game.winners()],
        "to_move": None if game.over else transcript.names[game.current],
        "bag": len(game.bag.tiles),
    }
