"""Knaster as the shell sees it: its name, options, bots, rules text, painter and hooks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from knaster_qt.games import (
    QT_TRANSLATE_NOOP,
    ActionWords,
    Choice,
    GameEntry,
    GameOption,
    LazyHook,
    computer_choices,
    join_words,
)
from knaster_qt.games.knaster.core.game_types import EndRule
from knaster_qt.games.knaster.core.players import BOT_LEVELS, MAX_PLAYERS
from knaster_qt.games.knaster.core.rating import RATINGS

if TYPE_CHECKING:
    from knaster_qt.hooks import (
        CheckHook,
        NameProblemHook,
        PaintSheetHook,
        PlayAreaHook,
        PrintBlankHook,
        PrintFinishedHook,
        RecordHook,
        ReplayHook,
        RulesWindowHook,
        SimulateHook,
        TableRulesHook,
    )


# The hooks: each loads its implementation when first called (LazyHook), so reading the
# entry stays cheap; the annotation is the hook's Protocol, which mypy checks it against.
def _painter() -> PaintSheetHook:
    from knaster_qt.games.knaster.render.sheet_painter import paint_sheet

    return paint_sheet


def _check() -> CheckHook:
    from knaster_qt.games.knaster.core.transcript import check_transcript

    return check_transcript


def _simulate() -> SimulateHook:
    from knaster_qt.games.knaster.core.bots.selfplay import simulate

    return simulate


def _print_blank() -> PrintBlankHook:
    from knaster_qt.games.knaster.render.printed import blank_sheets

    return blank_sheets


def _print_finished() -> PrintFinishedHook:
    from knaster_qt.games.knaster.render.printed import finished_sheets

    return finished_sheets


def _rules_window() -> RulesWindowHook:
    from knaster_qt.games.knaster.views.rules_window import show_rules

    return show_rules


def _table_rules() -> TableRulesHook:
    from knaster_qt.games.knaster.core.network import KnasterTable

    return KnasterTable


def _play_area() -> PlayAreaHook:
    from knaster_qt.games.knaster.views.play_area import KnasterPlayArea

    return KnasterPlayArea


def _record() -> RecordHook:
    from knaster_qt.games.knaster.core.records import record

    return record


def _replay() -> ReplayHook:
    from knaster_qt.games.knaster.views.replay_window import ReplayWindow

    return ReplayWindow


def _name_problem() -> NameProblemHook:
    from knaster_qt.games.knaster.core.players import name_problem

    return name_problem


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
    rules_window=LazyHook(_rules_window),
    painter=LazyHook(_painter),
    check=LazyHook(_check),
    record=LazyHook(_record),
    play_area=LazyHook(_play_area),
    table_rules=LazyHook(_table_rules),
    replay=LazyHook(_replay),
    name_problem=LazyHook(_name_problem),
    ratings=RATINGS,
    simulate=LazyHook(_simulate),
    print_blank=LazyHook(_print_blank),
    print_finished=LazyHook(_print_finished),
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
