"""A game of Exact Hit: the rounds, the throw and rethrow, the writes, the end and the totals.

A round: the thrower (seat order, going round) throws; before anyone acts they may rethrow
once (a die showing 1 stays) or say they keep the dice. Then every player, in any order,
either writes a set of dice into their current row or crosses its leftmost empty field, once
per round. When everybody has acted the round ends; the game ends after the round in which
someone finished row 5.

``apply`` refuses an illegal action with ``IllegalActionError`` and leaves the game as it
was; ``why_illegal`` says the reason without acting, ``legal_actions`` lists what is allowed.
``undo`` takes back a player's write or cross until the round is complete. The game keeps its players' names, the ``history`` of every applied action (throws with the
dice they showed, so a history replays exactly) and free-text ``meta`` notes: everything a
transcript (``transcript.py``) writes. Two games are equal when all of that and every mark
are equal.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations

from knaster_qt.games import QT_TRANSLATE_NOOP, Words
from knaster_qt.games.exact_hit.core.actions import (
    Action,
    ActionReport,
    Cross,
    Dice,
    Event,
    Keep,
    Rethrow,
    Throw,
    Write,
)
from knaster_qt.games.exact_hit.core.errors import IllegalActionError
from knaster_qt.games.exact_hit.core.marks import CROSS, SheetMarks
from knaster_qt.games.exact_hit.core.players import default_names, names_problem
from knaster_qt.games.exact_hit.core.sheets import COLOURS, ROWS, SHEET_LETTERS, sheet

MAX_PLAYERS = len(SHEET_LETTERS)
# The reasons a player sees (Words: English str, translated by the app; see knaster_qt/games).
_GAME_OVER = QT_TRANSLATE_NOOP("ExactHitRules", "the game is over")
_NOT_THROWN = QT_TRANSLATE_NOOP("ExactHitRules", "the dice have not been thrown yet")
#: A programming error said plainly: the six dice's values in the colours' order
_SIX_DICE = QT_TRANSLATE_NOOP(
    "ExactHitRules", "the dice are six values 1-6, black blue yellow red green white"
)


def _no_player(player: int) -> Words:
    #: {player}: a seat's number counted from 1
    return QT_TRANSLATE_NOOP("ExactHitRules", "there is no player {player}").format(
        player=player + 1
    )


def _check_dice(dice: Sequence[int]) -> str | None:
    if len(dice) != len(COLOURS) or any(
        not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 6
        for value in dice
    ):
        return _SIX_DICE
    return None


def _as_dice(values: Sequence[int]) -> Dice:
    # The history keeps a tuple whatever sequence the caller passed.
    return (values[0], values[1], values[2], values[3], values[4], values[5])


class Game:
    """One game for 1–6 players; ``letters`` are their sheets (default A, B, ... by seat).

    ``names`` are the players' names by seat (default Player-1, Player-2, ...), one word
    each as ``players.name_problem`` allows.
    """

    def __init__(
        self,
        players: int,
        letters: Sequence[str] | None = None,
        seed: int | None = None,
        names: Sequence[str] | None = None,
    ) -> None:
        if not 1 <= players <= MAX_PLAYERS:
            raise ValueError(f"Exact Hit is for 1 to {MAX_PLAYERS} players, not {players}")
        letters = list(letters) if letters is not None else list(SHEET_LETTERS[:players])
        if len(letters) != players or len(set(letters)) != players:
            raise ValueError("each player needs a different sheet letter")
        names = tuple(names) if names is not None else default_names(players)
        if len(names) != players:
            raise ValueError(f"{players} players need {players} names, not {len(names)}")
        if (problem := names_problem(names)) is not None:
            raise ValueError(problem)
        self.names: tuple[str, ...] = names
        self.marks = [SheetMarks(sheet(letter)) for letter in letters]
        self._rng = random.Random(seed)
        self.thrower = 0
        self.round = 1
        self.dice: Dice | None = None  # None until this round's throw
        self.rethrown = False
        self.kept = False  # the thrower chose to keep this round's dice (no rethrow)
        self.acted: set[int] = set()  # players who wrote or crossed this round
        self.game_over = False
        self._last_row_finished = False  # someone finished row 5 this round
        self.history: list[Event] = []  # every applied action, throws with their dice
        # Free-text (key, value) notes of a transcript's ``meta`` lines; the rules ignore them.
        self.meta: list[tuple[str, str]] = []

    @property
    def players(self) -> int:
        return len(self.marks)

    @property
    def letters(self) -> tuple[str, ...]:
        """The players' sheet letters by seat."""
        return tuple(marks.sheet.letter for marks in self.marks)

    @property
    def rounds(self) -> int:
        """The number of throws so far (a round in progress counts once thrown)."""
        return sum(isinstance(event.action, Throw) for event in self.history)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return self._record() == other._record()

    __hash__ = None  # type: ignore[assignment]  # a game changes: never a dict key

    def _record(self) -> tuple[object, ...]:
        # Everything but the dice generator: two games that took the same path are equal.
        return (
            self.names,
            self.letters,
            self.meta,
            self.history,
            [marks.fields for marks in self.marks],
            (self.round, self.thrower, self.dice, self.rethrown, self.kept, self.acted),
            (self.game_over, self._last_row_finished),
        )

    def totals(self) -> list[int]:
        return [marks.total for marks in self.marks]

    def winners(self) -> list[int]:
        """The players with the highest total (ties share the win)."""
        totals = self.totals()
        return [player for player, total in enumerate(totals) if total == max(totals)]

    # -- asking ---------------------------------------------------------------------------

    def why_illegal(self, player: int, action: Action) -> str | None:
        """Why ``player`` may not do ``action`` now, in plain words; None when it is legal.

        The reason is a translatable Words (knaster_qt/games), English as a str."""
        if not 0 <= player < self.players:
            return _no_player(player)
        if self.game_over:
            return _GAME_OVER
        if isinstance(action, Throw | Rethrow | Keep):
            return self._why_throw_illegal(player, action)
        if self.dice is None:
            return _NOT_THROWN
        if player in self.acted:
            return QT_TRANSLATE_NOOP(
                "ExactHitRules", "you have already written or crossed this round"
            )
        if isinstance(action, Cross):
            return None
        return self._why_write_illegal(player, action)

    def _why_throw_illegal(self, player: int, action: Throw | Rethrow | Keep) -> str | None:
        if player != self.thrower:
            #: {player}: the thrower's seat, counted from 1
            throws = QT_TRANSLATE_NOOP("ExactHitRules", "player {player} throws this round")
            return throws.format(player=self.thrower + 1)
        dice = None if isinstance(action, Keep) else action.dice
        if dice is not None and (problem := _check_dice(dice)):
            return problem
        if isinstance(action, Throw):
            if self.dice is None:
                return None
            return QT_TRANSLATE_NOOP("ExactHitRules", "the dice have already been thrown")
        if self.dice is None:
            return _NOT_THROWN
        if self.rethrown:
            if isinstance(action, Keep):
                return QT_TRANSLATE_NOOP(
                    "ExactHitRules", "the dice have already been thrown again; they stand"
                )
            return QT_TRANSLATE_NOOP("ExactHitRules", "the dice may be thrown again only once")
        if self.kept:
            return QT_TRANSLATE_NOOP("ExactHitRules", "the thrower has already kept the dice")
        if self.acted:
            if isinstance(action, Keep):
                return QT_TRANSLATE_NOOP(
                    "ExactHitRules", "the dice are kept once a player has written or crossed"
                )
            return QT_TRANSLATE_NOOP(
                "ExactHitRules", "nobody may rethrow once a player has written or crossed"
            )
        if isinstance(action, Rethrow) and action.dice is not None:
            for name, old, new in zip(COLOURS, self.dice, action.dice, strict=True):
                if old == 1 and new != 1:
                    #: {colour}: a die's colour, "red"; {colour:die} says "red die" (FORMS in games)
                    stays = QT_TRANSLATE_NOOP("ExactHitRules", "the {colour} die shows 1 and stays")
                    return stays.format(colour=name)
        return None

    def _why_write_illegal(self, player: int, action: Write) -> str | None:
        assert self.dice is not None
        if not action.colours:
            return QT_TRANSLATE_NOOP(
                "ExactHitRules", "choose at least one die to write, or cross a field"
            )
        marks = self.marks[player]
        row = marks.current_row
        assert row is not None  # a player with a full sheet ended the game
        for colour in sorted(action.colours):
            if not 0 <= colour < len(COLOURS):
                no_die = QT_TRANSLATE_NOOP("ExactHitRules", "there is no die {die}")
                return no_die.format(die=colour)
            position = marks.sheet.position_of(row, colour)
            name, value = COLOURS[colour], self.dice[colour]
            if marks.fields[row][position] is not None:
                #: {colour}: a colour ({colour:field}: "red field"); {row}: the sheet's row, 1 to 5
                filled = QT_TRANSLATE_NOOP(
                    "ExactHitRules", "the {colour} field of row {row} is already filled"
                )
                return filled.format(colour=name, row=row + 1)
            number = marks.sheet.numbers[row][position]
            if value > number:
                #: {value}: what the die shows; {number}: the number printed in its field; {colour}:
                #: a colour, "red" ({colour:die}: "red die")
                more = QT_TRANSLATE_NOOP(
                    "ExactHitRules",
                    "the {colour} die shows {value}, more than its field's {number}",
                )
                return more.format(colour=name, value=value, number=number)
        return None

    def legal_actions(self, player: int) -> list[Action]:
        """Every action ``player`` may do now (throws as rolled by the game).

        ``Keep`` is never listed: it changes nothing on a sheet (writing keeps the dice as
        well), so a player choosing among these need not consider it.
        """
        candidates: list[Action] = [Throw(), Rethrow(), Cross()]
        if self.dice is not None:
            fitting = [
                colour
                for colour in range(len(COLOURS))
                if self.why_illegal(player, Write(frozenset({colour}))) is None
            ]
            candidates += [
                Write(frozenset(chosen))
                for size in range(1, len(fitting) + 1)
                for chosen in combinations(fitting, size)
            ]
        return [action for action in candidates if self.why_illegal(player, action) is None]

    # -- acting ---------------------------------------------------------------------------

    def apply(self, player: int, action: Action) -> ActionReport:
        """Do ``action`` for ``player``; raise IllegalActionError (game unchanged) if illegal."""
        problem = self.why_illegal(player, action)
        if problem is not None:
            raise IllegalActionError(problem)
        if isinstance(action, Throw):
            self.dice = _as_dice(action.dice) if action.dice else self._roll(None)
            self.history.append(Event(player, Throw(self.dice)))
            return ActionReport(player, action, dice=self.dice)
        if isinstance(action, Rethrow):
            assert self.dice is not None
            self.dice = _as_dice(action.dice) if action.dice else self._roll(self.dice)
            self.rethrown = True
            self.history.append(Event(player, Rethrow(self.dice)))
            return ActionReport(player, action, dice=self.dice)
        if isinstance(action, Keep):
            self.kept = True
            self.history.append(Event(player, action))
            return ActionReport(player, action)
        self.history.append(Event(player, action))
        return self._mark(player, action)

    def why_no_undo(self, player: int) -> str | None:
        """Why ``player`` cannot take back their write or cross now; None when they can."""
        if not 0 <= player < self.players:
            return _no_player(player)
        if self.game_over:
            return _GAME_OVER
        if player not in self.acted:
            return QT_TRANSLATE_NOOP("ExactHitRules", "you have not written or crossed this round")
        return None

    def undo(self, player: int) -> ActionReport:
        """Take back ``player``'s write or cross of this round (until the round is complete).

        The game becomes what it would be had the action never been done: the history
        replayed without it (its throws hold their dice, so the replay is exact). The
        report names the fields emptied again; IllegalActionError (game unchanged) else.
        """
        problem = self.why_no_undo(player)
        if problem is not None:
            raise IllegalActionError(problem)
        index = max(
            i
            for i, event in enumerate(self.history)
            if event.player == player and isinstance(event.action, Write | Cross)
        )
        taken = self.history[index]
        before = [row.copy() for row in self.marks[player].fields]
        replay = Game(self.players, self.letters, names=self.names)
        for event in self.history[:index] + self.history[index + 1 :]:
            replay.apply(event.player, event.action)
        rng, meta = self._rng, self.meta
        self.__dict__.update(replay.__dict__)
        self._rng, self.meta = rng, meta  # the dice to come and the notes stay this game's
        after = self.marks[player].fields
        emptied = [
            (row, position)
            for row, marks in enumerate(before)
            for position, mark in enumerate(marks)
            if mark is not None and after[row][position] is None
        ]
        crossed = [field for field in emptied if before[field[0]][field[1]] is CROSS]
        return ActionReport(
            player,
            taken.action,
            written=tuple(field for field in emptied if field not in crossed),
            crossed=crossed[0] if crossed else None,
            undone=True,
        )

    def _roll(self, old: Dice | None) -> Dice:
        # On a rethrow (``old`` given) a die showing 1 stays; every other die is thrown.
        values = [
            1 if old is not None and old[die] == 1 else self._rng.randint(1, 6)
            for die in range(len(COLOURS))
        ]
        return (values[0], values[1], values[2], values[3], values[4], values[5])

    def _mark(self, player: int, action: Write | Cross) -> ActionReport:
        assert self.dice is not None
        marks = self.marks[player]
        row = marks.current_row
        assert row is not None
        written: list[tuple[int, int]] = []
        crossed: tuple[int, int] | None = None
        if isinstance(action, Write):
            for colour in sorted(action.colours):
                position = marks.sheet.position_of(row, colour)
                marks.fields[row][position] = self.dice[colour]
                written.append((row, position))
        else:
            position = marks.leftmost_empty(row)
            marks.fields[row][position] = CROSS
            crossed = (row, position)
        finished = marks.row_finished(row)
        if finished and row == ROWS - 1:
            self._last_row_finished = True
        self.acted.add(player)
        round_complete = len(self.acted) == self.players
        if round_complete:
            self._end_round()
        return ActionReport(
            player,
            action,
            written=tuple(written),
            exact_hits=tuple(field for field in written if marks.is_exact_hit(*field)),
            crossed=crossed,
            row_finished=row if finished else None,
            row_score=marks.row_score(row) if finished else None,
            round_complete=round_complete,
            game_over=self.game_over,
        )

    def _end_round(self) -> None:
        if self._last_row_finished:
            self.game_over = True
            return
        self.round += 1
        self.thrower = (self.thrower + 1) % self.players
        self.dice = None
        self.rethrown = False
        self.kept = False
        self.acted = set()
