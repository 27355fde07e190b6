"""Finding a hosted game on the network (DNS-SD over multicast DNS, python-zeroconf), and the
joining and hosting touches around it, driven as people drive them: a host window announces
its game, Join Network Game… in another window lists it, a click on it fills the address and
port; Stop Hosting and Leave Network Game in the Game menu.

Both windows use the loopback interface (``hosting.local_address`` as in
test_network_game_windows.py): the announcements and questions are real multicast DNS
packets, on 127.0.0.1 only, so nothing leaves this computer. Other programs on the machine
may announce games there too: each test looks for its own host's port.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtNetwork import QHostAddress, QTcpServer
from PySide6.QtWidgets import QDialogButtonBox, QListWidgetItem

from knaster_qt.languages import LANGUAGES
from knaster_qt.network import wire
from knaster_qt.shell import registry
from knaster_qt.shell.i18n import TRANSLATIONS
from knaster_qt.shell.network import discovery
from knaster_qt.shell.network.dialogs import JoinDialog, found_game_text, host_and_port
from knaster_qt.shell.views.main_window import MainWindow
from tests.clicks import click_button, click_list_item
from tests.shell.network.test_network_game_windows import (
    host_ann_and_bob,
    lines,
    shown_window,
)
from tests.shell.views.test_mnemonics import choose_game, menu_clashes, switch_language

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")

FOUND_MS = 15_000  # an announcement probes for about a second before it is heard


def open_join(qtbot, window: MainWindow) -> JoinDialog:
    """Game > Join Network Game…"""
    window.network.join_action.trigger()
    dialog = window.network.join_dialog
    assert dialog is not None and dialog.isVisible()
    qtbot.addWidget(dialog)
    return dialog


def listed(dialog: JoinDialog, port: int) -> QListWidgetItem | None:
    """The list's entry of the game hosted on ``port`` here, if it shows one."""
    for row in range(dialog.game_list.count()):
        item = dialog.game_list.item(row)
        if item.text().endswith(f"127.0.0.1:{port}"):
            return item
    return None


def test_join_lists_the_hosted_game_a_click_fills_the_address_and_it_vanishes_after_stop(
    qtbot,
) -> None:
    host = shown_window(qtbot)
    host_ann_and_bob(qtbot, host)
    panel = host.network.panel
    assert panel is not None
    port, code = int(panel.port_label.text()), panel.code_label.text()
    assert host.network.stop_hosting_action.isVisible()
    assert host.network.stop_hosting_action.isEnabled()
    assert not host.network.leave_action.isVisible()

    client = shown_window(qtbot)
    dialog = open_join(qtbot, client)
    qtbot.waitUntil(lambda: listed(dialog, port) is not None, timeout=FOUND_MS)
    item = listed(dialog, port)
    assert item is not None
    assert item.text() == f"Knaster, hosted by Ann\nFree: Bob · 127.0.0.1:{port}"
    assert code not in item.text() and code.replace("-", "") not in item.text()

    dialog.port_box.setValue(1)  # a click on the game puts its own address and port back
    click_list_item(qtbot, dialog.game_list, item)
    assert dialog.address_edit.text() == "127.0.0.1"
    assert dialog.port_box.value() == port
    assert dialog.code_edit.hasFocus()  # the code is still to be typed: never announced
    qtbot.keyClicks(dialog.code_edit, code)
    click_button(qtbot, dialog.connect_button)
    qtbot.waitUntil(lambda: dialog.seat_list.count() == 1)

    # A third computer looking meanwhile sees Bob's seat free, then taken, in the same entry.
    third = shown_window(qtbot)
    other = open_join(qtbot, third)
    qtbot.waitUntil(lambda: listed(other, port) is not None, timeout=FOUND_MS)
    seen = listed(other, port)
    assert seen is not None and "Free: Bob" in seen.text()

    click_button(qtbot, dialog.take_button)
    qtbot.waitUntil(lambda: client.network.sync is not None)
    assert lines(client) == lines(host)
    assert client.network.leave_action.isEnabled()
    assert client.network.browser is None  # the dialog has closed: no more looking
    qtbot.waitUntil(lambda: "No seat is free" in seen.text(), timeout=FOUND_MS)
    assert listed(other, port) is seen and other.game_list.count() >= 1

    host.network.stop_hosting_action.trigger()  # Game > Stop Hosting the Game
    assert host.network.panel is None
    assert not host.network.stop_hosting_action.isVisible()
    assert host.network.leave_action.isVisible() and not host.network.leave_action.isEnabled()
    qtbot.waitUntil(lambda: listed(other, port) is None, timeout=FOUND_MS)
    other.reject()


def test_the_announcement_says_the_game_its_host_and_free_seats_never_the_code(qtbot) -> None:
    from zeroconf import IPVersion, Zeroconf

    host = shown_window(qtbot)
    host_ann_and_bob(qtbot, host, "Exact Hit", computer=True)
    hosted = host.network.hosted
    assert hosted is not None and hosted.announcer is not None
    looking = Zeroconf(interfaces=["127.0.0.1"], ip_version=IPVersion.V4Only)
    try:
        name = hosted.announcer.name
        # Asked as any computer asks (the answer comes from the host's zeroconf thread).
        info = looking.get_service_info(discovery.SERVICE_TYPE, name, FOUND_MS)
    finally:
        looking.close()
    assert info is not None and info.port == hosted.port
    assert info.parsed_addresses() == ["127.0.0.1"]
    assert info.properties == {
        b"protocol": b"knaster-qt-table",
        b"version": b"1",
        b"game": b"exact-hit",
        b"host": b"Ann",
        b"free": b"1",
        b"seats": b"Bob",
    }
    code = hosted.code
    assert code not in name and all(code not in v.decode() for v in info.properties.values())
    host.network.stop()


def test_typing_address_and_port_in_one_field_joins(qtbot) -> None:
    host = shown_window(qtbot)
    host_ann_and_bob(qtbot, host)
    panel = host.network.panel
    client = shown_window(qtbot)
    dialog = open_join(qtbot, client)
    dialog.port_box.setValue(1)  # the field's own port wins over the box
    qtbot.keyClicks(dialog.address_edit, f"127.0.0.1:{panel.port_label.text()}")
    qtbot.keyClicks(dialog.code_edit, panel.code_label.text())
    click_button(qtbot, dialog.connect_button)
    qtbot.waitUntil(lambda: dialog.seat_list.count() == 1)
    click_button(qtbot, dialog.take_button)
    qtbot.waitUntil(lambda: client.network.sync is not None)
    assert lines(client) == lines(host)
    host.network.stop()


def test_leave_network_game_keeps_the_game_here_and_the_host_shows_the_seat_away(qtbot) -> None:
    host = shown_window(qtbot)
    host_ann_and_bob(qtbot, host)
    panel = host.network.panel
    client = shown_window(qtbot)
    dialog = open_join(qtbot, client)
    qtbot.keyClicks(dialog.address_edit, "127.0.0.1")
    dialog.port_box.setValue(int(panel.port_label.text()))
    qtbot.keyClicks(dialog.code_edit, panel.code_label.text())
    click_button(qtbot, dialog.connect_button)
    qtbot.waitUntil(lambda: dialog.seat_list.count() == 1)
    click_button(qtbot, dialog.take_button)
    qtbot.waitUntil(lambda: panel.seat_list.item(0).text() == "Bob: joined")
    on_screen = lines(client)

    leave = client.network.leave_action
    assert leave.isVisible() and leave.isEnabled()
    leave.trigger()  # Game > Leave Network Game
    assert not leave.isEnabled()
    assert client.network.client is None and client.network.sync is None
    assert lines(client) == on_screen  # the game stays, as an ordinary game
    qtbot.waitUntil(lambda: panel.seat_list.item(0).text() == "Bob: away")  # not free
    host.network.stop()


def test_the_host_prefers_the_protocols_port_and_takes_another_when_it_is_taken(qtbot) -> None:
    taken = QTcpServer()
    if not taken.listen(QHostAddress(QHostAddress.SpecialAddress.LocalHost), wire.DEFAULT_PORT):
        pytest.skip("another program on this machine holds the default port")
    host = shown_window(qtbot)
    host_ann_and_bob(qtbot, host)
    assert host.network.hosted is not None
    assert host.network.hosted.port != wire.DEFAULT_PORT
    host.network.stop()
    taken.close()

    host_ann_and_bob(qtbot, host)  # the port is free again: the host takes it
    assert host.network.panel is not None
    assert host.network.panel.port_label.text() == str(wire.DEFAULT_PORT)
    client = shown_window(qtbot)
    dialog = open_join(qtbot, client)
    assert dialog.port_box.value() == wire.DEFAULT_PORT  # Join's default is right
    host.network.stop()
    dialog.reject()


def test_without_multicast_join_says_so_and_typing_the_address_still_works(
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    import zeroconf

    def no_network(*_args: object, **_kwargs: object) -> None:
        raise OSError(19, "No such device")  # what a socket says with no multicast interface

    monkeypatch.setattr(zeroconf, "Zeroconf", no_network)
    host = shown_window(qtbot)
    host_ann_and_bob(qtbot, host)
    assert host.network.hosted is not None and host.network.hosted.announcer is None
    assert "not announced on the network" in host.statusBar().currentMessage()
    panel = host.network.panel
    client = shown_window(qtbot)
    dialog = open_join(qtbot, client)
    assert not dialog.game_list.isEnabled()
    assert dialog.discovery_label.text() == (
        "Games on this network cannot be looked for ([Errno 19] No such device). "
        "Type the host's address."
    )
    qtbot.keyClicks(dialog.address_edit, f"127.0.0.1:{panel.port_label.text()}")
    qtbot.keyClicks(dialog.code_edit, panel.code_label.text())
    click_button(qtbot, dialog.connect_button)
    qtbot.waitUntil(lambda: dialog.seat_list.count() == 1)
    host.network.stop()
    dialog.reject()


@pytest.mark.parametrize(
    ("typed", "expected"),
    [
        ("192.168.1.20", ("192.168.1.20", 5080)),
        (" 192.168.1.20:5081 ", ("192.168.1.20", 5081)),
        ("kitchen.local:6000", ("kitchen.local", 6000)),
        ("[fe80::1]:5081", ("fe80::1", 5081)),
        ("[fe80::1]", ("fe80::1", 5080)),
        ("fe80::1", ("fe80::1", 5080)),  # a bare IPv6 address names no port
        ("192.168.1.20:99999", ("192.168.1.20:99999", 5080)),  # no port: left for the host
    ],
)
def test_an_address_may_carry_its_port(typed: str, expected: tuple[str, int]) -> None:
    assert host_and_port(typed, 5080) == expected


def test_the_game_leaves_the_list_when_the_host_starts_another_game_or_clicks_stop(
    qtbot,
) -> None:
    host = shown_window(qtbot)
    host_ann_and_bob(qtbot, host)
    port = int(host.network.panel.port_label.text())
    client = shown_window(qtbot)
    dialog = open_join(qtbot, client)
    qtbot.waitUntil(lambda: listed(dialog, port) is not None, timeout=FOUND_MS)

    host.ui.actionNew.trigger()  # Game > New Game…: the hosted game is replaced
    click_button(
        qtbot, host.new_game_dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok)
    )
    assert host.network.hosted is None and host.network.panel is None
    qtbot.waitUntil(lambda: listed(dialog, port) is None, timeout=FOUND_MS)

    host_ann_and_bob(qtbot, host)  # hosted again: listed again
    panel = host.network.panel
    port = int(panel.port_label.text())
    qtbot.waitUntil(lambda: listed(dialog, port) is not None, timeout=FOUND_MS)
    click_button(qtbot, panel.stop_button)  # the panel's Stop Hosting
    qtbot.waitUntil(lambda: listed(dialog, port) is None, timeout=FOUND_MS)
    dialog.reject()


# A host's app that quits without stopping first (its window closed, the session ending).
ANNOUNCING_APP = """
import os, sys, threading
from PySide6.QtCore import QCoreApplication, QTimer
from knaster_qt.shell.network import discovery

app = QCoreApplication([])
announcer = discovery.Announcer(
    "127.0.0.1", int(sys.argv[1]), discovery.announcement("knaster", "Zoe", ["Bob"])
)
told = threading.Event()
threading.Thread(target=lambda: (sys.stdin.readline(), told.set()), daemon=True).start()
timer = QTimer()
timer.timeout.connect(lambda: told.is_set() and app.quit())
timer.start(50)
code = app.exec()  # no announcer.close(): quitting (aboutToQuit) must say goodbye by itself,
os._exit(code)  # before the interpreter's teardown, which a real app need not reach
"""


def test_an_app_that_quits_while_hosting_says_goodbye(qtbot) -> None:
    free = QTcpServer()
    assert free.listen(QHostAddress(QHostAddress.SpecialAddress.LocalHost), 0)
    port = free.serverPort()  # a port of its own: its game is this test's to find
    free.close()
    browser = discovery.Browser("127.0.0.1")
    found: dict[str, discovery.FoundGame] = {}
    browser.found.connect(lambda game: found.__setitem__(game.service, game))
    browser.lost.connect(found.pop)
    app = subprocess.Popen(
        [sys.executable, "-c", ANNOUNCING_APP, str(port)],
        stdin=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    try:
        qtbot.waitUntil(lambda: any(g.port == port for g in found.values()), timeout=FOUND_MS)
        _out, err = app.communicate("quit\n", timeout=30)
        assert app.returncode == 0 and err == ""
        qtbot.waitUntil(lambda: not any(g.port == port for g in found.values()), timeout=3000)
    finally:
        if app.poll() is None:
            app.kill()
            app.wait()
        browser.close()


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_leave_and_stop_hosting_have_mnemonics_of_their_own_in_every_game(
    qtbot, language: str
) -> None:
    """The Game menu while a game is hosted (Stop Hosting in Leave's place) and while a seat
    is taken (Leave shown), with each game's own items, in each language: the two actions are
    set as hosting and joining set them (hosting each game in each language would take
    minutes; the tests above show that hosting and joining set them so)."""
    window = shown_window(qtbot)
    switch_language(qtbot, window, language)
    network = window.network
    problems = []
    try:
        for index in range(len(registry.games())):
            choose_game(qtbot, window, index)
            for hosting_now in (True, False):
                network.stop_hosting_action.setVisible(hosting_now)
                network.leave_action.setVisible(not hosting_now)
                problems += menu_clashes(window)
    finally:
        network._update_actions()
        TRANSLATIONS.use("en")
    assert not problems, problems


def test_twelve_long_names_fit_the_announcement_and_the_list_says_there_are_more() -> None:
    names = [f"{letter * 23}{number}" for number, letter in enumerate("ABCDEFGHIJKL")]
    properties = discovery.announcement("knaster", "Ann", names)
    assert properties["free"] == "12"
    assert all(len(f"{key}={value}".encode()) <= 255 for key, value in properties.items())
    shown = properties["seats"].split()
    assert 0 < len(shown) < 12 and shown == names[: len(shown)]
    game = discovery.FoundGame("s", "knaster", "Ann", 12, tuple(shown), "192.168.1.20", 5080)
    assert found_game_text(game) == (
        f"Knaster, hosted by Ann\nFree: {', '.join(shown)}, … · 192.168.1.20:5080"
    )


def test_enter_connects_and_enter_again_takes_the_seat(qtbot) -> None:
    host = shown_window(qtbot)
    host_ann_and_bob(qtbot, host)
    panel = host.network.panel
    client = shown_window(qtbot)
    dialog = open_join(qtbot, client)
    assert not dialog.connect_button.isEnabled()  # nothing to connect to yet
    qtbot.keyClicks(dialog.address_edit, f"127.0.0.1:{panel.port_label.text()}")
    assert not dialog.connect_button.isEnabled()  # the code is still missing
    qtbot.keyClicks(dialog.code_edit, panel.code_label.text())
    assert dialog.connect_button.isEnabled()
    qtbot.keyClick(dialog.code_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.seat_list.count() == 1)
    qtbot.keyClick(dialog.code_edit, Qt.Key.Key_Return)  # Bob's seat, picked for him
    qtbot.waitUntil(lambda: client.network.sync is not None)
    assert lines(client) == lines(host)
    host.network.stop()
