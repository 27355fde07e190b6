"""GameSetup: who plays and how; the Game it makes and the meta lines that let a game remember it."""

from __future__ import annotations

import re

import pytest

from knaster_qt.games.knaster.core.errors import IllegalActionError
from knaster_qt.games.knaster.core.game import EndRule, Game
from knaster_qt.games.knaster.core.setup import GameSetup, Seat
from knaster_qt.games.knaster.core.transcript import parse_transcript, write_transcript


def test_the_game_records_computer_players_and_real_dice_in_its_transcript() -> None:
    setup = GameSetup(
        seats=(Seat("Ann"), Seat("Bob", "strong"), Seat("Cid", "easy")),
        layout="B",
        end_rule=EndRule.QUICK_END,
        real_dice=True,
    )
    game = setup.make_game(seed=3)
    assert game.players == ("Ann", "Bob", "Cid")
    assert game.layout.id == "B" and game.end_rule is EndRule.QUICK_END
    text = write_transcript(game)
    assert "meta bot Bob strong\nmeta bot Cid easy\nmeta dice real\n" in text
    assert "rule quick-end" in text
    assert GameSetup.from_game(parse_transcript(text)) == setup


def test_a_plain_game_is_all_people_with_the_app_rolling() -> None:
    setup = GameSetup.from_game(Game(["Ann", "Bob"]))
    assert setup.seats == (Seat("Ann"), Seat("Bob"))
    assert not setup.real_dice and setup.end_rule is EndRule.EXTRA_ROUND


def test_meta_lines_that_name_nobody_or_no_level_are_ignored() -> None:
    game = parse_transcript(
        "knaster 1\nsheet A\nplayer Ann\nmeta bot Zed strong\nmeta bot Ann genius\n"
        "meta bot\nmeta dice loaded\n"
    )
    setup = GameSetup.from_game(game)
    assert setup.seats == (Seat("Ann"),) and not setup.real_dice


@pytest.mark.parametrize(
    ("seats", "problem"),
    [
        ((), "a game has 1 to 12 players, not 0"),
        (tuple(Seat(f"P{n}") for n in range(13)), "a game has 1 to 12 players, not 13"),
        ((Seat("Ann"), Seat("Ann", "easy")), "two players are called Ann"),
        ((Seat("Ann Lee"),), "'Ann Lee' contains a space; use letters, digits, _ or -"),
        ((Seat("roll"),), "'roll' is a keyword of the transcript and cannot be a name"),
        ((Seat(""),), "a player needs a name"),
        ((Seat("Bob", "genius"),), "'genius' is not a computer level (easy, medium, strong)"),
    ],
)
def test_problems_are_said_in_plain_words_and_stop_the_game(seats, problem) -> None:
    setup = GameSetup(seats=seats)
    assert setup.problems()[0] == problem
    with pytest.raises(IllegalActionError, match=re.escape(problem)):
        setup.make_game()
