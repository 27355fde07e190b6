"""The one painter of the Loop Tiles board, for the screen, images, PDF and paper.

``paint_board`` draws the lettered board with its bonus squares and centre, the tiles
and the screen overlays, and returns the BoardGeometry it used: the widgets turn mouse
points into squares with it. On printers and PDFs everything is vector drawing. On
raster devices (widgets, images) the squares are put on whole device pixels and the
board and each tile come from an image cache (drawn once per size by the same vector
code), kept as one image of the board with its tiles, so a full-screen repaint is one
image copy and the overlays.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QImage, QPainter, QPen, QTransform

from knaster_qt.games.loop_tiles.core.material import COLUMNS, Board, Square
from knaster_qt.games.loop_tiles.render.fonts import draw_text
from knaster_qt.games.loop_tiles.render.geometry import BoardGeometry
from knaster_qt.games.loop_tiles.render.palette import COLORS
from knaster_qt.games.loop_tiles.render.picture import BoardPicture, bonus_label
from knaster_qt.games.loop_tiles.render.raster_cache import RASTER_CACHE
from knaster_qt.games.loop_tiles.render.tiles import paint_tile
from knaster_qt.kit.paint import qrect, raster_world, render_image

GROOVE_MM = 0.35  # the frame shows this wide between two squares


def board_geometry(target: QRectF, board: Board) -> BoardGeometry:
    """Where the board lies in ``target`` when painted as vectors (printers, PDF)."""
    return BoardGeometry.fit(target.x(), target.y(), target.width(), target.height(), board.size)


def square_at_point(geometry: BoardGeometry, point: QPointF) -> Square | None:
    """The square under a point in the painter's coordinates (as ``paint_board`` returned)."""
    return geometry.square_at(point.x(), point.y())


def prepare(painter: QPainter) -> None:
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)


def paint_board(painter: QPainter, target: QRectF, picture: BoardPicture) -> BoardGeometry:
    """Draw the board, its tiles and overlays into ``target``; returns the geometry used."""
    painter.save()
    try:
        prepare(painter)
        device = raster_world(painter)
        if device is None:
            geometry = board_geometry(target, picture.board)
            # A bonus square's label under a tile is not written: the tile hides it, and on
            # paper (a PDF) its text would stand under the tile's value for whoever reads it.
            covered = frozenset(picture.tiles)
            paint_board_background(painter, geometry, picture.board, covered)
            for square, tile in picture.tiles.items():
                paint_tile(painter, qrect(geometry.square_rect(square)), tile)
        else:
            geometry = _paint_cached(painter, target, picture, *device)
        paint_overlays(painter, geometry, picture)
    finally:
        painter.restore()
    return geometry


def render_board_image(
    picture: BoardPicture, width: int, height: int, device_pixel_ratio: float = 1.0
) -> QImage:
    """The board as an image of ``width`` × ``height`` logical pixels (needs a QGuiApplication)."""

    def paint(painter: QPainter, target: QRectF) -> None:
        paint_board(painter, target, picture)

    return render_image(paint, width, height, COLORS.paper, device_pixel_ratio)


def paint_board_background(
    painter: QPainter,
    geometry: BoardGeometry,
    board: Board,
    covered: frozenset[Square] = frozenset(),
) -> None:
    """The empty board: frame, letters and numbers, squares, bonus squares, the centre; no
    bonus label on the ``covered`` squares (their tiles are drawn over them)."""
    unit = geometry.unit
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(COLORS.frame))
    painter.drawRoundedRect(qrect(geometry.board_rect), 2.0 * unit, 2.0 * unit)
    groove = GROOVE_MM * unit / 2
    for row in range(board.size):
        for column in range(board.size):
            square = (column, row)
            multiplier = board.multiplier(square)
            fill = COLORS.bonus[multiplier][0] if multiplier in COLORS.bonus else COLORS.square
            rect = qrect(geometry.square_rect(square)).adjusted(groove, groove, -groove, -groove)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(fill))
            painter.drawRect(rect)
            if multiplier > 1 and square not in covered:
                ink = COLORS.bonus[multiplier][1] if multiplier in COLORS.bonus else COLORS.frame
                draw_text(painter, rect, bonus_label(multiplier), 3.6 * unit, ink, bold=True)
    _paint_centre(painter, geometry, board.start)
    _paint_coordinates(painter, geometry)


def _paint_centre(painter: QPainter, geometry: BoardGeometry, start: Square) -> None:
    rect = qrect(geometry.square_rect(start))
    unit = geometry.unit
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(COLORS.centre, 0.8 * unit))
    painter.drawEllipse(rect.center(), 3.3 * unit, 3.3 * unit)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(COLORS.centre))
    painter.drawEllipse(rect.center(), 1.1 * unit, 1.1 * unit)


def _paint_coordinates(painter: QPainter, geometry: BoardGeometry) -> None:
    """Column letters above and below the squares, row numbers left and right."""
    unit, border, grid = geometry.unit, geometry.border, geometry.grid_rect
    size = 3.0 * unit
    for index in range(geometry.size):
        offset = index * geometry.square
        letter, number = COLUMNS[index], str(index + 1)
        for y in (grid.y - border, grid.bottom):
            rect = QRectF(grid.x + offset, y, geometry.square, border)
            draw_text(painter, rect, letter, size, COLORS.frame_text, bold=True)
        for x in (grid.x - border, grid.right):
            rect = QRectF(x, grid.y + offset, border, geometry.square)
            draw_text(painter, rect, number, size, COLORS.frame_text, bold=True)


def paint_overlays(painter: QPainter, geometry: BoardGeometry, picture: BoardPicture) -> None:
    """Screen marks: last turn's and this turn's tiles, where the held tile fits, the hover."""
    unit = geometry.unit
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for square in picture.last_turn:
        rect = qrect(geometry.square_rect(square))
        # A dog-ear in the top-right corner: visible, yet leaves the lines free to read.
        corner = QPointF(rect.right() - 0.6 * unit, rect.top() + 0.6 * unit)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(COLORS.last_turn))
        painter.drawPolygon(
            [corner, corner - QPointF(3.0 * unit, 0.0), corner + QPointF(0.0, 3.0 * unit)]
        )
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(COLORS.this_turn, 0.7 * unit))
    for square in picture.this_turn:
        inset = 0.45 * unit
        rect = qrect(geometry.square_rect(square)).adjusted(inset, inset, -inset, -inset)
        painter.drawRoundedRect(rect, 1.1 * unit, 1.1 * unit)
    for square in picture.fits:
        rect = qrect(geometry.square_rect(square))
        painter.setPen(QPen(COLORS.fit_frame, 0.5 * unit))
        painter.setBrush(QBrush(COLORS.fit))
        inset = 0.5 * unit
        painter.drawRect(rect.adjusted(inset, inset, -inset, -inset))
    if picture.hover is not None:
        _paint_hover(painter, geometry, picture)


def _paint_hover(painter: QPainter, geometry: BoardGeometry, picture: BoardPicture) -> None:
    assert picture.hover is not None
    unit = geometry.unit
    rect = qrect(geometry.square_rect(picture.hover))
    if picture.hover_tile is not None and picture.hover not in picture.tiles:
        paint_tile(painter, rect, picture.hover_tile, opacity=0.75, shadow=False)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(COLORS.hover_frame, 0.8 * unit))
    painter.drawRect(rect.adjusted(0.4 * unit, 0.4 * unit, -0.4 * unit, -0.4 * unit))
    if picture.hover_points is not None:
        label = points_badge_rect(geometry, picture)
        painter.setPen(QPen(COLORS.points_text, 0.25 * unit))
        painter.setBrush(QBrush(COLORS.points_fill))
        painter.drawRoundedRect(label, label.height() / 2, label.height() / 2)
        draw_text(
            painter, label, f"+{picture.hover_points}", 3.4 * unit, COLORS.points_text, bold=True
        )


# Where the points badge of the hovered square goes, in order: a free square above it,
# below it, to its right, to its left (the badge stands in the middle of that square, so it
# covers no tile and no line of one); with every neighbour taken, the foot of the hovered
# square itself, over the tile being placed rather than another.
_BADGE_PLACES = ((0, -1), (0, 1), (1, 0), (-1, 0))


def points_badge_rect(geometry: BoardGeometry, picture: BoardPicture) -> QRectF:
    """The rectangle of the hovered square's points badge (``picture.hover`` is set)."""
    assert picture.hover is not None
    unit = geometry.unit
    width, height = 9.0 * unit, 5.0 * unit
    column, row = picture.hover
    for step_x, step_y in _BADGE_PLACES:
        place = (column + step_x, row + step_y)
        on_board = 0 <= place[0] < geometry.size and 0 <= place[1] < geometry.size
        if on_board and place not in picture.tiles:
            centre = qrect(geometry.square_rect(place)).center()
            return QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)
    rect = qrect(geometry.square_rect(picture.hover))
    return QRectF(rect.center().x() - width / 2, rect.bottom() - height - 0.5 * unit, width, height)


def _paint_cached(
    painter: QPainter, target: QRectF, picture: BoardPicture, world: QTransform, ratio: float
) -> BoardGeometry:
    """Background and tiles stamped from the cache on whole device pixels.

    Returns the geometry in the painter's own (logical) coordinates.
    """
    to_device = world * QTransform.fromScale(ratio, ratio)
    device_target = to_device.mapRect(target)
    device = BoardGeometry.fit(
        device_target.x(),
        device_target.y(),
        device_target.width(),
        device_target.height(),
        picture.board.size,
        snap=True,
    )
    painter.setWorldTransform(QTransform.fromScale(1 / ratio, 1 / ratio))
    smooth = painter.testRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
    board = device.board_rect
    layer = RASTER_CACHE.board_with_tiles(
        picture.board, device, picture.tiles, paint_board_background
    )
    painter.drawImage(QPointF(board.x, board.y), layer)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, smooth)
    painter.setWorldTransform(world)
    from_device, _ = to_device.inverted()
    scale = from_device.m11()
    return BoardGeometry(
        grid_x=device.grid_x * scale + from_device.dx(),
        grid_y=device.grid_y * scale + from_device.dy(),
        square=device.square * scale,
        border=device.border * scale,
        size=device.size,
    )
