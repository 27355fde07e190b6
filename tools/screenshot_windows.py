"""Take the README screenshots of the statistics and replay windows from the real app.

    .venv/bin/python tools/screenshot_windows.py [OUTPUT_FOLDER]   (default docs/images)

Without a display the script runs itself again under ``xvfb-run`` (package ``xvfb``).
It fills a throwaway data folder with seeded games of computer players (solo games
of Ann, games of Ann, Bob and Robo), opens the main window on it, opens
Game > Statistics… through its menu action and Game > Replay… on a three-player
game stepped to roll 18, and saves each window as drawn (``statistics.png``,
``replay.png``).
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import tempfile
from datetime import datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_FOLDER = ROOT / "docs" / "images"
SCREEN = "1400x900x24"


def main() -> int:
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_FOLDER
    if not os.environ.get("KNASTER_SCREENSHOT_INNER"):
        data = tempfile.mkdtemp(prefix="knaster-shots-")
        env = {
            **os.environ,
            "KNASTER_SCREENSHOT_INNER": "1",
            "QT_QPA_PLATFORM": "xcb",
            "KNASTER_QT_DATA_DIR": data,
            "KNASTER_QT_NO_ANIMATION": "1",
        }
        command = ["xvfb-run", "-a", "-s", f"-screen 0 {SCREEN}", sys.executable, __file__]
        return subprocess.run([*command, str(folder)], env=env, check=False).returncode
    return take(folder)


def played(names: list[str], levels: list[str], seed: int):  # -> Game
    """One game to the end, every seat played by a computer player of its level."""
    from knaster_qt.games.knaster.core.bots import make_bot
    from knaster_qt.games.knaster.core.game import Game

    game = Game(names, seed=seed)
    bots = [make_bot(level, seed * 16 + seat) for seat, level in enumerate(levels)]
    while not game.game_over:
        game.roll()
        for seat, bot in enumerate(bots):
            while not game.sheets[seat].acted or game.sheets[seat].pending:
                game.apply(seat, bot.choose(game, seat))
    return game


def fill_records(path: Path) -> object:
    """300 solo games of Ann and 40 of Ann, Bob and Robo, over a year; the last 3-player game."""
    from knaster_qt.games.knaster.core.transcript import write_transcript
    from knaster_qt.shell.session.game_records import record_of, summary_of
    from knaster_qt.storage.records import RecordsDatabase

    def stored(game: object, when: datetime) -> object:
        """A finished game as the app stores it: its transcript read by its game's record."""
        text = write_transcript(game)  # type: ignore[arg-type]
        return record_of(text, summary_of(text, "screenshot"), finished_at=when)

    rng = random.Random(2026)
    records = RecordsDatabase.open(path)
    start = datetime(2026, 1, 3, 19, 30)
    table = None
    for number in range(340):
        when = start + timedelta(days=number * 330 // 340, minutes=rng.randrange(180))
        if number % 17 == 5 or number >= 320:
            table = played(["Ann", "Bob", "Robo"], ["strong", "medium", "medium"], number)
            records.add_game(stored(table, when))  # type: ignore[arg-type]
        else:
            level = rng.choice(["easy", "medium", "medium", "strong"])
            records.add_game(stored(played(["Ann"], [level], number), when))  # type: ignore[arg-type]
    records.close()
    return table


def take(folder: Path) -> int:
    sys.path.insert(0, str(ROOT))
    from PySide6.QtWidgets import QApplication

    from knaster_qt.games.knaster.views.replay_window import ReplayWindow
    from knaster_qt.shell.data_dir import records_path
    from knaster_qt.shell.i18n import TRANSLATIONS
    from knaster_qt.shell.views.main_window import MainWindow
    from knaster_qt.shell.views.statistics_window import StatisticsWindow

    app = QApplication(sys.argv[:1])
    TRANSLATIONS.use("en")  # as the app does: English plurals ("340 finished games"), no "(s)"
    table = fill_records(records_path())
    window = MainWindow()
    window.show()

    def settle() -> None:
        for _ in range(20):
            app.processEvents()

    window.ui.actionStatistics.trigger()
    settle()
    statistics = next(w for w in app.topLevelWidgets() if isinstance(w, StatisticsWindow))
    statistics.resize(860, 560)
    settle()
    statistics.grab().save(str(folder / "statistics.png"))

    statistics.close()
    window.ui.actionReplay.trigger()
    settle()
    replay_window = next(w for w in app.topLevelWidgets() if isinstance(w, ReplayWindow))
    replay_window.set_game(table, "Ann, Bob and Robo")
    replay_window.go_to(18)
    replay_window.resize(1180, 720)
    replay_window.show()
    settle()
    replay_window.grab().save(str(folder / "replay.png"))
    print(f"wrote {folder / 'statistics.png'} and {folder / 'replay.png'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
