"""One player's Exact Hit sheet on screen, drawn by the game's painter.

The sheet being played reports a field clicked or hovered (``fieldClicked``,
``fieldHovered``) and moves a keyboard frame with the arrow keys (Enter or Space clicks the
framed field); the other players' sheets are read-only. What it shows comes from
``models.sheet_state.sheet_picture``; nothing here decides what a click means.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QTransform
from PySide6.QtWidgets import QSizePolicy, QWidget

from knaster_qt.games.exact_hit.core.sheets import FIELDS, ROWS
from knaster_qt.games.exact_hit.models.controller import ExactHitController
from knaster_qt.games.exact_hit.models.sheet_state import sheet_picture
from knaster_qt.games.exact_hit.render import geometry as geo
from knaster_qt.games.exact_hit.render.picture import Field, SheetPicture
from knaster_qt.games.exact_hit.render.sheet_painter import field_at, paint_sheet, sheet_transform
from knaster_qt.games.exact_hit.views import sheet_accessibility
from knaster_qt.kit.accessible import announce_focus


class ExactHitSheetView(QWidget):
    """A sheet: the one being played (``player`` None: the controller's shown player) or, with
    ``read_only``, another player's."""

    fieldClicked = Signal(int, int)  # row, position
    fieldHovered = Signal(int, int)  # row, position; (-1, -1) when the mouse leaves a field

    def __init__(self, parent: QWidget | None = None, *, read_only: bool = False) -> None:
        super().__init__(parent)
        self.controller: ExactHitController | None = None
        self.player: int | None = None
        self.read_only = read_only
        self.letter = "A"  # shown before a game is bound
        self.hover: Field | None = None
        self.focus_field: Field | None = None
        self.setMouseTracking(not read_only)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus if read_only else Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(QSize(150, 105) if read_only else QSize(450, 315))
        sheet_accessibility.install(ExactHitSheetView)

    def bind(self, controller: ExactHitController, player: int | None = None) -> None:
        self.controller, self.player = controller, player
        self.update()

    def shown_player(self) -> int:
        if self.controller is None:
            return 0
        return self.player if self.player is not None else self.controller.shown_player()

    def picture(self) -> SheetPicture:
        if self.controller is None:
            return SheetPicture.blank(self.letter)
        focus = self.focus_field if self.hasFocus() else None
        return sheet_picture(
            self.controller,
            self.shown_player(),
            hover=self.hover,
            focus=focus,
            interactive=not self.read_only,
        )

    def sheet_transform(self) -> QTransform:
        return sheet_transform(QRectF(self.rect()).adjusted(2, 2, -2, -2))

    def field_rect(self, field: Field) -> QRectF:
        rect = geo.field_rect_mm(*field)
        return self.sheet_transform().mapRect(QRectF(rect.x, rect.y, rect.w, rect.h))

    def score_rect(self, row: int | None) -> QRectF:
        rect = geo.total_rect_mm() if row is None else geo.score_rect_mm(row)
        return self.sheet_transform().mapRect(QRectF(rect.x, rect.y, rect.w, rect.h))

    def heightForWidth(self, width: int) -> int:
        return round(width * geo.SHEET_HEIGHT_MM / geo.SHEET_WIDTH_MM)

    def sizeHint(self) -> QSize:
        return QSize(210, 147) if self.read_only else QSize(760, 532)

    # --- painting and gestures -------------------------------------------------------------

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            paint_sheet(painter, QRectF(self.rect()).adjusted(2, 2, -2, -2), self.picture())
        finally:
            painter.end()

    def _field_at(self, point: QPointF) -> Field | None:
        return field_at(self.sheet_transform(), point)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self.read_only:
            return
        field = self._field_at(event.position())
        if field != self.hover:
            self.hover = field
            self.fieldHovered.emit(*(field or (-1, -1)))
            self.update()

    def leaveEvent(self, _event: object) -> None:
        if self.hover is not None:
            self.hover = None
            self.fieldHovered.emit(-1, -1)
            self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.read_only or event.button() != Qt.MouseButton.LeftButton:
            return
        field = self._field_at(event.position())
        if field is not None:
            self.focus_field = field
            self.fieldClicked.emit(*field)
            self.update()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.read_only:
            super().keyPressEvent(event)
            return
        moves = {
            Qt.Key.Key_Left: (0, -1),
            Qt.Key.Key_Right: (0, 1),
            Qt.Key.Key_Up: (-1, 0),
            Qt.Key.Key_Down: (1, 0),
        }
        key = Qt.Key(event.key())
        if key in moves:
            row, position = self.focus_field or self._start_field()
            d_row, d_position = moves[key]
            self.focus_field = (
                min(max(row + d_row, 0), ROWS - 1),
                min(max(position + d_position, 0), FIELDS - 1),
            )
            self.fieldHovered.emit(*self.focus_field)
            announce_focus(self, sheet_accessibility.field_child(self.focus_field))
            self.update()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.focus_field is None:
                self.focus_field = self._start_field()
                self.update()
            else:
                self.fieldClicked.emit(*self.focus_field)
        else:
            super().keyPressEvent(event)

    def _start_field(self) -> Field:
        row = self.controller.current_row() if self.controller is not None else None
        return (row if row is not None else 0, 0)

    def focusInEvent(self, event: object) -> None:
        if self.focus_field is None:
            self.focus_field = self._start_field()
        super().focusInEvent(event)  # type: ignore[arg-type]
        self.update()

    def focusOutEvent(self, event: object) -> None:
        super().focusOutEvent(event)  # type: ignore[arg-type]
        self.update()
