"""Exact Hit as the shell and the command line see it: its name, options, bots and hooks.

Registered in knaster_qt/shell/registry.py; ``knaster-qt`` lists it in knaster_qt/cli/games.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from knaster_qt.games import (
    QT_TRANSLATE_NOOP,
    ActionWords,
    Choice,
    GameEntry,
    computer_choices,
    join_words,
    lazy,
)
from knaster_qt.games.exact_hit.core.rating import RATINGS  # two small tables: cheap to read

# The hooks are named through `lazy` (knaster_qt.games): each module is imported at its hook's
# first call, so reading the entry stays cheap. For mypy `lazy` is the package itself, and these
# imports (as themselves: for mypy only) let it check every hook against its Protocol.
if TYPE_CHECKING:
    from knaster_qt.games import exact_hit as exact_hit
    from knaster_qt.games.exact_hit.core import network as network
    from knaster_qt.games.exact_hit.core import players as players
    from knaster_qt.games.exact_hit.core import records as records
    from knaster_qt.games.exact_hit.core import transcript as transcript
    from knaster_qt.games.exact_hit.core.bots import selfplay as selfplay
    from knaster_qt.games.exact_hit.render import printing as printing
    from knaster_qt.games.exact_hit.render import sheet_painter as sheet_painter
    from knaster_qt.games.exact_hit.views import play_area as play_area
    from knaster_qt.games.exact_hit.views import replay_window as replay_window
    from knaster_qt.games.exact_hit.views import rules_window as rules_window


# From the spec (specs/exact-hit-rules.md), not from core.game: reading this entry must
# stay cheap, the command reads it at each start.
SHEET_LETTERS = ("A", "B", "C", "D", "E", "F")
BOT_LEVELS = ("easy", "medium", "strong")


GAME = GameEntry(
    name="Exact Hit",
    transcript_header="exact-hit",
    file_suffix=".exact-hit",
    # The labels are Words (English str): the shell says them with knaster_qt.texts.translated.
    sheet_sides=tuple(
        Choice(letter, QT_TRANSLATE_NOOP("ExactHitEntry", "Sheet &{letter}").format(letter=letter))
        for letter in SHEET_LETTERS
    ),
    end_rules=(),
    bot_levels=computer_choices(BOT_LEVELS),
    max_players=len(SHEET_LETTERS),  # 1-6 players, each with a different sheet letter
    rules_help=(),  # none: its own rules window (translated) shows the rules
    rules_window=lazy.exact_hit.views.rules_window.show_rules,
    painter=lazy.exact_hit.render.sheet_painter.paint_sheet,
    check=lazy.exact_hit.core.transcript.check,
    print_blank=lazy.exact_hit.render.printing.print_blank,
    print_finished=lazy.exact_hit.render.printing.print_finished,
    simulate=lazy.exact_hit.core.bots.selfplay.simulate,
    # As Knaster's: "random" is a yardstick and "greedy" the older name of medium.
    simulate_levels=("random", "greedy", *BOT_LEVELS),
    simulate_default_level="medium",
    min_players=1,
    ratings=RATINGS,
    play_area=lazy.exact_hit.views.play_area.ExactHitPlayArea,
    record=lazy.exact_hit.core.records.record,
    replay=lazy.exact_hit.views.replay_window.ReplayWindow,
    name_problem=lazy.exact_hit.core.players.name_problem,
    has_dice=True,
    sheet_per_seat=True,
    # Played from several computers: the referee's rules (docs/network-protocol.md).
    table_rules=lazy.exact_hit.core.network.ExactHitTable,
    how_players_play=QT_TRANSLATE_NOOP(
        "ExactHitEntry",
        "Each player has a different sheet; the thrower moves on each round and everyone"
        " answers the same dice.",
    ),
    # The rulebook's word is "throw" (specs/exact-hit-rules.md), as on the play area's button.
    dice_action=ActionWords(
        QT_TRANSLATE_NOOP("ExactHitEntry", "Thro&w the Dice"),
        #: The dice action's toolbar button
        QT_TRANSLATE_NOOP("ExactHitEntry", "Throw"),
        QT_TRANSLATE_NOOP("ExactHitEntry", "Throw the six dice (R)"),
        QT_TRANSLATE_NOOP(
            "ExactHitEntry", "Throw the six dice: every player answers the same throw."
        ),
    ),
    undo_tip=QT_TRANSLATE_NOOP("ExactHitEntry", "Take back the last die written this turn ({key})"),
    #: Settings, after "Exact Hit: " below the Hints box
    hints_help=QT_TRANSLATE_NOOP(
        "ExactHitEntry", "which dice to write for this throw, and whether to throw again"
    ),
    #: Settings and Edit > Animations, after "Exact Hit: "
    animation_help=QT_TRANSLATE_NOOP(
        "ExactHitEntry", "the six dice tumble, computer players throw and write at a visible pace"
    ),
    # Whose game it is: specs/exact-hit-rules.md (NSV: Nürnberger-Spielkarten-Verlag, who
    # also publish Knaster).
    #: Help > About, after "Exact Hit: "; {authors}: two names joined with "and"; {name}: Exact Hit
    credit=QT_TRANSLATE_NOOP(
        "ExactHitEntry",
        "after a rulebook by {authors}, published by {publisher}; we do not know its title,"
        " and “{name}” is our name for it",
    ).format(
        authors=join_words(("Steffen Benndorf", "Reinhard Staupe")),
        publisher="Nürnberger-Spielkarten-Verlag (NSV)",
        name="Exact Hit",
    ),
)
