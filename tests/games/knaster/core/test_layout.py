"""Sheet layouts are data files: the shipped sides, and clear errors for bad files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from knaster_qt.games.knaster.core.errors import LayoutError
from knaster_qt.games.knaster.core.game import Game
from knaster_qt.games.knaster.core.layout import (
    available_layouts,
    load_layout,
    load_layout_file,
    parse_layout,
)

SIDE_A = {"r1": 9, "r2": 8, "r3": 7, "r4": 6, "r5": 5, "ca": 9, "cb": 8, "cc": 7, "cd": 6, "ce": 5}


def good_layout(**changes: object) -> dict[str, object]:
    data: dict[str, object] = {
        "format": "knaster-sheet 1",
        "id": "C",
        "name": "Side C",
        "line_points": {**SIDE_A, "d1": 10, "d2": 10},
    }
    data.update(changes)
    return data


def test_the_shipped_sides_are_a_and_b_as_the_rules_say() -> None:
    layouts = available_layouts()
    assert {"A", "B"} <= set(layouts)
    assert layouts["A"].line_points == (9, 8, 7, 6, 5, 9, 8, 7, 6, 5, 10, 10)
    assert layouts["B"].line_points == (5, 6, 7, 8, 9, 5, 6, 7, 8, 9, 10, 10)
    assert layouts["A"].max_line_points == 90 and layouts["B"].max_line_points == 90
    assert layouts["A"].points("d2") == 10
    assert Game(["Solo"], layout="B").layout is layouts["B"]


def test_a_good_layout_file_loads(tmp_path: Path) -> None:
    path = tmp_path / "C.json"
    path.write_text(json.dumps(good_layout()), encoding="utf-8")
    layout = load_layout_file(path)
    assert (layout.id, layout.name, layout.points("r1")) == ("C", "Side C", 9)
    assert Game(["Solo"], layout=layout).layout is layout


BAD = [
    (
        "not json",
        "{",
        "not valid JSON (Expecting property name enclosed in double quotes at line 1)",
    ),
    ("a list", "[]", "a layout is a JSON object"),
    ("no format", json.dumps(good_layout(format=None)), "'format' must be \"knaster-sheet 1\""),
    ("newer format", json.dumps(good_layout(format="knaster-sheet 2")), "'format' must be"),
    ("no id", json.dumps(good_layout(id="")), "'id' must be a short word of letters and digits"),
    ("id with a space", json.dumps(good_layout(id="side c")), "'id' must be a short word"),
    ("empty name", json.dumps(good_layout(name=" ")), "'name' must be a non-empty text"),
    ("no points", json.dumps(good_layout(line_points=[1, 2])), "'line_points' must map each line"),
    (
        "a line missing",
        json.dumps(good_layout(line_points={**SIDE_A, "d1": 10})),
        "'line_points' has no points for d2",
    ),
    (
        "an unknown line",
        json.dumps(good_layout(line_points={**SIDE_A, "d1": 10, "d2": 10, "d3": 10})),
        "'line_points' names unknown lines d3",
    ),
    (
        "points not a number",
        json.dumps(good_layout(line_points={**SIDE_A, "d1": "10", "d2": 10})),
        "points of d1 must be a whole number 0..99",
    ),
    (
        "negative points",
        json.dumps(good_layout(line_points={**SIDE_A, "d1": 10, "d2": -1})),
        "points of d2 must be a whole number 0..99",
    ),
    (
        "true is not a number",
        json.dumps(good_layout(line_points={**SIDE_A, "d1": True, "d2": 10})),
        "points of d1 must be a whole number 0..99",
    ),
]


@pytest.mark.parametrize(("text", "message"), [case[1:] for case in BAD], ids=[c[0] for c in BAD])
def test_a_bad_layout_says_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(LayoutError) as error:
        parse_layout(text, "C.json")
    assert str(error.value).startswith("C.json: ")
    assert message in str(error.value)


def test_a_layout_file_named_unlike_its_id_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "D.json"
    path.write_text(json.dumps(good_layout()), encoding="utf-8")
    with pytest.raises(LayoutError, match="id 'C' does not match the file name"):
        load_layout_file(path)


def test_an_unreadable_layout_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "C.json"
    path.write_bytes(b'{"format": "knaster-sheet 1", "name": "\xff"}')
    with pytest.raises(LayoutError, match="cannot read layout"):
        load_layout_file(path)
    with pytest.raises(LayoutError, match="cannot read layout"):
        load_layout_file(tmp_path / "missing.json")


def test_an_unknown_side_names_the_known_ones() -> None:
    with pytest.raises(LayoutError, match=r"unknown sheet 'a' \(known: A, B\)"):
        load_layout("a")
    with pytest.raises(LayoutError, match="unknown sheet 'Z'"):
        Game(["Solo"], layout="Z")
