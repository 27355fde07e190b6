"""The picture of a sheet holds what the game says: values, exact hits, crosses, scores, total."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from knaster_qt.games.exact_hit.core.actions import Cross, Throw, Write
from knaster_qt.games.exact_hit.core.game import Game
from knaster_qt.games.exact_hit.core.marks import CROSS
from knaster_qt.games.exact_hit.core.sheets import COLOURS, SHEET_LETTERS, SheetError, sheet
from knaster_qt.games.exact_hit.render.picture import SheetPicture
from tests.games.exact_hit.core.notation import cross_rows, play_round


def row_text(picture: SheetPicture, row: int) -> str:
    """A row in the core tests' notation: ``.`` empty, ``-`` cross, ``5x`` exact hit."""
    tokens = []
    for position, mark in enumerate(picture.fields[row]):
        if mark is None:
            tokens.append(".")
        elif mark is CROSS:
            tokens.append("-")
        else:
            tokens.append(f"{mark}x" if picture.is_exact_hit(row, position) else str(mark))
    return " ".join(tokens)


def rulebook_row_game() -> Game:
    """Sheet A row 1 written as the rulebook's row: 2 - 4x 2x 1 5x (worth 20)."""
    game = Game(2)
    play_round(game, "2 6 6 6 6 6", "write k", "cross")
    play_round(game, "6 6 6 6 6 6", "cross", "cross")
    play_round(game, "6 6 4 2 1 5", "write y r g w", "write r w")
    return game


@pytest.mark.parametrize(
    ("player", "row", "expected", "score"),
    [
        (0, 0, "2 - 4x 2x 1 5x", 20),
        (0, 1, ". . . . . .", None),
        (1, 0, "- - 2 . 5 .", None),  # sheet B row 1: blue 3, yellow 1, red 4, green 2, ...
        (1, 1, ". . . . . .", None),
    ],
)
def test_the_picture_holds_the_games_marks_and_scores(
    player: int, row: int, expected: str, score: int | None
) -> None:
    picture = SheetPicture.from_game(rulebook_row_game(), player)
    assert row_text(picture, row) == expected
    assert picture.row_scores[row] == score
    assert picture.total is None  # the game goes on: no total yet
    assert picture.letter == SHEET_LETTERS[player]


def test_exact_hits_and_crosses_are_named_by_field() -> None:
    picture = SheetPicture.from_game(rulebook_row_game(), 0)
    assert picture.exact_hits == {(0, 2), (0, 3), (0, 5)}
    assert picture.crosses == {(0, 1)}


def test_at_the_end_every_begun_row_is_scored_and_the_total_written() -> None:
    game = Game(2)
    cross_rows(game, 4)  # both players cross rows 1-4 (score 0 each)
    # Player 2 (sheet B) writes black 5 and blue 3 into row 5, then crosses the rest.
    # Sheet B row 5: green 6, white 2, black 5, yellow 4, red 2, blue 3.
    play_round(game, "5 3 6 6 6 6", "cross", "write k b")
    for _ in range(4):  # player 2 finishes row 5 first: the game ends with this round
        play_round(game, "6 6 6 6 6 6", "cross", "cross")
    assert game.game_over
    picture = SheetPicture.from_game(game, 1)
    assert row_text(picture, 4) == "- - 5x - - 3x"
    assert row_text(SheetPicture.from_game(game, 0), 4) == "- - - - - ."
    assert picture.row_scores == (0, 0, 0, 0, 5 + 3 + 3)  # black 5 and blue 3 both exact
    assert picture.total == game.totals()[1] == 11
    assert SheetPicture.from_game(game, 0).total == 0


def test_rows_not_begun_stay_empty_at_the_end() -> None:
    game = Game(2)
    cross_rows(game, 4)
    for _ in range(6):
        play_round(game, "6 6 6 6 6 6", "cross", "cross")
    picture = SheetPicture.from_game(game, 0)
    assert picture.row_scores == (0, 0, 0, 0, 0)
    assert picture.total == 0


def test_a_blank_sheet_has_its_letters_colours_and_the_printed_numbers() -> None:
    for letter in SHEET_LETTERS:
        picture = SheetPicture.blank(letter)
        assert picture.colours == sheet(letter).colours
        assert picture.numbers[0] == (3, 1, 4, 2, 6, 5)
        assert picture.fields == ((None,) * 6,) * 5
        assert picture.row_scores == (None,) * 5 and picture.total is None
        for row in picture.colours:
            assert sorted(row) == list(range(len(COLOURS)))


def test_a_picture_refuses_what_no_sheet_has() -> None:
    with pytest.raises(SheetError, match="no sheet 'G'"):
        SheetPicture.blank("G")
    with pytest.raises(ValueError, match="5 rows of 6 fields"):
        replace(SheetPicture.blank("A"), fields=((None,) * 6,) * 4)
    with pytest.raises(ValueError, match="5 score boxes"):
        replace(SheetPicture.blank("A"), row_scores=(1, 2))


def test_overlays_pass_through_from_game() -> None:
    picture = SheetPicture.from_game(
        Game(1), 0, current_row=0, hover_field=(0, 1), hover_write=1, dimmed=True
    )
    assert (picture.current_row, picture.hover_field, picture.hover_write) == (0, (0, 1), 1)
    assert picture.dimmed


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(1, 4), rounds=st.integers(0, 40))
def test_a_picture_of_any_game_shows_its_marks_and_scores(
    seed: int, players: int, rounds: int
) -> None:
    game = Game(players, seed=seed)
    chooser = random.Random(seed)
    for _ in range(rounds):
        if game.game_over:
            break
        game.apply(game.thrower, Throw())
        for player in range(players):
            choices = [a for a in game.legal_actions(player) if isinstance(a, Write | Cross)]
            game.apply(player, chooser.choice(choices))
    for player in range(players):
        marks = game.marks[player]
        picture = SheetPicture.from_game(game, player)
        assert [list(row) for row in picture.fields] == marks.fields
        for row in range(5):
            if marks.row_finished(row):
                assert picture.row_scores[row] == marks.row_score(row)
            elif not game.game_over:
                assert picture.row_scores[row] is None
        assert picture.total == (marks.total if game.game_over else None)
        if game.game_over:
            assert sum(score or 0 for score in picture.row_scores) == marks.total
