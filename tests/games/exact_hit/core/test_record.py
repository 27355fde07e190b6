"""What a game records for its transcript: names, the history with real dice, the Keep, equality."""

from __future__ import annotations

import pytest

from knaster_qt.games.exact_hit.core.actions import Cross, Event, Keep, Rethrow, Throw, Write
from knaster_qt.games.exact_hit.core.errors import IllegalActionError
from knaster_qt.games.exact_hit.core.game import Game
from knaster_qt.games.exact_hit.core.players import name_problem

from .notation import act, cross_rows, dice, row_picture


def test_players_are_named_by_seat_unless_named() -> None:
    assert Game(2).names == ("Player-1", "Player-2")
    assert Game(2, names=["Ann", "Bob"]).names == ("Ann", "Bob")
    assert Game(2, ["F", "C"]).letters == ("F", "C")


@pytest.mark.parametrize(
    ("names", "message"),
    [
        (["Ann"], "2 players need 2 names, not 1"),
        (["Ann", "Ann"], "two players are called Ann"),
        (["Ann", "B b"], "'B b' contains a space; use letters, digits, _ or -"),
        (["Ann", ""], "a player needs a name"),
        (["Ann", "throw"], "'throw' is a keyword of the transcript and cannot be a name"),
        (["Ann", "x" * 25], "'" + "x" * 25 + "' is longer than 24 characters"),
    ],
)
def test_names_the_transcript_cannot_hold_are_refused(names: list[str], message: str) -> None:
    with pytest.raises(ValueError) as caught:
        Game(2, names=names)
    assert str(caught.value) == message


@pytest.mark.parametrize("name", ["Ann", "Zoë", "Ёлка", "名前", "b-2_x", "cross", "black", "7"])
def test_names_of_any_alphabet_digits_dash_and_underscore_are_fine(name: str) -> None:
    assert name_problem(name) is None


def test_the_history_records_every_action_with_the_dice_that_were_thrown() -> None:
    game = Game(2, seed=4)
    rolled = act(game, 0, "throw").dice
    again = act(game, 0, "rethrow").dice
    act(game, 1, "cross")
    act(game, 0, "cross")
    act(game, 1, "throw 1 1 1 1 1 1")
    act(game, 1, "keep")
    act(game, 0, "write b")  # black was crossed in round 1
    assert rolled is not None and again is not None
    assert game.history == [
        Event(0, Throw(rolled)),
        Event(0, Rethrow(again)),
        Event(1, Cross()),
        Event(0, Cross()),
        Event(1, Throw(dice("1 1 1 1 1 1"))),
        Event(1, Keep()),
        Event(0, Write(frozenset({1}))),
    ]
    assert game.rounds == 2


def test_a_refused_action_is_not_recorded() -> None:
    game = Game(1)
    with pytest.raises(IllegalActionError):
        game.apply(0, Cross())
    assert game.history == []


KEEP_CASES = [
    # (moves before, the action tried by the thrower, the reason or None when it is legal)
    ([], "keep", "the dice have not been thrown yet"),
    (["1: throw 3 1 4 2 6 5"], "keep", None),
    (["1: throw 3 1 4 2 6 5", "1: keep"], "keep", "the thrower has already kept the dice"),
    (["1: throw 3 1 4 2 6 5", "1: keep"], "rethrow", "the thrower has already kept the dice"),
    (
        ["1: throw 3 1 4 2 6 5", "1: rethrow"],
        "keep",
        "the dice have already been thrown again; they stand",
    ),
    (
        ["1: throw 3 1 4 2 6 5", "2: cross"],
        "keep",
        "the dice are kept once a player has written or crossed",
    ),
]


@pytest.mark.parametrize(("before", "tried", "reason"), KEEP_CASES)
def test_the_thrower_may_keep_the_dice_instead_of_a_rethrow(
    before: list[str], tried: str, reason: str | None
) -> None:
    game = Game(2)
    for step in before:
        who, text = step.split(": ")
        act(game, int(who) - 1, text)
    action = Keep() if tried == "keep" else Rethrow()
    assert game.why_illegal(0, action) == reason


def test_only_the_thrower_keeps_and_keeping_changes_no_sheet() -> None:
    game = Game(2)
    act(game, 0, "throw 3 1 4 2 6 5")
    assert game.why_illegal(1, Keep()) == "player 1 throws this round"
    report = game.apply(0, Keep())
    assert (report.written, report.crossed, report.dice) == ((), None, None)
    assert game.kept and game.dice == dice("3 1 4 2 6 5")
    assert Keep() not in game.legal_actions(0)  # never offered: writing keeps the dice too
    act(game, 0, "write k")
    act(game, 1, "cross")
    assert not game.kept  # the next round's thrower decides afresh
    act(game, 1, "throw 6 6 6 6 6 6")
    assert game.why_illegal(1, Rethrow()) is None


def test_games_are_equal_when_they_took_the_same_path() -> None:
    first, second = Game(2, names=["Ann", "Bob"]), Game(2, names=["Ann", "Bob"], seed=9)
    assert first == second
    for game in (first, second):
        act(game, 0, "throw 3 1 4 2 6 5")
        act(game, 1, "cross")
    assert first == second
    act(first, 0, "write k")
    assert first != second
    act(second, 0, "write b")
    assert first != second
    assert Game(2) != Game(2, ["B", "A"])
    assert Game(2) != Game(2, names=["Ann", "Bob"])
    noted = Game(2)
    noted.meta.append(("bot", "Player-2 strong"))
    assert noted != Game(2)
    assert Game(1) != "a game"


def test_a_player_takes_back_a_write_until_the_round_is_complete() -> None:
    game = Game(3)
    act(game, 0, "throw 3 1 4 2 6 5")
    act(game, 0, "write k b y r g w")  # finishes sheet A's row 1
    act(game, 1, "cross")
    assert game.marks[0].current_row == 1
    report = game.undo(0)
    assert report.undone and report.action == Write(frozenset(range(6)))
    assert report.written == tuple((0, position) for position in range(6))
    assert report.crossed is None
    assert row_picture(game.marks[0], 0) == ". . . . . ."
    assert game.marks[0].current_row == 0 and game.totals() == [0, 0, 0]
    assert game.acted == {1}
    assert game.history == [Event(0, Throw(dice("3 1 4 2 6 5"))), Event(1, Cross())]
    act(game, 0, "write k")  # a different choice, on the same dice
    assert row_picture(game.marks[0], 0) == "3x . . . . ."
    act(game, 2, "cross")
    assert game.round == 2
    assert game.why_no_undo(0) == "you have not written or crossed this round"


def test_taking_back_a_cross_empties_its_field() -> None:
    game = Game(2)
    act(game, 0, "throw 6 6 6 6 6 6")
    act(game, 1, "cross")
    report = game.undo(1)
    assert (report.crossed, report.written) == ((0, 0), ())
    assert row_picture(game.marks[1], 0) == ". . . . . ."


def test_taking_back_the_write_that_finished_row_5_takes_back_the_end_too() -> None:
    game = Game(2)
    cross_rows(game, 4)
    act(game, game.thrower, "throw 2 2 2 2 2 2")
    act(game, 0, "write k b y r g w")
    game.undo(0)
    act(game, 0, "cross")
    assert not act(game, 1, "cross").game_over


@pytest.mark.parametrize(
    ("before", "player", "reason"),
    [
        ([], 0, "you have not written or crossed this round"),
        (["1: throw 3 1 4 2 6 5", "2: cross"], 0, "you have not written or crossed this round"),
        (
            ["1: throw 3 1 4 2 6 5", "1: cross", "2: cross"],
            0,
            "you have not written or crossed this round",
        ),
        (["1: throw 3 1 4 2 6 5"], 2, "there is no player 3"),
    ],
)
def test_nothing_else_is_taken_back(before: list[str], player: int, reason: str) -> None:
    game = Game(2)
    for step in before:
        who, text = step.split(": ")
        act(game, int(who) - 1, text)
    snapshot = (list(game.history), [m.fields for m in game.marks])
    assert game.why_no_undo(player) == reason
    with pytest.raises(IllegalActionError, match=reason):
        game.undo(player)
    assert (game.history, [m.fields for m in game.marks]) == snapshot


def test_nothing_is_taken_back_once_the_game_is_over() -> None:
    game = Game(1)
    cross_rows(game, 5)
    assert game.why_no_undo(0) == "the game is over"


def test_the_dice_to_come_and_the_notes_survive_an_undo() -> None:
    first, second = Game(2, seed=11), Game(2, seed=11)
    first.meta.append(("note", "kept"))
    for game in (first, second):
        act(game, 0, "throw")
        act(game, 0, "cross")
    first.undo(0)
    act(first, 0, "cross")
    for game in (first, second):
        act(game, 1, "cross")
    assert act(first, 1, "throw").dice == act(second, 1, "throw").dice
    assert first.meta == [("note", "kept")]
    first.meta = []
    assert first == second
