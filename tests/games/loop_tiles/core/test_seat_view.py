"""A seat's view of a hosted game (core/seat_view.py): what the joining screen plays on.

Tables in the rulebook's notation: a game as the host records it, the view one seat gets
(core/network.py), and the position read from it; then views that do not hold together;
then a property: for random games, the position read from any seat's view agrees with the
host's game on everything the seat may know.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from knaster_qt.games.loop_tiles.core.errors import TranscriptError
from knaster_qt.games.loop_tiles.core.game import Game
from knaster_qt.games.loop_tiles.core.material import parse_square, square_name
from knaster_qt.games.loop_tiles.core.network import LoopTilesTable
from knaster_qt.games.loop_tiles.core.seat_view import is_view, read_view, write_view
from knaster_qt.games.loop_tiles.core.transcript import Transcript, parse, write
from tests.games.loop_tiles.core.test_transcript_rules import (
    RULEBOOK,
    RULEBOOK_DRAWS,
    STUCK_DRAWS,
)
from tests.games.loop_tiles.core.transcripts import game_text, play_randomly


def view_of(text: str, seat: str) -> str:
    return "\n".join(LoopTilesTable().view(text, parse(text), seat)) + "\n"


def board(game: Game) -> str:
    """The board in the tables' notation, ``G7=NESW7 H7=EW6``, in square order."""
    return " ".join(f"{square_name(sq)}={tile}" for sq, tile in sorted(game.placed.items()))


def rack(game: Game, player: int) -> str:
    return " ".join(sorted(str(tile) for tile in game.racks[player]))


# (what, the host's transcript, seat, the board, the seat's rack, scores, to move, bag, over)
POSITIONS = [
    (
        "the rulebook's turn, seen by Bob: Ann's three tiles of this turn on the board",
        RULEBOOK,
        "Bob",
        "G6=ES2 G7=NESW7 H7=EW6 I7=SW5 G8=NE3 H8=EW4 I8=NSW3 I9=NS2",
        "NS1 NS3 NS4 NS5 NS6",
        [62, 7],
        "Ann",
        66,
        False,
    ),
    (
        "the same seen by Ann, whose rack is two tiles short until she ends the turn",
        RULEBOOK,
        "Ann",
        "G6=ES2 G7=NESW7 H7=EW6 I7=SW5 G8=NE3 H8=EW4 I8=NSW3 I9=NS2",
        "EW7 EW8",
        [62, 7],
        "Ann",
        66,
        False,
    ),
    (
        "a header and its bag: the start tile and five tiles each",
        game_text(RULEBOOK_DRAWS),
        "Bob",
        "G7=NESW7",
        "EW4 NS1 NS3 NS4 NS5",
        [0, 0],
        "Ann",
        70,
        False,
    ),
    (
        "a round without a tile ends the game",
        game_text(STUCK_DRAWS, "Ann done\nBob done\n"),
        "Ann",
        "G7=NS1",
        "EW2 EW3 EW4 EW5 EW6",
        [0, 0],
        "Bob",
        70,
        True,
    ),
]


@pytest.mark.parametrize(
    ("text", "seat", "placed", "own", "scores", "to_move", "bag", "over"),
    [case[1:] for case in POSITIONS],
    ids=[case[0] for case in POSITIONS],
)
def test_a_view_reads_into_the_hosts_position(
    text: str,
    seat: str,
    placed: str,
    own: str,
    scores: list[int],
    to_move: str,
    bag: int,
    over: bool,
) -> None:
    view = view_of(text, seat)
    assert is_view(view) and not is_view(text)
    assert "bag " not in view  # the bag's order never reaches a seat
    seen = read_view(view, seat)
    game, player = seen.game, seen.names.index(seat)
    assert set(board(game).split()) == set(placed.split())
    assert rack(game, player) == own
    assert game.scores == scores
    assert seen.names[game.current] == to_move
    assert len(game.bag.tiles) == bag
    assert game.over is over
    assert write_view(seen) == view  # the view comes back as it was received


def test_the_seat_plays_on_through_the_rules_and_its_statements_follow_the_view() -> None:
    view = view_of(game_text(RULEBOOK_DRAWS), "Ann")
    seen = read_view(view, "Ann")
    game = seen.game
    ew6 = next(tile for tile in game.racks[0] if str(tile) == "EW6")
    assert game.why_illegal(ew6, parse_square("G6")) is not None  # its line would end on N-S
    assert seen.place(ew6, parse_square("H7")).points == 13  # 6 + the start tile's 7
    seen.end_turn()
    assert len(game.racks[0]) == 4  # the new tile is the host's to draw: none shown yet
    assert write_view(seen) == view + f"Ann place {ew6.id} H7\nAnn done\n"
    again = read_view(write_view(seen), "Ann")  # the view with the move on top, read again
    assert again.names[again.game.current] == "Bob" and again.game.scores == [13, 0]
    with pytest.raises(TranscriptError, match="may not act now"):
        read_view(write_view(seen) + "Ann done\n", "Ann")


def test_a_tile_of_the_view_cannot_be_taken_back() -> None:
    seen = read_view(view_of(RULEBOOK, "Ann"), "Ann")
    assert seen.game.this_turn  # Ann is mid-turn in the host's record
    with pytest.raises(Exception, match="have seen"):
        seen.take_back()


def test_an_exchange_is_sent_bare_for_the_host_to_shuffle() -> None:
    view = view_of(game_text(STUCK_DRAWS), "Ann")
    seen = read_view(view, "Ann")
    seen.exchange()
    assert write_view(seen).endswith("Ann exchange\n")
    assert seen.game.racks[0] == []  # the host deals the new tiles


BROKEN = [
    ("no bag's size", lambda v: v.replace("bag-size 70\n", ""), "bag's size"),
    ("a wrong bag's size", lambda v: v.replace("bag-size 70", "bag-size 69"), "holds 70"),
    ("wrong scores", lambda v: v.replace("scores 0 0", "scores 5 0"), "scores do not match"),
    ("a rack too small", lambda v: v.replace(v.split("\n")[-4], "rack 1 2"), "rack holds 5"),
    ("no start tile", lambda v: v.replace("start ", "# start "), "before the start tile"),
    ("another's action", lambda v: v.replace("scores 0 0\n", "scores 0 0\nBob done\n"), "may not"),
    ("a tile not in the set", lambda v: v + "Ann place 999 G6\n", "no tile 999"),
]


@pytest.mark.parametrize(
    ("change", "reason"), [case[1:] for case in BROKEN], ids=[case[0] for case in BROKEN]
)
def test_a_view_that_does_not_hold_together_is_refused(change: object, reason: str) -> None:
    view = view_of(game_text(RULEBOOK_DRAWS), "Ann")
    assert callable(change)
    with pytest.raises(TranscriptError, match=reason):
        read_view(change(view), "Ann")


@settings(max_examples=60, deadline=None)
@given(
    players=st.integers(1, 4),
    seed=st.integers(0, 2**31 - 1),
    fixed=st.booleans(),
    choices=st.randoms(use_true_random=False),
)
def test_any_seats_view_agrees_with_the_hosts_game(
    players: int, seed: int, fixed: bool, choices: random.Random
) -> None:
    names = ["Ann", "Bob", "Cy", "Dee"][:players]
    transcript = Transcript.new(names, seed, fixed_turns=fixed and players > 1)
    play_randomly(transcript, choices)
    text = write(transcript)
    host = parse(text).game
    for player, seat in enumerate(names):
        seen = read_view(view_of(text, seat), seat)
        game = seen.game
        assert board(game) == board(host)
        assert game.scores == host.scores
        assert (game.current, game.over) == (host.current, host.over)
        assert rack(game, player) == rack(host, player)
        assert len(game.bag.tiles) == len(host.bag.tiles)
        assert [len(r) for r in game.racks] == [len(r) for r in host.racks]
        assert game.this_turn == host.this_turn
        assert [seen.turn_scores(p) for p in range(players)] == [
            transcript.turn_scores(p) for p in range(players)
        ]
        if not host.over and host.current == player:  # the seat may play what the host allows
            for tile in game.racks[player]:
                assert game.legal_placements(tile) == host.legal_placements(tile)
