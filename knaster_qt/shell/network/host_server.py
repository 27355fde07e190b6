"""The host's listening socket: each connection's bytes to the protocol, its answers back.

It listens only while a game is hosted (``listen`` … ``close``). Every decision is the
protocol's (:class:`knaster_qt.network.host.Host`); this class only moves bytes, so it
stays small enough to read at a glance.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket

from knaster_qt.network.host import Host, Outgoing


class HostServer(QObject):
    """Serves one :class:`Host` on a TCP port."""

    table_changed = Signal()  # a move was accepted, or someone joined or left

    def __init__(self, host: Host, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self._server = QTcpServer(self)
        self._server.newConnection.connect(self._accept)
        self._sockets: dict[int, QTcpSocket] = {}
        self._next_id = 1

    def listen(self, address: QHostAddress, port: int = 0) -> int:
        """Start listening; the port (a free one when ``port`` is 0). OSError if it cannot."""
        if not self._server.listen(address, port):
            raise OSError(self._server.errorString())
        return self._server.serverPort()

    def close(self) -> None:
        """Stop listening and close every connection (the game itself stays the host's)."""
        self._server.close()
        for socket in list(self._sockets.values()):
            socket.abort()
        self._sockets.clear()

    def announce(self) -> None:
        """Send every seat the table after the host's app changed it (a seat it plays)."""
        self._deliver(self.host.host_moved())

    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            connection = self._next_id
            self._next_id += 1
            self._sockets[connection] = socket
            # Methods, not lambdas: Qt drops a method's connection when this object is
            # destroyed, so a socket closing in its destructor calls nothing dead.
            socket.setObjectName(str(connection))
            # Small messages at once (TCP_NODELAY): else a table waits up to 40 ms for an
            # acknowledgement (Nagle's algorithm meeting delayed ACKs).
            socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
            socket.readyRead.connect(self._read)
            socket.disconnected.connect(self._gone)
            self._deliver(self.host.connected(connection))

    def _sender_connection(self) -> int | None:
        sender = self.sender()
        return int(sender.objectName()) if isinstance(sender, QTcpSocket) else None

    def _read(self) -> None:
        connection = self._sender_connection()
        socket = self._sockets.get(connection) if connection is not None else None
        if connection is not None and socket is not None:
            self._deliver(self.host.received(connection, bytes(socket.readAll().data())))

    def _gone(self) -> None:
        connection = self._sender_connection()
        socket = self._sockets.pop(connection, None) if connection is not None else None
        if connection is not None and socket is not None:
            socket.deleteLater()
            out = self.host.disconnected(connection)
            self._deliver(out)
            if not out:  # the last player connected has gone: the host's panel says so
                self.table_changed.emit()

    def _deliver(self, out: list[Outgoing]) -> None:
        for item in out:
            socket = self._sockets.get(item.connection)
            if socket is None:
                continue
            socket.write(item.data)
            if item.close:
                self._sockets.pop(item.connection, None)
                # Deleted once closed: deleting it now would drop the bye before it is sent.
                socket.disconnected.connect(socket.deleteLater)
                socket.disconnectFromHost()
        if out:
            self.table_changed.emit()
