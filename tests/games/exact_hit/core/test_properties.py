"""Properties of random games (hypothesis, derandomized by the suite's profile).

Random games: seeded dice, each action chosen among the legal ones (throw, maybe rethrow,
then every player writes or crosses). They check: a field holds a number or a
cross; a written number is at most the printed one; the totals are the sums of the row
scores (checked after each round); one action writes into one row only; and every game ends.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from knaster_qt.games.exact_hit.core.actions import ActionReport, Rethrow, Throw
from knaster_qt.games.exact_hit.core.game import Game
from knaster_qt.games.exact_hit.core.marks import CROSS
from knaster_qt.games.exact_hit.core.scoring import EXACT_HIT_BONUS
from knaster_qt.games.exact_hit.core.sheets import FIELDS, ROWS

# A whole game per example: fewer examples, and no deadline (CI machines are shared).
GAMES = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
# Every round each player fills at least one field, so 30 rounds fill all five rows.
MAX_ROUNDS = ROWS * FIELDS


def _check_sheets(game: Game) -> None:
    for marks in game.marks:
        for row in range(ROWS):
            for position, mark in enumerate(marks.fields[row]):
                assert mark is None or mark is CROSS or isinstance(mark, int)
                if isinstance(mark, int):
                    assert 1 <= mark <= marks.sheet.numbers[row][position]
        scores = []
        for row in range(ROWS):
            values = [mark for mark in marks.fields[row] if isinstance(mark, int)]
            scores.append(sum(values) + EXACT_HIT_BONUS[marks.exact_hits(row)])
        assert marks.total == sum(scores)
    assert game.totals() == [marks.total for marks in game.marks]


def _play(game: Game, choices: st.DataObject) -> list[list[ActionReport]]:
    """Play to the end; the reports of each round."""
    rounds: list[list[ActionReport]] = []
    while not game.game_over:
        assert game.round <= MAX_ROUNDS
        reports = [game.apply(game.thrower, Throw())]
        if choices.draw(st.booleans()):
            reports.append(game.apply(game.thrower, Rethrow()))
        order = choices.draw(st.permutations(range(game.players)))
        for player in order:
            # The thrower's rethrow is among their legal actions; it was drawn above.
            options = [
                action
                for action in game.legal_actions(player)
                if not isinstance(action, Throw | Rethrow)
            ]
            assert options, f"player {player + 1} has nothing to do"
            reports.append(game.apply(player, choices.draw(st.sampled_from(options))))
        _check_sheets(game)
        rounds.append(reports)
    return rounds


@GAMES
@given(players=st.integers(1, 6), seed=st.integers(0, 2**32), choices=st.data())
def test_random_games_end_and_keep_the_sheets_sound(
    players: int, seed: int, choices: st.DataObject
) -> None:
    game = Game(players, seed=seed)
    rounds = _play(game, choices)
    assert game.game_over
    # The game ended in the round in which somebody finished row 5, not before.
    finishing = [report for report in rounds[-1] if report.row_finished == ROWS - 1]
    assert finishing
    assert not any(r.row_finished == ROWS - 1 for reports in rounds[:-1] for r in reports)
    assert set(game.winners()) == {
        player for player, total in enumerate(game.totals()) if total == max(game.totals())
    }


@GAMES
@given(players=st.integers(1, 6), seed=st.integers(0, 2**32), choices=st.data())
def test_nobody_writes_into_two_rows_in_one_round(
    players: int, seed: int, choices: st.DataObject
) -> None:
    game = Game(players, seed=seed)
    for reports in _play(game, choices):
        for player in range(players):
            marked = [
                field
                for report in reports
                if report.player == player
                for field in (*report.written, *([report.crossed] if report.crossed else []))
            ]
            assert len({row for row, _ in marked}) <= 1
            acts = [r for r in reports if r.player == player and r.dice is None]
            assert len(acts) == 1


@given(seed=st.integers(0, 2**32), first=st.tuples(*[st.integers(1, 6)] * 6))
def test_a_rethrow_keeps_every_die_showing_1(
    seed: int, first: tuple[int, int, int, int, int, int]
) -> None:
    game = Game(1, seed=seed)
    game.apply(0, Throw(first))
    after = game.apply(0, Rethrow()).dice
    assert after is not None
    assert all(new == 1 for old, new in zip(first, after, strict=True) if old == 1)
    assert all(1 <= value <= 6 for value in after)
