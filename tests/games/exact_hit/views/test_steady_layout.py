"""Nothing jumps in Exact Hit (issue 25.7): the dice keep their size and place, and the sheet
its place, while whole turns pass (throw, throw again, keep, Done, the computer's turn), in
English and German (whose buttons are longer), with the other players' cards beside; and
between two turns the dice show the last throw instead of going blank."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication

from knaster_qt.games.exact_hit.views.play_area import ExactHitPlayArea
from knaster_qt.shell.i18n import TRANSLATIONS
from tests.games.exact_hit.views.window_play import (
    choose_exact_hit,
    click,
    scripted_dice,
    shown_window,
)

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")

DESIGNED_SIZE = (1280, 800)


@pytest.fixture
def english_after() -> Iterator[None]:
    yield
    TRANSLATIONS.use("en")


def places(area: ExactHitPlayArea) -> list[QRect]:
    """The six dice and the sheet on the screen, after pending layouts."""
    QApplication.sendPostedEvents()
    QApplication.processEvents()
    widgets = [*area.dice_row.dice, area.sheet_view]
    return [QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size()) for widget in widgets]


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", [DESIGNED_SIZE, None], ids=["1280x800", "default"])
@pytest.mark.usefixtures("english_after")
def test_the_dice_and_the_sheet_stay_put_through_whole_turns(
    qtbot, language: str, size: tuple[int, int] | None
) -> None:
    window = shown_window(qtbot)
    if size is not None:
        window.resize(*size)
    area = choose_exact_hit(qtbot, window, people=2, computers=("easy",))
    area.controller.dice_source = scripted_dice(5)
    area.controller.pace_ms = 0
    if language != "en":
        window.language_menu.action(language).trigger()  # Edit > Language
        qtbot.waitUntil(lambda: area.throw_button.text() != "&Throw")
    start = places(area)
    if size == DESIGNED_SIZE:
        assert min(rect.width() for rect in start[:6]) >= 56  # 45 px in German before
    controller = area.controller
    between_rounds = 0
    for _step in range(14):  # throws, second throws and answers of five rounds or so
        qtbot.waitUntil(lambda: controller.can_throw() or controller.can_answer())
        if controller.can_throw():
            if controller.game.rounds:
                # The last round's dice are still shown (faded), not blank faces.
                assert all(die.value for die in area.dice_row.dice)
                if language == "en":  # and a screen reader hears which they are
                    name = area.dice_row.dice[0].accessibleName()
                    assert name.endswith(", last round's throw"), name
                between_rounds += 1
            click(qtbot, area.throw_button)
            assert places(area) == start, "the dice or the sheet moved at the throw"
            if area.rethrow_button.isVisible():
                click(qtbot, area.rethrow_button)
                assert places(area) == start, "the dice or the sheet moved at the second throw"
        else:
            click(qtbot, area.done_button)
            assert places(area) == start, "the dice or the sheet moved when the turn passed on"
    assert between_rounds >= 2
