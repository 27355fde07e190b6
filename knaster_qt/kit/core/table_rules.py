"""What the referee asks of a game: its rules, in the terms of its own transcript.

A game gives the network one object of this shape (its ``core/network.py``). The
referee never interprets a statement itself: it asks the game whose statement it may be,
lets the game add what only the host may choose (dice, a shuffle), and has the game's
own transcript reader, the one ``knaster-qt check`` uses, replay the record with the
statement added. So the network can refuse nothing the rules allow and allow nothing
they refuse.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol


class Refusal(Exception):
    """A statement this seat may not send now; the text says why, for the player."""


class TableRules(Protocol):
    """One game's rules as the referee needs them. ``game`` is the game's own object."""

    header: str  # the first word of its transcripts: which game this is

    def replay(self, text: str) -> object:
        """The game of a transcript; the game's GameFileError (with a reason) if invalid."""
        ...

    def seats(self, game: object) -> Sequence[str]:
        """The players' names in seat order."""
        ...

    def waiting_for(self, game: object) -> Sequence[str]:
        """Who may act now (everyone still to write after a roll; the player whose turn it is)."""
        ...

    def is_over(self, game: object) -> bool: ...

    def statement(
        self, game: object, seat: str, words: Sequence[str], chance: random.Random
    ) -> str:
        """The statement ``seat`` sends as ``words``, completed with what the host draws.

        Refusal when the words are not a statement this seat may send now (another
        player's, a host's). Whether the completed statement is legal is then the
        replay's to say.
        """
        ...

    def view(self, text: str, game: object, seat: str | None) -> Sequence[str]:
        """The lines of the record ``seat`` may see (None: a spectator, or the host)."""
        ...

    def computer_move(self, game: object, seat: str, level: str, seed: int) -> Sequence[str]:
        """What a computer player of ``level`` sends for ``seat`` now (nothing if not its turn).

        As a client sends it: dice and shuffles are asked for, not given. The host plays its
        computer seats with it; with "strong" it is the hint a person asks for.
        """
        ...
