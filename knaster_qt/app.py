"""Start the Qt application: the main window with the sheet."""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] = (), smoke_test: bool = False) -> int:
    """Run the app; with ``smoke_test`` open the window, paint it and quit after a moment."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QLabel

    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    window = QLabel("Knaster Qt: the playable sheet is being built.")
    window.setWindowTitle("Knaster Qt")
    window.resize(640, 400)
    window.show()
    if smoke_test:
        QTimer.singleShot(500, app.quit)
    return app.exec()
