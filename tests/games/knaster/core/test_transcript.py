"""Transcripts: reading, writing, round trips and the small print of the format."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from knaster_qt.games.knaster.core.actions import Bonus, Circle, Write
from knaster_qt.games.knaster.core.errors import TranscriptError
from knaster_qt.games.knaster.core.game import EndRule, Game
from knaster_qt.games.knaster.core.notation import cell_index, line_index
from knaster_qt.games.knaster.core.players import name_problem
from knaster_qt.games.knaster.core.transcript import (
    load_transcript,
    parse_transcript,
    summary,
    write_transcript,
)

DATA = Path(__file__).resolve().parents[3] / "data" / "transcripts"
SOLO = (DATA / "valid" / "solo_finished.txt").read_text(encoding="utf-8")
HEADER = "knaster 1\nsheet A\nplayer Ann\nplayer Bob\n"


def state(game: Game) -> tuple[object, ...]:
    """What a transcript must carry: sheets, rounds, history, rule, meta, roll, who acted, bonus."""
    players = range(len(game.players))
    return (
        game.players,
        game.layout.id,
        game.end_rule,
        tuple(game.meta),
        game.rounds,
        game.current_roll,
        game.current_dice,
        game.final_round,
        tuple(game.history),
        tuple(sheet.snapshot() for sheet in game.sheets),
        tuple(game.players_to_act()),
        tuple(game.pending_bonus(p) for p in players),
        tuple(game.can_undo(p) for p in players),
        tuple(tuple(game.legal_actions(p)) for p in players),
        game.roll_blocker(),
        game.round_complete,
        game.game_over,
    )


def error_of(text: str | bytes) -> tuple[int, str]:
    with pytest.raises(TranscriptError) as caught:
        parse_transcript(text)
    return caught.value.line, caught.value.message


def assert_round_trip(game: Game) -> None:
    text = write_transcript(game)
    again = parse_transcript(text.encode("utf-8"))
    assert state(again) == state(game)
    assert write_transcript(again) == text


# --- writing and round trips ---------------------------------------------------


def test_the_canonical_text_of_a_game() -> None:
    game = Game(["Ann", "Bob"], "B", EndRule.QUICK_END)
    game.meta = [("bot", "Bob strong"), ("note", "")]
    game.roll(dice=(3, 4))
    game.apply(0, Write(cell_index("c3")))
    game.apply(1, Write(cell_index("a1")))
    game.roll(7)
    game.apply(1, Circle(cell_index("a1")))
    assert write_transcript(game) == (
        "knaster 1\nsheet B\nplayer Ann\nplayer Bob\nrule quick-end\n"
        "meta bot Bob strong\nmeta note\n"
        "roll 3 4\nAnn write c3\nBob write a1\nroll 7\nBob circle a1\n"
    )
    assert_round_trip(game)


def test_a_finished_game_is_written_with_end_and_reads_back() -> None:
    game = parse_transcript(SOLO)
    assert game.game_over
    text = write_transcript(game)
    assert text.endswith("roll 1 1\nSolo pass\nend\n")
    assert "Solo bonus r5 a5 b5 c5\n" in text
    assert_round_trip(game)


@pytest.mark.parametrize("path", sorted((DATA / "valid").glob("*.txt")), ids=lambda p: p.stem)
def test_every_valid_fixture_round_trips(path: Path) -> None:
    assert_round_trip(load_transcript(path))


def test_an_undone_action_is_not_written() -> None:
    game = Game(["Ann", "Bob"])
    game.roll(7)
    game.apply(0, Write(cell_index("c3")))
    game.undo(0)
    game.apply(0, Write(cell_index("d4")))
    assert "Ann write c3" not in write_transcript(game)
    assert_round_trip(game)


def test_meta_that_cannot_be_written_is_refused() -> None:
    game = Game(["Ann"])
    for key, value in [
        ("a b", "x"),
        ("", "x"),
        ("k", "has # hash"),
        ("k", " padded"),
        ("k", "a\nb"),
    ]:
        game.meta = [(key, value)]
        with pytest.raises(ValueError):
            write_transcript(game)


def test_summary_has_the_spec_keys_in_order() -> None:
    result = summary(parse_transcript(SOLO))
    assert list(result) == ["status", "sheet", "rounds", "players", "winners"]
    assert list(result["players"][0]) == [
        "name",
        "line_points",
        "circles",
        "total",
        "scored_lines",
        "filled",
    ]
    assert result["players"][0]["scored_lines"] == ["r1", "ca"]
    assert result["status"] == "finished"


# --- random legal games round-trip exactly ------------------------------------

NAMES = st.text(
    alphabet=st.characters(categories=["L", "Nd"]) | st.sampled_from("_-"), min_size=1, max_size=24
).filter(lambda name: name_problem(name) is None)
META_WORD = st.text(
    alphabet=st.characters(exclude_characters=" \t\r\n#", exclude_categories=["Cs"]),
    min_size=1,
    max_size=8,
)
META = st.tuples(META_WORD, st.lists(META_WORD, max_size=3).map(" ".join))


def play_randomly(game: Game, rng: random.Random, steps: int) -> None:
    """Legal random play, including seeded rolls, given sums, given dice and some undos."""
    for _ in range(steps):
        if game.game_over:
            return
        if game.roll_blocker() is None:
            kind = rng.random()
            if kind < 0.4:
                game.roll()
            elif kind < 0.7:
                game.roll(rng.randint(2, 12))
            else:
                game.roll(dice=(rng.randint(1, 6), rng.randint(1, 6)))
            continue
        movers = [p for p in game.players_to_act() if game.legal_actions(p)]
        player = rng.choice(movers)
        game.apply(player, rng.choice(game.legal_actions(player)))
        if rng.random() < 0.05:
            game.undo(player)


@settings(max_examples=200, deadline=None)
@given(
    names=st.lists(NAMES, min_size=1, max_size=4, unique=True),
    layout=st.sampled_from(["A", "B"]),
    rule=st.sampled_from(EndRule),
    meta=st.lists(META, max_size=3),
    seed=st.integers(0, 2**32),
    steps=st.integers(0, 700),
)
def test_random_legal_games_round_trip_exactly(
    names: list[str], layout: str, rule: EndRule, meta: list[tuple[str, str]], seed: int, steps: int
) -> None:
    game = Game(names, layout, rule, seed=seed)
    game.meta = meta
    play_randomly(game, random.Random(seed), steps)
    assert_round_trip(game)


# --- header ----------------------------------------------------------------------


def test_a_header_without_rolls_is_a_game_with_no_rounds() -> None:
    game = parse_transcript(HEADER)
    assert game.players == ("Ann", "Bob")
    assert game.rounds == 0
    assert not game.game_over
    assert game.end_rule is EndRule.EXTRA_ROUND


def test_rule_and_meta_may_stand_anywhere_before_the_first_roll() -> None:
    game = parse_transcript(
        "knaster 1\nmeta first one\nrule quick-end\nsheet B\nmeta between\n"
        "player Ann\nmeta  bot \t Ann  very  strong  # a comment\nplayer Bob\nroll 7\n"
    )
    assert game.end_rule is EndRule.QUICK_END
    assert game.layout.id == "B"
    assert game.meta == [("first", "one"), ("between", ""), ("bot", "Ann  very  strong")]
    assert game.players == ("Ann", "Bob")


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("", 1, "must start with 'knaster 1'"),
        ("\n# only a comment\n\n", 4, "must start with 'knaster 1'"),
        ("knaster 1\n", 2, "no 'sheet' line"),
        ("knaster 1\nsheet A", 3, "no 'player' line"),
        ("knaster 1\r\nsheet A\r\n\r\n", 4, "no 'player' line"),
        ("knaster 1\nsheet A\nmeta x\n\n", 5, "no 'player' line"),
        ("knaster 2\nsheet A\nplayer Ann\n", 1, "version 2"),
        ("knaster 1 2\n", 1, "nothing after the version"),
        ("Knaster 1\n", 1, "starts with 'knaster 1'"),
        ("sheet A\nknaster 1\n", 1, "starts with 'knaster 1'"),
        ("knaster 1\nsheet A\nplayer Ann\nknaster 1\n", 4, "comes once"),
        ("knaster 1\nplayer Ann\n", 2, "after the 'sheet' line"),
        ("knaster 1\nsheet A\nplayer Ann\nsheet B\n", 4, "already given"),
        ("knaster 1\nsheet b\nplayer Ann\n", 2, "unknown sheet 'b'"),
        ("knaster 1\nsheet A B\n", 2, "one sheet layout"),
        ("knaster 1\nSheet A\n", 2, "keywords are lower case"),
        ("knaster 1\nsheet A\nplayer Ann\nrule quick-end\nrule extra-round\n", 5, "only one"),
        ("knaster 1\nsheet A\nplayer Ann\nrule QUICK-END\n", 4, "unknown rule"),
        ("knaster 1\nsheet A\nplayer Ann\nrule\n", 4, "names one rule"),
        ("knaster 1\nsheet A\nplayer Ann\nmeta\n", 4, "needs a key"),
        ("knaster 1\nsheet A\nroll 7\nplayer Ann\n", 3, "no 'player' line"),
        ("knaster 1\nplayer Ann\nroll 7\n", 2, "after the 'sheet' line"),
        ("knaster 1\nroll 7\n", 2, "no 'sheet' line"),
        (HEADER + "roll 7\nsheet B\n", 6, "belongs to the header"),
        (HEADER + "roll 7\nAnn write c3\nBob write c3\nroll 8\nmeta late\n", 9, "header"),
    ],
)
def test_header_rules(text: str, line: int, words: str) -> None:
    got_line, message = error_of(text)
    assert (got_line, words in message) == (line, True), message


# --- names -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "name", ["Zoë", "Ёжик", "名前", "write", "c3", "Roll", "END", "a_b-9", "x" * 24, "0"]
)
def test_names_of_any_alphabet_digits_and_non_keywords_are_names(name: str) -> None:
    game = parse_transcript(f"knaster 1\nsheet A\nplayer {name}\nroll 7\n{name} write c3\n")
    assert game.players == (name,)
    assert game.sheets[0].values[cell_index("c3")] == 7


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("x" * 25, "longer than 24"),
        ("Ann!", "contains '!'"),
        ("An.n", "contains '.'"),
        ("٣", "contains"),  # an Arabic-Indic digit: only 0-9 are digits in a name
        ("Ann\u00a0B", "contains"),  # a no-break space is not a word separator
        *((word, "keyword") for word in ("roll", "player", "sheet", "rule", "meta", "end")),
        ("knaster", "keyword"),
    ],
)
def test_names_that_are_refused(name: str, words: str) -> None:
    line, message = error_of(f"knaster 1\nsheet A\nplayer {name}\n")
    assert line == 3
    assert words in message


def test_names_are_unique_case_sensitive_and_at_most_twelve() -> None:
    game = parse_transcript("knaster 1\nsheet A\nplayer Ann\nplayer ann\nroll 7\nann write a1\n")
    assert game.players == ("Ann", "ann")
    assert game.sheets[1].values[0] == 7 and game.sheets[0].values[0] == 0
    assert error_of("knaster 1\nsheet A\nplayer Ann\nplayer Ann\n") == (
        4,
        "two players are called Ann",
    )
    twelve = "".join(f"player P{i}\n" for i in range(12))
    assert len(parse_transcript("knaster 1\nsheet A\n" + twelve).players) == 12
    assert error_of("knaster 1\nsheet A\n" + twelve + "player P12\n")[0] == 15


# --- case, blanks, comments, line ends ------------------------------------------


def test_cells_and_lines_are_case_insensitive_keywords_are_not() -> None:
    text = "knaster 1\nsheet A\nplayer Ann\n" + "".join(
        f"roll 7\nAnn write {cell}\n" for cell in ("A1", "b1", "C1", "d1", "E1")
    )
    game = parse_transcript(text + "Ann bonus R1 A1 b1 C1\n")
    assert game.sheets[0].circle_count() == 3
    assert "Ann bonus r1 a1 b1 c1" in write_transcript(game)
    assert error_of(HEADER + "ROLL 7\n") == (
        5,
        "unknown statement 'ROLL' (keywords are lower case: 'roll')",
    )
    assert "lower case" in error_of(HEADER + "roll 7\nAnn WRITE c3\n")[1]
    assert error_of(HEADER + "roll 7\nAnn write c3\nbob write c3\n")[1].startswith(
        "there is no player 'bob'"
    )


def test_comments_blanks_and_tabs() -> None:
    text = (
        "# a transcript with decorations\n"
        "   knaster\t1   # format\n"
        "\n"
        "\t sheet   A\t\n"
        "player Ann#no blank before the comment\n"
        "player\tBob\n"
        "   # indented comment\n"
        "roll 7#seven\n"
        "Ann \t write \t c3 \t\n"
        "Bob write c3 # done\n"
    )
    game = parse_transcript(text)
    assert game.players == ("Ann", "Bob")
    assert game.rounds == 1 and game.round_complete
    assert error_of(text + "Ann write # c4\n") == (
        11,
        "'write' names one cell, e.g. 'Ann write c3'",
    )


def test_crlf_and_byte_order_mark() -> None:
    lf = HEADER + "roll 7\nAnn write c3\n"
    crlf = lf.replace("\n", "\r\n")
    expected = state(parse_transcript(lf))
    assert state(parse_transcript(crlf.encode("utf-8"))) == expected
    assert state(parse_transcript(b"\xef\xbb\xbf" + crlf.encode("utf-8"))) == expected
    assert state(parse_transcript("\ufeff" + lf)) == expected
    assert state(parse_transcript(lf.rstrip("\n"))) == expected  # no final line end
    # Mixed line ends are fine too; a carriage return alone is not a line end.
    assert state(parse_transcript(crlf.replace("\r\n", "\n", 2))) == expected
    assert error_of(HEADER + "roll 7\rAnn write c3\n")[0] == 5
    # A byte order mark anywhere but at the very start is an ordinary (wrong) character.
    assert error_of(HEADER + "\ufeffroll 7\n")[0] == 5
    # Errors are counted in lines the same way with CRLF.
    assert error_of((HEADER + "roll 7\nAnn write c3\nAnn write c4\n").replace("\n", "\r\n"))[0] == 7


def test_bytes_that_are_not_utf8_are_reported_first_at_their_line() -> None:
    assert error_of(b"knaster 1\nsheet A\nplayer Ann\n\xff\n") == (
        4,
        "not UTF-8 text: byte 0xff cannot be decoded",
    )
    # An error on line 2 comes before the bad byte, but the bad byte is reported.
    assert error_of(b"knaster 1\nsheet Z\nplayer Ann\n# caf\xe9\n")[0] == 4
    assert error_of(b"knaster 1\r\nsheet A\r\nplayer Zo\xc3")[0] == 3  # cut inside a character
    assert error_of("knaster 1\nsheet A\nplayer A\ud800\n".encode("utf-8", "surrogatepass"))[0] == 3


# --- rolls -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("words", "total", "dice"),
    [("7", 7, None), ("07", 7, None), ("0012", 12, None), ("3 4", 7, (3, 4)), ("6 6", 12, (6, 6))],
)
def test_rolls_in_decimal_digits_or_two_dice(
    words: str, total: int, dice: tuple[int, int] | None
) -> None:
    game = parse_transcript(HEADER + f"roll {words}\n")
    assert (game.current_roll, game.current_dice) == (total, dice)
    expected = f"roll {dice[0]} {dice[1]}" if dice else f"roll {total}"
    assert write_transcript(game).endswith(expected + "\n")


@pytest.mark.parametrize(
    ("words", "fragment"),
    [
        ("13", "2 to 12, not 13"),
        ("1", "2 to 12, not 1"),
        ("0", "2 to 12, not 0"),
        ("99999999999999999999999999", "2 to 12"),
        ("-7", "without a sign"),
        ("+7", "without a sign"),
        ("7.0", "not a roll"),
        ("1_0", "not a roll"),
        ("\uff17", "not a roll"),
        ("0 6", "a die shows 1 to 6, not 0"),
        ("3 7", "a die shows 1 to 6, not 7"),
        ("3 -4", "without a sign"),
        ("1 2 3", "the two dice"),
        ("", "the two dice"),
    ],
)
def test_bad_rolls(words: str, fragment: str) -> None:
    line, message = error_of(HEADER + f"roll {words}\n")
    assert line == 5
    assert fragment in message


# --- bonus circles -----------------------------------------------------------------

ZERO_CELL_BONUS_SETUP = (
    "knaster 1\nsheet A\nplayer Ann\n"
    + "".join(f"roll 7\nAnn write {cell}\n" for cell in ("c1", "c3", "c4", "c5"))
    + "".join(f"roll 7\nAnn circle {cell}\n" for cell in ("c1", "c3", "c4", "c5"))
    + "roll 7\nAnn write a2\nroll 7\nAnn write b2\nroll 8\nAnn write d2\nroll 9\nAnn write e2\n"
    + "roll 7\nAnn write c2\n"  # completes r2 (three of a kind, 1) and cc (five 7s, 3)
)


def test_a_bonus_of_zero_cells_is_still_given() -> None:
    game = parse_transcript(ZERO_CELL_BONUS_SETUP + "Ann bonus r2 c2\nAnn bonus cc\n")
    assert game.sheets[0].pending == []
    assert game.score(0).scored_lines == (line_index("cc"),)
    assert game.round_complete
    assert write_transcript(game).endswith("Ann bonus r2 c2\nAnn bonus cc\n")
    assert_round_trip(game)
    # Without it the round is not over: the next roll is where it is missing.
    assert error_of(ZERO_CELL_BONUS_SETUP + "Ann bonus r2 c2\nroll 7\n") == (
        31,
        "cannot roll: Ann still has to circle the bonus for cc",
    )
    # And it names no cell: there is none left to circle.
    line, message = error_of(ZERO_CELL_BONUS_SETUP + "Ann bonus r2 c2\nAnn bonus cc c2\n")
    assert (line, message) == (
        31,
        "Ann cannot circle c2 as the bonus for cc: c2 is already circled",
    )


def test_the_player_chooses_the_order_of_the_bonus_lines() -> None:
    game = parse_transcript(ZERO_CELL_BONUS_SETUP + "Ann bonus cc c2\nAnn bonus r2 a2\n")
    assert game.round_complete
    assert game.sheets[0].circle_count() == 6
    assert_round_trip(game)
    assert error_of(ZERO_CELL_BONUS_SETUP + "Ann bonus cc\n")[1].endswith(
        "the bonus for cc is 1 circle, not 0"
    )


# --- stopping and resuming ------------------------------------------------------------


def test_a_transcript_may_stop_mid_round_and_resume_exactly_there() -> None:
    full = SOLO.splitlines(keepends=True)
    for cut in range(len(full) + 1):
        head = "".join(full[:cut])
        if "player Solo" not in head:
            continue
        game = parse_transcript(head)
        assert_round_trip(game)
        # The written text says 'end' once the game is over; the rest of the file says it too.
        written = write_transcript(game).removesuffix("end\n")
        resumed = parse_transcript(written + "".join(full[cut:]))
        assert state(resumed) == state(parse_transcript(SOLO))


def test_resuming_with_the_api_after_a_bonus_left_due() -> None:
    text = HEADER + "".join(
        f"roll 7\nAnn write {c}\nBob write {c}\n" for c in ["a1", "b1", "c1", "d1"]
    )
    game = parse_transcript(text + "roll 7\nAnn write e1\n")
    assert game.pending_bonus(0) == ((line_index("r1"), 3),)
    assert game.players_to_act() == [0, 1]
    game.apply(0, Bonus(line_index("r1"), (0, 1, 2)))
    game.apply(1, Write(cell_index("e1")))
    assert game.pending_bonus(1) == ((line_index("r1"), 3),)
    assert_round_trip(game)


# --- files --------------------------------------------------------------------------


def test_load_transcript_reads_without_changing_the_file(tmp_path: Path) -> None:
    path = tmp_path / "game.knaster"
    data = b"\xef\xbb\xbf" + SOLO.replace("\n", "\r\n").encode("utf-8")
    path.write_bytes(data)
    stamp = path.stat().st_mtime_ns
    assert state(load_transcript(path)) == state(parse_transcript(SOLO))
    assert path.read_bytes() == data
    assert path.stat().st_mtime_ns == stamp


def test_a_file_that_cannot_be_read_is_a_transcript_error(tmp_path: Path) -> None:
    with pytest.raises(TranscriptError) as caught:
        load_transcript(tmp_path / "missing.knaster")
    assert caught.value.line == 1
    assert caught.value.source == str(tmp_path / "missing.knaster")
    assert "No such file" in caught.value.message
    with pytest.raises(TranscriptError, match="cannot read"):
        load_transcript(tmp_path)


def test_errors_name_their_source() -> None:
    with pytest.raises(TranscriptError) as caught:
        parse_transcript("knaster 1\nsheet A\nplayer Ann\nroll 1\n", source="saved.knaster")
    assert caught.value.source == "saved.knaster"
    assert str(caught.value) == "line 4: a roll of two dice is 2 to 12, not 1"
