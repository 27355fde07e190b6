"""KnasterPresenter says the banner, round, score and sheet-title texts without any widget."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from knaster_qt.games.knaster.core.game import Game
from knaster_qt.games.knaster.core.notation import cell_index
from knaster_qt.games.knaster.models.controller import KnasterController
from knaster_qt.games.knaster.models.presenter import KnasterPresenter


def scripted(*pairs: tuple[int, int]):
    dice = iter(pairs)
    return lambda: next(dice)


def said(presenter: KnasterPresenter) -> dict[str, list[str]]:
    """Every text the presenter emits, by signal."""
    texts: dict[str, list[str]] = {"banner": [], "round": [], "score": [], "title": []}
    presenter.bannerChanged.connect(texts["banner"].append)
    presenter.roundChanged.connect(texts["round"].append)
    presenter.scoreChanged.connect(texts["score"].append)
    presenter.titleChanged.connect(texts["title"].append)
    return texts


def test_a_new_solo_game_says_no_roll_yet_an_empty_score_and_no_title(qapp) -> None:
    widgets = set(QApplication.allWidgets())
    presenter = KnasterPresenter(KnasterController(Game(["Ann"])))
    assert presenter.round_text() == "No roll yet · Side A (classic)"
    assert presenter.score_text() == "White fields: 0<br>Circles: 0<br><b>Total: 0</b>"
    assert presenter.title() == ""  # one player: the sheet needs no name on it
    assert presenter.banner() == ""
    assert set(QApplication.allWidgets()) == widgets  # no widget was made


def test_a_roll_says_the_round_and_whose_turn_with_the_sum(qapp) -> None:
    controller = KnasterController(Game(["Ann", "Bob"]), dice_source=scripted((3, 4)))
    presenter = KnasterPresenter(controller)
    texts = said(presenter)
    controller.roll()
    assert texts["round"] == ["Round 1"]
    assert texts["title"] == ["Ann's turn · roll 7"]
    assert texts["score"] == []  # nothing was written: the score box keeps its words
    controller.click_cell(cell_index("c3"))
    assert presenter.title() == "Bob's turn · roll 7"
    assert presenter.score_text().startswith("<b>Bob</b><br>")


def test_a_completed_line_puts_the_bonus_prompt_on_the_banner_and_takes_it_away(qapp) -> None:
    controller = KnasterController(Game(["Ann"]), dice_source=scripted(*[(3, 4)] * 5))
    presenter = KnasterPresenter(controller)
    texts = said(presenter)
    for cell in ("a1", "b1", "c1", "d1", "e1"):
        controller.roll()
        controller.click_cell(cell_index(cell))
    assert texts["banner"] and texts["banner"][-1]  # five 7s in row 1: circle 3 for the bonus
    assert presenter.banner() == texts["banner"][-1]
    while controller.bonus_cells():
        controller.click_cell(min(controller.bonus_cells()))
    assert texts["banner"][-1] == ""
    assert "Circles: 3" in presenter.score_text()


def test_another_players_sheet_is_titled_look_only_with_their_score(qapp) -> None:
    controller = KnasterController(Game(["Ann", "Bob"]))
    presenter = KnasterPresenter(controller)
    texts = said(presenter)
    presenter.show_player(1)
    assert texts["title"] == ["Bob's sheet · look only"]
    assert texts["score"][-1].startswith("<b>Bob</b><br>")
    presenter.show_player(0)  # the playable sheet again
    assert presenter.title() == "Ann's sheet"


def test_the_last_round_and_the_end_are_said(qapp) -> None:
    rolls = [2 + (cell * 7) % 11 for cell in range(25)] + [2]
    controller = KnasterController(Game(["Ann"]))
    presenter = KnasterPresenter(controller)
    texts = said(presenter)
    for cell, total in enumerate(rolls[:25]):
        controller.roll(total)
        controller.click_cell(cell)
        while controller.bonus_cells():
            controller.click_cell(min(controller.bonus_cells()))
    assert texts["round"][-1] == "Round 25" and not controller.game.game_over
    controller.roll(rolls[25])  # the grid is full: everyone plays one more round
    assert texts["round"][-1] == "Round 26 · last round"
    if not controller.game.game_over:
        controller.click_cell(min(controller.target_cells()))
    assert controller.game.game_over
    score = controller.game.score(0)
    assert texts["score"][-1] == (
        f"White fields: {score.line_points}<br>Circles: {score.circles}"
        f"<br><b>Total: {score.total}</b>"
    )
