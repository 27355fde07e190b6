"""A new Exact Hit game from the New Game dialog's setup (knaster_qt.seats.Setup)."""

from __future__ import annotations

import datetime

from knaster_qt.games.exact_hit.core.game import Game
from knaster_qt.games.exact_hit.core.records import BOT_NOTE
from knaster_qt.games.exact_hit.core.sheets import SHEET_LETTERS
from knaster_qt.seats import Setup


def seat_letters(setup: Setup) -> list[str]:
    """Each seat's sheet: the one chosen for it, else dealt — the first letter nobody has,
    in seat order (seat i gets letter i when nobody chose)."""
    chosen = [seat.sheet if seat.sheet in SHEET_LETTERS else "" for seat in setup.seats]
    free = [letter for letter in SHEET_LETTERS if letter not in chosen]
    return [letter or free.pop(0) for letter in chosen]


def game_of_setup(setup: Setup, today: datetime.date | None = None) -> Game:
    """The game ``setup`` asks for: its players, their sheets, the computer players noted."""
    game = Game(len(setup.seats), seat_letters(setup), names=setup.names)
    game.meta.append(("date", (today or datetime.date.today()).isoformat()))
    for seat in setup.seats:
        if seat.level is not None:
            game.meta.append((BOT_NOTE, f"{seat.name} {seat.level}"))
    return game
