"""The rulebook's examples as real games: each is played move by move through the core.

The rules window (``views/rules_window.py``) shows them with the sheet painter, so a
picture there is exactly what the rules produce: if the core judged a line differently,
the example would fail to play (an IllegalActionError) instead of showing a wrong sheet.
Each example is a transcript body (``roll N`` then the player's statement), replayed by
the transcript reader, the same code that checks saved games. No Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass

from knaster_qt.games.knaster.core.game import Game
from knaster_qt.games.knaster.core.transcript_replay import parse_transcript

PLAYER = "You"


@dataclass(frozen=True)
class RuleExample:
    """One example: its name and its moves, ``"7 write c3"`` (a roll and a move) or
    ``"bonus d1 a1 c3 e5"`` (bonus circles of the write just made)."""

    name: str
    moves: tuple[str, ...]

    def transcript(self) -> str:
        lines = ["knaster 1", "sheet A", f"player {PLAYER}"]
        for move in self.moves:
            first, _, rest = move.partition(" ")
            if first.isdigit():
                lines += [f"roll {first}", f"{PLAYER} {rest}"]
            else:
                lines.append(f"{PLAYER} {move}")
        return "\n".join(lines) + "\n"

    def game(self) -> Game:
        """The example played through the core (its transcript reader)."""
        return parse_transcript(self.transcript(), f"<rules example {self.name}>")


# A roll is written, later the same sum is rolled again and the number is circled.
WRITE_AND_CIRCLE = RuleExample(
    "write and circle", ("7 write c3", "5 write b2", "9 write d4", "7 circle c3")
)

# The rulebook's straight 7-10-8-6-9 in the diagonal d1: three bonus circles.
STRAIGHT = RuleExample(
    "straight",
    (
        "7 write a1",
        "10 write b2",
        "8 write c3",
        "6 write d4",
        "9 write e5",
        "bonus d1 a1 c3 e5",
    ),
)

# A full house 5-5-5-7-7 in row 2: two bonus circles.
FULL_HOUSE = RuleExample(
    "full house",
    (
        "5 write a2",
        "5 write b2",
        "7 write c2",
        "5 write d2",
        "7 write e2",
        "bonus r2 a2 c2",
    ),
)

# Row 4 (6 points) filled with a full house, its bonus circles and three circles by rolls:
# all five circled, so its white field scores.
SCORED_LINE = RuleExample(
    "scored line",
    (
        "4 write a4",
        "9 write b4",
        "4 write c4",
        "9 write d4",
        "4 write e4",
        "bonus r4 a4 b4",
        "4 circle c4",
        "9 circle d4",
        "4 circle e4",
    ),
)

# A whole game: rows 1 and 3 and the diagonal d1 are circled in full (9 + 7 + 10 = 26)
# and 15 cells are circled: 26 + 15 = 41, the rulebook's worked example. The grid fills
# with the write of e5; the extra round circles the last number.
_GRID = (
    ("a1", 8), ("b1", 5), ("c1", 6), ("d1", 9), ("e1", 10),
    ("a2", 4), ("b2", 7), ("c2", 11), ("d2", 3), ("e2", 2),
    ("a3", 6), ("b3", 6), ("c3", 7), ("d3", 8), ("e3", 8),
    ("a4", 3), ("b4", 12), ("c4", 5), ("d4", 7), ("e4", 4),
    ("a5", 9), ("b5", 2), ("c5", 10), ("d5", 6),
)  # fmt: skip
_CIRCLED_BY_ROLLS = ("a1", "b1", "c1", "d1", "e1", "a3", "b3", "d3", "e3", "b2", "d4", "a4")


def _final_moves() -> tuple[str, ...]:
    moves = []
    for cell, value in _GRID:
        moves.append(f"{value} write {cell}")
        if cell == "e3":  # row 3 is full: 6 6 7 8 8, two pairs, one bonus circle
            moves.append("bonus r3 c3")
    values = dict(_GRID)
    moves += [f"{values[cell]} circle {cell}" for cell in _CIRCLED_BY_ROLLS]
    # e5 fills the grid and d1 (8 7 7 7 11, three of a kind: one circle, and d1 scores);
    # the extra round's 10 circles c5.
    return (*moves, "11 write e5", "bonus d1 e5", "10 circle c5")


FINAL_COUNT = RuleExample("final count", _final_moves())
