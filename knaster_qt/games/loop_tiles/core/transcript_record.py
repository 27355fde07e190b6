"""A game with its record: what a Loop Tiles transcript holds, kept as the game is played.

A :class:`Transcript` owns a :class:`Game` and the list of actions that led to it. Play
goes through the transcript's methods (``place``, ``take_back``, ``end_turn``,
``exchange``), which apply the game's rules and record what happened, so the record and
the game always agree; read the position from ``transcript.game``. The bag's order
is recorded when the game is set up, and again after every exchange (the one shuffle
during play), so a transcript replays without any random numbers.
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from dataclasses import dataclass

from knaster_qt.games import transcript_name_problem
from knaster_qt.games.loop_tiles.core.errors import IllegalActionError
from knaster_qt.games.loop_tiles.core.game import Bag, Game, Report
from knaster_qt.games.loop_tiles.core.material import Square, Tile, standard_tiles

FORMAT = "loop-tiles"
VERSION = "1"
STANDARD = "standard"  # the rule words of a transcript's ``rule`` statement
FIXED_TURNS = "fixed-turns"
RESERVED_WORDS = frozenset({FORMAT, "player", "rule", "meta", "bag", "end"})


@dataclass(frozen=True)
class Move:
    """What every action of a transcript says first: who acted (``Ann …``), by seat."""

    player: int


@dataclass(frozen=True)
class Place(Move):
    """``Ann place 12 G6``: a tile from the rack onto a square, and what it scored."""

    tile: int
    square: Square
    points: int


@dataclass(frozen=True)
class Done(Move):
    """``Ann done``: the end of a turn (0–3 tiles placed), and what the turn scored."""

    points: int


@dataclass(frozen=True)
class Exchange(Move):
    """``Ann exchange 5 17 …``: the stuck player's exchange; ``order`` is the bag's new order."""

    order: tuple[int, ...]  # after the returned rack was shuffled in, top first


Action = Place | Done | Exchange


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot be a player's name, or None: the names every game's transcripts take."""
    return transcript_name_problem(name, RESERVED_WORDS)


def _is_word(text: str) -> bool:
    return bool(text) and not any(char in text for char in " \t\r\n#")


def bag_problem(order: Sequence[int]) -> str | None:
    """Why ``order`` (tile numbers) is not a full bag, each tile once, or None."""
    return order_problem(order, range(len(standard_tiles())), "the bag")


def order_problem(order: Sequence[int], expected: Sequence[int], what: str) -> str | None:
    """Why ``order`` does not hold exactly the tiles ``expected``, each once, or None."""
    wanted, seen = set(expected), set()
    for number in order:
        if number not in wanted:
            return f"tile {number} cannot be in {what}"
        if number in seen:
            return f"tile {number} comes twice in {what}"
        seen.add(number)
    missing = sorted(wanted - seen)
    if missing:
        return f"tile {missing[0]} is missing from {what} ({len(order)} of {len(wanted)} tiles)"
    return None


class Transcript:
    """One game of Loop Tiles with its record: the players, the rule, the bag, the actions."""

    # The first actions no take-back reaches: at a hosted table, those the other players have
    # seen (the host's record holds them). 0: any tile of the turn may go back.
    kept = 0

    def __init__(
        self,
        names: Sequence[str],
        bag: Sequence[int],
        *,
        fixed_turns: bool = False,
        meta: Sequence[tuple[str, ...]] = (),
        seed: int | None = None,
    ) -> None:
        """A game set up from ``bag`` (the 81 tile numbers in their order, top first).

        ``meta`` holds free ``meta KEY VALUE...`` lines as word tuples; ``seed`` feeds the
        shuffles of exchanges still to come (default: one derived from the bag). Raises
        ValueError with a plain reason for names, a bag or a rule that cannot be.
        """
        for name in names:
            problem = name_problem(name)
            if problem is not None:
                raise ValueError(problem)
        if len(set(names)) != len(names):
            raise ValueError("two players have the same name")
        problem = bag_problem(bag)
        if problem is not None:
            raise ValueError(problem)
        if any(not words or not all(map(_is_word, words)) for words in meta):
            raise ValueError("a meta line is a key and free words, without blanks or '#'")
        tiles = standard_tiles()
        if seed is None:
            seed = zlib.crc32(bytes(bag))  # the same transcript resumes the same way
        try:
            self.game = Game.set_up(
                len(names),
                Bag([tiles[number] for number in bag], seed, shuffle=False),
                fixed_turns=fixed_turns,
            )
        except IllegalActionError as error:
            raise ValueError(str(error)) from None
        self.names = tuple(names)
        self.fixed_turns = fixed_turns
        self.bag = tuple(bag)
        self.meta = tuple(tuple(words) for words in meta)
        self.actions: list[Action] = []
        self._turn_scores: list[list[int]] = [[] for _ in names]

    @classmethod
    def new(
        cls,
        names: Sequence[str],
        seed: int,
        *,
        fixed_turns: bool = False,
        meta: Sequence[tuple[str, ...]] = (),
    ) -> Transcript:
        """A new game whose bag is shuffled from ``seed`` (the same bag as ``Game.new``)."""
        order = [tile.id for tile in Bag(standard_tiles(), seed).tiles]
        return cls(names, order, fixed_turns=fixed_turns, meta=meta, seed=seed)

    # Play: each applies the game's rules (IllegalActionError, nothing changed) and records.

    def place(self, tile: Tile, square: Square) -> Report:
        report = self.game.place(tile, square)
        self.actions.append(Place(report.player, tile.id, square, report.points))
        return report

    def take_back(self) -> Report:
        """Undo within the turn: the last tile placed leaves the board and the record."""
        if len(self.actions) <= self.kept:
            # Not said to players: the controller offers no take-back then (can_take_back).
            raise IllegalActionError("a tile the other players have seen stays on the board")
        report = self.game.take_back()
        self.actions.pop()
        return report

    def end_turn(self) -> Report:
        report = self.game.end_turn()
        self.actions.append(Done(report.player, report.points))
        self._turn_scores[report.player].append(report.points)
        return report

    def exchange(self, order: Sequence[int] | None = None) -> Report:
        """The stuck player's exchange; ``order`` replays a recorded one (tile numbers)."""
        tiles = standard_tiles()
        if order is not None and not all(0 <= number < len(tiles) for number in order):
            raise IllegalActionError(f"tiles are numbered 0 to {len(tiles) - 1}")
        report = self.game.exchange(None if order is None else [tiles[n] for n in order])
        new_order = tuple(tile.id for tile in report.drawn + tuple(self.game.bag.tiles))
        self.actions.append(Exchange(report.player, new_order))
        self._turn_scores[report.player].append(0)
        return report

    # Queries

    @property
    def game_over(self) -> bool:
        """Whether the game is over, as every game's object says it (a hosted table reads it)."""
        return self.game.over

    @property
    def turns(self) -> int:
        """The turns finished (ended with ``done`` or an exchange)."""
        return self.game.turns_played

    @property
    def rounds(self) -> int:
        """The rounds begun: a turn with a tile placed counts as begun."""
        begun = self.game.turns_played + (1 if self.game.this_turn else 0)
        return -(-begun // self.game.players)

    def turn_scores(self, player: int) -> list[int]:
        """The points of each of ``player``'s turns; a turn in progress with tiles counts."""
        scores = list(self._turn_scores[player])
        if self.game.this_turn and player == self.game.current:
            scores.append(self.game.turn_points())
        return scores
