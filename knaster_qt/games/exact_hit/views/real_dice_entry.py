"""Real dice at the table: the six values entered by colour, then confirmed.

During a rethrow the dice that showed 1 stay: their boxes are locked at 1.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Signal
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSpinBox, QWidget

from knaster_qt.games.exact_hit.core.sheets import COLOURS
from knaster_qt.games.exact_hit.models.controller import colour_name
from knaster_qt.games.exact_hit.views.dice_row import paint_coloured_die


class DieLabel(QLabel):
    """A small die of one colour before its box, painted at the screen's own pixel ratio
    (a 22-pixel image would be enlarged, and blurred, on a screen scaled 1.5 or 2)."""

    SIZE = 22

    def __init__(self, colour: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colour = colour
        self.setFixedSize(self.SIZE, self.SIZE)

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            side = self.SIZE - 2
            paint_coloured_die(painter, QRectF(1, 1, side, side), self.colour, 0)
        finally:
            painter.end()


class RealDiceEntry(QWidget):
    """Six boxes, one per colour in the rules' order, and the button that enters them."""

    entered = Signal(tuple)  # the six values

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel(self)
        layout.addWidget(self.label)
        self.boxes: list[QSpinBox] = []
        for colour in range(len(COLOURS)):
            icon = DieLabel(colour, self)
            box = QSpinBox(self)
            box.setRange(1, 6)
            #: {0}: a colour, "black"; {0:die} says "black die", {0:field} "black field"
            box.setAccessibleName(self.tr("{0} die's value").format(colour_name(colour)))
            box.setToolTip(box.accessibleName())
            icon.setBuddy(box)
            layout.addWidget(icon)
            layout.addWidget(box)
            self.boxes.append(box)
        self.enter_button = QPushButton(self)
        self.enter_button.clicked.connect(self._enter)
        layout.addWidget(self.enter_button)
        layout.addStretch(1)
        self.retranslate()

    def retranslate(self) -> None:
        self.label.setText(self.tr("Real dice:"))
        self.enter_button.setText(self.tr("E&nter the dice"))

    def ask(self, locked_ones: tuple[int, ...] | None) -> None:
        """Ask for a throw (None) or a rethrow of dice where ``locked_ones`` showed 1 (1: stays)."""
        for colour, box in enumerate(self.boxes):
            stays = locked_ones is not None and locked_ones[colour] == 1
            if stays:
                box.setValue(1)
            box.setEnabled(not stays)

    def _enter(self) -> None:
        self.entered.emit(tuple(box.value() for box in self.boxes))
