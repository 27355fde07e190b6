"""The simulate hook: one whole game of computer players, the first player's total."""

from __future__ import annotations

import inspect

import pytest

from knaster_qt.games.loop_tiles.core.bots.selfplay import play_game, simulate


def test_simulate_plays_one_whole_game_and_returns_the_first_players_total() -> None:
    total = simulate(["strong", "greedy"], 7, {})
    game = play_game(["strong", "greedy"], 7)
    assert game.over and total == game.scores[0] > 0
    assert simulate(["strong", "greedy"], 7, {}) == total  # the same seed, the same game


def test_simulate_has_the_hooks_signature() -> None:
    assert list(inspect.signature(simulate).parameters) == ["levels", "seed", "options"]


def test_the_fixed_turns_variant_is_an_option() -> None:
    fixed = play_game(["medium", "medium", "medium"], 4, fixed_turns=True)
    assert fixed.turns_played == 27  # 9 turns each
    assert simulate(["medium"] * 3, 4, {"turns": "fixed"}) == fixed.scores[0]
    assert simulate(["medium"] * 3, 4, {"turns": "open"}) == play_game(["medium"] * 3, 4).scores[0]


def test_a_solo_game_is_played_too() -> None:
    assert simulate(["medium"], 2, {}) == play_game(["medium"], 2).scores[0] > 0


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"turns": "seven"}, "turns must be 'open' or 'fixed'"),
        ({"layout": "B"}, "Loop Tiles has no option 'layout'"),
    ],
)
def test_an_unknown_option_is_refused(options: dict[str, str], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        simulate(["greedy", "greedy"], 1, options)


def test_an_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown level 'grandmaster'"):
        simulate(["grandmaster", "greedy"], 1, {})
