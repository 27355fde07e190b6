"""Replay a Loop Tiles transcript's statements through the rules (docs/loop-tiles-transcript.md).

Each statement is checked when it is read: the header (``loop-tiles 1``, ``rule``,
``meta``, ``player``, ``bag``) sets the game up at its ``bag`` line, and every action of
the body goes through the game's own rules. The first problem raises TranscriptError
with its line and a plain reason; nothing is half-applied, because a failed parse
returns nothing.
"""

from __future__ import annotations

import re
from typing import NoReturn

from knaster_qt.games.loop_tiles.core.errors import IllegalActionError, TranscriptError
from knaster_qt.games.loop_tiles.core.game import MAX_TILES_PER_TURN, Game
from knaster_qt.games.loop_tiles.core.material import (
    EDGES,
    OPPOSITE,
    Square,
    Tile,
    neighbour,
    parse_square,
    square_name,
    standard_board,
    standard_tiles,
)
from knaster_qt.games.loop_tiles.core.transcript_record import (
    FIXED_TURNS,
    FORMAT,
    STANDARD,
    VERSION,
    Transcript,
    bag_problem,
    name_problem,
    order_problem,
)
from knaster_qt.kit.core.transcript_text import decode_text, show, split_lines, statement_words

MAX_PLAYERS = 4
_HEADER_WORDS = ("player", "rule", "meta", "bag")
_NUMBER = re.compile(r"[0-9]+")
_SQUARE = re.compile(r"[A-Za-z][0-9]+")


def parse(data: bytes | str) -> Transcript:
    """The game a transcript records (finished or in progress); TranscriptError if it does not check."""
    lines = split_lines(decode_text(data, TranscriptError))
    reader = _Reader()
    for number, line in enumerate(lines, start=1):
        words = statement_words(line, number, TranscriptError)
        if words:
            reader.line = number
            reader.statement(words)
    reader.line = len(lines) + 1  # what is still missing belongs after the last line
    return reader.finish()


class _Reader:
    """Reads statements one by one; holds the header until the ``bag`` line sets the game up."""

    def __init__(self) -> None:
        self.line = 0
        self.started = False
        self.rule: str | None = None
        self.meta: list[tuple[str, ...]] = []
        self.names: list[str] = []
        self.transcript: Transcript | None = None
        self.ended = False

    def fail(self, message: str) -> NoReturn:
        raise TranscriptError(message, self.line)

    def statement(self, words: list[str]) -> None:
        head = words[0]
        if not self.started:
            self._format(words)
        elif self.ended:
            self.fail("nothing may follow 'end'")
        elif head == FORMAT:
            self.fail(f"'{FORMAT} {VERSION}' comes once, as the first line")
        elif head in _HEADER_WORDS:
            if self.transcript is not None:
                self.fail(f"'{head}' belongs to the header, before the 'bag' line")
            header = {"player": self._player, "rule": self._rule, "meta": self._meta}
            header.get(head, self._bag)(words[1:])
        elif head == "end":
            self._end(words)
        elif self.transcript is None:
            if head in self.names:
                self.fail("the game begins after the bag: a 'bag' line with the tile numbers")
            self.fail(f"'{show(head)}' is not a header line (player, rule, meta or bag)")
        else:
            self._action(self.transcript, words)

    def finish(self) -> Transcript:
        if not self.started:
            self.fail(f"a Loop Tiles transcript begins with the line '{FORMAT} {VERSION}'")
        if not self.names:
            self.fail("no player: the header names 1 to 4 players, as in 'player Ann'")
        if self.transcript is None:
            self.fail("the bag is missing: a 'bag' line lists the tile numbers, top first")
        return self.transcript

    # The header ---------------------------------------------------------------------------

    def _format(self, words: list[str]) -> None:
        if words[0] != FORMAT:
            self.fail(f"a Loop Tiles transcript begins with the line '{FORMAT} {VERSION}'")
        if len(words) != 2:
            self.fail(f"the first line is '{FORMAT} {VERSION}', nothing more")
        if words[1] != VERSION:
            self.fail(f"format version '{show(words[1])}': this program reads version {VERSION}")
        self.started = True

    def _player(self, args: list[str]) -> None:
        if len(args) != 1:
            self.fail("a 'player' line names one player, as in 'player Ann'")
        name = args[0]
        problem = name_problem(name)
        if problem is not None:
            self.fail(f"'{show(name)}': {problem}")
        if name in self.names:
            self.fail(f"there is already a player called {name}")
        if len(self.names) == MAX_PLAYERS:
            self.fail(f"Loop Tiles is for 1 to {MAX_PLAYERS} players")
        self.names.append(name)

    def _rule(self, args: list[str]) -> None:
        if self.rule is not None:
            self.fail("'rule' comes at most once")
        if args not in ([STANDARD], [FIXED_TURNS]):
            self.fail(f"the rule is '{STANDARD}' or '{FIXED_TURNS}'")
        self.rule = args[0]

    def _meta(self, args: list[str]) -> None:
        if not args:
            self.fail("a 'meta' line needs a key, as in 'meta bot Bob strong'")
        self.meta.append(tuple(args))

    def _bag(self, args: list[str]) -> None:
        if not self.names:
            self.fail("the players come before the bag")
        order = [self._number(word) for word in args]
        problem = bag_problem(order)
        if problem is not None:
            self.fail(f"the bag holds each of the {len(standard_tiles())} tiles once: {problem}")
        fixed = self.rule == FIXED_TURNS
        if fixed and len(self.names) < 2:
            self.fail("the fixed-turns variant is for 2 to 4 players")
        try:
            self.transcript = Transcript(self.names, order, fixed_turns=fixed, meta=self.meta)
        except ValueError as error:  # checked above, so not expected: still a clean error
            self.fail(str(error))

    # The body -----------------------------------------------------------------------------

    def _action(self, transcript: Transcript, words: list[str]) -> None:
        game, name = transcript.game, words[0]
        if name not in self.names:
            players = ", ".join(self.names)
            self.fail(f"'{show(name)}' is not a player of this game (players: {players})")
        if game.over:
            self.fail(f"the game is over ({end_reason(game)}); only 'end' may follow")
        if self.names.index(name) != game.current:
            self.fail(f"it is {self.names[game.current]}'s turn, not {name}'s")
        verb = words[1] if len(words) > 1 else ""
        if verb == "place":
            if len(words) != 4:
                self.fail(f"'place' names a tile and a square, as in '{name} place 12 G6'")
            self._place(transcript, name, self._tile(words[2]), self._square(words[3]))
        elif verb == "done":
            if len(words) != 2:
                self.fail(f"'{name} done' ends the turn and takes nothing more")
            transcript.end_turn()
        elif verb == "exchange":
            self._exchange(transcript, name, [self._number(word) for word in words[2:]])
        else:
            what = f"'{show(verb)}' is not" if verb else "missing:"
            self.fail(f"{what} an action (place, done or exchange)")

    def _place(self, transcript: Transcript, name: str, tile: Tile, square: Square) -> None:
        game = transcript.game
        where = f"tile {tile.id} on {square_name(square)}"
        if len(game.this_turn) >= MAX_TILES_PER_TURN:
            self.fail(f"{name} cannot place {where}: {MAX_TILES_PER_TURN} tiles a turn at most")
        if tile not in game.racks[game.current]:
            place = _place_of(game, tile, self.names)
            self.fail(f"{name} cannot place {where}: it is not on {name}'s rack ({place})")
        try:
            transcript.place(tile, square)
        except IllegalActionError as error:
            # The rules name the square at the end ("... at H7"); the message named it first.
            reason = str(error).removesuffix(f" at {square_name(square)}")
            clash = None if square in game.placed else _first_clash(game, tile, square)
            if clash is not None:  # the rules' reason is about this neighbour: name it
                reason += f" (tile {game.placed[clash].id} on {square_name(clash)})"
            self.fail(f"{name} cannot place {where}: {reason}")

    def _exchange(self, transcript: Transcript, name: str, order: list[int]) -> None:
        game = transcript.game
        if game.this_turn:
            self.fail(f"{name} cannot exchange after placing a tile this turn")
        for tile in game.racks[game.current]:
            squares = game.legal_placements(tile)
            if squares:
                self.fail(
                    f"{name} cannot exchange: tile {tile.id} fits on {square_name(squares[0])}"
                    " (only a player none of whose tiles fits may exchange)"
                )
        expected = [tile.id for tile in game.bag.tiles + game.racks[game.current]]
        problem = order_problem(order, expected, "the bag")
        if problem is not None:
            self.fail(
                f"an exchange lists the bag's new order, the bag and {name}'s rack shuffled"
                f" ({len(expected)} tiles, top first): {problem}"
            )
        transcript.exchange(order)

    def _end(self, words: list[str]) -> None:
        if len(words) != 1:
            self.fail("'end' takes nothing more")
        if self.transcript is None:
            self.fail("'end' before the bag: the game has not begun")
        game = self.transcript.game
        if not game.over:
            self.fail(f"'end' says the game is over, but it is {self.names[game.current]}'s turn")
        self.ended = True

    # Words --------------------------------------------------------------------------------

    def _number(self, word: str) -> int:
        count = len(standard_tiles())
        if not _NUMBER.fullmatch(word):
            self.fail(f"'{show(word)}' is not a tile number (0 to {count - 1})")
        number = int(word) if len(word) <= 6 else count  # no huge int from a long word
        if number >= count:
            self.fail(f"there is no tile {show(word)}: tiles are numbered 0 to {count - 1}")
        return number

    def _tile(self, word: str) -> Tile:
        return standard_tiles()[self._number(word)]

    def _square(self, word: str) -> Square:
        board = standard_board()
        last = square_name((board.size - 1, board.size - 1))
        square = None
        if _SQUARE.fullmatch(word) and len(word) <= 6 and int(word[1:]) > 0:
            square = parse_square(word)
        if square is None or not board.on_board(square):
            self.fail(f"'{show(word)}' is not a square of the board (A1 to {last})")
        return square


def end_reason(game: Game) -> str:
    """Why a finished game ended, in the words of the rules."""
    if game.fixed_turns is not None:
        return f"every player has played {game.fixed_turns} turns"
    if game.turns_without_tile >= game.players:
        return "a whole round went by without a tile"
    return "the bag is empty and no tile on a rack fits"


def _first_clash(game: Game, tile: Tile, square: Square) -> Square | None:
    """The first neighbour (N, E, S, W) whose shared edge does not match, as the rules check."""
    for edge in EDGES:
        other_square = neighbour(square, edge)
        other = game.placed.get(other_square)
        if other is not None and (edge in tile.ends) != (OPPOSITE[edge] in other.ends):
            return other_square
    return None


def _place_of(game: Game, tile: Tile, names: list[str]) -> str:
    for square, placed in game.placed.items():
        if placed == tile:
            return f"it is on the board at {square_name(square)}"
    for player, rack in enumerate(game.racks):
        if tile in rack:
            return f"it is on {names[player]}'s rack"
    return "it was set aside" if tile in game.set_aside else "it is in the bag"
