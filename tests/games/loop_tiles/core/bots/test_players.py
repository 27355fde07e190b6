"""The computer players: legal, finishing, deterministic, and blind to what they cannot see."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from knaster_qt.games.loop_tiles.core.bots import BOT_LEVELS, LEVELS, hint, make_bot
from knaster_qt.games.loop_tiles.core.bots.layout import Layout
from knaster_qt.games.loop_tiles.core.bots.planning import Plan
from knaster_qt.games.loop_tiles.core.bots.players import (
    Decision,
    Evaluator,
    Weights,
    closing_risk,
)
from knaster_qt.games.loop_tiles.core.bots.selfplay import carry_out, play_game
from knaster_qt.games.loop_tiles.core.bots.view import PlayerView
from knaster_qt.games.loop_tiles.core.game import Bag, Game
from knaster_qt.games.loop_tiles.core.material import square_name, standard_tiles
from tests.games.loop_tiles.core.notation import play, position, sq

ALL_IDS = sorted(tile.id for tile in standard_tiles())


def test_the_levels_are_the_seats_three_and_the_two_for_tests() -> None:
    assert BOT_LEVELS == ("easy", "medium", "strong")
    assert LEVELS == ("random", "greedy", "easy", "medium", "strong")
    with pytest.raises(ValueError, match="unknown level 'expert'"):
        make_bot("expert")


def _play_checked(levels: list[str], seed: int) -> Game:
    """A whole game in which every decision is checked against the rules before it is made."""
    game = Game.new(len(levels), seed)
    bots = [make_bot(level, seed + seat) for seat, level in enumerate(levels)]
    while not game.over:
        player = game.current
        decision = bots[player].choose(game, player)
        assert len(decision.placements) <= 3
        if decision.exchange:
            assert not decision.placements and not game.can_place(player)
        for tile, square in decision.placements:
            assert game.why_illegal(tile, square) is None
            game.place(tile, square)
        if decision.exchange:
            game.exchange()
        else:
            game.end_turn()
        held = game.bag.tiles + list(game.placed.values()) + [t for r in game.racks for t in r]
        assert sorted(tile.id for tile in held) == ALL_IDS
    return game


@settings(max_examples=10, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    levels=st.lists(
        st.sampled_from(["random", "easy", "greedy", "medium"]), min_size=1, max_size=4
    ),
)
def test_no_level_ever_makes_an_illegal_move(seed: int, levels: list[str]) -> None:
    _play_checked(levels, seed)


@settings(max_examples=3, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_the_strong_player_never_makes_an_illegal_move(seed: int) -> None:
    _play_checked(["strong", "greedy"], seed)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_finishes_games_of_two_three_and_four(level: str, players: int) -> None:
    game = play_game([level] * players, seed=players)
    assert game.over and len(game.scores) == players
    assert game.turns_without_tile >= players or not game.bag.tiles or game.fixed_turns


@pytest.mark.parametrize("level", LEVELS)
def test_the_fixed_turns_variant_ends_after_its_turns(level: str) -> None:
    game = play_game([level, level], seed=3, fixed_turns=True)
    assert game.over and game.turns_played == 26


@pytest.mark.parametrize("level", LEVELS)
def test_the_same_seed_plays_the_same_game(level: str) -> None:
    first, second = (play_game([level, "greedy", level], seed=11) for _ in range(2))
    assert first.scores == second.scores and first.placed == second.placed
    assert first.bag.drawn == second.bag.drawn


def _visible_twin(game: Game, seed: int) -> Game:
    """The same game as the current player sees it, with the others' racks and the bag's
    order changed: other tiles on the other racks, the bag in another order."""
    unseen = game.bag.tiles + [t for p, r in enumerate(game.racks) if p != game.current for t in r]
    random.Random(seed).shuffle(unseen)
    racks = []
    for player, rack in enumerate(game.racks):
        if player == game.current:
            racks.append(list(rack))
        else:
            racks.append(unseen[: len(rack)])
            del unseen[: len(rack)]
    twin = Game(game.board, Bag(unseen, seed, shuffle=False), racks, dict(game.placed))
    twin.scores = list(game.scores)
    twin.current, twin.turns_played = game.current, game.turns_played
    return twin


@pytest.mark.parametrize("level", LEVELS)
def test_a_decision_depends_only_on_what_the_player_can_see(level: str) -> None:
    game = Game.new(3, seed=21)
    warm_up = make_bot("greedy")
    for _ in range(7):
        carry_out(game, warm_up.choose(game, game.current))
    decisions = set()
    for variant in range(4):
        twin = _visible_twin(game, variant)
        assert twin.racks[game.current] == game.racks[game.current]
        assert twin.racks[(game.current + 1) % 3] != game.racks[(game.current + 1) % 3]
        decisions.add(make_bot(level, seed=5).choose(twin, twin.current))
    assert len(decisions) == 1


def test_asked_mid_turn_a_bot_plans_only_the_tiles_still_allowed() -> None:
    game = position("G7=NESW7 H7=EW6 I7=SW5 G8=NE3 H8=EW4", "ES2 NSW3 NS2 NE1 EW2", "NS1")
    play(game, "NSW3@I8 NS2@I9")
    for level in LEVELS:
        decision = make_bot(level, seed=1).choose(game, 0)
        assert len(decision.placements) <= 1 and not decision.exchange
    assert make_bot("greedy").choose(game, 0) == Decision(((game.racks[0][0], sq("G6")),))


def test_a_stuck_player_exchanges_and_a_player_who_placed_ends_the_turn() -> None:
    corner = position("G7=NS1", "EW1 EW2 EW3 EW4 EW5", "NS2")
    for level in LEVELS:
        assert make_bot(level, seed=1).choose(corner, 0) == Decision(exchange=True)


def test_a_hint_is_the_strong_players_turn_for_the_player_to_move() -> None:
    game = position("G7=NESW7 G6=NS2 G5=NS3 G4=NS4", "NS8 NS7 EW1 EW2 EW3", "NSW4")
    first = hint(game)
    assert first == hint(game) == make_bot("strong", seed=0).choose(game, 0)
    # It takes the x2 square G3 with a 7 and keeps the 8 (a kept high tile can wait for
    # a bigger bonus square); the low tiles go beside the start tile.
    assert [(str(tile), square_name(square)) for tile, square in first.placements] == [
        ("NS7", "G3"),
        ("EW2", "F7"),
        ("EW1", "H7"),
    ]
    for tile, square in first.placements:
        game.place(tile, square)


# Three tiles of a 2x2 loop: the one open square G8 takes a tile with lines north and
# east (NE, NES, NEW, NESW); NE closes the loop and with it the board, ending the game.
LOOP = "G7=ES4 H7=SW5 H8=NW6"


@pytest.mark.parametrize(
    ("scores", "level", "placements"),
    [
        ((50, 40), "medium", "NE1@G8"),  # ahead after it: closing wins the game
        ((10, 40), "medium", ""),  # 10 + 11 is still behind: it waits
        ((50, 40), "strong", "NE1@G8"),
        ((10, 40), "strong", ""),
        ((10, 40), "greedy", "NE1@G8"),  # the plain greedy player does not look
    ],
)
def test_the_board_is_closed_only_by_a_player_in_the_lead(
    scores: tuple[int, int], level: str, placements: str
) -> None:
    game = position(LOOP, "NE1 EW2 EW3 NS2 NS3", "NS8 NE8")
    game.scores = list(scores)
    decision = make_bot(level, seed=2).choose(game, 0)
    written = " ".join(f"{tile}@{square_name(square)}" for tile, square in decision.placements)
    assert (written, decision.exchange) == (placements, False)


@pytest.mark.parametrize(
    ("scores", "sampled", "risk"),
    [
        ((10, 40), ["NE8 NS8", "EW6 NS7"], 0.5),  # one rack in two closes it, in the lead
        ((10, 40), ["NE8"], 1.0),
        ((60, 40), ["NE8"], 0.0),  # 40 + 8 + 4 + 6 is not ahead of 60: no danger
        ((10, 40), ["EW6 NS7"], 0.0),  # nothing that fits G8
    ],
)
def test_the_strong_player_sees_when_the_next_player_could_close_the_board_in_the_lead(
    scores: tuple[int, int], sampled: list[str], risk: float
) -> None:
    game = position(LOOP, "EW2 EW3 NS2 NS3 EW4", "NE8 NS8 EW6 NS7")
    game.scores = list(scores)
    view = PlayerView.of(game, 0)
    layout = Layout(view.board, view.placed)
    unseen = {str(tile): tile for tile in game.racks[1]}  # the opponent's real rack
    racks = [[unseen[text] for text in rack.split()] for rack in sampled]
    assert closing_risk(Plan((), 0), layout, Evaluator(view, Weights()), racks) == risk
    assert Layout(view.board, view.placed).spots == layout.spots  # the board as it was
