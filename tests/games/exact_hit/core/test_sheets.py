"""The six sheets A–F are the spec's Decision, and a broken sheets file is refused clearly."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from knaster_qt.assets import resource_path
from knaster_qt.games.exact_hit.core.errors import SheetError
from knaster_qt.games.exact_hit.core.sheets import (
    COLOURS,
    SHEET_LETTERS,
    load_sheets_file,
    parse_sheets,
    sheet,
    shipped_sheets,
)

# specs/exact-hit-rules.md, "The sheets", restated here so the data file is checked against it.
NUMBERS = """
3 1 4 2 6 5
2 5 3 6 1 4
5 3 6 1 4 2
1 4 2 5 3 6
6 2 5 4 2 3
"""
BASE_ORDERS = """
black blue yellow red green white
green white black blue red yellow
red yellow green white blue black
white black red yellow green blue
blue green white black yellow red
"""


def _table(text: str) -> list[list[str]]:
    return [line.split() for line in text.strip().splitlines()]


def test_the_shipped_sheets_are_the_spec_decision() -> None:
    numbers = [[int(value) for value in row] for row in _table(NUMBERS)]
    base = _table(BASE_ORDERS)
    for s, letter in enumerate(SHEET_LETTERS):
        printed = sheet(letter)
        assert printed.letter == letter
        assert [list(row) for row in printed.numbers] == numbers
        for r in range(5):
            names = [COLOURS[colour] for colour in printed.colours[r]]
            assert names == [base[r][(p + s) % 6] for p in range(6)], (letter, r + 1)


def test_over_the_six_sheets_every_colour_stands_once_at_every_place() -> None:
    sheets = shipped_sheets()
    for r in range(5):
        for p in range(6):
            colours = sorted(sheets[letter].colours[r][p] for letter in SHEET_LETTERS)
            assert colours == [0, 1, 2, 3, 4, 5]


def _valid() -> dict[str, object]:
    data: dict[str, object] = json.loads(resource_path("exact-hit", "sheets.json").read_text())
    return data


def _with(change: str) -> str:
    data = _valid()
    sheets = data["sheets"]
    assert isinstance(sheets, dict)
    if change == "format":
        data["format"] = "exact-hit-sheets 2"
    elif change == "four rows":
        data["numbers"] = [[1, 2, 3, 4, 5, 6]] * 4
    elif change == "number 7":
        data["numbers"] = [[1, 2, 3, 4, 5, 7]] * 5
    elif change == "five numbers":
        data["numbers"] = [[1, 2, 3, 4, 5]] * 5
    elif change == "colour twice":
        sheets["C"][2] = ["black", "black", "yellow", "red", "green", "white"]
    elif change == "unknown colour":
        sheets["C"][2] = ["black", "purple", "yellow", "red", "green", "white"]
    elif change == "no sheet F":
        del sheets["F"]
    elif change == "rows of a sheet":
        sheets["A"] = sheets["A"][:4]
    return json.dumps(data)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{", "not valid JSON"),
        ("[]", "the sheets file is a JSON object"),
        (_with("format"), "'format' must be \"exact-hit-sheets 1\""),
        (_with("four rows"), "'numbers' must be a list of 5 rows"),
        (_with("number 7"), "row 1 of 'numbers' holds 7, not a number 1-6"),
        (_with("five numbers"), "row 1 of 'numbers' must have 6 numbers"),
        (_with("colour twice"), "row 3 of sheet C must hold each of black, blue"),
        (_with("unknown colour"), "row 3 of sheet C must hold each of"),
        (_with("no sheet F"), "'sheets' must hold exactly the sheets A, B, C, D, E, F"),
        (_with("rows of a sheet"), "sheet A must be a list of 5 rows"),
    ],
)
def test_a_broken_sheets_file_is_refused_with_the_reason(text: str, message: str) -> None:
    with pytest.raises(SheetError, match=r"^broken\.json: ") as caught:
        parse_sheets(text, "broken.json")
    assert message in str(caught.value)


def test_a_missing_sheets_file_says_which(tmp_path: Path) -> None:
    with pytest.raises(SheetError, match="cannot read the sheets"):
        load_sheets_file(tmp_path / "sheets.json")


def test_there_is_no_sheet_g() -> None:
    with pytest.raises(SheetError, match="there is no sheet 'G'; the sheets are A to F"):
        sheet("G")
