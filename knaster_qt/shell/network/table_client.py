"""A joining player's connection to a hosted table.

It says hello, keeps the seat's secret and move number, sends moves one at a time (the
next when the host has answered the last: ``accepted`` or ``refused``), and reports what
the host says as signals.

A seated client whose connection is lost (the network, or the host's app died and is
being restarted) tries again every :data:`RETRY_MS` until it is back or told to leave, for
:data:`PATIENCE_MS` at most: long enough for the host to start the app again and answer its
Resume question; then it says the host did not come back.
Its hello carries the seat and its secret; the host's welcome says which move number
comes next, so a move that reached the host before the connection broke is not sent
again, and one that did not is sent again. A hint asked for and not yet given is asked
for again after the welcome (the host that died never answered it; asking twice is
harmless: a hint changes nothing).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from knaster_qt.network.wire import PROTOCOL, VERSION, LineReader, WireError, decode, encode

RETRY_MS = 500
PATIENCE_MS = 3 * 60 * 1000  # the host's app started again, its Resume question answered


class TableClient(QObject):
    """One seat at a hosted table (or, before it has one, a look at the free seats)."""

    seats_offered = Signal(str, list)  # the game (transcript word), the free seats
    welcomed = Signal(str)  # the seat (again after a reconnection)
    table_received = Signal(list, list, list, bool)  # lines, waiting, away, over
    refused = Signal(str)  # the host's reason
    hint_received = Signal(list)  # the strong computer player's statements for this seat
    reconnecting = Signal()  # the connection was lost; trying again
    closed = Signal(str)  # why the connection ended for good

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._socket = QTcpSocket(self)
        self._socket.connected.connect(self._hello)
        self._socket.readyRead.connect(self._read)
        self._socket.disconnected.connect(self._lost)
        self._socket.errorOccurred.connect(self._error)
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.setInterval(RETRY_MS)
        self._retry.timeout.connect(self._connect)
        self._lost_since = QElapsedTimer()  # valid while the seat's connection is lost
        self._reader = LineReader()
        self._address = ("", 0)
        self._leaving = False
        self.code = ""
        self.seat: str | None = None
        self.secret: str | None = None
        self.moves = 0  # the number the next move carries (the host's, from welcome and accepted)
        self._queue: list[list[str]] = []  # moves not yet sent
        self._in_flight: list[str] | None = None  # the move sent and not yet answered
        self._flight_number = 0  # the number it carried
        self._wanted: str | None = None
        self._hint_asked = False  # a hint asked for and not yet given (or refused)

    # --- what the player does ------------------------------------------------------------

    def connect_to(
        self,
        address: str,
        port: int,
        code: str,
        seat: str | None = None,
        secret: str | None = None,
    ) -> None:
        """Connect and say hello: without a seat the host answers with its free seats; with
        the seat's secret (kept from an earlier join) the seat is taken back."""
        self._address, self.code, self._wanted, self._leaving = (address, port), code, seat, False
        if secret is not None:
            self.seat, self.secret = seat, secret
        self._connect()

    def take_seat(self, seat: str) -> None:
        self._wanted = seat
        self._hello()

    def send_move(self, statements: list[str]) -> None:
        """Send a move for this seat (after the host has answered the one before)."""
        if self.seat is None or self.secret is None:
            raise RuntimeError("no seat yet")
        self._queue.append(list(statements))
        self._send_next()

    @property
    def awaiting_answer(self) -> bool:
        """Whether a move was sent and the host has not yet accepted or refused it."""
        return self._in_flight is not None

    def ask_hint(self) -> None:
        """Ask the host for the strong computer player's move for this seat (``hint_received``),
        asked again after a reconnection if the host has not answered."""
        if self.seat is not None and self.secret is not None:
            self._hint_asked = True
            self._send_hint()

    def _send_hint(self) -> None:
        self._send({"type": "hint", "seat": self.seat, "secret": self.secret})

    def leave(self) -> None:
        self._leaving = True
        self._retry.stop()
        if self._socket.state() == QAbstractSocket.SocketState.ConnectedState:
            self._send({"type": "leave"})
            self._socket.disconnectFromHost()

    # --- the connection ------------------------------------------------------------------

    def _connect(self) -> None:
        if self._lost_since.isValid() and self._lost_since.hasExpired(PATIENCE_MS):
            self._finish(QCoreApplication.translate("Network", "the host did not come back"))
            return
        self._reader = LineReader()
        self._socket.abort()
        self._socket.connectToHost(*self._address)

    def _hello(self) -> None:
        # Small messages at once (TCP_NODELAY), not held back for an acknowledgement.
        self._socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        secret = self.secret if self._wanted is not None and self._wanted == self.seat else None
        self._send(
            {
                "type": "hello",
                "protocol": PROTOCOL,
                "version": VERSION,
                "code": self.code,
                "seat": self._wanted,
                "secret": secret,
            }
        )

    def _send_next(self) -> None:
        if self._in_flight is not None or not self._queue or self.secret is None:
            return
        self._in_flight = self._queue.pop(0)
        self._flight_number = self.moves
        self._send(
            {
                "type": "move",
                "seat": self.seat,
                "secret": self.secret,
                "seq": self.moves,
                "statements": self._in_flight,
            }
        )

    def _send(self, message: dict[str, Any]) -> None:
        if self._socket.state() == QAbstractSocket.SocketState.ConnectedState:
            self._socket.write(encode(message))

    def _read(self) -> None:
        try:
            lines = self._reader.feed(bytes(self._socket.readAll().data()))
            messages = [decode(line) for line in lines]
        except WireError as error:
            #: {error}: what was wrong with it, in English (the protocol's words)
            unreadable = QCoreApplication.translate(
                "Network", "the host sent something unreadable ({error})"
            )
            self._finish(unreadable.format(error=error))
            return
        for message in messages:
            self._dispatch(message)

    def _dispatch(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "seats":
            self.seats_offered.emit(message["game"], message["free"])
        elif kind == "welcome":
            self.seat, self.secret, self.moves = message["seat"], message["secret"], message["seq"]
            self._lost_since.invalidate()
            self._wanted = self.seat
            if self._in_flight is not None:  # lost with the connection: was it received?
                if self.moves == self._flight_number:
                    self._queue.insert(0, self._in_flight)  # no: send it again
                self._in_flight = None
            self.welcomed.emit(self.seat)
            self._send_next()
            if self._hint_asked:  # lost with the connection (the host's app died)
                self._send_hint()
        elif kind == "accepted":
            self.moves, self._in_flight = message["seq"], None
            self._send_next()
        elif kind == "table":
            self.table_received.emit(
                message["lines"], message["waiting"], message["away"], bool(message["over"])
            )
        elif kind == "refused":
            answered, self._in_flight = self._in_flight, None
            if answered is None:  # not a move: the hint asked for, if any, is not coming
                self._hint_asked = False
            self.refused.emit(message["reason"])
            if answered is not None:
                self._send_next()
        elif kind == "hinted":
            self._hint_asked = False
            self.hint_received.emit(message["statements"])
        elif kind == "bye":
            self._finish(message["reason"])

    def _finish(self, reason: str) -> None:
        """The host ended this connection on purpose: no retry."""
        self._leaving = True
        self._retry.stop()
        self._socket.abort()
        self.closed.emit(reason)

    def _lost(self) -> None:
        if self._leaving:
            return
        if self.secret is None:  # no seat to come back to
            self.closed.emit(QCoreApplication.translate("Network", "the connection ended"))
            return
        self._knock_again()
        self.reconnecting.emit()

    def _knock_again(self) -> None:
        if not self._lost_since.isValid():
            self._lost_since.start()
        if not self._retry.isActive():
            self._retry.start()

    def _error(self, error: QAbstractSocket.SocketError) -> None:
        if self._leaving:
            return
        if self.secret is not None:  # refused or unreachable while the host restarts
            self._knock_again()
        elif error != QAbstractSocket.SocketError.RemoteHostClosedError:
            self.closed.emit(self._socket.errorString())
