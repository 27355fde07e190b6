"""Every illegal action is refused with a plain reason, and the game stays exactly as it was.

Each row: the moves before (``player: action``, on a two-player game, sheets A and B), the
action tried, and the reason given by ``why_illegal`` and by ``apply``'s error.
"""

from __future__ import annotations

import copy

import pytest

from knaster_qt.games.exact_hit.core.actions import Write
from knaster_qt.games.exact_hit.core.errors import IllegalActionError
from knaster_qt.games.exact_hit.core.game import Game

from .notation import action, cross_rows

THROWN = ["1: throw 3 1 4 2 6 5"]

CASES = [
    # the throw and the rethrow
    ([], "2: throw", "player 1 throws this round"),
    (THROWN, "1: throw", "the dice have already been thrown"),
    ([], "1: rethrow", "the dice have not been thrown yet"),
    (THROWN, "2: rethrow", "player 1 throws this round"),
    ([*THROWN, "1: rethrow"], "1: rethrow", "the dice may be thrown again only once"),
    (
        [*THROWN, "2: cross"],
        "1: rethrow",
        "nobody may rethrow once a player has written or crossed",
    ),
    (["1: throw 1 5 5 5 5 5"], "1: rethrow 2 5 5 5 5 5", "the black die shows 1 and stays"),
    ([], "1: throw 1 2 3 4 5 7", "the dice are six values 1-6, black blue yellow red green white"),
    ([], "1: throw 1 2 3 4 5 0", "the dice are six values 1-6, black blue yellow red green white"),
    # writing and crossing
    ([], "1: write k", "the dice have not been thrown yet"),
    ([], "2: cross", "the dice have not been thrown yet"),
    (THROWN, "1: write", "choose at least one die to write, or cross a field"),
    (["1: throw 4 1 4 2 6 5"], "1: write k", "the black die shows 4, more than its field's 3"),
    (["1: throw 6 6 6 6 6 6"], "2: write k b y", "the black die shows 6, more than its field's 5"),
    ([*THROWN, "1: write k"], "1: write b", "you have already written or crossed this round"),
    ([*THROWN, "1: cross"], "1: cross", "you have already written or crossed this round"),
    (
        [*THROWN, "1: write k", "2: cross", "2: throw 2 2 2 2 2 2"],
        "1: write k",
        "the black field of row 1 is already filled",
    ),
    (
        [*THROWN, "1: cross", "2: cross", "2: throw 2 2 2 2 2 2"],
        "1: write k b",
        "the black field of row 1 is already filled",
    ),
    (THROWN, "3: cross", "there is no player 3"),
]


def _game(before: list[str]) -> Game:
    game = Game(2)
    for step in before:
        who, text = step.split(": ")
        game.apply(int(who) - 1, action(text))
    return game


def _state(game: Game) -> object:
    return copy.deepcopy({k: v for k, v in vars(game).items() if k != "_rng"})


@pytest.mark.parametrize(("before", "tried", "reason"), CASES)
def test_an_illegal_action_is_refused_and_changes_nothing(
    before: list[str], tried: str, reason: str
) -> None:
    game = _game(before)
    who, text = tried.split(": ")
    player, attempt = int(who) - 1, action(text)
    state = _state(game)
    assert game.why_illegal(player, attempt) == reason
    with pytest.raises(IllegalActionError) as caught:
        game.apply(player, attempt)
    assert str(caught.value) == reason
    assert _state(game) == state
    assert attempt not in game.legal_actions(player)


def test_a_die_that_does_not_exist_is_refused() -> None:
    game = _game(THROWN)
    assert game.why_illegal(0, Write(frozenset({6}))) == "there is no die 6"


def test_nothing_is_allowed_once_the_game_is_over() -> None:
    game = Game(1)
    cross_rows(game, 5)
    assert game.game_over
    for text in ("throw", "rethrow", "cross", "write k"):
        assert game.why_illegal(0, action(text)) == "the game is over"
    assert game.legal_actions(0) == []
