"""PlayersModel: what each player's card says, checked by qtmodeltester and through a game."""

from __future__ import annotations

from PySide6.QtCore import Qt

from knaster_qt.games.knaster.core.game import Game
from knaster_qt.games.knaster.core.notation import cell_index
from knaster_qt.games.knaster.models.controller import KnasterController
from knaster_qt.games.knaster.models.players_model import PlayerRole, PlayersModel


def scripted(*pairs: tuple[int, int]):
    dice = iter(pairs)
    return lambda: next(dice)


def test_the_players_model_passes_the_model_tester_fresh_and_mid_game(qtmodeltester) -> None:
    controller = KnasterController(Game(["Ann", "Bob"]), dice_source=scripted(*[(3, 4)] * 4))
    model = PlayersModel(controller)
    qtmodeltester.check(model, force_py=True)  # it stays connected: checks every change after
    controller.roll()
    controller.click_cell(cell_index("c3"))
    controller.new_game(Game(["Ann", "Bob", "Cid"]))
    assert model.rowCount() == 3
    controller.roll()
    controller.click_cell(cell_index("c3"))  # mid-game: Ann played, Bob and Cid to play
    qtmodeltester.check(model, force_py=True)


def test_a_turn_names_the_rows_whose_state_changed(qtbot) -> None:
    controller = KnasterController(Game(["Ann", "Bob"]), dice_source=scripted((3, 4)))
    model = PlayersModel(controller)
    ann, bob = model.index(0, 0), model.index(1, 0)
    assert model.data(ann, PlayerRole.STATE) == ""  # before the first roll no one is set apart
    controller.roll()
    assert model.data(ann, PlayerRole.STATE) == "turn"
    assert model.data(ann, PlayerRole.STATUS_TEXT) == "your turn"
    assert model.data(ann, PlayerRole.ROLLER) is True
    assert model.data(bob, PlayerRole.STATE) == "to play"
    changed: list[tuple[int, list[int]]] = []
    model.dataChanged.connect(lambda top, _bottom, roles: changed.append((top.row(), roles)))
    controller.click_cell(cell_index("c3"))
    assert {row for row, _ in changed} == {0, 1}
    assert all(PlayerRole.STATE in roles for _, roles in changed)
    assert model.data(ann, PlayerRole.STATE) == "played"
    assert model.data(bob, Qt.ItemDataRole.DisplayRole) == "Bob"
    assert model.data(bob, PlayerRole.STATUS_TEXT) == "your turn"
