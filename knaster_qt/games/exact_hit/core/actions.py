"""The actions of Exact Hit and the report of what one applied action changed."""

from __future__ import annotations

from dataclasses import dataclass

Dice = tuple[int, int, int, int, int, int]  # values in COLOURS order: black ... white


@dataclass(frozen=True)
class Throw:
    """The thrower throws all six dice; ``dice`` gives real dice, None lets the game roll."""

    dice: Dice | None = None


@dataclass(frozen=True)
class Rethrow:
    """The thrower's one rethrow: every die not showing 1 is thrown again."""

    dice: Dice | None = None


@dataclass(frozen=True)
class Keep:
    """The thrower keeps the dice: no rethrow this round (the choice "keep", said aloud).

    Writing or crossing also ends the chance to rethrow; ``Keep`` says it before anybody
    acts, so a game saved between the choice and the first write resumes without offering
    the rethrow again. It is optional and changes no sheet.
    """


@dataclass(frozen=True)
class Write:
    """Write these dice (colour indexes) into the current row, each into its colour's field."""

    colours: frozenset[int]


@dataclass(frozen=True)
class Cross:
    """Write nothing this round: the leftmost empty field of the current row is crossed."""


Action = Throw | Rethrow | Keep | Write | Cross


@dataclass(frozen=True)
class Event:
    """One applied action in a game's history; a throw's or rethrow's ``dice`` are always set."""

    player: int
    action: Action


@dataclass(frozen=True)
class ActionReport:
    """What one applied action changed."""

    player: int
    action: Action
    dice: Dice | None = None  # the dice after a throw or rethrow
    written: tuple[tuple[int, int], ...] = ()  # (row, position) of the fields written
    exact_hits: tuple[tuple[int, int], ...] = ()  # those of them that are exact hits
    crossed: tuple[int, int] | None = None  # (row, position) of the crossed field
    row_finished: int | None = None  # the row this action finished (it is scored now)
    row_score: int | None = None  # that row's score
    round_complete: bool = False  # every player has acted on this round's throw
    game_over: bool = False
    undone: bool = False  # ``action`` was taken back: ``written`` and ``crossed`` are empty again
