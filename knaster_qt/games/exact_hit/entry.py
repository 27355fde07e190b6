"""Exact Hit as the command line (and later the shell) sees it.

Not registered in the shell yet (it has no window); ``knaster-qt`` lists it in
knaster_qt/cli/games.py. Its hooks are the functions its packages offer;
an empty one makes the command say plainly that the game cannot do that yet.
"""

from __future__ import annotations

from knaster_qt.games import Choice, GameEntry

# From the spec (specs/exact-hit-rules.md), not from core.game: reading this entry must
# stay cheap, the command reads it at each start.
SHEET_LETTERS = ("A", "B", "C", "D", "E", "F")
BOT_LEVELS = ("easy", "medium", "strong")

GAME = GameEntry(
    name="Exact Hit",
    transcript_header="exact-hit",
    file_suffix=".exact-hit",
    sheet_sides=tuple(Choice(letter, f"Sheet &{letter}") for letter in SHEET_LETTERS),
    end_rules=(),
    bot_levels=tuple(Choice(level, f"Computer: {level}") for level in BOT_LEVELS),
    max_players=len(SHEET_LETTERS),  # 1-6 players, each with a different sheet letter
    rules_help=("help", "exact-hit.md"),
    painter="knaster_qt.games.exact_hit.render.sheet_painter:paint_sheet",
    check="knaster_qt.games.exact_hit.core.transcript:check",
    print_blank="knaster_qt.games.exact_hit.render.printing:print_blank",
    print_finished="knaster_qt.games.exact_hit.render.printing:print_finished",
    simulate="knaster_qt.games.exact_hit.core.bots.selfplay:simulate",
    # As Knaster's: "random" is a yardstick and "greedy" the older name of medium.
    simulate_levels=("random", "greedy", *BOT_LEVELS),
    simulate_default_level="medium",
    min_players=1,
)
