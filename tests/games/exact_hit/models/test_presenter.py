"""The presenter's texts without any widget: the banner, score line, cards, Done and hint."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from knaster_qt.change import Change, Initiator, Part
from knaster_qt.games.exact_hit.core.game import Game
from knaster_qt.games.exact_hit.core.records import BOT_NOTE
from knaster_qt.games.exact_hit.models.controller import ExactHitController
from knaster_qt.games.exact_hit.models.presenter import ExactHitPresenter

DICE = (2, 5, 3, 6, 4, 1)


def presenter_of(game: Game) -> tuple[ExactHitController, ExactHitPresenter]:
    controller = ExactHitController(game, dice_source=lambda _: DICE)
    return controller, ExactHitPresenter(controller)


def test_the_banner_follows_the_throw_the_keep_and_the_end(qapp) -> None:
    widgets = set(QApplication.allWidgets())
    controller, presenter = presenter_of(Game(2, ["A", "B"], names=["Ann", "Bob"]))
    banners: list[str] = []
    presenter.turnText.connect(banners.append)
    controller.changed.connect(presenter.present)
    presenter.present()
    assert banners[-1] == "Round 1 · Ann throws. Throw the dice (R)."
    controller.throw()
    assert banners[-1].startswith("Round 1 · Ann: Throw again (dice showing 1 stay) or keep")
    assert "row 1" in banners[-1]
    controller.keep()
    assert banners[-1].startswith("Round 1 · Ann: Click a die, then its field in row 1")
    while not controller.game.game_over:
        if not controller.throw():
            controller.done()
    assert banners[-1] == "The game is over."
    assert set(QApplication.allWidgets()) == widgets  # no widget was made


def test_the_score_line_the_cards_and_done_say_the_game(qapp) -> None:
    game = Game(2, ["A", "B"], names=["Ann", "Bob"])
    game.meta.append((BOT_NOTE, "Bob easy"))
    controller, presenter = presenter_of(game)
    cards: dict[int, str] = {}
    done: list[tuple[str, str]] = []
    presenter.cardText.connect(cards.__setitem__)
    presenter.doneText.connect(lambda text, tip: done.append((text, tip)))
    presenter.present()
    assert presenter.score_text() == "<b>Ann</b> · Sheet A · <b>0 points</b>"
    assert cards == {
        0: "▶ <b>Ann</b> · sheet A · 0 points",
        1: "<b>Bob (computer)</b> · sheet B · 0 points",
    }
    assert done[-1] == ("&Done: cross out a field", "End your turn")
    controller.throw()
    presenter.present()
    assert done[-1] == (
        "&Done: cross out a field",
        "Nothing written: Done crosses out the leftmost empty field of row 1",
    )
    colour = next(c for c in range(6) if controller.why_not_write(c) is None)
    controller.write(colour)
    presenter.present()
    assert done[-1] == ("&Done", "End your turn with the dice written")


def test_the_hint_says_what_to_do_and_goes_with_the_next_step(qapp) -> None:
    controller, presenter = presenter_of(Game(1, ["A"]))
    hints: list[str] = []
    presenter.hintText.connect(hints.append)
    assert presenter.show_hint() == ""  # nothing to answer before the throw
    controller.throw()
    text = presenter.show_hint()
    assert text.startswith("Hint: ") and "row score" in text
    assert hints == [text]
    presenter.present(Change(Part.TURN, Initiator.PERSON, 0, recorded=True))
    assert hints == [text, ""] and presenter.hint == ""
