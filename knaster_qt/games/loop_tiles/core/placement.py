"""Where a tile may go and what it scores: pure functions of the board's tiles."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from knaster_qt.games import QT_TRANSLATE_NOOP, Words
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


def placement_problem(board: Board, placed: Placed, tile: Tile, square: Square) -> Words | None:
    """Why ``tile`` may not go on ``square`` (the spec's checks in order), or None if it may.

    The reason is a translatable Words (knaster_qt/games), English as a str; {square} is a
    square such as G7, {tile} a tile as players see it, "the 8 tile" (:func:`tile_words`)."""
    if not board.on_board(square):
        return QT_TRANSLATE_NOOP("LoopTilesRules", "that square is not on the board")
    name = square_name(square)
    if square in placed:
        return QT_TRANSLATE_NOOP("LoopTilesRules", "{square} is taken").format(square=name)
    neighbours = {edge: placed.get(neighbour(square, edge)) for edge in EDGES}
    if all(other is None for other in neighbours.values()):
        alone = QT_TRANSLATE_NOOP("LoopTilesRules", "{square} has no tile beside it")
        return alone.format(square=name)
    joined = False
    for edge, other in neighbours.items():
        if other is None:
            continue
        here, there = edge in tile.ends, OPPOSITE[edge] in other.ends
        if here and not there:
            #: {side}: north, east, south or west ({side:from}: "from the north", {side:edge}:
            #: "north edge"); {tile}: "the 8 tile" ({tile:of}: "of the 8 tile")
            blank = QT_TRANSLATE_NOOP(
                "LoopTilesRules",
                "the line to the {side} of {tile} runs into a blank side at {square}",
            )
            return blank.format(side=_SIDE[edge], tile=tile_words(tile), square=name)
        if there and not here:
            #: forms: {side:from} "from the north", {side:edge} "north edge"
            block = QT_TRANSLATE_NOOP(
                "LoopTilesRules", "{tile} would block a line from the {side} at {square}"
            )
            return block.format(tile=tile_words(tile), side=_SIDE[edge], square=name)
        joined = joined or here
    if not joined:
        lone = QT_TRANSLATE_NOOP("LoopTilesRules", "{tile} continues no line at {square}")
        return lone.format(tile=tile_words(tile), square=name)
    for edge in tile.ends:
        if not board.on_board(neighbour(square, edge)):
            #: forms: {side:from} "from the north", {side:edge} "north edge"; {tile:of} "of the 8
            #: tile"
            off = QT_TRANSLATE_NOOP(
                "LoopTilesRules",
                "a line of {tile} would run off the board's {side} edge at {square}",
            )
            return off.format(tile=tile_words(tile), side=_SIDE[edge], square=name)
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


# Each side also says where a line comes from and names that edge ({side:from}, {side:edge};
# FORMS in knaster_qt/games): Czech "od severu", "severní okraj".
_SIDE = {
    "N": QT_TRANSLATE_NOOP("LoopTilesRules", "north").inflected(
        {
            #: {side:from}: where a line comes from ("a line from the north")
            "from": QT_TRANSLATE_NOOP("LoopTilesRules", "from the north"),
            #: {side:edge}: the board's edge on that side ("the board's north edge")
            "edge": QT_TRANSLATE_NOOP("LoopTilesRules", "north edge"),
        }
    ),
    "E": QT_TRANSLATE_NOOP("LoopTilesRules", "east").inflected(
        {
            #: {side:from}: where a line comes from ("a line from the east")
            "from": QT_TRANSLATE_NOOP("LoopTilesRules", "from the east"),
            #: {side:edge}: the board's edge on that side ("the board's east edge")
            "edge": QT_TRANSLATE_NOOP("LoopTilesRules", "east edge"),
        }
    ),
    "S": QT_TRANSLATE_NOOP("LoopTilesRules", "south").inflected(
        {
            #: {side:from}: where a line comes from ("a line from the south")
            "from": QT_TRANSLATE_NOOP("LoopTilesRules", "from the south"),
            #: {side:edge}: the board's edge on that side ("the board's south edge")
            "edge": QT_TRANSLATE_NOOP("LoopTilesRules", "south edge"),
        }
    ),
    "W": QT_TRANSLATE_NOOP("LoopTilesRules", "west").inflected(
        {
            #: {side:from}: where a line comes from ("a line from the west")
            "from": QT_TRANSLATE_NOOP("LoopTilesRules", "from the west"),
            #: {side:edge}: the board's edge on that side ("the board's west edge")
            "edge": QT_TRANSLATE_NOOP("LoopTilesRules", "west edge"),
        }
    ),
}


@cache  # asked for each square a tile does not fit (legal_squares): made once per tile
def tile_words(tile: Tile) -> Words:
    """A tile as players see it, by the value printed on it: "the 8 tile" (with its form
    {tile:of}, "of the 8 tile"), never its notation "NES8" (which names it in transcripts)."""
    #: {value}: the value printed on the tile, 1 to 8
    words = QT_TRANSLATE_NOOP("LoopTilesRules", "the {value} tile").inflected(
        #: {tile:of}: whose ("a line of the 8 tile"; German "des Plättchens 8")
        {"of": QT_TRANSLATE_NOOP("LoopTilesRules", "of the {value} tile")}
    )
    return words.format(value=tile.value)


def side_word(edge: str) -> Words:
    """A side's word, "north" for "N" (with its forms), as players read it (a Words)."""
    return _SIDE[edge]
