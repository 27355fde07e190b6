"""Bonus circles after a completed line: how many, in which order, and what they score."""

from __future__ import annotations

import pytest

from knaster_qt.games.knaster.core.actions import Bonus
from knaster_qt.games.knaster.core.errors import IllegalActionError
from knaster_qt.games.knaster.core.game import Game
from knaster_qt.games.knaster.core.notation import line_index

from .notation import act, cells, circled_cells, names, picture, position, same_picture

# Writing 8 in a1 completes three lines: r1 (8-8-8-8-8, five of a kind: 3 circles),
# ca (8-5-5-6-6, two pairs: 1) whose other four cells are already circled, and d1
# (8-2-4-9-12: nothing). The only uncircled cell ca will have is a1 itself.
THREE_LINES = """
    .   8   8   8   8
   (5)  2   .   .   .
   (5)  .   4   .   .
   (6)  .   .   9   .
   (6)  .   .   .  12
"""


def lines(*line_names: str) -> tuple[int, ...]:
    return tuple(line_index(name) for name in line_names)


def written_a1(text: str = THREE_LINES) -> Game:
    game = position(text)
    game.roll(8)
    report = act(game, "write a1")
    assert [(completion.line, completion.circles) for completion in report.completed] == [
        (line_index("r1"), 3),
        (line_index("ca"), 1),
        (line_index("d1"), 0),
    ]
    # Only lines with a combination are due; a full line without one asks for nothing.
    assert report.bonus_due == ((line_index("r1"), 3), (line_index("ca"), 1))
    assert not report.round_complete
    return game


def test_the_lines_may_be_handled_in_either_order() -> None:
    game = written_a1()
    assert {choice.line for choice in game.legal_actions(0)} == set(lines("r1", "ca"))
    assert game.bonus_required(0, line_index("r1")) == 3
    assert game.bonus_required(0, line_index("ca")) == 1
    assert game.describe_pending(0) == "circle 3 numbers in row 1; circle 1 number in column a"


def test_column_first_circles_a1_and_scores_the_column_then_the_row_still_gets_3() -> None:
    game = written_a1()
    report = act(game, "bonus ca a1")
    # The bonus circle completes column a's circles: a bonus circle that scores a line.
    assert report.scored == lines("ca")
    assert report.bonus_due == ((line_index("r1"), 3),)
    assert game.bonus_required(0, line_index("r1")) == 3  # b1 c1 d1 e1 are uncircled
    report = act(game, "bonus r1 b1 c1 d1")
    assert report.scored == ()
    assert report.bonus_due == () and report.round_complete
    assert game.score(0).circles == 4 + 1 + 3


def test_row_first_taking_a1_leaves_the_column_a_zero_circle_bonus() -> None:
    game = written_a1()
    act(game, "bonus r1 a1 b1 c1")
    # The later line's count is taken when its turn comes: column a has no
    # uncircled cell left, so its bonus is 0 circles, but it is still given.
    assert game.bonus_required(0, line_index("ca")) == 0
    assert game.legal_actions(0) == [Bonus(line_index("ca"), ())]
    assert game.players_to_act() == [0]
    with pytest.raises(IllegalActionError, match="a1 is already circled"):
        act(game, "bonus ca a1")
    report = act(game, "bonus ca")
    assert report.circled == () and report.bonus_due == () and report.round_complete
    # Column a was fully circled by the row's bonus, and scored then.
    assert game.score(0).scored_lines == lines("ca")
    assert game.score(0).circles == 4 + 3  # one circle fewer than the other order


def test_the_row_bonus_circling_a1_scores_the_column_at_once() -> None:
    game = written_a1()
    report = act(game, "bonus r1 c1 a1 e1")  # the cells in any order
    assert report.scored == lines("ca")
    assert sorted(report.circled) == sorted(cells("a1 c1 e1"))


def test_four_lines_completed_by_one_write_in_the_centre() -> None:
    game = position(
        """
        2   .   7   .   3
        .   2   7   3   .
        7   7   .   7   7
        .   3   7   2   .
        3   .   7   .   2
        """
    )
    game.roll(7)
    report = act(game, "write c3")
    # r3 and cc: five 7s (3 circles); d1 2-2-7-2-2: four of a kind (2); d2 the same.
    assert report.bonus_due == (
        (line_index("r3"), 3),
        (line_index("cc"), 3),
        (line_index("d1"), 2),
        (line_index("d2"), 2),
    )
    act(game, "bonus d2 c3 e1")
    assert game.bonus_required(0, line_index("d1")) == 2
    assert game.bonus_required(0, line_index("r3")) == 3
    act(game, "bonus cc c1 c2 c4")
    act(game, "bonus r3 a3 b3 d3")
    report = act(game, "bonus d1 a1 e5")
    assert report.round_complete and report.bonus_due == ()
    assert len(circled_cells(game)) == 2 + 3 + 3 + 2


def test_fewer_uncircled_cells_than_circles_due_circles_all_that_remain() -> None:
    game = position(
        """
       (2) (3) (4) (5)  .
        .   .   .   .   .
        .   .   .   .   .
        .   .   .   .   .
        .   .   .   .   .
        """
    )
    game.roll(6)
    report = act(game, "write e1")
    assert report.bonus_due == ((line_index("r1"), 3),)  # a straight earns 3
    assert game.bonus_required(0, line_index("r1")) == 1  # only e1 is uncircled
    assert game.legal_actions(0) == [Bonus(line_index("r1"), cells("e1"))]
    with pytest.raises(IllegalActionError, match="the bonus for r1 is 1 circle, not 0"):
        act(game, "bonus r1")
    report = act(game, "bonus r1 e1")
    assert report.scored == lines("r1")
    assert game.score(0).total == 9 + 5


def test_bonus_choices_are_every_set_of_the_required_size() -> None:
    game = position(
        """
        7   7   7   4   .
        .   .   .   .   .
        .   .   .   .   .
        .   .   .   .   .
        .   .   .   .   .
        """
    )
    game.roll(8)
    act(game, "write e1")  # 7-7-7-4-8: three of a kind, 1 circle
    choices = game.bonus_choices(0)
    assert [names(choice.cells) for choice in choices] == ["a1", "b1", "c1", "d1", "e1"]
    assert game.legal_actions(0) == choices


def test_nobody_else_acts_while_a_bonus_is_due() -> None:
    game = Game(["Ann", "Bob"])
    for number, cell in [(5, "a1"), (5, "b1"), (5, "c1"), (9, "d1")]:
        game.roll(number)
        act(game, f"write {cell}", player=0)
        act(game, f"write {cell}", player=1)
    game.roll(5)
    act(game, "write e1", player=0)  # 5-5-5-9-5: four of a kind, 2 circles
    assert game.players_to_act() == [0, 1]
    assert game.legal_actions(1) == []
    with pytest.raises(IllegalActionError, match="Ann must first circle the bonus for r1"):
        act(game, "write e1", player=1)
    with pytest.raises(IllegalActionError, match="Ann must first circle the bonus for r1"):
        act(game, "write a2", player=0)
    act(game, "bonus r1 a1 e1", player=0)
    assert game.players_to_act() == [1]
    act(game, "write a2", player=1)
    assert picture(game.sheets[1]) == same_picture(
        """
        5  5  5  9  .
        5  .  .  .  .
        .  .  .  .  .
        .  .  .  .  .
        .  .  .  .  .
        """
    )


def test_two_lines_completed_by_one_write_each_get_their_bonus() -> None:
    game = position(
        """
        .   .   .   .   6
        .   .   .   .   6
        .   .   .   .   3
        .   .   .   .   3
        5   5   5   4   .
        """
    )
    game.roll(5)
    report = act(game, "write e5")  # r5 5-5-5-4-5: four of a kind; ce 6-6-3-3-5: two pairs
    assert report.bonus_due == ((line_index("r5"), 2), (line_index("ce"), 1))
    act(game, "bonus ce e5")  # the shared cell first: the row still has 4 uncircled
    assert game.bonus_required(0, line_index("r5")) == 2
    report = act(game, "bonus r5 a5 b5")
    assert report.round_complete and game.score(0).circles == 3
