"""The host and clients over real TCP sockets on the loopback interface."""

from __future__ import annotations

import random
import socket
import threading
from pathlib import Path

from PySide6.QtNetwork import QHostAddress
from pytestqt.qtbot import QtBot

from knaster_qt.games.knaster.core.network import KnasterTable
from knaster_qt.games.loop_tiles.core.network import LoopTilesTable
from knaster_qt.games.loop_tiles.core.transcript_record import Transcript
from knaster_qt.games.loop_tiles.core.transcript_writer import write as write_loop_tiles
from knaster_qt.network.host import Host
from knaster_qt.network.saved_table import load_table, save_table
from knaster_qt.network.table import Table
from knaster_qt.shell.network.host_server import HostServer
from knaster_qt.shell.network.table_client import TableClient

KNASTER = "knaster 1\nsheet A\nplayer Ann\nplayer Bob\n"


class Seen:
    """What a client was told, in order."""

    def __init__(self, client: TableClient) -> None:
        self.tables: list[list[str]] = []
        self.seats: list[list[str]] = []
        self.refusals: list[str] = []
        self.closed: list[str] = []
        client.table_received.connect(lambda lines, *_: self.tables.append(list(lines)))
        client.seats_offered.connect(lambda game, free: self.seats.append(list(free)))
        client.refused.connect(self.refusals.append)
        client.closed.connect(self.closed.append)


def serve(qtbot: QtBot) -> tuple[Table, HostServer, int]:
    table = Table(KnasterTable(), KNASTER, ["Ann", "Bob"], code="ACDEFG", chance=random.Random(3))
    server = HostServer(Host(table))
    port = server.listen(QHostAddress(QHostAddress.SpecialAddress.LocalHost))
    return table, server, port


def join(qtbot: QtBot, port: int, seat: str) -> tuple[TableClient, Seen]:
    client = TableClient()
    seen = Seen(client)
    client.connect_to("127.0.0.1", port, "ACDEFG")
    qtbot.waitUntil(lambda: seen.seats != [], timeout=5000)
    assert seat in seen.seats[-1]
    client.take_seat(seat)
    qtbot.waitUntil(lambda: client.seat == seat and seen.tables != [], timeout=5000)
    return client, seen


def test_two_players_join_and_each_sees_the_others_move(qtbot: QtBot) -> None:
    table, server, port = serve(qtbot)
    ann, ann_seen = join(qtbot, port, "Ann")
    bob, bob_seen = join(qtbot, port, "Bob")
    ann.send_move(["roll"])
    qtbot.waitUntil(lambda: any(line.startswith("roll") for line in bob_seen.tables[-1]))
    bob.send_move(["Bob write a1"])
    qtbot.waitUntil(lambda: "Bob write a1" in ann_seen.tables[-1])
    bob.send_move(["Bob write a2"])  # Bob has acted on this roll: refused, nothing changes
    qtbot.waitUntil(lambda: bob_seen.refusals != [])
    assert "Bob write a2" not in table.transcript
    qtbot.waitUntil(lambda: not bob.awaiting_answer)
    assert bob.moves == 1  # the host's number: the refused move did not count
    server.close()


def test_a_socket_sending_garbage_is_closed_and_the_game_goes_on(qtbot: QtBot) -> None:
    table, server, port = serve(qtbot)
    ann, ann_seen = join(qtbot, port, "Ann")
    answers: list[bytes] = []

    def attack() -> None:
        with socket.create_connection(("127.0.0.1", port), timeout=5) as raw:
            raw.sendall(b"\xff\xfe garbage \x00\n" + bytes(range(256)) * 100)
            try:
                while chunk := raw.recv(4096):
                    answers.append(chunk)
            except OSError:
                pass

    thread = threading.Thread(target=attack)
    thread.start()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=5000)
    assert b'"type":"bye"' in b"".join(answers)
    before = table.transcript
    ann.send_move(["roll"])
    qtbot.waitUntil(lambda: table.transcript != before)
    assert ann_seen.closed == []
    server.close()


def test_a_dropped_player_rejoins_the_seat_and_sees_the_game_as_it_stands(qtbot: QtBot) -> None:
    table, server, port = serve(qtbot)
    ann, _ = join(qtbot, port, "Ann")
    bob, _ = join(qtbot, port, "Bob")
    ann.send_move(["roll"])
    qtbot.waitUntil(lambda: table.transcript.count("roll") == 1)
    secret = bob.secret
    bob.leave()  # this client is gone for good (another one takes the seat back below)
    bob._socket.abort()  # the network is gone, without a goodbye
    qtbot.waitUntil(lambda: table.away() == ("Bob",))
    ann.send_move(["Ann write c3"])  # Ann plays on while Bob is away
    qtbot.waitUntil(lambda: "Ann write c3" in table.transcript)
    again = TableClient()
    seen = Seen(again)
    again.connect_to("127.0.0.1", port, "ACDEFG", seat="Bob", secret=secret)
    qtbot.waitUntil(lambda: seen.tables != [], timeout=5000)
    assert "Ann write c3" in seen.tables[-1] and table.away() == ()
    again.send_move(["Bob write a1"])
    qtbot.waitUntil(lambda: "Bob write a1" in table.transcript)
    server.close()


def test_a_hint_the_dead_host_never_gave_is_asked_for_again_once_it_is_back(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Loop Tiles: a seat sees only its rack, so a joining computer player asks the host for
    its move. The host's app dies with the question unanswered and resumes its saved table:
    the client, back at its seat, gets the hint (else the seat's turn never comes to pass)."""
    saved = tmp_path / "hosted-table.json"
    rules = LoopTilesTable()
    table = Table(rules, write_loop_tiles(Transcript.new(["Ann", "Bob"], 7)), ["Ann", "Bob"])
    server = HostServer(Host(table, on_change=lambda: save_table(table, saved)))
    port = server.listen(QHostAddress(QHostAddress.SpecialAddress.LocalHost))
    save_table(table, saved)
    ann = TableClient()
    hints: list[list[str]] = []
    ann.hint_received.connect(hints.append)
    ann.connect_to("127.0.0.1", port, table.code, seat="Ann")
    qtbot.waitUntil(lambda: ann.seat == "Ann", timeout=5000)
    assert "Ann" in table.waiting_for()
    ann.ask_hint()
    with qtbot.waitSignal(ann.reconnecting, timeout=5000):
        server.close()  # killed before it read the question: no answer, ever
    assert hints == []
    again = HostServer(Host(load_table(rules, saved)))  # the app resumed its table
    again.listen(QHostAddress(QHostAddress.SpecialAddress.LocalHost), port)
    qtbot.waitUntil(lambda: hints != [], timeout=5000)
    assert hints[0][-1] in {"Ann done", "Ann exchange"}  # Ann's whole turn
    again.close()
    ann.leave()
