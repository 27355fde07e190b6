"""Replay a transcript's statements into a Game through the Game's own rules.

Each statement is checked when it is read: the header (``knaster 1``, ``sheet``,
``player``, ``rule``, ``meta``) builds the Game, the body's rolls and actions are
applied to it, and the first problem raises TranscriptError with its line number.
"""

from __future__ import annotations

from functools import partial

from knaster_qt.games.knaster.core.actions import PASS, Action, Bonus, Circle, Write
from knaster_qt.games.knaster.core.errors import IllegalActionError, LayoutError, TranscriptError
from knaster_qt.games.knaster.core.game import EndRule, Game
from knaster_qt.games.knaster.core.layout import SheetLayout, load_layout
from knaster_qt.games.knaster.core.notation import CELL_NAMES, LINE_NAMES
from knaster_qt.games.knaster.core.players import MAX_PLAYERS, RESERVED_WORDS, name_problem
from knaster_qt.games.knaster.core.transcript_writer import action_text
from knaster_qt.kit.core.transcript_text import (
    decode_text,
    printable,
    show,
    split_lines,
    statement_words,
)

FORMAT_VERSION = "1"
HEADER_KEYWORDS = frozenset({"knaster", "sheet", "player", "rule", "meta"})
ACTION_WORDS = ("write", "circle", "pass", "bonus")
_CELL_BY_NAME = {name: index for index, name in enumerate(CELL_NAMES)}
_LINE_BY_NAME = {name: index for index, name in enumerate(LINE_NAMES)}


def parse_transcript(data: bytes | str, source: str = "<transcript>") -> Game:
    """Replay a transcript into a Game (finished or in progress); TranscriptError at the first problem."""
    error = partial(TranscriptError, source=source)
    lines = split_lines(decode_text(data, error))
    reader = _Reader(source)
    for number, raw in enumerate(lines, start=1):
        reader.line = number
        words = statement_words(raw, number, error)
        if words:
            reader.statement(words, raw)
    # Anything still missing (knaster, sheet, players) belongs after the last line.
    reader.line = len(lines) + 1
    return reader.finish()


class _Reader:
    """Replays statements one by one; holds the header until the game can be built."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.line = 0
        self.version_seen = False
        self.layout: SheetLayout | None = None
        self.players: list[str] = []
        self.rule: EndRule | None = None
        self.meta: list[tuple[str, str]] = []
        self.game: Game | None = None
        self.end_line: int | None = None

    def fail(self, message: str) -> TranscriptError:
        return TranscriptError(message, self.line, self.source)

    def statement(self, words: list[str], raw: str) -> None:
        keyword = words[0]
        if self.end_line is not None:
            raise self.fail(f"nothing may follow 'end' (line {self.end_line})")
        if not self.version_seen:
            if keyword != "knaster":
                shown = show(" ".join(words))
                raise self.fail(f"a transcript starts with 'knaster 1', not '{shown}'")
            self.version(words)
        elif keyword in HEADER_KEYWORDS:
            if self.game is not None:
                raise self.fail(f"'{keyword}' belongs to the header, which ends at the first roll")
            read_header = {
                "knaster": self.header_knaster,
                "sheet": self.header_sheet,
                "player": self.header_player,
                "rule": self.header_rule,
                "meta": self.header_meta,
            }
            read_header[keyword](words, raw)
        elif keyword == "roll":
            self.roll(words)
        elif keyword == "end":
            self.end(words)
        else:
            self.action(words)

    # --- header --------------------------------------------------------------

    def version(self, words: list[str]) -> None:
        if len(words) == 1:
            raise self.fail("'knaster' needs the format version: 'knaster 1'")
        version = words[1]
        if version != FORMAT_VERSION:
            if version.isascii() and version.isdigit():
                raise self.fail(
                    f"transcript format version {show(version)} is not supported "
                    f"(this program reads version {FORMAT_VERSION})"
                )
            raise self.fail(f"'{show(version)}' is not a format version; write 'knaster 1'")
        if len(words) > 2:
            raise self.fail("'knaster 1' takes nothing after the version")
        self.version_seen = True

    def header_knaster(self, words: list[str], raw: str) -> None:
        raise self.fail("'knaster 1' comes once, as the first statement")

    def header_sheet(self, words: list[str], raw: str) -> None:
        if self.layout is not None:
            raise self.fail(f"the sheet is already given (sheet {self.layout.id})")
        if len(words) != 2:
            raise self.fail("'sheet' names one sheet layout, e.g. 'sheet A'")
        try:
            self.layout = load_layout(words[1])
        except LayoutError as error:
            raise self.fail(printable(str(error))) from None

    def header_player(self, words: list[str], raw: str) -> None:
        if self.layout is None:
            raise self.fail("'player' lines come after the 'sheet' line")
        if len(words) == 1:
            raise self.fail("'player' needs a name, e.g. 'player Ann'")
        if len(words) > 2:
            shown = show(" ".join(words[1:]))
            raise self.fail(f"a player's name is one word, not '{shown}'")
        name = words[1]
        problem = name_problem(name)
        if problem is not None:
            raise self.fail(printable(problem))
        if name in self.players:
            raise self.fail(f"two players are called {name}")
        if len(self.players) == MAX_PLAYERS:
            raise self.fail(f"a game has at most {MAX_PLAYERS} players; {name} is one too many")
        self.players.append(name)

    def header_rule(self, words: list[str], raw: str) -> None:
        if self.rule is not None:
            raise self.fail(f"only one 'rule' line is allowed (the rule is {self.rule.value})")
        known = ", ".join(rule.value for rule in EndRule)
        if len(words) != 2:
            raise self.fail(f"'rule' names one rule: {known}")
        try:
            self.rule = EndRule(words[1])
        except ValueError:
            raise self.fail(f"unknown rule '{show(words[1])}' (known: {known})") from None

    def header_meta(self, words: list[str], raw: str) -> None:
        if len(words) == 1:
            raise self.fail("'meta' needs a key, e.g. 'meta bot Bob strong'")
        # The value is free text: kept as written (inner blanks too), without the comment.
        text = raw.split("#", 1)[0].strip(" \t")
        value = text.removeprefix("meta").lstrip(" \t").removeprefix(words[1]).strip(" \t")
        self.meta.append((words[1], value))

    # --- body ------------------------------------------------------------------

    def start_game(self) -> Game:
        """The game, built from the header at its first body statement."""
        if self.game is not None:
            return self.game
        if self.layout is None:
            raise self.fail("the header has no 'sheet' line (e.g. 'sheet A')")
        if not self.players:
            raise self.fail("the header has no 'player' line (e.g. 'player Ann')")
        try:
            game = Game(self.players, self.layout, self.rule or EndRule.EXTRA_ROUND)
        except IllegalActionError as error:  # the header checks above should make this unreachable
            raise self.fail(printable(str(error))) from None
        game.meta = list(self.meta)
        self.game = game
        return game

    def roll(self, words: list[str]) -> None:
        game = self.start_game()
        blocker = game.roll_blocker()
        if blocker is not None:
            raise self.fail(f"cannot roll: {blocker}")
        if len(words) not in (2, 3):
            raise self.fail("'roll' gives the sum ('roll 7') or the two dice ('roll 3 4')")
        numbers = [self.number(word) for word in words[1:]]
        try:
            if len(numbers) == 1:
                if not 2 <= numbers[0] <= 12:
                    raise self.fail(f"a roll of two dice is 2 to 12, not {show(words[1])}")
                game.roll(numbers[0])
            else:
                for word, die in zip(words[1:], numbers, strict=True):
                    if not 1 <= die <= 6:
                        raise self.fail(f"a die shows 1 to 6, not {show(word)}")
                game.roll(dice=(numbers[0], numbers[1]))
        except IllegalActionError as error:
            raise self.fail(printable(str(error))) from None

    def number(self, word: str) -> int:
        if word.isascii() and word.isdigit():
            significant = word.lstrip("0") or "0"
            # Cut long digit strings short: int() refuses very long ones, and no roll is that big.
            return int(significant) if len(significant) <= 3 else 1000
        if word[0] in "+-":
            raise self.fail(f"a roll is written without a sign, not '{show(word)}'")
        raise self.fail(f"'{show(word)}' is not a roll: write the sum in digits, e.g. 'roll 7'")

    def end(self, words: list[str]) -> None:
        if len(words) > 1:
            raise self.fail("'end' takes nothing after it")
        game = self.game
        if game is None or not game.game_over:
            raise self.fail(f"'end', but the game is not over: {self.why_not_over(game)}")
        self.end_line = self.line

    @staticmethod
    def why_not_over(game: Game | None) -> str:
        if game is None or game.rounds == 0:
            return "nothing has been rolled yet"
        blocker = game.roll_blocker()
        if blocker is not None:
            return blocker
        if not game.any_grid_full:
            return "no grid is full yet"
        return "a grid is full, so one more round is played"

    def action(self, words: list[str]) -> None:
        name = words[0]
        if name not in self.players:
            raise self.fail(self.unknown_word(words))
        player = self.players.index(name)
        if len(words) == 1:
            raise self.fail(f"'{name}' alone: write, circle, pass or bonus must follow the name")
        verb, arguments = words[1], words[2:]
        action: Action
        if verb in ("write", "circle"):
            if len(arguments) != 1:
                raise self.fail(f"'{verb}' names one cell, e.g. '{name} {verb} c3'")
            cell = self.cell(arguments[0])
            action = Write(cell) if verb == "write" else Circle(cell)
        elif verb == "pass":
            if arguments:
                raise self.fail("'pass' takes nothing after it")
            action = PASS
        elif verb == "bonus":
            if not arguments:
                raise self.fail(f"'bonus' names the line, then the cells: '{name} bonus r3 a3 e3'")
            action = Bonus(self.line_of(arguments[0]), tuple(map(self.cell, arguments[1:])))
        else:
            hint = " (actions are lower case)" if verb.lower() in ACTION_WORDS else ""
            raise self.fail(
                f"'{show(verb)}' is not an action: {name} can write, circle, pass or bonus{hint}"
            )
        game = self.start_game()
        try:
            game.apply(player, action)
        except IllegalActionError as error:
            raise self.fail(_explain(name, action, str(error))) from None

    def unknown_word(self, words: list[str]) -> str:
        word = show(words[0])
        if words[0].lower() in RESERVED_WORDS:
            return f"unknown statement '{word}' (keywords are lower case: '{words[0].lower()}')"
        if len(words) < 2 or words[1].lower() not in ACTION_WORDS:
            return f"unknown statement '{word}' (expected roll, end, or a player and an action)"
        same_but_case = [name for name in self.players if name.lower() == words[0].lower()]
        if same_but_case:
            return f"there is no player '{word}' (names are case-sensitive: {same_but_case[0]}?)"
        known = ", ".join(self.players) if self.players else "none in the header"
        return f"there is no player '{word}' (players: {known})"

    def cell(self, word: str) -> int:
        cell = _CELL_BY_NAME.get(word.lower()) if word.isascii() else None
        if cell is None:
            raise self.fail(f"'{show(word)}' is not a cell (a1 to e5)")
        return cell

    def line_of(self, word: str) -> int:
        line = _LINE_BY_NAME.get(word.lower()) if word.isascii() else None
        if line is None:
            raise self.fail(f"'{show(word)}' is not a line (r1-r5, ca-ce, d1, d2)")
        return line

    def finish(self) -> Game:
        if not self.version_seen:
            raise self.fail("the transcript is empty: it must start with 'knaster 1'")
        return self.start_game()


def _explain(name: str, action: Action, reason: str) -> str:
    """The core's reason, phrased for the statement that was refused."""
    if reason.startswith(f"{name} "):
        return reason
    if isinstance(action, Bonus):
        names = [CELL_NAMES[cell] for cell in action.cells]
        cells = ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else "".join(names)
        cells = cells or "nothing"
        return f"{name} cannot circle {cells} as the bonus for {LINE_NAMES[action.line]}: {reason}"
    target = CELL_NAMES[action.cell] if isinstance(action, Write | Circle) else ""
    if target and reason.startswith(f"{target} "):
        reason = "it " + reason.removeprefix(f"{target} ")
    return f"{name} cannot {action_text(action)}: {reason}"
