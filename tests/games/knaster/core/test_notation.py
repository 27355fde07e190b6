"""Cell and line names as the rulebook writes them, and the picture helper the rules tests use."""

from __future__ import annotations

import pytest

from knaster_qt.games.knaster.core.notation import (
    CELL_NAMES,
    LINE_CELLS,
    LINE_NAMES,
    LINES_OF_CELL,
    cell_index,
    describe_line,
    line_index,
)

from .notation import cells, parse_action, picture, position, same_picture


def test_cells_run_a1_to_e5_row_by_row() -> None:
    assert CELL_NAMES[0] == "a1" and CELL_NAMES[4] == "e1" and CELL_NAMES[24] == "e5"
    assert cell_index("c3") == 12 and cell_index(" B4 ") == 16


def test_lines_and_their_cells() -> None:
    assert LINE_NAMES == ("r1", "r2", "r3", "r4", "r5", "ca", "cb", "cc", "cd", "ce", "d1", "d2")
    by_name = {
        name: " ".join(CELL_NAMES[c] for c in LINE_CELLS[i]) for i, name in enumerate(LINE_NAMES)
    }
    assert by_name["r2"] == "a2 b2 c2 d2 e2"
    assert by_name["cb"] == "b1 b2 b3 b4 b5"
    assert by_name["d1"] == "a1 b2 c3 d4 e5"
    assert by_name["d2"] == "e1 d2 c3 b4 a5"
    assert line_index("CC") == 7
    # The diagonals by where they start on the sheet, as players see them (issue 25.5).
    assert [describe_line(line_index(n)) for n in ("r3", "cb", "d1", "d2")] == [
        "row 3",
        "column b",
        "the diagonal from the top left",
        "the diagonal from the top right",
    ]
    assert f"{describe_line(line_index('d1')):for}" == "for the diagonal from the top left"


def test_the_centre_is_in_four_lines_the_other_diagonal_cells_in_three_the_rest_in_two() -> None:
    counts = {CELL_NAMES[cell]: len(lines) for cell, lines in enumerate(LINES_OF_CELL)}
    assert counts["c3"] == 4
    assert {name for name, count in counts.items() if count == 3} == set(
        ["a1", "b2", "d4", "e5", "e1", "d2", "b4", "a5"]
    )
    assert sum(count == 2 for count in counts.values()) == 16


@pytest.mark.parametrize("name", ["f1", "a6", "a", "", "c33"])
def test_a_bad_cell_name_is_refused_plainly(name: str) -> None:
    with pytest.raises(ValueError, match="is not a cell"):
        cell_index(name)


@pytest.mark.parametrize("name", ["r6", "cf", "d3", "row1"])
def test_a_bad_line_name_is_refused_plainly(name: str) -> None:
    with pytest.raises(ValueError, match="is not a line"):
        line_index(name)


def test_a_picture_is_reached_by_real_play() -> None:
    text = """
        7   8   .   7   4
        .  (6)  .   .   .
        .   .   .   .   .
        .   .   .   .  12
        2   .   .   .  (12)
    """
    game = position(text)
    assert picture(game.sheets[0]) == same_picture(text)
    assert game.rounds == 8 + 2  # one roll per number and per circle
    assert game.round_complete and game.players_to_act() == []
    assert parse_action("bonus r3 a3 e3").cells == cells("a3 e3")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (". . . . .\n" * 4, "5 rows of 5 cells"),
        (". . . . x\n" + ". . . . .\n" * 4, "'x' is not a cell"),
        (". . . . 13\n" + ". . . . .\n" * 4, "a cell holds a sum from 2 to 12"),
        ("7 7 7 7 7\n" + ". . . . .\n" * 4, "completing r1 earns 3 bonus circle"),
    ],
)
def test_a_picture_real_play_cannot_reach_is_refused(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        position(text)
