"""The result table: ranks shared by equal totals, every row's score, the winners named."""

from __future__ import annotations

import pytest

from knaster_qt.games.exact_hit.core.actions import Cross, Throw, Write
from knaster_qt.games.exact_hit.core.game import Game
from knaster_qt.games.exact_hit.views.result_dialog import ResultDialog, ranks


@pytest.mark.parametrize(
    ("totals", "expected"),
    [
        ([10], [1]),
        ([10, 20, 20, 5], [3, 1, 1, 4]),
        ([7, 7, 7], [1, 1, 1]),
        ([1, 2, 3], [3, 2, 1]),
    ],
)
def test_equal_totals_share_a_rank(totals: list[int], expected: list[int]) -> None:
    assert ranks(totals) == expected


def test_a_tie_is_shown_shared_with_every_rows_score(qtbot) -> None:
    game = Game(3, names=["Ann", "Bob", "Cy"])
    game.apply(0, Throw((3, 1, 4, 2, 6, 5)))
    game.apply(0, Write(frozenset({0, 1})))  # Ann: black 3 and blue 1 on sheet A
    game.apply(1, Cross())
    game.apply(2, Cross())
    dialog = ResultDialog(game)
    qtbot.addWidget(dialog)
    rows = [
        [dialog.cell(line, column) for column in range(dialog.table.columnCount())]
        for line in range(3)
    ]
    ann = game.marks[0].row_score(0)
    assert rows[0] == ["1", "Ann", "A", str(ann), "0", "0", "0", "0", str(ann)]
    assert [row[:2] for row in rows[1:]] == [["2", "Bob"], ["2", "Cy"]]  # 0 and 0: shared
    assert dialog.summary.text() == f"Ann wins with {ann} points."


def test_a_solo_result_gives_the_rating_of_its_band(qtbot) -> None:
    """As Knaster's result gives the rulebook's rating: Exact Hit's bands come from the scores
    the best possible solo play reaches (core/rating_bands.py, tools/exact_hit_rating_bands.py)."""
    from knaster_qt.games.exact_hit.core.rating import RATINGS, solo_rating

    assert [word for _lowest, word in RATINGS] == ["spectacular", "excellent", "good"]
    good, excellent, spectacular = (lowest for lowest, _word in reversed(RATINGS))
    assert 100 < good < excellent < spectacular < 200  # the best play's mean is 142.9
    assert solo_rating(good - 1) is None and solo_rating(good) == "good"
    assert solo_rating(spectacular) == "spectacular"
    game = Game(1, names=["Ann"])
    game.apply(0, Throw((3, 1, 4, 2, 6, 5)))
    game.apply(0, Write(frozenset({0, 1})))
    dialog = ResultDialog(game)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.rating.isVisible()
    assert dialog.rating.text() == (
        f"<b>Try again: {good} points or more is good (the best possible play reaches that in "
        "9 games out of 10).</b>"
    )
    assert dialog.rating_text(excellent + 1).startswith(f"Excellent! {excellent} points or more")
    assert dialog.rating_text(spectacular).startswith(f"Spectacular!! {spectacular} points")
    assert dialog.rating_text(good).startswith(f"Good: {good} points or more")


def test_a_game_of_several_players_gives_no_rating(qtbot) -> None:
    game = Game(2, names=["Ann", "Bob"])
    dialog = ResultDialog(game)
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.rating.isVisible()
