"""Every illegal action is refused with a plain message and leaves the game exactly as it was."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from knaster_qt.games.knaster.core.actions import Bonus, Circle, Pass, Write
from knaster_qt.games.knaster.core.errors import IllegalActionError
from knaster_qt.games.knaster.core.game import Game

from .notation import full_state, parse_action, position

ROW_OF_FOUR_SEVENS = """
    7  7  7  7  .
   (9) .  .  .  .
    .  .  .  .  .
    .  .  .  .  .
    .  .  .  .  .
"""
FULL_GRID = """
    2  4  6  9 12
    6  9 12  2  4
   12  2  4  6  9
    4  6  9 12  2
    9 12  2  4  6
"""


def rolled(number: int, text: str = ROW_OF_FOUR_SEVENS) -> Callable[[], Game]:
    def setup() -> Game:
        game = position(text)
        game.roll(number)
        return game

    return setup


def bonus_due() -> Game:
    game = position(ROW_OF_FOUR_SEVENS)
    game.roll(7)
    game.apply(0, parse_action("write e1"))  # five 7s: 3 circles due in r1
    return game


def acted() -> Game:
    game = rolled(7)()
    game.apply(0, parse_action("write c3"))
    return game


def not_rolled() -> Game:
    return Game(["Solo"])


def over() -> Game:
    game = position(FULL_GRID)
    game.roll(3)
    game.apply(0, Pass())
    assert game.game_over
    return game


class NotAnAction:
    def __repr__(self) -> str:
        return "NotAnAction()"


# (setup, action in words or as an object, the message)
CASES: list[tuple[str, Callable[[], Game], object, str]] = [
    ("write into a filled cell", rolled(5), "write a1", "a1 already holds 7"),
    ("circle an empty cell", rolled(7), "circle c3", "Solo cannot circle c3: it is empty"),
    (
        "circle another number",
        rolled(5),
        "circle b1",
        "Solo cannot circle b1: it holds 7, the roll is 5",
    ),
    ("circle a circled cell", rolled(9), "circle a2", "a2 is already circled"),
    ("act twice", acted, "write d3", "Solo has already acted on this roll of 7"),
    ("circle after a write", acted, "circle a1", "Solo has already acted on this roll of 7"),
    (
        "pass with empty cells",
        rolled(8),
        "pass",
        "Solo cannot pass: the grid has empty cells to write the 8 in",
    ),
    (
        "pass when a circle is possible",
        rolled(12, FULL_GRID),
        "pass",
        "Solo cannot pass: e1 holds 12 and can be circled",
    ),
    ("act before a roll", not_rolled, "write a1", "nothing has been rolled yet"),
    ("act after the end", over, "circle a1", "the game is over"),
    ("bonus when none is due", rolled(7), "bonus r1 a1", "Solo has no bonus due for r1"),
    (
        "bonus for another line",
        bonus_due,
        "bonus r2 a2",
        "Solo has no bonus due for r2; due: r1",
    ),
    ("write before the bonus", bonus_due, "write c3", "Solo must first circle the bonus for r1"),
    (
        "too few bonus circles",
        bonus_due,
        "bonus r1 a1 b1",
        "the bonus for r1 is 3 circles, not 2",
    ),
    (
        "too many bonus circles",
        bonus_due,
        "bonus r1 a1 b1 c1 d1",
        "the bonus for r1 is 3 circles, not 4",
    ),
    ("bonus cell outside the line", bonus_due, "bonus r1 a1 b1 a2", "a2 is not in r1"),
    ("bonus cell twice", bonus_due, "bonus r1 a1 a1 b1", "the bonus for r1 names a cell twice"),
    ("no such cell", rolled(7), Write(25), "there is no cell 25 (cells are 0 to 24, a1 to e5)"),
    ("negative cell", rolled(7), Circle(-1), "there is no cell -1 (cells are 0 to 24, a1 to e5)"),
    ("no such line", bonus_due, Bonus(12, ()), "there is no line 12 (lines are 0 to 11, r1 to d2)"),
    (
        "bonus names a non-cell",
        bonus_due,
        Bonus(0, (0, 1, 30)),
        "the bonus for r1 names something that is not a cell",
    ),
    (
        "not an action",
        rolled(7),
        NotAnAction(),
        "NotAnAction() is not an action (write, circle, pass or bonus)",
    ),
]


@pytest.mark.parametrize(
    ("setup", "action", "message"),
    [case[1:] for case in CASES],
    ids=[case[0] for case in CASES],
)
def test_an_illegal_action_is_refused_and_changes_nothing(
    setup: Callable[[], Game], action: object, message: str
) -> None:
    game = setup()
    move = parse_action(action) if isinstance(action, str) else action
    before = full_state(game)
    assert game.why_illegal(0, move) == message  # type: ignore[arg-type]
    assert move not in game.legal_actions(0)
    with pytest.raises(IllegalActionError) as refused:
        game.apply(0, move)  # type: ignore[arg-type]
    assert str(refused.value) == message
    assert full_state(game) == before


def test_an_unknown_player_is_refused() -> None:
    game = rolled(7)()
    before = full_state(game)
    for player, message in [(1, "there is no player 2"), (-1, "there is no player 0")]:
        with pytest.raises(IllegalActionError, match=f"^{message}$"):
            game.apply(player, Write(12))
    assert full_state(game) == before


def test_another_player_cannot_act_while_a_bonus_is_due() -> None:
    game = Game(["Ann", "Bob"])
    for cell in ("a1", "b1", "c1", "d1"):
        game.roll(4)
        for player in (0, 1):
            game.apply(player, parse_action(f"write {cell}"))
    game.roll(4)
    game.apply(1, parse_action("write e1"))
    before = full_state(game)
    assert game.why_illegal(0, Write(12)) == "Bob must first circle the bonus for r1"
    with pytest.raises(IllegalActionError, match=r"^Bob must first circle the bonus for r1$"):
        game.apply(0, Write(12))
    assert full_state(game) == before


ROLL_CASES: list[tuple[str, Callable[[], Game], dict[str, object], str]] = [
    ("a player has not acted", rolled(7), {}, "cannot roll: Solo has not acted on the 7 yet"),
    (
        "a bonus is due",
        bonus_due,
        {},
        "cannot roll: Solo still has to circle the bonus for r1",
    ),
    ("the game is over", over, {}, "cannot roll: the game is over"),
    ("sum too high", not_rolled, {"total": 13}, "a roll of two dice is 2 to 12, not 13"),
    ("sum too low", not_rolled, {"total": 1}, "a roll of two dice is 2 to 12, not 1"),
    ("not a number", not_rolled, {"total": "7"}, "a roll of two dice is 2 to 12, not '7'"),
    ("a die shows 7", not_rolled, {"dice": (7, 1)}, "dice show 1 to 6, not 7 and 1"),
    ("three dice", not_rolled, {"dice": (1, 2, 3)}, "a roll is two dice, not (1, 2, 3)"),
    ("a die shows 0", not_rolled, {"dice": (0, 4)}, "dice show 1 to 6, not 0 and 4"),
    (
        "dice and sum disagree",
        not_rolled,
        {"total": 8, "dice": (3, 4)},
        "dice 3 and 4 do not sum to 8",
    ),
]


@pytest.mark.parametrize(
    ("setup", "arguments", "message"),
    [case[1:] for case in ROLL_CASES],
    ids=[case[0] for case in ROLL_CASES],
)
def test_an_illegal_roll_is_refused_and_changes_nothing(
    setup: Callable[[], Game], arguments: dict[str, object], message: str
) -> None:
    game = setup()
    before = full_state(game)
    with pytest.raises(IllegalActionError) as refused:
        game.roll(**arguments)  # type: ignore[arg-type]
    assert str(refused.value) == message
    assert full_state(game) == before


def test_a_refused_roll_keeps_the_seeded_dice_unchanged() -> None:
    game, twin = Game(["Solo"], seed=5), Game(["Solo"], seed=5)
    with pytest.raises(IllegalActionError):
        game.roll(total=14)
    assert game.roll() == twin.roll()
    assert game.current_dice == twin.current_dice


@pytest.mark.parametrize(
    "query",
    [
        lambda game, p: game.legal_actions(p),
        lambda game, p: game.score(p),
        lambda game, p: game.pending_bonus(p),
        lambda game, p: game.bonus_required(p, 0),
        lambda game, p: game.bonus_choices(p),
        lambda game, p: game.completions(p, 0),
        lambda game, p: game.describe_pending(p),
    ],
    ids=[
        "legal_actions",
        "score",
        "pending_bonus",
        "bonus_required",
        "bonus_choices",
        "completions",
        "describe_pending",
    ],
)
def test_a_query_about_no_player_says_so_instead_of_answering_for_another(
    query: Callable[[Game, int], object],
) -> None:
    game = Game(["Ann", "Bob"])
    game.roll(7)
    for player, message in [(-1, "there is no player 0"), (2, "there is no player 3")]:
        with pytest.raises(IllegalActionError, match=f"^{message}$"):
            query(game, player)


def test_completions_of_no_cell_say_so() -> None:
    game = rolled(7)()
    with pytest.raises(IllegalActionError, match="there is no cell 25"):
        game.completions(0, 25)
