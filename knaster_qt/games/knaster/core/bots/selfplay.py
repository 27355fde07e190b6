"""Whole games played by computer players alone: for `knaster-qt simulate`, tests, benchmarks."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from knaster_qt.games.knaster.core.bots import make_bot
from knaster_qt.games.knaster.core.errors import LayoutError
from knaster_qt.games.knaster.core.game import EndRule, Game
from knaster_qt.games.knaster.core.layout import load_layout


@dataclass
class DecisionTimes:
    """Seconds each player spent per decision (only filled when asked for)."""

    per_player: list[list[float]] = field(default_factory=list)


def play_game(
    levels: Sequence[str],
    seed: int,
    layout: str = "A",
    end_rule: EndRule = EndRule.EXTRA_ROUND,
    times: DecisionTimes | None = None,
) -> Game:
    """Play one game to the end, one computer player per level, and return it.

    The dice come from ``seed`` alone, so the same seed gives the same rolls to
    any set of players (as long as the game lasts); the players' own seeds are
    derived from it too, so a game replays exactly.
    """
    names = [f"P{index + 1}" for index in range(len(levels))]
    game = Game(names, layout=layout, end_rule=end_rule, seed=seed)
    bots = [make_bot(level, seed * 16 + index) for index, level in enumerate(levels)]
    if times is not None:
        times.per_player = [[] for _ in levels]
    while not game.game_over:
        game.roll()
        for player, bot in enumerate(bots):
            # A player may owe several decisions on one roll (a write, then bonus circles).
            while not game.sheets[player].acted or game.sheets[player].pending:
                if times is None:
                    action = bot.choose(game, player)
                else:
                    start = time.perf_counter()
                    action = bot.choose(game, player)
                    times.per_player[player].append(time.perf_counter() - start)
                game.apply(player, action)
    return game


def simulate(levels: Sequence[str], seed: int, options: Mapping[str, str]) -> int:
    """Knaster's simulate hook (knaster_qt.hooks.SimulateHook): one game, the first player's total.

    ``options``: "sheet" (A or B, default A) and "end-rule" (extra-round or quick-end).
    An unknown sheet or end rule raises ValueError saying which ones there are.
    """
    sheet = options.get("sheet", "A")
    try:
        load_layout(sheet)
        end_rule = EndRule(options.get("end-rule", EndRule.EXTRA_ROUND.value))
    except LayoutError as error:
        raise ValueError(str(error)) from None
    except ValueError:
        known = ", ".join(rule.value for rule in EndRule)
        raise ValueError(f"unknown end rule '{options['end-rule']}' (known: {known})") from None
    return play_game(levels, seed, sheet, end_rule).score(0).total
