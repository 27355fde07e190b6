"""Property tests: thousands of random legal games, with the rules' invariants checked after every action.

Hypothesis draws the game (players, sheet side, end rule, how often to undo and
a seed); a seeded random.Random then plays it through the public API: random
players in random order, random legal actions, random bonus orders, random
undos (right away and later in the round), and random illegal actions that must
be refused. Drawing a seed rather than every move keeps thousands of games well
under a minute; a failure still reproduces from the printed example.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from knaster_qt.games.knaster.core.actions import Action, Bonus, Circle, Pass, Write
from knaster_qt.games.knaster.core.errors import IllegalActionError
from knaster_qt.games.knaster.core.game import ActionEvent, ActionReport, EndRule, Game
from knaster_qt.games.knaster.core.notation import LINE_CELLS
from knaster_qt.games.knaster.core.sheet import Snapshot

from .notation import full_state

LINE_MASKS = [sum(1 << cell for cell in cells) for cells in LINE_CELLS]
EVERY_PLAIN_ACTION: list[Action] = [
    *(Write(cell) for cell in range(25)),
    *(Circle(cell) for cell in range(25)),
    Pass(),
]


def check_sheets(game: Game, players: list[int] | None = None) -> None:
    """Invariants of the players' sheets (all by default), whatever happened before."""
    for player in range(len(game.players)) if players is None else players:
        sheet = game.sheets[player]
        filled = sum(1 << cell for cell, value in enumerate(sheet.values) if value)
        assert sheet.filled == filled, "filled mask and numbers disagree"
        assert all(value == 0 or 2 <= value <= 12 for value in sheet.values)
        assert sheet.circled & ~sheet.filled == 0, "a circled cell holds no number"
        complete = sheet.filled & sheet.circled
        expected = sum(1 << line for line, mask in enumerate(LINE_MASKS) if complete & mask == mask)
        # A scored line is full and fully circled; every such line is scored.
        assert sheet.scored == expected
        score = game.score(player)
        assert score.scored_lines == tuple(line for line in range(12) if expected >> line & 1)
        assert score.line_points == sum(
            game.layout.line_points[line] for line in score.scored_lines
        )
        assert score.circles == bin(sheet.circled).count("1")
        assert score.total == score.line_points + score.circles
        assert score.filled == bin(sheet.filled).count("1")
        for line, circles in sheet.pending:
            assert sheet.filled & LINE_MASKS[line] == LINE_MASKS[line], "bonus for a line not full"
            assert 1 <= circles <= 3


def check_round(game: Game) -> None:
    to_act = game.players_to_act()
    owing = [p for p, sheet in enumerate(game.sheets) if sheet.pending]
    assert len(owing) <= 1, "two players owe bonus circles at once"
    if game.current_roll is None or game.game_over:
        assert to_act == []
    assert game.round_complete == (not to_act)
    assert (game.roll_blocker() is None) == (game.round_complete and not game.game_over)
    if game.game_over:
        for player in range(len(game.players)):
            assert game.legal_actions(player) == []
            assert game.why_illegal(player, Write(0)) == "the game is over"


def canonical(action: Action) -> Action:
    """Bonus cells may be named in any order; legal_actions lists them sorted."""
    return Bonus(action.line, tuple(sorted(action.cells))) if isinstance(action, Bonus) else action


def check_agreement(game: Game, player: int, rng: random.Random) -> None:
    """legal_actions lists exactly the actions why_illegal allows.

    A sample of the listed actions and of all the others is checked after every
    move; checking all of them every time would make thousands of games too slow.
    """
    legal = game.legal_actions(player)
    listed = set(legal)
    assert len(listed) == len(legal)
    candidates = [
        *rng.sample(legal, min(len(legal), 4)),
        *rng.sample(EVERY_PLAIN_ACTION, 4),
        random_bonus(rng),
    ]
    for action in candidates:
        assert (game.why_illegal(player, action) is None) == (canonical(action) in listed), action


def random_bonus(rng: random.Random) -> Bonus:
    line = rng.randrange(12)
    count = rng.randrange(4)
    return Bonus(line, tuple(rng.sample(LINE_CELLS[line], count)))


def random_action(rng: random.Random) -> Action:
    kind = rng.randrange(4)
    if kind == 0:
        return Write(rng.randrange(-1, 26))
    if kind == 1:
        return Circle(rng.randrange(-1, 26))
    if kind == 2:
        return Pass()
    return random_bonus(rng)


def check_report(
    game: Game, player: int, action: Action, report: ActionReport, before: Snapshot
) -> None:
    """The report says exactly what changed on the player's sheet, and the round's state."""
    sheet = game.sheets[player]
    values_before, _filled, circled_before, scored_before, _pending, _acted = before
    assert report.player == player and report.action == action and not report.undone
    assert report.round_complete == game.round_complete
    assert report.game_over == game.game_over
    assert report.bonus_due == game.pending_bonus(player)
    assert report.written == tuple(c for c in range(25) if sheet.values[c] != values_before[c])
    for cell in report.written:
        assert sheet.values[cell] == game.current_roll
    assert sorted(report.circled) == [
        c for c in range(25) if (sheet.circled ^ circled_before) >> c & 1
    ]
    assert report.scored == tuple(
        line for line in range(12) if (sheet.scored ^ scored_before) >> line & 1
    )
    if isinstance(action, Write):
        assert report.written == (action.cell,)
        assert {c.line for c in report.completed} == {
            line
            for line, mask in enumerate(LINE_MASKS)
            if action.cell in LINE_CELLS[line] and sheet.filled & mask == mask
        }


def try_illegal(game: Game, rng: random.Random) -> None:
    """A random action by a random (possibly unknown) player: refused unchanged, or legal."""
    player = rng.randrange(-1, len(game.players) + 1)
    action = random_action(rng)
    reason = game.why_illegal(player, action)
    if reason is None:
        assert canonical(action) in game.legal_actions(player)
        return
    before = full_state(game)
    try:
        game.apply(player, action)
    except IllegalActionError as error:
        assert str(error) == reason
    else:
        raise AssertionError(f"{action} by {player} was applied despite: {reason}")
    assert full_state(game) == before


def play(game: Game, rng: random.Random, undo_chance: float) -> None:
    """Play the game to its end, checking everything after every action."""
    filled_in: int | None = None  # the first round after which a grid was full
    extra = 1 if game.end_rule is EndRule.EXTRA_ROUND else 0
    while not game.game_over:
        assert game.rounds < 60, "the game does not end"
        game.roll()
        assert game.is_final_round == (filled_in is not None or (not extra and game.any_grid_full))
        # Each player's sheet before each of their actions this round, for later undos.
        before_actions: dict[int, list[tuple[object, ...]]] = {}
        while to_act := game.players_to_act():
            if rng.random() < 0.15:
                try_illegal(game, rng)
            player = rng.choice([p for p in to_act if game.legal_actions(p)])
            check_agreement(game, player, rng)
            action = rng.choice(game.legal_actions(player))
            undo_now = rng.random() < undo_chance
            before = full_state(game) if undo_now else ()
            sheet_before = game.sheets[player].snapshot()
            report = game.apply(player, action)
            check_report(game, player, action, report, sheet_before)
            check_sheets(game, [player])
            check_round(game)
            before_actions.setdefault(player, []).append(sheet_before)
            if undo_now:
                undo_report = game.undo(player)
                before_actions[player].pop()
                assert undo_report.undone and undo_report.player == player
                assert full_state(game) == before, "undo did not restore the exact state"
            elif rng.random() < undo_chance / 2:
                undo_someone(game, rng, before_actions)
        check_sheets(game)
        check_round(game)
        if filled_in is None and any(sheet.is_full for sheet in game.sheets):
            filled_in = game.rounds
        # The end: the round that filled a grid (quick-end) or exactly one more.
        ends_now = filled_in is not None and game.rounds == filled_in + extra
        assert game.game_over == ends_now
        assert game.final_round_announced == (bool(extra) and filled_in == game.rounds)
    # After the end: nothing is legal, a roll is refused, the state stays put.
    final = full_state(game)
    for player in range(len(game.players)):
        assert game.legal_actions(player) == []
        for action in [*rng.sample(EVERY_PLAIN_ACTION, 3), random_bonus(rng)]:
            assert game.why_illegal(player, action) == "the game is over"
    try:
        game.roll()
    except IllegalActionError as error:
        assert str(error) == "cannot roll: the game is over"
    else:
        raise AssertionError("a roll after the end was accepted")
    assert full_state(game) == final


def undo_someone(
    game: Game, rng: random.Random, before_actions: dict[int, list[tuple[object, ...]]]
) -> None:
    """Undo an earlier action of a random player: only that player's sheet goes back."""
    candidates = [p for p in before_actions if before_actions[p] and game.can_undo(p)]
    if not candidates:
        return
    player = rng.choice(candidates)
    others = [sheet.snapshot() for p, sheet in enumerate(game.sheets) if p != player]
    actions_before = [e for e in game.history if isinstance(e, ActionEvent)]
    game.undo(player)
    assert game.sheets[player].snapshot() == before_actions[player].pop()
    assert [sheet.snapshot() for p, sheet in enumerate(game.sheets) if p != player] == others
    actions_after = [e for e in game.history if isinstance(e, ActionEvent)]
    assert len(actions_after) == len(actions_before) - 1
    check_sheets(game, [player])
    check_round(game)


@settings(
    max_examples=1500,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    players=st.integers(1, 4),
    layout=st.sampled_from(["A", "B"]),
    end_rule=st.sampled_from(EndRule),
    undo_chance=st.sampled_from([0.0, 0.05, 0.15]),
    seed=st.integers(0, 2**32 - 1),
)
def test_random_games_keep_every_invariant(
    players: int, layout: str, end_rule: EndRule, undo_chance: float, seed: int
) -> None:
    game = Game([f"P{n}" for n in range(players)], layout=layout, end_rule=end_rule, seed=seed)
    play(game, random.Random(seed), undo_chance)


@settings(max_examples=500, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(1, 3))
def test_a_clone_is_independent_and_leaves_the_dice_alone(seed: int, players: int) -> None:
    names = [f"P{n}" for n in range(players)]
    game, twin = Game(names, seed=seed), Game(names, seed=seed)
    rng = random.Random(seed)
    while not game.game_over:
        assert game.roll() == twin.roll()
        copy = game.clone()
        assert full_state(copy) == full_state(game)
        while to_act := game.players_to_act():
            player = rng.choice([p for p in to_act if game.legal_actions(p)])
            action = rng.choice(game.legal_actions(player))
            game.apply(player, action)
            twin.apply(player, action)
        before = full_state(game)
        if not copy.game_over:
            for player in copy.players_to_act():
                while actions := copy.legal_actions(player):
                    copy.apply(player, actions[-1])
        assert full_state(game) == before
    assert full_state(game) == full_state(twin)
