"""Every broken transcript is refused at its first offending line with a plain message.

Each row: the transcript's lines, the 1-based line reported and the message. Sheet A's row 1
takes black 3, blue 1, yellow 4, red 2, green 6, white 5 at most; sheet B's row 1 blue 3,
yellow 1, red 4, green 2, white 6, black 5.
"""

from __future__ import annotations

import pytest

from knaster_qt.games import GameFileError
from knaster_qt.games.exact_hit.core.transcript import TranscriptError, parse

from .transcripts import HEAD, SOLO, ann_races_bob, perfect_solo, text

THROWN = [*HEAD, "throw 3 1 4 2 6 5"]
FINISHED = perfect_solo()

CASES: list[tuple[list[str], int, str]] = [
    # the format line
    ([], 1, "no statement: a transcript starts with 'exact-hit 1'"),
    (["# a comment", ""], 3, "no statement: a transcript starts with 'exact-hit 1'"),
    (["knaster 1", "sheet A"], 1, "this is a Knaster transcript, not one of Exact Hit"),
    (["exact hit 1"], 1, "a transcript starts with 'exact-hit 1', not 'exact hit 1'"),
    (["player Ann A"], 1, "a transcript starts with 'exact-hit 1', not 'player Ann A'"),
    (["exact-hit"], 1, "'exact-hit' needs the format's version: 'exact-hit 1'"),
    (
        ["exact-hit 2"],
        1,
        "this is version '2' of the Exact Hit format; this app reads version 1",
    ),
    (["exact-hit 1 A"], 1, "'exact-hit 1' takes nothing more"),
    (["EXACT-HIT 1"], 1, "a transcript starts with 'exact-hit 1', not 'EXACT-HIT 1'"),
    ([*SOLO, "exact-hit 1"], 3, "'exact-hit 1' comes once, first"),
    # the players
    (["exact-hit 1"], 2, "no players yet: the header names each with 'player NAME LETTER'"),
    (
        ["exact-hit 1", "meta x"],
        3,
        "no players yet: the header names each with 'player NAME LETTER'",
    ),
    (
        ["exact-hit 1", "player Ann"],
        2,
        "'player' names a player and their sheet letter: 'player Ann A'",
    ),
    (
        ["exact-hit 1", "player Ann A B"],
        2,
        "'player' names a player and their sheet letter: 'player Ann A'",
    ),
    (["exact-hit 1", "player Ann G"], 2, "there is no sheet 'G'; the sheets are A to F"),
    (["exact-hit 1", "player Ann a"], 2, "there is no sheet 'a'; the sheets are A to F"),
    ([*HEAD, "player Ann C"], 4, "two players are called Ann"),
    ([*HEAD, "player Cleo A"], 4, "Cleo cannot have sheet A: Ann has it"),
    (
        ["exact-hit 1", *[f"player P{n} {'ABCDEF'[n]}" for n in range(6)], "player G A"],
        8,
        "Exact Hit is for 1 to 6 players; G is one more",
    ),
    (
        ["exact-hit 1", "player throw A"],
        2,
        "'throw' is a keyword of the transcript and cannot be a name",
    ),
    (
        ["exact-hit 1", "player A.n A"],
        2,
        "'A.n' contains '.'; use letters, digits, _ or -",
    ),
    (
        ["exact-hit 1", "player Ann\x0bx A"],
        2,
        "'Ann\\x0bx' contains a space; use letters, digits, _ or -",
    ),
    (
        ["exact-hit 1", f"player {'x' * 25} A"],
        2,
        f"'{'x' * 25}' is longer than 24 characters",
    ),
    (["exact-hit 1", f"player {'x' * 50} A"], 2, f"'{'x' * 40}...' is too long for a name"),
    (["exact-hit 1", "meta"], 2, "'meta' needs a key: 'meta KEY VALUE...'"),
    (
        [*THROWN, "player Cleo C"],
        5,
        "'player' belongs to the header, which ends at the first throw",
    ),
    (
        [*THROWN, "meta date today"],
        5,
        "'meta' belongs to the header, which ends at the first throw",
    ),
    # throws
    (
        ["exact-hit 1", "throw 3 1 4 2 6 5"],
        2,
        "no players yet: the header names each with 'player NAME LETTER'",
    ),
    (
        [*HEAD, "throw 3 1 4"],
        4,
        "'throw' gives the six dice 1-6 in the order black, blue, yellow, red, green, white: "
        "'throw 3 1 4 2 6 5'",
    ),
    (
        [*HEAD, "throw"],
        4,
        "'throw' gives the six dice 1-6 in the order black, blue, yellow, red, green, white: "
        "'throw 3 1 4 2 6 5'",
    ),
    ([*HEAD, "throw 3 1 4 2 6 7"], 4, "'7' is not a die value 1-6 (the white die)"),
    ([*HEAD, "throw 0 1 4 2 6 5"], 4, "'0' is not a die value 1-6 (the black die)"),
    ([*HEAD, "throw 3 +1 4 2 6 5"], 4, "'+1' is not a die value 1-6 (the blue die)"),
    ([*HEAD, "throw 3 1 4 2 6 ５"], 4, "'５' is not a die value 1-6 (the white die)"),
    (
        [*HEAD, "throw 3 1 4 2 6 " + "9" * 5000],
        4,
        f"'{'9' * 40}...' is not a die value 1-6 (the white die)",
    ),
    (
        [*THROWN, "throw 3 1 4 2 6 5"],
        5,
        "cannot throw: Ann and Bob have not written or crossed yet",
    ),
    (
        [*THROWN, "Ann cross", "throw 3 1 4 2 6 5"],
        6,
        "cannot throw: Bob has not written or crossed yet",
    ),
    # the rethrow and the keep
    ([*HEAD, "rethrow 3 1 4 2 6 5"], 4, "cannot rethrow: the dice have not been thrown yet"),
    (
        [*THROWN, "rethrow 3 1 4 2 6 5", "rethrow 3 1 4 2 6 5"],
        6,
        "cannot rethrow: the dice may be thrown again only once",
    ),
    (
        [*THROWN, "Bob cross", "rethrow 3 1 4 2 6 5"],
        6,
        "cannot rethrow: nobody may rethrow once a player has written or crossed",
    ),
    (
        [*HEAD, "throw 1 5 5 5 5 5", "rethrow 2 5 5 5 5 5"],
        5,
        "cannot rethrow: the black die shows 1 and stays",
    ),
    (
        [*THROWN, "keep", "rethrow 3 1 4 2 6 5"],
        6,
        "cannot rethrow: the thrower has already kept the dice",
    ),
    ([*THROWN, "rethrow 3 1 4 2 6 x"], 5, "'x' is not a die value 1-6 (the white die)"),
    ([*HEAD, "keep"], 4, "cannot keep the dice: the dice have not been thrown yet"),
    ([*THROWN, "keep", "keep"], 6, "cannot keep the dice: the thrower has already kept the dice"),
    (
        [*THROWN, "rethrow 3 1 4 2 6 5", "keep"],
        6,
        "cannot keep the dice: the dice have already been thrown again; they stand",
    ),
    (
        [*THROWN, "Ann cross", "keep"],
        6,
        "cannot keep the dice: the dice are kept once a player has written or crossed",
    ),
    ([*THROWN, "keep 3"], 5, "'keep' takes nothing more"),
    # the players' statements
    (
        [*THROWN, "Cleo cross"],
        5,
        "'Cleo' is neither a statement nor a player's name (the players: Ann and Bob)",
    ),
    (
        [*THROWN, "ann cross"],
        5,
        "'ann' is neither a statement nor a player's name (the players: Ann and Bob)",
    ),
    (
        ["exact-hit 1", "Ann cross"],
        2,
        "'Ann' is neither a statement nor a player's name (the players: none yet)",
    ),
    (
        [*THROWN, "Ann\x0bx cross"],
        5,
        "'Ann\\x0bx' is neither a statement nor a player's name (the players: Ann and Bob)",
    ),
    ([*THROWN, "Ann"], 5, "what does Ann do? 'Ann write COLOUR VALUE ...' or 'Ann cross'"),
    (
        [*THROWN, "Ann jump"],
        5,
        "Ann cannot 'jump': a player writes ('Ann write blue 3') or crosses ('Ann cross')",
    ),
    (
        [*THROWN, "Ann Cross"],
        5,
        "Ann cannot 'Cross': a player writes ('Ann write blue 3') or crosses ('Ann cross')",
    ),
    ([*THROWN, "Ann cross black"], 5, "'Ann cross' takes nothing more"),
    (
        [*THROWN, "Ann write"],
        5,
        "'Ann write' names each die by colour and value: 'Ann write blue 3 red 1'",
    ),
    (
        [*THROWN, "Ann write black"],
        5,
        "'Ann write' names each die by colour and value: 'Ann write blue 3 red 1'",
    ),
    (
        [*THROWN, "Ann write purple 3"],
        5,
        "'purple' is not a colour; the colours are black, blue, yellow, red, green, white",
    ),
    ([*THROWN, "Ann write black three"], 5, "'three' is not a die value 1-6"),
    ([*THROWN, "Ann write black 3 black 3"], 5, "Ann writes the black die twice"),
    ([*THROWN, "Ann write black 3 BLACK 3"], 5, "Ann writes the black die twice"),
    (
        [*HEAD, "Ann write black 3"],
        4,
        "Ann cannot write black 3 into row 1: the dice have not been thrown yet",
    ),
    ([*HEAD, "Bob cross"], 4, "Bob cannot cross: the dice have not been thrown yet"),
    ([*THROWN, "Ann write blue 4"], 5, "Ann cannot write blue 4: the blue die shows 1"),
    (
        [*HEAD, "throw 4 1 4 2 6 5", "Ann write black 4"],
        5,
        "Ann cannot write black 4 into row 1: the black die shows 4, more than its field's 3",
    ),
    (
        [*THROWN, "Bob write yellow 4 red 2"],
        5,
        "Bob cannot write yellow 4, red 2 into row 1: the yellow die shows 4, more than its field's 1",
    ),
    (
        [*THROWN, "Ann write black 3", "Ann cross"],
        6,
        "Ann has already written or crossed this round (line 5)",
    ),
    (
        [*THROWN, "Ann cross", "Bob cross", "Ann write blue 1"],
        7,
        "Ann cannot write blue 1 into row 1: the dice have not been thrown yet",
    ),
    (
        [*THROWN, "Ann write black 3", "Bob cross", "throw 2 2 2 2 2 2", "Ann write black 2"],
        8,
        "Ann cannot write black 2 into row 1: the black field of row 1 is already filled",
    ),
    (
        [*THROWN, "Ann cross", "Bob cross", "throw 3 1 4 2 6 5", "Ann write black 3"],
        8,
        "Ann cannot write black 3 into row 1: the black field of row 1 is already filled",
    ),
    # the end
    ([*FINISHED, "throw 1 1 1 1 1 1"], 13, "the game is over: only 'end' may follow"),
    ([*FINISHED, "Ann cross"], 13, "the game is over: only 'end' may follow"),
    ([*FINISHED, "keep"], 13, "the game is over: only 'end' may follow"),
    ([*FINISHED, "end", "end"], 14, "nothing may follow 'end' (line 13)"),
    ([*FINISHED, "end", "# fine", "player Cleo C"], 15, "nothing may follow 'end' (line 13)"),
    ([*FINISHED, "end now"], 13, "'end' takes nothing more"),
    ([*HEAD, "end"], 4, "'end' says the game is over, but it is not: nobody has finished row 5"),
    ([*THROWN, "end"], 5, "'end' says the game is over, but it is not: nobody has finished row 5"),
    (
        [*ann_races_bob(), "end"],
        18,
        "'end' says the game is over, but it is not: "
        "Bob has not written or crossed on the last throw yet",
    ),
    # lines
    ([*HEAD, "throw 3 1 4\r2 6 5"], 4, "a carriage return inside a line (lines end in LF or CRLF)"),
]


@pytest.mark.parametrize(("lines", "line", "message"), CASES)
def test_a_broken_transcript_names_its_line_and_what_is_wrong(
    lines: list[str], line: int, message: str
) -> None:
    with pytest.raises(TranscriptError) as caught:
        parse(text(*lines))
    assert (caught.value.line, caught.value.message) == (line, message)
    assert isinstance(caught.value, GameFileError)
    assert "\n" not in message and message.isprintable()


def test_a_byte_that_is_not_utf8_is_reported_at_its_line_before_anything_else() -> None:
    data = b"exact-hit 1\nplayer Ann G\nplayer Bob \xff\n"
    with pytest.raises(TranscriptError) as caught:
        parse(data)
    assert (caught.value.line, caught.value.message) == (
        3,
        "not UTF-8 text: byte 0xff cannot be decoded",
    )


def test_the_first_problem_is_reported_not_a_later_one() -> None:
    lines = [*THROWN, "Ann write blue 4", "Bob jump"]
    with pytest.raises(TranscriptError) as caught:
        parse(text(*lines))
    assert caught.value.line == 5
