"""The controller between the Exact Hit rules core and the widgets: it relays, never judges.

Widgets report gestures (throw, throw again, keep, a die or a field clicked, take back,
Done); the controller asks the core (``Game.why_illegal``) and applies what it allows. The
round as the table plays it: the thrower throws and decides on the rethrow, then each
player in seat order from the thrower answers the dice. A person's answer is built up
within their turn — the dice they write, taken back one by one — and applied as one
``Write`` when they press Done (or the ``Cross`` when they wrote nothing), so a turn is one
transcript statement. Computer seats decide by their bot, one step at a time, after a
pause the view can show (``pace_ms``; 0 plays them at once). Each gesture is reported
once, as a :class:`~knaster_qt.change.Change` by ``changed``; ``finished`` follows the
change that ended the game.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from knaster_qt.change import Change, ChangeRecorder, Initiator, Part, Standing
from knaster_qt.games.exact_hit.core.actions import Cross, Dice, Keep, Rethrow, Throw, Write
from knaster_qt.games.exact_hit.core.bots import make_bot
from knaster_qt.games.exact_hit.core.errors import IllegalActionError
from knaster_qt.games.exact_hit.core.game import Game
from knaster_qt.games.exact_hit.core.records import computer_levels
from knaster_qt.games.exact_hit.core.sheets import COLOURS
from knaster_qt.texts import UNDO_KEYS, key_text, translated

if TYPE_CHECKING:
    from knaster_qt.games.exact_hit.core.bots import Bot

# A test's or a demo's dice: given the dice on the table before a rethrow (None for the
# throw), the six values thrown. None: the game rolls its own.
DiceSource = Callable[[Dice | None], Dice]

_EVERYTHING = Part.SHEET | Part.DICE | Part.SCORE | Part.TURN | Part.CHOICE

BOT_PAUSE_MS = 700  # long enough to follow a computer player's step, short enough not to bore


class Phase(Enum):
    THROW = "throw"  # the thrower is to throw
    RETHROW = "rethrow"  # the thrower may throw again or keep
    ANSWER = "answer"  # ``actor`` answers the dice
    OVER = "over"


class ExactHitController(QObject, Standing):
    """Plays a Game at one screen: people in turn (hot-seat) and computer players."""

    _game: Game  # Standing reads its rounds, history and end

    changed = Signal(Change)  # what a gesture changed (knaster_qt/change.py), once per gesture
    finished = Signal()  # the game has just ended
    replaced = Signal()  # another game is in place (new, opened, resumed)
    thrown = Signal()  # new dice on the table (the dice roll)
    message = Signal(str)  # a sentence for the status bar

    def __init__(
        self,
        game: Game,
        real_dice: bool = False,
        dice_source: DiceSource | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._changes = ChangeRecorder(self.changed.emit)
        self.dice_source = dice_source
        self.pace_ms = 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._computer_step)
        self._game = game
        self.real_dice = real_dice
        self.pending: list[int] = []  # colours written this turn, in order (not yet applied)
        self.selected: int | None = None  # the die clicked, waiting for its field
        self._bots: dict[int, Bot] = {}
        # A network game: seats played on other computers (never here, computer or person),
        # and on a joining screen the request for the host's dice ("throw", "rethrow").
        self.remote: frozenset[int] = frozenset()
        self.ask_dice: Callable[[str], None] | None = None
        self.computer_rethrow_asked = False  # real dice: a computer thrower wants a rethrow
        # The core's verdicts on the dice at one position of the game (see _verdict).
        self._verdicts: (
            tuple[tuple[object, ...], tuple[object, ...], dict[int, str | None]] | None
        ) = None
        self.replace(game, real_dice)

    # --- the game ----------------------------------------------------------------------

    @property
    def game(self) -> Game:
        return self._game

    def replace(self, game: Game, real_dice: bool | None = None) -> None:
        """Play ``game`` from where it stands (new, opened or resumed)."""
        with self._changes.gesture(Initiator.LOAD):
            self._replace(game, real_dice)

    def _replace(self, game: Game, real_dice: bool | None) -> None:
        self._timer.stop()
        self._game = game
        if real_dice is not None:
            self.real_dice = real_dice
        self.pending, self.selected = [], None
        self.computer_rethrow_asked = False
        levels = computer_levels(game)
        self._bots = {}
        if levels:
            # Seeded by seat: the same game plays the same way (tests, bug reports).
            self._bots = {
                seat: make_bot(levels[name], seed=seat)
                for seat, name in enumerate(game.names)
                if name in levels
            }
        self.replaced.emit()
        self._changes.note(_EVERYTHING)
        self._advance(announce_end=False)  # a game opened finished was recorded already

    def is_computer(self, player: int) -> bool:
        return player in self._bots and player not in self.remote

    # --- where the round stands -----------------------------------------------------------

    @property
    def phase(self) -> Phase:
        game = self._game
        if game.game_over:
            return Phase.OVER
        if game.dice is None:
            return Phase.THROW
        if not game.rethrown and not game.kept and not game.acted:
            return Phase.RETHROW
        return Phase.ANSWER

    @property
    def actor(self) -> int:
        """Who is to act now: the thrower (throw, rethrow), else the next to answer the dice."""
        game = self._game
        if self.phase in (Phase.THROW, Phase.RETHROW, Phase.OVER):
            return game.thrower
        waiting = [
            player
            for player in ((game.thrower + step) % game.players for step in range(game.players))
            if player not in game.acted
        ]
        # Players on other computers answer the dice at the same time: they never hold up
        # the ones here.
        here = [player for player in waiting if player not in self.remote]
        if self.remote:  # and this screen's computer players answer first: the others wait
            here = sorted(here, key=lambda player: not self.is_computer(player))  # stable
        return (here or waiting or [game.thrower])[0]

    @property
    def person_to_act(self) -> bool:
        actor = self.actor
        return (
            self.phase is not Phase.OVER
            and not self.is_computer(actor)
            and actor not in self.remote
        )

    @property
    def busy(self) -> bool:
        """A computer player's step is on its way."""
        return self._timer.isActive()

    def shown_player(self) -> int:
        """The sheet in the middle: the person to act, else the first person at the table."""
        if self.person_to_act:
            return self.actor
        people = [p for p in range(self._game.players) if not self.is_computer(p)]
        return people[0] if people else 0

    def can_throw(self) -> bool:
        return self.phase is Phase.THROW and self.person_to_act and not self.busy

    def can_rethrow(self) -> bool:
        return self.phase is Phase.RETHROW and self.person_to_act and not self.busy

    def can_answer(self) -> bool:
        """The person to act may write and press Done (the rethrow choice made or not)."""
        return self.phase in (Phase.RETHROW, Phase.ANSWER) and self.person_to_act and not self.busy

    def current_row(self) -> int | None:
        return self._game.marks[self.actor].current_row

    # --- the thrower ------------------------------------------------------------------------

    def throw(self, dice: Dice | None = None) -> bool:
        """The thrower throws (``dice``: real dice entered, else the app's dice)."""
        if not self.can_throw():
            return False
        if self.ask_dice is not None and dice is None:
            self.ask_dice("throw")  # the host's dice arrive with its record
            return True
        with self._changes.gesture(Initiator.PERSON, self.actor):
            return self._apply(self.actor, Throw(dice or self._source(None)))

    def rethrow(self, dice: Dice | None = None) -> bool:
        """The thrower throws again: every die not showing 1 (real dice: their new values)."""
        if not self.can_rethrow():
            return False
        if self.ask_dice is not None and dice is None:
            self.ask_dice("rethrow")
            return True
        with self._changes.gesture(Initiator.PERSON, self.actor):
            return self._apply(self.actor, Rethrow(dice or self._source(self._game.dice)))

    def keep(self) -> bool:
        """The thrower keeps the dice: no rethrow this round."""
        if not self.can_rethrow():
            return False
        with self._changes.gesture(Initiator.PERSON, self.actor):
            return self._apply(self.actor, Keep())

    def _source(self, old: Dice | None) -> Dice | None:
        return self.dice_source(old) if self.dice_source is not None else None

    # --- a person's turn --------------------------------------------------------------------

    def why_not_write(self, colour: int) -> str | None:
        """Why the person to act cannot write die ``colour`` now (the core's reason), or None."""
        if not self.can_answer():
            return self.tr("It is not your turn to write.")
        if colour in self.pending:
            #: {0}: a colour, "black"; {0:die} says "black die", {0:field} "black field"
            return self.tr("The {0} die is written already this turn.").format(colour_name(colour))
        reason = self._verdict(colour)
        return None if reason is None else translated(reason)  # the core's Words, said

    def _verdict(self, colour: int) -> str | None:
        """The core's reason against writing ``colour`` too, asked once per position: the
        dice row, the sheet and its hover ask for the same dice many times per change."""
        game, actor = self._game, self.actor
        last = game.history[-1] if game.history else None  # held: an undone event is not reused
        same = (game, last)  # compared by identity: the objects, not their values
        position = (len(game.history), actor, tuple(self.pending))
        cached = self._verdicts
        if (
            cached is None
            or any(a is not b for a, b in zip(cached[0], same, strict=True))
            or cached[1] != position
        ):
            cached = self._verdicts = (same, position, {})
        if colour not in cached[2]:
            pending = frozenset([*self.pending, colour])
            cached[2][colour] = game.why_illegal(actor, Write(pending))
        return cached[2][colour]

    def select_die(self, colour: int) -> None:
        """A die clicked: it waits for its field (clicked again, it is put back)."""
        if self.selected == colour:
            self.selected = None
        else:
            problem = self.why_not_write(colour)
            if problem is not None:
                self.message.emit(_sentence(problem))
                self.selected = None
            else:
                self.selected = colour
                self.message.emit(
                    #: {0}: a colour, "black"; {0:die} says "black die", {0:field} "black field"
                    self.tr("Now click the {0} field of your row.").format(colour_name(colour))
                )
        self._changes.note(Part.SELECTION, player=self.actor)

    def write(self, colour: int) -> bool:
        """Write die ``colour`` into its field of the current row, within the turn."""
        with self._changes.gesture(Initiator.PERSON, self.actor):
            return self._write(colour)

    def _write(self, colour: int) -> bool:
        problem = self.why_not_write(colour)
        if problem is not None:
            self.message.emit(_sentence(problem))
            return False
        if self.phase is Phase.RETHROW:
            report = self._game.apply(self.actor, Keep())  # writing keeps the dice
            self._changes.note(Part.TURN, recorded=True, report=report)
        self.pending.append(colour)
        self.selected = None
        dice = self._game.dice
        assert dice is not None
        self.message.emit(
            #: {0}: a colour, "black"; {0:die} says "black die", {0:field} "black field"
            self.tr("Wrote the {0} {1}. Write more, take it back ({key}) or press Done.").format(
                colour_name(colour), dice[colour], key=key_text(UNDO_KEYS)
            )
        )
        self._changes.note(Part.SHEET | Part.CHOICE)
        return True

    def click_field(self, row: int, position: int) -> None:
        """A click on a field of the sheet being played: write the die of its colour if it
        fits (the die clicked before must be that colour's); else say why not."""
        if not self.can_answer():
            return
        current = self.current_row()
        if row != current:
            self.message.emit(
                self.tr("Write into your current row, row {0}.").format((current or 0) + 1)
            )
            return
        colour = self._game.marks[self.actor].sheet.colours[row][position]
        if self.selected is not None and self.selected != colour:
            self.message.emit(
                #: {0}, {1}: colours, "black"; {0:die} says "black die", {0:field} and {1:field}
                #: "black field"
                self.tr("The {0} die goes into the {0} field, not into the {1} one.").format(
                    colour_name(self.selected), colour_name(colour)
                )
            )
            return
        self.write(colour)

    def can_take_back(self) -> bool:
        return bool(self.pending) and self.can_answer()

    def take_back(self) -> bool:
        """Take back the last die written this turn."""
        if not self.can_take_back():
            return False
        colour = self.pending.pop()
        #: {0}: a colour, "black"; {0:die} says "black die", {0:field} "black field"
        self.message.emit(self.tr("Took back the {0} die.").format(colour_name(colour)))
        self._changes.note(Part.SHEET | Part.CHOICE, initiator=Initiator.UNDO, player=self.actor)
        return True

    def done(self) -> bool:
        """End the turn: the dice written, or (none written) the forced cross."""
        if not self.can_answer():
            return False
        action: Write | Cross = Write(frozenset(self.pending)) if self.pending else Cross()
        self.pending, self.selected = [], None
        with self._changes.gesture(Initiator.PERSON, self.actor):
            return self._apply(self.actor, action)

    # --- applying, and the computer players ------------------------------------------------

    def _apply(self, player: int, action: Throw | Rethrow | Keep | Write | Cross) -> bool:
        try:
            report = self._game.apply(player, action)
        except IllegalActionError as error:
            self.message.emit(_sentence(translated(error.args[0] if error.args else error)))
            return False
        if isinstance(action, Throw | Rethrow):
            self.thrown.emit()
            parts = Part.DICE | Part.TURN
        elif isinstance(action, Keep):
            parts = Part.TURN
        else:
            parts = Part.SHEET | Part.SCORE | Part.TURN
        # What the status bar said belonged to the step before ("Wrote the black 2 … press
        # Done", a hint): it goes; the turn line above the dice says what comes now.
        self.message.emit("")
        self._changes.note(parts, recorded=True, report=report)
        self._advance()
        return True

    def _advance(self, announce_end: bool = True) -> None:
        """After a step: the end, a computer player's next step, or a person's."""
        self._changes.note(Part.TURN)
        if self._game.game_over:
            if announce_end:
                self._changes.note(Part.END)
                self._changes.after(self.finished.emit)
            return
        if self.is_computer(self.actor) and not (self.real_dice and self.phase is Phase.THROW):
            if self.pace_ms > 0:
                self._timer.start(self.pace_ms)  # busy now: the TURN noted above says so
            else:
                QTimer.singleShot(0, self, self._computer_step)

    def _computer_step(self) -> None:
        game, player = self._game, self.actor
        if game.game_over or not self.is_computer(player):
            return
        with self._changes.gesture(Initiator.COMPUTER, player):
            self._computer_move(game, player)

    def _computer_move(self, game: Game, player: int) -> None:
        bot = self._bots[player]
        phase = self.phase
        if phase is Phase.THROW:
            self._apply(player, Throw(self._source(None)))
        elif phase is Phase.RETHROW:
            again = bot.rethrow(game, player)
            if again and self.real_dice:
                # The people throw for it: they enter the new values (views show the entry).
                self.message.emit(
                    self.tr("{0} throws again: enter the dice's new values.").format(
                        game.names[player]
                    )
                )
                self.computer_rethrow_asked = True
                self._changes.note(Part.TURN)
                return
            self._apply(player, Rethrow(self._source(game.dice)) if again else Keep())
        else:
            self._apply(player, bot.choose(game, player))

    def enter_computer_rethrow(self, dice: Dice) -> bool:
        """Real dice: the values a computer thrower's rethrow showed."""
        if not self.computer_rethrow_asked or self.phase is not Phase.RETHROW:
            return False
        self.computer_rethrow_asked = False
        with self._changes.gesture(Initiator.COMPUTER, self.actor):  # its choice, real dice
            return self._apply(self.actor, Rethrow(dice))

    def enter_throw(self, dice: Dice) -> bool:
        """Real dice: the values of a throw, whoever threw (a computer seat's too)."""
        if self.phase is not Phase.THROW or self.busy:
            return False
        initiator = Initiator.COMPUTER if self.is_computer(self.actor) else Initiator.PERSON
        with self._changes.gesture(initiator, self.actor):
            return self._apply(self.actor, Throw(dice))

    def stop(self) -> None:
        self._timer.stop()
        self.blockSignals(True)


def colour_name(colour: int) -> str:
    """A die's colour in the words of the screen's language; a sentence's template may take
    its forms, ``{0:die}`` "black die" or ``{0:field}`` "black field" (texts.Said)."""
    return translated(COLOURS[colour]) if 0 <= colour < len(COLOURS) else str(colour)


def _sentence(text: str) -> str:
    text = text.strip()
    return (
        (text[:1].upper() + text[1:] + ("" if text.endswith((".", "!", "?")) else "."))
        if text
        else ""
    )
