"""Loop Tiles at a hosted table: turn by turn, and every rack hidden from the others.

The player whose turn it is places, ends the turn or (stuck) asks to exchange; the host
shuffles the exchanged tiles into the bag. A seat never sees the bag's order nor another
player's rack: its view of the record has ``start TILE`` (the tile on the start square) in
place of the ``bag`` line, leaves out the orders of exchanges, says ``end`` once the game is
over, and adds its own rack as ``rack TILE...``, the bag's size as ``bag-size N`` and
the players' points as ``scores N...`` (view-only statements; docs/network-protocol.md).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from knaster_qt.games.loop_tiles.core.bots import make_bot
from knaster_qt.games.loop_tiles.core.material import square_name
from knaster_qt.games.loop_tiles.core.seat_view import START, is_view, read_view
from knaster_qt.games.loop_tiles.core.transcript_reader import parse
from knaster_qt.games.loop_tiles.core.transcript_record import Transcript
from knaster_qt.kit.core.table_rules import Refusal, SeatStatements


class LoopTilesTable(SeatStatements):
    """Loop Tiles' rules as the referee asks them (knaster_qt/kit/core/table_rules.py)."""

    header = "loop-tiles"
    player_words = frozenset({"place", "done", "exchange"})
    refusal = "a seat sends only its own place, done or exchange"
    read = staticmethod(parse)

    def replay(self, text: str) -> object:
        """The game of a record, or of a seat's view (a joining screen reads its seats there)."""
        return read_view(text) if is_view(text) else parse(text)

    def to_act(self, game: object) -> Sequence[str]:
        record = _record(game)
        return (record.names[record.game.current],)  # turn by turn

    def own(self, game: object, seat: str, words: Sequence[str], chance: random.Random) -> str:
        if words[1] != "exchange":
            return " ".join(words)
        if len(words) != 2:
            raise Refusal("the host shuffles an exchange: send it without tiles")
        record = _record(game)
        turn = record.game.current
        tiles = [tile.id for tile in record.game.racks[turn] + list(record.game.bag.tiles)]
        chance.shuffle(tiles)
        return " ".join([seat, "exchange", *map(str, tiles)])

    def view(self, text: str, game: object, seat: str | None) -> Sequence[str]:
        if seat is None:
            return text.splitlines()
        record = _record(game)
        lines: list[str] = []
        for line in text.splitlines():
            words = line.split("#", 1)[0].split()
            if words[:1] == ["bag"]:  # the start tile is public, the bag's order is not
                start = record.game.placed[record.game.board.start]
                lines.append(f"{START} {start.id}")
                continue
            if len(words) >= 2 and words[1] == "exchange":
                lines.append(f"{words[0]} exchange")
                continue
            lines.append(" ".join(words) if "#" in line else line)
        if record.game.over and "end" not in lines:
            lines.append("end")  # the host's word: the racks that decide it are hidden
        if seat in record.names:
            rack = record.game.racks[record.names.index(seat)]
            lines.append(" ".join(["rack", *(str(tile.id) for tile in rack)]))
        lines.append(f"bag-size {len(record.game.bag.tiles)}")
        lines.append(" ".join(["scores", *map(str, record.game.scores)]))
        return lines

    def computer_move(self, game: object, seat: str, level: str, seed: int) -> Sequence[str]:
        record = _record(game)
        player = record.names.index(seat)
        if record.game.over or record.game.current != player:
            return ()
        decision = make_bot(level, seed).choose(record.game, player)
        if decision.exchange:
            return (f"{seat} exchange",)
        places = [
            f"{seat} place {tile.id} {square_name(square)}" for tile, square in decision.placements
        ]
        return (*places, f"{seat} done")


def _record(game: object) -> Transcript:
    assert isinstance(game, Transcript)
    return game
