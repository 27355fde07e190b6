"""A button's words set together: its text and its tooltip (what a retranslate says again)."""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton


def label(widget: QAbstractButton | QAction, text: str, tip: str = "") -> None:
    """Give ``widget`` its (translated) ``text`` and ``tip``; no tip clears an old one."""
    widget.setText(text)
    widget.setToolTip(tip)
