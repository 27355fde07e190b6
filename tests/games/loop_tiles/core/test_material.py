"""The tile set and board files: the shipped ones load, a broken one says what is wrong."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from knaster_qt import assets
from knaster_qt.games.loop_tiles.core import material
from knaster_qt.games.loop_tiles.core.errors import MaterialError
from knaster_qt.games.loop_tiles.core.material import parse_board, parse_square, parse_tiles

GOOD_TILES = {"format": "loop-tiles-tiles 1", "kinds": [{"ends": "NS", "values": [1, 2]}]}
GOOD_BOARD = {"format": "loop-tiles-board 1", "size": 5, "start": "C3", "bonus": {"x2": ["A1"]}}

BAD_TILES = [
    ("{", "not valid JSON"),
    ("[]", "JSON object"),
    (json.dumps({**GOOD_TILES, "format": "x"}), "'format'"),
    (json.dumps({**GOOD_TILES, "kinds": []}), "'kinds'"),
    (json.dumps({**GOOD_TILES, "kinds": ["NS"]}), "kind 1 must be an object"),
    (json.dumps({**GOOD_TILES, "kinds": [{"ends": "SN", "values": [1]}]}), "'ends'"),
    (json.dumps({**GOOD_TILES, "kinds": [{"ends": "N", "values": [1]}]}), "'ends'"),
    (json.dumps({**GOOD_TILES, "kinds": [{"ends": "NS", "values": []}]}), "'values'"),
    (json.dumps({**GOOD_TILES, "kinds": [{"ends": "NS", "values": [9]}]}), "1..8"),
    (json.dumps({**GOOD_TILES, "kinds": [{"ends": "NS", "values": [True]}]}), "1..8"),
]

BAD_BOARDS = [
    ({"size": 2}, "'size'"),
    ({"start": "F3"}, "'start' 'F3' is not a square"),
    ({"start": 7}, "'start' '7'"),
    ({"bonus": []}, "'bonus'"),
    ({"bonus": {"double": ["A1"]}}, "x2 … x9"),
    ({"bonus": {"x2": "A1"}}, "must list squares"),
    ({"bonus": {"x2": ["A1"], "x3": ["A1"]}}, "A1 has two roles"),
    ({"bonus": {"x2": ["C3"]}}, "C3 has two roles"),
    ({"bonus": {"x2": ["Z9"]}}, "not a square of the board"),
]


@pytest.mark.parametrize(("text", "reason"), BAD_TILES)
def test_a_broken_tiles_file_is_refused_with_its_reason(text: str, reason: str) -> None:
    with pytest.raises(MaterialError, match=reason) as error:
        parse_tiles(text, "tiles.json")
    assert str(error.value).startswith("tiles.json: ")


@pytest.mark.parametrize(("change", "reason"), BAD_BOARDS)
def test_a_broken_board_file_is_refused_with_its_reason(
    change: dict[str, object], reason: str
) -> None:
    with pytest.raises(MaterialError, match=reason):
        parse_board(json.dumps({**GOOD_BOARD, **change}), "board.json")


def test_good_files_load() -> None:
    assert [str(tile) for tile in parse_tiles(json.dumps(GOOD_TILES))] == ["NS1", "NS2"]
    board = parse_board(json.dumps(GOOD_BOARD))
    assert (board.size, board.start, board.multiplier((0, 0)), board.multiplier((1, 1))) == (
        5,
        (2, 2),
        2,
        1,
    )


def test_a_missing_data_file_names_the_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "resources" / "loop_tiles").mkdir(parents=True)
    (tmp_path / "resources" / "loop_tiles" / "board.json").write_bytes(b"\xff\xfe")
    monkeypatch.setattr(
        material, "resource_path", lambda *parts: tmp_path.joinpath("resources", *parts)
    )
    material.standard_tiles.cache_clear()
    material.standard_board.cache_clear()
    try:
        with pytest.raises(MaterialError, match=r"tiles\.json: cannot read it"):
            material.standard_tiles()
        with pytest.raises(MaterialError, match=r"board\.json: cannot read it"):
            material.standard_board()
    finally:
        material.standard_tiles.cache_clear()
        material.standard_board.cache_clear()
    assert assets.resource_path("loop_tiles", "tiles.json").is_file()


@pytest.mark.parametrize("text", ["", "G", "GG", "G0", "77", "Ä1"])
def test_a_square_name_must_look_like_g7(text: str) -> None:
    with pytest.raises(ValueError, match="is not a square like G7"):
        parse_square(text)
