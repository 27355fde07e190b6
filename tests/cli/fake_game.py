"""Dice Sum, a game only the tests know: its entry and its four hooks, in one module.

Registered in the command's list of games by a test (knaster_qt.cli.games.PACKAGES), it
shows that a new game's check, simulate and print work with no change to the command.
Its transcript: ``dice-sum 1``, then ``NAME POINTS`` lines; ``end`` finishes the game.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter

from knaster_qt.games import Choice, GameEntry, GameFileError, GameOption


class DiceSumError(GameFileError):
    """A Dice Sum transcript that does not check."""


def _read(path: str) -> tuple[dict[str, int], bool]:
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as error:
        raise DiceSumError(f"cannot read the file: {error}", 1) from None
    if not lines or lines[0] != "dice-sum 1":
        raise DiceSumError("a Dice Sum transcript starts with 'dice-sum 1'", 1)
    totals: dict[str, int] = {}
    finished = False
    for number, line in enumerate(lines[1:], start=2):
        if line == "end":
            finished = True
            continue
        name, _, points = line.partition(" ")
        if not points.isdigit():
            raise DiceSumError(f"'{line}' is not NAME POINTS", number)
        totals[name] = totals.get(name, 0) + int(points)
    return totals, finished


def check(path: str) -> dict[str, Any]:
    totals, finished = _read(path)
    best = max(totals.values(), default=0)
    return {
        "status": "finished" if finished else "in_progress",
        "rounds": len(totals),
        "players": [{"name": name, "total": total} for name, total in totals.items()],
        "winners": [name for name, total in totals.items() if total == best],
    }


def simulate(levels: Sequence[str], seed: int, options: Mapping[str, str]) -> int:
    """A 'game' whose first total depends on the seed, the players and the options only."""
    keen = 10 if levels[0] == "keen" else 0
    return seed % 7 + len(levels) + keen + int(options["bonus"])


@dataclass(frozen=True)
class Card:
    """A Printable: a portrait 100 x 140 mm card with a word on it."""

    word: str
    size_mm: tuple[float, float] = (100.0, 140.0)

    def paint(self, painter: QPainter, target: QRectF) -> None:
        painter.fillRect(target, QColor("#ffffff"))
        painter.setPen(QColor("#000000"))
        painter.drawRect(target)
        font = QFont("DejaVu Sans")
        font.setPixelSize(max(1, round(target.height() / 20)))  # the painter counts in mm here
        painter.setFont(font)
        painter.drawText(target, Qt.AlignmentFlag.AlignCenter, self.word)


def print_blank(count: int, sheet: str | None) -> list[Card]:
    if sheet not in (None, "plain", "lined"):
        raise ValueError(f"there is no Dice Sum sheet '{sheet}' (plain, lined)")
    return [Card(f"blank {sheet or 'plain'}")] * count


def print_finished(path: str, player: str | None) -> list[Card]:
    totals, _finished = _read(path)
    if player is not None and player not in totals:
        raise LookupError(f"there is no player called {player} in {path}")
    chosen = list(totals) if player is None else [player]
    return [Card(f"{name} {totals[name]}") for name in chosen]


GAME = GameEntry(
    name="Dice Sum",
    transcript_header="dice-sum",
    file_suffix=".dice-sum",
    sheet_sides=(Choice("plain", "Plain"), Choice("lined", "Lined")),
    end_rules=(),
    bot_levels=(Choice("lazy", "Lazy"), Choice("keen", "Keen")),
    max_players=3,
    rules_help=("help", "rules.md"),
    painter=None,
    # Its hooks are this module's functions, loaded with it (a game's entry makes them lazy).
    check=check,
    simulate=simulate,
    print_blank=print_blank,
    print_finished=print_finished,
    min_players=2,
    simulate_options=(GameOption("bonus", "0", "points added to every score", ("0", "5")),),
)

# The same game before any hook is written: the command must say so, never fail.
BARE = dataclasses.replace(
    GAME, check=None, simulate=None, print_blank=None, print_finished=None, simulate_options=()
)
