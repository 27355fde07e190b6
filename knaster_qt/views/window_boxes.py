"""The main window's message boxes: a warning that does not block, and About Knaster Qt."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget


def warning_box(parent: QWidget, title: str, text: str) -> QMessageBox:
    """A warning with an OK button, to be shown with ``open()`` (it does not block)."""
    return QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)


def about_box(parent: QWidget) -> QMessageBox:
    """What the program is and its version, to be shown with ``open()``."""
    from knaster_qt import __version__

    box = QMessageBox(parent)
    box.setWindowTitle("About Knaster Qt")
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setText(
        f"<h3>Knaster Qt {__version__}</h3><p>The dice game Knaster (NSV, 2019) on a sheet "
        "that looks and plays like the printed pad.</p>"
    )
    return box
