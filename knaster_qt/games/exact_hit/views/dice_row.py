"""The six coloured dice: each a button (click it, then its field), drawn in its colour with
its symbol, so colour-blind players tell them apart; a die showing 1 during the rethrow
choice is drawn locked (it stays when the others are thrown again). The row reads the dice
from its model (``models.dice_model.DiceModel``) and redraws the dice its ``dataChanged``
names."""

from __future__ import annotations

import random

from PySide6.QtCore import QModelIndex, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QAbstractButton, QHBoxLayout, QWidget

from knaster_qt.games.exact_hit.core.sheets import COLOURS
from knaster_qt.games.exact_hit.models.controller import colour_name
from knaster_qt.games.exact_hit.models.dice_model import DiceModel, DieRole
from knaster_qt.games.exact_hit.render.palette import DICE_FILLS, ON_FILL
from knaster_qt.games.exact_hit.render.symbols import symbol_path

_PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
}
FRAME_MS = 55
FRAMES = 8


class DieButton(QAbstractButton):
    """One coloured die; 0 draws a blank face (not thrown yet)."""

    def __init__(self, colour: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colour = colour
        self.value = 0
        self.locked = False  # shows 1 while a rethrow may come: it stays
        self.written = False  # written this turn: drawn faded
        self.previous = False  # the last round's throw, shown until the next: drawn faded
        self.selected = False
        self.setCheckable(False)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setMinimumSize(52, 52)

    def sizeHint(self) -> QSize:
        return QSize(64, 64)

    def set_state(
        self, value: int, *, locked: bool, written: bool, selected: bool, previous: bool = False
    ) -> None:
        self.value, self.locked, self.written, self.selected = value, locked, written, selected
        self.previous = previous
        name = colour_name(self.colour)
        if not value:
            #: {0}: a colour, "black"; {0:die} says "black die", {0:field} "black field"
            text = self.tr("{0} die, not thrown").format(name)
        elif previous:
            #: Between two rounds, until the next throw. {0}: a colour, "black"; {0:die} says
            #: "black die"
            text = self.tr("{0} die showing {1}, last round's throw").format(name, value)
        elif locked:
            #: {0}: a colour, "black"; {0:die} says "black die", {0:field} "black field"
            text = self.tr("{0} die showing 1, stays").format(name)
        elif written:
            #: {0}: a colour, "black"; {0:die} says "black die", {0:field} "black field"
            text = self.tr("{0} die showing {1}, written").format(name, value)
        else:
            #: {0}: a colour, "black"; {0:die} says "black die", {0:field} "black field"
            text = self.tr("{0} die showing {1}").format(name, value)
        self.setAccessibleName(text)
        self.setToolTip(text[:1].upper() + text[1:])
        self.update()

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            side = min(self.width(), self.height()) - 6.0
            face = QRectF((self.width() - side) / 2, (self.height() - side) / 2, side, side)
            if self.written or self.previous:
                painter.setOpacity(0.3)
            paint_coloured_die(painter, face, self.colour, self.value)
            painter.setOpacity(1.0)
            if self.locked:
                _paint_lock(painter, face)
            if self.selected or self.hasFocus():  # over the die: the chosen one, the focus
                ring = QColor("#d9822b") if self.selected else QColor("#111827")
                pen = QPen(ring, 4 if self.selected else 1.5)
                if not self.selected:
                    pen.setStyle(Qt.PenStyle.DashLine)
                painter.setPen(pen)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(face.adjusted(-1, -1, 1, 1), side * 0.18, side * 0.18)
        finally:
            painter.end()


def paint_coloured_die(painter: QPainter, face: QRectF, colour: int, value: int) -> None:
    """A die of ``colour`` showing ``value`` (0: blank) with the colour's symbol above the pips.

    The symbol has a band of its own at the top and the pips sit below it, so that no symbol
    can be taken for a pip (the black die's ● beside a pip would make a 2 look like a 3).
    """
    side = face.width()
    painter.save()
    painter.setPen(QPen(QColor("#4b5160"), max(1.0, side / 40)))
    painter.setBrush(DICE_FILLS[colour])
    painter.drawRoundedRect(face, side * 0.16, side * 0.16)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ON_FILL[colour])
    symbol = QRectF(face.left() + side * 0.41, face.top() + side * 0.06, side * 0.18, side * 0.18)
    painter.drawPath(symbol_path(colour, symbol))
    rule = QColor(ON_FILL[colour])
    rule.setAlphaF(0.45)
    painter.setPen(QPen(rule, max(1.0, side / 36)))
    y = face.top() + side * 0.31
    painter.drawLine(QPointF(face.left() + side * 0.16, y), QPointF(face.right() - side * 0.16, y))
    painter.setPen(Qt.PenStyle.NoPen)
    radius = side * 0.07
    for column, row in _PIPS.get(value, ()):
        centre = QPointF(
            face.left() + side * (0.3 + 0.2 * column), face.top() + side * (0.47 + 0.18 * row)
        )
        painter.drawEllipse(centre, radius, radius)
    painter.restore()


def _paint_lock(painter: QPainter, face: QRectF) -> None:
    """A small padlock at the die's bottom right: it stays when the others are thrown."""
    side = face.width()
    body = QRectF(face.right() - side * 0.3, face.bottom() - side * 0.26, side * 0.3, side * 0.24)
    painter.save()
    painter.setPen(QPen(QColor("#7c2d12"), max(1.5, side / 26)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    shackle = QRectF(
        body.left() + body.width() * 0.2,
        body.top() - body.height() * 0.6,
        body.width() * 0.6,
        body.height() * 1.1,
    )
    painter.drawArc(shackle, 0, 180 * 16)
    painter.setBrush(QColor("#fbbf24"))
    painter.drawRoundedRect(body, 2, 2)
    painter.restore()


class DiceRow(QWidget):
    """The six dice in the rules' order; ``dieClicked(colour)`` reports a click."""

    dieClicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.dice = [DieButton(colour, self) for colour in range(len(COLOURS))]
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        for die in self.dice:
            layout.addWidget(die)
            die.clicked.connect(lambda _checked=False, c=die.colour: self.dieClicked.emit(c))
        self.animation = True
        self.frame_ms = FRAME_MS
        self._frames_left = 0
        self._rolling: set[int] = set()
        self._model: DiceModel | None = None
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._tumble)
        self._rng = random.Random()

    def setModel(self, model: DiceModel) -> None:  # Qt's name, as the item views'
        self._model = model
        model.dataChanged.connect(self._data_changed)
        model.modelReset.connect(self._show_all)
        model.thrown.connect(self.roll)
        self._show_all()

    def _data_changed(
        self, top_left: QModelIndex, bottom_right: QModelIndex, _roles: object
    ) -> None:
        for colour in range(top_left.row(), bottom_right.row() + 1):
            self._show(colour)

    def retranslate(self) -> None:
        """The dice's names and tooltips in the new language."""
        self._show_all()

    def _show_all(self) -> None:
        for colour in range(len(self.dice)):
            self._show(colour)

    def _show(self, colour: int) -> None:
        """Die ``colour`` as the model says (a tumbling die shows its value when it stops)."""
        if self._model is None:
            return
        index = self._model.index(colour)
        die = self.dice[colour]
        die.setEnabled(bool(index.data(DieRole.ENABLED)))
        if self.rolling and colour in self._rolling:
            return
        die.set_state(
            index.data(DieRole.VALUE),
            locked=bool(index.data(DieRole.LOCKED)),
            written=bool(index.data(DieRole.WRITTEN)),
            selected=bool(index.data(DieRole.SELECTED)),
            previous=bool(index.data(DieRole.PREVIOUS)),
        )

    def roll(self, rolling: frozenset[int]) -> None:
        """The dice ``rolling`` tumble a moment, then show the model's values (no animation:
        at once)."""
        if not self.animation or not rolling:
            return
        self._rolling = set(rolling)
        self._frames_left = FRAMES
        self._timer.start(self.frame_ms)
        self._tumble()

    @property
    def rolling(self) -> bool:
        return self._timer.isActive()

    def _tumble(self) -> None:
        self._frames_left -= 1
        for die in self.dice:
            if die.colour in self._rolling and self._frames_left > 0:
                die.value = self._rng.randint(1, 6)
                die.update()
        if self._frames_left <= 0:
            self._timer.stop()
            for colour in self._rolling:
                self._show(colour)
