"""The six printed sheets A–F (specs/exact-hit-rules.md, "The sheets").

They are data, ``resources/exact-hit/sheets.json``: the printed numbers (the same on every
sheet) and each sheet's colours. Loading checks everything the rules rely on — 5 rows of 6
fields, numbers 1–6, every colour exactly once in each row, sheets A–F — and raises
``SheetError`` naming the file and the problem.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from knaster_qt.assets import resource_path
from knaster_qt.games import QT_TRANSLATE_NOOP
from knaster_qt.games.exact_hit.core.errors import SheetError
from knaster_qt.kit.core.data_file import json_object

SHEETS_FORMAT = "exact-hit-sheets 1"
# Not in resources/sheets/: Knaster reads every file there as one of its layouts.
SHEETS_FILE = ("exact-hit", "sheets.json")
# The dice are always listed in this order (spec, "A round", 4); a die is its index here.
# The dice's colours: the transcript's words and, translated (Words), the names players see
# (context "ExactHit": the same entries as the window's models/controller.colour_name).
# Each also names its die and its field ({colour:die}, {colour:field}; FORMS in games), for
# languages whose colour words change with the noun (Dutch "de zwarte dobbelsteen", "het
# zwarte vak"; Czech "černá kostka", "černé pole").
COLOURS = (
    QT_TRANSLATE_NOOP("ExactHit", "black").inflected(
        {
            #: {colour:die}: the die of this colour as it follows "the" (Dutch "zwarte dobbelsteen")
            "die": QT_TRANSLATE_NOOP("ExactHit", "black die"),
            #: {colour:field}: the field of this colour as it follows "the" (Dutch "zwarte vak")
            "field": QT_TRANSLATE_NOOP("ExactHit", "black field"),
        }
    ),
    QT_TRANSLATE_NOOP("ExactHit", "blue").inflected(
        {
            #: {colour:die}: the die of this colour as it follows "the" (Dutch "zwarte dobbelsteen")
            "die": QT_TRANSLATE_NOOP("ExactHit", "blue die"),
            #: {colour:field}: the field of this colour as it follows "the" (Dutch "zwarte vak")
            "field": QT_TRANSLATE_NOOP("ExactHit", "blue field"),
        }
    ),
    QT_TRANSLATE_NOOP("ExactHit", "yellow").inflected(
        {
            #: {colour:die}: the die of this colour as it follows "the" (Dutch "zwarte dobbelsteen")
            "die": QT_TRANSLATE_NOOP("ExactHit", "yellow die"),
            #: {colour:field}: the field of this colour as it follows "the" (Dutch "zwarte vak")
            "field": QT_TRANSLATE_NOOP("ExactHit", "yellow field"),
        }
    ),
    QT_TRANSLATE_NOOP("ExactHit", "red").inflected(
        {
            #: {colour:die}: the die of this colour as it follows "the" (Dutch "zwarte dobbelsteen")
            "die": QT_TRANSLATE_NOOP("ExactHit", "red die"),
            #: {colour:field}: the field of this colour as it follows "the" (Dutch "zwarte vak")
            "field": QT_TRANSLATE_NOOP("ExactHit", "red field"),
        }
    ),
    QT_TRANSLATE_NOOP("ExactHit", "green").inflected(
        {
            #: {colour:die}: the die of this colour as it follows "the" (Dutch "zwarte dobbelsteen")
            "die": QT_TRANSLATE_NOOP("ExactHit", "green die"),
            #: {colour:field}: the field of this colour as it follows "the" (Dutch "zwarte vak")
            "field": QT_TRANSLATE_NOOP("ExactHit", "green field"),
        }
    ),
    QT_TRANSLATE_NOOP("ExactHit", "white").inflected(
        {
            #: {colour:die}: the die of this colour as it follows "the" (Dutch "zwarte dobbelsteen")
            "die": QT_TRANSLATE_NOOP("ExactHit", "white die"),
            #: {colour:field}: the field of this colour as it follows "the" (Dutch "zwarte vak")
            "field": QT_TRANSLATE_NOOP("ExactHit", "white field"),
        }
    ),
)
SHEET_LETTERS = ("A", "B", "C", "D", "E", "F")
ROWS = 5
FIELDS = 6  # fields per row, one of each colour


@dataclass(frozen=True)
class Sheet:
    """One printed sheet: its letter, and per row the colour and number of each field."""

    letter: str
    colours: tuple[tuple[int, ...], ...]  # [row][position] -> colour index into COLOURS
    numbers: tuple[tuple[int, ...], ...]  # [row][position] -> printed number 1..6

    def position_of(self, row: int, colour: int) -> int:
        """The position (0-5) of the field of ``colour`` in ``row``."""
        return self.colours[row].index(colour)


def _numbers(data: object, source: str) -> tuple[tuple[int, ...], ...]:
    if not isinstance(data, list) or len(data) != ROWS:
        raise SheetError(f"{source}: 'numbers' must be a list of {ROWS} rows")
    rows: list[tuple[int, ...]] = []
    for index, row in enumerate(data, start=1):
        if not isinstance(row, list) or len(row) != FIELDS:
            raise SheetError(f"{source}: row {index} of 'numbers' must have {FIELDS} numbers")
        for value in row:
            if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 6:
                raise SheetError(
                    f"{source}: row {index} of 'numbers' holds {value!r}, not a number 1-6"
                )
        rows.append(tuple(row))
    return tuple(rows)


def _colours(letter: str, data: object, source: str) -> tuple[tuple[int, ...], ...]:
    if not isinstance(data, list) or len(data) != ROWS:
        raise SheetError(f"{source}: sheet {letter} must be a list of {ROWS} rows")
    rows: list[tuple[int, ...]] = []
    for index, row in enumerate(data, start=1):
        if not isinstance(row, list) or sorted(map(str, row)) != sorted(COLOURS):
            raise SheetError(
                f"{source}: row {index} of sheet {letter} must hold each of "
                f"{', '.join(COLOURS)} exactly once"
            )
        rows.append(tuple(COLOURS.index(name) for name in row))
    return tuple(rows)


def parse_sheets(text: str, source: str = "<sheets>") -> dict[str, Sheet]:
    """Build the sheets from the JSON text of the sheets file, checking every field."""
    data = json_object(text, source, SHEETS_FORMAT, SheetError, "the sheets file is a JSON object")
    numbers = _numbers(data.get("numbers"), source)
    sheets = data.get("sheets")
    if not isinstance(sheets, dict) or sorted(sheets) != list(SHEET_LETTERS):
        raise SheetError(f"{source}: 'sheets' must hold exactly the sheets A, B, C, D, E, F")
    return {
        letter: Sheet(letter, _colours(letter, sheets[letter], source), numbers)
        for letter in SHEET_LETTERS
    }


def load_sheets_file(path: Path) -> dict[str, Sheet]:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise SheetError(f"{path}: cannot read the sheets ({error})") from None
    return parse_sheets(text, str(path))


@cache
def shipped_sheets() -> dict[str, Sheet]:
    """The sheets A–F shipped with the app (read once)."""
    return load_sheets_file(resource_path(*SHEETS_FILE))


def sheet(letter: str) -> Sheet:
    """The shipped sheet ``letter`` (A–F)."""
    sheets = shipped_sheets()
    if letter not in sheets:
        raise SheetError(f"there is no sheet {letter!r}; the sheets are A to F")
    return sheets[letter]
