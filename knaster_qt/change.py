"""What an action changed: the one typed report every game's controller gives its views.

Every game's controller has one signal ``changed(Change)`` for "the game on screen changed"
(issue 24, after Anki's typed change reports): a person's click, a computer player's move,
an undo, a new or opened game. The Change says which parts changed, for whom and who made
it, so that a view redraws what the Change names and the play area knows whether the
game's record (the transcript: the autosave and the title's "*") changed. A controller
gathers the steps of one gesture with a :class:`ChangeRecorder` and reports them once.
The other shared names: ``finished()`` (the game has just ended), ``replaced()`` (another
game is in place), ``message(str)`` (a sentence for the status bar).

No Qt here: the controllers (models layer), the play areas and the shell all read it.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterator, Sized
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Literal, Protocol

# What the turn banner every game shows says of the moment (knaster_qt/widgets/turn_banner.py
# gives each its colours): a person's turn, a computer player acting, waiting (for a roll,
# a hand-over), the game over. Presenters say it with their banner's words.
BannerKind = Literal["turn", "thinking", "wait", "over"]


class Part(enum.Flag):
    """The parts of a game on screen that a change may touch."""

    NOTHING = 0
    SHEET = enum.auto()  # marks on a sheet or the board: written, circled, crossed, placed
    DICE = enum.auto()  # new dice on the table (a roll, a throw, a rethrow)
    SCORE = enum.auto()  # the totals
    TURN = enum.auto()  # whose turn it is, what they may do now, a computer player thinking
    CHOICE = enum.auto()  # a choice within a turn the record does not hold yet (bonus circles
    # picked, dice written before Done): the autosave notes it
    SELECTION = enum.auto()  # what is held or pointed at (a die, a tile): shown only
    END = enum.auto()  # the game has ended
    TEXTS = enum.auto()  # only the words (a new language)


class Initiator(enum.Enum):
    """Who made a change."""

    PERSON = "person"  # a person at this screen (a click, a key)
    COMPUTER = "computer"  # a computer player
    UNDO = "undo"  # a person taking a step back
    LOAD = "load"  # a new, opened or resumed game put in place


@dataclass(frozen=True)
class Change:
    """One gesture's effect on the game: the parts it touched, whose, and who made it."""

    parts: Part
    initiator: Initiator
    player: int | None = None  # the seat that acted (None: no one in particular)
    recorded: bool = False  # the game's record (its transcript) changed
    reports: tuple[object, ...] = ()  # the rules core's reports of the actions, in order

    def __contains__(self, part: Part) -> bool:
        return bool(self.parts & part)

    @property
    def saves(self) -> bool:
        """Whether the autosave writes now: the record changed, or a choice it notes."""
        if self.initiator is Initiator.LOAD:
            return False  # the game just put in place is what the autosave holds (or will)
        return self.recorded or Part.CHOICE in self


@dataclass
class _Gesture:
    initiator: Initiator
    player: int | None
    parts: Part = Part.NOTHING
    recorded: bool = False
    reports: list[object] = field(default_factory=list)

    def change(self) -> Change | None:
        if not self.parts and not self.recorded and not self.reports:
            return None
        return Change(self.parts, self.initiator, self.player, self.recorded, tuple(self.reports))

    def clear(self) -> None:
        self.parts, self.recorded, self.reports = Part.NOTHING, False, []


class ChangeRecorder:
    """Gathers what one gesture changes and reports it once, when the gesture ends.

    A controller runs each gesture ``with recorder.gesture(initiator, player):`` and notes
    what its steps change (``note``). A gesture within another of the same initiator and
    player joins it; another one (a computer player moving within a person's click) first
    reports what was gathered so far, then reports its own: the changes come in the order
    they happened, each with its own initiator. A note outside any gesture is reported at once.
    """

    def __init__(self, emit: Callable[[Change], None]) -> None:
        self._emit = emit
        self._open: list[_Gesture] = []
        self._after: list[Callable[[], object]] = []

    def after(self, call: Callable[[], object]) -> None:
        """Run ``call`` once every gesture under way has reported its change (at once if none
        is): ``finished`` comes after the change that ended the game, in every game."""
        self._after.append(call)
        if not self._open:
            self._run_after()

    def _run_after(self) -> None:
        while self._after:
            self._after.pop(0)()

    @contextmanager
    def gesture(self, initiator: Initiator, player: int | None = None) -> Iterator[None]:
        top = self._open[-1] if self._open else None
        if top is not None and top.initiator is initiator and top.player == player:
            yield  # part of the gesture under way
            return
        if top is not None:
            self._report(top)
        self._open.append(_Gesture(initiator, player))
        try:
            yield
        finally:
            self._report(self._open.pop())
            if not self._open:
                self._run_after()

    def note(
        self,
        parts: Part = Part.NOTHING,
        *,
        recorded: bool = False,
        report: object | None = None,
        initiator: Initiator = Initiator.PERSON,
        player: int | None = None,
    ) -> None:
        """What a step changed; ``report``: the core's report of an action it applied
        (``initiator`` and ``player`` name the change when no gesture is under way)."""
        if not self._open:
            with self.gesture(initiator, player):
                self.note(parts, recorded=recorded, report=report)
            return
        top = self._open[-1]
        top.parts |= parts
        top.recorded = top.recorded or recorded
        if report is not None:
            top.reports.append(report)

    def _report(self, gesture: _Gesture) -> None:
        change = gesture.change()
        gesture.clear()
        if change is not None:
            self._emit(change)


class _Recorded(Protocol):
    """A game that counts its rounds and keeps the history of its actions."""

    @property
    def rounds(self) -> int: ...

    @property
    def history(self) -> Sized: ...

    @property
    def game_over(self) -> bool: ...


class Standing:
    """What a play area asks every controller (``rounds``, ``has_moves``, ``is_over``), for a
    controller whose game (``self._game``) counts rounds and keeps a history: Knaster's and
    Exact Hit's. A controller whose game keeps them otherwise gives the three itself."""

    _game: _Recorded

    @property
    def rounds(self) -> int:
        """The rounds begun."""
        return self._game.rounds

    @property
    def has_moves(self) -> bool:
        """Whether anything was played that starting again would lose."""
        return bool(len(self._game.history))

    @property
    def is_over(self) -> bool:
        return self._game.game_over
