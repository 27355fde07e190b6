"""Plays Knaster in the real main window like a person, for the kill-and-resume test.

    python tests/shell/session/crash_driver.py --seed 3 [--delay 8] [--steps 400]

Offscreen, with the data folder from KNASTER_QT_DATA_DIR. It starts like the app
(``persistence.startup()``), answers the resume question with the Resume button,
then clicks on a timer: Roll, a cell, a line's white field and its bonus circles,
sometimes Ctrl+Z; before each gesture it prints ``GO <roll|click|line|pick|undo|new>``
(a state printed later is that gesture's), after a roll whose dice tumble ``ANIM``,
``SAVE`` and ``SAVED`` around each write of the autosave. Whenever the game changed it prints one line

    STEP <bonus due: 0/1> <autosave text with '|' for line breaks>

(its slots run after the autosave's, which is written inside the same signal; the
text is the keeper's: the transcript, and a ``# knaster-qt picked`` note while bonus
circles are picked but not yet given). A bonus circle picked but not yet applied
prints ``PICK`` after its STEP. The resumed game is printed as
``RESUMED <banner shown: 0/1> <due: 0/1> <picks on screen> <autosave found>``, the
picks as ``r2:a2,c2`` (``-`` for none).
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

from knaster_qt.games.knaster.core.game import Game
from knaster_qt.games.knaster.core.notation import CELL_NAMES, LINE_NAMES
from knaster_qt.shell.views.main_window import MainWindow

LEFT = Qt.MouseButton.LeftButton


def say(*words: object) -> None:
    print(*words, flush=True)


def flat(text: str) -> str:
    return text.rstrip("\n").replace("\n", "|")


def picks_shown(window: MainWindow) -> str:
    """The bonus circles picked on screen, e.g. ``r2:a2,c2`` (``-`` for none)."""
    picks = window.play.controller.picks_in_progress()
    if picks is None:
        return "-"
    line, cells = picks
    return f"{LINE_NAMES[line]}:{','.join(CELL_NAMES[cell] for cell in cells)}"


class Driver:
    def __init__(self, window: MainWindow, rng: random.Random) -> None:
        self.window = window
        self.controller = window.play.controller
        self.view = window.play.ui.sheetView
        self.rng = rng
        self.keeper = window.persistence.keeper
        self.stop_after_pick = False
        self.stopped = False
        # SAVE and SAVED around each real autosave write: a kill between them is mid-save.
        real_save = self.keeper.autosave.save

        def save(transcript: str) -> None:
            say("SAVE")
            real_save(transcript)
            say("SAVED")

        self.keeper.autosave.save = save  # type: ignore[method-assign]
        self.shown = flat(self.keeper.autosave_text())

    def click_cell(self, cell: int) -> None:
        QTest.mouseClick(self.view, LEFT, pos=self.view.cell_rect(cell).center().toPoint())

    def click_white_field(self, line: int) -> None:
        QTest.mouseClick(self.view, LEFT, pos=self.view.white_field_rect(line).center().toPoint())

    def show_state(self, *_args: object) -> None:
        """Print the game whenever it changed (connected after the autosave: it runs after it)."""
        game = self.controller.game
        if any(
            game.bonus_required(player, line) == 0
            for player, sheet in enumerate(game.sheets)
            for line, _due in sheet.pending
        ):  # an empty bonus follows within the same click: never on screen, never saved
            return
        now = flat(self.keeper.autosave_text())
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
            say("GO new")
            result = self.window.play.result_dialog
            if result is not None and result.isVisible():
                result.reject()  # the window-modal result would block every click
            self.window.start_game(
                Game(list(game.players), layout=game.layout.id, end_rule=game.end_rule)
            )
            # The same computer players; the new game notes its own start (meta date, time).
            self.window.play.controller.game.meta = [
                (key, value) for key, value in game.meta if key not in ("date", "time")
            ]
        elif me in to_act and game.pending_bonus(me):
            if controller.bonus_picked and self.rng.random() < 0.1:
                say("GO undo")  # take back the last circle picked
                QTest.keyClick(self.window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
            elif controller.bonus_line is None:
                say("GO line")
                self.click_white_field(game.pending_bonus(me)[0][0])
            elif controller.bonus_cells():
                say("GO pick")
                self.click_cell(self.rng.choice(sorted(controller.bonus_cells())))
                if controller.bonus_picked:
                    say("PICK")
                    if self.stop_after_pick:
                        self.stopped = True  # wait for the kill with one circle picked
            else:
                say("STUCK a bonus is due and no cell can be picked")
        elif me in to_act and controller.target_cells():
            targets = sorted(controller.target_cells())
            # Mostly fill the sheet in order: full lines (and bonus circles) come often.
            cell = targets[0] if self.rng.random() < 0.7 else self.rng.choice(targets)
            say("GO click")
            self.click_cell(cell)
        elif to_act:
            return  # a computer player is thinking
        elif controller.can_undo() and self.rng.random() < 0.1:
            say("GO undo")
            QTest.keyClick(self.window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        elif controller.can_roll():
            say("GO roll")
            QTest.mouseClick(self.window.play.ui.dicePanel.roll_button, LEFT)
            if self.window.play.ui.dicePanel.animating:
                say("ANIM")  # the dice tumble on screen now


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
    controller = window.play.controller
    banner = int(
        bool(window.play.ui.bannerLabel.text()) and not window.play.ui.bannerLabel.isHidden()
    )
    due = int(bool(controller.game.pending_bonus(controller.player)))
    # The game on screen may already have gone on (a forced pass, a computer's move).
    say("RESUMED", banner, due, picks_shown(window), flat(found))


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--delay", type=int, default=8, help="milliseconds between gestures")
    parser.add_argument("--steps", type=int, default=400, help="quit after this many gestures")
    parser.add_argument(
        "--stop-after-pick", action="store_true", help="no more gestures after a bonus circle"
    )
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
    driver.stop_after_pick = args.stop_after_pick
    for signal in (
        window.play.controller.changed,
        window.play.controller.replaced,
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
        if not driver.stopped:
            driver.step()

    timer = QTimer()
    timer.setInterval(args.delay)
    timer.timeout.connect(tick)
    timer.start()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
