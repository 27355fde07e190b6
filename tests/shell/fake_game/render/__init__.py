"""Coin Toss's painter: a circle per toss on its sheet."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter

from tests.shell.fake_game.core import SIDES


def paint_sheet(painter: QPainter, target: QRectF, tosses: list[str]) -> None:
    """Draw one circle per toss, filled for heads."""
    size = target.height()
    for number, toss in enumerate(tosses):
        box = QRectF(target.left() + number * size, target.top(), size, size)
        painter.setBrush(Qt.GlobalColor.black if toss == SIDES[0] else Qt.BrushStyle.NoBrush)
        painter.drawEllipse(box)
