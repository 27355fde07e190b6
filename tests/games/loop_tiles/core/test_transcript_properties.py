"""Properties of transcripts of random games, and a fuzzed reader.

Random legal games (with take-backs, exchanges, stops in the middle of a turn) written
and read again are the same game; every prefix of a transcript is a game in progress;
and no mutation of a valid transcript makes the reader do anything but return a valid
game or raise a clean TranscriptError.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from knaster_qt.games.loop_tiles.core.game import FIXED_TURNS, Game
from knaster_qt.games.loop_tiles.core.material import EDGES, OPPOSITE, neighbour, standard_tiles
from knaster_qt.games.loop_tiles.core.transcript import (
    Transcript,
    TranscriptError,
    parse,
    summary,
    write,
)
from tests.games.loop_tiles.core.transcripts import play_randomly, stuck_start_bag

ALL_IDS = sorted(tile.id for tile in standard_tiles())


def _state(game: Game) -> tuple[object, ...]:
    """Everything that decides the rest of a game (a rack's order does not)."""
    return (
        sorted((square, tile.id) for square, tile in game.placed.items()),
        [sorted(tile.id for tile in rack) for rack in game.racks],
        [tile.id for tile in game.bag.tiles],
        [tile.id for tile in game.set_aside],
        [(tile.id, square, points) for tile, square, points in game.this_turn],
        game.scores,
        (game.current, game.turns_played, game.turns_without_tile, game.over, game.fixed_turns),
    )


def _check_invariants(game: Game) -> None:
    held = game.set_aside + game.bag.tiles + list(game.placed.values())
    held += [tile for rack in game.racks for tile in rack]
    assert sorted(tile.id for tile in held) == ALL_IDS
    for square, tile in game.placed.items():
        for edge in EDGES:
            other = game.placed.get(neighbour(square, edge))
            if other is not None:
                assert (edge in tile.ends) == (OPPOSITE[edge] in other.ends)
            elif edge in tile.ends:
                assert game.board.on_board(neighbour(square, edge))


def _random_transcript(
    players: int, seed: int, fixed: bool, stuck: bool, choices: random.Random
) -> Transcript:
    names = ["Ann", "Bob", "Cy", "Dee"][:players]
    fixed = fixed and players > 1
    if stuck:
        aside = FIXED_TURNS[players][1] if fixed else 0
        order = stuck_start_bag(players, aside, choices)
        transcript = Transcript(names, order, fixed_turns=fixed, seed=seed)
    else:
        meta = [("bot", names[-1], "strong"), ("date", "2026-12-01")][: seed % 3]
        transcript = Transcript.new(names, seed, fixed_turns=fixed, meta=meta)
    play_randomly(transcript, choices)
    return transcript


games = st.builds(
    _random_transcript,
    players=st.integers(1, 4),
    seed=st.integers(0, 10**6),
    fixed=st.booleans(),
    stuck=st.booleans(),
    # A seeded Random, not st.randoms(): Hypothesis' own random draws lean to their
    # simplest values (0.0), which stops every game at once.
    choices=st.integers(0, 2**32).map(random.Random),
)


@settings(max_examples=40, deadline=None)
@given(transcript=games)
def test_a_random_game_written_and_read_again_is_the_same_game(transcript: Transcript) -> None:
    text = write(transcript)
    again = parse(text)
    assert _state(again.game) == _state(transcript.game)
    assert again.actions == transcript.actions and again.bag == transcript.bag
    assert write(again) == text
    assert summary(again) == summary(transcript)
    _check_invariants(again.game)
    for player in summary(again)["players"]:
        assert sum(player["turn_scores"]) == player["total"]


@settings(max_examples=15, deadline=None)
@given(transcript=games)
def test_every_prefix_of_a_transcript_is_a_game_in_progress(transcript: Transcript) -> None:
    lines = write(transcript).splitlines(keepends=True)
    body_start = next(i for i, line in enumerate(lines) if line.startswith("bag ")) + 1
    turns = 0
    for end in range(body_start, len(lines) + 1):
        game = parse("".join(lines[:end])).game
        _check_invariants(game)
        assert game.turns_played >= turns
        turns = game.turns_played


# Fuzzing: mutations of valid transcripts -------------------------------------------------

_WORDS = [
    "loop-tiles", "1", "2", "rule", "fixed-turns", "standard", "meta", "player", "bag", "end",
    "place", "done", "exchange", "Ann", "Bob", "Cy", "0", "80", "81", "-1", "007", "G7", "g6",
    "A1", "M13", "N7", "G0", "A0", "M14", "Z1", "G", "7", "#", "\t", "", "\r", "\ufeff", "Ä",
    "99999999999999999999", "٣", "G٣", "²",
]  # fmt: skip


_NUMBERS = st.integers(0, 80).map(str) | st.sampled_from(
    ["81", "-1", "007", "x", "", "99999999999999999999", "٣", "²"]
)
_SQUARES = st.from_regex(r"[A-Za-z][0-9]{1,2}", fullmatch=True) | st.sampled_from(
    ["G0", "A0", "N7", "M14", "Z1", "g06", "G", "7", "G٣", "G²", "", "AA1"]
)
_ACTIONS = st.one_of(
    st.tuples(st.just("place"), _NUMBERS, _SQUARES).map(list),
    st.tuples(st.just("exchange")).map(list) | st.lists(_NUMBERS).map(lambda n: ["exchange", *n]),
    st.lists(st.sampled_from(_WORDS) | st.text(max_size=4), max_size=4),
)


@st.composite
def mutated(draw: st.DrawFn, text: str) -> bytes:
    lines = text.encode("utf-8").split(b"\n")
    if draw(st.booleans()):  # without the comments, more mutations hit the statements
        lines = [line.split(b"#")[0].rstrip() for line in lines]
    body = next(i for i, line in enumerate(lines) if line.startswith(b"bag")) + 1
    for _ in range(draw(st.integers(1, 3))):
        # Mostly in the body, where the rules are checked; the header gets its share.
        anywhere = draw(st.integers(0, 3)) == 0 or body >= len(lines)
        where = draw(st.sampled_from(range(0 if anywhere else body, len(lines))))
        kind = draw(st.sampled_from(["drop", "copy", "swap", "word", "line", "byte", "cut"]))
        if kind == "drop" and len(lines) > 1:
            del lines[where]
        elif kind == "copy":
            lines.insert(draw(st.sampled_from(range(where, len(lines) + 1))), lines[where])
        elif kind == "swap":
            other = draw(st.sampled_from(range(where, len(lines))))
            lines[where], lines[other] = lines[other], lines[where]
        elif kind == "word":
            words = lines[where].split(b" ")
            index = draw(st.integers(0, len(words)))
            word = draw(st.sampled_from(_WORDS) | st.text(max_size=6)).encode("utf-8")
            if index < len(words) and draw(st.booleans()):
                words[index] = word
            else:
                words.insert(index, word)
            lines[where] = b" ".join(words)
        elif kind == "line":  # a statement by the player whose turn it is there
            name = lines[where].split(b" ")[0]
            lines.insert(where, b" ".join([name, *(w.encode() for w in draw(_ACTIONS))]))
        elif kind == "byte":
            line = lines[where]
            spot = draw(st.integers(0, len(line)))
            lines[where] = line[:spot] + bytes([draw(st.integers(0, 255))]) + line[spot + 1 :]
        else:
            lines = lines[: where + 1]
            lines[where] = lines[where][: draw(st.integers(0, len(lines[where])))]
    return b"\n".join(lines)


@settings(max_examples=100, deadline=None)
@given(transcript=games, data=st.data())
def test_a_mutated_transcript_is_a_valid_game_or_a_clean_error(
    transcript: Transcript, data: st.DataObject
) -> None:
    text = write(transcript)
    for _ in range(20):  # a game is dear to make, a mutation cheap: many of each game
        mutation = data.draw(mutated(text))
        try:
            again = parse(mutation)
        except TranscriptError as error:
            assert 1 <= error.line <= mutation.count(b"\n") + 2
            assert error.message and error.message.isprintable()
            continue
        _check_invariants(again.game)
        assert write(parse(write(again))) == write(again)
