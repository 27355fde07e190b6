"""Coin Toss as the shell sees it (nothing of its layers loads with it: its hooks are lazy)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from knaster_qt.games import Choice, GameEntry, LazyHook

# Its hooks are named through `coin_toss`, this package as LazyHooks: each module is imported at
# its hook's first call. A game under knaster_qt/games names them through `knaster_qt.games.lazy`
# instead (`lazy.knaster.core.records.record`), with no `else`. For type checkers `coin_toss` is
# the package itself, and the imports (as themselves) let them check each hook's signature.
if TYPE_CHECKING:
    import tests.shell.fake_game as coin_toss
    from tests.shell.fake_game import core as core
    from tests.shell.fake_game import render as render
    from tests.shell.fake_game import views as views
else:
    coin_toss = LazyHook(__package__)


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
    painter=coin_toss.render.paint_sheet,
    check=coin_toss.core.check,
    play_area=coin_toss.views.CoinTossPlayArea,
    record=coin_toss.core.record,
    replay=coin_toss.views.CoinTossReplay,
    ratings=((3, "lucky"),),
    credit="a toy game of the tests, by nobody in particular",  # Help > About lists it
)
