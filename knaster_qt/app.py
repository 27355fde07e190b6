"""Start the Qt application: the main window with the sheet."""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] = (), smoke_test: bool = False) -> int:
    """Run the app; with ``smoke_test`` open the window, paint it and quit after a moment."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from knaster_qt.views.main_window import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    app.setApplicationName("Knaster Qt")
    app.setOrganizationName("Knaster Qt")
    app.setDesktopFileName("knaster-qt")
    window = MainWindow()
    window.show()
    if smoke_test:
        # Paint the sheet once for real (offscreen too), then leave the event loop.
        window.sheetView.grab()
        QTimer.singleShot(500, app.quit)
    code = app.exec()
    del window
    return code
