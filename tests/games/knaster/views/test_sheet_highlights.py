"""Highlights say what to do: the line asking for circles, the others, the legend's row, and the
short animations of a scored line and of the game's end (off when Settings turns animations off).

Driven by clicks on the sheet of a game with scripted dice; checked in the sheet's picture
(what the one painter draws) and on the pixels of the sheet view's grab().
"""

from __future__ import annotations

from collections.abc import Iterable

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QDialogButtonBox

from knaster_qt.games.knaster.core.combinations import Combination
from knaster_qt.games.knaster.core.notation import LINE_CELLS, cell_index, line_index
from knaster_qt.games.knaster.models.line_model import LineRole
from knaster_qt.games.knaster.render import geometry as geo
from knaster_qt.games.knaster.render.legend import LEGEND
from knaster_qt.games.knaster.render.palette import COLORS
from knaster_qt.games.knaster.views.sheet_animations import PULSE_MS, SWEEP_MS, TOTAL_MS
from knaster_qt.games.knaster.views.sheet_view import SheetView
from tests.clicks import click_button

pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support (propagateSizeHints|raise)\(\)"  # the offscreen platform
)

R1, CA = line_index("r1"), line_index("ca")
FULL_HOUSE = next(i for i, (c, _) in enumerate(LEGEND) if c is Combination.FULL_HOUSE)
TWO_PAIRS = next(i for i, (c, _) in enumerate(LEGEND) if c is Combination.TWO_PAIRS)
# b1..e1 get 9 4 4 9, a2..a5 the column's numbers, then a 4 in a1 completes row 1 (4 9 4 4 9,
# a full house: 2 circles) and column a at once.
ROW_WRITES = [(cell_index("b1"), 9), (cell_index("c1"), 4), (cell_index("d1"), 4)]
ROW_WRITES += [(cell_index("e1"), 9)]
COLUMN_CELLS = [cell_index(name) for name in ("a2", "a3", "a4", "a5")]
A1 = cell_index("a1")


def close(a: QColor, b: QColor, tolerance: int = 12) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True))


def share_of(image: QImage, rect: QRectF, color: QColor) -> float:
    """The share of the pixels in ``rect`` (widget pixels) that have ``color``."""
    area = rect.toAlignedRect().intersected(image.rect())
    hits = total = 0
    for y in range(area.top(), area.bottom() + 1, 2):
        for x in range(area.left(), area.right() + 1, 2):
            total += 1
            hits += close(image.pixelColor(x, y), color)
    return hits / total


def legend_row_rect(view: SheetView, row: int) -> QRectF:
    return view.sheet_transform().mapRect(QRectF(*geo.legend_row_rect_mm(row)))


def cell_fill(image: QImage, view: SheetView, cell: int) -> QColor:
    """The fill of a cell, read near its top-left corner (away from any pen mark)."""
    rect = view.cell_rect(cell)
    return image.pixelColor(
        (rect.topLeft() + QPointF(rect.width() * 0.12, rect.height() * 0.12)).toPoint()
    )


def play_writes(player, writes: Iterable[tuple[int, int]]) -> None:
    for cell, _value in writes:
        player.roll()
        player.click_cell(cell)


def completing_game(make_window, column: tuple[int, int, int, int]):
    """A solo game one write before completing row 1 (full house) and column a together."""
    writes = [*ROW_WRITES, *zip(COLUMN_CELLS, column, strict=True), (A1, 4)]
    window, player = make_window([value for _cell, value in writes] + [4, 4, 9] * 3)
    play_writes(player, writes[:-1])
    return window, player, writes[-1:]


def test_the_legend_lights_the_combination_just_made_and_the_line_asking_for_circles(
    make_window,
) -> None:
    window, player, last = completing_game(make_window, (2, 3, 5, 8))  # 4 2 3 5 8: nothing
    view = window.play.ui.sheetView
    before = view.grab().toImage()
    assert share_of(before, legend_row_rect(view, FULL_HOUSE), COLORS.bonus) == 0
    play_writes(player, last)
    # The model says what the core judged; the picture carries it to the painter.
    lines = window.play.line_model
    assert lines.data(lines.line_index(R1), LineRole.COMBINATION) is Combination.FULL_HOUSE
    assert lines.data(lines.line_index(CA), LineRole.COMBINATION) is Combination.NONE
    picture = view.picture()
    assert picture.active_legend_row == FULL_HOUSE and picture.legend_rows == {FULL_HOUSE}
    assert picture.active_bonus_line == R1 and picture.plain_lines == {CA}
    image = view.grab().toImage()
    assert share_of(image, legend_row_rect(view, FULL_HOUSE), COLORS.bonus) > 0.4
    for row in range(len(LEGEND)):
        if row != FULL_HOUSE:
            assert share_of(image, legend_row_rect(view, row), COLORS.bonus) == 0, row
    # Row 1 asks for circles in a strong colour; column a (no combination) is quiet and grey.
    row_fills = {cell: cell_fill(image, view, cell) for cell in LINE_CELLS[R1] if cell != A1}
    assert all(close(fill, COLORS.bonus) for fill in row_fills.values()), row_fills
    column_fills = [cell_fill(image, view, cell) for cell in COLUMN_CELLS]
    assert all(close(fill, COLORS.plain_line) for fill in column_fills), column_fills
    assert not close(COLORS.bonus, COLORS.plain_line, 40)
    # Its white field is filled and framed: it is where the bonus is.
    field = view.white_field_rect(R1)
    assert share_of(image, field, COLORS.bonus) > 0.3
    assert share_of(image, field.adjusted(-2, -2, 2, 2), COLORS.bonus_frame) > 0.02
    assert share_of(image, view.white_field_rect(CA), COLORS.bonus) == 0
    # The circles picked, the legend goes quiet again.
    player.click_cell(A1)
    player.click_cell(cell_index("b1"))
    assert view.picture().legend_rows == frozenset()
    after = view.grab().toImage()
    assert share_of(after, legend_row_rect(view, FULL_HOUSE), COLORS.bonus) == 0


def test_with_two_lines_due_the_chosen_one_asks_and_the_other_waits_quietly(make_window) -> None:
    window, player, last = completing_game(make_window, (6, 6, 8, 8))  # 4 6 6 8 8: two pairs
    view = window.play.ui.sheetView
    play_writes(player, last)
    assert window.play.controller.bonus_lines == {R1, CA}
    player.click_white_field(R1)  # handle the full house first
    picture = view.picture()
    assert picture.active_bonus_line == R1
    assert picture.active_legend_row == FULL_HOUSE
    assert picture.legend_rows == {FULL_HOUSE, TWO_PAIRS}
    image = view.grab().toImage()
    assert close(cell_fill(image, view, cell_index("c1")), COLORS.bonus)
    assert all(close(cell_fill(image, view, cell), COLORS.bonus_waiting) for cell in COLUMN_CELLS)
    assert share_of(image, legend_row_rect(view, FULL_HOUSE), COLORS.bonus) > 0.4
    assert share_of(image, legend_row_rect(view, TWO_PAIRS), COLORS.bonus_waiting) > 0.4
    assert share_of(image, legend_row_rect(view, TWO_PAIRS), COLORS.bonus) == 0
    assert share_of(image, view.white_field_rect(CA), COLORS.bonus_waiting) > 0.3


def ink_share(view: SheetView, rect: QRectF) -> float:
    return share_of(view.grab().toImage(), rect, COLORS.ink)


def set_animations_in_settings(window, qtbot, enabled: bool) -> None:
    """Edit > Settings…, tick or untick the animations, OK: as a person does."""
    window.persistence.settings_action.trigger()
    dialog = window.persistence.settings_dialog
    qtbot.waitExposed(dialog)
    if dialog.ui.animationCheck.isChecked() != enabled:
        click_button(qtbot, dialog.ui.animationCheck)  # its label, not its empty middle
    assert dialog.ui.animationCheck.isChecked() == enabled
    ok = dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()


def score_row_one(window, player, qtbot) -> None:
    """Circle the full house's bonus in a1 and b1, then c1, d1 and e1: row 1 scores."""
    player.click_cell(A1)
    player.click_cell(cell_index("b1"))
    for name in ("c1", "d1"):
        player.roll()
        qtbot.waitUntil(lambda: not window.play.ui.dicePanel.animating)
        player.click_cell(cell_index(name))
    player.roll()
    qtbot.waitUntil(lambda: not window.play.ui.dicePanel.animating)
    assert not window.play.controller.game.sheets[0].scored
    player.click_cell(cell_index("e1"))
    assert window.play.controller.game.sheets[0].scored == 1 << R1


@pytest.fixture
def animations_allowed(monkeypatch: pytest.MonkeyPatch) -> None:
    """The app as people run it: the test-wide switch that stops every animation is off."""
    monkeypatch.setenv("KNASTER_QT_NO_ANIMATION", "0")


@pytest.mark.usefixtures("animations_allowed")
def test_a_scored_line_has_its_white_field_circled_before_the_eyes(make_window, qtbot) -> None:
    window, player, last = completing_game(make_window, (2, 3, 5, 8))
    set_animations_in_settings(window, qtbot, True)
    view = window.play.ui.sheetView
    qtbot.waitUntil(lambda: not window.play.ui.dicePanel.animating)
    play_writes(player, last)
    # While row 1 asks for its circles, its white field's frame breathes (checked at
    # chosen moments of the running animation, not by the clock of a busy machine).
    pulse = view.animations.pulse
    assert pulse.state() == pulse.State.Running
    frames = []
    for moment in (0, PULSE_MS // 2):
        pulse.setCurrentTime(moment)
        rim = view.white_field_rect(R1).adjusted(-3, -3, 3, 3)
        frames.append(
            (view.picture().pulse, share_of(view.grab().toImage(), rim, COLORS.bonus_frame))
        )
    assert frames[0][0] < 0.1 and frames[1][0] > 0.9
    assert frames[1][1] > frames[0][1] * 1.2, frames  # a wider frame at the breath's height
    field = view.white_field_rect(R1).adjusted(-8, -8, 8, 8)
    score_row_one(window, player, qtbot)
    assert view.animations.pulse.state() != view.animations.pulse.State.Running
    sweeps = view.picture().field_sweeps
    assert [line for line, _ in sweeps] == [R1] and 0 <= sweeps[0][1] < 1
    view.animations.sweep.setCurrentTime(SWEEP_MS // 3)  # a moment of the running animation
    part = view.picture().field_sweeps
    assert part and 0 < part[0][1] < 1
    drawing = ink_share(view, field)
    qtbot.waitUntil(lambda: not view.picture().field_sweeps, timeout=3000)
    whole = ink_share(view, field)
    assert 0 < drawing < whole * 0.95, (drawing, whole)


@pytest.mark.usefixtures("animations_allowed")
def test_with_animations_off_in_settings_the_circle_is_there_at_once(make_window, qtbot) -> None:
    window, player, last = completing_game(make_window, (2, 3, 5, 8))
    set_animations_in_settings(window, qtbot, False)
    view = window.play.ui.sheetView
    play_writes(player, last)
    qtbot.wait(300)
    assert view.picture().bonus_lines == {R1} and view.picture().pulse == 0.0
    field = view.white_field_rect(R1).adjusted(-8, -8, 8, 8)
    score_row_one(window, player, qtbot)
    assert view.picture().field_sweeps == ()
    at_once = ink_share(view, field)
    qtbot.wait(300)
    assert ink_share(view, field) == at_once > 0


def finish_game(window, player, qtbot) -> None:
    """Write every cell (answering bonuses), then play the extra round."""
    controller = window.play.controller
    for cell in range(25):
        player.roll()
        qtbot.waitUntil(lambda: not window.play.ui.dicePanel.animating)
        player.click_cell(cell)
        player.answer_bonus_prompts()
    player.roll()
    qtbot.waitUntil(lambda: not window.play.ui.dicePanel.animating)
    if not controller.game.game_over:
        player.click_cell(min(controller.target_cells()))
    assert controller.game.game_over


# Numbers for every cell that make few combinations, then the extra round's roll.
ENDGAME_ROLLS = [2 + (cell * 7) % 11 for cell in range(25)] + [2]


@pytest.mark.usefixtures("animations_allowed")
@pytest.mark.parametrize("animated", [True, False])
def test_the_end_of_the_game_circles_the_total(make_window, qtbot, animated: bool) -> None:
    window, player = make_window(ENDGAME_ROLLS + [7] * 10)
    set_animations_in_settings(window, qtbot, animated)
    view = window.play.ui.sheetView
    finish_game(window, player, qtbot)
    fields = [view.sheet_transform().mapRect(QRectF(*r)) for r in geo.score_field_rects_mm()]
    circles_box, total_box = fields[1], fields[2]
    score = window.play.controller.game.score(0)
    assert score.circles == score.total  # the same number written in both boxes (no lines)
    if animated:
        total = view.animations.total
        assert total.state() == total.State.Running
        assert 0 <= view.picture().total_circle < 1
        total.setCurrentTime(TOTAL_MS // 3)  # a moment of the running animation
        assert 0 < view.picture().total_circle < 1
        drawing = ink_share(view, total_box)
        qtbot.waitUntil(lambda: view.picture().total_circle == 1.0, timeout=3000)
        assert drawing < ink_share(view, total_box) * 0.95
    else:
        assert view.picture().total_circle == 1.0
        assert view.animations.total.state() != view.animations.total.State.Running
    # The total is circled: more ink in its box than in the circles' box with the same number.
    assert ink_share(view, total_box) > 1.5 * ink_share(view, circles_box) > 0


def test_a_line_completed_on_one_sheet_is_not_highlighted_on_the_next_players(qtbot) -> None:
    """Hot seat: Ann's row 1 (no combination) turns grey on her sheet, never on Bob's."""
    from knaster_qt.games.knaster.core.game import Game
    from knaster_qt.shell.views.main_window import MainWindow
    from tests.shell.views.conftest import Player, dice_for

    sums = iter([2, 3, 5, 8, 12, 7])
    window = MainWindow(Game(["Ann", "Bob"]), dice_source=lambda: dice_for(next(sums)))
    qtbot.addWidget(window)
    window.resize(1180, 760)
    window.show()
    qtbot.waitExposed(window)
    player, controller, view = (
        Player(qtbot, window),
        window.play.controller,
        window.play.ui.sheetView,
    )
    ann_cells, bob_cells = iter(range(5)), iter(range(10, 15))
    while True:
        player.roll()
        while controller.game.players_to_act():
            if controller.player == 0:
                cell = next(ann_cells)
                player.click_cell(cell)  # Ann: row 1
                if cell == 4:
                    break
            else:
                player.click_cell(next(bob_cells))  # Bob: row 3
        else:
            continue
        break
    assert controller.game.sheets[0].filled & 0b11111 == 0b11111
    assert controller.player == 1  # Bob's turn: his sheet is on screen
    picture = view.picture()
    assert picture.plain_lines == frozenset() and picture.legend_rows == frozenset()
    image = view.grab().toImage()
    assert not any(close(cell_fill(image, view, cell), COLORS.plain_line) for cell in range(5))
