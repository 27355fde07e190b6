"""Property: in random table games, the rules of turns agree with the game's legal actions.

Hypothesis draws the table (1-4 players, some of them computer players), a seed
and how often to undo; a seeded random.Random then plays the game through the
core only, the way the app does: the player ``next_to_act`` names acts, the steps
``automatic_step`` names are made for them, and people press undo at random
moments. After every step the turn functions must agree with what is legal, and
every undo must take back exactly the pressing player's own last step (or, for a
player who has not acted, the last person's), nothing of anyone else's.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from knaster_qt.games.knaster.core.actions import Bonus, Pass
from knaster_qt.games.knaster.core.game import Game
from knaster_qt.games.knaster.core.turns import (
    automatic_step,
    can_take_back,
    empty_bonus,
    last_action,
    next_roller,
    next_to_act,
    roller,
    someone_else_acted_last,
    take_back,
    undo_target,
)

from .notation import full_state

SheetState = tuple[object, ...]


def sheet_state(game: Game, player: int) -> SheetState:
    sheet = game.sheets[player]
    return (tuple(sheet.values), sheet.circled, sheet.scored, tuple(sheet.pending), sheet.acted)


def check_turns(game: Game, preferred: int | None) -> None:
    """Who acts next, who rolls next and the automatic steps agree with the legal actions."""
    waiting = game.players_to_act()
    acting = next_to_act(game, preferred)
    assert (acting is None) == (not waiting)
    assert (game.roll_blocker() is None) == (acting is None and not game.game_over)
    if acting is None:
        return
    assert game.legal_actions(acting), "the player named to act has nothing legal to do"
    owing = [player for player in waiting if game.pending_bonus(player)]
    if owing:
        assert acting in owing
        assert all(isinstance(action, Bonus) for action in game.legal_actions(acting))
    elif preferred in waiting:
        assert acting == preferred
    else:  # nobody waiting sits between the roller and the one named
        count = len(game.players)
        between = range((acting - roller(game)) % count)
        assert all((roller(game) + step) % count not in waiting for step in between)
    step = automatic_step(game, acting)
    if step is not None:
        assert game.legal_actions(acting) == [step], "an automatic step must be the only choice"
    elif not owing:
        assert game.legal_actions(acting) != [Pass()]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(1, 4),
    seed=st.integers(0, 2**32 - 1),
    undo_rate=st.sampled_from([0.0, 0.1, 0.3]),
)
def test_turns_agree_with_the_rules_in_random_table_games(
    players: int, seed: int, undo_rate: float
) -> None:
    rng = random.Random(seed)
    game = Game([f"P{index}" for index in range(players)])
    computers = frozenset(p for p in range(players) if rng.random() < 0.3)
    preferred: int | None = None
    at_roll: dict[int, SheetState] = {}
    # The state before the latest chosen step, while nothing else has happened since.
    last_chosen: tuple[int, tuple[object, ...]] | None = None
    for _ in range(3000):
        if game.game_over:
            break
        check_turns(game, preferred)
        acting = next_to_act(game, preferred)
        if acting is None:
            expected = next_roller(game)
            game.roll(dice=(rng.randint(1, 6), rng.randint(1, 6)))
            assert roller(game) == expected
            assert next_to_act(game) == expected, "the roller acts first"
            preferred, last_chosen = None, None
            at_roll = {player: sheet_state(game, player) for player in range(players)}
            continue
        step = automatic_step(game, acting)
        if step is not None:
            game.apply(acting, step)
            last_chosen = None
            continue
        presser = rng.randrange(players)
        if presser not in computers and rng.random() < undo_rate:
            target = undo_target(game, presser, computers)
            if can_take_back(game, presser):
                assert target == presser, "a player's own step goes back first"
            if target is None:
                continue
            assert target not in computers and not isinstance(last_action(game, target), Pass)
            whole_move = someone_else_acted_last(game, target)
            others = {p: sheet_state(game, p) for p in range(players) if p != target}
            reports = take_back(game, target)
            assert reports and all(report.undone for report in reports)
            assert others == {p: sheet_state(game, p) for p in range(players) if p != target}
            if whole_move:
                assert sheet_state(game, target) == at_roll[target], "the whole move goes back"
            elif last_chosen is not None and last_chosen[0] == target:
                assert full_state(game) == last_chosen[1], "exactly the last step goes back"
            assert target in game.players_to_act()
            preferred, last_chosen = target, None
            continue
        before = full_state(game)
        game.apply(acting, rng.choice(game.legal_actions(acting)))
        while (bonus := empty_bonus(game, acting)) is not None:  # made at once, as the app does
            game.apply(acting, bonus)
        last_chosen = (acting, before)
    assert game.game_over, "a game played by these rules ends"
