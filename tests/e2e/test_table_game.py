"""Whole games around the table: people by clicks, computer players by themselves, to the results."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from knaster_qt.games.knaster.core.bots import make_bot
from knaster_qt.games.knaster.core.game import EndRule
from knaster_qt.games.knaster.core.notation import LINE_NAMES
from knaster_qt.games.knaster.core.setup import GameSetup, Seat

pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support (propagateSizeHints|raise)\(\)"
)


def expected_rows(game) -> list[list[str]]:
    """The results table as the core ranks the game: rank, name, lines, circles, total."""
    ranks = game.ranks()
    rows = []
    for seat in sorted(range(len(game.players)), key=lambda seat: (ranks[seat], seat)):
        score = game.score(seat)
        scored = ", ".join(LINE_NAMES[line] for line in score.scored_lines)
        lines = f"{score.line_points}" + (f" ({scored})" if scored else "")
        rows.append(
            [str(ranks[seat]), game.players[seat], lines, str(score.circles), str(score.total)]
        )
    return rows


def test_two_people_and_a_computer_player_play_to_the_results(make_table, qtbot) -> None:
    setup = GameSetup(seats=(Seat("Ann"), Seat("Bob"), Seat("Cid", "medium")))
    window, player = make_table(setup, seed=4)
    controller = window.play.controller
    game = controller.game
    assert [card.player for card in window.play.ui.playerStrip.cards] == [0, 1, 2]
    thinking = {0: make_bot("medium", seed=10), 1: make_bot("easy", seed=11)}
    notices: list[str] = []
    window.play.controller.table.noticeChanged.connect(notices.append)
    rollers: list[str] = []
    while not game.game_over:
        if not controller.is_my_turn():  # a person rolls; Cid has rolled his by himself
            assert controller.can_roll()
            player.roll()
        rollers.append(window.play.ui.dicePanel.roller_label.text())
        this_round = game.rounds
        turns = []
        while controller.is_my_turn() and game.rounds == this_round:
            person = controller.player
            name = game.players[person]
            turns.append(person)
            # Whose sheet and which roll: the banner, the sheet's title and the strip say it.
            assert f"<b>{name}</b>, your turn" in window.play.ui.turnLabel.text()
            assert window.play.ui.sheetView.title() == f"{name}'s turn · roll {game.current_roll}"
            assert window.play.ui.playerStrip.cards[person].state() == "turn"
            before = len(game.history)
            player.play(thinking[person].choose(game, person))
            player.answer_bonus_prompts()
            assert len(game.history) > before
        # Everyone acted once: the computer player by itself, both people by clicks (and
        # when the next roll is his, Cid has made it).
        assert not game.players_to_act() or game.rounds == this_round + 1
        assert len(set(turns)) == len(turns)
        if game.final_round_announced:
            assert window.play.ui.noticeLabel.isVisible()
            assert "exactly one more roll follows" in window.play.ui.noticeLabel.text()
    # The extra round was played: the game ended one round after a grid was full.
    assert game.final_round == game.rounds
    assert any("exactly one more roll follows" in text for text in notices)
    assert rollers[0] == "Ann rolled · next: Bob" and rollers[1] == "Bob rolled · next: Cid"
    assert rollers[2] == "Cid rolled · next: Ann"

    qtbot.waitUntil(
        lambda: window.play.result_dialog is not None and window.play.result_dialog.isVisible()
    )
    dialog = window.play.result_dialog
    assert dialog.ui.resultsTable.isVisible() and not dialog.ui.breakdownBox.isVisible()
    assert dialog.rows() == expected_rows(game)
    winners = {game.players[seat] for seat in game.winners()}
    for row in range(dialog.ui.resultsTable.rowCount()):
        item = dialog.ui.resultsTable.item(row, 1)
        assert item.font().bold() == (item.text() in winners)
    assert all(name in dialog.ui.headlineLabel.text() for name in winners)
    assert "Game over" in window.play.ui.turnLabel.text()

    # The results offer a new game.
    qtbot.mouseClick(dialog.new_game_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: window.new_game_dialog is not None and window.new_game_dialog.isVisible()
    )


def test_twelve_computer_players_play_to_the_end(make_table, qtbot) -> None:
    # Mostly easy and medium: the strong player's search is the slow one (two of them).
    levels = ["easy", "medium"] * 5 + ["strong", "strong"]
    setup = GameSetup(seats=tuple(Seat(f"Bot{n}", level) for n, level in enumerate(levels)))
    window, player = make_table(setup, seed=12)
    game = window.play.controller.game
    assert len(window.play.ui.playerStrip.cards) == 12
    assert not window.play.controller.is_my_turn()
    while not game.game_over:
        player.roll()
        assert not game.players_to_act()  # all twelve moved by themselves
    assert game.final_round == game.rounds
    qtbot.waitUntil(
        lambda: window.play.result_dialog is not None and window.play.result_dialog.isVisible()
    )
    assert window.play.result_dialog.rows() == expected_rows(game)
    assert len(window.play.result_dialog.rows()) == 12
    # The computer players are in the transcript, so the saved game knows them.
    assert ("bot", "Bot11 strong") in game.meta


def test_quick_end_says_the_game_ends_now(make_table, qtbot) -> None:
    setup = GameSetup(seats=(Seat("Ann"), Seat("Cid", "easy")), end_rule=EndRule.QUICK_END)
    window, player = make_table(setup, seed=8)
    game = window.play.controller.game
    bot = make_bot("medium", seed=3)
    while not game.game_over:
        player.roll()
        while window.play.controller.is_my_turn():
            player.play(bot.choose(game, 0))
            player.answer_bonus_prompts()
    assert game.final_round is None and game.any_grid_full
    assert window.play.ui.noticeLabel.text().endswith("grid is full: the game ends now.")
    qtbot.waitUntil(
        lambda: window.play.result_dialog is not None and window.play.result_dialog.isVisible()
    )
    assert "the game ends now" in window.play.result_dialog.ui.endLabel.text()
    assert window.play.result_dialog.rows() == expected_rows(game)
