"""Several players on one screen: turns, undo, looking at other sheets, computer moves, hints."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from knaster_qt.games.knaster.core.actions import Bonus, Circle, Write
from knaster_qt.games.knaster.core.bots import make_bot
from knaster_qt.games.knaster.core.game import Game
from knaster_qt.games.knaster.core.notation import cell_index
from knaster_qt.games.knaster.core.setup import GameSetup, Seat
from knaster_qt.games.knaster.core.transcript import parse_transcript, write_transcript
from knaster_qt.shell.i18n import TRANSLATIONS
from knaster_qt.shell.views.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support (propagateSizeHints|raise)\(\)"
)

PEOPLE = GameSetup(seats=(Seat("Ann"), Seat("Bob"), Seat("Cid", "medium")))


def test_people_take_turns_and_undo_gives_the_turn_back(make_table, qtbot) -> None:
    window, player = make_table(PEOPLE, seed=2)
    controller, game = window.play.controller, window.play.controller.game
    player.roll()
    assert controller.player == 0 and "<b>Ann</b>, your turn" in window.play.ui.turnLabel.text()
    first = min(controller.target_cells())
    player.click_cell(first)
    # Ann (the roller) has played; now Bob plays on his own sheet, then Cid by himself.
    assert controller.player == 1 and window.play.ui.sheetView.shown_player == 1
    assert "<b>Bob</b>, your turn" in window.play.ui.turnLabel.text()
    assert game.sheets[1].filled == 0 and game.sheets[2].filled == 0
    assert window.play.ui.playerStrip.cards[0].state() == "played"
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    # Bob had not acted yet: the undo takes back Ann's write, and it is Ann's turn again.
    assert controller.player == 0 and game.sheets[0].filled == 0
    assert "<b>Ann</b>, your turn" in window.play.ui.turnLabel.text()
    assert player.status() == "Undone. Ann plays again."
    player.click_cell(first + 1)
    assert controller.player == 1
    player.click_cell(first)
    assert not game.players_to_act() and controller.can_roll()
    assert "Next roll: <b>Bob</b>" in window.play.ui.turnLabel.text()
    assert window.play.ui.dicePanel.roller_label.text() == "Ann rolled · next: Bob"
    # Bob, the last to act, can still take his write back until the next roll.
    assert window.ui.actionUndo.isEnabled()
    window.ui.actionUndo.trigger()
    assert controller.player == 1 and game.sheets[1].filled == 0


def test_a_card_shows_that_sheet_large_to_look_at_only(make_table, qtbot) -> None:
    window, player = make_table(PEOPLE, seed=2)
    game = window.play.controller.game
    player.roll()
    card = window.play.ui.playerStrip.cards[2]
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    view = window.play.ui.sheetView
    assert view.shown_player == 2 and view.read_only
    assert view.title() == "Cid's sheet · look only"
    assert view.picture().values == tuple(game.sheets[2].values)
    before = list(game.sheets[0].values), list(game.sheets[2].values)
    player.click_cell(cell_index("c3"))
    assert (list(game.sheets[0].values), list(game.sheets[2].values)) == before
    assert "to look at only" in player.status()
    assert "showing Cid's sheet" in window.play.ui.turnLabel.text()
    assert window.play.ui.playerStrip.cards[2].shown
    qtbot.mouseClick(window.play.ui.playerStrip.cards[0], Qt.MouseButton.LeftButton)
    assert not view.read_only and view.shown_player == 0
    player.click_cell(cell_index("c3"))
    assert game.sheets[0].values[cell_index("c3")] == game.current_roll


def test_a_computer_player_moves_and_rolls_after_a_visible_pause(make_table, qtbot) -> None:
    setup = GameSetup(seats=(Seat("Ann"), Seat("Cid", "easy")))
    window, player = make_table(setup, seed=5)
    window.ui.actionAnimateDice.setChecked(True)
    controller, game = window.play.controller, window.play.controller.game
    player.roll()  # Ann rolls and plays first
    player.click_cell(min(controller.target_cells()))
    assert controller.table.thinking == 1  # then Cid, after a pause
    card = window.play.ui.playerStrip.cards[1]
    assert card.state() == "thinking"
    qtbot.waitUntil(lambda: card.pulse, timeout=1000)  # its frame beats while it thinks
    assert "<b>Cid</b> (computer, easy) is playing" in window.play.ui.turnLabel.text()
    assert 1 in game.players_to_act() and not controller.is_my_turn()
    qtbot.waitUntil(lambda: not game.players_to_act(), timeout=3000)
    # Everyone has played: the next roll is Cid's, and he makes it by himself (nobody
    # presses R: the Roll button waits), then plays it first.
    assert game.rounds == 1 and not window.ui.actionRoll.isEnabled()
    assert "Next roll: <b>Cid</b> — rolls by itself" in window.play.ui.turnLabel.text()
    assert not window.play.ui.dicePanel.roll_button.isEnabled()
    qtbot.waitUntil(lambda: controller.is_my_turn(), timeout=3000)
    assert game.rounds == 2 and game.players_to_act() == [0] and controller.player == 0
    assert card.state() == "played" and not card.pulse and card.last_cell is not None
    window.ui.actionAnimateDice.setChecked(False)
    assert not controller.table.animated


@pytest.fixture
def english_afterwards():
    yield
    TRANSLATIONS.use("en")


@pytest.mark.usefixtures("english_afterwards")
def test_while_a_computer_player_is_about_to_roll_the_status_bar_says_so_as_the_banner_does(
    make_table, qtbot
) -> None:
    """The banner said "Next roll: Cid — rolls by itself" while the status bar, said again
    (here in another language), told the person to press R."""
    setup = GameSetup(seats=(Seat("Ann"), Seat("Cid", "easy")))
    window, player = make_table(setup, seed=5)
    window.ui.actionAnimateDice.setChecked(True)
    controller, game = window.play.controller, window.play.controller.game
    player.roll()
    player.click_cell(min(controller.target_cells()))
    qtbot.waitUntil(lambda: not game.players_to_act(), timeout=3000)
    assert controller.computer_rolls_next()  # in the pause before Cid's roll
    window.language_menu.action("de").trigger()  # Edit > Language: everything said again
    qtbot.waitUntil(
        lambda: (
            "Cid" in window.statusBar().currentMessage()
            and "Wurf" in (window.statusBar().currentMessage())
        ),
        timeout=2000,
    )
    status = window.statusBar().currentMessage()
    assert status == "Nächster Wurf: Cid würfelt von selbst.", status
    qtbot.waitUntil(lambda: controller.is_my_turn(), timeout=3000)  # Cid rolled and played


def test_an_opened_game_knows_its_computer_players(make_table, make_window, tmp_path) -> None:
    window, player = make_table(PEOPLE, seed=2)
    player.roll()
    player.click_cell(cell_index("a1"))
    path = tmp_path / "table.knaster"
    assert window.save_file(path)
    assert "meta bot Cid medium" in path.read_text(encoding="utf-8")
    other, _ = make_window()
    assert other.open_file(path)
    controller = other.play.controller
    assert controller.table.is_computer(2) and not controller.table.is_computer(1)
    assert controller.player == 1 and controller.is_my_turn()  # Bob was to play
    assert len(other.play.ui.playerStrip.cards) == 3 and other.play.ui.playerStrip.isVisible()


def test_the_hint_is_the_strong_players_choice_and_legal(make_table, qtbot) -> None:
    window, player = make_table(PEOPLE, seed=9)
    controller, game = window.play.controller, window.play.controller.game
    assert not window.ui.actionHint.isEnabled()  # nobody's turn before the roll
    strong = make_bot("strong")
    for _round in range(6):
        player.roll()
        while controller.is_my_turn():
            person = controller.player
            qtbot.keyClick(window.play.ui.sheetView, Qt.Key.Key_H)
            shown = window.play.table_display.hint
            assert shown is not None
            assert shown.action == strong.choose(game, person)
            assert game.is_legal(person, shown.action)
            assert isinstance(shown.action, Write | Circle)
            assert window.play.ui.sheetView.hint == (shown.action.cell, None)
            assert window.play.ui.sheetView.picture().hint_cell == shown.action.cell
            assert player.status() == f"Hint: {shown.reason}"
            player.play(shown.action)  # taking the hint is a click on the framed cell
            mine = [e.action for e in game.history if getattr(e, "player", None) == person]
            assert mine[-1] == shown.action
            player.answer_bonus_prompts()
            assert window.play.ui.sheetView.hint == (None, None)  # gone after the move


def test_a_hint_for_bonus_circles_frames_the_line(make_window, qtbot) -> None:
    window, player = make_window([7] * 5)
    for cell in ("a1", "b1", "c1", "d1", "e1"):
        player.roll()
        player.click_cell(cell_index(cell))
    game = window.play.controller.game
    assert game.pending_bonus(0)
    window.ui.actionHint.trigger()
    shown = window.play.table_display.hint
    assert isinstance(shown.action, Bonus) and shown.action.line == 0
    assert shown.action == make_bot("strong").choose(game, 0)
    assert game.is_legal(0, shown.action)
    assert window.play.ui.sheetView.hint == (shown.action.cells[0], 0)
    assert window.play.ui.sheetView.picture().hint_line == 0
    assert shown.reason.startswith("bonus for row 1: circle ")


def test_solo_keeps_its_look(make_window) -> None:
    window, player = make_window([7])
    assert not window.play.ui.playerStrip.isVisible() and not window.play.ui.turnLabel.isVisible()
    player.roll()
    assert window.play.ui.sheetView.title() == ""
    assert isinstance(window.play.controller.game, Game)


def test_a_pass_made_for_a_person_is_said_with_the_next_turn(qtbot) -> None:
    numbers = [2, 3, 4, 5, 6, 8, 9, 10, 11, 12]
    game = Game(["Ann", "Bob"])
    for cell in range(25):  # Bob's grid fills without a 7; Ann circles when she can
        game.roll(numbers[cell % 10])
        circles = [action for action in game.legal_actions(0) if isinstance(action, Circle)]
        for person in (0, 1):
            game.apply(person, Write(cell) if person else (circles or game.legal_actions(0))[0])
            while game.pending_bonus(person):
                game.apply(person, game.bonus_choices(person)[0])
    assert game.final_round_announced
    window = MainWindow(game, dice_source=lambda: (3, 4))
    qtbot.addWidget(window)
    assert window.play.ui.noticeLabel.text() == (
        "Bob's grid is full: exactly one more roll follows, then the game ends."
    )
    window.play.controller.roll()  # Bob rolls the 7 and plays first: nothing to do, he passes
    assert window.play.controller.player == 0
    assert (
        window.statusBar()
        .currentMessage()
        .startswith(
            "Bob has no empty cell and no 7 left to circle, so Bob passes. Bob rolled 7. Ann's turn"
        )
    )
    assert window.play.ui.noticeLabel.text().startswith("Last round: Bob's grid is full")


def test_undo_after_another_player_moved_takes_back_the_whole_write(qtbot) -> None:
    game = GameSetup(seats=(Seat("Ann"), Seat("Cid", "easy"))).make_game()
    window = MainWindow(game, dice_source=lambda: (3, 4))
    qtbot.addWidget(window)
    controller = window.play.controller
    for cell in ("a1", "b1", "c1", "d1"):
        controller.roll()
        assert controller.click_cell(cell_index(cell))
    # Edit > Animations: Cid moves, and then rolls round 6, each after a pause.
    window.ui.actionAnimateDice.setChecked(True)
    controller.roll()  # round 5: Ann rolls and plays first, Cid after her
    controller.click_cell(cell_index("e1"))  # five 7s in row 1: three bonus circles
    for cell in ("a1", "b1", "c1"):
        controller.click_cell(cell_index(cell))
    qtbot.waitUntil(lambda: game.history[-1].player == 1)  # Cid has played after Ann's bonus
    assert game.rounds == 5  # Ann takes hers back before Cid's roll: it waits for her
    window.ui.actionUndo.trigger()
    # Not only the bonus: a bonus must follow its write, so the write goes back too.
    assert game.sheets[0].values[cell_index("e1")] == 0 and not game.pending_bonus(0)
    assert controller.player == 0 and controller.is_my_turn()
    assert parse_transcript(write_transcript(game)).sheets[0].values == game.sheets[0].values


def test_random_clicks_keep_the_record_valid_and_the_turns_moving(qtbot) -> None:
    """A seeded monkey: rolls, clicks, undos, hints and card clicks in any order."""
    for seed in (1, 2):
        rng = random.Random(seed)
        levels = (None, "easy", None, "medium")
        setup = GameSetup(seats=tuple(Seat(f"P{n}", level) for n, level in enumerate(levels)))
        window = MainWindow(setup.make_game(seed=seed))
        qtbot.addWidget(window)
        controller, table = window.play.controller, window.play.controller.table
        game = controller.game
        for _step in range(1500):
            choice = rng.random()
            if choice < 0.1:
                if controller.roll() and controller.is_my_turn():
                    # A roll starts with the roller: only computer players precede the person.
                    order = table.order()
                    assert all(map(table.is_computer, order[: order.index(controller.player)]))
            elif choice < 0.16:
                controller.undo()
            elif choice < 0.18:
                window.play.table_display.show_hint()
            elif choice < 0.2:
                window.play.table_display.show_sheet_of(rng.randrange(4))
            elif choice < 0.22:
                controller.choose_bonus_line(rng.randrange(12))
            else:
                controller.click_cell(rng.randrange(25))
            waiting = table.next_to_act()
            # Nobody waits for nothing: the next to act is the person the screen plays.
            assert waiting is None or (
                not table.is_computer(waiting) and waiting == controller.player
            )
            parse_transcript(write_transcript(game))  # raises if the record is not valid
        assert game.rounds > 5


def test_hints_switched_off_in_the_settings(make_table, qtbot) -> None:
    from knaster_qt.shell import settings

    window, player = make_table(PEOPLE, seed=2)
    player.roll()
    settings.set_hints_available(False)
    window.persistence.apply_settings()  # what OK in Edit > Settings… does
    assert not window.ui.actionHint.isEnabled()
    qtbot.keyClick(window.play.ui.sheetView, Qt.Key.Key_H)
    assert window.play.table_display.hint is None and window.play.ui.sheetView.hint == (None, None)
    settings.set_hints_available(True)
    window.persistence.apply_settings()  # what OK in Edit > Settings… does
    qtbot.keyClick(window.play.ui.sheetView, Qt.Key.Key_H)
    assert window.play.table_display.hint is not None
