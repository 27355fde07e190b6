"""The main window's message boxes: a warning that does not block (About is views/about_dialog.py)."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget


def warning_box(parent: QWidget, title: str, text: str) -> QMessageBox:
    """A warning with an OK button, to be shown with ``open()`` (it does not block)."""
    return QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
