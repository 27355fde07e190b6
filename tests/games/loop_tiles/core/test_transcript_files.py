"""Transcript files: the check hook, files that are no transcript, the documented example."""

from __future__ import annotations

import json
import os
import random
import re
from pathlib import Path

import pytest

from knaster_qt.games import GameFileError
from knaster_qt.games.loop_tiles.core import transcript_text
from knaster_qt.games.loop_tiles.core.errors import IllegalActionError
from knaster_qt.games.loop_tiles.core.transcript import (
    Done,
    Place,
    Transcript,
    TranscriptError,
    check,
    load,
    name_problem,
    parse,
    summary,
    write,
)
from tests.games.loop_tiles.core.test_transcript_rules import INVALID, RULEBOOK
from tests.games.loop_tiles.core.transcripts import game_text, play_randomly

DOC = Path(__file__).resolve().parents[4] / "docs" / "loop-tiles-transcript.md"


def test_check_reads_a_file_with_a_bom_and_crlf(tmp_path: Path) -> None:
    path = tmp_path / "game.loop-tiles"
    path.write_bytes(b"\xef\xbb\xbf" + RULEBOOK.replace("\n", "\r\n").encode("utf-8"))
    assert check(str(path)) == summary(parse(RULEBOOK))
    assert write(load(str(path))) == write(parse(RULEBOOK))


@pytest.mark.parametrize(
    ("make", "reason"),
    [
        (lambda path: path.mkdir(), "cannot read the file: it is a folder, not a regular file"),
        (lambda path: None, "cannot read the file: No such file or directory"),
        (
            lambda path: path.write_bytes(b"#" * (transcript_text.MAX_TRANSCRIPT_BYTES + 1)),
            "a transcript is at most 1,048,576 bytes",
        ),
        (lambda path: path.write_bytes(b"loop-tiles 1\n\xc3("), "not UTF-8 text: byte 0xc3"),
    ],
    ids=["folder", "missing", "too large", "not UTF-8"],
)
def test_a_file_that_is_no_transcript_is_a_clean_error(
    tmp_path: Path, make: object, reason: str
) -> None:
    path = tmp_path / "game.loop-tiles"
    make(path)  # type: ignore[operator]
    with pytest.raises(GameFileError) as caught:
        check(str(path))
    assert reason in caught.value.message and caught.value.line in (1, 2)


@pytest.mark.posix_only
def test_a_named_pipe_is_refused_without_blocking(tmp_path: Path) -> None:
    path = tmp_path / "pipe"
    os.mkfifo(path)
    with pytest.raises(GameFileError, match="it is a named pipe, not a regular file"):
        check(str(path))


def test_the_documented_example_and_its_summary_agree() -> None:
    text = DOC.read_text(encoding="utf-8")
    example = re.search(r"## An example\n\n```\n(.*?)```", text, re.S)
    documented = re.search(r"```json\n(.*?)```", text, re.S)
    assert example and documented
    transcript = parse(example.group(1))
    assert summary(transcript) == json.loads(documented.group(1))
    assert write(transcript) == example.group(1)  # the doc shows what the app writes


def test_the_rulebooks_turn_is_recorded_with_its_points() -> None:
    transcript = parse(RULEBOOK)
    turn = [action for action in transcript.actions if action.player == 0][-3:]
    assert [action.points for action in turn if isinstance(action, Place)] == [9, 12, 7]
    assert transcript.turn_scores(0) == [34, 28]
    assert "Ann place 66 I8  # NSW3: 12 points" in write(transcript)
    transcript.end_turn()
    assert transcript.actions[-1] == Done(0, 28)


def test_a_take_back_leaves_no_trace_in_the_transcript() -> None:
    transcript = parse(RULEBOOK)
    before = write(transcript)
    tile = transcript.game.racks[0][0]
    transcript.take_back()
    assert write(transcript) == before.replace("Ann place 1 I9  # NS2: 7 points\n", "")
    transcript.place(transcript.game.racks[0][-1], (8, 8))
    assert write(transcript) == before and tile in transcript.game.racks[0]


def test_a_new_transcript_has_the_bag_of_a_new_game_and_checks_its_input() -> None:
    transcript = Transcript.new(["Ann", "Bob"], seed=9, meta=[("bot", "Bob", "strong")])
    assert "meta bot Bob strong\n" in write(transcript)
    assert parse(write(transcript)).meta == (("bot", "Bob", "strong"),)
    for names, bag, reason in [
        (["Ann", "Ann"], list(range(81)), "same name"),
        (["A n"], list(range(81)), "contains a space"),
        (["Ann"], list(range(80)), "tile 80 is missing"),
        ([], list(range(81)), "1 to 4 players"),
    ]:
        with pytest.raises(ValueError, match=reason):
            Transcript(names, bag)
    with pytest.raises(ValueError, match="meta line"):
        Transcript(["Ann"], list(range(81)), meta=[("a b",)])
    odd = parse(game_text("", header="loop-tiles 1\nmeta end 1.5 \x0b\nplayer Ann\n"))
    assert odd.meta == (("end", "1.5", "\x0b"),) and parse(write(odd)).meta == odd.meta
    assert name_problem("Zoë") is None and name_problem("end") is not None


def test_a_recorded_exchange_with_tiles_that_do_not_exist_is_refused() -> None:
    transcript = parse(game_text("EW2 EW3 EW4 EW5 EW6 | EW7 EW8 EW1 NW1 NW2 | NS1"))
    with pytest.raises(IllegalActionError, match="numbered 0 to 80"):
        transcript.exchange([81])
    assert transcript.actions == [] and transcript.game.turns_played == 0


def test_the_documented_error_messages_are_real_ones() -> None:
    documented = re.findall(r"^game\.txt:(\d+): error: (.+)$", DOC.read_text("utf-8"), re.M)
    assert len(documented) >= 3
    given = set()
    for _, text, _, _ in INVALID:
        try:
            parse(text)
        except TranscriptError as error:
            given.add((str(error.line), error.message))
    for line, message in documented:
        assert (line, message) in given


def test_a_game_that_ends_with_the_bag_empty_and_nothing_fitting() -> None:
    for seed in range(100):  # random play ends this way in about a third of 2-player games
        transcript = Transcript.new(["Ann", "Bob"], seed)
        choices = random.Random(seed)
        while not transcript.game.over:
            play_randomly(transcript, choices)
        game = transcript.game
        if game.fixed_turns is None and game.turns_without_tile < game.players:
            break
    assert not game.bag.tiles and not any(game.can_place(p) for p in range(game.players))
    text = write(transcript)
    assert text.endswith(" in all\nend\n") and summary(parse(text))["status"] == "finished"
    lines = text.splitlines(keepends=True)
    before_last_turn = "".join(lines[:-2])  # without the last done and the end
    assert summary(parse(before_last_turn))["status"] == "in_progress"
    player = transcript.names[game.current]
    with pytest.raises(TranscriptError, match="the bag is empty and no tile on a rack fits") as e:
        parse("".join(lines[:-1]) + f"{player} done\n")
    assert e.value.line == len(lines)
