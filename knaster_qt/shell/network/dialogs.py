"""The network game's dialogs: which seats play from other computers, the host's panel (the
address, port and join code to read out, and who has joined), and Join Network Game. Each is
built from its designer file (ui/remote_seats_dialog.ui, ui/host_panel.ui, ui/join_dialog.ui)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QListWidgetItem, QWidget

from knaster_qt.network.table import Table
from knaster_qt.seats import Setup
from knaster_qt.shell.network.discovery import FoundGame
from knaster_qt.shell.network.reasons import translated_reason
from knaster_qt.shell.registry import game_of_header
from knaster_qt.shell.views.ui_host_panel import Ui_HostPanel
from knaster_qt.shell.views.ui_join_dialog import Ui_JoinDialog
from knaster_qt.shell.views.ui_remote_seats_dialog import Ui_RemoteSeatsDialog


class RemoteSeatsDialog(QDialog):
    """Host Network Game…, after New Game's seats: which people play on another computer."""

    def __init__(self, parent: QWidget, setup: Setup) -> None:
        super().__init__(parent)
        self.ui = Ui_RemoteSeatsDialog()
        self.ui.setupUi(self)
        self.boxes: dict[str, QCheckBox] = {}
        for seat in setup.seats:
            if seat.is_computer:
                continue  # computer players are played by this app, as at one screen
            box = QCheckBox(seat.name, self)
            box.toggled.connect(self._update)
            self.ui.seatLayout.addWidget(box)
            self.boxes[seat.name] = box
        self.buttons = self.ui.buttonBox
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._update()

    def remote(self) -> frozenset[str]:
        return frozenset(name for name, box in self.boxes.items() if box.isChecked())

    def _update(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(bool(self.remote()))


class HostPanel(QDialog):
    """What the host reads out (address, port, join code) and who has joined."""

    def __init__(self, parent: QWidget, address: str, port: int, code: str) -> None:
        super().__init__(parent)
        self.ui = Ui_HostPanel()
        self.ui.setupUi(self)
        self.setModal(False)
        self.address_label = self.ui.addressLabel
        self.port_label = self.ui.portLabel
        self.code_label = self.ui.codeLabel
        self.seat_list = self.ui.seatList
        self.stop_button = self.ui.stopButton
        self.address_label.setText(address)
        self.port_label.setText(str(port))
        self.code_label.setText(f"{code[:3]}-{code[3:]}")  # read out in two halves
        big = self.code_label.font()
        big.setPointSizeF(big.pointSizeF() * 1.6)
        big.setBold(True)
        self.code_label.setFont(big)

    def show_seats(self, table: Table) -> None:
        """Each remote seat: free, joined (thinking while the table waits for it), or away."""
        self.seat_list.clear()
        waiting = set(table.waiting_for())
        for name, seat in table.seats.items():
            if not seat.secret:
                state = QCoreApplication.translate("Network", "{player}: free")
            elif not seat.connected:
                state = QCoreApplication.translate("Network", "{player}: away")
            elif name in waiting:
                state = QCoreApplication.translate("Network", "{player}: joined, thinking")
            else:
                state = QCoreApplication.translate("Network", "{player}: joined")
            self.seat_list.addItem(state.format(player=name))


def host_and_port(text: str, port: int) -> tuple[str, int]:
    """The address typed, and its port: ``port`` unless the text ends in one
    (``192.168.1.20:5081``, ``[fe80::1]:5081``; a bare IPv6 address keeps ``port``)."""
    text = text.strip()
    if text.startswith("["):  # [IPv6]:port, or [IPv6] alone
        address, _bracket, rest = text[1:].partition("]")
        given = rest.removeprefix(":")
        return address, int(given) if given.isdigit() and 0 < int(given) < 65536 else port
    address, colon, given = text.rpartition(":")
    if colon and ":" not in address and given.isdigit() and 0 < int(given) < 65536:
        return address, int(given)
    return text, port


def found_game_text(game: FoundGame) -> str:
    """A game in Join Network Game…'s list: which game, who hosts it, its free seats, where."""
    entry = game_of_header(game.game)
    name = entry.name.replace("&", "") if entry is not None else game.game
    if game.free == 0:
        free = QCoreApplication.translate("Network", "No seat is free")
    else:  # an announcement names as many free seats as it has room for
        names = ", ".join([*game.free_names, "…"][: game.free])
        free = QCoreApplication.translate("Network", "Free: {players}").format(players=names)
    hosted = QCoreApplication.translate("Network", "{game}, hosted by {host}").format(
        game=name, host=", ".join(game.host.split())
    )
    return f"{hosted}\n{free} · {game.address}:{game.port}"


class JoinDialog(QDialog):
    """Join Network Game…: the games found on this network, the host's address, port and join
    code (a found game fills the first two); then a free seat."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.ui = Ui_JoinDialog()
        self.ui.setupUi(self)
        self.address_edit = self.ui.addressEdit
        self.port_box = self.ui.portBox
        self.code_edit = self.ui.codeEdit
        self.connect_button = self.ui.connectButton
        self.status_label = self.ui.statusLabel
        self.seat_list = self.ui.seatList
        self.buttons = self.ui.buttonBox
        self.take_button = self.buttons.addButton(
            QCoreApplication.translate("Network", "&Take Seat"),
            QDialogButtonBox.ButtonRole.AcceptRole,
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.seat_list.currentRowChanged.connect(self._update)
        self.game_list = self.ui.gameList
        self.discovery_label = self.ui.discoveryLabel
        self.games: dict[str, QListWidgetItem] = {}  # by the announcement's name
        self.game_list.itemClicked.connect(self._choose_game)
        self.game_list.itemActivated.connect(self._choose_game)
        self.address_edit.textChanged.connect(self._update)
        self.code_edit.textChanged.connect(self._update)
        self._update()

    def show_game(self, game: FoundGame) -> None:
        """A game heard on the network, new or with other free seats."""
        item = self.games.get(game.service)
        if item is None:
            item = QListWidgetItem(self.game_list)
            self.games[game.service] = item
        item.setText(found_game_text(game))
        item.setData(Qt.ItemDataRole.UserRole, (game.address, game.port))
        self.discovery_label.setText(
            QCoreApplication.translate("Network", "Click a game, then type its join code.")
        )

    def forget_game(self, service: str) -> None:
        """A game no longer announced (hosting stopped, the host's app quit)."""
        item = self.games.pop(service, None)
        if item is not None:
            self.game_list.takeItem(self.game_list.row(item))
        if not self.games:
            self.discovery_label.setText(
                QCoreApplication.translate("Network", "Looking for games on this network…")
            )

    def discovery_unavailable(self, reason: str) -> None:
        """zeroconf could not start: the list stays empty, typing the address still works."""
        self.game_list.setEnabled(False)
        self.discovery_label.setText(
            QCoreApplication.translate(
                "Network",
                "Games on this network cannot be looked for ({reason}). Type the host's address.",
            ).format(reason=reason)
        )

    def target(self) -> tuple[str, int]:
        """Where to connect: the address typed (with its port, if it names one)."""
        return host_and_port(self.address_edit.text(), self.port_box.value())

    def _choose_game(self, item: QListWidgetItem) -> None:
        address, port = item.data(Qt.ItemDataRole.UserRole)
        self.address_edit.setText(address)
        self.port_box.setValue(port)
        self.code_edit.setFocus()  # what the person types next: the code read out

    def show_seats(self, free: list[str]) -> None:
        self.seat_list.clear()
        self.seat_list.addItems(free)
        if free:
            self.seat_list.setCurrentRow(0)
            self.status_label.setText(QCoreApplication.translate("Network", "Pick your seat."))
        else:
            self.status_label.setText(
                QCoreApplication.translate("Network", "Every seat of this game is taken.")
            )
        self._update()

    def show_status(self, text: str) -> None:
        self.status_label.setText(text)

    def show_reason(self, reason: str) -> None:
        """Why the host refused or closed the connection, in this language if the app knows it."""
        self.show_status(translated_reason(reason))

    def seat(self) -> str | None:
        item = self.seat_list.currentItem()
        return item.text() if item is not None else None

    def _update(self) -> None:
        """Connect once there is an address and a code; Take Seat once a seat is picked. Enter
        presses the one that comes next: Connect, then Take Seat."""
        has_seat = self.seat() is not None
        self.connect_button.setEnabled(
            bool(self.address_edit.text().strip() and self.code_edit.text().strip())
        )
        self.take_button.setEnabled(has_seat)
        (self.take_button if has_seat else self.connect_button).setDefault(True)
