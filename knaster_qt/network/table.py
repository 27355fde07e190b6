"""The referee: one hosted game, its seats, and the only way a move reaches its record.

The host's :class:`Table` holds the game's transcript. A client's move is a list of
statements in the game's transcript notation, sent for its own seat with the seat's
secret and its move number. The table accepts it only if all of these hold, and then
appends it whole, or else changes nothing and says why:

- the seat is one of this table's seats for people on other computers, and the secret
  is the one given to that seat when it joined;
- the move number is the next one for that seat (a move sent twice, or replayed by
  someone who saw it, is refused: nothing is applied twice);
- the game's rules (:mod:`knaster_qt.kit.core.table_rules`) say the statements are this seat's to send now;
- the game's own transcript reader accepts the record with the statements added.
"""

from __future__ import annotations

import hmac
import random
import secrets
from collections.abc import Sequence
from dataclasses import dataclass

from knaster_qt.games import GameFileError
from knaster_qt.kit.core.table_rules import Refusal, TableRules

# Join codes avoid letters and digits that look alike (0/O, 1/I/L, 5/S, 8/B, 2/Z).
_CODE_ALPHABET = "ACDEFGHJKMNPQRTUVWXY3469"
CODE_LENGTH = 6


def new_join_code(chance: random.Random | None = None) -> str:
    """A short code the host reads out: six characters, about 30 bits."""
    pick = chance.choice if chance is not None else secrets.choice
    return "".join(pick(_CODE_ALPHABET) for _ in range(CODE_LENGTH))


def same_code(given: str, code: str) -> bool:
    """A code as a person types it: any case, blanks and dashes ignored."""
    cleaned = "".join(char for char in given.upper() if char not in " -")
    return hmac.compare_digest(cleaned.encode(), code.encode())


@dataclass
class RemoteSeat:
    """A seat for a person on another computer."""

    name: str
    secret: str = ""  # given at join; "" while the seat is free
    moves: int = 0  # moves accepted from this seat: the number the next one must carry
    connected: bool = False


@dataclass(frozen=True)
class Checkpoint:
    """A table's record and seats at one moment."""

    lines: tuple[str, ...]
    game: object
    seats: dict[str, tuple[str, int, bool]]


class Table:
    """One hosted game: its record, its seats, its referee."""

    def __init__(
        self,
        rules: TableRules,
        transcript: str,
        remote_seats: Sequence[str],
        *,
        code: str | None = None,
        chance: random.Random | None = None,
    ) -> None:
        self.rules = rules
        self._lines = [line for line in transcript.splitlines()]
        self._game = rules.replay(transcript)
        names = list(rules.seats(self._game))
        unknown = [name for name in remote_seats if name not in names]
        if unknown:
            raise ValueError(f"no such seat: {', '.join(unknown)}")
        self.seats = {name: RemoteSeat(name) for name in remote_seats}
        self._chance = chance if chance is not None else random.SystemRandom()
        self.code = code if code is not None else new_join_code()

    # --- the record --------------------------------------------------------------------

    @property
    def transcript(self) -> str:
        return "\n".join(self._lines) + "\n"

    @property
    def game(self) -> object:
        return self._game

    def waiting_for(self) -> tuple[str, ...]:
        return tuple(self.rules.waiting_for(self._game))

    def away(self) -> tuple[str, ...]:
        """The seats of people on other computers who are not connected now."""
        return tuple(seat.name for seat in self.seats.values() if not seat.connected)

    def is_over(self) -> bool:
        return self.rules.is_over(self._game)

    def view(self, seat: str | None) -> tuple[str, ...]:
        return tuple(self.rules.view(self.transcript, self._game, seat))

    def checkpoint(self) -> Checkpoint:
        """The table as it is, for :meth:`rollback` (when a change cannot be saved)."""
        seats = {
            name: (seat.secret, seat.moves, seat.connected) for name, seat in self.seats.items()
        }
        return Checkpoint(tuple(self._lines), self._game, seats)

    def rollback(self, checkpoint: Checkpoint) -> None:
        self._lines, self._game = list(checkpoint.lines), checkpoint.game
        for name, (secret, moves, connected) in checkpoint.seats.items():
            place = self.seats[name]
            place.secret, place.moves, place.connected = secret, moves, connected

    # --- joining -----------------------------------------------------------------------

    def free_seats(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.seats.values() if not seat.secret)

    def taken_seats(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.seats.values() if seat.secret)

    def join(self, code: str, seat: str, secret: str | None = None) -> RemoteSeat:
        """The seat joined (a free one) or rejoined (with its secret); Refusal otherwise."""
        if not same_code(code, self.code):
            raise Refusal("wrong join code")
        place = self.seats.get(seat)
        if place is None:
            raise Refusal("no such seat for a player on another computer")
        if place.secret:
            if secret is None or not hmac.compare_digest(secret.encode(), place.secret.encode()):
                raise Refusal("that seat is taken")
        else:
            place.secret = secrets.token_urlsafe(18)
        place.connected = True
        return place

    def left(self, seat: str) -> None:
        """The connection of ``seat`` is gone; the seat stays its own (it may rejoin)."""
        if seat in self.seats:
            self.seats[seat].connected = False

    # --- moves -------------------------------------------------------------------------

    def owns(self, seat: str, secret: str) -> bool:
        """Whether ``secret`` is the one given to ``seat`` when it joined."""
        place = self.seats.get(seat)
        return (
            place is not None
            and bool(place.secret)
            and hmac.compare_digest(secret.encode(), place.secret.encode())
        )

    def move(
        self, seat: str, secret: str, number: int, statements: Sequence[str]
    ) -> tuple[str, ...]:
        """Apply a client's move, whole or not at all; Refusal says why not."""
        if not self.owns(seat, secret):
            raise Refusal("not your seat")
        place = self.seats[seat]
        if number < place.moves:
            raise Refusal("this move was already received")
        if number > place.moves:
            raise Refusal(f"move {number} arrived before move {place.moves}")
        added = self._add(seat, statements)
        place.moves += 1
        return added

    def host_move(self, seat: str, statements: Sequence[str]) -> tuple[str, ...]:
        """A move of a seat the host's app plays (a person at its screen, a computer)."""
        if seat in self.seats:
            raise Refusal("that seat is played from another computer")
        if seat not in self.rules.seats(self._game):
            raise Refusal("no such seat")
        return self._add(seat, statements)

    def host_record(self, lines: Sequence[str]) -> tuple[str, ...]:
        """Lines the host's own play area wrote (its people's and computer players' moves, with
        the dice it drew itself, a game's start date): the host's app is trusted with them,
        and the game's transcript reader still checks the record with them added."""
        try:
            game = self.rules.replay("\n".join([*self._lines, *lines]) + "\n")
        except GameFileError as error:
            raise Refusal(error.message) from None
        self._lines.extend(lines)
        self._game = game
        return tuple(lines)

    def _add(self, seat: str, statements: Sequence[str]) -> tuple[str, ...]:
        if not statements:
            raise Refusal("a move has at least one statement")
        game = self._game
        added: list[str] = []
        for text in statements:
            if "#" in text:
                raise Refusal("a move carries no comments")
            words = text.split()
            if not words:
                raise Refusal("an empty statement")
            added.append(self.rules.statement(game, seat, words, self._chance))
            try:
                game = self.rules.replay("\n".join([*self._lines, *added]) + "\n")
            except GameFileError as error:
                raise Refusal(error.message) from None  # its line is the host's, not the sender's
        self._lines.extend(added)
        self._game = game
        return tuple(added)
