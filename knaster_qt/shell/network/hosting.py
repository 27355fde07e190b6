"""Hosting the game on the window: its table, the listening socket, the play area in step.

Made by Game > Host Network Game… (knaster_qt/shell/network/network_menu.py) once the game is
on the window; ``stop`` ends it (the game stays on the window as an ordinary game).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from PySide6.QtCore import QObject, QSysInfo, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface

from knaster_qt.kit.core.table_rules import Refusal, TableRules
from knaster_qt.network import wire
from knaster_qt.network.host import Host
from knaster_qt.network.table import Table
from knaster_qt.play_area import PlayArea
from knaster_qt.shell.network import discovery
from knaster_qt.shell.network.host_server import HostServer
from knaster_qt.shell.network.playing import RecordSync
from knaster_qt.shell.registry import game_of_header


def table_rules(header: str) -> TableRules | None:
    """The referee's rules of the game whose transcripts start with ``header`` (its entry's)."""
    entry = game_of_header(header)
    if entry is None or entry.table_rules is None:
        return None
    return cast("TableRules", entry.table_rules())


def local_address() -> QHostAddress:
    """The address friends on this network reach: the first private IPv4 address of an
    interface that is up (not every interface), else this computer only (loopback)."""
    for address in QNetworkInterface.allAddresses():
        if (
            address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol
            and not address.isLoopback()
            and address.isPrivateUse()
        ):
            return address
    return QHostAddress(QHostAddress.SpecialAddress.LocalHost)


class HostedGame(QObject):
    """The game on ``area`` served to the seats named ``remote``."""

    seats_changed = Signal()  # someone joined, left or moved: the panel shows it again
    ended = Signal()  # the game on the window was replaced: hosting has stopped

    def __init__(
        self,
        area: PlayArea,
        rules: TableRules,
        remote: frozenset[str],
        address: QHostAddress,
        say: Callable[[str], None],
        host: str = "",
    ) -> None:
        """``host``: who hosts, as the network's list of games shows it (the players at this
        screen); the computer's name when empty."""
        super().__init__(area)
        self.area = area
        self.remote = remote
        self.table = Table(rules, area.transcript(), sorted(remote))
        self.protocol = Host(self.table)
        self.server = HostServer(self.protocol, self)
        self.address = address.toString()
        try:  # the protocol's port, which Join Network Game… offers first
            self.port = self.server.listen(address, wire.DEFAULT_PORT)
        except OSError:  # taken (another app, another hosted game): any free one
            self.port = self.server.listen(address, 0)
        self.sync = RecordSync(area, remote, self._record, say)
        self.sync.replaced_elsewhere.connect(self.stop)
        self.server.table_changed.connect(self._table_changed)
        self.host = host or QSysInfo.machineHostName()
        self.announcer: discovery.Announcer | None = None
        self.discovery_problem = ""  # why the game is not announced, if it is not
        self._announced = self._announcement()
        try:
            self.announcer = discovery.Announcer(self.address, self.port, self._announced, self)
        except discovery.DiscoveryUnavailable as problem:
            self.discovery_problem = str(problem)
        self.seats_changed.connect(self._announce_seats)

    @property
    def code(self) -> str:
        return self.table.code

    def stop(self) -> None:
        """Stop announcing and listening, close every connection; the game stays on the window."""
        if self.announcer is not None:
            self.announcer.close()
        self.server.close()
        self.sync.stop()
        self.ended.emit()

    def _record(self, lines: list[str]) -> None:
        """A move made at this screen (a person or a computer player) joins the record."""
        try:
            self.table.host_record(lines)
        except Refusal as refusal:
            self.sync.refused(str(refusal))
            return
        self.server.announce()
        self.sync.record_changed(self.table.view(None))
        self.seats_changed.emit()

    def _table_changed(self) -> None:
        lines = list(self.table.view(None))
        if lines != self.sync.record:
            self.sync.record_changed(lines)
        self.seats_changed.emit()

    def _announcement(self) -> dict[str, str]:
        free = [name for name, seat in self.table.seats.items() if not seat.secret]
        return discovery.announcement(self.table.rules.header, self.host, free)

    def _announce_seats(self) -> None:
        """Someone took a seat: the network's lists show it no longer free."""
        properties = self._announcement()
        if self.announcer is not None and properties != self._announced:
            self._announced = properties
            self.announcer.update(properties)
