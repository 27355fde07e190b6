"""Coin Toss on the main window: two buttons to guess with, the tosses painted below.

The whole of what a game must do for the shell (knaster_qt/play_area.py), in small.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF
from PySide6.QtGui import QAction, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from knaster_qt.play_area import Frame, PlayArea, Preferences
from knaster_qt.seats import Setup
from tests.shell.fake_game.core import CoinToss, parse
from tests.shell.fake_game.render import paint_sheet


class TossesView(QWidget):
    """The painter's sheet of the tosses so far."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tosses: list[str] = []
        self.setMinimumHeight(40)

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_sheet(painter, QRectF(4, 4, self.width() - 8, 32), self.tosses)
        painter.end()


class CoinTossPlayArea(PlayArea):
    def __init__(self, frame: Frame, setup: Setup) -> None:
        super().__init__(frame, setup)
        self.setup = setup
        self._widget = QWidget()
        self.turn_label = QLabel("Guess heads or tails.", self._widget)
        self.heads_button = QPushButton("&Heads", self._widget)
        self.tails_button = QPushButton("&Tails", self._widget)
        self.tosses_view = TossesView(self._widget)
        buttons = QHBoxLayout()
        buttons.addWidget(self.heads_button)
        buttons.addWidget(self.tails_button)
        column = QVBoxLayout(self._widget)
        column.addWidget(self.turn_label)
        column.addLayout(buttons)
        column.addWidget(self.tosses_view)
        column.addStretch(1)
        frame.hint.setVisible(False)  # no hints (no dice: the window hides Roll by itself)
        self.heads_button.clicked.connect(lambda: self.guess("heads"))
        self.tails_button.clicked.connect(lambda: self.guess("tails"))
        self.guess_heads = QAction("Guess &Heads", self)  # its own item in the Game menu
        self.guess_heads.triggered.connect(lambda: self.guess("heads"))
        self._game: CoinToss | None = None

    def widget(self) -> QWidget:
        return self._widget

    def game_actions(self) -> list[QAction]:
        return [self.guess_heads]

    @property
    def started(self) -> bool:
        return self._game is not None

    def start(self, game: object | None = None, dice: object | None = None) -> None:
        self.connect_action(self.frame.undo, self.undo)
        self.set_game(game if game is not None else self._new(self.setup))

    def new_game(self, setup: Setup) -> None:
        self.set_game(self._new(setup))

    def set_game(self, game: object) -> None:
        assert isinstance(game, CoinToss)
        self._game = game
        self._show()
        self.replaced.emit()

    def load(self, text: str | bytes, source: str, *, resumed: bool = False) -> None:
        self.set_game(parse(text, source))

    def transcript(self) -> str:
        return self.game.transcript()

    def autosave_text(self) -> str | None:
        return self.transcript()

    @property
    def game(self) -> CoinToss:
        assert self._game is not None
        return self._game

    @property
    def rounds(self) -> int:
        return len(self.game.guesses)

    @property
    def has_moves(self) -> bool:
        return bool(self.game.guesses)

    @property
    def is_over(self) -> bool:
        return self.game.over

    def apply_preferences(self, preferences: Preferences) -> None:
        self.preferences = preferences

    # --- playing ---------------------------------------------------------------------

    def guess(self, side: str) -> None:
        game = self.game
        right = game.guess(side)
        while not game.over and game.players[game.to_play] in game.levels:
            game.guess("heads")  # a lucky computer player always guesses heads
        self.frame.say("Right!" if right else "Wrong.")
        self._show()
        self.modified.emit()
        self.changed.emit()
        if game.over:
            self.finished.emit()

    def undo(self) -> None:
        self.game.undo()
        self._show()
        self.changed.emit()

    def _new(self, setup: Setup) -> CoinToss:
        levels = {seat.name: seat.level for seat in setup.seats if seat.level}
        return CoinToss(setup.names, levels, setup.end_rule or "ten-tosses")

    def _show(self) -> None:
        game = self.game
        playing = not game.over
        self.heads_button.setEnabled(playing)
        self.guess_heads.setEnabled(playing)
        self.tails_button.setEnabled(playing)
        self.frame.undo.setEnabled(bool(game.guesses) and playing)
        totals = ", ".join(f"{n}: {game.total(p)}" for p, n in enumerate(game.players))
        who = f"{game.players[game.to_play]}, guess." if playing else "Game over."
        self.turn_label.setText(f"{who} {totals}")
        self.tosses_view.tosses = game.tosses
        self.tosses_view.update()


class CoinTossReplay(QDialog):
    """Coin Toss's replay window: the tosses of a transcript, as a list."""

    def __init__(self, parent: QWidget | None, ask_open: Callable[[QWidget], str]) -> None:
        super().__init__(parent)
        self.ask_open = ask_open
        self.label = QLabel(self)
        QVBoxLayout(self).addWidget(self.label)

    def set_transcript(self, text: str | bytes, source: str, title: str = "") -> None:
        game = parse(text, source)
        self.label.setText(" ".join(game.tosses))
        self.setWindowTitle(f"Replay of {title or source}")
