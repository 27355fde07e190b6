"""A host under attack: 10,000 malformed or hostile messages change nothing.

Hostile connections send random bytes, endless lines, bad UTF-8, half messages one byte
at a time, wrong types and fields, wrong codes, moves for another seat, forged secrets,
replayed and out-of-order moves, and illegal statements, while an honest player keeps
playing on her own connection. Afterwards the record holds exactly the honest moves,
every answer the host sent is a valid message, and nothing raised.
"""

from __future__ import annotations

import json
import random

from knaster_qt.games.knaster.core.network import KnasterTable
from knaster_qt.network.host import MAX_MESSAGES_PER_SECOND, Host, Outgoing
from knaster_qt.network.table import Table
from knaster_qt.network.wire import MAX_LINE_BYTES, PROTOCOL, VERSION, decode, encode

CODE = "ACDEFG"
KNASTER = "knaster 1\nsheet A\nplayer Ann\nplayer Bob\nplayer Cid\n"
HOSTILE_MESSAGES = 10_000


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def hello(seat: str | None, secret: str | None = None, code: str = CODE) -> bytes:
    return encode(
        {
            "type": "hello",
            "protocol": PROTOCOL,
            "version": VERSION,
            "code": code,
            "seat": seat,
            "secret": secret,
        }
    )


def move(seat: str, secret: str, seq: int, *statements: str) -> bytes:
    """A move as any client may write it (not checked on the way out: hostile ones too)."""
    return _raw(
        {"type": "move", "seat": seat, "secret": secret, "seq": seq, "statements": list(statements)}
    )


def _raw(message: dict[str, object]) -> bytes:
    return json.dumps(message, ensure_ascii=False).encode() + b"\n"


def answers(out: list[Outgoing], connection: int) -> list[dict[str, object]]:
    return [decode(item.data) for item in out if item.connection == connection]


def hostile(chance: random.Random, bob_secret: str, ann_secret: str) -> list[bytes]:
    """One hostile message, as the pieces in which it arrives."""
    kind = chance.randrange(14)
    if kind == 0:
        return [bytes(chance.randrange(256) for _ in range(chance.randrange(1, 300))) + b"\n"]
    if kind == 1:
        return [b"{" * (MAX_LINE_BYTES + 10)]  # an endless line: refused before it ends
    if kind == 2:
        return [b'{"type": "hello", "protocol": "\xff\xfe"}\n']
    if kind == 3:  # a valid message arriving one byte at a time, never finished
        line = move("Ann", ann_secret, 0, "Ann write a1")[:-1]
        return [line[i : i + 1] for i in range(len(line))]
    if kind == 4:
        return [
            json.dumps(chance.choice([[], 1, "x", None, {"type": 1}, {"type": "table"}])).encode()
            + b"\n"
        ]
    if kind == 5:
        return [b'{"type":"move","seat":"Ann","secret":"x","seq":true,"statements":["a"]}\n']
    if kind == 6:
        return [b'{"type":"move","seat":"Ann","secret":"x","seq":0,"statements":["a"],"x":1}\n']
    if kind == 7:
        return [hello("Ann", code=chance.choice(["AAAAAA", "", "ACDEF", "ACDEFGH"]))]
    if kind == 8:
        return [hello(chance.choice(["Ann", "Bob", "Cid", "Zed", ""]), secret="forged")]
    if kind == 9:  # Bob's connection: another seat's statements, or Ann's secret
        return [
            move("Bob", bob_secret, chance.randrange(3), "Ann write a1"),
            move("Ann", ann_secret, 0, "Ann write a1"),
        ]
    if kind == 10:  # replayed and future moves
        return [move("Bob", bob_secret, chance.choice([0, 1, 7, 999_999]), "roll")]
    if kind == 11:  # illegal statements and nonsense in the game's notation
        statement = chance.choice(
            [
                "Bob write z9",
                "Bob write",
                "Bob circle a1",
                "Bob bonus r1 a1",
                "end",
                "roll 13",
                "Bob write a1 a2",
                "knaster 1",
                "player Eve",
                "Bob pass",
                "Bob write a1\nroll 3",
                "Bob\u0000write a1",
            ]
        )
        return [move("Bob", bob_secret, 0, statement)]
    if kind == 12:
        return [
            json.dumps(
                {
                    "type": "move",
                    "seat": "Bob",
                    "secret": bob_secret,
                    "seq": 0,
                    "statements": ["Bob write a1"] * 50,
                }
            ).encode()
            + b"\n"
        ]
    return [
        hello(None),
        b'{"type":"welcome","seat":"Bob","secret":"x","seq":0,"game":"x"}\n',
        b'{"type":"leave"}\n',
    ]


def test_ten_thousand_hostile_messages_change_nothing_and_the_honest_player_plays_on() -> None:
    chance = random.Random(20261203)
    clock = Clock()
    table = Table(KnasterTable(), KNASTER, ["Ann", "Bob"], code=CODE, chance=random.Random(5))
    host = Host(table, clock)
    host.connected(1)
    (welcome, _) = answers(host.received(1, hello("Ann")), 1)
    ann_secret = str(welcome["secret"])
    host.connected(2)
    bob_secret = str(answers(host.received(2, hello("Bob")), 2)[0]["secret"])
    honest = ["roll", "Ann write a1", "Cid write b1"]
    expected = list(KNASTER.splitlines())
    ann_moves = 0
    bob_connection = 2
    next_connection = 3
    sent = 0
    while sent < HOSTILE_MESSAGES:
        clock.now += 0.01
        if sent % 2000 == 0 and honest:  # the honest players go on, amid the noise
            statement = honest.pop(0)
            if statement.startswith("Cid"):
                expected += table.host_move("Cid", [statement])
            else:
                out = host.received(1, move("Ann", ann_secret, ann_moves, statement))
                ann_moves += 1
                assert [a["type"] for a in answers(out, 1)] == ["accepted", "table"], answers(
                    out, 1
                )
                lines = answers(out, 1)[1]["lines"]
                assert isinstance(lines, list)
                expected = [str(line) for line in lines]  # the view Ann was sent
        connection = chance.choice([bob_connection, next_connection])
        if connection == next_connection:
            host.connected(connection)
            next_connection += 1
            if chance.random() < 0.5:
                host.received(connection, hello(None))
        for piece in hostile(chance, bob_secret, ann_secret):
            for item in host.received(connection, piece):
                message = decode(item.data)  # every answer is a valid message
                assert message["type"] != "welcome" or connection != bob_connection
        sent += 1
        if connection == bob_connection and table.seats["Bob"].connected is False:
            bob_connection = next_connection  # Bob was dropped: he rejoins his seat
            host.connected(bob_connection)
            next_connection += 1
            rejoined = answers(
                host.received(bob_connection, hello("Bob", bob_secret)), bob_connection
            )
            assert rejoined[0]["type"] == "welcome"
    assert not honest
    assert table.transcript.splitlines() == expected
    assert table.seats["Ann"].moves == 2 and table.seats["Bob"].moves == 0
    assert table.waiting_for() == ("Bob",)


def test_a_burst_is_cut_off_at_the_rate_limit() -> None:
    table = Table(KnasterTable(), KNASTER, ["Ann", "Bob"], code=CODE)
    host = Host(table, Clock())
    host.connected(1)
    host.received(1, hello(None))
    out = host.received(1, hello(None) * 100)
    kinds = [decode(item.data)["type"] for item in out]
    assert kinds.count("seats") == MAX_MESSAGES_PER_SECOND - 1 and kinds[-1] == "bye"
    assert out[-1].close
