"""The network game's dialogs: which seats play from other computers, the host's panel (the
address, port and join code to read out, and who has joined), and Join Network Game."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from knaster_qt.network.table import Table
from knaster_qt.seats import Setup


class RemoteSeatsDialog(QDialog):
    """Host Network Game…, after New Game's seats: which people play on another computer."""

    def __init__(self, parent: QWidget, setup: Setup) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("Network", "Host Network Game"))
        layout = QVBoxLayout(self)
        layout.addWidget(
            QLabel(QCoreApplication.translate("Network", "Who plays on another computer?"))
        )
        self.boxes: dict[str, QCheckBox] = {}
        for seat in setup.seats:
            if seat.is_computer:
                continue  # computer players are played by this app, as at one screen
            box = QCheckBox(seat.name)
            box.toggled.connect(self._update)
            layout.addWidget(box)
            self.boxes[seat.name] = box
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
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
        self.setWindowTitle(QCoreApplication.translate("Network", "Hosted Network Game"))
        self.setModal(False)
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.address_label = QLabel(address)
        self.port_label = QLabel(str(port))
        self.code_label = QLabel(f"{code[:3]}-{code[3:]}")
        for label in (self.address_label, self.port_label, self.code_label):
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        big = self.code_label.font()
        big.setPointSizeF(big.pointSizeF() * 1.6)
        big.setBold(True)
        self.code_label.setFont(big)
        form.addRow(QCoreApplication.translate("Network", "Address:"), self.address_label)
        form.addRow(QCoreApplication.translate("Network", "Port:"), self.port_label)
        form.addRow(QCoreApplication.translate("Network", "Join code:"), self.code_label)
        layout.addLayout(form)
        layout.addWidget(
            QLabel(QCoreApplication.translate("Network", "Players on other computers:"))
        )
        self.seat_list = QListWidget()
        layout.addWidget(self.seat_list)
        self.stop_button = QPushButton(QCoreApplication.translate("Network", "Stop Hosting"))
        layout.addWidget(self.stop_button)

    def show_seats(self, table: Table) -> None:
        """Each remote seat: free, joined, or away (joined, then lost)."""
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
        self.setWindowTitle(QCoreApplication.translate("Network", "Join Network Game"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.address_edit = QLineEdit()
        self.address_edit.setPlaceholderText("192.168.1.20")
        self.port_box = QSpinBox()
        self.port_box.setRange(1, 65535)
        self.port_box.setValue(5080)
        self.code_edit = QLineEdit()
        form.addRow(QCoreApplication.translate("Network", "&Address:"), self.address_edit)
        form.addRow(QCoreApplication.translate("Network", "&Port:"), self.port_box)
        form.addRow(QCoreApplication.translate("Network", "Join c&ode:"), self.code_edit)
        layout.addLayout(form)
        self.connect_button = QPushButton(QCoreApplication.translate("Network", "&Connect"))
        layout.addWidget(self.connect_button)
        self.status_label = QLabel(
            QCoreApplication.translate(
                "Network", "Ask the host for the address, port and join code."
            )
        )
        self.status_label.setWordWrap(True)
        layout.addWidget(self.status_label)
        self.seat_list = QListWidget()
        layout.addWidget(self.seat_list)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.take_button = self.buttons.addButton(
            QCoreApplication.translate("Network", "&Take Seat"),
            QDialogButtonBox.ButtonRole.AcceptRole,
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
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

    def seat(self) -> str | None:
        item = self.seat_list.currentItem()
        return item.text() if item is not None else None

    def _update(self) -> None:
        self.take_button.setEnabled(self.seat() is not None)
