"""The network game's dialogs: which seats play from other computers, the host's panel (the
address, port and join code to read out, and who has joined), and Join Network Game. Each is
built from its designer file (ui/remote_seats_dialog.ui, ui/host_panel.ui, ui/join_dialog.ui)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QWidget

from knaster_qt.network.table import Table
from knaster_qt.seats import Setup
from knaster_qt.shell.network.reasons import translated_reason
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


class JoinDialog(QDialog):
    """Join Network Game…: the host's address, port and join code; then a free seat."""

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
        self._update()

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
        self.take_button.setEnabled(self.seat() is not None)
