"""The tiles and the board: data files under ``resources/loop_tiles/``, checked at load.

The rulebook fixes neither the tile set nor the board; the spec decides them and the
data files hold those decisions, so they can change without code. A file that is not
valid raises MaterialError naming the file and the field.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from knaster_qt.assets import resource_path
from knaster_qt.games.loop_tiles.core.errors import MaterialError
from knaster_qt.kit.core.data_file import json_object

TILES_FORMAT = "loop-tiles-tiles 1"
BOARD_FORMAT = "loop-tiles-board 1"

EDGES = "NESW"  # a tile's ends are written in this order: "NS", "NESW"
STEP = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}  # row 1 is the north edge
OPPOSITE = {"N": "S", "E": "W", "S": "N", "W": "E"}
COLUMNS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

Square = tuple[int, int]  # (column, row), both from 0: A1 is (0, 0), G7 is (6, 6)


@dataclass(frozen=True)
class Tile:
    """One tile: its number in the set (0…80), its line ends and its printed value."""

    id: int
    ends: str  # the edges with a line end, in N, E, S, W order
    value: int

    def __str__(self) -> str:
        return f"{self.ends}{self.value}"


@dataclass(frozen=True)
class Board:
    """The board: its size, the start square and the bonus squares' multipliers."""

    size: int
    start: Square
    multipliers: dict[Square, int]

    def on_board(self, square: Square) -> bool:
        column, row = square
        return 0 <= column < self.size and 0 <= row < self.size

    def multiplier(self, square: Square) -> int:
        return self.multipliers.get(square, 1)


def square_name(square: Square) -> str:
    """``(6, 6)`` → ``"G7"``."""
    return f"{COLUMNS[square[0]]}{square[1] + 1}"


def parse_square(text: str) -> Square:
    """``"G7"`` → ``(6, 6)``; raises ValueError for anything else."""
    letter, digits = text[:1].upper(), text[1:]
    if not letter or letter not in COLUMNS or not digits.isdigit() or int(digits) < 1:
        raise ValueError(f"'{text}' is not a square like G7")
    return COLUMNS.index(letter), int(digits) - 1


def neighbour(square: Square, edge: str) -> Square:
    dx, dy = STEP[edge]
    return square[0] + dx, square[1] + dy


def _load_json(text: str, source: str, expected_format: str) -> dict[str, Any]:
    return json_object(
        text, source, expected_format, MaterialError, "the file must hold a JSON object"
    )


def parse_tiles(text: str, source: str = "<tiles>") -> tuple[Tile, ...]:
    """The tile set from the JSON text of a tiles file, numbered in the file's order."""
    data = _load_json(text, source, TILES_FORMAT)
    kinds = data.get("kinds")
    if not isinstance(kinds, list) or not kinds:
        raise MaterialError(f"{source}: 'kinds' must be a non-empty list")
    tiles: list[Tile] = []
    for number, kind in enumerate(kinds, start=1):
        where = f"{source}: kind {number}"
        if not isinstance(kind, dict):
            raise MaterialError(f"{where} must be an object with 'ends' and 'values'")
        ends = kind.get("ends")
        if (
            not isinstance(ends, str)
            or len(ends) < 2
            or any(edge not in EDGES for edge in ends)
            or ends != "".join(edge for edge in EDGES if edge in ends)
        ):
            raise MaterialError(
                f"{where}: 'ends' must be two to four of N, E, S, W in that order, like \"NS\""
            )
        values = kind.get("values")
        if not isinstance(values, list) or not values:
            raise MaterialError(f"{where}: 'values' must list the value of each copy")
        for value in values:
            if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 8:
                raise MaterialError(f"{where}: every value must be a whole number 1..8")
            tiles.append(Tile(len(tiles), ends, value))
    return tuple(tiles)


def parse_board(text: str, source: str = "<board>") -> Board:
    """The board from the JSON text of a board file, checking every field."""
    data = _load_json(text, source, BOARD_FORMAT)
    size = data.get("size")
    if not isinstance(size, int) or isinstance(size, bool) or not 3 <= size <= len(COLUMNS):
        raise MaterialError(f"{source}: 'size' must be a whole number 3..{len(COLUMNS)}")

    def board_square(text: object, field: str) -> Square:
        try:
            square = parse_square(text) if isinstance(text, str) else None
        except ValueError:
            square = None
        if square is None or not (square[0] < size and square[1] < size):
            raise MaterialError(f"{source}: {field} '{text}' is not a square of the board")
        return square

    start = board_square(data.get("start"), "'start'")
    bonus = data.get("bonus")
    if not isinstance(bonus, dict):
        raise MaterialError(f'{source}: \'bonus\' must map "x2", "x3", ... to squares')
    multipliers: dict[Square, int] = {}
    for key, squares in bonus.items():
        factor = key[1:]
        if not key.startswith("x") or not factor.isdigit() or not 2 <= int(factor) <= 9:
            raise MaterialError(f"{source}: bonus '{key}' must be x2 … x9")
        if not isinstance(squares, list):
            raise MaterialError(f"{source}: bonus '{key}' must list squares")
        for name in squares:
            square = board_square(name, f"bonus {key}")
            if square in multipliers or square == start:
                raise MaterialError(f"{source}: square {name} has two roles")
            multipliers[square] = int(factor)
    return Board(size, start, multipliers)


def _read(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise MaterialError(f"{path}: cannot read it ({error})") from None


@cache
def standard_tiles() -> tuple[Tile, ...]:
    """The shipped tile set (81 tiles)."""
    path = resource_path("loop_tiles", "tiles.json")
    return parse_tiles(_read(path), str(path))


@cache
def standard_board() -> Board:
    """The shipped board (13×13, start G7)."""
    path = resource_path("loop_tiles", "board.json")
    return parse_board(_read(path), str(path))
