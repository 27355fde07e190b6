"""Loop Tiles' presenter says the texts beside the board without any widget: whose turn,
the turn's points, the final ranking, the hand-over words and the nudge to take a tile."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication

from knaster_qt.games.loop_tiles.core.transcript import Transcript
from knaster_qt.games.loop_tiles.models.controller import LoopTilesController
from knaster_qt.games.loop_tiles.models.presenter import Controls, LoopTilesPresenter
from tests.games.loop_tiles.models.test_models import finished_transcript, first_fit


@pytest.fixture
def parent(qapp) -> QObject:
    return QObject()


def presented(parent: QObject, transcript: Transcript, levels: tuple[str | None, ...]):
    controller = LoopTilesController(transcript, levels, parent)
    controller.set_pace(False, 100)
    presenter = LoopTilesPresenter(controller, parent)
    said: dict[str, str] = {}
    for name in ("turnText", "pointsText", "rankingText", "handoverText"):
        getattr(presenter, name).connect(lambda text, name=name: said.__setitem__(name, text))
    return controller, presenter, said


def test_after_a_placement_the_banner_and_score_line_say_the_turn_so_far(parent) -> None:
    controller, _presenter, said = presented(parent, Transcript.new(["Ann"], 3), (None,))
    slot, square = first_fit(controller)
    controller.place(square, slot)
    game = controller.game
    assert said["turnText"] == "Ann's turn"
    assert said["pointsText"] == (
        f"This turn: {game.turn_points()} points, 1 of 3 tiles placed · bag: {len(game.bag.tiles)}"
    )
    assert said["rankingText"] == ""
    assert not QApplication.topLevelWidgets()  # no widget was made


def test_a_computer_player_s_turn_and_the_hand_over_are_named(parent) -> None:
    controller, presenter, said = presented(
        parent, Transcript.new(["Ann", "Robo"], 3), (None, "easy")
    )
    slot, square = first_fit(controller)
    controller.place(square, slot)
    controller.end_turn()
    assert said["turnText"] == "Robo (computer) is playing…"
    assert said["handoverText"] == "Pass to Robo\nRobo, click when ready"
    assert presenter.board_clicked_empty_handed() is None  # not Ann's turn: nothing to say


def test_at_the_end_the_banner_names_the_winner_and_the_ranking_is_shown(parent) -> None:
    transcript = finished_transcript()
    _controller, presenter, said = presented(parent, transcript, (None, None))
    presenter.refresh()
    scores = transcript.game.scores
    winner = "Ann" if scores[0] > scores[1] else "Bob"
    assert scores[0] != scores[1]
    assert said["turnText"] == f"Game over: {winner} wins."
    assert said["pointsText"] == ""
    assert said["rankingText"].startswith("<b>Final ranking</b>")
    assert f"<td>{winner}</td><td align='right'>{max(scores)}</td>" in said["rankingText"]


def test_a_click_on_the_board_with_no_tile_in_hand_says_to_take_one(parent) -> None:
    _controller, presenter, _said = presented(parent, Transcript.new(["Ann"], 3), (None,))
    assert presenter.board_clicked_empty_handed() == (
        "Take a tile from your rack first (click or drag it)."
    )


def test_the_controls_follow_the_turn_and_the_hand_over(parent) -> None:
    controller, presenter, _said = presented(
        parent, Transcript.new(["Ann", "Bob"], 3), (None, None)
    )
    seen: list[Controls] = []
    presenter.controlsChanged.connect(seen.append)
    assert presenter.controls() == Controls(handover=True)  # two people: hand over first
    controller.hand_over()
    assert seen[-1] == Controls(end_turn=True, act=True)  # nothing placed yet, and a tile fits
    slot, square = first_fit(controller)
    controller.place(square, slot)
    assert seen[-1] == Controls(end_turn=True, take_back=True, act=True)
    controller.end_turn()
    assert seen[-1] == Controls(handover=True)  # Bob's turn: the screen is handed over


def test_at_the_end_the_controls_show_the_ranking_and_allow_nothing(parent) -> None:
    _controller, presenter, _said = presented(parent, finished_transcript(), (None, None))
    assert presenter.controls() == Controls(over=True)


def steps_said(parent: QObject, transcript: Transcript, levels: tuple[str | None, ...]):
    controller, presenter, said = presented(parent, transcript, levels)
    presenter.stepText.connect(lambda text: said.__setitem__("stepText", text))
    presenter.refresh()
    return controller, presenter, said


def test_a_step_sentence_says_what_to_do_at_every_step_of_a_turn(parent) -> None:
    """Choose a tile, place it on a lit square, place another or end the turn, and after
    three tiles end the turn or take one back: said at each step, without a widget."""
    for seed in range(1, 60):  # a bag whose first rack has a tile that fits
        controller, _presenter, said = steps_said(parent, Transcript.new(["Ann"], seed), (None,))
        game = controller.game
        if game.can_place(0):
            break
    assert said["stepText"] == (
        "Choose a tile from your rack: click it (the squares where it fits light up), or drag "
        "it to the board."
    )
    slot, square = first_fit(controller)
    controller.hold(slot)
    value = game.racks[0][slot].value
    assert said["stepText"] == (
        f"Place the {value} tile on a lit square (each shows its points), or click it again to "
        "put it back."
    )
    controller.hold(slot)  # put down again
    assert said["stepText"].startswith("Choose a tile")
    controller.place(square, slot)
    while len(game.this_turn) < 3 and game.can_place(0):
        assert (
            said["stepText"] == "Place another tile (up to three in a turn), or end your turn (E)."
        )
        controller.place(*reversed(first_fit(controller)))
    if len(game.this_turn) == 3:
        assert said["stepText"] == (
            "Three tiles placed, the most in a turn: end your turn (E), or take the last one "
            "back (Ctrl+Z)."
        )
    else:
        assert said["stepText"] == "None of your other tiles fits now: end your turn (E)."
    controller.end_turn()
    assert said["stepText"].startswith("Choose a tile") or "exchange" in said["stepText"]


def test_a_tile_that_fits_nowhere_and_a_stuck_rack_are_named(parent) -> None:
    for seed in range(1, 200):  # a first rack with a tile that fits nowhere
        controller, _presenter, said = steps_said(parent, Transcript.new(["Ann"], seed), (None,))
        if controller.unplayable_slots():
            break
    slot = min(controller.unplayable_slots())
    controller.hold(slot)
    value = controller.game.racks[0][slot].value
    assert said["stepText"] == (
        f"The {value} tile fits nowhere now: choose another tile, or end your turn (E)."
    )
    # Tiles 9-13 (E-W lines) against the start tile 0 (N-S): none fits, exchange.
    first = [9, 10, 11, 12, 13, 0]
    stuck = Transcript(["Ann"], [*first, *(n for n in range(81) if n not in first)])
    controller, _presenter, said = steps_said(parent, stuck, (None,))
    assert controller.can_exchange
    assert said["stepText"] == (
        "None of your tiles fits anywhere: exchange them (Exchange tiles), or end your turn."
    )


def test_between_turns_the_step_says_whom_to_wait_for_or_to_hand_over_to(parent) -> None:
    controller, _presenter, said = steps_said(
        parent, Transcript.new(["Ann", "Bob"], 3), (None, None)
    )
    assert said["stepText"] == "Hand the screen to Ann; Ann clicks the big button when ready."
    controller, _presenter, said = steps_said(
        parent, Transcript.new(["Ann", "Robo"], 3), (None, "easy")
    )
    controller.end_turn()
    assert said["stepText"] == "Wait while Robo places tiles."
    _controller, _presenter, said = steps_said(parent, finished_transcript(), (None, None))
    assert said["stepText"] == "The game is over. New Game starts another one."


def test_end_turn_with_nothing_placed_is_asked_once_to_each_person(parent) -> None:
    for seed in range(1, 60):
        controller, presenter, _said = presented(
            parent, Transcript.new(["Ann", "Bob", "Cid"], seed), (None, None, None)
        )
        if all(map(controller.game.can_place, range(3))):
            break
    controller.hand_over()
    question = "End your turn without placing a tile? At least one of your tiles fits on the board."
    assert presenter.end_turn_question() == question
    presenter.end_turn_answered()
    assert presenter.end_turn_question() is None  # Ann said yes once: not asked again
    controller.end_turn()
    controller.hand_over()
    assert presenter.end_turn_question() == question  # Bob is asked for his part
    presenter.end_turn_answered()
    controller.end_turn()
    controller.hand_over()
    # Cid's empty turn would make a round without a tile: that ends the game, asked always.
    assert presenter.end_turn_question() == (
        "End your turn without placing a tile? At least one of your tiles fits, and a round "
        "without a tile ends the game."
    )
    slot, square = first_fit(controller)
    controller.place(square, slot)
    assert presenter.end_turn_question() is None  # a tile placed: nothing to ask
