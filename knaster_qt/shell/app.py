"""Start the Qt application: the main window with the sheet."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from knaster_qt.shell.single_instance import SingleInstance

# What the offscreen platform (smoke tests, CI) says about features it does not have.
_OFFSCREEN_NOISE = (
    "This plugin does not support propagateSizeHints",
    "This plugin does not support raise",
)


DESKTOP_FILE_NAME = "io.github.knasterqt.KnasterQt"  # packaging/linux/<this>.desktop


def main(argv: Sequence[str] = (), smoke_test: bool = False) -> int:
    """Run the app; with ``smoke_test`` open the window, paint it and quit after a moment."""
    problem = display_problem(os.environ, sys.platform)
    if problem is not None:
        print(f"knaster-qt: {problem}", file=sys.stderr)
        return 2
    return _run(argv, smoke_test)


def _run(argv: Sequence[str], smoke_test: bool) -> int:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from knaster_qt.shell.views.main_window import MainWindow

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication([sys.argv[0], *argv])
    app.setApplicationName("Knaster Qt")
    app.setOrganizationName("Knaster Qt")
    # The installed desktop entry's name: Wayland and KDE match the window to its icon and menu entry.
    app.setDesktopFileName(DESKTOP_FILE_NAME)
    if app.platformName() == "offscreen":
        _silence_offscreen_noise()
    from knaster_qt.shell import i18n

    i18n.TRANSLATIONS.use(i18n.preferred_language())
    instance: SingleInstance | None = None
    if not smoke_test:  # a smoke test writes nothing, so it may run next to the app
        claimed = _claim_data_folder()
        if isinstance(claimed, int):
            return claimed  # another copy runs on this data folder
        instance = claimed
    # The shell first (menus, dice, the blank sheet of a new game); the engine, the models,
    # the records and the resume question right after its first paint: the sheet is on
    # screen sooner, and it looks the same before and after (see MainWindow).
    window = MainWindow(bind_game=False)
    window.show()
    window.activateWindow()  # keys such as R reach the sheet at once, also without a window manager
    if instance is not None:
        instance.raiseRequested.connect(window.bring_to_front)

    def bind() -> None:
        window.bind_game()
        if instance is not None:  # later starts on this data folder now bring this window up
            instance.listen()
        if not smoke_test:  # a smoke test never asks about an unfinished game and never writes
            window.persistence.startup()
            window.offer_first_game_guide()  # the very first start: the first-game guide

    _after_first_paint(window.play.widget(), bind)
    if smoke_test:
        # Paint the sheet once for real (offscreen too), then leave the event loop.
        window.play.widget().grab()
        from knaster_qt.shell.network.discovery import check_loaded

        check_loaded()  # the network game's library is in the bundle, compiled parts too
        QTimer.singleShot(500, app.quit)
    code = app.exec()
    window.deleteLater()
    return code


def _claim_data_folder() -> SingleInstance | int:
    """Become the one app running on the data folder; else bring the running one's window to
    the front and return the exit status (0: it came to the front, 1: it did not answer)."""
    from knaster_qt.shell.data_dir import data_folder
    from knaster_qt.shell.single_instance import SingleInstance

    folder = data_folder()
    instance = SingleInstance(folder)
    if instance.take_lock():  # it listens for later starts once the window is up (see _run)
        return instance
    if instance.ask_running_to_raise():
        print("knaster-qt: Knaster Qt is already running; its window was brought to the front.")
        return 0
    text = (
        f"Knaster Qt is already running with the data folder {folder}, "
        "but it does not answer. Close it (or end it) and start again."
    )
    print(f"knaster-qt: {text}", file=sys.stderr)
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox

    from knaster_qt.shell.licences import APP_NAME  # a second start's message only

    said = QCoreApplication.translate(
        "app",
        "Knaster Qt is already running with the data folder {0}, "
        "but it does not answer. Close it (or end it) and start again.",
    ).format(folder)
    QMessageBox.warning(None, APP_NAME, said)
    return 1


def display_problem(environ: Mapping[str, str], platform: str) -> str | None:
    """Why the window cannot open here, in plain words, or None.

    Without a display Qt aborts the whole process with a core dump; on Linux and
    the BSDs that is known beforehand from the environment, so say it clearly.
    """
    if not platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        return None
    if environ.get("QT_QPA_PLATFORM") or environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY"):
        return None
    return (
        "no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set). "
        "Start it from a desktop session; 'knaster-qt check', 'simulate' and 'print' "
        "work without one (see knaster-qt --help)."
    )


def _after_first_paint(widget: QWidget, action: Callable[[], None], latest_ms: int = 1000) -> None:
    """Run ``action`` once, right after ``widget`` is first painted (at the latest after
    ``latest_ms``, should it never be painted). A 0 ms timer alone is not enough: it
    fires before the first paint, offscreen and on X11 alike."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    done = False

    def run() -> None:
        nonlocal done
        if not done:
            done = True
            widget.removeEventFilter(watcher)
            action()

    class PaintWatcher(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                QTimer.singleShot(0, self, run)  # once this paint has reached the screen
            return False

    watcher = PaintWatcher(widget)  # the timers die with it (and with the widget)
    widget.installEventFilter(watcher)
    QTimer.singleShot(latest_ms, watcher, run)


def _silence_offscreen_noise() -> None:
    """Drop the offscreen platform's notes about missing window features; pass the rest on."""
    from PySide6.QtCore import (
        QMessageLogContext,
        QtMsgType,
        qFormatLogMessage,
        qInstallMessageHandler,
    )

    def handler(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if not message.startswith(_OFFSCREEN_NOISE):
            sys.stderr.write(qFormatLogMessage(kind, context, message) + "\n")

    qInstallMessageHandler(handler)
