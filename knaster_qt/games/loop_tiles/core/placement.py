"""Where a tile may go and what it scores: pure functions of the board's tiles."""

from __future__ import annotations

from collections.abc import Mapping

from knaster_qt.games.loop_tiles.core.material import (
    EDGES,
    OPPOSITE,
    Board,
    Square,
    Tile,
    neighbour,
    square_name,
)

Placed = Mapping[Square, Tile]


def placement_problem(board: Board, placed: Placed, tile: Tile, square: Square) -> str | None:
    """Why ``tile`` may not go on ``square`` (the spec's checks in order), or None if it may."""
    name = square_name(square) if board.on_board(square) else "that square"
    if not board.on_board(square):
        return f"{name} is not on the board"
    if square in placed:
        return f"{name} is taken"
    neighbours = {edge: placed.get(neighbour(square, edge)) for edge in EDGES}
    if all(other is None for other in neighbours.values()):
        return f"{name} has no tile beside it"
    joined = False
    for edge, other in neighbours.items():
        if other is None:
            continue
        here, there = edge in tile.ends, OPPOSITE[edge] in other.ends
        if here and not there:
            return f"the line to the {_SIDE[edge]} of {tile} runs into a blank side at {name}"
        if there and not here:
            return f"{tile} would block a line from the {_SIDE[edge]} at {name}"
        joined = joined or here
    if not joined:
        return f"{tile} continues no line at {name}"
    for edge in tile.ends:
        if not board.on_board(neighbour(square, edge)):
            return f"a line of {tile} would run off the board's {_SIDE[edge]} edge at {name}"
    return None


def legal_squares(board: Board, placed: Placed, tile: Tile) -> list[Square]:
    """Every square where ``tile`` may go now, row by row from the north-west."""
    candidates = {neighbour(square, edge) for square in placed for edge in EDGES} - set(placed)
    return sorted(
        (square for square in candidates if placement_problem(board, placed, tile, square) is None),
        key=lambda square: (square[1], square[0]),
    )


def joined_squares(placed: Placed, tile: Tile, square: Square) -> list[Square]:
    """The neighbours joined to ``tile`` on ``square`` by a line through a shared edge."""
    joined = []
    for edge in tile.ends:
        other_square = neighbour(square, edge)
        other = placed.get(other_square)
        if other is not None and OPPOSITE[edge] in other.ends:
            joined.append(other_square)
    return joined


def placement_points(board: Board, placed: Placed, tile: Tile, square: Square) -> int:
    """Value × the square's multiplier + the (unmultiplied) values of the joined tiles."""
    return tile.value * board.multiplier(square) + sum(
        placed[other].value for other in joined_squares(placed, tile, square)
    )


_SIDE = {"N": "north", "E": "east", "S": "south", "W": "west"}
