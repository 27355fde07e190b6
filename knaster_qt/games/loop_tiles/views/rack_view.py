"""The rack beside the board: five slots drawn by the rack painter.

A click on a tile holds it (the board then lights where it fits); pressing on a tile and
moving drags it: a picture of the tile follows the pointer and releasing it over the board
places it there. The drag is the widget's own (a pressed button keeps the rack's mouse
grab), so it behaves the same with a real mouse and with synthetic test events. It paints
what its model (models/rack_model.py) says of each slot and repaints the slots
``dataChanged`` names.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from knaster_qt.games.loop_tiles.models.rack_model import RackModel, SlotRole
from knaster_qt.games.loop_tiles.render.picture import RackPicture
from knaster_qt.games.loop_tiles.render.rack_painter import (
    paint_rack,
    rack_slots,
    slot_at,
    tile_pixmap,
)

DRAG_TILE_PX = 56
MIN_HEIGHT, MAX_HEIGHT = 64, 104  # pixels: tiles of 40 to 80 px
HEIGHT_PER_WIDTH = 0.2  # five slots, their gaps and the bar's padding, for a slot's height


class RackView(QWidget):
    """The rack. Signals: ``slotClicked(slot)``, and for drags ``dragStarted(slot)``,
    ``dragMoved(global point)``, ``dropped(global point)``."""

    slotClicked = Signal(int)
    dragStarted = Signal(int)
    dragMoved = Signal(QPointF)
    dropped = Signal(QPointF)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.picture = RackPicture()
        self.draggable = False  # the tiles may be taken (a person's turn)
        self._pressed: tuple[int, QPointF] | None = None
        self._dragging = False
        self.floating = QLabel(self)  # the tile under the pointer during a drag: a window
        self.floating.setWindowFlags(Qt.WindowType.ToolTip | Qt.WindowType.FramelessWindowHint)
        self.floating.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setMinimumSize(QSize(260, 64))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def sizeHint(self) -> QSize:
        return QSize(420, 86)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        """As tall as five tiles in a row this wide need (the column beside the board),
        within MIN_HEIGHT..MAX_HEIGHT."""
        return max(MIN_HEIGHT, min(MAX_HEIGHT, round(width * HEIGHT_PER_WIDTH)))

    def setModel(self, model: RackModel) -> None:
        """Paint what ``model`` says; repaint the slots its ``dataChanged`` names."""
        self._model = model
        model.dataChanged.connect(self._slots_changed)
        model.modelReset.connect(self._model_reset)
        self._model_reset()

    def _model_reset(self) -> None:
        self._read()
        self.update()

    def _slots_changed(self, top_left: QModelIndex, bottom_right: QModelIndex) -> None:
        self._read()
        for slot in range(top_left.row(), bottom_right.row() + 1):
            rect = self.slot_rect(slot)
            # A held tile is drawn lifted a little above its slot.
            self.update(rect.adjusted(0, -rect.height() / 4, 0, 0).toAlignedRect())

    def _read(self) -> None:
        model = self._model
        slots = [model.index(row) for row in range(model.rowCount())]
        selected = [index.row() for index in slots if index.data(SlotRole.SELECTED)]
        self.picture = RackPicture(
            tiles=tuple(index.data(SlotRole.TILE) for index in slots),
            selected=selected[0] if selected else None,
            hidden=any(index.data(SlotRole.HIDDEN) for index in slots),
            unplayable=frozenset(index.row() for index in slots if index.data(SlotRole.UNPLAYABLE)),
        )
        self.draggable = any(index.data(SlotRole.MOVABLE) for index in slots)

    def target(self) -> QRectF:
        return QRectF(self.rect())

    def slot_rect(self, slot: int) -> QRectF:
        rect = rack_slots(self.target(), len(self.picture.tiles))[slot]
        return QRectF(rect.x, rect.y, rect.w, rect.h)

    def slot_centre(self, slot: int) -> QPoint:
        return self.slot_rect(slot).center().toPoint()

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_rack(painter, self.target(), self.picture)
        painter.end()

    def _tile_slot(self, point: QPointF) -> int | None:
        slot = slot_at(self.target(), len(self.picture.tiles), point)
        if slot is None or self.picture.hidden or self.picture.tiles[slot] is None:
            return None
        return slot

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        slot = self._tile_slot(event.position())
        self._pressed = (slot, event.position()) if slot is not None and self.draggable else None
        self._dragging = False

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pressed is None or not event.buttons() & Qt.MouseButton.LeftButton:
            return
        slot, start = self._pressed
        if not self._dragging:
            moved = (event.position() - start).manhattanLength()
            if moved < QApplication.startDragDistance():
                return
            self._dragging = True
            self.dragStarted.emit(slot)
            self._show_floating(slot)
        self._move_floating(event.globalPosition())
        self.dragMoved.emit(event.globalPosition())

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self._pressed is None:
            return
        slot, _start = self._pressed
        self._pressed = None
        if self._dragging:
            self._dragging = False
            self.floating.hide()
            self.dropped.emit(event.globalPosition())
        else:
            self.slotClicked.emit(slot)

    def _show_floating(self, slot: int) -> None:
        tile = self.picture.tiles[slot]
        if tile is None:
            return
        self.floating.setPixmap(tile_pixmap(tile, DRAG_TILE_PX, self.devicePixelRatioF()))
        self.floating.resize(DRAG_TILE_PX, DRAG_TILE_PX)
        self.floating.show()

    def _move_floating(self, point: QPointF) -> None:
        half = DRAG_TILE_PX // 2
        self.floating.move(point.toPoint() - QPoint(half, half))
