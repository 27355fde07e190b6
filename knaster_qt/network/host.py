"""The host's side of the protocol: bytes in from each connection, messages out.

:class:`Host` is the protocol with no sockets: the transport (Qt's in the app, plain
sockets in tests) hands it what each connection sent and delivers what it answers. So
everything a hostile client can do is tested here without a network, and the transport
stays a few lines that move bytes.

Per connection: lines are bounded (:class:`~.wire.LineReader`), at most
:data:`MAX_MESSAGES_PER_SECOND` messages are read (the rest of a burst is answered with a
``bye``), and the first message must be a ``hello`` with the protocol's name, its version
and the table's join code. A refused message changes nothing and is answered with
``refused`` and its reason; a connection that breaks the wire format is closed.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from knaster_qt.kit.core.table_rules import Refusal
from knaster_qt.network.table import Checkpoint, Table, same_code
from knaster_qt.network.wire import PROTOCOL, VERSION, LineReader, WireError, decode, encode

# A person sends a few a second; a computer player on a fast machine many more, and each of
# its moves is cheap to refuse (the rules check one statement). A flood beyond is cut off.
MAX_MESSAGES_PER_SECOND = 100
MAX_CONNECTIONS = 24  # 12 seats, each perhaps with a stale connection not yet noticed


@dataclass
class Outgoing:
    """A message for a connection; ``close`` asks the transport to close it after sending."""

    connection: int
    data: bytes
    close: bool = False


@dataclass
class _Connection:
    reader: LineReader = field(default_factory=LineReader)
    seat: str | None = None
    said_hello: bool = False
    window_start: float = 0.0
    in_window: int = 0


def cannot_save(error: OSError) -> str:
    """The refusal of a change the host could not save: the system's words for why (never the
    file's path, which is the host's own business)."""
    cause = error.__cause__ if isinstance(error.__cause__, OSError) else error
    return f"the host cannot save the game ({cause.strerror or 'the write failed'}); try again"


class Host:
    """The protocol for one hosted :class:`Table`."""

    def __init__(
        self,
        table: Table,
        clock: Callable[[], float] = time.monotonic,
        on_change: Callable[[], None] | None = None,
    ) -> None:
        """``on_change`` saves the table (an OSError refuses the change, which is undone)."""
        self.table = table
        self._clock = clock
        self._on_change = on_change
        self._connections: dict[int, _Connection] = {}

    def connected(self, connection: int) -> list[Outgoing]:
        if len(self._connections) >= MAX_CONNECTIONS:
            return [self._bye(connection, "the table is full")]
        self._connections[connection] = _Connection()
        return []

    def disconnected(self, connection: int) -> list[Outgoing]:
        state = self._connections.pop(connection, None)
        if state is None or state.seat is None:
            return []
        if not any(other.seat == state.seat for other in self._connections.values()):
            self.table.left(state.seat)
        return self._tables()

    def received(self, connection: int, data: bytes) -> list[Outgoing]:
        """What ``connection`` sent (any piece of the stream); what to send back."""
        state = self._connections.get(connection)
        if state is None:
            return []
        try:
            lines = state.reader.feed(data)
        except WireError as error:
            return self._drop(connection, str(error))
        out: list[Outgoing] = []
        for line in lines:
            if not self._within_rate(state):
                out.extend(self._drop(connection, "too many messages"))
                break
            try:
                message = decode(line)
            except WireError as error:
                out.extend(self._drop(connection, str(error)))
                break
            out.extend(self._message(connection, state, message))
        return out

    # --- messages ----------------------------------------------------------------------

    def _message(
        self, connection: int, state: _Connection, message: dict[str, Any]
    ) -> list[Outgoing]:
        kind = message["type"]
        if kind == "leave":
            return [*self._drop(connection, "goodbye")]
        if kind == "hello":
            return self._hello(connection, state, message)
        if not state.said_hello or state.seat is None:
            return [self._refused(connection, "join a seat first")]
        if kind == "move":
            if message["seat"] != state.seat:
                return [self._refused(connection, "not your seat")]
            before = self.table.checkpoint()
            try:
                self.table.move(
                    state.seat, message["secret"], message["seq"], message["statements"]
                )
                self._saved(before)
            except Refusal as refusal:
                return [self._refused(connection, str(refusal))]
            accepted = self._send(
                connection, {"type": "accepted", "seq": self._next_move(state.seat)}
            )
            return [accepted, *self._tables()]
        if kind == "hint":
            return [self._hint(connection, state.seat, message)]
        return [self._refused(connection, f"a client does not send {kind}")]

    def _hint(self, connection: int, seat: str, message: dict[str, Any]) -> Outgoing:
        """The strong computer player's move for the seat: only the host sees everything it
        needs (in Loop Tiles, the bag's size and the unseen tiles, not their order)."""
        if message["seat"] != seat or not self.table.owns(seat, message["secret"]):
            return self._refused(connection, "not your seat")
        statements = self.table.rules.computer_move(self.table.game, seat, "strong", 0)
        return self._send(connection, {"type": "hinted", "statements": list(statements)})

    def _hello(
        self, connection: int, state: _Connection, message: dict[str, Any]
    ) -> list[Outgoing]:
        if message["protocol"] != PROTOCOL or message["version"] != VERSION:
            return self._drop(connection, f"this host speaks {PROTOCOL} version {VERSION}")
        if state.seat is not None:
            return [self._refused(connection, "already seated")]
        if not same_code(message["code"], self.table.code):
            return self._drop(connection, "wrong join code")
        state.said_hello = True
        if message["seat"] is None:
            return [self._send(connection, self._seats())]
        before = self.table.checkpoint()
        try:
            seat = self.table.join(message["code"], message["seat"], message["secret"])
            self._saved(before)
        except Refusal as refusal:
            return [self._refused(connection, str(refusal))]
        for other_id, other in self._connections.items():  # a rejoin replaces a stale link
            if other_id != connection and other.seat == seat.name:
                other.seat = None
        state.seat = seat.name
        welcome = {
            "type": "welcome",
            "seat": seat.name,
            "secret": seat.secret,
            "seq": seat.moves,
            "game": self.table.rules.header,
        }
        return [self._send(connection, welcome), *self._tables()]

    def _saved(self, before: Checkpoint) -> None:
        """Save the change before anyone hears of it; undo it if it cannot be saved."""
        if self._on_change is None:
            return
        try:
            self._on_change()
        except OSError as error:
            self.table.rollback(before)
            raise Refusal(cannot_save(error)) from None

    # --- answers -----------------------------------------------------------------------

    def _seats(self) -> dict[str, Any]:
        return {
            "type": "seats",
            "game": self.table.rules.header,
            "free": list(self.table.free_seats()),
            "taken": list(self.table.taken_seats()),
        }

    def table_message(self, seat: str | None) -> dict[str, Any]:
        return {
            "type": "table",
            "lines": list(self.table.view(seat)),
            "waiting": list(self.table.waiting_for()),
            "away": list(self.table.away()),
            "over": int(self.table.is_over()),
        }

    def _next_move(self, seat: str | None) -> int:
        place = self.table.seats.get(seat) if seat is not None else None
        return place.moves if place is not None else 0

    def host_moved(self) -> list[Outgoing]:
        """The host's app changed the table itself (a seat it plays): tell everyone."""
        return self._tables()

    def _tables(self) -> list[Outgoing]:
        """Every seated connection's view of the table as it stands now."""
        return [
            self._send(connection, self.table_message(state.seat))
            for connection, state in self._connections.items()
            if state.seat is not None
        ]

    def _within_rate(self, state: _Connection) -> bool:
        now = self._clock()
        if now - state.window_start >= 1.0:
            state.window_start, state.in_window = now, 0
        state.in_window += 1
        return state.in_window <= MAX_MESSAGES_PER_SECOND

    def _send(self, connection: int, message: dict[str, Any]) -> Outgoing:
        return Outgoing(connection, encode(message))

    def _refused(self, connection: int, reason: str) -> Outgoing:
        return self._send(connection, {"type": "refused", "reason": reason[:400]})

    def _bye(self, connection: int, reason: str) -> Outgoing:
        return Outgoing(connection, encode({"type": "bye", "reason": reason[:400]}), close=True)

    def _drop(self, connection: int, reason: str) -> list[Outgoing]:
        bye = self._bye(connection, reason)
        return [bye, *self.disconnected(connection)]
