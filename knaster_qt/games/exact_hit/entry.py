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
    LazyHook,
    computer_choices,
    join_words,
)

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

# From the spec (specs/exact-hit-rules.md), not from core.game: reading this entry must
# stay cheap, the command reads it at each start.
SHEET_LETTERS = ("A", "B", "C", "D", "E", "F")
BOT_LEVELS = ("easy", "medium", "strong")


# The hooks: each loads its implementation when first called (LazyHook), so reading the
# entry stays cheap; the annotation is the hook's Protocol, which mypy checks it against.
def _rules_window() -> RulesWindowHook:
    from knaster_qt.games.exact_hit.views.rules_window import show_rules

    return show_rules


def _painter() -> PaintSheetHook:
    from knaster_qt.games.exact_hit.render.sheet_painter import paint_sheet

    return paint_sheet


def _check() -> CheckHook:
    from knaster_qt.games.exact_hit.core.transcript import check

    return check


def _print_blank() -> PrintBlankHook:
    from knaster_qt.games.exact_hit.render.printing import print_blank

    return print_blank


def _print_finished() -> PrintFinishedHook:
    from knaster_qt.games.exact_hit.render.printing import print_finished

    return print_finished


def _simulate() -> SimulateHook:
    from knaster_qt.games.exact_hit.core.bots.selfplay import simulate

    return simulate


def _table_rules() -> TableRulesHook:
    from knaster_qt.games.exact_hit.core.network import ExactHitTable

    return ExactHitTable


def _play_area() -> PlayAreaHook:
    from knaster_qt.games.exact_hit.views.play_area import ExactHitPlayArea

    return ExactHitPlayArea


def _record() -> RecordHook:
    from knaster_qt.games.exact_hit.core.records import record

    return record


def _replay() -> ReplayHook:
    from knaster_qt.games.exact_hit.views.replay_window import ReplayWindow

    return ReplayWindow


def _name_problem() -> NameProblemHook:
    from knaster_qt.games.exact_hit.core.players import name_problem

    return name_problem


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
    rules_window=LazyHook(_rules_window),
    painter=LazyHook(_painter),
    check=LazyHook(_check),
    print_blank=LazyHook(_print_blank),
    print_finished=LazyHook(_print_finished),
    simulate=LazyHook(_simulate),
    # As Knaster's: "random" is a yardstick and "greedy" the older name of medium.
    simulate_levels=("random", "greedy", *BOT_LEVELS),
    simulate_default_level="medium",
    min_players=1,
    play_area=LazyHook(_play_area),
    table_rules=LazyHook(_table_rules),
    record=LazyHook(_record),
    replay=LazyHook(_replay),
    name_problem=LazyHook(_name_problem),
    has_dice=True,
    sheet_per_seat=True,
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
