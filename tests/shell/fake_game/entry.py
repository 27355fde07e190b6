"""Coin Toss as the shell sees it (nothing of its layers loads with it: its hooks are lazy)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from knaster_qt.games import Choice, GameEntry, LazyHook

if TYPE_CHECKING:
    from knaster_qt.hooks import CheckHook, PaintSheetHook, PlayAreaHook, RecordHook, ReplayHook


# The hooks: each imports its layer when first called; the annotation is the hook's Protocol.
def _painter() -> PaintSheetHook:
    from tests.shell.fake_game.render import paint_sheet

    return paint_sheet


def _check() -> CheckHook:
    from tests.shell.fake_game.core import check

    return check


def _play_area() -> PlayAreaHook:
    from tests.shell.fake_game.views import CoinTossPlayArea

    return CoinTossPlayArea


def _record() -> RecordHook:
    from tests.shell.fake_game.core import record

    return record


def _replay() -> ReplayHook:
    from tests.shell.fake_game.views import CoinTossReplay

    return CoinTossReplay


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
    painter=LazyHook(_painter),
    check=LazyHook(_check),
    play_area=LazyHook(_play_area),
    record=LazyHook(_record),
    replay=LazyHook(_replay),
    ratings=((3, "lucky"),),
    credit="a toy game of the tests, by nobody in particular",  # Help > About lists it
)
