"""A play area kept in step with a hosted table's record: the glue of a network game.

The host's record (its :class:`~knaster_qt.network.table.Table`) is the truth. The play area
plays on as at one screen; when a seat played here has finished a move (a Knaster write with
its bonus circles), the statements its transcript gained go to the record: at the host
straight into its table, at a joining player's screen as a ``move`` message. Whenever the
record changes, the play area is loaded from it again, with this screen's half-done move
(written, bonus not yet given) put back on top when the rules still allow it.

A game's play area takes part by offering ``play_remotely`` and ``play_complete``
(:class:`NetworkPlayable`; Knaster's does).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol, runtime_checkable

from PySide6.QtCore import QCoreApplication, QObject, Signal

from knaster_qt.games import GameFileError
from knaster_qt.kit.core.transcript_text import statement_text
from knaster_qt.play_area import PlayArea
from knaster_qt.shell.network.reasons import translated_reason


@runtime_checkable
class NetworkPlayable(Protocol):
    """What a play area offers to be played in a network game."""

    def play_remotely(
        self,
        remote: frozenset[str],
        ask_dice: Callable[[str], None] | None,
        *,
        refresh: bool = True,
    ) -> None:
        """The seats named ``remote`` are played on other computers, never at this screen;
        ``ask_dice``: a joining screen's request for the host's dice, with the bare word of
        the game's notation ("roll", "throw", "rethrow"); None: this screen draws them.
        ``refresh``: show who plays here at once (not while another game replaces this one)."""

    def play_complete(self, remote: frozenset[str]) -> bool: ...

    def ended_elsewhere(self) -> None:
        """The record loaded brought the game's end: the area says it as any end."""


def can_play_networked(area: PlayArea) -> bool:
    return isinstance(area, NetworkPlayable)


def statements(area: PlayArea) -> list[str]:
    """The area's transcript as the record has it (see ``bare``)."""
    return bare(area.transcript().splitlines())


def bare(lines: Sequence[str]) -> list[str]:
    """The statements of ``lines`` (as every transcript reader takes them: ``statement_text``)
    without the comments a transcript's writer adds for a reader (Exact Hit's "# round 2: Bob throws"), which a throw the host completed for a
    joining player lacks: the same game compares equal, on either screen."""
    said = (statement_text(line, number, GameFileError) for number, line in enumerate(lines, 1))
    return [statement for statement in said if statement]


class RecordSync(QObject):
    """Keeps ``area`` and the record in step; ``send`` takes a finished move's statements
    (it raises nothing: an answer comes later through ``record_changed`` or ``refused``)."""

    replaced_elsewhere = Signal()  # another game is on the area (New Game, Open): not ours

    def __init__(
        self,
        area: PlayArea,
        remote: frozenset[str],
        send: Callable[[list[str]], None],
        say: Callable[[str], None],
        ask_dice: Callable[[str], None] | None = None,
    ) -> None:
        super().__init__(area)
        assert isinstance(area, NetworkPlayable)
        self.area = area
        self.remote = remote
        self._send = send
        self._say = say
        self.record: list[str] = statements(area)
        self.sent: list[str] | None = None  # the move sent, until the host has answered it
        self._loading = False
        self._stopped = False
        area.play_remotely(remote, ask_dice)
        area.changed.connect(self.local_change)
        area.replaced.connect(self._replaced)

    def _replaced(self) -> None:
        if not self._loading:
            self._stop(refresh=False)  # the area is busy showing the other game
            self.replaced_elsewhere.emit()

    def stop(self) -> None:
        """The area plays on as an ordinary game, every seat played here."""
        self._stop(refresh=True)

    def _stop(self, *, refresh: bool) -> None:
        if self._stopped:
            return
        self._stopped = True
        self.area.changed.disconnect(self.local_change)
        self.area.replaced.disconnect(self._replaced)
        if isinstance(self.area, NetworkPlayable):
            self.area.play_remotely(frozenset(), None, refresh=refresh)

    # --- this screen's moves --------------------------------------------------------

    def _unsent(self) -> list[str] | None:
        """What this screen has played beyond the record; None if it took back part of it."""
        lines = statements(self.area)
        if lines[: len(self.record)] != self.record:
            return None
        return lines[len(self.record) :]

    def local_change(self) -> None:
        """The play area changed: a finished move of this screen's seats goes to the record."""
        if self._loading:
            return
        agreed = [*self.record, *(self.sent or [])]  # the record, and the move on its way
        lines = statements(self.area)
        if lines[: len(agreed)] != agreed:  # an undo reached into it: others have seen it
            self._load(agreed)
            self._say(
                QCoreApplication.translate(
                    "Network", "A move the other players have seen cannot be taken back."
                )
            )
            return
        if self.sent is not None:
            return  # one move at a time: the next goes once the host has answered
        unsent = lines[len(self.record) :]
        assert isinstance(self.area, NetworkPlayable)
        if unsent and self.area.play_complete(self.remote):
            self.sent = unsent
            self._send(unsent)

    # --- the record's news ----------------------------------------------------------

    def record_changed(self, lines: Sequence[str], answered: bool = True) -> None:
        """The host's record as it stands now (after anyone's move); ``answered``: the host
        has accepted or refused the move this screen sent, if any (else it is still on its way
        and stays on screen, above the record)."""
        was_over = self.area.is_over
        unsent = self._unsent() or []
        if self.sent is not None:
            unsent = unsent[len(self.sent) :]  # the move sent is the host's to place
            if answered:
                self.sent = None  # accepted (in ``lines``); a refusal comes through ``refused``
            else:
                unsent = [*self.sent, *unsent]
        self.record = bare(lines)
        if not self._load([*self.record, *unsent]) and unsent:
            self._load(self.record)
            self._say(
                QCoreApplication.translate(
                    "Network", "Your unfinished move no longer fits the game; play it again."
                )
            )
        if self.area.is_over and not was_over:
            self.area.ended_elsewhere()  # another computer's move ended it
        self.local_change()  # e.g. a pass the rules made here while loading

    def refused(self, reason: str) -> None:
        """The host refused this screen's move: back to the record, and say why."""
        self.sent = None
        self._load(self.record)
        #: {reason}: why (the host's reason, in this language when the app knows it)
        said = QCoreApplication.translate("Network", "The host refused the move: {reason}.")
        self._say(said.format(reason=translated_reason(reason)))

    def _load(self, lines: Sequence[str]) -> bool:
        if statements(self.area) == list(lines):
            return True
        text = "\n".join(lines) + "\n"
        self._loading = True
        try:
            self.area.load(text, "network")
        except GameFileError:
            return False
        finally:
            self._loading = False
        return True
