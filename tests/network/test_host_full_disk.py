"""A host whose disk is full refuses the move it cannot save, and loses nothing.

The disk is real: a small tmpfs filled to the last byte. A move that cannot be saved is
refused with a reason and undone, so the record the players see never runs ahead of the
file the host would resume from; once there is room, the same move goes through.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from knaster_qt.games.knaster.core.network import KnasterTable
from knaster_qt.network.host import Host
from knaster_qt.network.saved_table import load_table, save_table
from knaster_qt.network.table import Table
from knaster_qt.network.wire import PROTOCOL, VERSION, decode, encode
from tests.platform_needs import tmpfs

KNASTER = "knaster 1\nsheet A\nplayer Ann\nplayer Bob\n"


def send(host: Host, message: dict[str, object]) -> list[dict[str, object]]:
    return [decode(item.data) for item in host.received(1, encode(message))]


@pytest.mark.requires_root
@pytest.mark.linux_only
def test_a_move_the_host_cannot_save_is_refused_and_undone(tmp_path: Path) -> None:
    disk = tmp_path / "disk"
    disk.mkdir()
    with tmpfs(disk, "size=64k"):
        state = disk / "table.json"
        table = Table(KnasterTable(), KNASTER, ["Ann"], code="ACDEFG", chance=random.Random(1))
        save_table(table, state)
        host = Host(table, on_change=lambda: save_table(table, state))
        host.connected(1)
        hello = {
            "type": "hello",
            "protocol": PROTOCOL,
            "version": VERSION,
            "code": "ACDEFG",
            "seat": "Ann",
            "secret": None,
        }
        secret = send(host, hello)[0]["secret"]
        filler = disk / "filler"
        with filler.open("wb", buffering=0) as stuff:  # fill the disk to its last byte
            try:
                while True:
                    stuff.write(b"x" * 512)
            except OSError:
                pass
        move = {"type": "move", "seat": "Ann", "secret": secret, "seq": 0, "statements": ["roll"]}
        (answer,) = send(host, move)
        assert answer["type"] == "refused"
        assert "cannot save" in str(answer["reason"])
        assert "(None)" not in str(answer["reason"]) and str(disk) not in str(answer["reason"])
        assert table.transcript == KNASTER and table.seats["Ann"].moves == 0
        assert load_table(KnasterTable(), state).transcript == KNASTER
        filler.unlink()
        assert [a["type"] for a in send(host, move)] == ["accepted", "table"]
        assert load_table(KnasterTable(), state).transcript.startswith(KNASTER + "roll ")
