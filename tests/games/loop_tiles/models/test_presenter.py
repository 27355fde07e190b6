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
