"""Loop Tiles from two computers: a host window and a joining window in one process, over the
loopback interface, driven as people drive them: Game > Host Network Game… with Loop Tiles,
Game > Join Network Game…, then a rack tile clicked, a square clicked and End turn on each
screen. Each screen shows only its own player's rack, and the other's tiles on the board."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from knaster_qt.games.loop_tiles.core.game import Game
from knaster_qt.games.loop_tiles.core.material import Square, Tile, square_name
from knaster_qt.games.loop_tiles.core.transcript import Transcript
from knaster_qt.games.loop_tiles.models.rack_model import SlotRole
from knaster_qt.games.loop_tiles.views import play_area
from knaster_qt.games.loop_tiles.views.play_area import LoopTilesPlayArea
from knaster_qt.shell.views.main_window import MainWindow
from tests.clicks import click_button
from tests.games.loop_tiles.core.transcripts import bag_order
from tests.games.loop_tiles.views.window_play import click, click_place
from tests.shell.network.test_network_game_windows import (
    host_ann_and_bob,
    join_as_bob,
    lines,
    shown_window,
)

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support")


@pytest.fixture(autouse=True)
def same_bag(monkeypatch: pytest.MonkeyPatch) -> None:
    """The hosted game's bag comes from a fixed seed: the same game every run."""
    monkeypatch.setattr(play_area, "new_seed", lambda: 7)


def area_of(window: MainWindow) -> LoopTilesPlayArea:
    area = window.play
    assert isinstance(area, LoopTilesPlayArea)
    return area


def rack_shown(area: LoopTilesPlayArea) -> list[Tile]:
    """The tiles the rack view paints face up (its picture), which its model says too."""
    picture = area.rack.picture
    painted = [] if picture.hidden else [tile for tile in picture.tiles if tile is not None]
    model = area.rack_model
    modelled = []
    for slot in range(model.rowCount()):
        index = model.index(slot, 0)
        tile = index.data(SlotRole.TILE)
        if tile is not None and not index.data(SlotRole.HIDDEN):
            modelled.append(tile)
    assert painted == modelled
    return painted


def a_legal_move(area: LoopTilesPlayArea) -> tuple[int, Square]:
    """A rack slot and a square where the core lets its tile go now."""
    game = area.ctrl.game
    for slot, tile in enumerate(game.racks[game.current]):
        squares = game.legal_placements(tile)
        if squares:
            return slot, squares[0]
    raise AssertionError("no tile fits")


def an_illegal_square(area: LoopTilesPlayArea, slot: int) -> Square:
    """A square next to the board's tiles where the tile of ``slot`` may not go."""
    game = area.ctrl.game
    tile = game.racks[game.current][slot]
    for column, row in game.placed:
        for square in ((column + 1, row), (column, row + 1), (column - 1, row), (column, row - 1)):
            if square not in game.placed and game.why_illegal(tile, square) is not None:
                return square
    raise AssertionError("the tile fits everywhere")


def end_turn_without_a_tile(qtbot, area: LoopTilesPlayArea) -> None:
    """End turn with nothing placed, and yes to the question whether to."""
    click_button(qtbot, area.end_turn_button)
    box = area.end_turn_box
    assert box is not None and box.isVisible()
    click_button(qtbot, box.defaultButton())


def host_and_join(qtbot) -> tuple[MainWindow, MainWindow]:
    host = shown_window(qtbot)
    host.resize(1200, 820)
    host_ann_and_bob(qtbot, host, "Loop Tiles")
    panel = host.network.panel
    assert panel is not None and panel.isVisible()
    client = shown_window(qtbot)
    client.resize(1200, 820)
    join_as_bob(qtbot, client, panel.port_label.text(), panel.code_label.text())
    qtbot.waitUntil(lambda: panel.seat_list.item(0).text().startswith("Bob: joined"))
    return host, client


def test_loop_tiles_is_hosted_and_each_screen_shows_only_its_own_rack(qtbot) -> None:
    host, client = host_and_join(qtbot)
    ann_area, bob_area = area_of(host), area_of(client)

    def real() -> Game:
        return ann_area.ctrl.game  # the host's game: the truth (loaded again at each move)

    assert lines(client)[0] == "loop-tiles 1"
    assert not any(line.startswith("bag ") for line in lines(client))  # no bag order sent
    # Each screen paints its own player's rack, never the other's.
    assert rack_shown(ann_area) == real().racks[0]
    assert rack_shown(bob_area) == real().racks[1]
    assert not set(rack_shown(bob_area)) & set(real().racks[0])
    assert bob_area.ctrl.game.placed == real().placed
    # Ann plays first, at the host; Bob's screen waits and says for whom.
    assert "Ann is playing on another computer" in bob_area.turn_label.text()
    assert not bob_area.end_turn_button.isEnabled()
    assert client.network.note.text() == "Waiting for: Ann"

    slot, square = a_legal_move(ann_area)
    tile = real().racks[0][slot]
    click_place(qtbot, ann_area, slot, square)
    click_button(qtbot, ann_area.end_turn_button)
    qtbot.waitUntil(lambda: f"Ann place {tile.id} {square_name(square)}" in lines(client))
    assert bob_area.ctrl.game.placed[square] == tile  # Ann's tile on Bob's board
    assert bob_area.ctrl.game.scores == real().scores
    assert len(bob_area.ctrl.game.bag.tiles) == len(real().bag.tiles)
    assert rack_shown(bob_area) == real().racks[1]
    # Now it is Bob's turn: the host's screen still shows Ann's rack only, and waits for Bob.
    assert rack_shown(ann_area) == real().racks[0]
    assert "Bob is playing on another computer" in ann_area.turn_label.text()
    assert host.network.note.text() == "Waiting for: Bob"
    assert not ann_area.end_turn_button.isEnabled()

    # Bob plays on his screen: a tile, End turn; the host's board shows it.
    slot, square = a_legal_move(bob_area)
    tile = bob_area.ctrl.game.racks[1][slot]
    click_place(qtbot, bob_area, slot, square)
    assert bob_area.ctrl.game.placed[square] == tile
    click_button(qtbot, bob_area.end_turn_button)
    qtbot.waitUntil(lambda: real().placed.get(square) == tile)
    assert lines(host)[-2:] == [f"Bob place {tile.id} {square_name(square)}", "Bob done"]
    # Bob's screen has the host's answer: his new rack (drawn by the host), the same scores.
    qtbot.waitUntil(lambda: rack_shown(bob_area) == real().racks[1])
    assert bob_area.ctrl.game.scores == real().scores
    assert len(bob_area.ctrl.game.racks[1]) == 5
    assert rack_shown(ann_area) == real().racks[0]


def test_an_illegal_tile_on_the_joining_screen_is_refused_there_with_the_games_words(
    qtbot,
) -> None:
    host, client = host_and_join(qtbot)
    ann_area, bob_area = area_of(host), area_of(client)
    end_turn_without_a_tile(qtbot, ann_area)
    qtbot.waitUntil(lambda: bob_area.ctrl.can_act)
    before = lines(client)

    slot, _square = a_legal_move(bob_area)
    square = an_illegal_square(bob_area, slot)
    click_place(qtbot, bob_area, slot, square)
    assert client.statusBar().currentMessage().startswith("That tile cannot go there: ")
    assert square not in bob_area.ctrl.game.placed
    qtbot.wait(100)  # nothing went to the host either
    assert lines(client) == before and square not in ann_area.ctrl.game.placed

    # Game > Hint (H) holds the strong player's tile on Bob's screen; a click plays it there.
    assert client.ui.actionHint.isEnabled()
    client.ui.actionHint.trigger()
    assert client.statusBar().currentMessage().startswith("Hint: the ")
    held, hinted = bob_area.ctrl.held_tile(), bob_area.board.hover
    assert held in ann_area.ctrl.game.racks[1] and hinted is not None  # Bob's own tile
    click(qtbot, bob_area.board, bob_area.board.square_centre(hinted))
    assert bob_area.ctrl.game.placed[hinted] == held
    # Edit > Undo takes it back: it is not sent until End turn.
    client.ui.actionUndo.trigger()
    assert not bob_area.ctrl.game.this_turn
    assert lines(client) == before


def test_a_stuck_player_exchanges_from_the_joining_screen_and_the_host_shuffles(
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A start tile N-S and Bob's rack all E-W tiles: none fits. Ann passes at the host,
    Bob exchanges from his screen (bare: the host shuffles), and that round without a tile
    ends the game on both screens."""
    stuck, _named = bag_order("EW2 EW3 EW4 EW5 NW1 | EW6 EW7 EW8 EW1 EW2 | NS1")

    def stuck_game(names, seed, *, fixed_turns=False, meta=()):
        return Transcript(names, stuck, fixed_turns=fixed_turns, meta=meta)

    monkeypatch.setattr(play_area.Transcript, "new", stuck_game)
    host, client = host_and_join(qtbot)
    ann_area, bob_area = area_of(host), area_of(client)
    end_turn_without_a_tile(qtbot, ann_area)
    qtbot.waitUntil(lambda: bob_area.ctrl.can_act)
    assert bob_area.ctrl.can_exchange and bob_area.exchange_button.isEnabled()
    recorded: dict[str, int] = {"host": 0, "client": 0}
    ann_area.finished.connect(lambda: recorded.update(host=recorded["host"] + 1))
    bob_area.finished.connect(lambda: recorded.update(client=recorded["client"] + 1))
    click_button(qtbot, bob_area.exchange_button)
    qtbot.waitUntil(lambda: lines(host)[-1].startswith("Bob exchange "))
    assert len(lines(host)[-1].split()) == 2 + 70 + 5  # the bag and his rack, the host's order
    qtbot.waitUntil(lambda: "end" in lines(client))
    assert "Bob exchange" in lines(client)  # the order stays the host's
    assert rack_shown(bob_area) == ann_area.ctrl.game.racks[1]  # his new tiles, from the host
    assert bob_area.is_over and ann_area.is_over
    # The host's app records the finished game (its record is the game's); a seat's view is
    # not a game to record.
    assert recorded == {"host": 1, "client": 0}
    assert (
        bob_area.turn_label.text()
        == ann_area.turn_label.text()
        == ("Game over: Ann & Bob share the win.")
    )


def test_the_hosts_computer_player_plays_its_turn_and_the_joining_screen_sees_it(qtbot) -> None:
    host = shown_window(qtbot)
    host.resize(1200, 820)
    host_ann_and_bob(qtbot, host, "Loop Tiles", computer=True)
    panel = host.network.panel
    assert panel is not None
    client = shown_window(qtbot)
    client.resize(1200, 820)
    join_as_bob(qtbot, client, panel.port_label.text(), panel.code_label.text())
    ann_area, bob_area = area_of(host), area_of(client)
    end_turn_without_a_tile(qtbot, ann_area)
    qtbot.waitUntil(lambda: bob_area.ctrl.can_act)
    slot, square = a_legal_move(bob_area)
    click_place(qtbot, bob_area, slot, square)
    click_button(qtbot, bob_area.end_turn_button)
    # Cid, a computer player, plays at the host's table (after its pause), as at one screen;
    # Bob's screen shows its tiles and says so meanwhile, and never plays Cid itself.
    qtbot.waitUntil(lambda: "Cid (computer) is playing…" in bob_area.turn_label.text())
    assert not bob_area.ctrl.is_computer(2) and not ann_area.ctrl.is_remote(2)
    qtbot.waitUntil(lambda: "Cid done" in lines(client), timeout=8000)
    assert bob_area.ctrl.game.placed == ann_area.ctrl.game.placed
    assert bob_area.ctrl.game.scores == ann_area.ctrl.game.scores
    assert rack_shown(bob_area) == ann_area.ctrl.game.racks[1]
    assert "Ann's turn" in ann_area.turn_label.text()


def test_a_player_who_starts_another_game_leaves_without_keeping_a_view(qtbot) -> None:
    """A joining screen holds a seat's view, not the game (the host keeps it): New Game
    leaves the table without asking to abandon or keeping a file, and the seat stays Bob's."""
    host, client = host_and_join(qtbot)
    ann_area = area_of(host)
    slot, square = a_legal_move(ann_area)
    click_place(qtbot, ann_area, slot, square)
    click_button(qtbot, ann_area.end_turn_button)
    qtbot.waitUntil(lambda: area_of(client).ctrl.can_act)
    assert not client.persistence.session.must_ask_before_replacing()
    client.ui.actionNew.trigger()
    dialog = client.new_game_dialog
    click_button(qtbot, dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok))
    assert client.network.sync is None
    assert not client.persistence.session.has_kept_games()
    panel = host.network.panel
    assert panel is not None
    qtbot.waitUntil(lambda: panel.seat_list.item(0).text() == "Bob: away")


def test_two_people_at_the_host_hand_over_the_screen_and_the_remote_rack_stays_hidden(
    qtbot,
) -> None:
    """Ann and Cid share the host's screen, Bob plays on another computer: while Bob plays the
    host shows no rack; Cid gets the screen by the hand-over, as at one screen."""
    host = shown_window(qtbot)
    host.resize(1200, 820)
    host.network.host_action.trigger()
    dialog = host.network.host_dialog
    dialog.ui.gameCombo.setCurrentIndex(dialog.ui.gameCombo.findText("Loop Tiles"))
    while len(dialog.setup().seats) < 3:
        click_button(qtbot, dialog.ui.addButton)
    while len(dialog.setup().seats) > 3:
        dialog.select_row(3)
        click_button(qtbot, dialog.ui.removeButton)
    for row, name in enumerate(["Ann", "Bob", "Cid"]):
        edit = dialog.name_edit(row)
        edit.selectAll()
        qtbot.keyClicks(edit, name)
    click_button(qtbot, dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok))
    seats = host.network.host_dialog
    click_button(qtbot, seats.boxes["Bob"])
    click_button(qtbot, seats.buttons.button(QDialogButtonBox.StandardButton.Ok))
    panel = host.network.panel
    assert panel is not None
    client = shown_window(qtbot)
    client.resize(1200, 820)
    join_as_bob(qtbot, client, panel.port_label.text(), panel.code_label.text())
    ann_area, bob_area = area_of(host), area_of(client)

    click_button(qtbot, ann_area.handover_button)  # Ann takes the screen first
    assert rack_shown(ann_area) == ann_area.ctrl.game.racks[0]
    slot, square = a_legal_move(ann_area)
    click_place(qtbot, ann_area, slot, square)
    click_button(qtbot, ann_area.end_turn_button)
    qtbot.waitUntil(lambda: bob_area.ctrl.can_act)
    assert rack_shown(ann_area) == []  # Bob plays: neither Ann's nor Cid's rack shows
    assert not ann_area.handover_button.isVisible()
    slot, square = a_legal_move(bob_area)
    click_place(qtbot, bob_area, slot, square)
    click_button(qtbot, bob_area.end_turn_button)
    qtbot.waitUntil(lambda: ann_area.handover_button.isVisible())  # pass the screen to Cid
    assert ann_area.handover_button.text().startswith("Pass to Cid")
    assert rack_shown(ann_area) == []
    click_button(qtbot, ann_area.handover_button)
    assert rack_shown(ann_area) == ann_area.ctrl.game.racks[2]
    # Bob's new tile, drawn by the host, shows on his screen once the host's answer is there
    # (until then only the tiles he kept: nothing guessed).
    qtbot.waitUntil(lambda: rack_shown(bob_area) == ann_area.ctrl.game.racks[1])
