"""Take the README screenshot of a game around the table (two people, computers) under Xvfb.

    .venv/bin/python tools/screenshot_table.py [OUTPUT.png] [--players N] [--real-dice]
                                                [--results] [--new-game] [--size WxH]

Defaults: four players (Ann and Bob at the screen, Cid and Dora computer players) at
the window's designed size into ``docs/images/four-players.png``. Without a display the script runs itself again
under ``xvfb-run`` (packages ``xvfb`` and ``imagemagick``). The people play the
easy and the medium computer player's choices through clicks on the sheet; the script stops in
round 11 on Bob's turn with the hint shown, and captures the window with
ImageMagick's ``import``. ``--players 12`` seats ten computer players,
``--real-dice`` enters the sums instead of rolling, ``--results`` plays to the end
and captures the results, ``--new-game`` captures the New game dialog.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUTPUT = ROOT / "docs" / "images" / "four-players.png"
SCREEN = "1400x900x24"
SEED = 21
STOP_ROUND = 11
NAMES = ("Ann", "Bob", "Cid", "Dora", "Emil", "Fay", "Gus", "Hana", "Ivo", "Jule", "Kai", "Lena")
LEVELS = ("medium", "easy", "strong")


def arguments(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("output", nargs="?", type=Path, default=DEFAULT_OUTPUT)
    parser.add_argument("--players", type=int, default=4, choices=range(2, 13))
    parser.add_argument("--real-dice", action="store_true")
    parser.add_argument("--results", action="store_true")
    parser.add_argument("--new-game", action="store_true")
    parser.add_argument(
        "--size", default="", help="the window's size, e.g. 800x600 (default: its designed size)"
    )
    return parser.parse_args(argv)


def main() -> int:
    if not os.environ.get("KNASTER_SCREENSHOT_INNER"):
        env = {**os.environ, "KNASTER_SCREENSHOT_INNER": "1", "QT_QPA_PLATFORM": "xcb"}
        env["KNASTER_QT_NO_ANIMATION"] = "1"
        # A fresh settings folder: the screenshot shows neither the user's setup nor their games.
        env["KNASTER_QT_DATA_DIR"] = tempfile.mkdtemp(prefix="knaster-shot-")
        command = ["xvfb-run", "-a", "-s", f"-screen 0 {SCREEN}", sys.executable, __file__]
        return subprocess.run([*command, *sys.argv[1:]], env=env, check=False).returncode
    return take(arguments(sys.argv[1:]))


def take(options: argparse.Namespace) -> int:
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QPoint, Qt, QTimer
    from PySide6.QtGui import QCursor
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QWidget

    from knaster_qt.games.knaster.core.actions import Bonus, Circle, Write
    from knaster_qt.games.knaster.core.bots import make_bot
    from knaster_qt.games.knaster.core.setup import GameSetup, Seat
    from knaster_qt.shell.views.main_window import MainWindow

    app = QApplication([sys.argv[0]])
    seats = [Seat("Ann"), Seat("Bob")]
    seats += [Seat(NAMES[n], LEVELS[n % 3]) for n in range(2, options.players)]
    setup = GameSetup(seats=tuple(seats), real_dice=options.real_dice)
    window = MainWindow(setup.make_game(seed=SEED))
    if options.size:
        width, height = (int(part) for part in options.size.split("x"))
        window.resize(width, height)
    window.move(0, 0)
    window.show()
    QTest.qWaitForWindowExposed(window)
    view, controller = window.play.ui.sheetView, window.play.controller
    game = controller.game
    # The people play like a medium and an easy computer player, so their sheets differ.
    people = {0: make_bot("easy", seed=SEED), 1: make_bot("medium", seed=SEED)}
    sums = iter([7, 6, 8, 5, 9, 4, 10, 7, 3, 8, 11, 6, 12, 2] * 10)

    def click(point: QPoint) -> None:
        QTest.mouseClick(view, Qt.MouseButton.LeftButton, pos=point)

    def cell_point(cell: int) -> QPoint:
        return view.cell_rect(cell).center().toPoint()

    def play_people(stop: bool) -> bool:
        """The people's turns of this roll; True when stopped on Bob's turn."""
        while controller.is_my_turn():
            if stop and controller.player == 1:
                return True
            action = people[controller.player].choose(game, controller.player)
            if isinstance(action, Write | Circle):
                click(cell_point(action.cell))
            elif isinstance(action, Bonus):
                if controller.bonus_line != action.line:
                    click(view.white_field_rect(action.line).center().toPoint())
                for cell in action.cells:
                    click(cell_point(cell))
        return False

    stopped = False
    while not game.game_over and not stopped:
        if options.real_dice:
            panel = window.play.ui.dicePanel.real_box
            total = next(sums)
            panel.choose(total)
            if game.rounds + 1 == STOP_ROUND and not options.results:
                break  # leave "Roll: N — Confirm or Change?" on screen
            panel.confirm()
        else:
            controller.roll()
        stopped = play_people(stop=not options.results and game.rounds >= STOP_ROUND)
    target: QWidget = window
    if stopped:
        window.play.table_display.show_hint()
        hint = window.play.table_display.hint
        cell = getattr(hint.action, "cell", 12) if hint is not None else 12
        QCursor.setPos(view.mapToGlobal(cell_point(cell)))
    if options.results:
        QTest.qWait(100)
        target = window.play.result_dialog or window
    if options.new_game:
        window.new_game()
        assert window.new_game_dialog is not None
        window.new_game_dialog.load_setup(controller.setup)  # this game's players, not the last
        target = window.new_game_dialog
    options.output.parent.mkdir(parents=True, exist_ok=True)

    def capture() -> None:
        frame = target.frameGeometry()
        geometry = f"{frame.width()}x{frame.height()}+{frame.x()}+{frame.y()}"
        subprocess.run(
            ["import", "-window", "root", "-crop", geometry, "+repage", str(options.output)],
            check=True,
        )
        app.quit()

    QTimer.singleShot(900, capture)
    app.exec()
    print(f"wrote {options.output} (round {game.rounds})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
