"""The controller between the Loop Tiles window and the core: it asks the core and knows
when the screen must be handed over between people (no widgets here)."""

from __future__ import annotations

import time

import pytest
from hypothesis import given
from hypothesis import strategies as st

from knaster_qt.games.loop_tiles.core.placement import placement_points
from knaster_qt.games.loop_tiles.core.transcript import Transcript
from knaster_qt.games.loop_tiles.models.controller import LoopTilesController


@pytest.fixture
def parent(qapp):
    from PySide6.QtCore import QObject

    return QObject()


def controller_of(parent, levels: tuple[str | None, ...], seed: int = 3) -> LoopTilesController:
    names = ["Ann", "Bob", "Cleo", "Dan"][: len(levels)]
    controller = LoopTilesController(Transcript.new(names, seed), levels, parent)
    controller.set_pace(False, 100)
    return controller


def end_turns(qtbot, controller: LoopTilesController, turns: int) -> list[tuple[int, bool]]:
    """(player to play, hand-over asked) after each of ``turns`` person's turns ended."""
    seen = []
    for _ in range(turns):
        qtbot.waitUntil(lambda: controller.can_act or controller.awaiting_handover)
        controller.hand_over()
        game = controller.game
        rack = game.racks[game.current]
        found = [(s, q) for s, t in enumerate(rack) for q in game.legal_placements(t)]
        assert found, "a tile fits (a turn without one could end the game)"
        assert controller.place(found[0][1], found[0][0])
        controller.end_turn()
        qtbot.waitUntil(lambda: controller.can_act or controller.awaiting_handover)
        seen.append((controller.game.current, controller.awaiting_handover))
    return seen


# seats (None a person, else a level) | hand-over at the start | (next player, hand-over) per turn
HANDOVERS = [
    ((None,), False, [(0, False), (0, False)]),
    ((None, "easy"), False, [(0, False), (0, False)]),
    ((None, None), True, [(1, True), (0, True)]),
    ((None, "easy", None), True, [(2, True), (0, True)]),
    (("easy", None, None), True, [(2, True), (1, True)]),
]


@pytest.mark.parametrize(("seats", "at_start", "turns"), HANDOVERS)
def test_the_screen_is_handed_over_only_between_two_people(
    qtbot, parent, seats, at_start, turns
) -> None:
    controller = controller_of(parent, seats)
    qtbot.waitUntil(lambda: controller.can_act or controller.awaiting_handover)
    assert controller.awaiting_handover == at_start
    if at_start:
        assert controller.rack_owner() is None  # nobody's rack face up before "ready"
    assert end_turns(qtbot, controller, len(turns)) == turns


@given(seed=st.integers(0, 10_000), slot=st.integers(0, 4))
def test_the_lit_squares_and_points_are_the_cores(qapp, seed, slot) -> None:
    from PySide6.QtCore import QObject

    owner = QObject()  # kept alive for the test: it owns the controller
    controller = controller_of(owner, (None,), seed)
    game = controller.game
    controller.hold(slot)
    tile = game.racks[0][slot]
    assert controller.fits() == frozenset(game.legal_placements(tile))
    for square in controller.fits():
        assert controller.preview(square) == placement_points(game.board, game.placed, tile, square)
    assert controller.preview(game.board.start) is None  # taken: no points shown
    controller.hold(slot)  # the same tile again: put down
    assert controller.held is None and controller.fits() == frozenset()


def test_a_fourth_tile_and_an_illegal_square_are_refused_with_the_cores_reason(
    qtbot, parent
) -> None:
    controller = controller_of(parent, (None,), seed=5)
    game = controller.game
    messages: list[str] = []
    controller.message.connect(messages.append)
    controller.hold(0)
    assert not controller.place((0, 0))  # A1: no tile beside it
    assert messages[-1] == "That tile cannot go there: A1 has no tile beside it."
    placed = 0
    while placed < 3:
        found = [(s, q) for s, t in enumerate(game.racks[0]) for q in game.legal_placements(t)]
        if not found:
            break
        assert controller.place(found[0][1], found[0][0])
        placed += 1
    if placed == 3:
        controller.hold(0)
        assert controller.fits() == frozenset()  # the core allows no fourth tile
    controller.take_back()
    assert len(game.this_turn) == placed - 1


def test_with_animations_a_computer_places_its_tiles_one_by_one(qtbot, parent) -> None:
    controller = controller_of(parent, (None, "easy"))
    controller.set_pace(True, 1000)  # ten times the normal speed: 65 ms a step
    game = controller.game
    placed_seen: list[int] = []
    rack = game.racks[0]
    slot, square = next((s, q) for s, t in enumerate(rack) for q in game.legal_placements(t))
    controller.place(square, slot)
    controller.end_turn()
    controller.changed.connect(
        lambda change: change.recorded and placed_seen.append(len(game.this_turn))
    )
    assert game.current == 1 and not game.this_turn  # nothing placed at once
    started = time.monotonic()
    qtbot.waitUntil(lambda: controller.can_act)
    steps = len(placed_seen)  # each placement, then the end of the turn
    assert time.monotonic() - started >= 0.9 * 0.065 * steps
    robo = [count for count in placed_seen if count]
    assert robo == list(range(1, len(robo) + 1)) and robo  # each tile a step of its own
    assert game.current == 0 and game.turns_played == 2
