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
