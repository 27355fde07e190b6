"""Who plays a new game and how, in words every game shares (no Qt, no game).

The New Game dialog and the settings speak these; each game turns a :class:`Setup` into
its own game (Knaster: ``core.setup.GameSetup.from_setup``). The keys of ``sheet`` and
``end_rule`` are the ``Choice.key`` values of the game's entry (``knaster_qt.games``).
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Seat:
    """One player at the table: a name and, for a computer player, its level (None = a person)."""

    name: str
    level: str | None = None
    # A game whose players each have their own sheet (GameEntry.sheet_per_seat): the key of
    # the seat's sheet among the entry's sheet_sides ("" = dealt when the game starts).
    sheet: str = ""

    @property
    def is_computer(self) -> bool:
        return self.level is not None


@dataclass(frozen=True)
class Setup:
    """A new game's players, sheet side, end rule and dice, as the New Game dialog asks them."""

    seats: tuple[Seat, ...] = field(default_factory=lambda: (Seat("Player"),))
    sheet: str = ""  # a key of the game's sheet_sides ("" = its first)
    end_rule: str = ""  # a key of the game's end_rules ("" = its first)
    real_dice: bool = False  # the people roll real dice and enter what they show

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.seats)
