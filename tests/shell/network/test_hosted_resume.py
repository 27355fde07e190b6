"""A hosted game outlives the host's app: its table is saved next to the autosave after every
change, and the game resumed at the next start (the Resume question) comes back hosted on the
same port with the same join code, the joining player's app reconnecting by itself.

The host's app "dies" here by closing its listening socket without a word (as a killed
process does) and leaving its files as they are; a second window on the same data folder is
the next start. tests/network/test_app_processes.py does it with a real SIGKILL."""

from __future__ import annotations

import json
import socket
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from knaster_qt.shell.data_dir import data_folder
from knaster_qt.shell.network.hosting import DAMAGED_TABLE_NAME, HOSTED_TABLE_NAME
from knaster_qt.shell.network.playing import bare
from knaster_qt.shell.views.main_window import MainWindow
from tests.clicks import click_button
from tests.shell.network.test_network_game_windows import (
    host_ann_and_bob,
    join_as_bob,
    lines,
    shown_window,
    write_a_cell,
)
from tests.shell.views.conftest import Player

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")


def table_file() -> Path:
    return data_folder() / HOSTED_TABLE_NAME


def saved_table() -> dict[str, object]:
    return json.loads(table_file().read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def play_a_round(qtbot, host: MainWindow, client: MainWindow) -> None:
    """Ann rolls at the host's screen; Bob and Ann write, each on their own screen."""
    host.play.controller.dice_source = lambda: (3, 4)
    Player(qtbot, host).roll()
    qtbot.waitUntil(lambda: "roll 3 4" in lines(client))
    write_a_cell(qtbot, client)
    qtbot.waitUntil(lambda: any(line.startswith("Bob write") for line in lines(host)))
    write_a_cell(qtbot, host)
    qtbot.waitUntil(lambda: any(line.startswith("Ann write") for line in lines(client)))


def die(host: MainWindow) -> None:
    """The host's app is gone: its socket closes, nothing of it is saved or forgotten."""
    hosted = host.network.hosted
    assert hosted is not None
    hosted.server.close()
    if hosted.announcer is not None:  # its announcement on the network goes with it
        hosted.announcer.close()
    hosted.save_to = None  # a dead app writes and removes nothing more
    host.close()


def start_again(qtbot, *, resume: bool = True) -> MainWindow:
    """The app's next start on the same data folder, answering the Resume question."""
    window = MainWindow(bind_game=False)
    qtbot.addWidget(window)
    window.show()
    window.bind_game()
    window.persistence.startup()
    box = window.persistence.resume_box
    assert box is not None and box.isVisible()
    buttons = {button.text().replace("&", ""): button for button in box.buttons()}
    click_button(qtbot, buttons["Resume" if resume else "New Game"])
    return window


def test_the_hosted_table_is_saved_after_every_move_before_anyone_hears_of_it(qtbot) -> None:
    host = shown_window(qtbot)
    host_ann_and_bob(qtbot, host)
    panel = host.network.panel
    saved = saved_table()  # at once: the join code is on disk before anyone can join
    assert saved["code"] == host.network.hosted.code
    assert saved["port"] == int(panel.port_label.text()) and saved["address"] == "127.0.0.1"
    client = shown_window(qtbot)
    join_as_bob(qtbot, client, panel.port_label.text(), panel.code_label.text())
    play_a_round(qtbot, host, client)
    saved = saved_table()
    assert saved["transcript"] == host.play.transcript()  # the host's own moves too
    assert saved["seats"]["Bob"]["moves"] == 1

    click_button(qtbot, panel.stop_button)  # Stop Hosting: an ordinary game from now on
    assert not table_file().exists()


def test_another_game_on_the_hosts_window_forgets_the_hosted_table(qtbot) -> None:
    host = shown_window(qtbot)
    host_ann_and_bob(qtbot, host)
    assert table_file().exists()
    host.ui.actionNew.trigger()  # Game > New Game: hosting ends with the game it hosted
    dialog = host.new_game_dialog
    click_button(qtbot, dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok))
    assert host.network.hosted is None and not table_file().exists()


def test_the_host_dies_and_the_resumed_game_is_hosted_again_and_bob_rejoins(qtbot) -> None:
    host = shown_window(qtbot)
    host_ann_and_bob(qtbot, host)
    port, code = host.network.panel.port_label.text(), host.network.panel.code_label.text()
    client = shown_window(qtbot)
    join_as_bob(qtbot, client, port, code)
    play_a_round(qtbot, host, client)
    before = lines(host)
    die(host)
    qtbot.waitUntil(lambda: "trying again" in client.statusBar().currentMessage())

    again = start_again(qtbot)
    qtbot.waitUntil(lambda: again.network.panel is not None)
    panel = again.network.panel
    assert (panel.port_label.text(), panel.code_label.text()) == (port, code)
    assert lines(again) == before
    assert "hosted again" in again.statusBar().currentMessage()
    assert again.play.step_label.text() == "Next roll: Bob rolls on another computer."
    # Bob's app knocks again by itself and takes his seat back with its secret.
    qtbot.waitUntil(lambda: panel.seat_list.item(0).text() == "Bob: joined, thinking")
    qtbot.waitUntil(lambda: client.statusBar().currentMessage() == "Connected to the host again.")
    assert again.network.hosted.table.seats["Bob"].moves == 1
    # The game goes on: Bob rolls the second round from his screen, the host draws.
    qtbot.waitUntil(lambda: client.play.ui.dicePanel.roll_button.isEnabled())
    Player(qtbot, client).roll()
    qtbot.waitUntil(lambda: lines(again)[-1].startswith("roll"))
    qtbot.waitUntil(lambda: lines(client) == lines(again))
    assert lines(again)[: len(before)] == before


def test_a_hosted_game_of_exact_hit_comes_back_hosted_too(qtbot) -> None:
    host = shown_window(qtbot)
    host_ann_and_bob(qtbot, host, "Exact Hit")
    port, code = host.network.panel.port_label.text(), host.network.panel.code_label.text()
    client = shown_window(qtbot)
    join_as_bob(qtbot, client, port, code)
    click_button(qtbot, host.play.throw_button)  # Ann throws; its line has a comment here
    qtbot.waitUntil(lambda: lines(client)[-1].startswith("throw"))
    click_button(qtbot, host.play.keep_button)
    qtbot.waitUntil(lambda: lines(client)[-1] == "keep")
    click_button(qtbot, client.play.done_button)
    qtbot.waitUntil(lambda: "Bob cross" in lines(host))
    before = lines(host)
    die(host)
    again = start_again(qtbot)
    qtbot.waitUntil(lambda: again.network.panel is not None)
    assert (again.network.panel.port_label.text(), again.network.panel.code_label.text()) == (
        port,
        code,
    )
    assert lines(again) == before
    qtbot.waitUntil(lambda: again.network.panel.seat_list.item(0).text() == "Bob: joined")
    click_button(qtbot, again.play.done_button)  # Ann answers the throw: the game goes on
    qtbot.waitUntil(lambda: "Ann cross" in lines(client))


def test_new_game_at_the_resume_question_forgets_the_hosted_table(qtbot) -> None:
    host = shown_window(qtbot)
    host_ann_and_bob(qtbot, host)
    client = shown_window(qtbot)
    join_as_bob(
        qtbot, client, host.network.panel.port_label.text(), host.network.panel.code_label.text()
    )
    play_a_round(qtbot, host, client)
    die(host)
    again = start_again(qtbot, resume=False)
    qtbot.wait(50)
    assert again.network.hosted is None and not table_file().exists()


def test_a_damaged_hosted_table_is_said_and_the_game_resumes_at_this_screen(qtbot) -> None:
    host = shown_window(qtbot)
    host_ann_and_bob(qtbot, host)
    client = shown_window(qtbot)
    join_as_bob(
        qtbot, client, host.network.panel.port_label.text(), host.network.panel.code_label.text()
    )
    play_a_round(qtbot, host, client)
    before = lines(host)
    die(host)
    table_file().write_text('{"kind": "knaster-qt-table table", "version": 1', encoding="utf-8")
    again = start_again(qtbot)
    qtbot.waitUntil(lambda: again.message_box is not None and again.message_box.isVisible())
    box = again.message_box
    assert box.icon() == QMessageBox.Icon.Warning
    assert "could not be hosted again" in box.text() and DAMAGED_TABLE_NAME in box.text()
    assert again.network.hosted is None and lines(again) == before  # nothing lost
    assert (data_folder() / DAMAGED_TABLE_NAME).exists()  # kept, not offered again
    assert not table_file().exists()


def test_the_port_taken_meanwhile_hosts_on_another_and_says_so(qtbot) -> None:
    host = shown_window(qtbot)
    host_ann_and_bob(qtbot, host)
    port = int(host.network.panel.port_label.text())
    client = shown_window(qtbot)
    join_as_bob(qtbot, client, str(port), host.network.panel.code_label.text())
    play_a_round(qtbot, host, client)
    die(host)
    client.network.stop()  # Bob leaves: his app would take the port back at once
    with socket.socket() as squatter:
        squatter.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        squatter.bind(("127.0.0.1", port))
        squatter.listen()
        again = start_again(qtbot)
        qtbot.waitUntil(lambda: again.network.panel is not None)
        new_port = int(again.network.panel.port_label.text())
        assert new_port != port
        said = again.statusBar().currentMessage()
        assert f"Port {port} is taken" in said and str(new_port) in said
        assert saved_table()["port"] == new_port


def test_the_table_is_the_truth_when_the_autosave_lags_behind_it(qtbot) -> None:
    host = shown_window(qtbot)
    host_ann_and_bob(qtbot, host)
    client = shown_window(qtbot)
    join_as_bob(
        qtbot, client, host.network.panel.port_label.text(), host.network.panel.code_label.text()
    )
    play_a_round(qtbot, host, client)
    record = lines(host)
    autosave = host.persistence.keeper.autosave.path
    die(host)
    # Killed between the table's save and the autosave's: the autosave lacks Ann's write.
    behind = [line for line in record if not line.startswith("Ann write")]
    autosave.write_text("\n".join(behind) + "\n", encoding="utf-8")
    again = start_again(qtbot)
    qtbot.waitUntil(lambda: again.network.panel is not None)
    assert lines(again) == record  # the table's record, Ann's write with it


def test_an_old_hosted_table_of_another_game_is_forgotten(qtbot) -> None:
    host = shown_window(qtbot)
    host_ann_and_bob(qtbot, host)  # hosted, then the app closed before anyone rolled
    host.network.hosted.save_to = None
    host.close()
    window = shown_window(qtbot)  # the next start: no game to resume, an ordinary game of two
    window.network.stop()
    window.play.controller.dice_source = lambda: (3, 4)
    Player(qtbot, window).roll()  # the same players, a game of one screen
    assert table_file().exists()
    window.close()
    again = start_again(qtbot)
    qtbot.wait(50)
    assert again.network.hosted is None and not table_file().exists()
    assert "roll 3 4" in lines(again)


def test_a_player_whose_host_never_comes_back_is_told_so(
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from knaster_qt.shell.network import table_client

    monkeypatch.setattr(table_client, "PATIENCE_MS", 300)
    host = shown_window(qtbot)
    host_ann_and_bob(qtbot, host)
    client = shown_window(qtbot)
    join_as_bob(
        qtbot, client, host.network.panel.port_label.text(), host.network.panel.code_label.text()
    )
    die(host)
    qtbot.waitUntil(lambda: "trying again" in client.statusBar().currentMessage())
    ended = "The network game has ended: the host did not come back"
    qtbot.waitUntil(lambda: client.statusBar().currentMessage() == ended)
    assert client.network.client is None  # no more knocking; the game stays on the screen


def test_a_hosted_game_of_loop_tiles_comes_back_hosted_too(qtbot) -> None:
    from tests.games.loop_tiles.views.window_play import click_place
    from tests.shell.network.test_loop_tiles_network_windows import (
        a_legal_move,
        area_of,
        host_and_join,
    )

    host, client = host_and_join(qtbot)
    port, code = host.network.panel.port_label.text(), host.network.panel.code_label.text()
    for window in (host, client):  # Ann's turn at the host, then Bob's at his screen
        area = area_of(window)
        qtbot.waitUntil(lambda a=area: a.end_turn_button.isEnabled())
        slot, square = a_legal_move(area)
        click_place(qtbot, area, slot, square)
        before = lines(host)
        click_button(qtbot, area.end_turn_button)
        qtbot.waitUntil(lambda b=before: lines(host) != b)
    qtbot.waitUntil(lambda: lines(host)[-1] == "Bob done")
    before = lines(host)
    die(host)
    again = start_again(qtbot)
    qtbot.waitUntil(lambda: again.network.panel is not None)
    panel = again.network.panel
    assert (panel.port_label.text(), panel.code_label.text()) == (port, code)
    assert bare(lines(again)) == bare(before)  # the same record (its comments aside)
    qtbot.waitUntil(lambda: panel.seat_list.item(0).text() == "Bob: joined")
    area = area_of(again)  # Ann's turn again: she plays on, and Bob's screen sees it
    qtbot.waitUntil(area.end_turn_button.isEnabled)
    slot, square = a_legal_move(area)
    click_place(qtbot, area, slot, square)
    click_button(qtbot, area.end_turn_button)
    qtbot.waitUntil(lambda: "Ann done" in bare(lines(client))[len(bare(before)) :])
