"""The board on screen: drawn by the board painter, zoomed and panned inside a scroll area.

The view only paints what its model (models/board_model.py) says of each square (the
tiles, the squares where the held tile fits, what it would score on the hovered square),
repaints only the squares ``dataChanged`` names, and reports gestures: a click on a
square, a tile dropped on it. (The replay window gives it whole pictures instead.) Zoom: Ctrl+wheel, the zoom actions, "fit"; pan: the
scrollbars, the wheel, or dragging with the middle button. Hit tests use the geometry the
painter returned for the last paint, so they stay right at any zoom and scroll. Zoomed in,
the column letters and row numbers stay in view: when the board's own lettered band is
scrolled away, a ruler at the edge of the view shows the letters (numbers) of the columns
(rows) in view, as a spreadsheet keeps its headers.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QModelIndex, QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QKeyEvent,
    QMouseEvent,
    QMoveEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

from knaster_qt.games.loop_tiles.core.material import COLUMNS, Square, Tile
from knaster_qt.games.loop_tiles.models.board_model import BoardModel, SquareRole
from knaster_qt.games.loop_tiles.render.board_painter import (
    board_geometry,
    paint_board,
    square_at_point,
)
from knaster_qt.games.loop_tiles.render.fonts import draw_text
from knaster_qt.games.loop_tiles.render.geometry import BoardGeometry
from knaster_qt.games.loop_tiles.render.palette import COLORS
from knaster_qt.games.loop_tiles.render.picture import BoardPicture

MIN_ZOOM = 1.0  # the whole board in view
MAX_ZOOM = 4.0
ZOOM_STEP = 1.25


class BoardView(QWidget):
    """The painted board. ``squareClicked`` on a left click, ``hovered`` as the pointer moves."""

    squareClicked = Signal(object)  # Square
    hovered = Signal(object)  # Square | None
    released = Signal()  # a right click or Escape: put the held tile down
    squaresMoved = Signal()  # a paint put the squares elsewhere (zoom, size): rulers follow

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.picture = BoardPicture()
        self.geometry_: BoardGeometry | None = None
        self.hover: Square | None = None

    def set_picture(self, picture: BoardPicture) -> None:
        self.picture = picture
        self.update()

    def setModel(self, model: BoardModel) -> None:
        """Paint what ``model`` says; repaint the squares its ``dataChanged`` names."""
        self._model = model
        model.dataChanged.connect(self._squares_changed)
        model.modelReset.connect(self._model_reset)
        self._model_reset()

    def _model_reset(self) -> None:
        model = self._model
        self.picture = BoardPicture(board=model.board)
        self._read(model.index(0, 0), model.index(model.rowCount() - 1, model.columnCount() - 1))
        self.update()

    def _squares_changed(self, top_left: QModelIndex, bottom_right: QModelIndex) -> None:
        for square in self._read(top_left, bottom_right):
            # The hovered square's points label stands above (or below) it: a square around.
            rect = self.square_rect(square)
            self.update(
                rect.adjusted(
                    -rect.width(), -rect.height(), rect.width(), rect.height()
                ).toAlignedRect()
            )

    def _read(self, top_left: QModelIndex, bottom_right: QModelIndex) -> list[Square]:
        """Bring the picture up to date with the model's squares in the range; returns them."""
        picture = self.picture
        tiles = dict(picture.tiles)
        marks = {
            SquareRole.FITS: set(picture.fits),
            SquareRole.THIS_TURN: set(picture.this_turn),
            SquareRole.LAST_TURN: set(picture.last_turn),
        }
        hover = (picture.hover, picture.hover_tile, picture.hover_points)
        squares = []
        for row in range(top_left.row(), bottom_right.row() + 1):
            for column in range(top_left.column(), bottom_right.column() + 1):
                index = self._model.index(row, column)
                square: Square = index.data(SquareRole.SQUARE)
                squares.append(square)
                tile: Tile | None = index.data(SquareRole.TILE)
                if tile is None:
                    tiles.pop(square, None)
                else:
                    tiles[square] = tile
                for role, marked in marks.items():
                    (marked.add if index.data(role) else marked.discard)(square)
                if index.data(SquareRole.HOVERED):
                    hover = (
                        square,
                        index.data(SquareRole.HOVER_TILE),
                        index.data(SquareRole.HOVER_POINTS),
                    )
                elif hover[0] == square:
                    hover = (None, None, None)
        self.picture = replace(
            picture,
            tiles=tiles,
            fits=frozenset(marks[SquareRole.FITS]),
            this_turn=frozenset(marks[SquareRole.THIS_TURN]),
            last_turn=frozenset(marks[SquareRole.LAST_TURN]),
            hover=hover[0],
            hover_tile=hover[1],
            hover_points=hover[2],
        )
        return squares

    def board_geometry(self) -> BoardGeometry:
        """Where the squares are now (the last paint's geometry, or the vector one before)."""
        if self.geometry_ is not None:
            return self.geometry_
        return board_geometry(QRectF(self.rect()), self.picture.board)

    def square_at(self, point: QPointF) -> Square | None:
        return square_at_point(self.board_geometry(), point)

    def square_centre(self, square: Square) -> QPoint:
        """The middle of a square in this widget's coordinates (accessibility, tests, hints)."""
        rect = self.board_geometry().square_rect(square)
        return QPointF(rect.x + rect.w / 2, rect.y + rect.h / 2).toPoint()

    def square_rect(self, square: Square) -> QRectF:
        rect = self.board_geometry().square_rect(square)
        return QRectF(rect.x, rect.y, rect.w, rect.h)

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), self.palette().window())
        before = self.geometry_
        self.geometry_ = paint_board(painter, QRectF(self.rect()), self.picture)
        painter.end()
        if self.geometry_ != before:
            self.squaresMoved.emit()

    def set_hover(self, square: Square | None) -> None:
        if square != self.hover:
            self.hover = square
            self.hovered.emit(square)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if not event.buttons() & Qt.MouseButton.MiddleButton:
            self.set_hover(self.square_at(event.position()))
        super().mouseMoveEvent(event)  # the scroll area pans on a middle-button drag

    def leaveEvent(self, event: object) -> None:
        self.set_hover(None)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            square = self.square_at(event.position())
            if square is not None:
                self.squareClicked.emit(square)
            return
        if event.button() == Qt.MouseButton.RightButton:
            self.released.emit()
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.released.emit()
            return
        super().keyPressEvent(event)


class CoordinateRuler(QWidget):
    """The column letters (``across``) or row numbers along one edge of the board's view,
    shown while the board's own band on that side is scrolled out of view. It lets clicks
    through to the board under it."""

    def __init__(self, scroll: BoardScrollArea, across: bool) -> None:
        super().__init__(scroll)
        self._scroll = scroll
        self.across = across
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.hide()

    def place(self) -> None:
        """Stand at the view's edge if the board's band there is out of sight, else hide."""
        geometry, origin = self._scroll.board_in_scroll_area()
        viewport = self._scroll.viewport().geometry()
        band = max(1, round(geometry.border))
        # Half a pixel of slack: a board as tall as a square view starts at 0 give or take
        # the rounding of its fractions.
        if self.across:
            hidden = origin.y() + geometry.grid_y - geometry.border < viewport.top() - 0.5
            self.setGeometry(viewport.left(), viewport.top(), viewport.width(), band)
        else:
            hidden = origin.x() + geometry.grid_x - geometry.border < viewport.left() - 0.5
            self.setGeometry(viewport.left(), viewport.top(), band, viewport.height())
        self.setVisible(hidden)
        if hidden:
            self.raise_()
            self.update()

    def labels(self) -> list[tuple[str, QRectF]]:
        """Each letter (number) with its place in this ruler's coordinates."""
        geometry, origin = self._scroll.board_in_scroll_area()
        here = QPointF(self.pos())
        labels = []
        for index in range(geometry.size):
            start = index * geometry.square
            if self.across:
                x = origin.x() + geometry.grid_x + start - here.x()
                rect = QRectF(x, 0.0, geometry.square, float(self.height()))
                labels.append((COLUMNS[index], rect))
            else:
                y = origin.y() + geometry.grid_y + start - here.y()
                rect = QRectF(0.0, y, float(self.width()), geometry.square)
                labels.append((str(index + 1), rect))
        return labels

    def paintEvent(self, _event: QPaintEvent) -> None:
        geometry, _origin = self._scroll.board_in_scroll_area()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.fillRect(self.rect(), COLORS.frame)
        for text, rect in self.labels():
            draw_text(painter, rect, text, 3.0 * geometry.unit, COLORS.frame_text, bold=True)
        painter.end()


class BoardScrollArea(QScrollArea):
    """The board's window onto a zoomed board: Ctrl+wheel zooms, middle-drag pans."""

    zoomChanged = Signal(float)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board = BoardView()
        self.setWidget(self.board)
        self.setWidgetResizable(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.zoom = MIN_ZOOM
        self._pan_from: QPointF | None = None
        self.board.installEventFilter(self)
        self.setMinimumSize(QSize(240, 240))
        self.letters = CoordinateRuler(self, across=True)
        self.numbers = CoordinateRuler(self, across=False)
        # After the paint, not within it: the rulers move and show themselves.
        self.board.squaresMoved.connect(self.place_rulers, Qt.ConnectionType.QueuedConnection)
        for bar in (self.horizontalScrollBar(), self.verticalScrollBar()):
            bar.valueChanged.connect(self.place_rulers)
            bar.rangeChanged.connect(self.place_rulers)

    def board_in_scroll_area(self) -> tuple[BoardGeometry, QPoint]:
        """The board's squares (in its own coordinates) and where the board's top left
        corner is in this scroll area's coordinates."""
        origin = self.board.mapTo(self, QPoint(0, 0))
        return self.board.board_geometry(), origin

    def place_rulers(self) -> None:
        for ruler in (self.letters, self.numbers):
            ruler.place()

    def sizeHint(self) -> QSize:
        return QSize(620, 620)

    def set_zoom(self, zoom: float, anchor: QPointF | None = None) -> None:
        """Zoom to ``zoom`` (1 = the whole board fits), keeping ``anchor`` (viewport
        coordinates; default its centre) over the same point of the board."""
        zoom = min(MAX_ZOOM, max(MIN_ZOOM, zoom))
        viewport = self.viewport()
        if anchor is None:
            anchor = QPointF(viewport.width() / 2, viewport.height() / 2)
        old = self.board.size()
        spot = QPointF(
            self.horizontalScrollBar().value() + anchor.x(),
            self.verticalScrollBar().value() + anchor.y(),
        )
        self.zoom = zoom
        self._fit_board()
        new = self.board.size()
        if old.width() > 0 and old.height() > 0:
            self.horizontalScrollBar().setValue(
                round(spot.x() * new.width() / old.width() - anchor.x())
            )
            self.verticalScrollBar().setValue(
                round(spot.y() * new.height() / old.height() - anchor.y())
            )
        self.place_rulers()
        self.zoomChanged.emit(zoom)

    def zoom_in(self) -> None:
        self.set_zoom(self.zoom * ZOOM_STEP)

    def zoom_out(self) -> None:
        self.set_zoom(self.zoom / ZOOM_STEP)

    def fit(self) -> None:
        self.set_zoom(MIN_ZOOM)

    def _fit_board(self) -> None:
        viewport = self.viewport().size()
        side = round(min(viewport.width(), viewport.height()) * self.zoom)
        self.board.geometry_ = None  # before the resize: the rulers follow it at once
        self.board.resize(max(viewport.width(), side), max(viewport.height(), side))

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._fit_board()
        self.place_rulers()

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            steps = event.angleDelta().y() / 120
            if steps:
                anchor = QPointF(self.viewport().mapFromGlobal(event.globalPosition().toPoint()))
                self.set_zoom(self.zoom * ZOOM_STEP**steps, anchor)
            event.accept()
            return
        super().wheelEvent(event)

    def eventFilter(self, watched: object, event: object) -> bool:
        """Middle-button drags on the board pan it; the rulers follow its moves."""
        if watched is self.board and isinstance(event, QMoveEvent | QResizeEvent):
            self.place_rulers()
        if watched is self.board and isinstance(event, QMouseEvent):
            kind = event.type()
            if kind == QMouseEvent.Type.MouseButtonPress and (
                event.button() == Qt.MouseButton.MiddleButton
            ):
                self._pan_from = event.globalPosition()
                return True
            if kind == QMouseEvent.Type.MouseMove and self._pan_from is not None:
                delta = event.globalPosition() - self._pan_from
                self._pan_from = event.globalPosition()
                horizontal, vertical = self.horizontalScrollBar(), self.verticalScrollBar()
                horizontal.setValue(horizontal.value() - round(delta.x()))
                vertical.setValue(vertical.value() - round(delta.y()))
                return True
            if kind == QMouseEvent.Type.MouseButtonRelease and (
                event.button() == Qt.MouseButton.MiddleButton
            ):
                self._pan_from = None
                return True
        return super().eventFilter(watched, event)  # type: ignore[arg-type]
