"""Take the README screenshot of a game in progress from the real app under Xvfb.

    .venv/bin/python tools/screenshot.py [docs/images/game-in-progress.png] [LANGUAGE]

LANGUAGE (pt, de, fr, nl, cs) shows the app in that language, as Edit > Language does
(the README's Portuguese picture: ``tools/screenshot.py docs/images/game-in-progress-pt.png pt``).

Without a display the script runs itself again under ``xvfb-run`` (packages
``xvfb`` and ``imagemagick``). It plays a seeded solo game with a computer
player's choices, but through clicks on the sheet like a person, stops at the
first bonus prompt after round 12 whose write completed several lines, with the
first line chosen (so the line asking for circles, the one waiting and the legend's
lit rows show; after round 20 at any bonus prompt), points the mouse at a cell that
can be picked,
and captures the screen with ImageMagick's ``import -window root``, cropped to
the window.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUTPUT = ROOT / "docs" / "images" / "game-in-progress.png"
SCREEN = "1400x900x24"
SEED = 8  # round 18: one write completes a straight and two pairs


def main() -> int:
    output = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_OUTPUT
    language = sys.argv[2] if len(sys.argv) > 2 else "en"
    if not os.environ.get("KNASTER_SCREENSHOT_INNER"):
        env = {**os.environ, "KNASTER_SCREENSHOT_INNER": "1", "QT_QPA_PLATFORM": "xcb"}
        env["KNASTER_QT_NO_ANIMATION"] = "1"
        command = ["xvfb-run", "-a", "-s", f"-screen 0 {SCREEN}", sys.executable, __file__]
        return subprocess.run([*command, str(output), language], env=env, check=False).returncode
    return take(output, language)


def take(output: Path, language: str = "en") -> int:
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QPoint, Qt, QTimer
    from PySide6.QtGui import QCursor
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from knaster_qt.games.knaster.core.actions import Bonus, Circle, Write
    from knaster_qt.games.knaster.core.bots import make_bot
    from knaster_qt.games.knaster.core.game import Game
    from knaster_qt.games.knaster.core.notation import LINE_CELLS
    from knaster_qt.shell.i18n import TRANSLATIONS
    from knaster_qt.shell.views.main_window import MainWindow
    from tools.build_translations import build

    app = QApplication([sys.argv[0]])
    build()  # the .qm files from the .ts sources, as `make` does
    if not TRANSLATIONS.use(language):
        raise SystemExit(f"no translation for {language!r}")
    window = MainWindow(Game(["Player"], seed=SEED))
    window.move(0, 0)
    window.show()
    QTest.qWaitForWindowExposed(window)
    view, controller = window.play.ui.sheetView, window.play.controller
    bot = make_bot("medium", seed=SEED)

    def click(point: QPoint) -> None:
        QTest.mouseClick(view, Qt.MouseButton.LeftButton, pos=point)

    def cell_point(cell: int) -> QPoint:
        return view.cell_rect(cell).center().toPoint()

    game = controller.game
    completed = 0  # lines the last write completed

    def full_lines_through(cell: int) -> int:
        values = game.sheets[0].values
        return sum(1 for cells in LINE_CELLS if cell in cells and all(values[c] for c in cells))

    while not game.game_over:
        controller.roll()
        while game.players_to_act():
            action = bot.choose(game, 0)
            if isinstance(action, Write | Circle):
                click(cell_point(action.cell))
                if isinstance(action, Write):
                    completed = full_lines_through(action.cell)
            elif isinstance(action, Bonus):
                if controller.bonus_line != action.line:
                    click(view.white_field_rect(action.line).center().toPoint())
                wanted = completed > 1 or game.rounds >= 20
                if game.rounds >= 12 and wanted and game.bonus_required(0, action.line):
                    break  # leave the prompt on screen
                for cell in action.cells:
                    click(cell_point(cell))
        else:
            continue
        break
    target = min(controller.bonus_cells() or controller.target_cells() or {12})
    point = cell_point(target)
    QCursor.setPos(view.mapToGlobal(point))
    QTest.mouseMove(view, point)
    output.parent.mkdir(parents=True, exist_ok=True)

    def capture() -> None:
        frame = window.frameGeometry()
        geometry = f"{frame.width()}x{frame.height()}+{frame.x()}+{frame.y()}"
        subprocess.run(
            ["import", "-window", "root", "-crop", geometry, "+repage", str(output)], check=True
        )
        app.quit()

    QTimer.singleShot(700, capture)
    app.exec()
    print(f"wrote {output} (round {game.rounds})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
