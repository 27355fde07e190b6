"""Valid transcripts: what they replay to, their check JSON, the ways a person may write them,
and the documentation's example checked against the documentation's JSON."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from knaster_qt.games.exact_hit.core.marks import CROSS
from knaster_qt.games.exact_hit.core.transcript import parse, summary, write

from .transcripts import HEAD, PERFECT_ROWS, SOLO, ann_races_bob, perfect_solo, text

DOC = Path(__file__).resolve().parents[4] / "docs" / "exact-hit-transcript.md"


def _players(game_summary: dict[str, Any]) -> list[tuple[str, str, list[int], int, int, int]]:
    return [
        (p["name"], p["sheet"], p["rows"], p["exact_hits"], p["crosses"], p["total"])
        for p in game_summary["players"]
    ]


# (lines, status, rounds, [(name, sheet, rows, exact hits, crosses, total)], winners)
CASES: list[
    tuple[list[str], str, int, list[tuple[str, str, list[int], int, int, int]], list[str]]
] = [
    (
        HEAD,
        "in_progress",
        0,
        [("Ann", "A", [0] * 5, 0, 0, 0), ("Bob", "B", [0] * 5, 0, 0, 0)],
        ["Ann", "Bob"],
    ),
    (
        [*HEAD, "throw 3 1 4 2 6 5", "keep"],
        "in_progress",
        1,
        [("Ann", "A", [0] * 5, 0, 0, 0), ("Bob", "B", [0] * 5, 0, 0, 0)],
        ["Ann", "Bob"],
    ),
    (
        # The rulebook's row: 2 + cross + 4 + 2 + 1 + 5, three exact hits, worth 20.
        [
            *SOLO,
            "throw 2 6 6 6 6 6",
            "Ann write black 2",
            "throw 6 6 6 6 6 6",
            "Ann cross",
            "throw 6 6 4 2 1 5",
            "Ann write yellow 4 red 2 green 1 white 5",
        ],
        "in_progress",
        3,
        [("Ann", "A", [20, 0, 0, 0, 0], 3, 1, 20)],
        ["Ann"],
    ),
    (
        # Sheet B's row 1 takes blue 3 and yellow 1 first; Bob's row 1 so far: 3 + 1 + bonus 3.
        [
            *HEAD,
            "throw 6 3 1 6 6 6",
            "rethrow 5 3 1 4 2 6",
            "Bob write blue 3 yellow 1",
            "Ann cross",
        ],
        "in_progress",
        1,
        [("Ann", "A", [0] * 5, 0, 1, 0), ("Bob", "B", [7, 0, 0, 0, 0], 2, 0, 7)],
        ["Bob"],
    ),
    (
        perfect_solo(),
        "finished",
        5,
        [("Ann", "A", PERFECT_ROWS, 30, 0, 211)],
        ["Ann"],
    ),
    (
        [*perfect_solo(), "end"],
        "finished",
        5,
        [("Ann", "A", PERFECT_ROWS, 30, 0, 211)],
        ["Ann"],
    ),
    (
        # Bob still acts on the last throw: the game is not over yet (four crosses in row 1).
        ann_races_bob(),
        "in_progress",
        5,
        [("Ann", "A", PERFECT_ROWS, 30, 0, 211), ("Bob", "B", [0] * 5, 0, 4, 0)],
        ["Ann"],
    ),
    (
        [*ann_races_bob(), "Bob write black 4", "end"],
        "finished",
        5,
        [("Ann", "A", PERFECT_ROWS, 30, 0, 211), ("Bob", "B", [4, 0, 0, 0, 0], 0, 4, 4)],
        ["Ann"],
    ),
    (
        # Ann's black 3 is an exact hit (bonus 1), Bob's (field 5) is not.
        [*HEAD, "throw 3 3 3 3 3 3", "Ann write black 3", "Bob write black 3"],
        "in_progress",
        1,
        [("Ann", "A", [4, 0, 0, 0, 0], 1, 0, 4), ("Bob", "B", [3, 0, 0, 0, 0], 0, 0, 3)],
        ["Ann"],
    ),
    (
        # Ties share the lead.
        [*HEAD, "throw 1 1 1 1 1 1", "Ann write red 1", "Bob write red 1"],
        "in_progress",
        1,
        [("Ann", "A", [1, 0, 0, 0, 0], 0, 0, 1), ("Bob", "B", [1, 0, 0, 0, 0], 0, 0, 1)],
        ["Ann", "Bob"],
    ),
]


@pytest.mark.parametrize(("lines", "status", "rounds", "players", "winners"), CASES)
def test_a_valid_transcript_replays_to_its_scores(
    lines: list[str],
    status: str,
    rounds: int,
    players: list[tuple[str, str, list[int], int, int, int]],
    winners: list[str],
) -> None:
    result = summary(parse(text(*lines)))
    assert list(result) == ["status", "rounds", "players", "winners"]
    assert (result["status"], result["rounds"], result["winners"]) == (status, rounds, winners)
    assert _players(result) == players
    assert all(
        list(player) == ["name", "sheet", "rows", "exact_hits", "crosses", "total"]
        for player in result["players"]
    )


def test_the_cross_falls_on_the_leftmost_empty_field() -> None:
    game = parse(
        text(*SOLO, "throw 6 1 6 6 6 6", "Ann write blue 1", "throw 6 6 6 6 6 6", "Ann cross")
    )
    assert game.marks[0].fields[0][:3] == [CROSS, 1, None]


def test_after_a_keep_the_resumed_game_offers_no_rethrow() -> None:
    game = parse(text(*HEAD, "throw 3 1 4 2 6 5", "keep"))
    assert game.kept
    assert game.why_illegal(0, game.legal_actions(0)[0]) is None
    assert not any(type(action).__name__ == "Rethrow" for action in game.legal_actions(0))


CANONICAL = [
    *HEAD,
    "meta date 2026-12-01",
    "throw 3 1 4 2 6 5",
    "Ann write black 3 blue 1",
    "Bob cross",
]


@pytest.mark.parametrize(
    "variant",
    [
        "\ufeff" + text(*CANONICAL),  # a byte order mark
        text(*CANONICAL).replace("\n", "\r\n"),  # CRLF
        text(*CANONICAL).rstrip("\n"),  # no final line break
        "\n\n# a game\n" + text(*CANONICAL).replace("\n", "   # note\n\n"),  # comments, blanks
        text(*CANONICAL).replace(" ", "\t"),  # tabs between words
        "  " + text(*CANONICAL).replace("\n", " \t\n  "),  # blanks at the ends of lines
        text(*CANONICAL).replace("throw 3 1 4 2 6 5", "throw 03 1 04 2 006 5"),  # leading zeros
        text(*CANONICAL).replace(
            "black 3 blue 1", "Blue 1 BLACK 3"
        ),  # colours in any case and order
        text(*CANONICAL)
        .replace("meta date", "meta   date")
        .replace("player Ann A\n", "")
        .replace("exact-hit 1\n", "exact-hit 1\nplayer Ann A\n"),  # meta between players
    ],
)
def test_what_a_person_may_write_reads_as_the_canonical_text(variant: str) -> None:
    expected = parse(text(*CANONICAL))
    assert parse(variant) == expected
    assert parse(variant.encode("utf-8")) == expected


def test_meta_values_keep_their_inner_blanks_and_the_game_its_notes() -> None:
    game = parse(text(*HEAD, "meta bot  Bob\tstrong  # the app's note", "meta empty"))
    assert game.meta == [("bot", "Bob\tstrong"), ("empty", "")]
    assert "meta bot Bob\tstrong\nmeta empty\n" in write(game)


def test_names_of_any_alphabet_are_read() -> None:
    game = parse(
        text("exact-hit 1", "player Zoë F", "player 名前 C", "throw 6 6 6 6 6 6", "名前 cross")
    )
    assert game.names == ("Zoë", "名前")
    assert game.letters == ("F", "C")
    assert summary(game)["players"][1]["crosses"] == 1


def _doc_block(after: str, language: str) -> str:
    section = DOC.read_text(encoding="utf-8").split(after, 1)[1]
    match = re.search(rf"```{language}\n(.*?)```", section, re.DOTALL)
    assert match is not None
    return match.group(1)


def test_the_documented_example_checks_to_the_documented_json_and_is_canonical() -> None:
    example = _doc_block("## An example", "")
    game = parse(example)
    assert summary(game) == json.loads(_doc_block("## Checking a transcript", "json"))
    assert write(game) == example


def test_the_documented_error_messages_are_the_readers_own() -> None:
    from .test_transcript_errors import CASES as ERRORS

    messages = {message for _, _, message in ERRORS}
    block = _doc_block("`FILE:LINE: error: MESSAGE`", "")
    documented = [line.split(": error: ", 1)[1] for line in block.splitlines()]
    assert documented
    assert all(message in messages for message in documented), documented
