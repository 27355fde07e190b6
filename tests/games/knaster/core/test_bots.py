"""Computer players and hints: legal play through whole games, bonus decisions, seeds, strength."""

from __future__ import annotations

import statistics

import pytest

from knaster_qt.games.knaster.core.actions import Bonus, Circle, Pass, Write
from knaster_qt.games.knaster.core.bots import LEVELS, hint, make_bot
from knaster_qt.games.knaster.core.bots.hints import explain
from knaster_qt.games.knaster.core.bots.selfplay import play_game
from knaster_qt.games.knaster.core.game import EndRule, Game
from knaster_qt.games.knaster.core.notation import LINE_CELLS, cell_index, line_index


def drawn(
    picture: str, roll: int, end_rule: EndRule = EndRule.EXTRA_ROUND, rival: str = ""
) -> Game:
    """A game whose first sheet is the picture (numbers, '.' empty, '(n)' circled), then a roll.

    The sheets are set directly (the picture need not be reachable by play), which is
    all a computer player looks at; the game itself has had no round yet. With a
    ``rival`` picture a second player has that sheet.
    """
    game = Game(["Solo", "Rival"] if rival else ["Solo"], end_rule=end_rule)
    _draw_sheet(game, 0, picture)
    if rival:
        _draw_sheet(game, 1, rival)
    game.roll(roll)
    return game


def _draw_sheet(game: Game, player: int, picture: str) -> None:
    tokens = picture.split()
    assert len(tokens) == 25, picture
    sheet = game.sheets[player]
    for cell, token in enumerate(tokens):
        if token != ".":
            sheet.values[cell] = int(token.strip("()"))
            sheet.filled |= 1 << cell
            if token.startswith("("):
                sheet.circled |= 1 << cell
    for line, cells in enumerate(LINE_CELLS):
        if all(sheet.circled >> cell & 1 for cell in cells):
            sheet.scored |= 1 << line  # a fully circled line has scored


def play_checked(game: Game, levels: list[str], seed: int, rounds: int = 999) -> list[str]:
    """Play to the end (or ``rounds`` rounds), checking every action is legal before
    applying it; returns the actions played."""
    bots = [make_bot(level, seed + index) for index, level in enumerate(levels)]
    played: list[str] = []
    while not game.game_over and game.rounds < rounds:
        game.roll()
        for player, bot in enumerate(bots):
            while player in game.players_to_act():
                action = bot.choose(game, player)
                assert game.why_illegal(player, action) is None, (action, game.history)
                game.apply(player, action)
                played.append(f"{player} {action}")
    return played


@pytest.mark.parametrize("level", [*LEVELS, "greedy"])
@pytest.mark.parametrize("end_rule", list(EndRule))
def test_every_level_plays_legal_solo_games_to_the_end(level: str, end_rule: EndRule) -> None:
    for seed in range(1 if level == "strong" else 5):
        game = Game(["Solo"], end_rule=end_rule, seed=seed)
        play_checked(game, [level], seed)
        assert game.game_over
        assert game.sheets[0].is_full


@pytest.mark.parametrize("end_rule", list(EndRule))
def test_mixed_levels_play_legal_multiplayer_games(end_rule: EndRule) -> None:
    levels = ["random", "easy", "medium", "strong"]
    game = Game(["Ann", "Ben", "Cat", "Dan"], layout="B", end_rule=end_rule, seed=7)
    play_checked(game, levels, 7)
    assert game.game_over
    assert any(sheet.is_full for sheet in game.sheets)


def test_twelve_medium_players_finish_a_game() -> None:
    game = Game([f"P{index}" for index in range(12)], seed=3)
    play_checked(game, ["medium"] * 12, 3)
    assert game.game_over


@pytest.mark.parametrize("level", [*LEVELS, "greedy"])
def test_the_same_seed_gives_the_same_game(level: str) -> None:
    rounds = 20 if level == "strong" else 999  # the strong player's long searches come later
    first = play_checked(Game(["A", "B"], seed=11), [level, level], 5, rounds)
    again = play_checked(Game(["A", "B"], seed=11), [level, level], 5, rounds)
    assert first == again


def test_different_seeds_give_random_players_different_games() -> None:
    first = play_checked(Game(["A"], seed=11), ["random"], 1)
    other = play_checked(Game(["A"], seed=11), ["random"], 2)
    assert first != other


@pytest.mark.parametrize("level", [*LEVELS])
def test_a_player_with_nothing_to_decide_is_told_so(level: str) -> None:
    game = Game(["Ann", "Ben"], seed=1)
    bot = make_bot(level, 0)
    with pytest.raises(ValueError, match="Ann has nothing to decide now"):
        bot.choose(game, 0)  # nothing rolled yet
    game.roll(7)
    game.apply(0, bot.choose(game, 0))
    with pytest.raises(ValueError, match="Ann has nothing to decide now"):
        bot.choose(game, 0)  # already acted on this roll
    assert game.is_legal(1, make_bot(level, 1).choose(game, 1))


def test_an_unknown_level_is_refused_with_the_known_ones() -> None:
    with pytest.raises(ValueError, match=r"unknown level 'expert'.*random, easy, medium, strong"):
        make_bot("expert")


@pytest.mark.parametrize("level", [*LEVELS])
def test_a_write_completing_two_lines_is_followed_by_both_bonuses(level: str) -> None:
    # Writing 7 in c3 completes row 3 (7 7 7 7 7 is five of a kind: 3 circles) and
    # column c (7 7 7 9 4 is three of a kind: 1 circle). The write is made here;
    # the bot decides both bonuses and their order.
    game = drawn(
        """
        .  .  7  .  .
        .  .  7  .  .
        7  7  .  7  7
        .  .  9  .  .
        .  .  4  .  .
        """,
        roll=7,
    )
    bot = make_bot(level, 1)
    game.apply(0, Write(cell_index("c3")))
    seen = []
    while game.sheets[0].pending:
        action = bot.choose(game, 0)
        assert isinstance(action, Bonus)
        assert len(action.cells) == game.bonus_required(0, action.line)
        seen.append(action.line)
        game.apply(0, action)
    assert sorted(seen) == [line_index("r3"), line_index("cc")]
    assert game.round_complete


@pytest.mark.parametrize("level", ["medium", "strong"])
def test_bonus_circles_go_where_they_finish_a_line(level: str) -> None:
    # 6 in e1 completes row 1 as three of a kind (1 circle); circling e1 itself
    # finishes the row (four circles already), worth 9 points.
    game = drawn(
        """
        (6) (6) (6) (9)  .
         .   .   .   .   .
         .   .   .   .   .
         .   .   .   .   .
         .   .   .   .   .
        """,
        roll=5,
    )
    game.apply(0, Write(cell_index("e1")))
    action = make_bot(level, 0).choose(game, 0)
    assert action == Bonus(line_index("r1"), (cell_index("e1"),))


LATE_GAME_ROW_TO_FINISH = """
    (5)  (6) (8)  (9)  7
    (6)  (8)  .   (6) (5)
    (8)  (9) (4)   .  (3)
    (10) (5) (6)  (8)  .
    (9)  (4) (11) (5) (6)
"""

LATE_GAME_STRAIGHT_TO_COMPLETE = """
     4   5   6   7   .
    (6)  (8)  .   (6) (5)
    (8)  (9) (4) (12) (3)
    (10) (5) (6)  (8)  .
    (9)  (4) (11) (5) (6)
"""


def test_strong_circles_the_number_that_finishes_a_line() -> None:
    game = drawn(LATE_GAME_ROW_TO_FINISH, roll=7)
    assert make_bot("strong", 0).choose(game, 0) == Circle(cell_index("e1"))


def test_strong_completes_a_straight_for_three_bonus_circles() -> None:
    game = drawn(LATE_GAME_STRAIGHT_TO_COMPLETE, roll=8)
    assert make_bot("strong", 0).choose(game, 0) == Write(cell_index("e1"))


EARLY_ROW_TO_FINISH = """
    (5) (6) (8) (9)  7
     .   .   .   .   7
     .   .   .   .   .
     .   .   .   .   .
     7   .   .   .   .
"""


@pytest.mark.parametrize("level", ["medium", "strong"])
def test_in_the_last_round_the_sure_points_are_taken(level: str) -> None:
    # Early in a game both may keep the 7 in e1 for later and write this 7 to build
    # combinations; but with quick-end and the rival's grid full this is the last roll.
    rival = " ".join(["5"] * 25)
    game = drawn(EARLY_ROW_TO_FINISH, roll=7, end_rule=EndRule.QUICK_END, rival=rival)
    assert game.is_final_round
    assert make_bot(level, 0).choose(game, 0) == Circle(cell_index("e1"))


def test_with_a_full_grid_and_no_match_every_level_passes() -> None:
    picture = " ".join(["(5)"] * 24 + ["9"])
    for level in LEVELS:
        game = drawn(picture, roll=4)
        assert make_bot(level, 0).choose(game, 0) == Pass()


def _mean_score(level: str, seeds: range) -> float:
    return statistics.mean(play_game([level], seed).score(0).total for seed in seeds)


def test_medium_beats_easy_and_easy_beats_random_on_average() -> None:
    seeds = range(100, 130)
    medium, easy, random_ = (_mean_score(level, seeds) for level in ("medium", "easy", "random"))
    assert medium > easy + 25
    assert easy > random_ + 5


def test_the_hint_is_legal_and_is_the_strong_players_choice() -> None:
    game = Game(["Ann", "Ben"], seed=4)
    medium = make_bot("medium", 0)
    strong = make_bot("strong", 123)
    checked = 0
    while not game.game_over and checked < 40:
        game.roll()
        for player in (0, 1):
            while player in game.players_to_act():
                suggestion = hint(game, player)
                assert game.is_legal(player, suggestion.action)
                assert suggestion.action == strong.choose(game, player)
                assert suggestion.reason.startswith(str(suggestion.action).split()[0])
                checked += 1
                game.apply(player, medium.choose(game, player))
    assert checked >= 40


def test_hint_reasons_name_the_cell_and_say_why() -> None:
    finishing = drawn(LATE_GAME_ROW_TO_FINISH, roll=7)
    assert hint(finishing, 0).reason == (
        "circle the 7 in e1: finishes row 1 and the diagonal from the top right (+19 points)"
    )
    straight = drawn(LATE_GAME_STRAIGHT_TO_COMPLETE, roll=8)
    assert (
        hint(straight, 0).reason
        == "write 8 in e1: completes row 1 with a straight (3 bonus circles)"
    )
    pairing = drawn(
        """
         .   .   .   .   .
         6   .   .   4   .
         .   .   .   .   .
         .   .   .   .   .
         .   .   .   .   .
        """,
        roll=6,
    )
    reason = explain(pairing, 0, Write(cell_index("b2")))
    assert reason == "write 6 in b2: two 6s in row 2 toward a full house"
    assert explain(pairing, 0, Write(cell_index("e5"))) == (
        "write 6 in e5: keeps the best chances for combinations and circles in its lines"
    )
