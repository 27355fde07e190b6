"""The rules of a round, a row and the end (specs/exact-hit-rules.md), as tables."""

from __future__ import annotations

import pytest

from knaster_qt.games.exact_hit.core.actions import Rethrow, Throw, Write
from knaster_qt.games.exact_hit.core.game import Game
from knaster_qt.games.exact_hit.core.scoring import EXACT_HIT_BONUS

from .notation import act, action, cross_rows, dice, play_round, row_picture


def test_the_exact_hit_bonus_is_the_triangle() -> None:
    assert EXACT_HIT_BONUS == (0, 1, 3, 6, 10, 15, 21)


def test_the_rulebook_row_5_0_4_2_2_1_with_three_exact_hits_is_worth_20() -> None:
    # Sheet A row 1: black 3, blue 1, yellow 4, red 2, green 6, white 5.
    game = Game(1)
    play_round(game, "2 6 6 6 6 6", "write k")
    play_round(game, "6 6 6 6 6 6", "cross")
    reports = play_round(game, "6 6 4 2 1 5", "write y r g w")
    marks = game.marks[0]
    assert row_picture(marks, 0) == "2 - 4x 2x 1 5x"
    assert reports[-1].row_finished == 0
    assert reports[-1].row_score == 2 + 0 + 4 + 2 + 1 + 5 + 6 == 20
    assert reports[-1].exact_hits == ((0, 2), (0, 3), (0, 5))
    assert game.totals() == [20]
    assert marks.current_row == 1


def test_the_rulebook_turn_black_1_and_blue_3_are_exact_hits() -> None:
    # Of our sheets only B has black 1 and blue 3 in one row (row 4: black 1, red 4,
    # yellow 2, green 5, blue 3, white 6); its yellow field takes at most 2.
    game = Game(2)
    cross_rows(game, 3)
    act(game, game.thrower, "throw 1 3 4 2 2 6")
    assert game.why_illegal(1, Write(frozenset({0, 1, 2}))) == (
        "the yellow die shows 4, more than its field's 2"
    )
    report = act(game, 1, "write k b")
    assert row_picture(game.marks[1], 3) == "1x . . . 3x ."
    assert report.exact_hits == ((3, 0), (3, 4))
    assert game.totals()[1] == 1 + 3 + EXACT_HIT_BONUS[2]


@pytest.mark.parametrize(
    ("before", "crossed", "after"),
    [
        ([], 0, "- . . . . ."),
        (["2 6 6 6 6 6 / write k"], 1, "2 - . . . ."),
        (["6 1 6 6 6 6 / write b", "6 6 6 6 6 6 / cross"], 2, "- 1x - . . ."),
        (["6 6 6 2 6 6 / write r", "6 6 6 6 6 6 / cross"], 1, "- - . 2x . ."),
        (["3 1 6 6 6 6 / write k b", "6 6 6 6 6 6 / cross"], 3, "3x 1x - - . ."),
    ],
)
def test_writing_nothing_crosses_the_leftmost_empty_field(
    before: list[str], crossed: int, after: str
) -> None:
    game = Game(1)
    for turn in before:
        throw, move = turn.split(" / ")
        play_round(game, throw, move)
    report = play_round(game, "6 6 6 6 6 6", "cross")[-1]
    assert row_picture(game.marks[0], 0) == after
    assert report.crossed == (0, crossed)
    assert report.written == ()


def test_a_player_may_cross_even_when_a_die_fits() -> None:
    game = Game(1)
    act(game, 0, "throw 3 1 4 2 6 5")  # every die an exact hit on sheet A row 1
    act(game, 0, "cross")
    assert row_picture(game.marks[0], 0) == "- . . . . ."


def test_a_finished_row_is_scored_and_the_next_round_uses_the_next_row() -> None:
    game = Game(2)
    reports = play_round(game, "3 1 4 2 6 5", "write k b y r g w", "write k")
    assert row_picture(game.marks[0], 0) == "3x 1x 4x 2x 6x 5x"
    assert (reports[1].row_finished, reports[1].row_score) == (0, 21 + 21)
    assert game.marks[0].current_row == 1
    assert game.totals() == [42, 3]  # sheet B row 1 ends with black 5
    # Next round: player 1 writes into row 2; the dice of the finishing round were lost.
    play_round(game, "2 6 6 6 6 6", "write k", "cross")
    assert row_picture(game.marks[0], 1).count(".") == 5
    assert row_picture(game.marks[0], 0) == "3x 1x 4x 2x 6x 5x"


def test_one_write_per_round_so_never_into_two_rows() -> None:
    game = Game(2)
    act(game, 0, "throw 3 1 4 2 6 5")
    assert act(game, 0, "write k b y r g w").row_finished == 0
    # The same dice would fit row 2 (green 2 .. yellow 4), but the round is used up.
    assert game.why_illegal(0, Write(frozenset({5}))) == (
        "you have already written or crossed this round"
    )
    assert game.why_illegal(0, action("cross")) == (
        "you have already written or crossed this round"
    )


def test_the_thrower_goes_round_in_seat_order() -> None:
    game = Game(3)
    throwers = []
    for _ in range(4):
        throwers.append(game.thrower)
        play_round(game, "6 6 6 6 6 6", "cross", "cross", "cross")
    assert throwers == [0, 1, 2, 0]


def test_the_rethrow_keeps_the_ones_and_is_seeded() -> None:
    first, second = Game(1, seed=7), Game(1, seed=7)
    for game in (first, second):
        act(game, 0, "throw 1 5 1 5 5 5")
        act(game, 0, "rethrow")
    assert first.dice == second.dice
    assert first.dice is not None and first.dice[0] == 1 and first.dice[2] == 1
    assert Game(1, seed=3).apply(0, Throw()).dice == Game(1, seed=3).apply(0, Throw()).dice


def test_a_rethrow_given_as_real_dice_replaces_the_throw_for_everybody() -> None:
    game = Game(2)
    act(game, 0, "throw 1 6 6 6 6 6")
    report = act(game, 0, "rethrow 1 3 4 2 6 5")
    assert report.dice == dice("1 3 4 2 6 5") == game.dice
    act(game, 1, "write b")  # sheet B row 1: blue 1 ... the rethrown blue shows 3
    assert game.marks[1].fields[0][0] == 3


def test_the_game_ends_after_the_round_in_which_someone_finishes_row_5() -> None:
    game = Game(3)
    cross_rows(game, 4)
    # Player 1 finishes row 5 with six dice; player 2 writes two; player 3 still acts.
    act(game, game.thrower, "throw 2 2 2 2 2 2")
    last = act(game, 0, "write k b y r g w")
    assert last.row_finished == 4 and not last.game_over
    assert not act(game, 1, "write k b").game_over
    final = act(game, 2, "cross")
    assert final.game_over and final.round_complete and game.game_over
    # Unfinished rows score what they hold (sheet B row 5: black 5 and blue 3 take the 2s).
    assert row_picture(game.marks[1], 4) == ". . 2 . . 2"
    assert game.marks[1].row_score(4) == 4
    assert row_picture(game.marks[0], 4) == "2 2x 2 2 2x 2"
    assert game.totals() == [12 + 3, 4, 0]
    assert game.why_illegal(0, Throw()) == "the game is over"


def test_ties_share_the_win() -> None:
    game = Game(2)
    play_round(game, "3 3 3 3 3 3", "write k", "write k")  # 3 on A black 3, 3 on B black 4
    assert game.totals() == [3 + 1, 3]
    assert game.winners() == [0]
    play_round(game, "6 6 6 6 6 6", "cross", "cross")
    play_round(game, "1 1 1 1 1 1", "cross", "write r")
    assert game.winners() == [0, 1]


def test_the_sheets_are_letters_by_seat_unless_chosen() -> None:
    assert [marks.sheet.letter for marks in Game(3).marks] == ["A", "B", "C"]
    assert [marks.sheet.letter for marks in Game(2, ["F", "C"]).marks] == ["F", "C"]


@pytest.mark.parametrize(
    ("players", "letters", "message"),
    [
        (0, None, "Exact Hit is for 1 to 6 players, not 0"),
        (7, None, "Exact Hit is for 1 to 6 players, not 7"),
        (2, ["A", "A"], "each player needs a different sheet letter"),
        (2, ["A"], "each player needs a different sheet letter"),
    ],
)
def test_a_game_needs_1_to_6_players_on_different_sheets(
    players: int, letters: list[str] | None, message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        Game(players, letters)


def test_legal_actions_list_throws_then_writes_and_the_cross() -> None:
    game = Game(2)
    assert game.legal_actions(0) == [Throw()]
    assert game.legal_actions(1) == []
    act(game, 0, "throw 3 6 6 6 6 5")  # sheet A row 1: black 3, green 6 and white 5 fit
    writes = ["k", "g", "w", "k g", "k w", "g w", "k g w"]
    assert set(game.legal_actions(0)) == {
        Rethrow(),
        action("cross"),
        *(action(f"write {dice}") for dice in writes),
    }
