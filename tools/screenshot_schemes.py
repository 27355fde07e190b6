"""Take docs/screenshots: the games in a desktop's dark scheme and on a screen scaled 2.

    .venv/bin/python tools/screenshot_schemes.py [OUTPUT_FOLDER]   (default docs/screenshots)

The windows are those the tests look at (tests/screens/window_report.py), on the desktops
they use (tests/screens/desktops.py): X11 under Xvfb with KDE Plasma's Breeze Dark, read by
Qt from the desktop's own settings file (needs ``xvfb-run``, package xvfb). Written:

- ``dark-knaster.png``, ``dark-exact-hit.png``, ``dark-loop-tiles.png``: each game's window
  (a person and a computer player, after the first roll) in the dark scheme, ratio 1;
- ``dark-new-game-refused.png``: New Game with a name given twice, the warning in red;
- ``scaled-2-knaster.png``: part of Knaster's window at ratio 2 in its device pixels (the
  banner, the sheet's title and legend as sharp as the screen shows them).
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_FOLDER = ROOT / "docs" / "screenshots"


def main() -> int:
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QGuiApplication, QImage

    from tests.screens.desktops import Run, run_windows

    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="knaster-schemes-") as work:
        shots = {}
        for ratio, screen in ((1.0, (1920, 1080)), (2.0, (3840, 2160))):
            place = Path(work) / str(ratio)
            place.mkdir()
            run_windows(Run(ratio, "system", screen, "kde"), place, shots=place / "shots")
            shots[ratio] = place / "shots"
        _app = QGuiApplication([*sys.argv[:1], "-platform", "offscreen"])
        for game in ("knaster", "exact-hit", "loop-tiles"):
            QImage(str(shots[1.0] / f"{game}-main-window.png")).save(
                str(folder / f"dark-{game}.png")
            )
        QImage(str(shots[1.0] / "knaster-new-game-refused.png")).save(
            str(folder / "dark-new-game-refused.png")
        )
        window = QImage(str(shots[2.0] / "knaster-main-window.png"))
        part = QRect(0, 130, 1000, 760)  # the banner, the sheet's title and legend
        window.copy(part).save(str(folder / "scaled-2-knaster.png"))
    print(f"wrote the screenshots in {folder}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
