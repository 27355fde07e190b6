"""Transcripts to test with, built from short pieces (docs/exact-hit-transcript.md).

Sheet A's limits by colour (black blue yellow red green white), row by row, are the dice of
``PERFECT``: thrown in that order they let a player on sheet A hit every field exactly.
"""

from __future__ import annotations

HEAD = ["exact-hit 1", "player Ann A", "player Bob B"]
SOLO = ["exact-hit 1", "player Ann A"]
# Sheet A's printed numbers by colour per row: each an exact hit for every die.
PERFECT = ["3 1 4 2 6 5", "3 6 4 1 2 5", "2 4 3 5 6 1", "4 6 5 2 3 1", "4 6 2 3 2 5"]
PERFECT_ROWS = [21 + 21, 21 + 21, 21 + 21, 21 + 21, 22 + 21]


def text(*lines: str) -> str:
    return "".join(f"{line}\n" for line in lines)


def write_all(name: str, dice: str) -> str:
    """``Ann write black 3 blue 1 ...``: every die of a throw."""
    values = dice.split()
    colours = ("black", "blue", "yellow", "red", "green", "white")
    return f"{name} write " + " ".join(f"{c} {v}" for c, v in zip(colours, values, strict=True))


def perfect_solo() -> list[str]:
    """Ann alone hits every field of sheet A exactly: five rounds, 211 points."""
    lines = list(SOLO)
    for dice in PERFECT:
        lines += [f"throw {dice}", write_all("Ann", dice)]
    return lines


def ann_races_bob() -> list[str]:
    """Two players: Ann fills a row a round while Bob crosses; after 5 throws Bob still acts."""
    lines = list(HEAD)
    for index, dice in enumerate(PERFECT):
        lines += [f"throw {dice}", write_all("Ann", dice)]
        if index < len(PERFECT) - 1:
            lines.append("Bob cross")
    return lines
