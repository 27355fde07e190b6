"""Coin Toss as the shell sees it (only strings: nothing of its layers loads with it)."""

from __future__ import annotations

from knaster_qt.games import Choice, GameEntry

GAME = GameEntry(
    name="Coin Toss",
    transcript_header="cointoss",
    file_suffix=".cointoss",
    sheet_sides=(Choice("A", "The only side"),),
    end_rules=(
        Choice("ten-tosses", "After &ten tosses"),
        Choice("four-tosses", "After &four tosses"),
    ),
    bot_levels=(Choice("lucky", "Lucky"),),
    max_players=2,
    rules_help=("help", "rules.md"),
    painter="tests.shell.fake_game.render:paint_sheet",
    check="tests.shell.fake_game.core:check",
    play_area="tests.shell.fake_game.views:CoinTossPlayArea",
    record="tests.shell.fake_game.core:record",
    replay="tests.shell.fake_game.views:CoinTossReplay",
    ratings=((3, "lucky"),),
    credit="a toy game of the tests, by nobody in particular",  # Help > About lists it
)
