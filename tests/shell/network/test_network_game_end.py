"""A network game that a move from another computer ends is recorded at the host as any game:
its records (Game > Statistics) hold it, and the host's screen shows the end. Before, the
record arrived as a loaded game and the host's app took it for an opened finished game."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from knaster_qt.games.knaster.core.turns import next_roller
from knaster_qt.shell.network.playing import bare
from knaster_qt.shell.views.main_window import MainWindow
from tests.clicks import click_button
from tests.shell.network.test_network_game_windows import (
    host_ann_and_bob,
    join_as_bob,
    lines,
    shown_window,
)
from tests.shell.views.conftest import Player

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")


def host_quick_knaster(qtbot, window: MainWindow) -> None:
    """Game > Host Network Game…: Knaster with the quick end for Ann and Bob, Bob elsewhere."""
    window.network.host_action.trigger()
    dialog = window.network.host_dialog
    dialog.ui.gameCombo.setCurrentIndex(dialog.ui.gameCombo.findText("Knaster"))
    while len(dialog.setup().seats) > 2:
        dialog.select_row(2)
        click_button(qtbot, dialog.ui.removeButton)
    while len(dialog.setup().seats) < 2:
        click_button(qtbot, dialog.ui.addButton)
    for row, name in enumerate(["Ann", "Bob"]):
        edit = dialog.name_edit(row)
        edit.selectAll()
        qtbot.keyClicks(edit, name)
    click_button(qtbot, dialog.ui.quickEnd)
    click_button(qtbot, dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok))
    seats = window.network.host_dialog
    click_button(qtbot, seats.boxes["Bob"])
    click_button(qtbot, seats.buttons.button(QDialogButtonBox.StandardButton.Ok))


def gesture(qtbot, window: MainWindow, seat: int, *, may_roll: bool) -> bool:
    """The next click of ``seat`` on ``window`` (a bonus circle, a write, a roll), if any."""
    controller = window.play.controller
    game = controller.game
    player = Player(qtbot, window)
    if game.game_over:
        return False
    if game.pending_bonus(seat):
        player.answer_bonus_prompts()
    elif seat in game.players_to_act():
        player.click_cell(min(controller.target_cells()))
    elif may_roll and not game.players_to_act() and next_roller(game) == seat:
        player.roll()
    else:
        return False
    return True


def test_a_game_the_joining_players_move_ends_is_recorded_at_the_host(qtbot) -> None:
    host = shown_window(qtbot)
    host_quick_knaster(qtbot, host)
    panel = host.network.panel
    client = shown_window(qtbot)
    join_as_bob(qtbot, client, panel.port_label.text(), panel.code_label.text())
    finished = {"host": 0, "client": 0}
    host.play.finished.connect(lambda: finished.update(host=finished["host"] + 1))
    client.play.finished.connect(lambda: finished.update(client=finished["client"] + 1))
    records = host.persistence.keeper.records()
    counted = records.game_count()

    # Every round Ann acts first at the host's screen, then Bob on his: Bob's write ends it.
    for _ in range(400):
        if host.play.controller.game.game_over:
            break
        ann = host.play.controller.game
        ann_busy = ann.pending_bonus(0) or 0 in ann.players_to_act()
        before = lines(host)
        window, seat = (host, 0) if gesture(qtbot, host, 0, may_roll=True) else (client, 1)
        if window is client and (ann_busy or not gesture(qtbot, client, 1, may_roll=True)):
            continue
        if window.play.controller.game.pending_bonus(seat):
            continue  # a write whose bonus is still to circle: one move, not yet sent
        qtbot.waitUntil(lambda old=before: lines(host) != old and lines(client) == lines(host))
    assert host.play.controller.game.game_over
    assert lines(host)[-1] == "end"
    assert lines(host)[-2].startswith("Bob"), "the test means Bob's move to end the game"

    qtbot.waitUntil(lambda: records.game_count() == counted + 1)
    assert finished["host"] == 1  # the host's screen says the end once, as at one screen
    assert finished["client"] == 1  # and so does Bob's, whose own move it was


def test_an_exact_hit_game_the_joining_players_cross_ends_is_recorded_at_the_host(qtbot) -> None:
    host = shown_window(qtbot)
    host_ann_and_bob(qtbot, host, "Exact Hit")
    panel = host.network.panel
    client = shown_window(qtbot)
    join_as_bob(qtbot, client, panel.port_label.text(), panel.code_label.text())
    finished = {"host": 0, "client": 0}
    host.play.finished.connect(lambda: finished.update(host=finished["host"] + 1))
    client.play.finished.connect(lambda: finished.update(client=finished["client"] + 1))
    records = host.persistence.keeper.records()
    counted = records.game_count()

    # Each round: the thrower throws and keeps the dice, then Ann crosses, then Bob.
    for _ in range(100):
        if host.play.controller.game.game_over:
            break
        thrower = host if host.play.throw_button.isEnabled() else client
        qtbot.waitUntil(thrower.play.throw_button.isEnabled)
        click_button(qtbot, thrower.play.throw_button)
        qtbot.waitUntil(lambda t=thrower: lines(t)[-1].startswith("throw"))
        qtbot.waitUntil(thrower.play.keep_button.isEnabled)  # once the dice have landed
        click_button(qtbot, thrower.play.keep_button)
        qtbot.waitUntil(lambda: lines(client)[-1] == "keep" == lines(host)[-1])
        for window, cross in ((host, "Ann cross"), (client, "Bob cross")):
            # A cross that ends a row gets the writer's comment: "Ann cross  # Ann's row 1 …"
            crosses = bare(lines(host)).count(cross)
            click_button(qtbot, window.play.done_button)
            qtbot.waitUntil(
                lambda c=cross, n=crosses: (
                    bare(lines(host)).count(c) > n and lines(client) == lines(host)
                )
            )
    assert host.play.controller.game.game_over
    assert lines(host)[-1] == "end"
    assert bare(lines(host))[-2] == "Bob cross"

    qtbot.waitUntil(lambda: records.game_count() == counted + 1)
    assert finished == {"host": 1, "client": 1}
