"""Take the README screenshot of Loop Tiles in play from the real app.

    .venv/bin/python tools/screenshot_loop_tiles.py [OUTPUT]   (default docs/images/loop-tiles-window.png)

Without a display the script runs itself again under ``xvfb-run`` (package ``xvfb``) on
the xcb platform. Ann plays a seeded game against a medium computer player: some turns
are played through the play area's controller, then Ann holds a tile (the squares where
it fits light up) with the pointer on one of them (its points shown), and the screen is
captured with ImageMagick's ``import -window root``, cropped to the window.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUTPUT = ROOT / "docs" / "images" / "loop-tiles-window.png"
SCREEN = "1400x900x24"
SEED = 21
TURNS = 7  # Ann's turns played before the picture


def main() -> int:
    output = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_OUTPUT
    if not os.environ.get("KNASTER_SCREENSHOT_INNER"):
        env = {**os.environ, "KNASTER_SCREENSHOT_INNER": "1", "QT_QPA_PLATFORM": "xcb"}
        env["KNASTER_QT_NO_ANIMATION"] = "1"
        command = ["xvfb-run", "-a", "-s", f"-screen 0 {SCREEN}", sys.executable, __file__]
        return subprocess.run([*command, str(output)], env=env, check=False).returncode
    return take(output)


def take(output: Path) -> int:
    sys.path.insert(0, str(ROOT))
    import tempfile

    os.environ["KNASTER_QT_DATA_DIR"] = tempfile.mkdtemp(prefix="loop-tiles-shot-")
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QCursor
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from knaster_qt.games.loop_tiles.core.bots import make_bot
    from knaster_qt.games.loop_tiles.core.seats import bot_meta
    from knaster_qt.games.loop_tiles.core.transcript import Transcript
    from knaster_qt.games.loop_tiles.entry import GAME
    from knaster_qt.play_area import Preferences
    from knaster_qt.shell.views.main_window import MainWindow

    app = QApplication([sys.argv[0]])
    window = MainWindow()
    window.resize(1280, 860)
    window.move(0, 0)
    window.show()
    QTest.qWaitForWindowExposed(window)
    window.show_game(GAME)
    area = window.play
    area.apply_preferences(Preferences(animation=False))
    names, levels = ("Ann", "Robo"), (None, "medium")
    transcript = Transcript.new(names, SEED, meta=bot_meta(names, levels))
    window.start_game(transcript)
    controller = area.controller

    def wait_until(condition: Callable[[], bool]) -> None:
        for _ in range(500):
            if condition():
                return
            QTest.qWait(10)
        c = controller
        raise SystemExit(
            f"stuck: {c.game.current} {c.awaiting_handover} {c._pending} {c.levels} {c.game.over} {c.game.turns_played} {c.game.scores} {c.transcript.actions[-6:]}"
        )

    ann = make_bot("medium", SEED)
    for _turn in range(TURNS):
        wait_until(lambda: controller.can_act)
        decision = ann.choose(controller.game, 0)
        for tile, square in decision.placements:
            controller.place(square, controller.game.racks[0].index(tile))
        if decision.exchange:
            controller.exchange()
        else:
            controller.end_turn()
    wait_until(lambda: controller.can_act)
    game = controller.game
    # One tile placed this turn, the next one held over a square where it fits.
    decision = ann.choose(game, 0)
    if decision.placements:
        tile, square = decision.placements[0]
        controller.place(square, game.racks[0].index(tile))
    slot, fits = max(
        ((slot, game.legal_placements(tile)) for slot, tile in enumerate(game.racks[0])),
        key=lambda found: len(found[1]),
    )
    controller.hold(slot)
    best = max(fits, key=lambda square: controller.preview(square) or 0)
    point = area.board.square_centre(best)
    QCursor.setPos(area.board.mapToGlobal(point))
    QTest.mouseMove(area.board, point)
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
    print(f"wrote {output} (turn {game.turns_played + 1})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
