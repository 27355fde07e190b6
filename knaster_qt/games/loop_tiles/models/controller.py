"""The controller of a Loop Tiles game on screen: the only way the widgets act on the game.

Widgets report gestures (a rack slot taken, a square chosen, End turn); the controller
asks the rules core (``Game.why_illegal``, ``legal_placements``, ``placement_points``),
applies what it allows through the game's :class:`Transcript` (so the record always
matches the board) and says what changed. It also runs the computer players one
placement at a time at a pace the person can follow, gives hints from the strong
player, and knows when the screen must be handed over between two people. Each gesture
is reported once, as a :class:`~knaster_qt.change.Change` by ``changed``; ``finished``
follows the change that ended the game.
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer, Signal

from knaster_qt.change import Change, ChangeRecorder, Initiator, Part
from knaster_qt.games.loop_tiles.core.bots import make_bot
from knaster_qt.games.loop_tiles.core.errors import IllegalActionError
from knaster_qt.games.loop_tiles.core.game import Game, Report
from knaster_qt.games.loop_tiles.core.material import Square, Tile, square_name
from knaster_qt.games.loop_tiles.core.placement import placement_points
from knaster_qt.games.loop_tiles.core.transcript import Done, Exchange, Place, Transcript
from knaster_qt.texts import translated

COMPUTER_STEP_MS = 650  # one computer placement at the normal animation speed
_PLACED = Part.SHEET | Part.SCORE | Part.TURN  # a tile placed or taken back, a turn ended


@dataclass(frozen=True)
class Standing:
    """One line of the final ranking: place (ties share it), name and total."""

    place: int
    name: str
    total: int


class LoopTilesController(QObject):
    """A game of Loop Tiles as the window plays it."""

    changed = Signal(Change)  # what a gesture changed (knaster_qt/change.py), once per gesture
    finished = Signal()  # the game has just ended
    replaced = Signal()  # another game is in place (new, opened, resumed)
    message = Signal(str)  # a sentence for the status bar

    def __init__(
        self, transcript: Transcript, levels: Sequence[str | None], parent: QObject
    ) -> None:
        super().__init__(parent)
        self._changes = ChangeRecorder(self.changed.emit)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._computer_step)
        self._step_ms = COMPUTER_STEP_MS
        self._pending: list[tuple[Tile, Square] | str] = []
        # The core's legal squares per tile at one position of the game (see _placements).
        self._legal: tuple[tuple[object, ...], int, dict[Tile, frozenset[Square]]] | None = None
        # The seats played on other computers (a network game): never played here, by a
        # person or a computer player, and their racks never shown.
        self.remote: frozenset[int] = frozenset()
        self.set_game(transcript, levels)

    # --- the game ---------------------------------------------------------------------------

    def set_game(self, transcript: Transcript, levels: Sequence[str | None]) -> None:
        """Play ``transcript`` (possibly mid-turn) with these seats' levels (None: a person)."""
        with self._changes.gesture(Initiator.LOAD):
            self._set_game(transcript, levels)

    def _set_game(self, transcript: Transcript, levels: Sequence[str | None]) -> None:
        self._timer.stop()
        self._pending = []
        self.transcript = transcript
        self.levels = tuple(levels)
        self.held: int | None = None  # the slot of the current rack whose tile is held
        self._last_person: int | None = None  # the person who last had the screen
        # Seeded from the game's bag: the same game on screen is played the same way.
        bag_seed = zlib.crc32(bytes(transcript.bag))
        self._bots = [
            make_bot(level, bag_seed * 16 + seat) if level else None
            for seat, level in enumerate(levels)
        ]
        # Between two people the screen is handed over before a rack is shown.
        self.awaiting_handover = self.people > 1 and self._person_to_play()
        self.replaced.emit()
        self._changes.note(_PLACED | Part.SELECTION)
        self._schedule_computer()

    @property
    def game(self) -> Game:
        return self.transcript.game

    @property
    def rounds(self) -> int:
        return self.transcript.rounds

    @property
    def has_moves(self) -> bool:
        return bool(self.transcript.actions)

    @property
    def is_over(self) -> bool:
        return self.game.over

    @property
    def names(self) -> tuple[str, ...]:
        return self.transcript.names

    @property
    def people(self) -> int:
        """The people at this screen."""
        return len(self._people_here())

    def _people_here(self) -> list[int]:
        return [
            seat
            for seat, level in enumerate(self.levels)
            if level is None and seat not in self.remote
        ]

    def is_computer(self, player: int) -> bool:
        """A computer player this screen plays (one played elsewhere is not)."""
        return self.levels[player] is not None and player not in self.remote

    def is_remote(self, player: int) -> bool:
        """Played on another computer (a network game)."""
        return player in self.remote

    def set_remote(self, remote: frozenset[int]) -> None:
        """From now on the seats of ``remote`` are played on other computers (a network
        game; empty: every seat here again)."""
        if remote == self.remote:
            return
        with self._changes.gesture(Initiator.LOAD):
            self.remote = remote
            if self.game.current in remote:  # a computer move planned here is not ours
                self._timer.stop()
                self._pending = []
            self.awaiting_handover = self.people > 1 and self._person_to_play()
            self._changes.note(_PLACED | Part.SELECTION)
            self._schedule_computer()

    def _person_to_play(self) -> bool:
        current = self.game.current
        return not self.game.over and not self.is_computer(current) and current not in self.remote

    @property
    def can_act(self) -> bool:
        """Whether a person may act now (their turn, the screen theirs, no computer moving)."""
        return self._person_to_play() and not self.awaiting_handover and not self._pending

    def rack_owner(self) -> int | None:
        """Whose rack the screen may show face up: the person to play once handed over,
        or the only person at the table; None: every rack stays face down."""
        if self.can_act:
            return self.game.current
        if self.people == 1 and not self._person_to_play():
            return self._people_here()[0]
        return None

    def hand_over(self) -> None:
        """The next person has the screen ("click when ready")."""
        if self.awaiting_handover:
            self.awaiting_handover = False
            self._changes.note(Part.TURN, player=self.game.current)

    # --- holding a tile ---------------------------------------------------------------------

    def hold(self, slot: int | None) -> None:
        """Take the tile of a rack slot (None, or the held one again: put it down)."""
        rack = self.game.racks[self.game.current]
        if slot is not None and (not self.can_act or not 0 <= slot < len(rack)):
            slot = None
        self.held = None if slot == self.held else slot
        self.message.emit("")  # "Take a tile from your rack first", a hint: said and done
        self._changes.note(Part.SELECTION, player=self.game.current)

    def held_tile(self) -> Tile | None:
        if self.held is None or not self.can_act:
            return None
        rack = self.game.racks[self.game.current]
        return rack[self.held] if self.held < len(rack) else None

    def fits(self) -> frozenset[Square]:
        """The squares where the held tile may go now (the core's legal squares)."""
        tile = self.held_tile()
        return self._placements(tile) if tile is not None else frozenset()

    def preview(self, square: Square | None) -> int | None:
        """What the held tile would score on ``square``, if it may go there."""
        tile = self.held_tile()
        if tile is None or square is None or self.game.why_illegal(tile, square) is not None:
            return None
        return placement_points(self.game.board, self.game.placed, tile, square)

    def unplayable_slots(self) -> frozenset[int]:
        """Slots of the current rack whose tile fits nowhere now (dimmed)."""
        if not self.can_act:
            return frozenset()
        rack = self.game.racks[self.game.current]
        return frozenset(slot for slot, tile in enumerate(rack) if not self._placements(tile))

    def _placements(self, tile: Tile) -> frozenset[Square]:
        """The core's legal squares for ``tile``, asked once per position of the game (the
        board, the rack and the hover ask for the same tiles at every redraw)."""
        actions = self.transcript.actions
        last = actions[-1] if actions else None  # held: a taken-back action is not reused
        same = (self.transcript, last)  # compared by identity
        cached = self._legal
        if (
            cached is None
            or cached[1] != len(actions)
            or any(a is not b for a, b in zip(cached[0], same, strict=True))
        ):
            cached = self._legal = (same, len(actions), {})
        if tile not in cached[2]:
            cached[2][tile] = frozenset(self.game.legal_placements(tile))
        return cached[2][tile]

    # --- a person's actions -------------------------------------------------------------------

    def place(self, square: Square, slot: int | None = None) -> bool:
        """Place the tile of ``slot`` (default: the held one) on ``square``, if the rules allow."""
        with self._changes.gesture(Initiator.PERSON, self.game.current):
            return self._place(square, slot)

    def _place(self, square: Square, slot: int | None) -> bool:
        if slot is not None:
            self.held = slot
        tile = self.held_tile()
        if tile is None:
            return False
        problem = self.game.why_illegal(tile, square)
        if problem is not None:
            self.message.emit(
                self.tr("That tile cannot go there: {0}.").format(translated(problem))
            )
            self._changes.note(Part.SELECTION)  # the tile dropped there goes back to the rack
            return False
        report = self.transcript.place(tile, square)
        self.held = None
        self.message.emit(self._placed_sentence(report))
        self._moved(report)
        return True

    @property
    def can_take_back(self) -> bool:
        """A tile of this turn the others have not seen (``Transcript.kept``) may go back."""
        transcript = self.transcript
        return (
            self.can_act and bool(self.game.this_turn) and len(transcript.actions) > transcript.kept
        )

    def take_back(self) -> None:
        if not self.can_take_back:
            return
        with self._changes.gesture(Initiator.UNDO, self.game.current):
            report = self.transcript.take_back()
            self.held = None
            assert report.tile is not None  # a take-back names its tile
            self.message.emit(
                # The tile by the value printed on it, as players see it (never "NES8")
                self.tr("The {0} tile is back on your rack from {1}.").format(
                    report.tile.value, _square(report.square)
                )
            )
            self._moved(report)

    @property
    def can_end_turn(self) -> bool:
        return self.can_act

    def end_turn(self) -> None:
        if not self.can_end_turn:
            return
        with self._changes.gesture(Initiator.PERSON, self.game.current):
            self._end_turn(self.transcript.end_turn())

    @property
    def can_exchange(self) -> bool:
        """The stuck player's exchange: nothing placed this turn and nothing fits (the core)."""
        game = self.game
        return self.can_act and not game.this_turn and not game.can_place(game.current)

    def exchange(self) -> None:
        if not self.can_exchange:
            return
        try:
            report = self.transcript.exchange()
        except IllegalActionError as error:
            self.message.emit(translated(error.args[0] if error.args else error))
            return
        with self._changes.gesture(Initiator.PERSON, report.player):
            self._end_turn(report)

    def hint(self) -> tuple[Tile, Square] | None:
        """The strong player's advice for this turn: hold its first tile; None if nothing fits."""
        if not self.can_act:
            return None
        decision = make_bot("strong", 0).choose(self.game, self.game.current)
        if not decision.placements:
            self.message.emit(
                self.tr("Hint: exchange your tiles.")
                if self.can_exchange
                else self.tr("Hint: end your turn.")
            )
            return None
        tile, square = decision.placements[0]
        self.held = self.game.racks[self.game.current].index(tile)
        points = self.preview(square)
        self.message.emit(
            # The tile by the value printed on it (the rack shows which one: the hint holds it)
            self.tr("Hint: the {0} tile on {1} scores {2}.").format(
                tile.value, _square(square), points
            )
        )
        self._changes.note(Part.SELECTION, player=self.game.current)
        return tile, square

    # --- turns and computer players -----------------------------------------------------------

    def _end_turn(self, report: Report) -> None:
        self.held = None
        name = self.names[report.player]
        if report.kind == "exchange":
            self.message.emit(self.tr("{0} exchanged their tiles.").format(name))
        else:
            self.message.emit(self.tr("{0} scored {1} this turn.").format(name, report.points))
        previous_person = None if self.is_computer(report.player) else report.player
        if not self.game.over and self._person_to_play():
            # Hand over when the screen passes from one person to another (not between
            # a person's turns with only computer players in between, nor when solo).
            last = previous_person if previous_person is not None else self._last_person
            self.awaiting_handover = self.people > 1 and last != self.game.current
        if previous_person is not None:
            self._last_person = previous_person
        self._moved(report)
        if self.game.over:
            self._changes.note(Part.END)
            self._changes.after(self.finished.emit)
        else:
            self._schedule_computer()

    def set_pace(self, animated: bool, speed: int) -> None:
        """Computer players move at a visible pace, or at once without animations."""
        self._step_ms = COMPUTER_STEP_MS * 100 // max(1, speed) if animated else 0

    def _schedule_computer(self) -> None:
        game = self.game
        if game.over or not self.is_computer(game.current) or self._pending:
            return
        bot = self._bots[game.current]
        assert bot is not None
        decision = bot.choose(game, game.current)
        self._pending = [*decision.placements, "exchange" if decision.exchange else "end"]
        self._changes.note(Part.TURN)  # a computer player is moving
        self._timer.start(self._step_ms)

    def _computer_step(self) -> None:
        if not self._pending or not self.is_computer(self.game.current):
            return
        with self._changes.gesture(Initiator.COMPUTER, self.game.current):
            self._computer_move()

    def _computer_move(self) -> None:
        step = self._pending.pop(0)
        if isinstance(step, tuple):
            report = self.transcript.place(*step)
            self.message.emit(self._placed_sentence(report))
            self._moved(report)
            self._timer.start(self._step_ms)
            return
        self._pending = []
        self._end_turn(
            self.transcript.exchange() if step == "exchange" else self.transcript.end_turn()
        )

    def stop(self) -> None:
        self._timer.stop()

    def _moved(self, report: Report) -> None:
        self._changes.note(_PLACED, recorded=True, report=report)

    def _placed_sentence(self, report: Report) -> str:
        assert report.tile is not None  # the report of a placement names its tile
        return self.tr("{0} placed the {1} tile on {2}: {3} points (this turn {4}).").format(
            self.names[report.player],
            report.tile.value,
            _square(report.square),
            report.points,
            self.game.turn_points(),
        )

    # --- what the pad and the ranking show -------------------------------------------------------

    def turn_columns(self) -> list[list[int]]:
        return [self.transcript.turn_scores(player) for player in range(len(self.names))]

    def exchanges(self) -> frozenset[tuple[int, int]]:
        """(turn row, player) of every exchange, for the pad's marks."""
        found: set[tuple[int, int]] = set()
        ended = [0] * len(self.names)
        for action in self.transcript.actions:
            if isinstance(action, Exchange):
                found.add((ended[action.player], action.player))
            if isinstance(action, (Done, Exchange)):
                ended[action.player] += 1
        return frozenset(found)

    def last_turn_squares(self) -> frozenset[Square]:
        """The squares of the tiles placed in the turn before the one being played."""
        actions = list(self.transcript.actions)
        while actions and isinstance(actions[-1], Place):  # this turn's tiles
            actions.pop()
        if actions:
            actions.pop()  # the last turn's end
        squares: set[Square] = set()
        while actions and isinstance(actions[-1], Place):
            last = actions.pop()
            assert isinstance(last, Place)
            squares.add(last.square)
        return frozenset(squares)

    def ranking(self) -> list[Standing]:
        """Highest total first; equal totals share a place."""
        totals = self.game.scores
        order = sorted(range(len(totals)), key=lambda player: -totals[player])
        return [
            Standing(
                1 + sum(other > totals[player] for other in totals),
                self.names[player],
                totals[player],
            )
            for player in order
        ]


def _square(square: Square | None) -> str:
    return square_name(square) if square is not None else ""
