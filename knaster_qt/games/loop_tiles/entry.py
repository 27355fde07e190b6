"""Loop Tiles as the command line (and later the shell) sees it.

Not registered in the shell yet (it has no window); ``knaster-qt`` lists it in
knaster_qt/cli/games.py. Its other hooks are filled in as its bots land;
an empty one makes the command say plainly that the game cannot do that yet.
"""

from __future__ import annotations

from knaster_qt.games import Choice, GameEntry

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
    min_players=1,
)
