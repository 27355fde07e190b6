"""Coin Toss's painter: a circle per toss, filled for heads.

The render layer draws on any QPainter (the screen, an image, paper); it knows the core's
words but no widget and no model: the view hands it one coin at a time.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter

from tests.shell.fake_game.core import SIDES


def coin_box(target: QRectF, number: int) -> QRectF:
    """Where toss ``number`` is drawn in ``target``: square coins in a row, left to right
    (the view asks it too, to repaint one coin only)."""
    size = target.height()
    return QRectF(target.left() + number * size, target.top(), size, size)


def paint_coin(painter: QPainter, box: QRectF, side: str | None) -> None:
    """One coin: filled for heads, a ring for tails, nothing for a toss still to come."""
    if side is None:
        return
    painter.setBrush(Qt.GlobalColor.black if side == SIDES[0] else Qt.BrushStyle.NoBrush)
    painter.drawEllipse(box)


def paint_sheet(painter: QPainter, target: QRectF, tosses: list[str]) -> None:
    """Every toss so far (GameEntry.painter: the shell draws a sheet without a view)."""
    for number, side in enumerate(tosses):
        paint_coin(painter, coin_box(target, number), side)
