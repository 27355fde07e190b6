"""The computer players' decisions as tables (spec notation, tests/.../notation.py)."""

from __future__ import annotations

import pytest

from knaster_qt.games.exact_hit.core.actions import Cross, Write
from knaster_qt.games.exact_hit.core.bots import LEVELS, Hint, hint, make_bot
from knaster_qt.games.exact_hit.core.bots.players import rethrow_gain, round_gain
from knaster_qt.games.exact_hit.core.bots.position import RowView
from knaster_qt.games.exact_hit.core.game import Game
from knaster_qt.games.exact_hit.core.marks import CROSS

from ..notation import DIE_LETTERS, act, action

# Sheet A row 1: black 3, blue 1, yellow 4, red 2, green 6, white 5.


def _answer(text: str) -> Write | Cross:
    answer = action(text)
    assert isinstance(answer, Write | Cross)
    return answer


def _words(answer: Write | Cross) -> str:
    if isinstance(answer, Cross):
        return "cross"
    return "write " + " ".join(DIE_LETTERS[colour] for colour in sorted(answer.colours))


def _solo(throw: str, filled: str = ". . . . . .") -> Game:
    """A solo game on sheet A whose row 1 is drawn as ``filled``, with ``throw`` thrown."""
    game = Game(1)
    for position, token in enumerate(filled.split()):
        if token == "-":
            game.marks[0].fields[0][position] = CROSS
        elif token != ".":
            game.marks[0].fields[0][position] = int(token.rstrip("x"))
    act(game, 0, f"throw {throw}")
    return game


@pytest.mark.parametrize(
    ("level", "filled", "throw", "answer"),
    [
        # Six exact hits: every level but random takes the best row there is (21 + 21).
        ("strong", ". . . . . .", "3 1 4 2 6 5", "write k b y r g w"),
        ("medium", ". . . . . .", "3 1 4 2 6 5", "write k b y r g w"),
        # Only the green die fits, a 6 on its 6 field: an exact hit.
        ("strong", ". . . . . .", "6 6 6 6 6 6", "write g"),
        # A 2 on the green 6 field would waste it: strong crosses the black field instead.
        ("strong", ". . . . . .", "6 6 6 6 2 6", "cross"),
        # Medium writes the die of the field the cross would take, rather than cross it.
        ("medium", ". . . . . .", "2 6 6 6 3 6", "write k"),
        # Medium writes exact hits and one-short dice of high fields, and nothing else.
        ("medium", ". . . . . .", "1 1 3 1 5 2", "write b y g"),
        # The last field: a die that fits is written, one that does not is crossed.
        ("strong", "3x 1x 4x 2x - .", "6 6 6 6 6 5", "write w"),
        ("strong", "3x 1x 4x 2x - .", "6 6 6 6 6 6", "cross"),
        ("easy", "3x 1x 4x 2x - .", "6 6 6 6 6 6", "cross"),
    ],
)
def test_answers_to_the_dice(level: str, filled: str, throw: str, answer: str) -> None:
    game = _solo(throw, filled)
    chosen = make_bot(level, 1).choose(game, 0)
    assert _words(chosen) == answer
    assert chosen == _answer(answer)
    assert game.why_illegal(0, chosen) is None


@pytest.mark.parametrize(
    ("level", "filled", "throw", "again"),
    [
        # Only green (6) left: keep a 5 or 6, throw a 2 again (a rethrow is worth 11/3).
        ("strong", "3 1 4 2 . 5", "6 6 6 6 5 6", False),
        ("strong", "3 1 4 2 . 5", "6 6 6 6 2 6", True),
        # A 1 stays on a rethrow: nothing to gain.
        ("strong", "3 1 4 2 . 5", "6 6 6 6 1 6", False),
        # Six exact hits: keep them.
        ("strong", ". . . . . .", "3 1 4 2 6 5", False),
        ("medium", ". . . . . .", "3 1 4 2 6 5", False),
        ("medium", ". . . . . .", "6 6 6 6 1 6", True),
        # The beginner throws again only when no die fits.
        ("easy", ". . . . . .", "6 6 6 6 1 6", False),
        ("easy", "3 1 4 2 . 5", "6 6 6 6 6 6", False),
        ("easy", ". . . . . 1", "6 6 6 6 6 6", False),
        ("easy", "- - - - - .", "6 6 6 6 6 6", True),
    ],
)
def test_the_rethrow_choice(level: str, filled: str, throw: str, again: bool) -> None:
    game = _solo(throw, filled)
    assert make_bot(level, 1).rethrow(game, 0) is again


def _nearly_finished(row_5: list[int | None]) -> Game:
    """Two players; player 1 has finished rows 1-4 and holds ``row_5``."""
    game = Game(2)
    numbers = game.marks[0].sheet.numbers
    for row in range(4):
        game.marks[0].fields[row] = list(numbers[row])
    game.marks[0].fields[4] = list(row_5)
    return game


@pytest.mark.parametrize(
    ("row_5", "player_1_acts", "answer"),
    [
        # Player 1 has two empty fields: the game may go on, strong plays by its tables.
        ([6, 2, None, None, 2, 3], "", "cross"),
        # One empty field: writing or crossing fills it, so this round is surely the last.
        ([6, 2, 5, None, 2, 3], "", "write k w"),
        ([6, 2, 5, None, 2, 3], "write k", "write k w"),
        ([6, 2, 5, None, 2, 3], "cross", "write k w"),
    ],
)
def test_in_the_last_round_strong_writes_every_die_that_fits(
    row_5: list[int | None], player_1_acts: str, answer: str
) -> None:
    # Player 2 works on row 1 of sheet B (blue 3, yellow 1, red 4, green 2, white 6, black
    # 5) with the dice below: as a rule strong would not spend its 5 and 6 fields on 2s.
    game = _nearly_finished(row_5)
    act(game, 0, "throw 2 6 6 6 6 2")
    if player_1_acts:
        act(game, 0, player_1_acts)
    second = make_bot("strong", 1)
    assert _words(second.choose(game, 1)) == answer
    if answer == "write k w":
        assert make_bot("medium").choose(game, 1) == second.choose(game, 1)
        # The hint says the same, and the score the row will have: 2 + 2, no exact hit.
        assert hint(game, 1) == Hint(None, Write(frozenset({0, 5})), 4.0)


@pytest.mark.parametrize(
    ("throw", "again"),
    [
        # Player 2 (sheet B, row 1 empty) throws in the last round: what counts is this
        # round's gain alone. Six 6s give only the white 6 (6 + 1 for the hit); a rethrow
        # is expected to bring 56/6 in values and 1.42 in bonus. Six exact hits are kept.
        ("6 6 6 6 6 6", True),
        ("5 3 1 4 2 6", False),
    ],
)
def test_in_the_last_round_the_thrower_weighs_this_rounds_gain(throw: str, again: bool) -> None:
    game = _nearly_finished([6, 2, 5, None, 2, 3])
    game.thrower = 1
    act(game, 1, f"throw {throw}")
    assert make_bot("strong").rethrow(game, 1) is again
    # The hint advises the same and expects this round's gain: the row was empty.
    advice = hint(game, 1)
    assert advice.rethrow is again
    expected = 56 / 6 + (5 / 6 + 2) / 2 if again else 21 + 21
    assert advice.expected_row == pytest.approx(expected)


@pytest.mark.parametrize("level", [*LEVELS, "greedy"])
def test_a_player_with_nothing_to_decide_is_refused(level: str) -> None:
    game = Game(2)
    bot = make_bot(level, 1)
    with pytest.raises(ValueError, match="nothing to decide"):
        bot.choose(game, 0)  # nothing thrown yet
    act(game, 0, "throw 1 1 1 1 1 1")
    with pytest.raises(ValueError, match="no rethrow"):
        bot.rethrow(game, 1)  # player 2 does not throw this round
    act(game, 1, "cross")
    with pytest.raises(ValueError, match="no rethrow"):
        bot.rethrow(game, 0)  # somebody has acted
    with pytest.raises(ValueError, match="nothing to decide"):
        bot.choose(game, 1)  # has acted


def test_an_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown level 'expert'"):
        make_bot("expert")


def test_the_hint_is_the_strong_players_choice_with_its_expectation() -> None:
    game = _solo("6 6 6 6 2 6", "3 1 4 2 . 5")
    advice = hint(game, 0)
    assert advice.rethrow is True
    assert advice.action == Write(frozenset({4}))  # if kept, the 2 is written
    # 3+1+4+2+5 written, 5 exact hits so far; a rethrow is worth (1+2+3+4+5+6)/6 in values
    # plus the bonus 15 or, with a 6, 21: 15 + 21/6 + 6/6.
    assert advice.expected_row == pytest.approx(15 + 15 + 21 / 6 + 6 / 6)
    act(game, 0, "rethrow 6 6 6 6 6 6")
    advice = hint(game, 0)
    assert advice.rethrow is None
    assert advice.action == Write(frozenset({4}))
    assert advice.expected_row == 15 + 6 + 21


def test_with_others_at_the_table_the_hint_gives_no_row_score() -> None:
    game = Game(3)
    act(game, 0, "throw 3 1 4 2 6 5")
    assert hint(game, 0) == Hint(False, Write(frozenset(range(6))), None)
    assert hint(game, 1).rethrow is None


def test_the_expected_gain_of_a_last_rethrow_by_hand() -> None:
    # An empty row 1 (3 1 4 2 6 5), no die showing 1: every die thrown anew. Values:
    # (6 + 1 + 10 + 3 + 21 + 15) / 6; bonus: K exact hits, K ~ Bin(6, 1/6), bonus K(K+1)/2,
    # E = (Var + E^2 + E) / 2 = (5/6 + 1 + 1) / 2.
    view = RowView(0, (3, 1, 4, 2, 6, 5), (0, 1, 2, 3, 4, 5), 0, 0, (6, 6, 6, 6, 6, 6))
    assert rethrow_gain(view) == pytest.approx(56 / 6 + (5 / 6 + 2) / 2)
    assert round_gain(view) == 6 + 1
    # A die showing 1 stays: on the blue 1 field it is a sure exact hit.
    held = RowView(0, (3, 1, 4, 2, 6, 5), (0, 1, 2, 3, 4, 5), 0b111101, 0, (6, 1, 6, 6, 6, 6))
    assert rethrow_gain(held) == round_gain(held) == 1 + 1
