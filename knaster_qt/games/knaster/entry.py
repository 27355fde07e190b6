"""Knaster as the shell sees it: its name, options, bots, rules text, painter and hooks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from knaster_qt.games import (
    QT_TRANSLATE_NOOP,
    ActionWords,
    Choice,
    GameEntry,
    GameOption,
    computer_choices,
    join_words,
    lazy,
)
from knaster_qt.games.knaster.core.game_types import EndRule
from knaster_qt.games.knaster.core.players import BOT_LEVELS, MAX_PLAYERS
from knaster_qt.games.knaster.core.rating import RATINGS

# The hooks are named through `lazy` (knaster_qt.games): each module is imported at its hook's
# first call, so reading the entry stays cheap. For mypy `lazy` is the package itself, and these
# imports (as themselves: for mypy only) let it check every hook against its Protocol.
if TYPE_CHECKING:
    from knaster_qt.games import knaster as knaster
    from knaster_qt.games.knaster.core import network as network
    from knaster_qt.games.knaster.core import players as players
    from knaster_qt.games.knaster.core import records as records
    from knaster_qt.games.knaster.core import transcript as transcript
    from knaster_qt.games.knaster.core.bots import selfplay as selfplay
    from knaster_qt.games.knaster.render import printed as printed
    from knaster_qt.games.knaster.render import sheet_painter as sheet_painter
    from knaster_qt.games.knaster.views import play_area as play_area
    from knaster_qt.games.knaster.views import replay_window as replay_window
    from knaster_qt.games.knaster.views import rules_window as rules_window


GAME = GameEntry(
    name="Knaster",
    transcript_header="knaster",
    file_suffix=".knaster",
    # The labels and tips are Words (English str): the shell says them with texts.translated.
    sheet_sides=(
        Choice(
            "A",
            QT_TRANSLATE_NOOP("KnasterEntry", "Side &A (classic)"),
            QT_TRANSLATE_NOOP(
                "KnasterEntry", "Rows 9 8 7 6 5 from the top, columns 9 8 7 6 5 from the left"
            ),
        ),
        Choice(
            "B",
            QT_TRANSLATE_NOOP("KnasterEntry", "Side &B (mirrored)"),
            QT_TRANSLATE_NOOP(
                "KnasterEntry", "Rows 5 6 7 8 9 from the top, columns 5 6 7 8 9 from the left"
            ),
        ),
    ),
    end_rules=(
        Choice(
            EndRule.EXTRA_ROUND.value,
            QT_TRANSLATE_NOOP("KnasterEntry", "&Extra round (rulebook)"),
            QT_TRANSLATE_NOOP(
                "KnasterEntry", "When a grid is full, exactly one more roll is played"
            ),
        ),
        Choice(
            EndRule.QUICK_END.value,
            QT_TRANSLATE_NOOP("KnasterEntry", "&Quick end"),
            QT_TRANSLATE_NOOP("KnasterEntry", "The game ends with the round in which a grid fills"),
        ),
    ),
    bot_levels=computer_choices(BOT_LEVELS),
    max_players=MAX_PLAYERS,
    rules_help=("help", "rules.md"),
    rules_window=lazy.knaster.views.rules_window.show_rules,
    painter=lazy.knaster.render.sheet_painter.paint_sheet,
    check=lazy.knaster.core.transcript.check_transcript,
    record=lazy.knaster.core.records.record,
    play_area=lazy.knaster.views.play_area.KnasterPlayArea,
    replay=lazy.knaster.views.replay_window.ReplayWindow,
    name_problem=lazy.knaster.core.players.name_problem,
    ratings=RATINGS,
    simulate=lazy.knaster.core.bots.selfplay.simulate,
    print_blank=lazy.knaster.render.printed.blank_sheets,
    print_finished=lazy.knaster.render.printed.finished_sheets,
    min_players=1,
    # random and greedy (the medium level's plain self) are reference players for figures.
    simulate_levels=("random", "greedy", *BOT_LEVELS),
    simulate_default_level="greedy",
    simulate_options=(
        GameOption("sheet", "A", "sheet side, A or B (default A)"),
        GameOption(
            "end-rule",
            EndRule.EXTRA_ROUND.value,
            "extra-round (the rulebook, default) or quick-end",
            tuple(rule.value for rule in EndRule),
        ),
    ),
    has_dice=True,
    # Played from several computers: the referee's rules (docs/network-protocol.md).
    table_rules=lazy.knaster.core.network.KnasterTable,
    how_players_play=QT_TRANSLATE_NOOP(
        "KnasterEntry",
        "Everyone plays the same roll, in this order; the roller moves on each round.",
    ),
    dice_action=ActionWords(
        QT_TRANSLATE_NOOP("KnasterEntry", "&Roll the Dice"),
        #: The dice action's toolbar button
        QT_TRANSLATE_NOOP("KnasterEntry", "Roll"),
        QT_TRANSLATE_NOOP("KnasterEntry", "Roll both dice (R)"),
        QT_TRANSLATE_NOOP("KnasterEntry", "Roll both dice: every player uses their sum."),
    ),
    hint_tip=QT_TRANSLATE_NOOP(
        "KnasterEntry",
        "What the strong computer player would do in your place (H; H again makes that move)",
    ),
    undo_tip=QT_TRANSLATE_NOOP("KnasterEntry", "Take back your last step of this roll ({key})"),
    #: Settings, after "Knaster: " below the Hints box
    hints_help=QT_TRANSLATE_NOOP(
        "KnasterEntry",
        "the cell to write or circle for this roll, shown on the sheet; H again plays it",
    ),
    #: Settings and Edit > Animations, after "Knaster: "
    animation_help=QT_TRANSLATE_NOOP(
        "KnasterEntry",
        "the two dice tumble, circles are drawn on the sheet, computer players take their time",
    ),
    # Whose game it is: specs/knaster-rules.md.
    #: Help > About, after "Knaster: "; {authors}: three names joined with "and"
    credit=QT_TRANSLATE_NOOP(
        "KnasterEntry", "a game by {authors}, published by {publisher} ({year})"
    ).format(
        authors=join_words(("Markus Schleininger", "Reinhard Staupe", "Heinz Wüppen")),
        publisher="Nürnberger-Spielkarten-Verlag",
        year="2019",
    ),
)
