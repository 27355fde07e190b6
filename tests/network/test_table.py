"""The referee: moves in each game's transcript notation, accepted or refused with a reason.

Each table row is a move as a client sends it (seat, move number, statements) and what
the referee says: the statements it added to the record, or the start of its refusal. A
refusal must change nothing.
"""

from __future__ import annotations

import random

import pytest

from knaster_qt.games.exact_hit.core.network import ExactHitTable
from knaster_qt.games.knaster.core.network import KnasterTable
from knaster_qt.games.loop_tiles.core.network import LoopTilesTable
from knaster_qt.kit.core.table_rules import Refusal
from knaster_qt.network.table import Table, new_join_code, same_code

KNASTER = "knaster 1\nsheet A\nplayer Ann\nplayer Bob\n"


class FixedDice(random.Random):
    """Every die shows ``value``: a roll of the host is then known to the test."""

    def __init__(self, value: int) -> None:
        super().__init__(0)
        self.value = value

    def randint(self, a: int, b: int) -> int:
        return self.value


def knaster_table(dice: int = 3) -> tuple[Table, dict[str, str]]:
    table = Table(KnasterTable(), KNASTER, ["Ann", "Bob"], code="ACDEFG", chance=FixedDice(dice))
    secrets = {name: table.join("ACDEFG", name).secret for name in ("Ann", "Bob")}
    return table, secrets


# seat, move number, statements -> added statements, or "!" and the refusal's start
KNASTER_MOVES = [
    ("Ann", 0, ["roll"], ["roll 3 3"]),
    ("Bob", 0, ["roll"], "!cannot roll: Ann and Bob have not acted"),
    ("Ann", 1, ["roll"], "!Bob rolls next"),
    ("Ann", 1, ["Ann write c3"], ["Ann write c3"]),
    ("Ann", 2, ["Ann write c4"], "!"),  # Ann has acted on this roll: the replay refuses
    ("Bob", 0, ["Ann circle c3"], "!a seat sends only its own"),
    ("Bob", 0, ["Bob write a1 # a comment"], "!a move carries no comments"),
    ("Bob", 0, ["Bob write a1"], ["Bob write a1"]),
    ("Bob", 0, ["Bob write a2"], "!this move was already received"),
    ("Bob", 5, ["Bob write a2"], "!move 5 arrived before move 1"),
    ("Bob", 1, ["end"], "!the game is not over"),  # a transcript ends so after the last move
    ("Bob", 1, ["roll"], ["roll 3 3"]),  # Bob rolls the second round
]


def test_knaster_moves_are_refereed_statement_by_statement() -> None:
    table, secrets = knaster_table()
    for seat, number, statements, expected in KNASTER_MOVES:
        before = table.transcript
        if isinstance(expected, str):
            with pytest.raises(Refusal) as refusal:
                table.move(seat, secrets[seat], number, statements)
            assert str(refusal.value).startswith(expected[1:]), (statements, refusal.value)
            assert table.transcript == before, statements
        else:
            assert list(table.move(seat, secrets[seat], number, statements)) == expected
            assert table.transcript == before + "".join(f"{line}\n" for line in expected)


def test_a_forged_secret_or_a_seat_at_the_host_is_refused() -> None:
    table, secrets = knaster_table()
    with pytest.raises(Refusal, match="not your seat"):
        table.move("Ann", secrets["Bob"], 0, ["roll"])
    with pytest.raises(Refusal, match="not your seat"):
        table.move("Cid", "x", 0, ["roll"])
    with pytest.raises(Refusal, match="not your seat"):
        table.move("Ann", "", 0, ["roll"])
    assert table.transcript == KNASTER


def test_joining_needs_the_code_and_a_free_seat_and_a_rejoin_its_secret() -> None:
    table = Table(KnasterTable(), KNASTER, ["Bob"], code="ACDEFG")
    with pytest.raises(Refusal, match="wrong join code"):
        table.join("ACDEFH", "Bob")
    with pytest.raises(Refusal, match="no such seat"):
        table.join("ACDEFG", "Ann")  # Ann plays at the host's screen
    bob = table.join("acd-efg", "Bob")  # as a person types it
    assert table.free_seats() == () and table.taken_seats() == ("Bob",)
    with pytest.raises(Refusal, match="that seat is taken"):
        table.join("ACDEFG", "Bob")
    table.left("Bob")
    assert table.away() == ("Bob",)
    assert table.join("ACDEFG", "Bob", bob.secret) is bob
    assert table.away() == ()


def test_the_host_plays_its_own_seats_by_the_same_rules() -> None:
    table = Table(KnasterTable(), KNASTER, ["Bob"], code="ACDEFG", chance=FixedDice(2))
    assert table.host_move("Ann", ["roll"]) == ("roll 2 2",)
    assert table.host_move("Ann", ["Ann write e5"]) == ("Ann write e5",)
    with pytest.raises(Refusal, match="played from another computer"):
        table.host_move("Bob", ["Bob write a1"])
    assert table.waiting_for() == ("Bob",)


def test_join_codes_are_short_and_unambiguous() -> None:
    codes = {new_join_code() for _ in range(200)}
    assert len(codes) == 200
    assert all(len(code) == 6 and not set(code) & set("0O1IL5S8B2Z") for code in codes)
    assert same_code(" acd-efg ", "ACDEFG") and not same_code("ACDEF", "ACDEFG")


EXACT_HIT = "exact-hit 1\nplayer Ann A\nplayer Bob C\n"


def test_exact_hit_the_thrower_decides_and_everyone_writes() -> None:
    table = Table(ExactHitTable(), EXACT_HIT, ["Ann", "Bob"], code="ACDEFG", chance=FixedDice(1))
    ann = table.join("ACDEFG", "Ann").secret
    bob = table.join("ACDEFG", "Bob").secret
    with pytest.raises(Refusal, match="only Ann"):
        table.move("Bob", bob, 0, ["throw"])
    assert table.move("Ann", ann, 0, ["throw"]) == ("throw 1 1 1 1 1 1",)
    assert table.move("Ann", ann, 1, ["rethrow"]) == ("rethrow 1 1 1 1 1 1",)
    assert set(table.waiting_for()) == {"Ann", "Bob"}
    assert table.move("Bob", bob, 0, ["Bob write black 1"]) == ("Bob write black 1",)
    assert table.waiting_for() == ("Ann",)
    with pytest.raises(Refusal):
        table.move("Bob", bob, 1, ["Bob cross"])  # Bob has written this round
    assert table.move("Ann", ann, 2, ["Ann cross"]) == ("Ann cross",)
    assert table.move("Bob", bob, 1, ["throw"]) == ("throw 1 1 1 1 1 1",)  # Bob throws round 2
    # Someone who saw Bob's first move sends it again: a cross would be legal now, but
    # the move was received once and is not applied twice.
    with pytest.raises(Refusal, match="already received"):
        table.move("Bob", bob, 0, ["Bob cross"])
    assert set(table.waiting_for()) == {"Ann", "Bob"}


def test_loop_tiles_goes_turn_by_turn_and_hides_the_racks() -> None:
    bag = " ".join(map(str, range(81)))
    text = f"loop-tiles 1\nplayer Ann\nplayer Bob\nbag {bag}\n"
    table = Table(LoopTilesTable(), text, ["Ann", "Bob"], code="ACDEFG", chance=random.Random(1))
    ann = table.join("ACDEFG", "Ann").secret
    bob = table.join("ACDEFG", "Bob").secret
    with pytest.raises(Refusal, match="a seat sends only its own"):
        table.move("Bob", bob, 0, ["Ann done"])
    with pytest.raises(Refusal):
        table.move("Bob", bob, 0, ["Bob done"])  # not Bob's turn: the replay refuses
    assert table.move("Ann", ann, 0, ["Ann done"]) == ("Ann done",)
    assert table.waiting_for() == ("Bob",)
    view = table.view("Bob")
    assert not any(line.startswith("bag ") for line in view)
    assert view[-3] == "rack 5 6 7 8 9" and view[-2].startswith("bag-size ")
    assert view[-1] == "scores 0 0"
    assert "rack 0 1 2 3 4" not in table.view("Bob")
    assert "rack 0 1 2 3 4" in table.view("Ann")


def test_loop_tiles_refuses_a_forged_placement_and_changes_nothing() -> None:
    """What a joining screen refuses locally (the rules core), the host refuses again: a tile
    of another rack, a square where the tile does not fit."""
    bag = " ".join(map(str, range(81)))
    text = f"loop-tiles 1\nplayer Ann\nplayer Bob\nbag {bag}\n"
    table = Table(LoopTilesTable(), text, ["Ann", "Bob"], code="ACDEFG", chance=random.Random(1))
    ann = table.join("ACDEFG", "Ann").secret
    table.join("ACDEFG", "Bob")
    before = table.transcript
    with pytest.raises(Refusal, match="not on Ann's rack"):
        table.move("Ann", ann, 0, ["Ann place 5 G6"])  # tile 5 is Bob's
    with pytest.raises(Refusal, match="cannot place tile 0 on A1"):
        table.move("Ann", ann, 0, ["Ann place 0 A1"])  # far from every line
    assert table.transcript == before and table.seats["Ann"].moves == 0
