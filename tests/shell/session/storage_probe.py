"""Starts the real main window on the data folder of KNASTER_QT_DATA_DIR, plays a little, reports.

    python tests/shell/session/storage_probe.py    # prints one JSON object

Used by test_bad_storage.py in a process that cannot write the data folder. It
starts like the app (``persistence.startup()``), rolls and writes by clicks, and
prints what a person would have seen: the warning dialogs, the status bar mark,
how far the game got.
"""

from __future__ import annotations

import json
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("KNASTER_QT_NO_ANIMATION", "1")

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from knaster_qt.games.knaster.core.notation import cell_index
from knaster_qt.shell.views.main_window import MainWindow


def main() -> int:
    app = QApplication([sys.argv[0]])
    window = MainWindow(dice_source=lambda: (3, 4))
    window.show()
    window.persistence.startup()
    dialogs: list[str] = []

    def note_dialogs() -> None:
        for widget in app.topLevelWidgets():
            if isinstance(widget, QMessageBox) and widget.isVisible():
                dialogs.append(widget.text())
                widget.accept()  # the person reads it and clicks OK

    left = Qt.MouseButton.LeftButton
    view = window.play.ui.sheetView
    for cell in ("c3", "d4", "e5"):
        QTest.mouseClick(window.play.ui.dicePanel.roll_button, left)
        note_dialogs()
        QTest.mouseClick(view, left, pos=view.cell_rect(cell_index(cell)).center().toPoint())
        note_dialogs()
    label = window.persistence.storage_label
    print(
        json.dumps(
            {
                "dialogs": dialogs,
                "mark_shown": label.isVisible(),
                "mark_text": label.text(),
                "mark_tip": label.toolTip(),
                "rounds": window.play.controller.game.rounds,
                "values": window.play.controller.game.sheets[0].values,
            }
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
