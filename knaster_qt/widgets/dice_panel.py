"""The dice on screen: two drawn dice faces, the sum, the round and the Roll button or, with
real dice, the buttons and keys to enter the sum with a confirmation."""

from __future__ import annotations

import random

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from knaster_qt.animation import animation_allowed
from knaster_qt.widgets.real_dice import RealDiceEntry

# Where the pips of each face sit, on a 3x3 grid of positions (0, 1, 2).
_PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
}
_FRAME_MS = 60
_FRAMES = 9


__all__ = ["DicePanel", "DieFace", "animation_allowed", "die_icon", "paint_die"]


class DieFace(QWidget):
    """One die, drawn in fixed ivory and black whatever the desktop theme; 0 shows a blank face."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._value = 0
        self._name()
        self.setMinimumSize(48, 48)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    @property
    def value(self) -> int:
        return self._value

    def set_value(self, value: int) -> None:
        self._value = value
        self._name()
        self.update()

    def _name(self) -> None:
        self.setAccessibleName(
            self.tr("die showing {0}").format(self._value)
            if self._value
            else self.tr("die, not rolled")
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._name()
        super().changeEvent(event)

    def sizeHint(self) -> QSize:
        return QSize(64, 64)

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            side = min(self.width(), self.height()) - 4.0
            face = QRectF((self.width() - side) / 2, (self.height() - side) / 2, side, side)
            paint_die(painter, face, self._value)
        finally:
            painter.end()


def paint_die(painter: QPainter, face: QRectF, value: int) -> None:
    """A die face in ``face`` (a square); 0 draws a blank face."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    side = face.width()
    painter.setPen(QPen(QColor("#5b5b5b"), max(1.0, side / 50)))
    painter.setBrush(QColor("#fbf8ef"))
    painter.drawRoundedRect(face, side * 0.18, side * 0.18)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#1d1d1d"))
    radius = side * 0.085
    for column, row in _PIPS.get(value, ()):
        centre = QPointF(
            face.left() + side * (0.25 + 0.25 * column), face.top() + side * (0.25 + 0.25 * row)
        )
        painter.drawEllipse(centre, radius, radius)
    painter.restore()


def die_icon(value: int = 5) -> QIcon:
    """A die face as an icon (the Roll action), drawn at a few sizes for crisp toolbars."""
    icon = QIcon()
    for size in (16, 24, 32, 48, 64):
        pixmap = QPixmap(size, size)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        try:
            paint_die(painter, QRectF(1, 1, size - 2, size - 2), value)
        finally:
            painter.end()
        icon.addPixmap(pixmap)
    return icon


class DicePanel(QWidget):
    """Shows the current roll and offers the Roll button; the window connects ``rollRequested``.

    With real dice (``set_real_dice``) there is no Roll button: the sum is chosen
    with the buttons 2-12 or typed, shown for confirmation, and ``realRollEntered``
    carries it once confirmed.
    """

    rollRequested = Signal()
    realRollEntered = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.animation_enabled = animation_allowed()
        self.dice = (DieFace(self), DieFace(self))
        self.sum_label = QLabel("–", self)
        self.sum_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        self.sum_label.setFont(font)
        self.round_label = QLabel(self)
        self.round_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.round_label.setWordWrap(True)  # a narrow side panel (a small window)
        self.roll_button = QPushButton(self)
        self.roll_button.setMinimumHeight(36)
        # A mouse click must not take the keyboard focus away from the sheet's arrow keys.
        self.roll_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.roll_button.clicked.connect(self.rollRequested)

        faces = QHBoxLayout()
        faces.addStretch(1)
        for die in self.dice:
            faces.addWidget(die)
        faces.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addLayout(faces)
        layout.addWidget(self.sum_label)
        layout.addWidget(self.round_label)
        self.roller_label = QLabel("", self)
        self.roller_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.roller_label.setWordWrap(True)
        self.roller_label.setVisible(False)
        layout.addWidget(self.roller_label)
        layout.addWidget(self.roll_button)
        # The entry for the sum of real dice, hidden (and its keys off) until a game uses them.
        self.real_box = RealDiceEntry(self)
        self.real_box.entered.connect(self.realRollEntered)
        layout.addWidget(self.real_box)
        self.real_dice = False

        self._final: tuple[int, int] = (0, 0)
        self._frames_left = 0
        self._rng = random.Random()  # only for the look of the animation, never for the game
        self._timer = QTimer(self)
        self._timer.setInterval(_FRAME_MS)
        self._timer.timeout.connect(self._next_frame)
        self.round_label.setText(self.tr("No roll yet"))  # until the game says its round
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """The panel's own texts in the language now chosen (the round line is the game's)."""
        self.setAccessibleName(self.tr("dice"))
        self.sum_label.setAccessibleName(self.tr("sum of the dice"))
        self.roll_button.setText(self.tr("&Roll"))
        self.roll_button.setToolTip(self.tr("Roll both dice (R)"))

    @property
    def animating(self) -> bool:
        return self._timer.isActive()

    def show_roll(self, dice: tuple[int, int] | None, total: int, round_text: str) -> None:
        """Show a new roll, tumbling the dice first unless the animation is off."""
        self.round_label.setText(round_text)
        self._final = dice if dice is not None else (0, 0)  # a sum without dice: blank faces
        self._total = total
        if self.animation_enabled and not self.real_dice:  # real dice have already rolled
            self._frames_left = _FRAMES
            self.sum_label.setText("…")
            self._timer.start()
            self._next_frame()
        else:
            self._show_final()

    def show_state(self, dice: tuple[int, int] | None, total: int | None, round_text: str) -> None:
        """Show the roll of a game without animating (new or opened game)."""
        self._timer.stop()
        self.round_label.setText(round_text)
        self._final = dice if dice is not None else (0, 0)
        self._total = total or 0
        self._show_final()

    def set_can_roll(self, allowed: bool, game_over: bool = False) -> None:
        self.roll_button.setEnabled(allowed)
        self.real_box.set_active(allowed, game_over)

    def set_roller_text(self, text: str) -> None:
        """Who rolled and who rolls next ('' hides the line: a solo game)."""
        self.roller_label.setText(text)
        self.roller_label.setVisible(bool(text))

    def _next_frame(self) -> None:
        self._frames_left -= 1
        if self._frames_left <= 0:
            self._timer.stop()
            self._show_final()
            return
        for die in self.dice:
            die.set_value(self._rng.randint(1, 6))

    def _show_final(self) -> None:
        for die, value in zip(self.dice, self._final, strict=True):
            die.set_value(value)
        self.sum_label.setText(str(self._total) if self._total else "–")

    # --- real dice -------------------------------------------------------------------------

    def set_real_dice(self, real: bool) -> None:
        """No Roll button and no dice faces: the sum of the real dice is entered instead."""
        self.real_dice = real
        self.roll_button.setVisible(not real)
        for die in self.dice:  # real dice are on the table: the sum says it all
            die.setVisible(not real)
        self.real_box.set_shown(real)
