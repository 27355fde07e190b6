"""A round of Knaster: write, circle, pass, scored lines, points, players, reports."""

from __future__ import annotations

import pytest

from knaster_qt.games.knaster.core.actions import Circle, Pass, Write
from knaster_qt.games.knaster.core.errors import IllegalActionError
from knaster_qt.games.knaster.core.game import Game, PlayerScore
from knaster_qt.games.knaster.core.notation import LINE_NAMES, line_index

from .notation import act, cells, circled_cells, picture, position, same_picture

# A full grid in which no line forms a combination (a diagonal Latin square of
# 2, 4, 6, 9, 12): every line holds five different, non-consecutive numbers.
NO_COMBINATION_GRID = """
    2  4  6  9 12
    6  9 12  2  4
   12  2  4  6  9
    4  6  9 12  2
    9 12  2  4  6
"""


def lines(*names: str) -> tuple[int, ...]:
    return tuple(line_index(name) for name in names)


def test_a_write_puts_the_roll_into_an_empty_cell() -> None:
    game = Game(["Solo"])
    game.roll(dice=(3, 4))
    report = act(game, "write c3")
    assert picture(game.sheets[0]) == same_picture(
        """
        .  .  .  .  .
        .  .  .  .  .
        .  .  7  .  .
        .  .  .  .  .
        .  .  .  .  .
        """
    )
    assert (report.written, report.circled, report.completed, report.scored) == ((12,), (), (), ())
    assert report.round_complete and not report.game_over
    assert game.current_dice == (3, 4)
    game.roll(dice=[6, 6])  # type: ignore[arg-type]
    assert game.current_dice == (6, 6) and game.history[-1].dice == (6, 6)


def test_writing_is_allowed_even_when_a_circle_is_possible() -> None:
    game = position(
        """
        7  .  7  .  .
        .  .  .  .  .
        .  .  .  .  .
        .  .  .  .  .
        .  .  .  .  .
        """
    )
    game.roll(7)
    legal = game.legal_actions(0)
    assert Circle(cells("a1")[0]) in legal and Circle(cells("c1")[0]) in legal
    assert Write(cells("b1")[0]) in legal
    assert len(legal) == 23 + 2  # every empty cell and both 7s
    act(game, "write b1")
    assert game.sheets[0].values[:3] == [7, 7, 7]


def test_a_circle_marks_one_cell_only_even_if_several_hold_the_roll() -> None:
    game = position(
        """
        7  .  7  .  .
        .  .  .  .  .
        .  .  .  .  .
        .  .  .  .  .
        .  .  .  .  .
        """
    )
    game.roll(7)
    report = act(game, "circle c1")
    assert report.circled == cells("c1") and report.written == ()
    assert circled_cells(game) == set(cells("c1"))
    with pytest.raises(IllegalActionError, match="Solo has already acted on this roll of 7"):
        act(game, "circle a1")


def test_a_pass_only_when_there_is_neither_an_empty_cell_nor_a_matching_number() -> None:
    game = position(NO_COMBINATION_GRID)
    assert game.final_round_announced  # the grid is full: one more round
    game.roll(3)  # no 3 anywhere
    assert game.legal_actions(0) == [Pass()]
    report = act(game, "pass")
    assert (report.written, report.circled) == ((), ())
    assert report.round_complete and report.game_over


def test_a_pass_is_refused_when_a_matching_number_can_be_circled() -> None:
    game = position(NO_COMBINATION_GRID)
    game.roll(9)
    assert Pass() not in game.legal_actions(0)
    with pytest.raises(IllegalActionError, match="Solo cannot pass: d1 holds 9 and can be circled"):
        act(game, "pass")
    act(game, "circle d1")


def test_a_pass_is_refused_while_a_cell_is_empty() -> None:
    game = Game(["Solo"])
    game.roll(7)
    with pytest.raises(
        IllegalActionError, match="Solo cannot pass: the grid has empty cells to write the 7 in"
    ):
        game.apply(0, Pass())


# --- scored lines and points ----------------------------------------------------

WORKED_EXAMPLE = """
   (2) (3) (4) (5) (6)
   (8) (9)  .   .   .
   (5) (6) (9) (2) (11)
   (3)  .   .  (10) .
    .   .   .   .  (7)
"""


def test_the_worked_example_scores_41_on_side_a() -> None:
    # Rows 1 (9 points) and 3 (7) and diagonal d1 (10) are full and circled, and
    # 15 cells are circled: 9 + 10 + 7 + 15 = 41, as in the rulebook.
    game = position(WORKED_EXAMPLE)
    score = game.score(0)
    assert [LINE_NAMES[line] for line in score.scored_lines] == ["r1", "r3", "d1"]
    assert (score.line_points, score.circles, score.total) == (26, 15, 41)
    assert score == PlayerScore(
        line_points=26, circles=15, scored_lines=lines("r1", "r3", "d1"), filled=15
    )


def test_side_b_gives_the_mirrored_points() -> None:
    # Side B: rows 5, 6, 7, 8, 9 from the top, diagonals 10: r1 5 + r3 7 + d1 10.
    game = position(WORKED_EXAMPLE, layout="B")
    assert game.layout.id == "B"
    assert (game.score(0).line_points, game.score(0).total) == (22, 37)
    assert game.layout.line_points == (5, 6, 7, 8, 9, 5, 6, 7, 8, 9, 10, 10)


def test_a_full_line_scores_only_when_all_five_are_circled() -> None:
    game = position(
        """
        (2) (4) (6) (9) 12
        .  .  .  .  .
        .  .  .  .  .
        .  .  .  .  .
        .  .  .  .  .
        """
    )
    assert game.score(0).scored_lines == ()
    game.roll(12)
    report = act(game, "circle e1")
    assert report.scored == lines("r1")
    assert game.score(0).total == 9 + 5


def test_a_line_with_an_empty_cell_never_scores_even_if_every_number_is_circled() -> None:
    game = position(
        """
        (2) (4) (6) (9) .
        .  .  .  .  .
        .  .  .  .  .
        .  .  .  .  .
        .  .  .  .  .
        """
    )
    assert game.score(0) == PlayerScore(0, 4, (), 4)


def test_one_circle_scores_two_lines_at_once() -> None:
    game = position(
        """
        7  (2) (4) (9) (12)
       (3)  .   .   .   .
       (5)  .   .   .   .
      (10)  .   .   .   .
      (12)  .   .   .   .
        """
    )
    game.roll(7)
    report = act(game, "circle a1")
    assert report.scored == lines("r1", "ca")
    assert game.score(0) == PlayerScore(9 + 9, 9, lines("r1", "ca"), 9)


def test_a_line_scores_once() -> None:
    game = position(
        """
        (7) (2) (4) (9) (12)
        .  .  .  .  .
        .  .  .  .  .
        .  .  .  .  .
        .  .  .  .  .
        """
    )
    assert game.score(0).scored_lines == lines("r1")
    game.roll(7)
    report = act(game, "write a2")
    assert report.scored == ()
    assert game.score(0).line_points == 9


def test_completions_say_which_lines_a_write_would_complete_and_their_worth() -> None:
    game = position(
        """
        .  6  6  6  6
        8  .  .  .  .
        8  .  .  .  .
        9  .  .  .  .
        9  .  .  .  .
        """
    )
    game.roll(8)
    found = {(LINE_NAMES[c.line], c.combination.label, c.circles) for c in game.completions(0, 0)}
    assert found == {("r1", "four of a kind", 2), ("ca", "full house", 2)}
    assert game.completions(0, cells("b2")[0]) == []
    assert game.completions(0, cells("b1")[0]) == []  # not empty


# --- several players ----------------------------------------------------------------


def test_every_player_acts_once_on_the_same_roll_in_any_order() -> None:
    game = Game(["Ann", "Bob", "Cy"])
    game.roll(6)
    assert game.players_to_act() == [0, 1, 2]
    act(game, "write a1", player=2)
    assert game.players_to_act() == [0, 1]
    report = act(game, "write e5", player=0)
    assert not report.round_complete
    assert game.roll_blocker() == "Bob has not acted on the 6 yet"
    report = act(game, "write c3", player=1)
    assert report.round_complete and game.players_to_act() == []
    assert [sheet.values.index(6) for sheet in game.sheets] == [24, 12, 0]


def test_twelve_players_play_a_whole_game() -> None:
    names = [f"P{n}" for n in range(1, 13)]
    game = Game(names, seed=12)
    while not game.game_over:
        game.roll()
        for player in reversed(range(12)):
            # Each player fills the grid in a different order; bonus circles are
            # taken as the engine lists them.
            while actions := game.legal_actions(player):
                writes = [a for a in actions if isinstance(a, Write)]
                choice = writes[player % len(writes)] if writes else actions[0]
                game.apply(player, choice)
    assert any(sheet.is_full for sheet in game.sheets)
    assert game.rounds == 26  # 25 rounds fill every grid, then the extra round
    totals = [game.score(player).total for player in range(12)]
    assert [totals[p] for p in game.winners()] == [max(totals)] * len(game.winners())
    assert sorted(game.ranks())[0] == 1
    with pytest.raises(IllegalActionError, match="a game has 1 to 12 players, not 13"):
        Game([*names, "P13"])


def test_ranks_and_winners_share_on_a_tie() -> None:
    game = Game(["Ann", "Bob", "Cy"])
    game.roll(7)
    act(game, "write a1", player=0)
    act(game, "write a1", player=1)
    act(game, "write a1", player=2)
    game.roll(7)
    act(game, "circle a1", player=0)
    act(game, "circle a1", player=1)
    act(game, "write b1", player=2)
    assert game.winners() == [0, 1]
    assert game.ranks() == [1, 1, 3]


def test_seeded_dice_are_reproducible_and_clones_do_not_change_them() -> None:
    plain, cloned = Game(["Solo"], seed=42), Game(["Solo"], seed=42)
    rolls, clone_rolls = [], []
    for _ in range(10):
        copy = cloned.clone()
        clone_rolls.append(copy.roll())
        rolls.append(cloned.roll())
        assert plain.roll() == rolls[-1]  # looking ahead did not change the game's dice
        for game in (plain, cloned):
            game.apply(0, game.legal_actions(0)[0])
    # A copy's dice are its own (not the game's coming rolls), yet seeded and reproducible.
    assert clone_rolls != rolls
    again = Game(["Solo"], seed=42)
    assert [again.clone().roll() for _ in range(10)] == clone_rolls
