"""Loop Tiles as the command line (and later the shell) sees it.

Registered in knaster_qt/shell/registry.py; ``knaster-qt`` lists it in
knaster_qt/cli/games.py. Its hooks are the functions its packages offer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from knaster_qt.games import (
    QT_TRANSLATE_NOOP,
    Choice,
    GameEntry,
    GameOption,
    computer_choices,
    lazy,
)

# The hooks are named through `lazy` (knaster_qt.games): each module is imported at its hook's
# first call, so reading the entry stays cheap. For mypy `lazy` is the package itself, and these
# imports (as themselves: for mypy only) let it check every hook against its Protocol.
if TYPE_CHECKING:
    from knaster_qt.games import loop_tiles as loop_tiles
    from knaster_qt.games.loop_tiles.core import network as network
    from knaster_qt.games.loop_tiles.core import seats as seats
    from knaster_qt.games.loop_tiles.core import transcript as transcript
    from knaster_qt.games.loop_tiles.core.bots import selfplay as selfplay
    from knaster_qt.games.loop_tiles.render import printing as printing
    from knaster_qt.games.loop_tiles.views import play_area as play_area
    from knaster_qt.games.loop_tiles.views import replay_window as replay_window
    from knaster_qt.games.loop_tiles.views import rules_window as rules_window


BOT_LEVELS = ("easy", "medium", "strong")


GAME = GameEntry(
    name="Loop Tiles",
    transcript_header="loop-tiles",
    file_suffix=".loop-tiles",
    sheet_sides=(),
    end_rules=(
        Choice(
            "standard",
            QT_TRANSLATE_NOOP("LoopTilesEntry", "&Open (rulebook)"),
            QT_TRANSLATE_NOOP(
                "LoopTilesEntry",
                "Until the bag is empty and no tile fits, or a round passes without a tile",
            ),
        ),
        Choice(
            "fixed-turns",
            QT_TRANSLATE_NOOP("LoopTilesEntry", "&Fixed turns"),
            QT_TRANSLATE_NOOP(
                "LoopTilesEntry",
                "2 players 13 turns each, 3 players 9, 4 players 7 (2 to 4 players)",
            ),
        ),
    ),
    bot_levels=computer_choices(BOT_LEVELS),
    max_players=4,  # specs/loop-tiles-rules.md: 2-4 players, and solo for practice
    rules_help=(),  # none: its own rules window (translated) shows the rules
    painter=None,
    check=lazy.loop_tiles.core.transcript.check,
    print_blank=lazy.loop_tiles.render.printing.print_blank,
    print_finished=lazy.loop_tiles.render.printing.print_finished,
    simulate=lazy.loop_tiles.core.bots.selfplay.simulate,
    min_players=1,
    play_area=lazy.loop_tiles.views.play_area.LoopTilesPlayArea,
    replay=lazy.loop_tiles.views.replay_window.LoopTilesReplay,
    record=lazy.loop_tiles.core.seats.record,
    # Played from several computers: the referee's rules (docs/network-protocol.md).
    table_rules=lazy.loop_tiles.core.network.LoopTilesTable,
    name_problem=lazy.loop_tiles.core.transcript.name_problem,
    rules_window=lazy.loop_tiles.views.rules_window.show_rules,
    one_sheet_for_all=True,  # the score pad holds every player's column
    how_players_play=QT_TRANSLATE_NOOP(
        "LoopTilesEntry", "Each in turn places up to three tiles; solo is practice."
    ),
    # No dice (has_dice False): the window hides Game > Roll the Dice.
    undo_tip=QT_TRANSLATE_NOOP(
        "LoopTilesEntry", "Take back the last tile placed this turn ({key})"
    ),
    #: Settings, after "Loop Tiles: " below the Hints box
    hints_help=QT_TRANSLATE_NOOP(
        "LoopTilesEntry",
        "the tile to place first and its square, as the strong computer player would",
    ),
    #: Settings and Edit > Animations, after "Loop Tiles: "
    animation_help=QT_TRANSLATE_NOOP(
        "LoopTilesEntry", "computer players place their tiles one by one at a visible pace"
    ),
    # Whose game it is: specs/loop-tiles-rules.md, which names no author.
    #: Help > About, after "Loop Tiles: "; {original}: Loopit, {name}: Loop Tiles
    credit=QT_TRANSLATE_NOOP(
        "LoopTilesEntry",
        "after the board game {original} ({publisher}, {year}); “{name}” is our name for it",
    ).format(original="Loopit", publisher="Goliath", year="2008", name="Loop Tiles"),
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
