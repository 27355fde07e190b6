"""A host window and a joining window in one process, over the loopback interface, driven as
people drive them: Game > Host Network Game… (New Game's seats, who plays elsewhere, the panel
with the join code), Game > Join Network Game… (address, port, code, a free seat), then rolls
and writes on each screen, each screen showing the other's move."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from knaster_qt.shell.views.main_window import MainWindow
from tests.clicks import click_button
from tests.shell.views.conftest import Player

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")


def shown_window(qtbot) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def host_ann_and_bob(
    qtbot, window: MainWindow, game: str = "Knaster", *, computer: bool = False
) -> None:
    """Game > Host Network Game…: ``game`` for Ann and Bob in New Game (and a computer player,
    Cid), Bob on another computer."""
    window.network.host_action.trigger()
    dialog = window.network.host_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.ui.gameCombo.setCurrentIndex(dialog.ui.gameCombo.findText(game))
    while len(dialog.setup().seats) > 2:
        dialog.select_row(2)
        click_button(qtbot, dialog.ui.removeButton)
    while len(dialog.setup().seats) < 2:
        click_button(qtbot, dialog.ui.addButton)
    if computer:
        click_button(qtbot, dialog.ui.addComputerButton)
    for row, name in enumerate(["Ann", "Bob", "Cid"][: len(dialog.setup().seats)]):
        edit = dialog.name_edit(row)
        edit.selectAll()
        qtbot.keyClicks(edit, name)
    click_button(qtbot, dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok))
    seats = window.network.host_dialog
    assert seats is not dialog and seats.isVisible()
    assert list(seats.boxes) == ["Ann", "Bob"]
    ok = seats.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert not ok.isEnabled()  # nobody elsewhere yet: that is no network game
    click_button(qtbot, seats.boxes["Bob"])
    click_button(qtbot, ok)


def join_as_bob(qtbot, window: MainWindow, port: str, code: str) -> None:
    """Game > Join Network Game…: the host's address, port and code, then Bob's seat."""
    window.network.join_action.trigger()
    dialog = window.network.join_dialog
    assert dialog is not None and dialog.isVisible()
    qtbot.keyClicks(dialog.address_edit, "127.0.0.1")
    dialog.port_box.selectAll()
    qtbot.keyClicks(dialog.port_box, port)
    qtbot.keyClicks(dialog.code_edit, code.lower())  # read out: any case, with its dash
    click_button(qtbot, dialog.connect_button)
    qtbot.waitUntil(lambda: dialog.seat_list.count() == 1)
    assert dialog.seat() == "Bob"
    click_button(qtbot, dialog.take_button)
    qtbot.waitUntil(lambda: window.network.sync is not None)  # the host's game is on screen


def lines(window: MainWindow) -> list[str]:
    return window.play.transcript().splitlines()


def write_a_cell(qtbot, window: MainWindow) -> int:
    """Click a cell the roll may be written in (the first the sheet offers)."""
    cell = min(window.play.controller.target_cells())
    Player(qtbot, window).click_cell(cell)
    return cell


def test_a_client_joins_bobs_seat_and_both_screens_play_a_round(qtbot) -> None:
    host = shown_window(qtbot)
    host_ann_and_bob(qtbot, host)
    panel = host.network.panel
    assert panel is not None and panel.isVisible()
    assert panel.address_label.text() == "127.0.0.1"
    assert [panel.seat_list.item(0).text()] == ["Bob: free"]
    code = panel.code_label.text()
    assert len(code) == 7 and code[3] == "-"

    client = shown_window(qtbot)
    join_as_bob(qtbot, client, panel.port_label.text(), code)
    assert lines(client) == lines(host)
    qtbot.waitUntil(lambda: panel.seat_list.item(0).text() == "Bob: joined")

    # Bob cannot roll the first round: Ann rolls it, at the host's screen.
    host.play.controller.dice_source = lambda: (3, 4)
    Player(qtbot, client).roll()
    assert not any(line.startswith("roll") for line in lines(client))
    Player(qtbot, host).roll()
    qtbot.waitUntil(lambda: "roll 3 4" in lines(host))
    qtbot.waitUntil(lambda: "roll 3 4" in lines(client))  # the host's dice on Bob's screen

    # Both write at the same time, each on their own screen; each sees the other's write.
    bob_cell = write_a_cell(qtbot, client)
    qtbot.waitUntil(lambda: any(line.startswith("Bob write") for line in lines(host)))
    ann_cell = write_a_cell(qtbot, host)
    qtbot.waitUntil(lambda: any(line.startswith("Ann write") for line in lines(client)))
    assert lines(client) == lines(host)
    assert host.play.controller.game.sheets[1].values[bob_cell] == 7
    assert client.play.controller.game.sheets[0].values[ann_cell] == 7


def test_a_click_out_of_turn_on_the_joining_screen_is_refused_and_changes_nothing(qtbot) -> None:
    host = shown_window(qtbot)
    host_ann_and_bob(qtbot, host)
    panel = host.network.panel
    client = shown_window(qtbot)
    join_as_bob(qtbot, client, panel.port_label.text(), panel.code_label.text())

    before = lines(client)
    Player(qtbot, client).click_cell(12)  # no roll yet: nothing to write
    assert client.statusBar().currentMessage() == "Waiting for Ann"
    # Ann rolls the first round, not Bob: his Roll button and R do nothing.
    assert not client.play.ui.dicePanel.roll_button.isEnabled()
    Player(qtbot, client).roll()
    qtbot.keyClick(client, Qt.Key.Key_R)
    assert client.play.controller.roll() is False  # were it asked all the same
    assert "Ann rolls on another computer" in client.statusBar().currentMessage()
    qtbot.wait(200)  # nothing is on its way to the host either
    assert lines(client) == before and lines(host) == before


def test_the_hosts_screen_waits_for_the_player_on_another_computer(qtbot) -> None:
    host = shown_window(qtbot)
    host_ann_and_bob(qtbot, host)
    panel = host.network.panel
    client = shown_window(qtbot)
    join_as_bob(qtbot, client, panel.port_label.text(), panel.code_label.text())
    assert "rolls on another computer" not in host.play.ui.turnLabel.text()  # Ann rolls
    host.play.controller.dice_source = lambda: (3, 4)
    Player(qtbot, host).roll()
    qtbot.waitUntil(lambda: "roll 3 4" in lines(client))

    write_a_cell(qtbot, host)  # Ann first: Bob's sheet is not hers to play
    qtbot.waitUntil(lambda: any(line.startswith("Ann write") for line in lines(client)))
    assert host.play.controller.player == 0
    assert "Waiting for <b>Bob</b> to play the 7" in host.play.ui.turnLabel.text()
    assert host.statusBar().currentMessage() == "Waiting for Bob"
    assert host.network.note.text() == "Waiting for: Bob"
    before = lines(host)
    Player(qtbot, host).click_cell(24)
    assert lines(host) == before  # nothing happens on the host's screen for Bob
    qtbot.waitUntil(lambda: panel.seat_list.item(0).text() == "Bob: joined, thinking")

    write_a_cell(qtbot, client)
    qtbot.waitUntil(lambda: any(line.startswith("Bob write") for line in lines(host)))
    assert lines(client) == lines(host)
    # Bob rolls the next round on his own screen; the host draws the dice.
    qtbot.waitUntil(lambda: "rolls on another computer" in host.play.ui.turnLabel.text())
    Player(qtbot, client).roll()
    qtbot.waitUntil(lambda: lines(host)[-1].startswith("roll"))
    qtbot.waitUntil(lambda: lines(client) == lines(host))


def test_exact_hit_both_screens_answer_the_throw_and_bob_throws_from_his(qtbot) -> None:
    host = shown_window(qtbot)
    host_ann_and_bob(qtbot, host, "Exact Hit")
    panel = host.network.panel
    assert panel is not None
    client = shown_window(qtbot)
    join_as_bob(qtbot, client, panel.port_label.text(), panel.code_label.text())
    assert lines(client)[0].startswith("exact-hit")
    assert not client.play.throw_button.isEnabled()  # Ann throws first, at the host's screen

    click_button(qtbot, host.play.throw_button)
    qtbot.waitUntil(lambda: lines(client)[-1].startswith("throw"))
    click_button(qtbot, host.play.keep_button)
    qtbot.waitUntil(lambda: lines(client)[-1] == "keep")
    # Both answer the dice at once: Bob on his screen, Ann on hers (a cross: nothing written).
    click_button(qtbot, client.play.done_button)
    qtbot.waitUntil(lambda: "Bob cross" in lines(host))
    assert host.play.controller.actor == 0  # Bob's answer did not take Ann's turn away
    click_button(qtbot, host.play.done_button)
    qtbot.waitUntil(lambda: "Ann cross" in lines(client))
    assert lines(client) == lines(host)
    assert host.play.presenter.turn_text() == "Round 2 · Waiting for Bob…"  # he throws

    # Round 2: Bob throws, from his screen; the host draws the dice.
    qtbot.waitUntil(lambda: client.play.throw_button.isEnabled())
    assert not host.play.throw_button.isEnabled()
    click_button(qtbot, client.play.throw_button)
    qtbot.waitUntil(lambda: lines(host)[-1].startswith("throw"))
    qtbot.waitUntil(lambda: lines(client) == lines(host))


def test_a_player_who_starts_another_game_leaves_and_the_host_shows_them_away(qtbot) -> None:
    host = shown_window(qtbot)
    host_ann_and_bob(qtbot, host)
    panel = host.network.panel
    client = shown_window(qtbot)
    join_as_bob(qtbot, client, panel.port_label.text(), panel.code_label.text())
    qtbot.waitUntil(lambda: panel.seat_list.item(0).text() == "Bob: joined")

    client.ui.actionNew.trigger()  # Bob starts a game of his own: he leaves the table
    dialog = client.new_game_dialog
    click_button(qtbot, dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok))
    assert client.network.sync is None and client.network.note.text() == ""
    qtbot.waitUntil(lambda: panel.seat_list.item(0).text() == "Bob: away")
    assert host.network.note.text() == "Waiting for: Ann · Away: Bob"


def test_a_move_the_host_has_cannot_be_taken_back_on_the_joining_screen(qtbot) -> None:
    host = shown_window(qtbot)
    host_ann_and_bob(qtbot, host)
    panel = host.network.panel
    client = shown_window(qtbot)
    join_as_bob(qtbot, client, panel.port_label.text(), panel.code_label.text())
    host.play.controller.dice_source = lambda: (3, 4)
    Player(qtbot, host).roll()
    qtbot.waitUntil(lambda: "roll 3 4" in lines(client))
    write_a_cell(qtbot, client)
    qtbot.waitUntil(lambda: any(line.startswith("Bob write") for line in lines(host)))
    # The host's answer is back on Bob's screen: the table now waits for Ann only.
    qtbot.waitUntil(lambda: client.network.note.text() == "Waiting for: Ann")

    client.ui.actionUndo.trigger()  # Edit > Undo: the write is in the host's record
    assert client.statusBar().currentMessage() == (
        "A move the other players have seen cannot be taken back."
    )
    assert lines(client) == lines(host)
    assert any(line.startswith("Bob write") for line in lines(client))


def test_the_hosts_computer_player_plays_and_the_joining_screen_sees_it(qtbot) -> None:
    host = shown_window(qtbot)
    host_ann_and_bob(qtbot, host, computer=True)
    panel = host.network.panel
    assert list(host.network.hosted.remote) == ["Bob"]  # Cid is no person: not offered
    client = shown_window(qtbot)
    join_as_bob(qtbot, client, panel.port_label.text(), panel.code_label.text())
    assert "player Cid" in " ".join(lines(client))
    host.play.controller.dice_source = lambda: (3, 4)
    Player(qtbot, host).roll()
    qtbot.waitUntil(lambda: "roll 3 4" in lines(client))
    # Cid plays on the host's app at once (after its pause), not after Ann as at one screen:
    # Bob writes at the same time on his, and would wait for Cid too. Bob's screen shows it.
    qtbot.waitUntil(lambda: any(line.startswith("Cid ") for line in lines(client)), timeout=8000)
    assert not any(line.startswith("Ann write") for line in lines(client))
    write_a_cell(qtbot, host)  # then Ann, at her own pace
    qtbot.waitUntil(lambda: any(line.startswith("Ann write") for line in lines(client)))
    assert not client.play.controller.table.is_computer(2)  # Bob's app never plays Cid


def test_exact_hit_the_hosts_computer_player_answers_the_dice_at_once(qtbot) -> None:
    host = shown_window(qtbot)
    host_ann_and_bob(qtbot, host, "Exact Hit", computer=True)
    panel = host.network.panel
    client = shown_window(qtbot)
    join_as_bob(qtbot, client, panel.port_label.text(), panel.code_label.text())
    click_button(qtbot, host.play.throw_button)
    qtbot.waitUntil(host.play.keep_button.isEnabled)
    click_button(qtbot, host.play.keep_button)
    # Cid answers on the host's app at once, not after Ann as at one screen: Bob's screen
    # sees his answer while Ann still thinks.
    qtbot.waitUntil(lambda: any(line.startswith("Cid ") for line in lines(client)), timeout=8000)
    assert not any(line.startswith("Ann ") for line in lines(client))
    assert host.play.controller.actor == 0  # and then it is Ann's, at her own pace
