"""Hosting the game on the window: its table, the listening socket, the play area in step.

Made by Game > Host Network Game… (knaster_qt/shell/network/network_menu.py) once the game is
on the window; ``stop`` ends it (the game stays on the window as an ordinary game).

The table is saved (``hosted-table.json`` in the app's data folder, next to the autosave)
after every change and before anyone hears of it, with the address and port it listens on:
should the host's app die, the player resumes the game at the next start and it comes back
hosted, on the same port, with the same join code and seat secrets, and the other players'
apps rejoin by themselves. Stopping, another game or a game's end forget it.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path
from typing import cast

from PySide6.QtCore import QObject, QSysInfo, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface

from knaster_qt.kit.core.table_rules import Refusal, TableRules
from knaster_qt.network import wire
from knaster_qt.network.host import Host, cannot_save
from knaster_qt.network.saved_table import OtherGame, load_table, save_table
from knaster_qt.network.table import Table
from knaster_qt.play_area import PlayArea
from knaster_qt.shell.network import discovery
from knaster_qt.shell.network.host_server import HostServer
from knaster_qt.shell.network.playing import RecordSync, bare
from knaster_qt.shell.registry import game_of_header

HOSTED_TABLE_NAME = "hosted-table.json"
DAMAGED_TABLE_NAME = "hosted-table.damaged.json"


def hosted_table_path(folder: Path) -> Path:
    """Where the window's hosted table is kept: in the data folder, next to the autosave."""
    return folder / HOSTED_TABLE_NAME


def same_game(autosave: str, table: Table) -> bool:
    """Whether the autosave ``autosave`` holds the game of the saved ``table``.

    The table is the record's truth, the autosave may lag behind it (a client's move saved
    in the table a moment before the autosave) or be a little ahead (the host's own move,
    autosaved before the table had it, or a Knaster write waiting for its bonus circles).
    So one must begin the other, and what the autosave has beyond the table may only be
    statements of the seats the host's app plays (they begin with the seat's name): never
    dice, nor a date, so an old table of a hosted game that never began is no match for a
    later game of the same players."""
    ours = bare(autosave.splitlines())  # without notes, the saved-as line, "# round 2" …
    theirs = bare(table.transcript.splitlines())
    if ours[: len(theirs)] == theirs:
        local = set(table.rules.seats(table.game)) - set(table.seats)
        return all(line.split()[0] in local for line in ours[len(theirs) :])
    return theirs[: len(ours)] == ours


def table_rules(header: str) -> TableRules | None:
    """The referee's rules of the game whose transcripts start with ``header`` (its entry's)."""
    entry = game_of_header(header)
    if entry is None or entry.table_rules is None:
        return None
    return cast("TableRules", entry.table_rules())


# Interfaces a computer makes for its virtual machines, containers and tunnels (Docker,
# libvirt, VirtualBox, VMware, Hyper-V and WSL, VPNs) carry private addresses too, but
# friends on the home network never reach them: an address of one is the last choice.
_VIRTUAL = (
    "docker",
    "br-",
    "veth",
    "virbr",
    "vbox",
    "virtualbox",
    "vmnet",
    "vmware",
    "vethernet",
    "hyper-v",
    "wsl",
    "lxc",
    "lxd",
    "podman",
    "cni",
    "tun",
    "tap",
    "wg",
    "zt",
    "utun",
    "ppp",
)


def address_rank(names: tuple[str, ...], wired_or_wifi: bool) -> int:
    """0: a Wi-Fi or Ethernet card's; 1: another interface's; 2: a virtual machine's,
    container's or tunnel's (by any of its ``names``: Qt's and the one people read)."""
    if any(name.lower().startswith(_VIRTUAL) for name in names):
        return 2
    return 0 if wired_or_wifi else 1


def chosen_address(candidates: list[tuple[str, tuple[str, ...], bool]]) -> str | None:
    """The private IPv4 address friends most likely reach, of ``candidates`` (address, its
    interface's names, whether that is a Wi-Fi or Ethernet card) in the system's order."""
    ranked = sorted(candidates, key=lambda candidate: address_rank(candidate[1], candidate[2]))
    return ranked[0][0] if ranked else None


def local_address() -> QHostAddress:
    """The address friends on this network reach: a private IPv4 address of an interface
    that is up (a Wi-Fi or Ethernet card's first, never a virtual machine's or container's
    while there is another), else this computer only (loopback)."""
    kinds = (QNetworkInterface.InterfaceType.Ethernet, QNetworkInterface.InterfaceType.Wifi)
    candidates: list[tuple[str, tuple[str, ...], bool]] = []
    for interface in QNetworkInterface.allInterfaces():
        if not interface.flags() & QNetworkInterface.InterfaceFlag.IsUp:
            continue
        names = (interface.name(), interface.humanReadableName())
        for entry in interface.addressEntries():
            address = entry.ip()
            if (
                address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol
                and not address.isLoopback()
                and address.isPrivateUse()
            ):
                candidates.append((address.toString(), names, interface.type() in kinds))
    chosen = chosen_address(candidates)
    if chosen is None:
        return QHostAddress(QHostAddress.SpecialAddress.LocalHost)
    return QHostAddress(chosen)


def resumed_table(path: Path, rules: TableRules, autosave: str) -> Table | None:
    """The table saved at ``path`` if it is the game the autosave ``autosave`` resumed; None
    if it is another game's (an old one); ValueError with a plain reason if it is damaged."""
    try:
        table = load_table(rules, path)
    except OtherGame:
        return None
    return table if same_game(autosave, table) else None


def listening_address(saved: str | None) -> QHostAddress:
    """Where to listen again: the saved address if it is still this computer's (the players'
    apps knock there), else the address friends reach now."""
    if saved is not None:
        address = QHostAddress(saved)
        if address.isLoopback() or address in QNetworkInterface.allAddresses():
            return address
    return local_address()


class HostedGame(QObject):
    """The game on ``area`` served to the seats named ``remote``.

    ``table``: a table saved by an earlier run of the app (resumed), whose record the area is
    brought to; ``port``: the port to listen on again (another free one if it is taken:
    ``port`` then differs); ``save_to``: where the table is saved after every change. OSError
    if it can neither listen nor save."""

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
        *,
        table: Table | None = None,
        port: int = 0,
        save_to: Path | None = None,
    ) -> None:
        """``host``: who hosts, as the network's list of games shows it (the players at this
        screen); the computer's name when empty."""
        super().__init__(area)
        self.area = area
        self.table = table if table is not None else Table(rules, area.transcript(), sorted(remote))
        self.remote = frozenset(self.table.seats)
        self.save_to = save_to
        self.protocol = Host(self.table, on_change=self._save)
        self.server = HostServer(self.protocol, self)
        self.address = address.toString()
        # The protocol's port, which Join Network Game… offers first; a resumed game's own.
        self.port = self._listen(address, port or wire.DEFAULT_PORT)
        try:
            self._save()  # the join code and seats are on disk before anyone can join
        except OSError:
            self.server.close()
            raise
        self.sync = RecordSync(area, self.remote, self._record, say)
        if table is not None:  # the table is the truth: the autosave may lag behind it
            self.sync.record_changed(self.table.view(None))
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

    def _listen(self, address: QHostAddress, port: int) -> int:
        try:
            return self.server.listen(address, port)
        except OSError:  # taken (another app, another hosted game): any free one
            return self.server.listen(address, 0)

    @property
    def code(self) -> str:
        return self.table.code

    def stop(self) -> None:
        """Stop announcing and listening, close every connection; the game stays on the window
        (an ordinary game from now on: nothing to host again at the next start)."""
        if self.announcer is not None:
            self.announcer.close()
        self.server.close()
        self.sync.stop()
        self.forget()
        self.ended.emit()

    def forget(self) -> None:
        if self.save_to is not None:
            with contextlib.suppress(OSError):  # already gone
                self.save_to.unlink()

    def _save(self) -> None:
        """The table to disk (atomically), before anyone hears of its change; OSError if not."""
        if self.save_to is None:
            return
        if self.table.is_over():  # a finished game is in the records: nothing to resume
            self.forget()
            return
        save_table(self.table, self.save_to, (self.address, self.port))

    def _record(self, lines: list[str]) -> None:
        """A move made at this screen (a person or a computer player) joins the record."""
        before = self.table.checkpoint()
        try:
            self.table.host_record(lines)
            self._save()
        except Refusal as refusal:
            self.sync.refused(str(refusal))
            return
        except OSError as error:
            self.table.rollback(before)
            self.sync.refused(cannot_save(error))
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
