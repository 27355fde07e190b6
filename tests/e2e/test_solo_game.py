"""A whole solo game played only with mouse clicks on the sheet and the Roll button."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from knaster_qt.games.knaster.core.actions import Bonus, Pass, Write
from knaster_qt.games.knaster.core.game import ActionEvent
from knaster_qt.games.knaster.core.notation import cell_index

# Offscreen Qt warns that it cannot pass a window's size hints on; nothing is wrong.
pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support (propagateSizeHints|raise)\(\)"
)

# (roll, cell to click). Row 1 gets five 5s (five of a kind: 3 bonus circles), two more
# 5s circle the rest of row 1 so it scores; b5 is written last and completes row 5
# (8 8 8 3 3, a full house: 2 circles) and column b (5 9 9 5 8, two pairs: 1 circle)
# at once. The extra round rolls a 7, which no cell holds: a forced pass.
PLAN: list[tuple[int, str | None]] = [
    *[(5, cell) for cell in ("a1", "b1", "c1", "d1", "e1")],
    (5, "d1"),
    (5, "e1"),
    *[(n, cell) for n, cell in zip((2, 9, 3, 4, 6), ("a2", "b2", "c2", "d2", "e2"), strict=True)],
    *[
        (n, cell)
        for n, cell in zip((10, 9, 11, 12, 2), ("a3", "b3", "c3", "d3", "e3"), strict=True)
    ],
    *[(n, cell) for n, cell in zip((3, 5, 4, 6, 10), ("a4", "b4", "c4", "d4", "e4"), strict=True)],
    *[(n, cell) for n, cell in zip((8, 8, 3, 3), ("a5", "c5", "d5", "e5"), strict=True)],
    (8, "b5"),
    (7, None),
]


def test_a_seeded_solo_game_from_first_roll_to_the_result_dialog(make_window, qtbot) -> None:
    window, player = make_window(total for total, _cell in PLAN)
    controller = window.play.controller
    game = controller.game
    banners: list[str] = []
    window.play.presenter.bannerChanged.connect(banners.append)
    for total, cell in PLAN:
        player.roll()
        assert game.current_roll == total
        assert window.play.ui.dicePanel.sum_label.text() == str(total)
        if cell is not None:
            player.click_cell(cell_index(cell))
            player.answer_bonus_prompts()
    assert game.game_over
    qtbot.waitUntil(
        lambda: window.play.result_dialog is not None and window.play.result_dialog.isVisible()
    )

    # The write of b5 completed two lines, and each got its bonus circles.
    actions = [event.action for event in game.history if isinstance(event, ActionEvent)]
    b5 = actions.index(Write(cell_index("b5")))
    assert [type(action) for action in actions[b5 + 1 : b5 + 3]] == [Bonus, Bonus]
    assert all(action.cells for action in actions[b5 + 1 : b5 + 3])
    assert actions[-1] == Pass()
    assert any("Full house in row 5 and two pairs in column b" in text for text in banners)
    assert "Five of a kind in row 1: circle 3 numbers." in banners

    score = game.score(0)
    assert score.scored_lines == (0,)  # row 1
    assert (score.line_points, score.circles, score.total) == (9, 8, 17)
    dialog = window.play.result_dialog
    assert dialog.ui.totalValue.text() == f"<b>{score.total}</b>"
    assert dialog.ui.linesValue.text() == str(score.line_points)
    assert dialog.ui.linesDetail.text() == "<small>row 1: 9</small>"
    assert dialog.ui.circlesValue.text() == str(score.circles)
    assert "above 50 good" in dialog.ui.ratingLabel.text()

    # The result offers a new game: the side chosen there is the new sheet.
    qtbot.mouseClick(dialog.new_game_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: window.new_game_dialog is not None and window.new_game_dialog.isVisible()
    )
    new_game = window.new_game_dialog
    new_game.ui.sideB.setChecked(True)
    new_game.ui.buttonBox.button(new_game.ui.buttonBox.StandardButton.Ok).click()
    assert controller.game is not game
    assert controller.game.layout.id == "B"
    assert controller.game.rounds == 0
