"""The controller of a Coin Toss game on screen: the only way the widgets act on the game.

Every game's controller has this shape (knaster_qt/change.py, knaster_qt/play_area.py's
GameController): a widget asks it to act (``guess``, ``undo``), the rules core decides, and
the controller reports what the whole gesture changed once, as a typed Change, through
``changed``; ``finished`` follows the change that ended the game, ``replaced`` says another
game is in place and ``message`` gives a sentence for the status bar. The models and the
presenter follow these signals; nothing reads the game behind their backs.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from knaster_qt.change import Change, ChangeRecorder, Initiator, Part
from tests.shell.fake_game.core import CoinToss

# What a toss changes on screen: the sheet (one more coin), the score and whose turn it is.
_TOSSED = Part.SHEET | Part.SCORE | Part.TURN
LUCKY_SIDE = "heads"  # a lucky computer player always guesses heads


class CoinTossController(QObject):
    """A game of Coin Toss as the window plays it."""

    changed = Signal(Change)  # what one gesture changed, once per gesture
    finished = Signal()  # the game has just ended
    replaced = Signal()  # another game is in place (new, opened, resumed)
    message = Signal(str)  # a sentence for the status bar

    def __init__(self, game: CoinToss, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # The recorder gathers the steps of a gesture and emits one Change when it ends.
        self._changes = ChangeRecorder(self.changed.emit)
        self._game = game

    # --- what the play area asks every controller (GameController) ------------------------

    @property
    def game(self) -> CoinToss:
        return self._game

    @property
    def rounds(self) -> int:
        return len(self._game.guesses)

    @property
    def has_moves(self) -> bool:
        return bool(self._game.guesses)

    @property
    def is_over(self) -> bool:
        return self._game.over

    # --- gestures ----------------------------------------------------------------------------

    def set_game(self, game: CoinToss) -> None:
        """Another game in place: the views show it whole (``replaced``), not as a change."""
        self._game = game
        self.replaced.emit()

    def guess(self, side: str) -> None:
        """The person's guess, then the computer players' until a person is to play again.

        Each is its own gesture (the person's, then the computer's), so each view learns who
        made each change; all are reported before ``finished``."""
        game = self._game
        with self._changes.gesture(Initiator.PERSON, game.to_play):
            right = game.guess(side)
            self._changes.note(_TOSSED, recorded=True)
            self.message.emit("Right!" if right else "Wrong.")
            while not game.over and game.players[game.to_play] in game.levels:
                with self._changes.gesture(Initiator.COMPUTER, game.to_play):
                    game.guess(LUCKY_SIDE)
                    self._changes.note(_TOSSED, recorded=True)
            if game.over:
                self._changes.note(Part.END)
                self._changes.after(self.finished.emit)  # after the change that ended it

    def undo(self) -> None:
        with self._changes.gesture(Initiator.UNDO):
            self._game.undo()
            self._changes.note(_TOSSED, recorded=True)
