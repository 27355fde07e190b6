"""Names of cells (a1..e5) and lines (r1..r5, ca..ce, d1, d2), as the rulebook writes them.

Inside the core a cell is an index 0..24 (row * 5 + column) and a line an index
0..11 in the order r1..r5, ca..ce, d1, d2; this module converts both ways.
"""

from __future__ import annotations

from knaster_qt.games import QT_TRANSLATE_NOOP, Words

SIZE = 5
COLUMN_LETTERS = "abcde"

CELL_NAMES: tuple[str, ...] = tuple(
    f"{COLUMN_LETTERS[col]}{row + 1}" for row in range(SIZE) for col in range(SIZE)
)

LINE_NAMES: tuple[str, ...] = (
    *(f"r{row + 1}" for row in range(SIZE)),
    *(f"c{COLUMN_LETTERS[col]}" for col in range(SIZE)),
    "d1",
    "d2",
)

LINE_CELLS: tuple[tuple[int, ...], ...] = (
    *(tuple(row * SIZE + col for col in range(SIZE)) for row in range(SIZE)),
    *(tuple(row * SIZE + col for row in range(SIZE)) for col in range(SIZE)),
    tuple(i * SIZE + i for i in range(SIZE)),  # d1: a1 b2 c3 d4 e5
    tuple(i * SIZE + (SIZE - 1 - i) for i in range(SIZE)),  # d2: e1 d2 c3 b4 a5
)

# For every cell, the lines running through it (2, 3 or 4 of them).
LINES_OF_CELL: tuple[tuple[int, ...], ...] = tuple(
    tuple(line for line, cells in enumerate(LINE_CELLS) if cell in cells)
    for cell in range(SIZE * SIZE)
)

_CELL_BY_NAME = {name: index for index, name in enumerate(CELL_NAMES)}
_LINE_BY_NAME = {name: index for index, name in enumerate(LINE_NAMES)}


def cell_index(name: str) -> int:
    """The index of a cell name such as ``c3`` (case-insensitive); ValueError if none."""
    try:
        return _CELL_BY_NAME[name.strip().lower()]
    except KeyError:
        raise ValueError(f"'{name}' is not a cell (a1 to e5)") from None


def line_index(name: str) -> int:
    """The index of a line name such as ``r3``, ``cb`` or ``d2`` (case-insensitive)."""
    try:
        return _LINE_BY_NAME[name.strip().lower()]
    except KeyError:
        raise ValueError(f"'{name}' is not a line (r1-r5, ca-ce, d1, d2)") from None


def line_name(line: int) -> str:
    return LINE_NAMES[line]


def describe_line(line: int) -> Words:
    """Plain words for a line: 'row 3', 'column c', 'the diagonal from the top left'
    (translatable Words), with the forms a sentence may need ({line:in}, {line:of},
    {line:for}; FORMS in games)."""
    name = LINE_NAMES[line]
    if name[0] == "r":
        #: A row of the Knaster grid, numbered 1 to 5 ("row 3"); used inside sentences
        word = QT_TRANSLATE_NOOP("KnasterRules", "row {number}")
        forms = {
            #: {line:in}: a row as a place, with its preposition ("2 pairs in row 3")
            "in": QT_TRANSLATE_NOOP("KnasterRules", "in row {number}"),
            #: {line:of}: whose ("the bonus of row 3", Czech "řádku 3")
            "of": QT_TRANSLATE_NOOP("KnasterRules", "of row {number}"),
            #: {line:for}: what for ("the bonus for row 3", Czech "za řádek 3")
            "for": QT_TRANSLATE_NOOP("KnasterRules", "for row {number}"),
        }
        return word.inflected(forms).format(number=name[1])
    if name[0] == "c":
        #: A column of the Knaster grid, lettered a to e ("column c"); used inside sentences
        word = QT_TRANSLATE_NOOP("KnasterRules", "column {letter}")
        forms = {
            #: {line:in}: a column as a place, with its preposition ("in column c")
            "in": QT_TRANSLATE_NOOP("KnasterRules", "in column {letter}"),
            #: {line:of}: whose ("the bonus of column c", Czech "sloupce c")
            "of": QT_TRANSLATE_NOOP("KnasterRules", "of column {letter}"),
            #: {line:for}: what for ("the bonus for column c", Czech "za sloupec c")
            "for": QT_TRANSLATE_NOOP("KnasterRules", "for column {letter}"),
        }
        return word.inflected(forms).format(letter=name[1])
    # The diagonals by where they start, as players see them on the sheet (their white
    # fields sit at those top corners), not by their notation names d1 and d2.
    if name == "d1":
        #: The diagonal from a1 (top left) to e5 (bottom right), named by where it starts,
        #: as a player sees it (its white field is at the sheet's top left); inside sentences
        word = QT_TRANSLATE_NOOP("KnasterRules", "the diagonal from the top left")
        forms = {
            #: {line:in}: the diagonal a1 to e5 as a place ("2 pairs in the diagonal ...")
            "in": QT_TRANSLATE_NOOP("KnasterRules", "in the diagonal from the top left"),
            #: {line:of}: whose ("the bonus of the diagonal from the top left")
            "of": QT_TRANSLATE_NOOP("KnasterRules", "of the diagonal from the top left"),
            #: {line:for}: what for ("the bonus for the diagonal from the top left")
            "for": QT_TRANSLATE_NOOP("KnasterRules", "for the diagonal from the top left"),
        }
    else:
        #: The diagonal from e1 (top right) to a5 (bottom left), named by where it starts,
        #: as a player sees it (its white field is at the sheet's top right); inside sentences
        word = QT_TRANSLATE_NOOP("KnasterRules", "the diagonal from the top right")
        forms = {
            #: {line:in}: the diagonal e1 to a5 as a place ("2 pairs in the diagonal ...")
            "in": QT_TRANSLATE_NOOP("KnasterRules", "in the diagonal from the top right"),
            #: {line:of}: whose ("the bonus of the diagonal from the top right")
            "of": QT_TRANSLATE_NOOP("KnasterRules", "of the diagonal from the top right"),
            #: {line:for}: what for ("the bonus for the diagonal from the top right")
            "for": QT_TRANSLATE_NOOP("KnasterRules", "for the diagonal from the top right"),
        }
    return word.inflected(forms)
