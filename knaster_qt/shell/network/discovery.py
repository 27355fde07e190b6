"""Games on the local network: a hosted game announces itself, Join Network Game… lists them.

DNS-SD over multicast DNS (python-zeroconf), the service type ``_knaster-qt._tcp.local.``
(docs/network-protocol.md, "Finding games"). The announcement says which game, who hosts it
and which seats are free, never the join code: the code is what lets someone in, and it is
read out at the table, not sent to the whole network.

Both sides use one interface, the one the host listens on (``hosting.local_address``): the
announcement and the questions stay on that network, and a computer that has none stays on
its own loopback interface. zeroconf answers on its own thread; what it hears reaches the
window through a queued signal. zeroconf is imported here only, when a game is hosted or
Join Network Game… opens, never while the app starts.
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
from collections.abc import Iterable
from concurrent.futures import Future
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QSysInfo, Qt, Signal, SignalInstance

from knaster_qt.network import wire

if TYPE_CHECKING:
    from zeroconf import ServiceInfo, ServiceStateChange, Zeroconf

SERVICE_TYPE = "_knaster-qt._tcp.local."
# A TXT string holds at most 255 bytes; the free seats' names share it with their key.
_MAX_NAMES_BYTES = 200
# How long the list waits for a service's address and TXT record (a host on the network answers
# in milliseconds); closing the list waits for one such wait at most.
_RESOLVE_MS = 2000


class DiscoveryUnavailable(Exception):
    """zeroconf cannot start here (no network, no multicast); typing the address still works."""


@dataclass(frozen=True)
class FoundGame:
    """A hosted game heard on the network, as Join Network Game… lists it."""

    service: str  # the announcement's own name: the key it comes and goes by
    game: str  # its transcript's first word: knaster, exact-hit, loop-tiles
    host: str  # the host's players at its screen, or the computer's name
    free: int  # how many seats are free
    free_names: tuple[str, ...]  # their names (as many as an announcement holds)
    address: str
    port: int


def announcement(game: str, host: str, free: Iterable[str]) -> dict[str, str]:
    """The TXT properties of a hosted game: never its join code."""
    names = list(free)
    shown: list[str] = []
    for name in names:
        if len(" ".join([*shown, name]).encode()) > _MAX_NAMES_BYTES:
            break
        shown.append(name)
    return {
        "protocol": wire.PROTOCOL,
        "version": str(wire.VERSION),
        "game": game,
        "host": host[:_MAX_NAMES_BYTES],
        "free": str(len(names)),
        "seats": " ".join(shown),
    }


def found_game(info: ServiceInfo) -> FoundGame | None:
    """The game ``info`` announces, or None when it is not one this app can join."""
    text = {
        key.decode("utf-8", "replace"): (value or b"").decode("utf-8", "replace")
        for key, value in info.properties.items()
    }
    addresses = info.parsed_addresses()
    if (
        text.get("protocol") != wire.PROTOCOL
        or text.get("version") != str(wire.VERSION)
        or not addresses
        or not info.port
        or not text.get("free", "").isdigit()
    ):
        return None
    return FoundGame(
        service=info.name,
        game=text.get("game", ""),
        host=text.get("host", ""),
        free=int(text["free"]),
        free_names=tuple(text.get("seats", "").split()),
        address=addresses[0],
        port=info.port,
    )


def check_loaded() -> None:
    """Load the discovery library whole and describe a game with it (no network): a bundle
    that lacks one of its compiled modules fails here, in ``--smoke-test``, not at a
    player's Join. ImportError or a library error if it cannot."""
    from zeroconf import ServiceBrowser, ServiceInfo, Zeroconf  # noqa: F401  (loaded, not used)

    ServiceInfo(
        SERVICE_TYPE,
        f"smoke test.{SERVICE_TYPE}",
        addresses=[socket.inet_aton("127.0.0.1")],
        port=wire.DEFAULT_PORT,
        properties={"protocol": wire.PROTOCOL},
    )


def _start(address: str) -> Zeroconf:
    """A zeroconf instance on ``address``'s interface, IPv4 only; DiscoveryUnavailable if the
    library is missing or the interface takes no multicast."""
    try:
        from zeroconf import IPVersion, Zeroconf
    except ImportError as error:  # an install without the dependency
        raise DiscoveryUnavailable(str(error)) from error
    try:
        return Zeroconf(interfaces=[address], ip_version=IPVersion.V4Only)
    except (OSError, ValueError, RuntimeError) as error:
        raise DiscoveryUnavailable(str(error) or type(error).__name__) from error


def _quit_closes(
    owner: Announcer | Browser, zeroconf: Zeroconf, pending: list[Future[None]] | None = None
) -> None:
    """The app quitting says goodbye on the network too, even with the game still hosted; so
    does the window going without a word (its play area and the hosted game are deleted):
    zeroconf's threads would otherwise answer for a game no longer there."""
    app = QCoreApplication.instance()
    if app is not None:
        app.aboutToQuit.connect(owner.close)
    owner.destroyed.connect(lambda: _shut(zeroconf, pending if pending is not None else []))


class Announcer(QObject):
    """The announcement of one hosted game, from ``__init__`` until ``close``."""

    def __init__(
        self,
        address: str,
        port: int,
        properties: dict[str, str],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        zeroconf = _start(address)
        self._zeroconf: Zeroconf | None = zeroconf
        try:
            self._announce(zeroconf, address, port, properties)
        except Exception as error:  # whatever it is, hosting goes on without the announcement
            zeroconf.close()
            raise DiscoveryUnavailable(str(error) or type(error).__name__) from error

    def _announce(
        self, zeroconf: Zeroconf, address: str, port: int, properties: dict[str, str]
    ) -> None:
        from zeroconf import ServiceInfo

        # What runs on zeroconf's loop for this announcement (registering, each update): cut
        # short when it closes, not left pending on a loop that stops.
        self._pending: list[Future[None]] = []
        _quit_closes(self, zeroconf, self._pending)
        computer = QSysInfo.machineHostName() or "knaster-qt"
        # The name must be unique on the network; zeroconf adds " (2)" where it is not.
        label = _cut(f"{properties['host']} {properties['game']} {port}", 63)
        self._info = ServiceInfo(
            SERVICE_TYPE,
            f"{label}.{SERVICE_TYPE}",
            port=port,
            properties=dict(properties),
            server=f"{_dns_label(computer)}.local.",
            addresses=[socket.inet_aton(address)],
        )
        self._address = address
        # Registering probes the network for a second: on zeroconf's loop, not the window's.
        self._registered = asyncio.run_coroutine_threadsafe(
            _registering(zeroconf, self._info), _loop(zeroconf)
        )
        self._pending.append(self._registered)

    @property
    def name(self) -> str:
        """The announcement's name on the network (zeroconf adds " (2)" to one taken)."""
        return self._info.name

    def update(self, properties: dict[str, str]) -> None:
        """Announce the game's new free seats."""
        zeroconf = self._zeroconf
        if zeroconf is None:
            return
        self._pending.append(
            asyncio.run_coroutine_threadsafe(self._republish(zeroconf, properties), _loop(zeroconf))
        )

    async def _republish(self, zeroconf: Zeroconf, properties: dict[str, str]) -> None:
        from zeroconf import ServiceInfo

        await asyncio.wrap_future(self._registered)  # the name it got (maybe "… (2)")
        info = self._info
        self._info = ServiceInfo(
            info.type,
            info.name,
            port=info.port,
            properties=dict(properties),
            server=info.server,
            addresses=[socket.inet_aton(self._address)],
        )
        await (await zeroconf.async_update_service(self._info))  # its announcements too

    def close(self) -> None:
        """Say goodbye (the lists drop the game at once) and stop: zeroconf's threads end."""
        zeroconf, self._zeroconf = self._zeroconf, None
        if zeroconf is not None:
            _shut(zeroconf, self._pending)


async def _registering(zeroconf: Zeroconf, info: ServiceInfo) -> None:
    """Register ``info`` and see its first announcements out."""
    await (await zeroconf.async_register_service(info, allow_name_change=True))


def _shut(zeroconf: Zeroconf, pending: list[Future[None]]) -> None:
    """Cancel what still runs for an announcement, say goodbye and close (twice: nothing)."""
    for future in pending:
        future.cancel()  # cancels its task on zeroconf's loop, before the goodbye runs there
    pending.clear()
    zeroconf.close()


class Browser(QObject):
    """The games announced on ``address``'s network now, as they come and go."""

    found = Signal(object)  # a FoundGame, new or changed
    lost = Signal(str)  # the service name of a game that has gone
    # zeroconf calls from its own thread: these carry what it heard to the window's thread.
    _heard = Signal(object)
    _gone = Signal(str)

    def __init__(self, address: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        zeroconf = _start(address)
        self._zeroconf: Zeroconf | None = zeroconf
        from zeroconf import ServiceBrowser

        self._heard.connect(self.found, Qt.ConnectionType.QueuedConnection)
        self._gone.connect(self.lost, Qt.ConnectionType.QueuedConnection)
        try:
            self._browser = ServiceBrowser(zeroconf, SERVICE_TYPE, handlers=[self._changed])
        except Exception as error:  # whatever it is, Join works without the list
            self._zeroconf = None
            zeroconf.close()
            raise DiscoveryUnavailable(str(error) or type(error).__name__) from error
        _quit_closes(self, zeroconf)

    def _changed(
        self,
        zeroconf: Zeroconf,
        service_type: str,
        name: str,
        state_change: ServiceStateChange,
    ) -> None:
        """On the browser's thread: resolve a game that came or changed; report one gone."""
        from zeroconf import ServiceStateChange

        if state_change is ServiceStateChange.Removed:
            self._tell(self._gone, name)
            return
        info = zeroconf.get_service_info(service_type, name, _RESOLVE_MS)
        game = found_game(info) if info is not None else None
        if game is not None:
            self._tell(self._heard, game)

    def _tell(self, signal: SignalInstance, value: object) -> None:
        """Hand ``value`` to the window's thread, unless the list is closing (or gone)."""
        if self._zeroconf is None:
            return
        with contextlib.suppress(RuntimeError):  # this object was deleted meanwhile
            signal.emit(value)

    def close(self) -> None:
        """Stop looking (waits for a game being resolved, 2 s at most): zeroconf's threads end."""
        zeroconf, self._zeroconf = self._zeroconf, None
        if zeroconf is not None:
            self._browser.cancel()
            zeroconf.close()


def _loop(zeroconf: Zeroconf) -> asyncio.AbstractEventLoop:
    loop = zeroconf.loop
    if loop is None:  # zeroconf starts its loop in __init__: None means it failed to
        raise DiscoveryUnavailable("zeroconf has no event loop")
    return loop


def _cut(text: str, size: int) -> str:
    """``text`` cut to at most ``size`` bytes of UTF-8 (a DNS label's limit), whole characters."""
    return text.encode()[:size].decode("utf-8", "ignore")


def _dns_label(name: str) -> str:
    """``name`` as one DNS label: letters, digits and hyphens, at most 63."""
    label = "".join(c if c.isascii() and (c.isalnum() or c == "-") else "-" for c in name)
    return label.strip("-")[:63] or "knaster-qt"
