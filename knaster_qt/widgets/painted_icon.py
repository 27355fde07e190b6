"""Icons the app paints itself: crisp at every size and screen ratio, in the scheme's colours.

A PNG icon has the pixels it was made with; on a screen scaled 1.5 or 2 Qt enlarges the
largest one it has, and it blurs. A painted icon is drawn anew for the pixels asked for
(``scaledPixmap`` gets the ratio), as an SVG would be, without the SVG plugin a bundle may
leave out; it is drawn when shown, so an icon in the text's colour follows a switch
between the light and dark scheme.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QGuiApplication,
    QIcon,
    QIconEngine,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QPixmap,
)

Paint = Callable[[QPainter, QRectF, QIcon.Mode], None]


class PaintedIconEngine(QIconEngine):
    """An icon drawn by ``paint(painter, square, mode)`` at whatever size is asked for."""

    def __init__(self, paint: Paint) -> None:
        super().__init__()
        self._paint = paint

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        side = min(rect.width(), rect.height())
        square = QRectF(
            rect.x() + (rect.width() - side) / 2, rect.y() + (rect.height() - side) / 2, side, side
        )
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self._paint(painter, square, mode)
        painter.restore()

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        return self.scaledPixmap(size, mode, state, 1.0)

    def scaledPixmap(
        self, size: QSize, mode: QIcon.Mode, state: QIcon.State, scale: float
    ) -> QPixmap:
        pixmap = QPixmap(round(size.width() * scale), round(size.height() * scale))
        pixmap.setDevicePixelRatio(scale)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        try:
            self.paint(painter, QRect(0, 0, size.width(), size.height()), mode, state)
        finally:
            painter.end()
        return pixmap

    def actualSize(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QSize:
        return size

    def clone(self) -> QIconEngine:
        return PaintedIconEngine(self._paint)

    def key(self) -> str:
        return "PaintedIconEngine"


def painted_icon(paint: Paint) -> QIcon:
    """A QIcon that ``paint`` draws at every size and ratio (see the module's text)."""
    return QIcon(PaintedIconEngine(paint))


def ink(mode: QIcon.Mode) -> QColor:
    """The colour of a line icon: the buttons' text colour of the current scheme, paler
    when the action is off."""
    palette = QGuiApplication.palette()
    group = (
        QPalette.ColorGroup.Disabled if mode == QIcon.Mode.Disabled else QPalette.ColorGroup.Active
    )
    return palette.color(group, QPalette.ColorRole.ButtonText)


def paint_undo_arrow(painter: QPainter, square: QRectF, mode: QIcon.Mode) -> None:
    """A hooked arrow turning back to the left: take back the last step."""
    side = square.width()

    def at(x: float, y: float) -> QPointF:
        return QPointF(square.x() + x * side, square.y() + y * side)

    pen = QPen(ink(mode), max(1.0, side * 0.11))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    hook = QPainterPath(at(0.22, 0.42))
    hook.lineTo(at(0.62, 0.42))
    hook.cubicTo(at(0.95, 0.42), at(0.95, 0.84), at(0.62, 0.84))
    hook.lineTo(at(0.42, 0.84))
    painter.drawPath(hook)
    head = QPainterPath(at(0.40, 0.22))
    head.lineTo(at(0.18, 0.42))
    head.lineTo(at(0.40, 0.62))
    painter.drawPath(head)


def undo_icon() -> QIcon:
    """The Undo action's icon where the desktop's icon theme has none."""
    return painted_icon(paint_undo_arrow)
