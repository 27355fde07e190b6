"""Who plays a new game and how: players (human or computer), sheet side, end rule and dice."""

from __future__ import annotations

import datetime
from dataclasses import dataclass, field

from knaster_qt.games.knaster.core.errors import IllegalActionError
from knaster_qt.games.knaster.core.game import EndRule, Game
from knaster_qt.games.knaster.core.layout import available_layouts
from knaster_qt.games.knaster.core.players import BOT_LEVELS, MAX_PLAYERS, name_problem
from knaster_qt.seats import Seat, Setup

__all__ = ["BOT_LEVELS", "GameSetup", "Seat", "note_start"]

# Transcript notes that tell an opened or resumed game who is a computer and which dice are used.
META_BOT = "bot"  # meta bot NAME LEVEL (the transcript spec's own example)
META_DICE = "dice"  # meta dice real
# When the game was started (its first roll), local time: printed sheets show the day it was played.
META_DATE = "date"  # meta date 2026-11-29
META_TIME = "time"  # meta time 14:05


def note_start(game: Game, when: datetime.datetime) -> None:
    """Write ``meta date`` and ``meta time`` into a game that has none yet (at its first roll).

    A game that already says when it started (an opened or resumed transcript) keeps it.
    """
    keys = {key for key, _value in game.meta}
    if META_DATE not in keys:
        game.meta.append((META_DATE, f"{when:%Y-%m-%d}"))
        if META_TIME not in keys:
            game.meta.append((META_TIME, f"{when:%H:%M}"))


@dataclass(frozen=True)
class GameSetup:
    """Everything the New game dialog asks; makes the Game and reads itself back from one."""

    seats: tuple[Seat, ...] = field(default_factory=lambda: (Seat("Player"),))
    layout: str = "A"
    end_rule: EndRule = EndRule.EXTRA_ROUND
    real_dice: bool = False  # the people roll real dice and enter the sum

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.seats)

    def problems(self) -> list[str]:
        """Every reason this setup cannot start a game, in plain words ([] if it can)."""
        found: list[str] = []
        if not 1 <= len(self.seats) <= MAX_PLAYERS:
            found.append(f"a game has 1 to {MAX_PLAYERS} players, not {len(self.seats)}")
        seen: set[str] = set()
        for seat in self.seats:
            problem = name_problem(seat.name)
            if problem:
                found.append(problem)
            elif seat.name in seen:
                found.append(f"two players are called {seat.name}")
            seen.add(seat.name)
            if seat.level is not None and seat.level not in BOT_LEVELS:
                found.append(f"'{seat.level}' is not a computer level ({', '.join(BOT_LEVELS)})")
        if self.layout not in available_layouts():
            found.append(f"there is no sheet side '{self.layout}'")
        return found

    def make_game(self, seed: int | None = None) -> Game:
        """A new Game of this setup; computer players and real dice are noted in its meta lines."""
        problems = self.problems()
        if problems:
            raise IllegalActionError(problems[0])
        game = Game(list(self.names), layout=self.layout, end_rule=self.end_rule, seed=seed)
        game.meta = [
            (META_BOT, f"{seat.name} {seat.level}") for seat in self.seats if seat.level is not None
        ]
        if self.real_dice:
            game.meta.append((META_DICE, "real"))
        return game

    @classmethod
    def from_setup(cls, setup: Setup) -> GameSetup:
        """Knaster's setup of the New Game dialog's answer ("" = side A, the rulebook's end)."""
        values = {rule.value for rule in EndRule}
        return cls(
            seats=setup.seats,
            layout=setup.sheet or "A",
            end_rule=EndRule(setup.end_rule) if setup.end_rule in values else EndRule.EXTRA_ROUND,
            real_dice=setup.real_dice,
        )

    @classmethod
    def from_game(cls, game: Game) -> GameSetup:
        """The setup of an existing (opened or resumed) game, from its players and meta lines.

        A ``meta bot`` line naming no player of the game, or an unknown level, is
        ignored: meta lines are free text and must never stop a game from opening.
        """
        levels: dict[str, str] = {}
        real_dice = False
        for key, value in game.meta:
            words = value.split()
            if key == META_BOT and len(words) == 2 and words[1] in BOT_LEVELS:
                levels[words[0]] = words[1]
            elif key == META_DICE and words[:1] == ["real"]:
                real_dice = True
        return cls(
            seats=tuple(Seat(name, levels.get(name)) for name in game.players),
            layout=game.layout.id,
            end_rule=game.end_rule,
            real_dice=real_dice,
        )
