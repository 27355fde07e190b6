"""A game of Loop Tiles: the bag, the racks, the board and the turns, with every rule checked.

Every action either raises IllegalActionError with a plain reason (the game unchanged) or
changes the game and returns a Report of what changed. The bag is seeded and records each
draw, so a game replays from its seed and its actions.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from knaster_qt.games import QT_TRANSLATE_NOOP
from knaster_qt.games.loop_tiles.core.errors import IllegalActionError
from knaster_qt.games.loop_tiles.core.material import (
    Board,
    Square,
    Tile,
    standard_board,
    standard_tiles,
)
from knaster_qt.games.loop_tiles.core.placement import (
    joined_squares,
    legal_squares,
    placement_points,
    placement_problem,
    tile_words,
)

_GAME_OVER = QT_TRANSLATE_NOOP("LoopTilesRules", "the game is over")  # Words: see games/
RACK_SIZE = 5
MAX_TILES_PER_TURN = 3
# The fixed-turns variant: players → (turns each, tiles set aside unseen).
FIXED_TURNS = {2: (13, 4), 3: (9, 2), 4: (7, 0)}


class Bag:
    """The tiles not yet drawn, shuffled from a seed; ``drawn`` lists every draw in order.

    ``tiles[0]`` is drawn first. A bag built with ``shuffle=False`` keeps the given order
    (a transcript's bag, replayed without our random numbers); the seed then only serves
    the shuffles of later exchanges.
    """

    def __init__(self, tiles: Sequence[Tile], seed: int, *, shuffle: bool = True) -> None:
        self._random = random.Random(seed)
        self.tiles = list(tiles)
        if shuffle:
            self._random.shuffle(self.tiles)
        self.drawn: list[Tile] = []

    def draw(self, count: int) -> list[Tile]:
        taken = self.tiles[:count]
        del self.tiles[:count]
        self.drawn.extend(taken)
        return taken

    def put_back(self, tiles: list[Tile], order: Sequence[Tile] | None = None) -> None:
        """Return tiles and shuffle the whole bag (the stuck player's exchange).

        ``order``, when given, is the bag's order after the shuffle (a transcript's record
        of it); it must hold exactly the bag's tiles and the returned ones.
        """
        self.tiles.extend(tiles)
        if order is None:
            self._random.shuffle(self.tiles)
            return
        if sorted(tile.id for tile in order) != sorted(tile.id for tile in self.tiles):
            del self.tiles[len(self.tiles) - len(tiles) :]
            raise ValueError("the new order must hold exactly the bag's and the returned tiles")
        self.tiles = list(order)


@dataclass(frozen=True)
class Report:
    """What one action changed, for the models to relay and the transcript to record."""

    kind: str  # "place", "take back", "end turn" or "exchange"
    player: int
    tile: Tile | None = None
    square: Square | None = None
    points: int = 0  # of this placement, or of the whole turn for "end turn"
    joined: tuple[Square, ...] = ()
    drawn: tuple[Tile, ...] = ()
    returned: tuple[Tile, ...] = ()
    game_over: bool = False


@dataclass
class Game:
    """The whole state; build it with :meth:`new` (or directly, for a set position)."""

    board: Board
    bag: Bag
    racks: list[list[Tile]]
    placed: dict[Square, Tile]
    set_aside: list[Tile] = field(default_factory=list)
    fixed_turns: int | None = None  # turns each in the fixed-turns variant
    scores: list[int] = field(default_factory=list)
    current: int = 0
    turns_played: int = 0
    turns_without_tile: int = 0
    this_turn: list[tuple[Tile, Square, int]] = field(default_factory=list)
    over: bool = False

    def __post_init__(self) -> None:
        if not self.scores:
            self.scores = [0] * len(self.racks)

    @classmethod
    def new(cls, players: int, seed: int, *, fixed_turns: bool = False) -> Game:
        """Set up as the spec says: set-aside tiles, the racks in seat order, the start tile."""
        return cls.set_up(players, Bag(standard_tiles(), seed), fixed_turns=fixed_turns)

    @classmethod
    def set_up(cls, players: int, bag: Bag, *, fixed_turns: bool = False) -> Game:
        """Set up from a filled bag, drawing from its top (:meth:`new` with a given bag)."""
        if not 1 <= players <= 4:
            raise IllegalActionError("Loop Tiles is for 1 to 4 players")
        if fixed_turns and players not in FIXED_TURNS:
            raise IllegalActionError("the fixed-turns variant is for 2 to 4 players")
        turns, aside = FIXED_TURNS[players] if fixed_turns else (None, 0)
        if len(bag.tiles) < aside + RACK_SIZE * players + 1:
            raise IllegalActionError("the bag holds too few tiles to set up")
        board = standard_board()
        set_aside = bag.draw(aside)
        racks = [bag.draw(RACK_SIZE) for _ in range(players)]
        (start_tile,) = bag.draw(1)
        return cls(board, bag, racks, {board.start: start_tile}, set_aside, turns)

    @property
    def players(self) -> int:
        return len(self.racks)

    # Queries ----------------------------------------------------------------------------

    def why_illegal(self, tile: Tile, square: Square) -> str | None:
        """Why the current player may not place ``tile`` on ``square`` now, or None (a
        translatable Words, English as a str)."""
        if self.over:
            return _GAME_OVER
        if tile not in self.racks[self.current]:
            #: {tile}: a tile as players see it ("the 8 tile"); {player}: a seat counted from 1
            rack = QT_TRANSLATE_NOOP("LoopTilesRules", "{tile} is not on player {player}'s rack")
            return rack.format(tile=tile_words(tile), player=self.current + 1)
        if len(self.this_turn) >= MAX_TILES_PER_TURN:
            most = QT_TRANSLATE_NOOP(
                "LoopTilesRules", "at most {count} tiles may be placed in a turn"
            )
            return most.format(count=MAX_TILES_PER_TURN)
        return placement_problem(self.board, self.placed, tile, square)

    def legal_placements(self, tile: Tile) -> list[Square]:
        """The squares where the current player may place ``tile`` now."""
        if self.over or tile not in self.racks[self.current]:
            return []
        if len(self.this_turn) >= MAX_TILES_PER_TURN:
            return []
        return legal_squares(self.board, self.placed, tile)

    def can_place(self, player: int) -> bool:
        """Whether any tile of ``player``'s rack fits anywhere on the board now."""
        return any(legal_squares(self.board, self.placed, tile) for tile in self.racks[player])

    def turn_points(self) -> int:
        return sum(points for _, _, points in self.this_turn)

    def winners(self) -> list[int]:
        """The players (from 0) with the highest total; ties share."""
        best = max(self.scores)
        return [player for player, score in enumerate(self.scores) if score == best]

    # Actions ----------------------------------------------------------------------------

    def place(self, tile: Tile, square: Square) -> Report:
        """Place a rack tile; it scores at once (value × multiplier + joined values)."""
        problem = self.why_illegal(tile, square)
        if problem is not None:
            raise IllegalActionError(problem)
        points = placement_points(self.board, self.placed, tile, square)
        joined = tuple(joined_squares(self.placed, tile, square))
        self.racks[self.current].remove(tile)
        self.placed[square] = tile
        self.this_turn.append((tile, square, points))
        self.scores[self.current] += points
        return Report("place", self.current, tile, square, points, joined)

    def take_back(self) -> Report:
        """Undo within the turn: the last tile placed this turn returns to the rack.

        Only the last one, so every tile still on the board keeps the points it scored.
        """
        if not self.this_turn:
            raise IllegalActionError(
                QT_TRANSLATE_NOOP("LoopTilesRules", "no tile placed this turn to take back")
            )
        tile, square, points = self.this_turn.pop()
        del self.placed[square]
        self.racks[self.current].append(tile)
        self.scores[self.current] -= points
        return Report("take back", self.current, tile, square, -points)

    def end_turn(self) -> Report:
        """End the turn after 0–3 tiles: refill the rack, check the end, pass the turn on."""
        if self.over:
            raise IllegalActionError(_GAME_OVER)
        player, points = self.current, self.turn_points()
        drawn = self.bag.draw(RACK_SIZE - len(self.racks[player]))
        self.racks[player].extend(drawn)
        self._finish_turn(placed_a_tile=bool(self.this_turn))
        return Report("end turn", player, points=points, drawn=tuple(drawn), game_over=self.over)

    def exchange(self, order: Sequence[Tile] | None = None) -> Report:
        """The stuck player returns the whole rack, the bag is shuffled, they draw again: 0.

        ``order`` replays a recorded exchange: the bag's order after the shuffle (the bag's
        tiles and the returned rack, top first) instead of a new shuffle.
        """
        if self.over:
            raise IllegalActionError(_GAME_OVER)
        if self.this_turn:
            raise IllegalActionError(
                QT_TRANSLATE_NOOP(
                    "LoopTilesRules", "a player who has placed a tile this turn cannot exchange"
                )
            )
        if self.can_place(self.current):
            raise IllegalActionError(
                QT_TRANSLATE_NOOP(
                    "LoopTilesRules", "only a player none of whose tiles fits may exchange"
                )
            )
        player = self.current
        returned = self.racks[player]
        try:
            self.bag.put_back(returned, order)
        except ValueError as error:
            raise IllegalActionError(str(error)) from None
        drawn = self.bag.draw(len(returned))
        self.racks[player] = drawn
        self._finish_turn(placed_a_tile=False)
        return Report(
            "exchange", player, drawn=tuple(drawn), returned=tuple(returned), game_over=self.over
        )

    def _finish_turn(self, *, placed_a_tile: bool) -> None:
        self.this_turn = []
        self.turns_played += 1
        self.turns_without_tile = 0 if placed_a_tile else self.turns_without_tile + 1
        self.over = self._ended()
        if not self.over:
            self.current = (self.current + 1) % self.players

    def _ended(self) -> bool:
        if self.fixed_turns is not None:
            return self.turns_played >= self.fixed_turns * self.players
        if self.turns_without_tile >= self.players:
            return True
        return not self.bag.tiles and not any(map(self.can_place, range(self.players)))
