"""The real app as a process of its own, hosting a network game, driven as a person drives it.

    python -m tests.network.app_process host GAME SAVE_AS
    python -m tests.network.app_process resume SAVE_AS

It starts the app as the ``knaster-qt`` command does (``knaster_qt.cli.main``: the main
window, the data folder of KNASTER_QT_DATA_DIR with its single-instance lock and autosave,
the Resume question), offscreen, and drives its window from a timer, through its menus and
dialogs:

- ``host``: Game > Host Network Game…, New Game's dialog with GAME ("Knaster", "Exact Hit")
  for Ann, Bob and Cid (a computer player), then the question who plays on another computer:
  Ann and Bob. Cid is played by the host's app, as at one screen.
- ``resume``: answers the start's Resume question with Resume (the app was killed while it
  hosted the game): the game comes back hosted.

Once the host panel shows, it prints ``ADDRESS PORT CODE`` as the panel shows them (for
the test's joining players, tests/network/table_process.py). When the game is over it saves
it with Game > Save As… (the file dialog filled in as a person does) to SAVE_AS, prints
``SAVED`` and quits with Game > Quit. The host listens on the loopback interface only (the tests
need no network), as tests/shell/network does.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtNetwork import QHostAddress
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialogButtonBox,
    QFileDialog,
    QLineEdit,
)

import knaster_qt.cli
from knaster_qt.shell.network import hosting
from knaster_qt.shell.views.main_window import MainWindow
from tests.clicks import label_point

LEFT = Qt.MouseButton.LeftButton
POLL_MS = 20


def click(button: QAbstractButton) -> None:
    """Click ``button`` where a person does (its label, or its face)."""
    QTest.mouseClick(button, LEFT, pos=label_point(button))


def type_into(edit: QLineEdit, text: str) -> None:
    edit.selectAll()
    QTest.keyClicks(edit, text)


class Driver:
    """One step at a time, each when the window is ready for it (polled on a timer)."""

    def __init__(self, mode: str, game: str, save_as: Path) -> None:
        self.mode, self.game, self.save_as = mode, game, save_as
        self.window: MainWindow | None = None
        self.waiting: Callable[[], bool] = self._window_bound
        self.then: Callable[[], None] = self._started
        self.timer = QTimer()
        self.timer.timeout.connect(self._poll)
        self.timer.start(POLL_MS)

    def _poll(self) -> None:
        if self.waiting():
            act, self.waiting = self.then, lambda: False
            act()

    def _until(self, condition: Callable[[], bool], then: Callable[[], None]) -> None:
        print("until", then.__name__, file=sys.stderr, flush=True)  # what it waits for
        self.waiting, self.then = condition, then

    @property
    def main(self) -> MainWindow:
        assert self.window is not None
        return self.window

    # --- start: the window, bound to its game, the Resume question asked ---------------

    def _window_bound(self) -> bool:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, MainWindow) and getattr(widget, "persistence", None):
                self.window = widget
                return widget.game_bound
        return False

    def _started(self) -> None:
        if self.mode == "resume":
            box = self.main.persistence.resume_box
            assert box is not None and box.isVisible(), "no Resume question"
            resume = next(b for b in box.buttons() if b.text().replace("&", "") == "Resume")
            click(resume)
        else:
            self.main.ui.actionHostNetwork.trigger()  # Game > Host Network Game…
            self._new_game()
        self._until(lambda: self.main.network.panel is not None, self._hosted)

    def _new_game(self) -> None:
        dialog = self.main.network.host_dialog
        ui = dialog.ui
        ui.gameCombo.setCurrentIndex(ui.gameCombo.findText(self.game))
        while len(dialog.setup().seats) > 2:
            dialog.select_row(len(dialog.setup().seats) - 1)
            click(ui.removeButton)
        while len(dialog.setup().seats) < 2:
            click(ui.addButton)
        click(ui.addComputerButton)
        for row, name in enumerate(["Ann", "Bob", "Cid"]):
            type_into(dialog.name_edit(row), name)
        click(ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok))
        seats = self.main.network.host_dialog  # who plays on another computer
        for name in ("Ann", "Bob"):
            click(seats.boxes[name])
        click(seats.buttons.button(QDialogButtonBox.StandardButton.Ok))

    # --- hosting, until the game is over ------------------------------------------------

    def _hosted(self) -> None:
        panel = self.main.network.panel
        shown = (panel.address_label.text(), panel.port_label.text(), panel.code_label.text())
        print(*shown, flush=True)
        self._until(lambda: self.main.play.is_over, self._over)

    def _over(self) -> None:
        self._until(self._save_dialog_shown, self._fill_save_dialog)
        # Game > Save As…: its file dialog runs its own event loop; this timer goes on in it.
        QTimer.singleShot(0, self.main.ui.actionSaveAs.trigger)

    def _save_dialog_shown(self) -> bool:
        return any(
            isinstance(widget, QFileDialog) and widget.isVisible()
            for widget in QApplication.topLevelWidgets()
        )

    def _fill_save_dialog(self) -> None:
        dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, QFileDialog))
        name = dialog.findChild(QLineEdit, "fileNameEdit")
        # To the folder, then the name typed (a whole path typed shows the completer's list of
        # names, which takes the next click).
        dialog.setDirectory(str(self.save_as.parent))
        type_into(name, self.save_as.name)
        buttons = dialog.findChild(QDialogButtonBox, "buttonBox")
        click(buttons.button(QDialogButtonBox.StandardButton.Save))
        self._until(self._saved_there, self._saved)

    def _saved_there(self) -> bool:
        path = self.main.file_path
        return path is not None and Path(path).resolve() == self.save_as.resolve()

    def _saved(self) -> None:
        print("SAVED", flush=True)
        self.main.ui.actionQuit.trigger()  # Game > Quit


def main(argv: list[str]) -> int:
    mode, *rest = argv
    game, save_as = (rest[0], rest[1]) if mode == "host" else ("", rest[0])
    # The host listens on this computer only: the joining players are on it too.
    hosting.local_address = lambda: QHostAddress(QHostAddress.SpecialAddress.LocalHost)
    app = QApplication([sys.argv[0]])  # the app's own main takes it as its application
    driver = Driver(mode, game, Path(save_as))
    code = knaster_qt.cli.main([])
    del driver, app
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
