"""SheetPicture says what a player's sheet holds, read straight from the core."""

from __future__ import annotations

import pytest

from knaster_qt.games.knaster.core.actions import Circle, Write
from knaster_qt.games.knaster.core.game import Game
from knaster_qt.games.knaster.core.layout import load_layout
from knaster_qt.games.knaster.core.notation import cell_index, line_index
from knaster_qt.games.knaster.render.picture import SheetPicture
from knaster_qt.games.knaster.render.samples import play_sample_game


def test_a_new_players_sheet_is_blank_with_an_empty_score_box() -> None:
    game = Game(["Ann", "Bob"], layout="B")
    picture = SheetPicture.from_game(game, 1)
    assert picture == SheetPicture.blank(load_layout("B"))
    assert picture.values == (0,) * 25 and picture.score is None


def test_from_game_copies_numbers_circles_and_score() -> None:
    game = Game(["Ann"])
    game.roll(7)
    game.apply(0, Write(cell_index("c3")))
    game.roll(7)
    game.apply(0, Circle(cell_index("c3")))
    picture = SheetPicture.from_game(game, 0, hover_cell=4, hover_write=9)
    assert picture.values[cell_index("c3")] == 7
    assert sum(1 for value in picture.values if value) == 1
    assert picture.circled == frozenset({cell_index("c3")})
    assert picture.score is not None and picture.score.total == 1
    assert (picture.hover_cell, picture.hover_write) == (4, 9)


def test_a_finished_game_shows_its_scored_lines() -> None:
    game = play_sample_game(6)
    score = game.score(0)
    picture = SheetPicture.from_game(game, 0, header="Ann")
    assert picture.scored_lines == frozenset(score.scored_lines)
    assert line_index("d1") in picture.scored_lines
    assert picture.score == score
    assert all(picture.values)
    assert picture.header == "Ann"


def test_a_picture_is_frozen_and_checks_its_cells() -> None:
    picture = SheetPicture.blank(load_layout("A"))
    with pytest.raises(AttributeError):
        picture.dimmed = True  # type: ignore[misc]
    with pytest.raises(ValueError, match="25 cells"):
        SheetPicture(layout=load_layout("A"), values=(0,) * 24)
