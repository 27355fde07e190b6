"""Coin Toss's parts one by one, as the example for the next game's tests: the controller's
one Change per gesture, the item model under qtmodeltester and its precise dataChanged, and
the presenter's banner read with no widget at all (the whole game by clicks is in
test_toy_game.py)."""

from __future__ import annotations

import pytest

from knaster_qt.change import Change, Initiator, Part
from tests.shell.fake_game.core import CoinToss
from tests.shell.fake_game.models.controller import CoinTossController
from tests.shell.fake_game.models.presenter import CoinTossPresenter
from tests.shell.fake_game.models.tosses_model import TossesModel, TossRole


@pytest.fixture
def controller(qapp) -> CoinTossController:
    # Ann against a lucky computer player (who always guesses heads), four tosses.
    game = CoinToss(("Ann", "Bot"), {"Bot": "lucky"}, "four-tosses")
    return CoinTossController(game)


def test_a_click_reports_each_gesture_once_and_finished_after_the_last(controller) -> None:
    seen: list[Change | str] = []
    controller.changed.connect(seen.append)
    controller.finished.connect(lambda: seen.append("finished"))
    controller.guess("heads")  # Ann right, then Bot's heads on tails
    assert [(c.initiator, c.player, c.recorded) for c in seen if isinstance(c, Change)] == [
        (Initiator.PERSON, 0, True),
        (Initiator.COMPUTER, 1, True),
    ]
    assert all(Part.SHEET in c and Part.END not in c for c in seen if isinstance(c, Change))
    seen.clear()
    controller.guess("tails")  # Ann wrong on heads, Bot right on tails: the end
    assert isinstance(seen[-2], Change) and Part.END in seen[-2] and seen[-1] == "finished"
    assert controller.is_over and controller.rounds == 4


def test_the_model_passes_the_model_tester_and_names_only_the_rows_that_changed(
    controller, qtmodeltester
) -> None:
    model = TossesModel(controller)
    qtmodeltester.check(model)
    assert model.rowCount() == 4  # the rule's tosses, the ones still to come empty
    assert model.index(3, 0).data(TossRole.SIDE) is None
    assert model.index(3, 0).data(TossRole.PLAYER) == "Bot"
    rows: list[tuple[int, int]] = []
    model.dataChanged.connect(lambda first, last, _roles: rows.append((first.row(), last.row())))
    controller.guess("tails")  # Ann on heads, Bot on tails: both wrong, one signal a row
    assert rows == [(0, 0), (1, 1)]
    assert [model.index(n, 0).data(TossRole.RIGHT) for n in range(2)] == [False, False]
    controller.undo()  # Bot's toss taken back: row 1 is empty again
    assert rows[-1] == (1, 1) and model.index(1, 0).data(TossRole.SIDE) is None
    qtmodeltester.check(model)
    controller.set_game(CoinToss(("Ann",), rule="ten-tosses"))  # another game: a reset
    assert model.rowCount() == 10
    qtmodeltester.check(model)


def test_the_presenter_says_the_banner_without_widgets(controller) -> None:
    presenter = CoinTossPresenter(controller)
    said: list[str] = []
    presenter.bannerText.connect(said.append)
    assert presenter.banner() == "Ann, guess. Ann: 0, Bot: 0"
    controller.guess("heads")
    assert said[-1] == "Ann, guess. Ann: 1, Bot: 0"
    controller.guess("heads")
    assert said[-1] == "Game over. Ann: 2, Bot: 0"
