"""Real dice at the table: the six values entered by colour, then confirmed.

During a rethrow the dice that showed 1 stay: their boxes are locked at 1.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSpinBox, QWidget

from knaster_qt.games.exact_hit.core.sheets import COLOURS
from knaster_qt.games.exact_hit.models.controller import colour_name
from knaster_qt.games.exact_hit.views.dice_row import paint_coloured_die


def die_icon(colour: int, size: int = 22) -> QIcon:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)

    paint_coloured_die(painter, QRectF(1, 1, size - 2, size - 2), colour, 0)
    painter.end()
    return QIcon(pixmap)


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
            icon = QLabel(self)
            icon.setPixmap(die_icon(colour).pixmap(22, 22))
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
