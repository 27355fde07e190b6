"""Loop Tiles as the command line (and later the shell) sees it.

Not registered in the shell yet (it has no window); ``knaster-qt`` lists it in
knaster_qt/cli/games.py. Its hooks are the functions its packages offer.
"""

from __future__ import annotations

from knaster_qt.games import Choice, GameEntry, GameOption

BOT_LEVELS = ("easy", "medium", "strong")

GAME = GameEntry(
    name="Loop Tiles",
    transcript_header="loop-tiles",
    file_suffix=".loop-tiles",
    sheet_sides=(),
    end_rules=(),
    bot_levels=tuple(Choice(level, f"Computer: {level}") for level in BOT_LEVELS),
    max_players=4,  # specs/loop-tiles-rules.md: 2-4 players, and solo for practice
    rules_help=("help", "loop-tiles.md"),
    painter="",
    check="knaster_qt.games.loop_tiles.core.transcript:check",
    print_blank="knaster_qt.games.loop_tiles.render.printing:print_blank",
    print_finished="knaster_qt.games.loop_tiles.render.printing:print_finished",
    simulate="knaster_qt.games.loop_tiles.core.bots.selfplay:simulate",
    min_players=1,
    # "random" and "greedy" (the plain greedy player) are reference players for figures.
    simulate_levels=("random", "greedy", *BOT_LEVELS),
    simulate_default_level="medium",
    simulate_options=(
        GameOption(
            "turns",
            "open",
            "open (until the board or the bag ends the game, default) or fixed "
            "(the fixed-turns variant: 7, 9 or 13 turns each)",
            ("open", "fixed"),
        ),
    ),
)
