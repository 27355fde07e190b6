"""Which address the host listens on (and announces): a private IPv4 address friends on the
home network reach, a Wi-Fi or Ethernet card's before a virtual machine's or container's,
which carry private addresses too (Docker's 172.17.0.1 often comes first in the system's
list, and nobody on the network reaches it)."""

from __future__ import annotations

import pytest
from PySide6.QtNetwork import QHostAddress

from knaster_qt.shell.network.hosting import chosen_address, local_address

# The system's list (address, the interface's names, a Wi-Fi or Ethernet card) -> the choice.
CHOICES = [
    ([], None),
    ([("192.168.1.20", ("wlp2s0", "wlp2s0"), True)], "192.168.1.20"),
    (
        [
            ("172.17.0.1", ("docker0", "docker0"), True),
            ("192.168.1.20", ("wlp2s0", "wlp2s0"), True),
        ],
        "192.168.1.20",
    ),
    (
        [
            ("192.168.122.1", ("virbr0", "virbr0"), True),
            ("172.18.0.1", ("br-3f2a", "br-3f2a"), True),
            ("10.0.0.5", ("enp3s0", "enp3s0"), True),
        ],
        "10.0.0.5",
    ),
    (  # Windows: Qt's names are made up, the one people read says what it is
        [
            ("192.168.56.1", ("ethernet_32769", "VirtualBox Host-Only Network"), True),
            ("172.29.16.1", ("ethernet_32770", "vEthernet (WSL)"), True),
            ("192.168.0.12", ("wireless_32768", "Wi-Fi"), True),
        ],
        "192.168.0.12",
    ),
    (  # a card before another kind of interface, else the system's order
        [("10.8.0.2", ("ppp0", "ppp0"), False), ("10.1.1.1", ("usb0", "usb0"), False)],
        "10.1.1.1",
    ),
    ([("10.1.1.1", ("usb0", "usb0"), False), ("10.1.1.2", ("eth1", "eth1"), True)], "10.1.1.2"),
    (  # a computer with only a virtual one still serves it (rather than itself only)
        [("172.17.0.1", ("docker0", "docker0"), True)],
        "172.17.0.1",
    ),
]


@pytest.mark.parametrize(("candidates", "chosen"), CHOICES)
def test_a_cards_address_is_chosen_before_a_virtual_machines(
    candidates: list[tuple[str, tuple[str, ...], bool]], chosen: str | None
) -> None:
    assert chosen_address(candidates) == chosen


def test_this_machine_gives_an_address_of_its_own() -> None:
    address = local_address()
    assert not address.isNull()
    assert address.isLoopback() or address.isPrivateUse()
    assert address.protocol() == QHostAddress(address.toString()).protocol()
