"""Coin Toss on the main window: two buttons to guess with, the banner, the coins below.

A GamePlayArea (knaster_qt/play_area.py) does what every game's area does the same way:
the game, its rounds, has moves, is over, and the controller's signals wired to the shell's
(modified, autosave, finished). What is left here is the game's own: building the widgets,
making the controller, and the three ways it shows things (``show_change``, ``show_game``,
``show_result``). The coins redraw themselves from their model; the banner comes from the
presenter; this class only enables what the person may do now.
"""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from knaster_qt.change import Change
from knaster_qt.play_area import Frame, GamePlayArea, Preferences
from knaster_qt.seats import Setup
from tests.shell.fake_game.core import CoinToss, parse
from tests.shell.fake_game.models.controller import CoinTossController
from tests.shell.fake_game.models.presenter import CoinTossPresenter
from tests.shell.fake_game.models.tosses_model import TossesModel
from tests.shell.fake_game.views.tosses_view import TossesView


def new_game(setup: Setup) -> CoinToss:
    levels = {seat.name: seat.level for seat in setup.seats if seat.level}
    return CoinToss(setup.names, levels, setup.end_rule or "ten-tosses")


class CoinTossPlayArea(GamePlayArea):
    controller: CoinTossController

    def __init__(self, frame: Frame, setup: Setup) -> None:
        """The widgets only: the shell shows them before ``start`` makes the controller."""
        super().__init__(frame, setup)
        self.setup = setup
        self._widget = QWidget()
        self.turn_label = QLabel("Guess heads or tails.", self._widget)
        self.heads_button = QPushButton("&Heads", self._widget)
        self.tails_button = QPushButton("&Tails", self._widget)
        buttons = QHBoxLayout()
        buttons.addWidget(self.heads_button)
        buttons.addWidget(self.tails_button)
        self._column = QVBoxLayout(self._widget)
        self._column.addWidget(self.turn_label)
        self._column.addLayout(buttons)
        frame.hint.setVisible(False)  # no hints (no dice: the window hides Roll by itself)
        self.guess_heads = QAction("Guess &Heads", self)  # its own item in the Game menu

    def game_actions(self) -> list[QAction]:
        return [self.guess_heads]

    def start(self, game: object | None = None, dice: object | None = None) -> None:
        """Make the controller, its model and presenter, and the view on the model."""
        first = game if isinstance(game, CoinToss) else new_game(self.setup)
        self.controller = CoinTossController(first, self)
        self.tosses = TossesModel(self.controller, self)
        self.presenter = CoinTossPresenter(self.controller, self)
        self.tosses_view = TossesView(self.tosses, self._widget)
        self._column.addWidget(self.tosses_view)
        self._column.addStretch(1)
        self.presenter.bannerText.connect(self.turn_label.setText)
        # Widgets ask the controller; they never change the game themselves.
        self.heads_button.clicked.connect(lambda: self.controller.guess("heads"))
        self.tails_button.clicked.connect(lambda: self.controller.guess("tails"))
        self.guess_heads.triggered.connect(lambda: self.controller.guess("heads"))
        self.connect_action(self.frame.undo, self.controller.undo)
        self.wire(self.controller)  # the shared signals, to the shell (GamePlayArea)
        self.controller.set_game(first)  # shown whole, as any game put in place

    def new_game(self, setup: Setup) -> None:
        self.controller.set_game(new_game(setup))

    def set_game(self, game: object) -> None:
        assert isinstance(game, CoinToss)
        self.controller.set_game(game)

    def load(self, text: str | bytes, source: str, *, resumed: bool = False) -> None:
        self.controller.set_game(parse(text, source))  # parse first: a bad file changes nothing

    def transcript(self) -> str:
        return self.controller.game.transcript()

    def autosave_text(self) -> str | None:
        return self.transcript()

    @property
    def game(self) -> CoinToss:  # the game's own type, for the tests
        return self.controller.game

    def apply_preferences(self, preferences: Preferences) -> None:
        self.preferences = preferences  # Coin Toss has no hints or animation to follow

    # --- what Coin Toss shows in its own way (GamePlayArea calls them) ----------------------

    def show_change(self, change: Change) -> None:
        self._enable()  # the coins and the banner follow their model and presenter

    def show_game(self) -> None:
        self._enable()

    def show_result(self) -> None:
        """The banner already says "Game over."; a real game might open a result dialog."""

    def _enable(self) -> None:
        game = self.controller.game
        playing = not game.over
        for control in (self.heads_button, self.tails_button, self.guess_heads):
            control.setEnabled(playing)
        self.frame.undo.setEnabled(bool(game.guesses) and playing)
