"""A seat's view of a hosted game, read into a position the rules can play on.

At a hosted table (core/network.py) a joining player's screen gets the record as its seat
may see it (docs/network-protocol.md): the header with ``start TILE`` (the tile on the start
square) in place of the bag, every action with the exchanges bare (``Bob exchange``),
``end`` once the game is over, then three view-only statements: the seat's own rack
(``rack TILE...``), the bag's size (``bag-size N``) and the points (``scores N...``).

:func:`read_view` turns that into a :class:`SeatTranscript`: a Transcript whose game has
the board, the scores, the turn, the bag's size and the seat's rack as the host's game has
them. The tiles the seat cannot see (the whole set less the board and its rack) are dealt
in the set's order to the other racks (their sizes follow from the rules), the tiles set
aside and the bag: a consistent guess the screen never shows. The seat plays its turn on it
through the rules as at one screen, the tiles it draws stay hidden until the host sends the
real ones, and :func:`write_view` gives the view's lines followed by the seat's new
statements, as the host takes them (an exchange bare: the host shuffles).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import NoReturn

from knaster_qt.games.loop_tiles.core.errors import IllegalActionError, TranscriptError
from knaster_qt.games.loop_tiles.core.game import (
    FIXED_TURNS,
    MAX_TILES_PER_TURN,
    RACK_SIZE,
    Bag,
    Game,
    Report,
)
from knaster_qt.games.loop_tiles.core.material import (
    Square,
    Tile,
    parse_square,
    square_name,
    standard_board,
    standard_tiles,
)
from knaster_qt.games.loop_tiles.core.placement import placement_points, placement_problem
from knaster_qt.games.loop_tiles.core.transcript_record import (
    FIXED_TURNS as FIXED_TURNS_WORD,
)
from knaster_qt.games.loop_tiles.core.transcript_record import (
    FORMAT,
    STANDARD,
    VERSION,
    Action,
    Done,
    Exchange,
    Place,
    Transcript,
)
from knaster_qt.games.loop_tiles.core.transcript_writer import statements
from knaster_qt.kit.core.transcript_text import decode_text, show, split_lines, statement_words

START, RACK, BAG_SIZE, SCORES = "start", "rack", "bag-size", "scores"  # view-only statements
_VIEW_MARK = re.compile(r"^[ \t]*bag-size[ \t]", re.MULTILINE)
_NUMBER = re.compile(r"[0-9]{1,6}")
_SQUARE = re.compile(r"[A-Za-z][0-9]{1,5}")


def is_view(data: str | bytes) -> bool:
    """Whether ``data`` is a seat's view (it says the bag's size) rather than a transcript."""
    text = data.decode("utf-8", "replace") if isinstance(data, bytes) else data
    return _VIEW_MARK.search(text) is not None


class SeatTranscript(Transcript):
    """A game read from a seat's view: play the seat's turn on it through the rules.

    ``seat`` is the viewer's index (None: a view without a rack); ``view_lines`` the view as
    received; the actions of the view are ``kept`` (the host's record holds them: no take-back
    reaches them). The tiles a refill or an exchange draws here are a guess: they go back to
    the bag's top at once, so the rack shows only the tiles the seat really holds.
    """

    def __init__(
        self,
        names: Sequence[str],
        game: Game,
        *,
        fixed_turns: bool,
        meta: Sequence[tuple[str, ...]],
        actions: Sequence[Action],
        turn_scores: list[list[int]],
        seat: int | None,
        view_lines: Sequence[str],
    ) -> None:
        # Not Transcript.__init__: a view has no bag order to set the game up from.
        self.game = game
        self.names = tuple(names)
        self.fixed_turns = fixed_turns
        self.bag = ()  # unknown here: the host holds it
        self.meta = tuple(meta)
        self.actions = list(actions)
        self._turn_scores = turn_scores
        self.kept = len(self.actions)
        self.seat = seat
        self.view_lines = tuple(view_lines)

    def end_turn(self) -> Report:
        report = super().end_turn()
        self._hide(report)
        return report

    def exchange(self, order: Sequence[int] | None = None) -> Report:
        if order is not None:
            raise IllegalActionError("the host shuffles an exchange")
        report = super().exchange()
        self._hide(report)
        return report

    def _hide(self, report: Report) -> None:
        """The drawn tiles are the host's to deal: back on the bag's top, off the rack."""
        rack = self.game.racks[report.player]
        for tile in report.drawn:
            rack.remove(tile)
        self.game.bag.tiles[:0] = report.drawn


def write_view(transcript: SeatTranscript) -> str:
    """The view as received, then the statements the seat has played on it since."""
    lines = [*transcript.view_lines, *statements(transcript, transcript.kept, orders=False)]
    return "\n".join(lines) + "\n"


def read_view(data: str | bytes, seat: str | None = None) -> SeatTranscript:
    """The game of a seat's view; ``seat``: whose view it is (None: the first player whose
    rack has the size of the view's rack). Raises TranscriptError (a GameFileError) for a
    view that does not hold together, and for a statement after it the rules refuse."""
    lines = split_lines(decode_text(data, TranscriptError))
    reader = _ViewReader()
    after: list[tuple[int, list[str]]] = []
    end_of_view = 0
    for number, line in enumerate(lines, start=1):
        words = statement_words(line, number, TranscriptError)
        if not words:
            continue
        if reader.scores is not None:
            after.append((number, words))
            continue
        reader.line = number
        reader.statement(words)
        end_of_view = number
    reader.line = len(lines) + 1
    transcript = reader.finish(seat, lines[:end_of_view])
    for number, words in after:
        reader.line = number
        reader.own(transcript, words)
    return transcript


@dataclass
class _Position:
    """What a view tells, statement by statement: the board and the counts of the rules."""

    players: int
    fixed_turns: int | None
    aside: int
    racks: list[int] = field(default_factory=list)  # how many tiles each rack holds
    bag: int = 0
    placed: dict[Square, Tile] = field(default_factory=dict)
    scores: list[int] = field(default_factory=list)
    current: int = 0
    turns_played: int = 0
    turns_without_tile: int = 0
    this_turn: list[tuple[Tile, Square, int]] = field(default_factory=list)
    last_player: int = 0
    actions: list[Action] = field(default_factory=list)
    turn_scores: list[list[int]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.racks = [RACK_SIZE] * self.players
        self.bag = len(standard_tiles()) - self.aside - RACK_SIZE * self.players - 1
        self.scores = [0] * self.players
        self.turn_scores = [[] for _ in range(self.players)]

    def finish_turn(self, player: int, *, placed_a_tile: bool) -> None:
        self.this_turn = []
        self.last_player = player
        self.turns_played += 1
        self.turns_without_tile = 0 if placed_a_tile else self.turns_without_tile + 1
        self.current = (player + 1) % self.players

    def counted_over(self) -> bool:
        """Over by the counts alone (the turns of the variant, a round without a tile)."""
        if self.fixed_turns is not None:
            return self.turns_played >= self.fixed_turns * self.players
        return self.turns_played > 0 and self.turns_without_tile >= self.players


class _ViewReader:
    """Reads a view's statements in order; the tail (rack, bag-size, scores) ends it."""

    def __init__(self) -> None:
        self.line = 0
        self.started = False
        self.rule = STANDARD
        self.meta: list[tuple[str, ...]] = []
        self.names: list[str] = []
        self.position: _Position | None = None
        self.ended = False
        self.rack: list[Tile] | None = None
        self.bag_size: int | None = None
        self.scores: list[int] | None = None

    def fail(self, message: str) -> NoReturn:
        raise TranscriptError(message, self.line)

    def statement(self, words: list[str]) -> None:
        head = words[0]
        if not self.started:
            if words != [FORMAT, VERSION]:
                self.fail(f"a Loop Tiles view begins with the line '{FORMAT} {VERSION}'")
            self.started = True
        elif head in (RACK, BAG_SIZE, SCORES):
            self._tail(head, words[1:])
        elif self.rack is not None or self.bag_size is not None:
            self.fail(f"'{show(head)}' after the rack or the bag's size: {SCORES} comes last")
        elif self.position is None:
            self._header(head, words[1:])
        elif head == "end":
            if len(words) != 1 or self.ended:
                self.fail("'end' comes once and takes nothing more")
            self.ended = True
        elif self.ended:
            self.fail("only the rack, the bag's size and the scores follow 'end'")
        else:
            self._action(self.position, words)

    # The header ---------------------------------------------------------------------------

    def _header(self, head: str, args: list[str]) -> None:
        if head == "player" and len(args) == 1 and args[0] not in self.names:
            self.names.append(args[0])
        elif head == "rule" and args in ([STANDARD], [FIXED_TURNS_WORD]):
            self.rule = args[0]
        elif head == "meta" and args:
            self.meta.append(tuple(args))
        elif head == START and len(args) == 1:
            self._start(self._tile(args[0]))
        else:
            self.fail(f"'{show(head)}' is not a line of a view's header")

    def _start(self, tile: Tile) -> None:
        players = len(self.names)
        if not 1 <= players <= 4:
            self.fail("a view names 1 to 4 players before its start tile")
        fixed, aside = None, 0
        if self.rule == FIXED_TURNS_WORD:
            if players not in FIXED_TURNS:
                self.fail("the fixed-turns variant is for 2 to 4 players")
            fixed, aside = FIXED_TURNS[players]
        self.position = _Position(players, fixed, aside)
        self.position.placed[standard_board().start] = tile

    # The body -----------------------------------------------------------------------------

    def _action(self, position: _Position, words: list[str]) -> None:
        name = words[0]
        if name not in self.names:
            self.fail(f"'{show(name)}' is not a player of this game")
        player = self.names.index(name)
        if player != position.current or position.counted_over():
            self.fail(f"it is not {name}'s turn")
        verb = words[1:2]
        if verb == ["place"] and len(words) == 4:
            self._place(position, player, self._tile(words[2]), self._square(words[3]))
        elif words[1:] == ["done"]:
            draw = min(RACK_SIZE - position.racks[player], position.bag)
            position.racks[player] += draw
            position.bag -= draw
            points = sum(points for _, _, points in position.this_turn)
            position.actions.append(Done(player, points))
            position.turn_scores[player].append(points)
            position.finish_turn(player, placed_a_tile=bool(position.this_turn))
        elif words[1:] == ["exchange"]:
            if position.this_turn:
                self.fail(f"{name} cannot exchange after placing a tile this turn")
            position.actions.append(Exchange(player, ()))
            position.turn_scores[player].append(0)
            position.finish_turn(player, placed_a_tile=False)
        else:
            self.fail("an action of a view is NAME place TILE SQUARE, NAME done or NAME exchange")

    def _place(self, position: _Position, player: int, tile: Tile, square: Square) -> None:
        if len(position.this_turn) >= MAX_TILES_PER_TURN or position.racks[player] == 0:
            self.fail(f"{self.names[player]} has no tile left to place this turn")
        if tile in position.placed.values():
            self.fail(f"tile {tile.id} is on the board already")
        problem = placement_problem(standard_board(), position.placed, tile, square)
        if problem is not None:
            self.fail(f"tile {tile.id} cannot go on {square_name(square)}: {problem}")
        points = placement_points(standard_board(), position.placed, tile, square)
        position.placed[square] = tile
        position.racks[player] -= 1
        position.scores[player] += points
        position.this_turn.append((tile, square, points))
        position.actions.append(Place(player, tile.id, square, points))

    # The tail -----------------------------------------------------------------------------

    def _tail(self, head: str, args: list[str]) -> None:
        if self.position is None:
            self.fail(f"'{head}' before the start tile")
        if head == RACK:
            if self.rack is not None or self.bag_size is not None or len(args) > RACK_SIZE:
                self.fail("one rack of at most 5 tiles, before the bag's size")
            self.rack = [self._tile(word) for word in args]
            if len(set(self.rack)) != len(self.rack) or set(self.rack) & set(
                self.position.placed.values()
            ):
                self.fail("a tile of the rack comes twice, or is on the board")
        elif head == BAG_SIZE:
            if self.bag_size is not None or len(args) != 1:
                self.fail("'bag-size' comes once, with one number")
            self.bag_size = self._number(args[0])
        else:
            if self.bag_size is None or len(args) != self.position.players:
                self.fail("'scores' follows the bag's size, with one number for each player")
            self.scores = [self._number(word) for word in args]

    def finish(self, seat: str | None, view_lines: Sequence[str]) -> SeatTranscript:
        position = self.position
        if position is None or self.scores is None or self.bag_size is None:
            self.fail("a view ends with the bag's size and the scores")
        if self.scores != position.scores:
            self.fail("the scores do not match the tiles on the board")
        if self.bag_size != position.bag:
            self.fail(f"the bag holds {position.bag} tiles by the rules, not {self.bag_size}")
        player = self._seat(position, seat)
        return self._transcript(position, player, view_lines)

    def _seat(self, position: _Position, seat: str | None) -> int | None:
        if self.rack is None:
            return None
        if seat is None:
            sizes = [player for player, size in enumerate(position.racks) if size == len(self.rack)]
            if not sizes:
                self.fail(f"no player's rack holds {len(self.rack)} tiles")
            return sizes[0]
        if seat not in self.names:
            self.fail(f"'{show(seat)}' is not a player of this game")
        player = self.names.index(seat)
        if position.racks[player] != len(self.rack):
            self.fail(f"{seat}'s rack holds {position.racks[player]} tiles by the rules")
        return player

    def _transcript(
        self, position: _Position, seat: int | None, view_lines: Sequence[str]
    ) -> SeatTranscript:
        own = self.rack or []
        seen = {tile.id for tile in position.placed.values()} | {tile.id for tile in own}
        unseen = [tile for tile in standard_tiles() if tile.id not in seen]
        set_aside, unseen = unseen[: position.aside], unseen[position.aside :]
        racks: list[list[Tile]] = []
        for player, size in enumerate(position.racks):
            if player == seat:
                racks.append(list(own))
            else:
                racks.append(unseen[:size])
                unseen = unseen[size:]
        if len(unseen) != position.bag:  # cannot be, after the checks above: still clean
            self.fail("the tiles of the view do not add up to the set")
        game = Game(
            standard_board(),
            Bag(unseen, 0, shuffle=False),
            racks,
            dict(position.placed),
            set_aside,
            position.fixed_turns,
            list(position.scores),
            position.current,
            position.turns_played,
            position.turns_without_tile,
            list(position.this_turn),
        )
        game.over = self.ended or position.counted_over()
        if not game.over and not position.this_turn and position.turns_played:
            # The rules' last end: the bag empty and no tile on any rack fits. With no tile set
            # aside, the racks hold every unseen tile, so the guessed deal decides it rightly.
            game.over = not game.bag.tiles and not any(map(game.can_place, range(game.players)))
        if game.over:
            game.current = position.last_player  # the rules leave the turn with the last player
        return SeatTranscript(
            self.names,
            game,
            fixed_turns=position.fixed_turns is not None,
            meta=self.meta,
            actions=position.actions,
            turn_scores=position.turn_scores,
            seat=seat,
            view_lines=view_lines,
        )

    # The seat's own statements, after the view ----------------------------------------------

    def own(self, transcript: SeatTranscript, words: list[str]) -> None:
        game = transcript.game
        if game.over or words[0] != transcript.names[game.current]:
            self.fail(f"'{show(words[0])}' may not act now")
        try:
            if words[1:2] == ["place"] and len(words) == 4:
                transcript.place(self._tile(words[2]), self._square(words[3]))
            elif words[1:] == ["done"]:
                transcript.end_turn()
            elif words[1:] == ["exchange"]:
                transcript.exchange()
            else:
                self.fail("after a view: NAME place TILE SQUARE, NAME done or NAME exchange")
        except IllegalActionError as error:
            self.fail(str(error))

    # Words --------------------------------------------------------------------------------

    def _number(self, word: str) -> int:
        if not _NUMBER.fullmatch(word):
            self.fail(f"'{show(word)}' is not a number")
        return int(word)

    def _tile(self, word: str) -> Tile:
        tiles = standard_tiles()
        number = self._number(word)
        if number >= len(tiles):
            self.fail(f"there is no tile {number}: tiles are numbered 0 to {len(tiles) - 1}")
        return tiles[number]

    def _square(self, word: str) -> Square:
        board = standard_board()
        if _SQUARE.fullmatch(word) and int(word[1:]) > 0:
            square = parse_square(word)
            if board.on_board(square):
                return square
        self.fail(f"'{show(word)}' is not a square of the board")
