"""One click, one report: Exact Hit's controller says what a click changed in one Change."""

from __future__ import annotations

import pytest

from knaster_qt.change import Change, Initiator, Part
from tests.games.exact_hit.views.window_play import (
    choose_exact_hit,
    click,
    click_field,
    field_of,
    fitting_colours,
    scripted_dice,
    shown_window,
)

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")


def test_a_throw_a_keep_a_write_and_done_each_report_one_change(qtbot) -> None:
    window = shown_window(qtbot)
    area = choose_exact_hit(qtbot, window)
    controller = area.controller
    controller.dice_source = scripted_dice(7)
    seen: list[Change] = []
    controller.changed.connect(seen.append)

    def one_change() -> Change:
        assert len(seen) == 1, seen
        change = seen.pop()
        assert change.initiator is Initiator.PERSON and change.player == 0
        return change

    click(qtbot, area.throw_button)
    throw = one_change()
    assert Part.DICE in throw and throw.recorded

    click(qtbot, area.keep_button)
    keep = one_change()
    assert Part.DICE not in keep and keep.recorded

    colour = fitting_colours(area)[0]
    click_field(qtbot, area, *field_of(controller.game, 0, colour))
    write = one_change()
    assert Part.SHEET in write and Part.CHOICE in write and not write.recorded  # until Done

    click(qtbot, area.done_button)
    done = one_change()
    assert Part.SHEET in done and Part.SCORE in done and done.recorded
    assert len(done.reports) == 1
