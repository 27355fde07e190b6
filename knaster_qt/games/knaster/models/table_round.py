"""Who sits at the table: the computer players, the one about to move, and what everyone must know.

The rules of turns (who acts, who rolls, whose step an undo takes back) live in
the core (core/turns.py); this keeps what the Qt side adds to them: which seats
are computer players and their bots, the computer player whose move is on its
way (shown while it pauses), the player an undo gave the turn back to, and the
notice about the end of the game. The controller drives the round and changes
these; each change is announced by this object's own signals.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from knaster_qt.animation import animation_allowed
from knaster_qt.games.knaster.core import turns
from knaster_qt.games.knaster.core.actions import Action
from knaster_qt.games.knaster.core.game import EndRule, Game
from knaster_qt.games.knaster.core.setup import GameSetup
from knaster_qt.games.knaster.core.sheet import FULL_GRID
from knaster_qt.texts import capitalized

if TYPE_CHECKING:
    from knaster_qt.games.knaster.core.bots import Bot


class TableRound(QObject):
    """The table of the controller's game; ``thinking`` is the computer player about to move."""

    thinkingChanged = Signal(int)  # the computer player about to move, -1 when none
    noticeChanged = Signal(str)  # what everyone must know: the last round, the end; "" = none

    def __init__(self, game: Game, setup: GameSetup, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.setup = setup
        self._bots: dict[int, Bot] = {}
        self._preferred: int | None = None
        self.thinking: int | None = None
        self.notice = ""
        self.animated = animation_allowed()  # computer players pause before each move
        # Seats played on another computer (a network game): this screen never plays them,
        # computer or person; their moves come in the host's record. Kept across reset().
        self.remote: frozenset[int] = frozenset()

    # --- who is who ---------------------------------------------------------------

    def reset(self, game: Game, setup: GameSetup) -> None:
        """A new or opened game: computer players from its setup, no move waiting."""
        self.game, self.setup = game, setup
        self.set_thinking(None)
        self._preferred = None
        seats = setup.seats
        self._bots = {}
        if any(seat.level is not None for seat in seats):
            # Imported here: a game of people only (the start-up's) never needs the bots.
            from knaster_qt.games.knaster.core.bots import make_bot

            # Seeded by seat: the same game plays the same way (tests, bug reports).
            self._bots = {
                index: make_bot(seat.level, seed=index)
                for index, seat in enumerate(seats)
                if seat.level is not None
            }
        self.refresh_notice()

    def is_computer(self, player: int) -> bool:
        return player in self._bots and player not in self.remote

    def is_remote(self, player: int) -> bool:
        return player in self.remote

    def waiting_for_remote(self) -> list[int]:
        """The seats on other computers still to act on this roll (this screen waits)."""
        return [player for player in self.game.players_to_act() if player in self.remote]

    def level(self, player: int) -> str | None:
        return self.setup.seats[player].level

    def computer_move(self, player: int) -> Action:
        """The action computer player ``player`` chooses now."""
        return self._bots[player].choose(self.game, player)

    @property
    def busy(self) -> bool:
        """A computer player's move is on its way."""
        return self.thinking is not None

    def first_person(self) -> int:
        """The sheet shown when nothing is to play: the first person at the table (or player 0)."""
        people = [p for p in range(len(self.game.players)) if not self.is_computer(p)]
        return people[0] if people else 0

    # --- the turns, as the core has them --------------------------------------------

    @property
    def roller(self) -> int:
        """Who rolled the current round (the first player before the first roll)."""
        return turns.roller(self.game)

    @property
    def next_roller(self) -> int:
        return turns.next_roller(self.game)

    def roller_name(self) -> str:
        return self.game.players[self.roller]

    def roller_name_next(self) -> str:
        return self.game.players[self.next_roller]

    def order(self) -> list[int]:
        """This round's seating order, starting with the roller."""
        return turns.seating_order(self.game)

    def next_to_act(self) -> int | None:
        """Who acts now at this screen; None when no one here may (seats on other computers
        act at the same time as this screen's, so they never hold up its people)."""
        player = turns.next_to_act(self.game, self._preferred)
        if player is None or not self.remote:
            return player  # one screen: the seating order, as at a table
        if player not in self.remote and self.game.pending_bonus(player):
            return player  # a write's bonus circles come first
        waiting = self.game.players_to_act()
        here = [p for p in turns.seating_order(self.game) if p in waiting and p not in self.remote]
        # A network game: this screen's computer players play at once, not after its people;
        # the players on other computers write at the same time and would wait for them.
        computers = [p for p in here if self.is_computer(p)]
        first = computers or here
        return first[0] if first else None

    def prefer(self, player: int) -> None:
        """``player`` plays next (an undo gave them their turn back), until the next roll."""
        self._preferred = player

    def new_roll(self) -> None:
        """A roll starts the round: the seating order from the roller decides again."""
        self._preferred = None

    def undo_target(self, player: int) -> int | None:
        """Whose step an undo by ``player`` takes back; nobody else's while a computer moves."""
        target = turns.undo_target(self.game, player, self._bots)
        return target if target == player or not self.busy else None

    def waiting_text(self, player: int) -> str:
        """Why ``player`` (at the screen) cannot act now ('Bob is playing…'), or ''."""
        names = self.game.players
        if self.thinking is not None:
            #: A computer player is about to move
            return QCoreApplication.translate("KnasterStatus", "{player} is playing…").format(
                player=names[self.thinking]
            )
        next_player = self.next_to_act()
        away = self.waiting_for_remote()
        if next_player is None and away:
            return waiting_for_text([names[p] for p in away])
        if next_player is None or next_player == player:
            return ""
        if player in self.game.players_to_act():
            return QCoreApplication.translate(
                "KnasterStatus", "It is {player}'s turn; {later} plays later"
            ).format(player=names[next_player], later=names[player])
        return QCoreApplication.translate(
            "KnasterStatus", "{player} has played this roll; waiting for {next}"
        ).format(player=names[player], next=names[next_player])

    # --- what the table shows -------------------------------------------------------

    def set_thinking(self, player: int | None) -> bool:
        """``player`` is the computer player about to move (None: none); True if that changed."""
        if player == self.thinking:
            return False
        self.thinking = player
        self.thinkingChanged.emit(-1 if player is None else player)
        return True

    def refresh_notice(self) -> None:
        """Say the end of the game as it stands now (the game may just have ended)."""
        text = end_notice(self.game)
        if text != self.notice:
            self.notice = text
            self.noticeChanged.emit(text)


def waiting_for_text(names: list[str]) -> str:
    """'Waiting for Bob' (players on other computers who are still thinking)."""
    #: {players}: the names of players on other computers, joined by commas
    return QCoreApplication.translate("KnasterStatus", "Waiting for {players}").format(
        players=", ".join(names)
    )


def end_notice(game: Game) -> str:
    """The rules' end in plain words, once a grid is full ("" before)."""
    full = [
        name
        for name, sheet in zip(game.players, game.sheets, strict=True)
        if sheet.filled == FULL_GRID
    ]
    if not full:
        return ""
    if len(full) == 1:
        whose = QCoreApplication.translate("KnasterStatus", "{player}'s grid is full").format(
            player=full[0]
        )
    elif len(full) == 2:
        whose = QCoreApplication.translate(
            "KnasterStatus", "{first}'s and {second}'s grids are full"
        ).format(first=full[0], second=full[1])
    else:
        whose = QCoreApplication.translate("KnasterStatus", "Several grids are full")
    if game.game_over:
        if game.end_rule is EndRule.QUICK_END:
            #: {whose}: "Ann's grid is full"
            text = QCoreApplication.translate("KnasterStatus", "{whose}: the game ends now.")
        else:
            text = QCoreApplication.translate("KnasterStatus", "{whose}: the game is over.")
    elif game.final_round_announced:
        text = QCoreApplication.translate(
            "KnasterStatus", "{whose}: exactly one more roll follows, then the game ends."
        )
    elif game.is_final_round:
        text = QCoreApplication.translate(
            "KnasterStatus",
            "Last round: {whose}; the game ends when everyone has played this roll.",
        )
    else:
        return ""
    return capitalized(text.format(whose=whose))
