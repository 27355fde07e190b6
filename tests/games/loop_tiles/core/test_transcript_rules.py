"""Loop Tiles transcripts as tables: valid games and their summaries, invalid ones and why."""

from __future__ import annotations

from typing import Any

import pytest

from knaster_qt.games import GameFileError
from knaster_qt.games.loop_tiles.core.transcript import TranscriptError, parse, summary, write
from tests.games.loop_tiles.core.transcripts import HEADER, bag_order, game_text

# The rulebook's turn, played up to from the start tile: Ann lays EW6, SW5 and NE3 around
# the start tile (13 + 11 + 10), Bob joins EW4 to NE3 (7), then Ann's turn of 9 + 12 + 7.
RULEBOOK_DRAWS = (
    "EW6 SW5 NE3 ES2 NSW3 | EW4 NS1 NS3 NS4 NS5 | NESW7 | NS2 EW7 EW8 | NS6 | NW3 NW4 NW5"
)
RULEBOOK_BODY = """\
Ann place {EW6} H7
Ann place {SW5} I7
Ann place {NE3} G8
Ann done
Bob place {EW4} H8
Bob done
Ann place {ES2} G6
Ann place {NSW3} I8
Ann place {NS2} I9
"""
RULEBOOK = game_text(RULEBOOK_DRAWS, RULEBOOK_BODY)

# A start tile N-S with racks of E-W tiles: nobody can place anything.
STUCK_DRAWS = "EW2 EW3 EW4 EW5 EW6 | EW7 EW8 EW1 NW1 NW2 | NS1"

VALID: list[tuple[str, str, dict[str, Any]]] = [
    (
        "the rulebook's turn scores 9 + 12 + 7, in progress",
        RULEBOOK,
        {"status": "in_progress", "rounds": 2, "turns": 2, "to_move": "Ann",
         "totals": [62, 7], "turn_scores": [[34, 28], [7]], "tiles_placed": [6, 1]},
    ),
    (
        "the same turn ended: Ann refills her rack",
        RULEBOOK + "Ann done\n",
        {"status": "in_progress", "rounds": 2, "turns": 3, "to_move": "Bob",
         "totals": [62, 7], "turn_scores": [[34, 28], [7]], "bag": 81 - 11 - 7},
    ),
    (
        "a header with its bag is a game of 0 turns",
        game_text(""),
        {"status": "in_progress", "rounds": 0, "turns": 0, "to_move": "Ann",
         "totals": [0, 0], "turn_scores": [[], []], "winners": ["Ann", "Bob"], "bag": 70},
    ),
    (
        "a round without a tile ends the game; end may say so",
        game_text("", "Ann done\nBob done\nend\n"),
        {"status": "finished", "rounds": 1, "turns": 2, "to_move": None,
         "totals": [0, 0], "turn_scores": [[0], [0]], "winners": ["Ann", "Bob"]},
    ),
    (
        "a pass after a tile does not end it",
        game_text("NS1 NS2 NS3 NS4 NS5 | NS6 NS7 NS8 EW2 EW3 | NESW7", "Ann place {NS1} G6\nAnn done\nBob done\n"),
        {"status": "in_progress", "turns": 2, "totals": [8, 0], "winners": ["Ann"]},
    ),
    (
        "a round of passes after the last tile ends it",
        game_text(RULEBOOK_DRAWS, "Ann place {EW6} H7\nAnn done\nBob done\nAnn done\n"),
        {"status": "finished", "turns": 3, "totals": [13, 0], "winners": ["Ann"], "to_move": None},
    ),
    (
        "solo practice",
        game_text("NS1 NS2 NS3 NS4 NS5 | NESW7", "Ann place {NS1} G6\nAnn done\n", "loop-tiles 1\nplayer Ann\n"),
        {"status": "in_progress", "turns": 1, "totals": [8], "bag": 81 - 7},
    ),
    (
        "a stuck player exchanges for 0 points",
        "",  # built below: the order lists the bag
        {"status": "in_progress", "turns": 1, "totals": [0, 0], "turn_scores": [[0], []]},
    ),
    (
        "fixed turns: 13 passes each, only then over (4 tiles set aside)",
        game_text("", "Ann done\nBob done\n" * 13 + "end\n",
                  "loop-tiles 1\nrule fixed-turns\nplayer Ann\nplayer Bob\n"),
        {"status": "finished", "rounds": 13, "turns": 26, "bag": 81 - 4 - 11},
    ),
    (
        "fixed turns, 3 players: 2 tiles set aside, 9 turns",
        game_text("", "Ann done\nBob done\nCy done\n" * 9,
                  "loop-tiles 1\nrule fixed-turns\nplayer Ann\nplayer Bob\nplayer Cy\n"),
        {"status": "finished", "rounds": 9, "turns": 27, "bag": 81 - 2 - 16},
    ),
    (
        "comments, blank lines, blanks, tabs, CRLF, a BOM, lower-case squares, meta",
        "\ufeff# a game\r\nloop-tiles 1  # format\r\n\r\n\tmeta bot Bob strong\r\n"
        + game_text("NS1 NS2 NS3 NS4 NS5 | NS6 NS7 NS8 EW2 EW3 | NESW7", "  Ann\tplace {NS1}  g06 # there\r\n", "player Ann\nplayer Bob\n"),
        {"status": "in_progress", "turns": 0, "rounds": 1, "totals": [8, 0]},
    ),
]  # fmt: skip


def _exchange_text() -> str:
    order, _ = bag_order(STUCK_DRAWS)
    bag_and_rack = order[11:] + order[:5]
    return game_text(STUCK_DRAWS, f"Ann exchange {' '.join(map(str, reversed(bag_and_rack)))}\n")


def _summary_fields(text: str) -> dict[str, Any]:
    result = summary(parse(text))
    players = result["players"]
    return {
        **result,
        "totals": [player["total"] for player in players],
        "turn_scores": [player["turn_scores"] for player in players],
        "tiles_placed": [player["tiles_placed"] for player in players],
    }


@pytest.mark.parametrize(
    ("text", "expected"), [row[1:] for row in VALID], ids=[r[0] for r in VALID]
)
def test_a_valid_transcript_replays_to_its_summary(text: str, expected: dict[str, Any]) -> None:
    fields = _summary_fields(text or _exchange_text())
    assert {key: fields[key] for key in expected} == expected
    for player in fields["players"]:
        assert sum(player["turn_scores"]) == player["total"]


def test_the_summarys_keys_come_in_the_documented_order() -> None:
    result = summary(parse(RULEBOOK))
    assert list(result) == [
        "status", "rule", "rounds", "turns", "players", "winners", "to_move", "bag"
    ]  # fmt: skip
    assert list(result["players"][0]) == ["name", "total", "turn_scores", "tiles_placed"]


def test_an_exchange_draws_from_the_recorded_order() -> None:
    transcript = parse(_exchange_text())
    order, _ = bag_order(STUCK_DRAWS)
    new_order = list(reversed(order[11:] + order[:5]))
    assert [tile.id for tile in transcript.game.racks[0]] == new_order[:5]
    assert [tile.id for tile in transcript.game.bag.tiles] == new_order[5:]


def _lines(*lines: str) -> str:
    return "".join(line + "\n" for line in lines)


# (why, text, line, words of the message). Bodies start on line 4 after HEADER + bag.
INVALID: list[tuple[str, str, int, str]] = [
    ("empty file", "", 1, "begins with the line 'loop-tiles 1'"),
    ("only comments", "# nothing\n\n", 3, "begins with the line 'loop-tiles 1'"),
    ("another game's file", "knaster 1\n", 1, "begins with the line 'loop-tiles 1'"),
    ("a later version", "loop-tiles 2\n", 1, "this program reads version 1"),
    ("words after the version", "loop-tiles 1 x\n", 1, "nothing more"),
    ("the format twice", "loop-tiles 1\nloop-tiles 1\n", 2, "comes once"),
    ("no player", "loop-tiles 1\n", 2, "no player"),
    ("no bag", HEADER, 4, "the bag is missing"),
    ("a bad name", "loop-tiles 1\nplayer A.n\n", 2, "contains '.'; use letters, digits"),
    ("a long name", "loop-tiles 1\nplayer " + "a" * 25 + "\n", 2, "longer than 24 characters"),
    ("a keyword as a name", "loop-tiles 1\nplayer bag\n", 2, "a keyword of the transcript"),
    ("two names", "loop-tiles 1\nplayer Ann Bob\n", 2, "names one player"),
    ("the same name twice", "loop-tiles 1\nplayer Ann\nplayer Ann\n", 3, "already a player"),
    ("a fifth player", "loop-tiles 1\n" + "".join(f"player P{i}\n" for i in range(5)), 6,
     "for 1 to 4 players"),
    ("rule twice", "loop-tiles 1\nrule standard\nrule standard\n", 3, "at most once"),
    ("an unknown rule", "loop-tiles 1\nrule quick\n", 2, "'standard' or 'fixed-turns'"),
    ("meta without a key", "loop-tiles 1\nmeta\n", 2, "needs a key"),
    ("bag before the players", "loop-tiles 1\nbag 1\n", 2, "players come before the bag"),
    ("a short bag", HEADER + "bag 0 1 2\n", 4, "tile 3 is missing from the bag (3 of 81"),
    ("a tile twice in the bag", HEADER + "bag 0 0\n", 4, "tile 0 comes twice"),
    ("not a number in the bag", HEADER + "bag 0 x\n", 4, "'x' is not a tile number (0 to 80)"),
    ("a signed number", HEADER + "bag -1\n", 4, "'-1' is not a tile number"),
    ("no such tile", HEADER + "bag 81\n", 4, "there is no tile 81"),
    ("a huge number", HEADER + "bag " + "9" * 5000 + "\n", 4, "there is no tile 99999"),
    ("fixed turns alone", game_text("", header="loop-tiles 1\nrule fixed-turns\nplayer Ann\n"),
     4, "the fixed-turns variant is for 2 to 4 players"),
    ("a header line after the bag", game_text("") + "player Cy\n", 5, "belongs to the header"),
    ("an action before the bag", HEADER + "Ann done\n", 4, "the game begins after the bag"),
    ("an unknown header line", "loop-tiles 1\nsheet A\n", 2, "'sheet' is not a header line"),
    ("not a player", game_text("", "Cy done\n"), 5, "'Cy' is not a player of this game"),
    ("out of turn", game_text("", "Bob done\n"), 5, "it is Ann's turn, not Bob's"),
    ("no action", game_text("", "Ann\n"), 5, "missing: an action"),
    ("an unknown action", game_text("", "Ann pass\n"), 5, "'pass' is not an action"),
    ("place without a square", game_text("", "Ann place 1\n"), 5, "names a tile and a square"),
    ("place with a bad square", game_text("NS1", "Ann place {NS1} 7G\n"), 5,
     "'7G' is not a square of the board (A1 to M13)"),
    ("a square off the board", game_text("NS1", "Ann place {NS1} N7\n"), 5,
     "'N7' is not a square"),
    ("a square of row 0", game_text("NS1", "Ann place {NS1} G0\n"), 5, "'G0' is not a square"),
    ("not on the rack: in the bag", game_text("NS1", "Ann place 80 G6\n"), 5,
     "Ann cannot place tile 80 on G6: it is not on Ann's rack (it is in the bag)"),
    ("not on the rack: Bob's", game_text("NS1 NS2 NS3 NS4 NS5 | NS6", "Ann place {NS6} G6\n"), 5,
     "it is not on Ann's rack (it is on Bob's rack)"),
    ("not on the rack: on the board", game_text("NS1 NS2 NS3 NS4 NS5 | NS6 NS7 NS8 EW2 EW3 | NESW7",
     "Ann place {NS1} G6\nAnn place {NS1} G5\n"), 6, "it is on the board at G6"),
    ("not on the rack: set aside",
     game_text("NS1", "Ann place {NS1} G6\n", "loop-tiles 1\nrule fixed-turns\nplayer Ann\nplayer Bob\n"),
     6, "it was set aside"),
    ("a taken square", game_text("NS1", "Ann place {NS1} G7\n"), 5, "G7 is taken"),
    ("no neighbour", game_text("NS1", "Ann place {NS1} J9\n"), 5, "J9 has no tile beside it"),
    ("a blocked line", game_text("NE3 NS1 NS2 NS3 NS4 | NS5 NS6 NS7 NS8 EW2 | NESW7",
     "Ann place {NE3} G6\n"), 5,
     "Ann cannot place tile 18 on G6: the 3 tile would block a line from the south (tile 78 on G7)"),
    ("a line into a blank side", game_text("EW2 NS1 NS2 NS3 NS4 | NS5 NS7 NS8 EW3 EW4 | NS6", "Ann place {EW2} H7\n"),
     5, "Ann cannot place tile 9 on H7: the line to the west of the 2 tile runs into a blank side (tile 5 on G7)"),
    ("no line continued", game_text("NE2 NS2 | NS1 NS3 NS4 NS5 NS6 | NESW7",
     "Ann place {NS2} G8\nAnn place {NE2} H8\n"), 6, "Ann cannot place tile 25 on H8: the 2 tile continues no line"),
    ("a line off the edge", game_text("EW2 EW3 EW4 EW5 EW6 | EW7 EW8 EW1 NS3 NS4 | NESW7",
     "Ann place {EW2} F7\nAnn place {EW3} E7\nAnn place {EW4} D7\nAnn done\n"
     "Bob place {EW7} H7\nBob done\n"
     "Ann place {EW5} C7\nAnn place {EW6} B7\nAnn done\nBob place {EW8} A7\n"),
     14, "Bob cannot place tile 15 on A7: a line of the 8 tile would run off the board's west edge"),
    ("a fourth tile", game_text("NS1 NS2 NS3 NS4 NS5 | NS6 NS7 NS8 EW2 EW3 | NESW7",
     "Ann place {NS1} G6\nAnn place {NS2} G5\nAnn place {NS3} G4\nAnn place {NS4} G3\n"),
     8, "Ann cannot place tile 3 on G3: 3 tiles a turn at most"),
    ("done with more", game_text("", "Ann done now\n"), 5, "takes nothing more"),
    ("an exchange while a tile fits", game_text("NS1 NS2 NS3 NS4 NS5 | NS6 NS7 NS8 EW2 EW3 | NESW7",
     "Ann exchange 1\n"), 5, "Ann cannot exchange: tile 0 fits on G6"),
    ("an exchange after a tile", game_text("NS1 NS2 NS3 NS4 NS5 | NS6 NS7 NS8 EW2 EW3 | NESW7",
     "Ann place {NS1} G6\nAnn exchange 1\n"), 6, "cannot exchange after placing a tile"),
    ("an exchange with a short order", game_text(STUCK_DRAWS, "Ann exchange 40 41\n"), 5,
     "the bag and Ann's rack shuffled (75 tiles, top first): tile"),
    ("an exchange naming a board tile", game_text(STUCK_DRAWS, "Ann exchange {NS1}\n"), 5,
     "tile 0 cannot be in the bag"),
    ("end too early", game_text("", "Ann done\nend\n"), 6,
     "'end' says the game is over, but it is Bob's turn"),
    ("end with more", game_text("", "Ann done\nBob done\nend now\n"), 7, "takes nothing more"),
    ("end before the bag", HEADER + "end\n", 4, "the game has not begun"),
    ("anything after end", game_text("", "Ann done\nBob done\nend\n# ok\nAnn done\n"), 9,
     "nothing may follow 'end'"),
    ("an action after the end", game_text("", "Ann done\nBob done\nAnn done\n"), 7,
     "the game is over (a whole round went by without a tile)"),
    ("after the fixed turns", game_text("", "Ann done\nBob done\n" * 13 + "Ann done\n",
     "loop-tiles 1\nrule fixed-turns\nplayer Ann\nplayer Bob\n"), 32,
     "every player has played 13 turns"),
    ("a carriage return inside a line", "loop-tiles 1\nplayer Ann\rplayer Bob\n", 2,
     "a carriage return inside a line"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("text", "line", "message"), [row[1:] for row in INVALID], ids=[row[0] for row in INVALID]
)
def test_an_invalid_transcript_names_its_line_and_reason(
    text: str, line: int, message: str
) -> None:
    with pytest.raises(TranscriptError) as caught:
        parse(text)
    assert isinstance(caught.value, GameFileError)
    assert (caught.value.line, message in caught.value.message) == (line, True), caught.value


def test_a_byte_that_is_not_utf8_is_reported_at_its_line() -> None:
    data = b"loop-tiles 1\nplayer Ann\nplayer B\xe9b\n"
    with pytest.raises(TranscriptError, match="not UTF-8 text: byte 0xe9") as caught:
        parse(data)
    assert caught.value.line == 3
    assert write(parse("\ufeff" + game_text("").replace("\n", "\r\n"))) == write(
        parse(game_text(""))
    )


def test_a_message_quotes_odd_input_escaped_and_short() -> None:
    with pytest.raises(TranscriptError) as caught:
        parse(game_text("", "Ann place \x0b" + "x" * 60 + " G6\n"))
    assert caught.value.message == r"'\x0b" + "x" * 39 + "...' is not a tile number (0 to 80)"
