"""Fixtures for driving the main window the way a person does: clicks on cells, the Roll button."""

from __future__ import annotations

from collections.abc import Callable, Iterable

import pytest
from PySide6.QtCore import QPoint, Qt

from knaster_qt.games.knaster.core.actions import Action, Bonus, Circle, Write
from knaster_qt.games.knaster.core.game import Game
from knaster_qt.games.knaster.core.setup import GameSetup
from knaster_qt.shell.views.main_window import MainWindow


def dice_for(total: int) -> tuple[int, int]:
    first = min(6, total - 1)
    return first, total - first


class Player:
    """Clicks a main window like a user: cells via SheetView.cell_rect, the Roll button."""

    def __init__(self, qtbot, window: MainWindow) -> None:
        self.qtbot = qtbot
        self.window = window
        self.view = window.play.ui.sheetView

    def roll(self) -> None:
        self.qtbot.mouseClick(self.window.play.ui.dicePanel.roll_button, Qt.MouseButton.LeftButton)

    def point_of_cell(self, cell: int) -> QPoint:
        return self.view.cell_rect(cell).center().toPoint()

    def click_cell(self, cell: int) -> None:
        self.qtbot.mouseClick(self.view, Qt.MouseButton.LeftButton, pos=self.point_of_cell(cell))

    def click_white_field(self, line: int) -> None:
        point = self.view.white_field_rect(line).center().toPoint()
        self.qtbot.mouseClick(self.view, Qt.MouseButton.LeftButton, pos=point)

    def hover(self, point: QPoint) -> None:
        self.qtbot.mouseMove(self.view, point)

    def answer_bonus_prompts(self) -> None:
        """Circle bonus as a user: choose a line by its white field, click its first free cells."""
        controller = self.window.play.controller
        game = controller.game
        while game.pending_bonus(controller.player):
            if controller.bonus_line is None:
                first_line = game.pending_bonus(controller.player)[0][0]
                self.click_white_field(first_line)
                assert controller.bonus_line == first_line
            self.click_cell(min(controller.bonus_cells()))

    def play(self, action: Action) -> None:
        """Make ``action`` for the player whose turn it is, with clicks on the sheet only."""
        controller = self.window.play.controller
        if isinstance(action, Write | Circle):
            self.click_cell(action.cell)
            return
        assert isinstance(action, Bonus), f"a person never has to click {action}"
        if controller.bonus_line != action.line:
            self.click_white_field(action.line)
            assert controller.bonus_line == action.line
        for cell in action.cells:
            self.click_cell(cell)

    def status(self) -> str:
        return self.window.statusBar().currentMessage()


@pytest.fixture
def make_table(qtbot) -> Callable[..., tuple[MainWindow, Player]]:
    """A shown main window on a new game of ``setup`` (seeded dice unless real dice)."""

    def make(setup: GameSetup, seed: int = 1, size: tuple[int, int] = (1180, 760)):
        window = MainWindow(setup.make_game(seed=seed))
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        return window, Player(qtbot, window)

    return make


@pytest.fixture
def make_window(qtbot) -> Callable[..., tuple[MainWindow, Player]]:
    """A shown main window on a new solo game whose dice show the given sums in order."""

    def make(totals: Iterable[int] = (), layout: str = "A") -> tuple[MainWindow, Player]:
        sums = iter(list(totals))
        window = MainWindow(
            Game(["Player"], layout=layout), dice_source=lambda: dice_for(next(sums))
        )
        qtbot.addWidget(window)
        window.resize(1180, 760)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()  # shortcuts (R, Ctrl+Z) reach only the active window
        qtbot.waitUntil(window.isActiveWindow)
        return window, Player(qtbot, window)

    return make
