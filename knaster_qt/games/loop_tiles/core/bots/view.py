"""What one player can see of a game: the only thing a computer player decides from.

The board, their own rack, the scores, how many tiles the bag holds and how far the
game is: never another rack, the bag's order or the tiles set aside. The tiles a player
cannot see are the whole set minus the board and their rack; a bot may guess among
those (sample an opponent's rack), it cannot know which is where.
"""

from __future__ import annotations

from dataclasses import dataclass

from knaster_qt.games.loop_tiles.core.game import MAX_TILES_PER_TURN, Game
from knaster_qt.games.loop_tiles.core.material import Board, Square, Tile, standard_tiles


@dataclass(frozen=True)
class PlayerView:
    board: Board
    placed: dict[Square, Tile]
    rack: tuple[Tile, ...]
    player: int
    players: int
    scores: tuple[int, ...]
    bag_count: int
    room: int  # tiles the player may still place this turn
    turn_points: int  # scored by the tiles already placed this turn
    unseen: tuple[Tile, ...]  # in the set's order
    turns_left: int | None  # the fixed-turns variant: this player's turns, this one included

    @classmethod
    def of(cls, game: Game, player: int) -> PlayerView:
        rack = tuple(sorted(game.racks[player], key=lambda tile: tile.id))
        seen = {tile.id for tile in game.placed.values()} | {tile.id for tile in rack}
        unseen = tuple(tile for tile in standard_tiles() if tile.id not in seen)
        turns_left = None
        if game.fixed_turns is not None:
            turns_taken = (game.turns_played - player + game.players - 1) // game.players
            turns_left = game.fixed_turns - turns_taken
        return cls(
            board=game.board,
            placed=dict(game.placed),
            rack=rack,
            player=player,
            players=game.players,
            scores=tuple(game.scores),
            bag_count=len(game.bag.tiles),
            room=MAX_TILES_PER_TURN - len(game.this_turn) if player == game.current else 0,
            turn_points=game.turn_points() if player == game.current else 0,
            unseen=unseen,
            turns_left=turns_left,
        )
