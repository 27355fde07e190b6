"""The Qt models over the core: qtmodeltester on every model, and precise dataChanged signals."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from knaster_qt.games.knaster.core.game import Game
from knaster_qt.games.knaster.core.notation import cell_index, line_index
from knaster_qt.games.knaster.models.controller import KnasterController
from knaster_qt.games.knaster.models.grid_model import GridModel, GridRole
from knaster_qt.games.knaster.models.line_model import LineModel, LineRole


def scripted(*pairs: tuple[int, int]):
    dice = iter(pairs)
    return lambda: next(dice)


@pytest.mark.parametrize("model_class", [GridModel, LineModel])
def test_every_model_passes_the_model_tester_through_a_game(qtmodeltester, model_class) -> None:
    controller = KnasterController(Game(["Ann"]), dice_source=scripted(*[(3, 4)] * 10))
    model = model_class(controller)
    qtmodeltester.check(model, force_py=True)
    controller.roll()
    for cell in ("a1", "b1", "c1", "d1"):
        controller.click_cell(cell_index(cell))
        controller.roll()
    controller.click_cell(cell_index("e1"))  # five 7s: bonus due
    controller.click_cell(cell_index("a1"))  # one bonus cell picked
    controller.undo()
    controller.new_game(Game(["Ann", "Bob"], layout="B"))
    controller.roll()
    controller.click_cell(cell_index("c3"))
    qtmodeltester.check(model, force_py=True)


def test_a_write_signals_exactly_the_written_cell_and_the_cells_whose_legality_changed(
    qtbot,
) -> None:
    controller = KnasterController(Game(["Ann"]), dice_source=scripted((2, 5)))
    model = GridModel(controller)
    controller.roll()
    assert model.data(model.cell_index(cell_index("c3")), GridRole.CAN_WRITE) is True
    changes: list[tuple[int, int, list[int]]] = []
    model.dataChanged.connect(
        lambda top, bottom, roles: changes.append((top.row(), top.column(), roles))
    )
    controller.click_cell(cell_index("c3"))
    written = [roles for row, column, roles in changes if (row, column) == (2, 2)]
    assert len(written) == 1 and GridRole.VALUE in written[0]
    others = [roles for row, column, roles in changes if (row, column) != (2, 2)]
    assert len(others) == 24  # every other cell was writable and is not any more
    assert all(GridRole.VALUE not in roles and GridRole.CAN_WRITE in roles for roles in others)
    index = model.cell_index(cell_index("c3"))
    assert model.data(index, GridRole.VALUE) == 7
    assert model.data(index) == "7"
    assert model.data(index, GridRole.CELL_NAME) == "c3"


def test_roles_follow_the_core_for_circles_and_bonus(qtbot) -> None:
    controller = KnasterController(Game(["Ann"]), dice_source=scripted(*[(3, 4)] * 6))
    grid, lines = GridModel(controller), LineModel(controller)
    for cell in ("a1", "b1", "c1", "d1"):
        controller.roll()
        controller.click_cell(cell_index(cell))
    controller.roll()
    a1 = grid.cell_index(0)
    assert grid.data(a1, GridRole.CAN_CIRCLE) is True
    assert grid.data(a1, GridRole.CAN_WRITE) is False
    controller.click_cell(cell_index("e1"))  # five of a kind in row 1: circle 3
    r1 = lines.line_index(line_index("r1"))
    assert lines.data(r1, LineRole.BONUS_DUE) == 3
    assert lines.data(r1, LineRole.ACTIVE_BONUS) is True
    assert grid.data(a1, GridRole.AWAITING_BONUS) is True
    assert grid.data(a1, GridRole.BONUS_PICKABLE) is True
    assert grid.data(grid.cell_index(cell_index("a2")), GridRole.AWAITING_BONUS) is False
    controller.click_cell(0)
    assert grid.data(a1, GridRole.BONUS_PICKED) is True
    assert grid.data(a1, GridRole.CIRCLED) is False  # picked, not yet applied
    controller.click_cell(1)
    controller.click_cell(2)
    assert grid.data(a1, GridRole.CIRCLED) is True
    assert lines.data(r1, LineRole.BONUS_DUE) == 0
    assert lines.data(r1, LineRole.CIRCLED) == 3
    assert lines.data(r1, LineRole.FILLED) == 5


def test_the_controller_lets_computer_players_move_and_people_take_turns(qtbot) -> None:
    from knaster_qt.games.knaster.core.setup import GameSetup, Seat

    game = GameSetup(seats=(Seat("Ann"), Seat("Cid", "easy"), Seat("Bob"))).make_game(seed=1)
    controller = KnasterController(game, dice_source=scripted(*[(3, 4)] * 3))
    grid = GridModel(controller)  # follows the sheet being played
    assert controller.table.is_computer(1) and not controller.table.is_computer(2)
    players: list[int] = []
    controller.playerChanged.connect(players.append)
    with qtbot.waitSignal(grid.modelReset):
        controller.roll()
        controller.click_cell(cell_index("c3"))  # Ann; then Cid by himself; then Bob
    assert players == [2] and controller.player == 2
    assert game.sheets[1].filled and not game.sheets[2].filled
    assert grid.data(grid.cell_index(cell_index("c3")), GridRole.VALUE) == 0  # Bob's sheet
    controller.click_cell(cell_index("a1"))
    # Round 2 is Cid's to roll: he rolled by himself and played first, Bob is next.
    assert game.rounds == 2 and not controller.can_roll()
    assert controller.player == 2 and controller.table.roller_name() == "Cid"


def test_the_preview_role_says_what_a_click_would_do_and_is_signalled_with_legality(qtbot) -> None:
    from knaster_qt.games.knaster.models.clicks import ClickKind

    controller = KnasterController(Game(["Ann", "Bob"]), dice_source=scripted((2, 5)))
    grid, bobs = GridModel(controller), GridModel(controller, player=1)
    c3 = grid.cell_index(cell_index("c3"))
    assert grid.data(c3, GridRole.PREVIEW).kind is ClickKind.NOTHING  # roll first
    roles: list[list[int]] = []
    grid.dataChanged.connect(lambda _top, _bottom, changed: roles.append(changed))
    controller.roll()
    preview = grid.data(c3, GridRole.PREVIEW)
    assert preview.kind is ClickKind.WRITE and preview.value == 7
    assert preview.message == grid.data(c3, Qt.ItemDataRole.ToolTipRole)
    assert roles and all(GridRole.PREVIEW in changed for changed in roles)
    assert bobs.data(bobs.cell_index(cell_index("c3")), GridRole.PREVIEW) is None  # not played here


def test_with_real_dice_the_people_enter_a_computer_players_roll(qtbot) -> None:
    from knaster_qt.games.knaster.core.setup import GameSetup, Seat

    setup = GameSetup(seats=(Seat("Ann"), Seat("Cid", "easy")), real_dice=True)
    controller = KnasterController(setup.make_game(seed=1))
    game = controller.game
    assert controller.real_dice
    controller.roll(7)  # the sum of Ann's real dice
    controller.click_cell(cell_index("c3"))  # Ann; then Cid by himself
    assert game.rounds == 1 and not game.players_to_act()
    # The next roll is Cid's: the people roll real dice for him and enter them.
    assert not controller.computer_rolls_next() and controller.can_roll()
    assert controller.roll(8) and game.rounds == 2
