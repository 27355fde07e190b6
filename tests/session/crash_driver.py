"""Plays Knaster in the real main window like a person, for the kill-and-resume test.

    python tests/session/crash_driver.py --seed 3 [--delay 8] [--steps 400]

Offscreen, with the data folder from KNASTER_QT_DATA_DIR. It starts like the app
(``persistence.startup()``), answers the resume question with the Resume button,
then clicks on a timer: Roll, a cell, a line's white field and its bonus circles,
sometimes Ctrl+Z. Whenever the game changed it prints one line

    STEP <bonus due: 0/1> <transcript with '|' for line breaks>

(its slots run after the autosave's, which is written
inside the same signal). A bonus circle picked but not yet applied prints ``PICK``.
The resumed game is printed as ``RESUMED <banner shown: 0/1> <due: 0/1> <transcript>``.
Computer players (``meta bot``) move by themselves, as in the app.
"""

from __future__ import annotations

import argparse
import os
import random
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("KNASTER_QT_NO_ANIMATION", "1")

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from knaster_qt.core.game import Game
from knaster_qt.core.transcript import write_transcript
from knaster_qt.views.main_window import MainWindow

LEFT = Qt.MouseButton.LeftButton


def say(*words: object) -> None:
    print(*words, flush=True)


def flat(game: Game) -> str:
    return write_transcript(game).rstrip("\n").replace("\n", "|")


class Driver:
    def __init__(self, window: MainWindow, rng: random.Random) -> None:
        self.window = window
        self.controller = window.controller
        self.view = window.sheetView
        self.rng = rng
        self.shown = flat(self.controller.game)

    def click_cell(self, cell: int) -> None:
        QTest.mouseClick(self.view, LEFT, pos=self.view.cell_rect(cell).center().toPoint())

    def click_white_field(self, line: int) -> None:
        QTest.mouseClick(self.view, LEFT, pos=self.view.white_field_rect(line).center().toPoint())

    def show_state(self, *_args: object) -> None:
        """Print the game whenever it changed (connected after the autosave: it runs after it)."""
        now = flat(self.controller.game)
        if now != self.shown:
            self.shown = now
            due = int(bool(self.controller.game.pending_bonus(self.controller.player)))
            say("STEP", due, now)

    def step(self) -> None:
        """One gesture of the person at the screen; computer players move by themselves."""
        controller = self.controller
        game = controller.game
        me = controller.player
        to_act = game.players_to_act()
        if game.game_over:
            result = self.window.result_dialog
            if result is not None and result.isVisible():
                result.reject()  # the window-modal result would block every click
            self.window.start_game(
                Game(list(game.players), layout=game.layout.id, end_rule=game.end_rule)
            )
            self.window.controller.game.meta = list(game.meta)
        elif me in to_act and game.pending_bonus(me):
            if controller.bonus_line is None:
                self.click_white_field(game.pending_bonus(me)[0][0])
            elif controller.bonus_cells():
                self.click_cell(self.rng.choice(sorted(controller.bonus_cells())))
                if controller.bonus_picked:
                    say("PICK")
            else:
                say("STUCK a bonus is due and no cell can be picked")
        elif me in to_act and controller.target_cells():
            targets = sorted(controller.target_cells())
            # Mostly fill the sheet in order: full lines (and bonus circles) come often.
            cell = targets[0] if self.rng.random() < 0.7 else self.rng.choice(targets)
            self.click_cell(cell)
        elif to_act:
            return  # a computer player is thinking
        elif controller.can_undo() and self.rng.random() < 0.1:
            QTest.keyClick(self.window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        elif controller.can_roll():
            QTest.mouseClick(self.window.dicePanel.roll_button, LEFT)


def answer_resume(window: MainWindow) -> None:
    box = window.persistence.resume_box
    if box is None:
        say("NEW")
        return
    found = (window.persistence.keeper.found or b"").decode()  # what the question is about
    resume = next(
        button
        for button in box.buttons()
        if box.buttonRole(button) == QMessageBox.ButtonRole.AcceptRole
    )
    QTest.mouseClick(resume, LEFT)
    controller = window.controller
    banner = int(bool(window.bannerLabel.text()) and not window.bannerLabel.isHidden())
    due = int(bool(controller.game.pending_bonus(controller.player)))
    # The game on screen may already have gone on (a forced pass, a computer's move).
    say("RESUMED", banner, due, found.rstrip("\n").replace("\n", "|"))


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--delay", type=int, default=8, help="milliseconds between gestures")
    parser.add_argument("--steps", type=int, default=400, help="quit after this many gestures")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    app = QApplication([sys.argv[0]])
    app.setApplicationName("Knaster Qt")
    totals = (6, 7, 7, 8, 8)  # few different numbers: lines complete with combinations

    def dice() -> tuple[int, int]:
        total = rng.choice(totals)
        return 6 if total > 7 else total - 1, total - (6 if total > 7 else total - 1)

    window = MainWindow(dice_source=dice)
    window.show()
    window.activateWindow()
    window.persistence.startup()
    driver = Driver(window, rng)
    for signal in (
        window.controller.actionApplied,
        window.controller.rolled,
        window.controller.gameReplaced,
    ):
        signal.connect(driver.show_state)
    answer_resume(window)
    say("READY")
    left = [args.steps]

    def tick() -> None:
        left[0] -= 1
        if left[0] <= 0:
            app.quit()
            return
        driver.step()

    timer = QTimer()
    timer.setInterval(args.delay)
    timer.timeout.connect(tick)
    timer.start()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
