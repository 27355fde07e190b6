"""Pictures: plain data saying everything the painters draw (no Qt).

A picture is immutable; ``dataclasses.replace(picture, hover=...)`` makes a changed
copy. The screen overlays (squares where the held tile fits, the hovered square, the
tiles of this and last turn, the selected rack tile) are for the screen only;
printing leaves them empty.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple

from knaster_qt.games.loop_tiles.core.material import Board, Square, Tile, standard_board

if TYPE_CHECKING:
    from knaster_qt.games.loop_tiles.core.game import Game, Report

RACK_SLOTS = 5  # the core's RACK_SIZE; a rack always shows five slots, empty ones too


def bonus_label(multiplier: int) -> str:
    """The label printed on a bonus square, so its colour is never the only sign: "x3"."""
    return f"x{multiplier}"


@dataclass(frozen=True)
class BoardPicture:
    """The board as it should look: its squares, the tiles on it and the screen overlays."""

    board: Board = field(default_factory=standard_board)
    tiles: Mapping[Square, Tile] = field(default_factory=dict)
    fits: frozenset[Square] = frozenset()  # where the held tile may go: lit
    hover: Square | None = None  # the square under the pointer
    hover_tile: Tile | None = None  # the held tile, shown faintly on ``hover``
    hover_points: int | None = None  # what placing it there would score
    this_turn: frozenset[Square] = frozenset()  # tiles placed this turn (may be taken back)
    last_turn: frozenset[Square] = frozenset()  # the previous player's tiles

    @classmethod
    def from_game(cls, game: Game, **overlays: Any) -> BoardPicture:
        """The board of a game, with this turn's tiles marked; overlays as keywords."""
        overlays.setdefault("this_turn", frozenset(square for _, square, _ in game.this_turn))
        return cls(board=game.board, tiles=dict(game.placed), **overlays)


@dataclass(frozen=True)
class RackPicture:
    """One player's rack: five slots, each a tile or empty."""

    tiles: tuple[Tile | None, ...] = (None,) * RACK_SLOTS
    selected: int | None = None  # the slot of the tile held by a click
    hidden: bool = False  # tiles face down: another player's rack at a shared screen
    unplayable: frozenset[int] = frozenset()  # slots whose tile fits nowhere now: dimmed

    @classmethod
    def from_game(cls, game: Game, player: int, **overlays: Any) -> RackPicture:
        rack: list[Tile | None] = list(game.racks[player])
        rack += [None] * (RACK_SLOTS - len(rack))
        return cls(tiles=tuple(rack), **overlays)


class TurnRecord(NamedTuple):
    """One turn on the score pad: whose it was and what it scored."""

    player: int
    points: int
    exchanged: bool = False  # the stuck player's exchange (0 points)


def turn_records(reports: Sequence[Report]) -> list[TurnRecord]:
    """The turns of a game from the core's reports ("end turn" and "exchange" close a turn)."""
    turns = []
    for report in reports:
        if report.kind == "end turn":
            turns.append(TurnRecord(report.player, report.points))
        elif report.kind == "exchange":
            turns.append(TurnRecord(report.player, 0, exchanged=True))
    return turns


@dataclass(frozen=True)
class PadPicture:
    """The score pad: a row per turn, a column per player, the totals at the foot.

    ``cells[row][player]`` is the points written for that player's turn ``row + 1``,
    None where nothing is written (a blank pad, or turns not played yet).
    """

    names: tuple[str, ...]  # column heads; "" leaves the head blank to write a name in
    cells: tuple[tuple[int | None, ...], ...]
    exchanges: frozenset[tuple[int, int]] = frozenset()  # (row, player) of exchanges
    show_totals: bool = False  # False leaves the total line blank (a blank pad)
    header: str = ""  # a printed finished pad: "Ann 124 · Bob 98 · won by Ann"
    highlight: int | None = None  # a player's column, shaded (the player to play)
    winners: frozenset[int] = frozenset()
    titled: bool = True  # False leaves out the title band (on a sheet that has its own)

    def __post_init__(self) -> None:
        if not self.names:
            raise ValueError("a score pad needs at least one player column")
        if any(len(row) != len(self.names) for row in self.cells):
            raise ValueError("every row of the pad needs a cell per player")

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(sum(row[player] or 0 for row in self.cells) for player in range(self.players))

    @classmethod
    def blank(cls, players: int, turns: int) -> PadPicture:
        """An unused pad with ``players`` columns and ``turns`` rows, as torn off the block."""
        if players < 1 or turns < 1:
            raise ValueError(f"a pad needs players and turns, not {players} × {turns}")
        return cls(names=("",) * players, cells=((None,) * players,) * turns)

    @classmethod
    def from_columns(
        cls,
        names: Sequence[str],
        columns: Sequence[Sequence[int]],
        exchanges: frozenset[tuple[int, int]] = frozenset(),
        **overlays: Any,
    ) -> PadPicture:
        """The pad filled in from each player's points turn by turn (turn n on row n)."""
        if len(columns) != len(names):
            raise ValueError(f"{len(names)} names but {len(columns)} columns of points")
        rows = max(1, *(len(column) for column in columns))
        cells = tuple(
            tuple(column[row] if row < len(column) else None for column in columns)
            for row in range(rows)
        )
        overlays.setdefault("show_totals", True)
        return cls(names=tuple(names), cells=cells, exchanges=exchanges, **overlays)

    @classmethod
    def from_turns(
        cls, names: Sequence[str], turns: Sequence[TurnRecord], **overlays: Any
    ) -> PadPicture:
        """The pad filled in from a game's turns in order (turn n of each player on row n)."""
        columns: list[list[int]] = [[] for _ in names]
        exchanges = set()
        for turn in turns:
            if not 0 <= turn.player < len(names):
                raise ValueError(f"a turn of player {turn.player + 1} on a pad of {len(names)}")
            if turn.exchanged:
                exchanges.add((len(columns[turn.player]), turn.player))
            columns[turn.player].append(turn.points)
        return cls.from_columns(names, columns, frozenset(exchanges), **overlays)
