"""Exact Hit's Qt models over the controller: qtmodeltester on each, on a fresh game and
mid-game, and dataChanged naming exactly the cells, dice and seats that changed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QPaintEvent, QRegion

from knaster_qt.games.exact_hit.core.game import Game
from knaster_qt.games.exact_hit.core.sheets import FIELDS, ROWS
from knaster_qt.games.exact_hit.models.controller import ExactHitController
from knaster_qt.games.exact_hit.models.dice_model import DiceModel, DieRole
from knaster_qt.games.exact_hit.models.players_model import PlayerRole, PlayersModel
from knaster_qt.games.exact_hit.models.sheet_model import SCORE_COLUMN, SheetModel, SheetRole
from knaster_qt.games.exact_hit.views.sheet_view import ExactHitSheetView

DICE = (2, 5, 3, 6, 4, 1)


def controller_of(players: int = 1) -> ExactHitController:
    return ExactHitController(Game(players, ["A", "B", "C"][:players]), dice_source=lambda _: DICE)


def fitting(controller: ExactHitController) -> int:
    return next(c for c in range(6) if controller.why_not_write(c) is None)


def play_some(controller: ExactHitController) -> None:
    """A throw, a keep, a die written, taken back, written again and Done."""
    controller.throw()
    controller.keep()
    colour = fitting(controller)
    controller.write(colour)
    controller.take_back()
    controller.write(colour)
    controller.done()
    controller.throw()


@pytest.mark.parametrize(
    "make",
    [SheetModel, lambda c: SheetModel(c, 1, interactive=False), DiceModel, PlayersModel],
    ids=["sheet", "other-sheet", "dice", "players"],
)
def test_every_model_passes_the_model_tester_fresh_and_mid_game(qtmodeltester, make) -> None:
    # One check per model (the tester stays connected and checks each signal after it):
    # a fresh game played on and replaced, and a model made mid-game.
    controller = controller_of(2)
    qtmodeltester.check(make(controller), force_py=True)
    play_some(controller)
    controller.replace(Game(3, ["C", "D", "E"]))
    play_some(controller)


@pytest.mark.parametrize(
    "make",
    [SheetModel, lambda c: SheetModel(c, 1, interactive=False), DiceModel, PlayersModel],
    ids=["sheet", "other-sheet", "dice", "players"],
)
def test_every_model_passes_the_model_tester_made_mid_game(qtmodeltester, make) -> None:
    controller = controller_of(2)
    play_some(controller)
    controller.keep()
    controller.write(fitting(controller))
    qtmodeltester.check(make(controller), force_py=True)
    controller.take_back()
    controller.done()


def changes_of(model) -> list[tuple[int, int, int, int, list[int]]]:
    seen: list[tuple[int, int, int, int, list[int]]] = []
    model.dataChanged.connect(
        lambda top, bottom, roles: seen.append(
            (top.row(), top.column(), bottom.row(), bottom.column(), list(roles))
        )
    )
    return seen


def test_a_die_written_changes_its_field_and_only_the_current_rows_cells(qapp) -> None:
    controller = controller_of()
    sheet, dice = SheetModel(controller), DiceModel(controller)
    controller.throw()
    controller.keep()  # the die showing 1 is not locked any more
    row = controller.current_row()
    colour = fitting(controller)
    position = controller.game.marks[0].sheet.position_of(row, colour)
    assert sheet.index(row, position).data(SheetRole.LEGAL_NOW) is True
    assert sheet.index(row, position).data(SheetRole.PREVIEW_VALUE) == DICE[colour]
    sheet_changes, dice_changes = changes_of(sheet), changes_of(dice)
    controller.write(colour)
    assert all(top == bottom for top, _c, bottom, _c2, _r in sheet_changes)  # one cell each
    assert {top for top, *_rest in sheet_changes} == {row}  # no other row was touched
    written = [roles for _r, column, _b, _c, roles in sheet_changes if column == position]
    assert len(written) == 1 and SheetRole.VALUE in written[0]
    assert sheet.index(row, position).data(SheetRole.VALUE) == DICE[colour]
    assert sheet.index(row, position).data() == str(DICE[colour])
    assert [(top, roles) for top, _c, _b, _c2, roles in dice_changes] == [
        (colour, [DieRole.WRITTEN])
    ]


def test_a_throw_changes_the_dice_and_the_sheets_targets_not_its_marks(qapp) -> None:
    controller = controller_of(2)
    sheet, dice, players = SheetModel(controller), DiceModel(controller), PlayersModel(controller)
    sheet_changes, dice_changes = changes_of(sheet), changes_of(dice)
    seat_changes = changes_of(players)
    tumbling: list[frozenset[int]] = []
    dice.thrown.connect(tumbling.append)
    controller.throw()
    assert tumbling == [frozenset(range(6))]
    assert [dice.index(c).data(DieRole.VALUE) for c in range(6)] == list(DICE)
    assert {top for top, *_rest in dice_changes} == set(range(6))
    assert all(SheetRole.VALUE not in roles for *_rest, roles in sheet_changes)
    assert seat_changes == []  # the same seat acts, no points yet
    controller.rethrow()  # the die showing 1 stays still
    assert tumbling[-1] == frozenset(range(5))
    assert players.index(0).data(PlayerRole.ACTING) is True


def test_a_finished_row_fills_its_score_box(qapp) -> None:
    controller = controller_of()
    sheet = SheetModel(controller)
    for _turn in range(FIELDS):
        controller.throw()
        controller.keep()
        controller.done()  # nothing written: the leftmost field is crossed
    box = sheet.index(0, SCORE_COLUMN)
    assert box.data(SheetRole.FILLED) is True and box.data(SheetRole.VALUE) == 0
    assert all(sheet.index(0, p).data(SheetRole.CROSSED) for p in range(FIELDS))
    assert sheet.index(0, 0).data(SheetRole.CURRENT_ROW) == 1


def test_the_sheet_repaints_only_the_cells_the_model_names(qtbot) -> None:
    controller = controller_of()
    view = ExactHitSheetView()
    view.setModel(SheetModel(controller))
    qtbot.addWidget(view)
    view.resize(760, 532)
    view.show()
    qtbot.waitExposed(view)
    controller.throw()
    qtbot.wait(10)
    painted = QRegion()
    original = view.paintEvent

    def paint(event: QPaintEvent) -> None:
        nonlocal painted
        painted = painted.united(event.region())
        original(event)

    view.paintEvent = paint  # type: ignore[method-assign]
    row = controller.current_row()
    assert row is not None
    controller.write(fitting(controller))
    qtbot.waitUntil(lambda: not painted.isEmpty())
    other = (row + 1) % ROWS
    assert painted.intersects(view.field_rect((row, 0)).toAlignedRect())
    assert not painted.intersects(view.field_rect((other, 3)).toAlignedRect())
    assert painted.boundingRect() != QRect(view.rect())
