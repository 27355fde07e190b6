"""A compact notation for Loop Tiles positions in test tables.

A tile is its line ends in N, E, S, W order and its value: ``NS2``, ``NESW7``. A board is
``"G7=NESW7 H7=EW6"``, a rack ``"ES2 NSW3"``. The helper picks real tiles of the set with
those ends and values and puts every other tile in the bag, so a position always holds
all 81 tiles.
"""

from __future__ import annotations

from knaster_qt.games.loop_tiles.core.game import Bag, Game
from knaster_qt.games.loop_tiles.core.material import (
    Square,
    Tile,
    parse_square,
    standard_board,
    standard_tiles,
)


def sq(text: str) -> Square:
    return parse_square(text)


class _Picker:
    """Hands out distinct tiles of the set by their notation."""

    def __init__(self) -> None:
        self.free = list(standard_tiles())

    def take(self, text: str) -> Tile:
        for tile in self.free:
            if str(tile) == text:
                self.free.remove(tile)
                return tile
        raise ValueError(f"no free tile {text} in the set")


def position(board: str, *racks: str, bag_first: str = "") -> Game:
    """A game in the given position; player 1 (index 0) is to move.

    ``bag_first`` names tiles that lie on top of the bag (drawn first, in that order).
    """
    picker = _Picker()
    placed = {}
    for entry in board.split():
        name, _, tile_text = entry.partition("=")
        placed[sq(name)] = picker.take(tile_text)
    rack_tiles = [[picker.take(text) for text in rack.split()] for rack in racks]
    top = [picker.take(text) for text in bag_first.split()]
    bag = Bag(picker.free, seed=0)
    bag.tiles[:0] = top
    return Game(standard_board(), bag, rack_tiles, placed)


def tile_on_rack(game: Game, text: str, player: int | None = None) -> Tile:
    rack = game.racks[game.current if player is None else player]
    for tile in rack:
        if str(tile) == text:
            return tile
    raise ValueError(f"no {text} on the rack")


def play(game: Game, moves: str) -> list[int]:
    """Place ``"ES2@G6 NSW3@I8"`` for the current player; the points of each placement."""
    return [
        game.place(tile_on_rack(game, text), sq(square)).points
        for text, _, square in (move.partition("@") for move in moves.split())
    ]
