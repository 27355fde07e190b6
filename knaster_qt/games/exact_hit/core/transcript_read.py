"""Replay a transcript's statements into a Game through the Game's own rules.

Each statement is checked when it is read: the header (``exact-hit 1``, ``player``,
``meta``) builds the Game, the body's throws and the players' writes and crosses are
applied to it, and the first problem raises TranscriptError with its line number. What the
rules allow is the core's decision (``Game.why_illegal``); this module only reads the words
and says in the transcript's terms what went wrong.
"""

from __future__ import annotations

import re

from knaster_qt.games.exact_hit.core.actions import Action, Cross, Dice, Keep, Rethrow, Throw, Write
from knaster_qt.games.exact_hit.core.errors import TranscriptError
from knaster_qt.games.exact_hit.core.game import MAX_PLAYERS, Game
from knaster_qt.games.exact_hit.core.players import name_problem
from knaster_qt.games.exact_hit.core.sheets import COLOURS, ROWS, SHEET_LETTERS
from knaster_qt.kit.core.transcript_text import (
    BLANKS,
    decode_text,
    printable,
    show,
    split_lines,
    statement_text,
)

FORMAT_WORD = "exact-hit"
FORMAT_VERSION = "1"
HEADER_KEYWORDS = ("exact-hit", "player", "meta")
THROW_WORDS = ("throw", "rethrow", "keep")
# A die value: decimal digits, leading zeros allowed ("06" is 6), no sign. Matched before
# int() so that a word of thousands of digits never reaches the conversion.
_DIE_VALUE = re.compile(r"0*[1-6]")
_COLOUR_LIST = ", ".join(COLOURS)


def parse(data: bytes | str) -> Game:
    """Replay a transcript into a Game (finished or in progress); TranscriptError at the first problem."""
    lines = split_lines(decode_text(data, TranscriptError))
    reader = _Reader()
    for number, raw in enumerate(lines, start=1):
        reader.line = number
        text = statement_text(raw, number, TranscriptError)
        if text:
            reader.statement(text)
    # Anything still missing (the format line, the players) belongs after the last line.
    reader.line = len(lines) + 1
    return reader.finish()


def _die_value(word: str) -> int | None:
    return int(word) if _DIE_VALUE.fullmatch(word) else None


def _names(names: list[str]) -> str:
    """Ann / Ann and Bob / Ann, Bob and Cleo."""
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


class _Reader:
    """Replays statements one by one; holds the header until the game can be built."""

    def __init__(self) -> None:
        self.line = 0
        self.version_seen = False
        self.names: list[str] = []
        self.letters: list[str] = []
        self.meta: list[tuple[str, str]] = []
        self.game: Game | None = None
        self.end_line: int | None = None
        self.acted_at: dict[int, int] = {}  # player -> line of their write or cross this round

    def fail(self, message: str) -> TranscriptError:
        # One line whatever the input held: words quoted from it are escaped already, and
        # so is anything the rules core quoted.
        return TranscriptError(printable(message), self.line)

    # -- dispatch -------------------------------------------------------------------------

    def statement(self, text: str) -> None:
        words = BLANKS.split(text)
        keyword = words[0]
        if self.end_line is not None:
            raise self.fail(f"nothing may follow 'end' (line {self.end_line})")
        if not self.version_seen:
            self.version(words, text)
        elif keyword in HEADER_KEYWORDS:
            if self.game is not None:
                raise self.fail(f"'{keyword}' belongs to the header, which ends at the first throw")
            if keyword == FORMAT_WORD:
                raise self.fail(f"'{FORMAT_WORD} {FORMAT_VERSION}' comes once, first")
            if keyword == "player":
                self.header_player(words)
            else:
                self.header_meta(text)
        elif keyword == "end":
            self.end(words)
        elif keyword in THROW_WORDS:
            self.throw(keyword, words)
        else:
            self.player_action(words)

    # -- the header -----------------------------------------------------------------------

    def version(self, words: list[str], text: str) -> None:
        if words[0] != FORMAT_WORD:
            if words[0] == "knaster":
                raise self.fail("this is a Knaster transcript, not one of Exact Hit")
            first = f"{FORMAT_WORD} {FORMAT_VERSION}"
            raise self.fail(f"a transcript starts with '{first}', not '{show(text)}'")
        if len(words) == 1:
            raise self.fail(f"'{FORMAT_WORD}' needs the format's version: '{FORMAT_WORD} 1'")
        if len(words) > 2:
            raise self.fail(f"'{FORMAT_WORD} {FORMAT_VERSION}' takes nothing more")
        if words[1] != FORMAT_VERSION:
            raise self.fail(
                f"this is version '{show(words[1])}' of the Exact Hit format; "
                f"this app reads version {FORMAT_VERSION}"
            )
        self.version_seen = True

    def header_player(self, words: list[str]) -> None:
        if len(words) != 3:
            raise self.fail("'player' names a player and their sheet letter: 'player Ann A'")
        name, letter = words[1], words[2]
        if len(self.names) == MAX_PLAYERS:
            raise self.fail(
                f"Exact Hit is for 1 to {MAX_PLAYERS} players; {show(name)} is one more"
            )
        problem = name_problem(name)
        if problem is not None:
            raise self.fail(
                problem if len(name) <= 40 else f"'{show(name)}' is too long for a name"
            )
        if name in self.names:
            raise self.fail(f"two players are called {name}")
        if letter not in SHEET_LETTERS:
            raise self.fail(f"there is no sheet '{show(letter)}'; the sheets are A to F")
        if letter in self.letters:
            holder = self.names[self.letters.index(letter)]
            raise self.fail(f"{name} cannot have sheet {letter}: {holder} has it")
        self.names.append(name)
        self.letters.append(letter)

    def header_meta(self, text: str) -> None:
        parts = BLANKS.split(text, maxsplit=2)
        if len(parts) == 1:
            raise self.fail("'meta' needs a key: 'meta KEY VALUE...'")
        self.meta.append((parts[1], parts[2] if len(parts) == 3 else ""))

    def built_game(self) -> Game:
        """The game, built from the header at the first statement of the body."""
        if self.game is None:
            if not self.names:
                raise self.fail("no players yet: the header names each with 'player NAME LETTER'")
            self.game = Game(len(self.names), self.letters, names=self.names)
            self.game.meta = list(self.meta)
        return self.game

    # -- the body -------------------------------------------------------------------------

    def open_game(self) -> Game:
        """The game, which must not be over: only 'end' may follow its last round."""
        game = self.built_game()
        if game.game_over:
            raise self.fail("the game is over: only 'end' may follow")
        return game

    def throw(self, keyword: str, words: list[str]) -> None:
        game = self.open_game()
        action: Action
        if keyword == "keep":
            if len(words) > 1:
                raise self.fail("'keep' takes nothing more")
            action, doing = Keep(), "keep the dice"
        else:
            dice = self.dice(keyword, words[1:])
            action = Throw(dice) if keyword == "throw" else Rethrow(dice)
            doing = keyword
        if keyword == "throw" and game.dice is not None:
            waiting = [name for player, name in enumerate(game.names) if player not in game.acted]
            verb = "has" if len(waiting) == 1 else "have"
            raise self.fail(f"cannot throw: {_names(waiting)} {verb} not written or crossed yet")
        self.apply(game, game.thrower, action, f"cannot {doing}")
        if keyword == "throw":
            self.acted_at = {}

    def dice(self, keyword: str, words: list[str]) -> Dice:
        if len(words) != len(COLOURS):
            raise self.fail(
                f"'{keyword}' gives the six dice 1-6 in the order {_COLOUR_LIST}: "
                f"'{keyword} 3 1 4 2 6 5'"
            )
        values: list[int] = []
        for colour, word in zip(COLOURS, words, strict=True):
            value = _die_value(word)
            if value is None:
                raise self.fail(f"'{show(word)}' is not a die value 1-6 (the {colour} die)")
            values.append(value)
        return (values[0], values[1], values[2], values[3], values[4], values[5])

    def player_action(self, words: list[str]) -> None:
        name = words[0]
        if name not in self.names:
            known = _names(self.names) if self.names else "none yet"
            raise self.fail(
                f"'{show(name)}' is neither a statement nor a player's name (the players: {known})"
            )
        if len(words) == 1:
            raise self.fail(
                f"what does {name} do? '{name} write COLOUR VALUE ...' or '{name} cross'"
            )
        game = self.open_game()
        player, verb = self.names.index(name), words[1]
        if verb == "cross":
            if len(words) > 2:
                raise self.fail(f"'{name} cross' takes nothing more")
            self.mark(game, player, Cross(), f"{name} cannot cross")
        elif verb == "write":
            self.write(game, player, name, words[2:])
        else:
            raise self.fail(
                f"{name} cannot '{show(verb)}': a player writes ('{name} write blue 3') "
                f"or crosses ('{name} cross')"
            )

    def write(self, game: Game, player: int, name: str, words: list[str]) -> None:
        if not words or len(words) % 2:
            raise self.fail(
                f"'{name} write' names each die by colour and value: '{name} write blue 3 red 1'"
            )
        chosen: dict[int, int] = {}
        for colour_word, value_word in zip(words[::2], words[1::2], strict=True):
            if colour_word.lower() not in COLOURS:
                raise self.fail(
                    f"'{show(colour_word)}' is not a colour; the colours are {_COLOUR_LIST}"
                )
            colour = COLOURS.index(colour_word.lower())
            value = _die_value(value_word)
            if value is None:
                raise self.fail(f"'{show(value_word)}' is not a die value 1-6")
            if colour in chosen:
                raise self.fail(f"{name} writes the {COLOURS[colour]} die twice")
            chosen[colour] = value
        dice_text = ", ".join(f"{COLOURS[colour]} {value}" for colour, value in chosen.items())
        row = game.marks[player].current_row
        into = f" into row {row + 1}" if row is not None else ""
        if game.dice is not None and player not in game.acted:
            for colour, value in chosen.items():
                if game.dice[colour] != value:
                    shows = game.dice[colour]
                    raise self.fail(
                        f"{name} cannot write {COLOURS[colour]} {value}: "
                        f"the {COLOURS[colour]} die shows {shows}"
                    )
        self.mark(game, player, Write(frozenset(chosen)), f"{name} cannot write {dice_text}{into}")

    def mark(self, game: Game, player: int, action: Write | Cross, failing: str) -> None:
        if player in game.acted:
            name = game.names[player]
            raise self.fail(
                f"{name} has already written or crossed this round (line {self.acted_at[player]})"
            )
        self.apply(game, player, action, failing)
        self.acted_at[player] = self.line

    def apply(self, game: Game, player: int, action: Action, failing: str) -> None:
        problem = game.why_illegal(player, action)
        if problem is not None:
            raise self.fail(f"{failing}: {problem}")
        game.apply(player, action)

    def end(self, words: list[str]) -> None:
        if len(words) > 1:
            raise self.fail("'end' takes nothing more")
        game = self.built_game()
        if not game.game_over:
            raise self.fail(f"'end' says the game is over, but it is not: {_why_not_over(game)}")
        self.end_line = self.line

    # -- the end of the file --------------------------------------------------------------

    def finish(self) -> Game:
        if not self.version_seen:
            raise self.fail(
                f"no statement: a transcript starts with '{FORMAT_WORD} {FORMAT_VERSION}'"
            )
        return self.built_game()


def _why_not_over(game: Game) -> str:
    if any(marks.current_row is None for marks in game.marks):
        waiting = [name for player, name in enumerate(game.names) if player not in game.acted]
        verb = "has" if len(waiting) == 1 else "have"
        return f"{_names(waiting)} {verb} not written or crossed on the last throw yet"
    return f"nobody has finished row {ROWS}"
