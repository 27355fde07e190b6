"""Whose turn it is at the table: people one after another, computer players by themselves.

After a roll every player acts once, in seating order starting with the roller.
A computer player's move is made after a short pause (so that it can be seen on
its small sheet) unless animation is off; a person's turn makes the controller
play that person's sheet. The roller moves on each round.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from knaster_qt.animation import animation_allowed
from knaster_qt.core.actions import PASS, Action, Bonus
from knaster_qt.core.game import ActionEvent, EndRule, RollEvent
from knaster_qt.core.sheet import FULL_GRID

if TYPE_CHECKING:
    from knaster_qt.core.bots import Bot
    from knaster_qt.models.knaster_controller import KnasterController

# Long enough for the dice to settle and to see which small sheet plays; short enough not to bore.
BOT_PAUSE_MS = 650


class TableRound(QObject):
    """Drives the round for the controller's game; ``thinking`` is the computer player about to move."""

    thinkingChanged = Signal(int)  # the computer player about to move, -1 when none
    computerMoved = Signal(int, object)  # player, the core's ActionReport
    roundFinished = Signal()
    noticeChanged = Signal(str)  # what everyone must know: the last round, the end; "" = none

    def __init__(self, controller: KnasterController) -> None:
        super().__init__(controller)
        self._controller = controller
        self._bots: dict[int, Bot] = {}
        self._preferred: int | None = None
        self.thinking: int | None = None
        self.notice = ""
        self.animated = animation_allowed()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._computer_turn)

    # --- who is who ---------------------------------------------------------------

    def reset(self) -> None:
        """A new or opened game: computer players from its setup, no move waiting."""
        self._timer.stop()
        self.thinking = None
        self._preferred = None
        seats = self._controller.setup.seats
        self._bots = {}
        if any(seat.level is not None for seat in seats):
            # Imported here: a game of people only (the start-up's) never needs the bots.
            from knaster_qt.core.bots import make_bot

            # Seeded by seat: the same game plays the same way (tests, bug reports).
            self._bots = {
                index: make_bot(seat.level, seed=index)
                for index, seat in enumerate(seats)
                if seat.level is not None
            }
        self._set_notice(self._end_notice())

    def is_computer(self, player: int) -> bool:
        return player in self._bots

    def level(self, player: int) -> str | None:
        return self._controller.setup.seats[player].level

    @property
    def busy(self) -> bool:
        """A computer player's move is on its way."""
        return self.thinking is not None

    def first_person(self) -> int:
        """The sheet shown when nothing is to play: the first person at the table (or player 0)."""
        game = self._controller.game
        people = [p for p in range(len(game.players)) if not self.is_computer(p)]
        return people[0] if people else 0

    @property
    def roller(self) -> int:
        """Who rolled the current round (the first player before the first roll)."""
        game = self._controller.game
        return (game.rounds - 1) % len(game.players) if game.rounds else 0

    @property
    def next_roller(self) -> int:
        game = self._controller.game
        return game.rounds % len(game.players)

    def roller_name(self) -> str:
        return self._controller.game.players[self.roller]

    def order(self) -> list[int]:
        """This round's seating order, starting with the roller."""
        count = len(self._controller.game.players)
        return [(self.roller + step) % count for step in range(count)]

    def next_to_act(self) -> int | None:
        game = self._controller.game
        waiting = game.players_to_act()
        if not waiting:
            return None
        owing = [player for player in waiting if game.sheets[player].pending]
        if owing:  # bonus circles come before anything anyone else does
            return owing[0]
        if self._preferred in waiting:
            return self._preferred
        return next(player for player in self.order() if player in waiting)

    def waiting_text(self) -> str:
        """Why the person at the screen cannot act now ('Bob is playing…'), or ''."""
        game = self._controller.game
        if self.thinking is not None:
            return f"{game.players[self.thinking]} is playing…"
        player = self._controller.player
        next_player = self.next_to_act()
        if next_player is None or next_player == player:
            return ""
        if player in game.players_to_act():
            return f"It is {game.players[next_player]}'s turn; {game.players[player]} plays later"
        return (
            f"{game.players[player]} has played this roll; waiting for {game.players[next_player]}"
        )

    def prefer(self, player: int) -> None:
        """``player`` plays next (an undo gave them their turn back), until the next roll."""
        self._preferred = player

    def new_roll(self) -> None:
        """A roll starts the round: the seating order from the roller decides again."""
        self._preferred = None

    # --- undo --------------------------------------------------------------------------

    def undo_target(self) -> int | None:
        """Whose action an undo takes back: the player's own, else the last person who acted."""
        game = self._controller.game
        player = self._controller.player
        if self._undoable(player):
            return player
        if game.pending_bonus(player) or self.busy:
            return None
        for event in reversed(game.history):
            if isinstance(event, RollEvent):
                return None
            if self._undoable(event.player):
                return event.player
        return None

    def _undoable(self, player: int) -> bool:
        """A person's last action of this roll can be taken back, unless it was a forced pass."""
        game = self._controller.game
        if self.is_computer(player) or not game.can_undo(player):
            return False
        for event in reversed(game.history):
            if isinstance(event, RollEvent):
                return False
            if event.player == player:
                return event.action != PASS
        return False

    def last_action(self, player: int) -> Action | None:
        """``player``'s latest action since the roll, or None."""
        for event in reversed(self._controller.game.history):
            if isinstance(event, RollEvent):
                return None
            if event.player == player:
                return event.action
        return None

    def others_acted_since(self, player: int) -> bool:
        """Someone else has acted after ``player``'s latest action of this roll."""
        history = self._controller.game.history
        last = history[-1] if history else None
        return isinstance(last, ActionEvent) and last.player != player

    def automatic_actions(self, player: int) -> list[bool]:
        """Which of ``player``'s actions since the roll were made for them (empty bonuses)."""
        marks: list[bool] = []
        for event in self._controller.game.history:
            if isinstance(event, RollEvent):
                marks = []
            elif event.player == player:
                marks.append(isinstance(event.action, Bonus) and not event.action.cells)
        return marks

    # --- the round ----------------------------------------------------------------------

    def advance(self) -> None:
        """Hand the turn on: computer players move, a person's turn stops here."""
        controller = self._controller
        self.refresh_notice()
        while not self._timer.isActive():
            game = controller.game
            if game.game_over:
                self._finish_round()
                return
            player = self.next_to_act()
            if player is None:
                self._finish_round()
                return
            if self.is_computer(player):
                if self.animated:
                    self._set_thinking(player)
                    self._timer.start(BOT_PAUSE_MS)
                    return
                self._play_computer(player)
                continue
            controller.set_player(player)
            if controller.settle_empty_bonuses():
                continue  # an opened game stopped just before an automatic empty bonus
            if game.legal_actions(player) == [PASS]:
                controller.forced_pass()
                continue
            controller.announce_turn()
            controller.stateChanged.emit()
            return

    def _computer_turn(self) -> None:
        player = self.thinking
        self._set_thinking(None)
        if player is not None and player in self._controller.game.players_to_act():
            self._play_computer(player)
        self.advance()

    def _play_computer(self, player: int) -> None:
        controller = self._controller
        game = controller.game
        bot = self._bots[player]
        while player in game.players_to_act():
            report = controller.apply_for(player, bot.choose(game, player))
            self.computerMoved.emit(player, report)

    def _finish_round(self) -> None:
        self._set_thinking(None)
        controller = self._controller
        self._set_notice(self._end_notice())
        if not controller.game.game_over:
            game = controller.game
            nxt = game.players[self.next_roller]
            who = f" {nxt} rolls next." if len(game.players) > 1 else ""
            if self.notice:
                controller.say(f"{self.notice}{who}")
            elif game.rounds and controller.several_players:
                controller.say(f"Everyone has played the {game.current_roll}.{who}")
        controller.stateChanged.emit()
        self.roundFinished.emit()

    def _end_notice(self) -> str:
        """The rules' end in plain words, once a grid is full."""
        game = self._controller.game
        full = [
            name
            for name, sheet in zip(game.players, game.sheets, strict=True)
            if sheet.filled == FULL_GRID
        ]
        if not full:
            return ""
        if len(full) == 1:
            whose = f"{full[0]}'s grid is full"
        elif len(full) == 2:
            whose = f"{full[0]}'s and {full[1]}'s grids are full"
        else:
            whose = "Several grids are full"
        if game.game_over:
            quick = game.end_rule is EndRule.QUICK_END
            return f"{whose}: {'the game ends now' if quick else 'the game is over'}."
        if game.final_round_announced:
            return f"{whose}: exactly one more roll follows, then the game ends."
        if game.is_final_round:
            return f"Last round: {whose}; the game ends when everyone has played this roll."
        return ""

    def refresh_notice(self) -> None:
        """Say the end of the game as it stands now (the game may just have ended)."""
        self._set_notice(self._end_notice())

    def _set_thinking(self, player: int | None) -> None:
        if player != self.thinking:
            self.thinking = player
            self.thinkingChanged.emit(-1 if player is None else player)
            self._controller.stateChanged.emit()

    def _set_notice(self, text: str) -> None:
        if text != self.notice:
            self.notice = text
            self.noticeChanged.emit(text)
