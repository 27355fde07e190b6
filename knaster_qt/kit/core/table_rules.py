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
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from typing import Protocol, cast


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


class TableGame(Protocol):
    """What the referee reads of every game's own object: its players' names in seat order
    and whether it is over."""

    @property
    def names(self) -> Sequence[str]: ...

    @property
    def game_over(self) -> bool: ...


class SeatStatements(ABC):
    """What every game's table does alike (a base for TableRules).

    The record is replayed by the game's transcript reader (``read``). A seat's own
    statement (``NAME word ...`` with one of ``player_words``) passes as it is, for the
    replay to judge, and so does ``end`` once the move's statements before it end the game; a one-word request (one of ``requests``: dice, a throw) is completed by
    the game's :meth:`request` with what the host draws; anything else is refused with
    ``refusal``. Nobody acts in a game that is over; else the game says who may
    (:meth:`to_act`). A game whose every line is public shows each seat the whole record
    (:meth:`view`).
    """

    read: Callable[[str], object]  # the game's transcript reader, as a staticmethod
    player_words: frozenset[str] = frozenset()
    requests: frozenset[str] = frozenset()
    refusal = "not a statement this seat may send"

    def replay(self, text: str) -> object:
        return self.read(text)

    def seats(self, game: object) -> Sequence[str]:
        return cast(TableGame, game).names

    def is_over(self, game: object) -> bool:
        return cast(TableGame, game).game_over

    def waiting_for(self, game: object) -> Sequence[str]:
        return () if self.is_over(game) else tuple(self.to_act(game))

    @abstractmethod
    def to_act(self, game: object) -> Sequence[str]:
        """Who may act now in a game not over."""

    def statement(
        self, game: object, seat: str, words: Sequence[str], chance: random.Random
    ) -> str:
        if len(words) == 1 and words[0] in self.requests:
            return self.request(game, seat, words[0], chance)
        if list(words) == ["end"]:
            # A transcript closes with ``end`` after the move that ends the game, so the last
            # move's statements carry it; anywhere else the game's reader refuses it.
            if not self.is_over(game):
                raise Refusal("the game is not over")
            return "end"
        if len(words) >= 2 and words[0] == seat and words[1] in self.player_words:
            return self.own(game, seat, words, chance)
        raise Refusal(self.refusal)

    def request(self, game: object, seat: str, word: str, chance: random.Random) -> str:
        """The statement a request of ``seat`` becomes (Refusal if not this seat's now)."""
        raise Refusal(self.refusal)

    def own(self, game: object, seat: str, words: Sequence[str], chance: random.Random) -> str:
        """A seat's own statement, as the record takes it (the game may complete it)."""
        return " ".join(words)

    def view(self, text: str, game: object, seat: str | None) -> Sequence[str]:
        return text.splitlines()
