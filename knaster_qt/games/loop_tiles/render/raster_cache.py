"""Images of the empty board and of each tile, drawn once per size for raster devices.

Drawing a tile's antialiased curves and its value is what costs time; a full board
has up to 81 tiles. Each piece is drawn by the same vector code the printer uses,
into an image of the exact device-pixel size it is stamped at, so it looks the same;
the board with its tiles is then kept as one image until a tile is placed.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Mapping

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from knaster_qt.games.loop_tiles.core.material import Board, Square, Tile
from knaster_qt.games.loop_tiles.render.geometry import BoardGeometry
from knaster_qt.games.loop_tiles.render.tiles import paint_tile

BackgroundDrawer = Callable[[QPainter, BoardGeometry, Board], None]
_BACKGROUNDS_KEPT = 3  # a board in the window, one in a preview, one being resized
_LAYERS_KEPT = 2  # the board with its tiles: now, and just before the last placement
_TILES_KEPT = 4 * 81  # every tile at a few sizes (a tile image is at most ~40 KB)


def _board_key(board: Board) -> tuple[object, ...]:
    return (board.size, board.start, tuple(sorted(board.multipliers.items())))


class RasterCache:
    """Least recently used images: backgrounds by (board, geometry), tiles by (tile, size)."""

    def __init__(self) -> None:
        self._backgrounds: OrderedDict[tuple[object, ...], QImage] = OrderedDict()
        self._tiles: OrderedDict[tuple[str, int, int], QImage] = OrderedDict()
        self._layers: OrderedDict[tuple[object, ...], QImage] = OrderedDict()

    def board_with_tiles(
        self,
        board: Board,
        geometry: BoardGeometry,
        tiles: Mapping[Square, Tile],
        draw: BackgroundDrawer,
    ) -> QImage:
        """The board with its tiles as one image (the board's corner at pixel (0, 0)).

        Tiles change only when one is placed or taken back; between, a repaint (a hover,
        a drag) copies this one image and draws the overlays on it.
        """
        key = (*_board_key(board), geometry.square, geometry.border, frozenset(tiles.items()))
        image = self._layers.get(key)
        if image is None:
            image = QImage(self.background(board, geometry, draw))  # a copy to draw on
            painter = QPainter(image)
            origin_x, origin_y = (
                geometry.grid_x - geometry.border,
                geometry.grid_y - geometry.border,
            )
            size = round(geometry.square)
            for square, tile in tiles.items():
                rect = geometry.square_rect(square)
                painter.drawImage(
                    QPointF(rect.x - origin_x, rect.y - origin_y), self.tile(tile, size)
                )
            painter.end()
            self._layers[key] = image
            while len(self._layers) > _LAYERS_KEPT:
                self._layers.popitem(last=False)
        else:
            self._layers.move_to_end(key)
        return image

    def background(self, board: Board, geometry: BoardGeometry, draw: BackgroundDrawer) -> QImage:
        """The empty board as an opaque image whose pixel (0, 0) is the board's corner."""
        key = (*_board_key(board), geometry.square, geometry.border)
        image = self._backgrounds.get(key)
        if image is None:
            rect = geometry.board_rect
            image = QImage(round(rect.w), round(rect.h), QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(Qt.GlobalColor.transparent)  # the rounded corners show what is behind
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
            local = BoardGeometry(
                geometry.border, geometry.border, geometry.square, geometry.border, board.size
            )
            draw(painter, local, board)
            painter.end()
            self._backgrounds[key] = image
            while len(self._backgrounds) > _BACKGROUNDS_KEPT:
                self._backgrounds.popitem(last=False)
        else:
            self._backgrounds.move_to_end(key)
        return image

    def tile(self, tile: Tile, size: int) -> QImage:
        """A tile drawn into a transparent square image ``size`` pixels wide."""
        key = (tile.ends, tile.value, size)
        image = self._tiles.get(key)
        if image is None:
            image = render_tile_image(tile, size)
            self._tiles[key] = image
            while len(self._tiles) > _TILES_KEPT:
                self._tiles.popitem(last=False)
        else:
            self._tiles.move_to_end(key)
        return image

    def clear(self) -> None:
        self._backgrounds.clear()
        self._tiles.clear()
        self._layers.clear()


def render_tile_image(tile: Tile, size: int, device_pixel_ratio: float = 1.0) -> QImage:
    """One tile on a transparent image of ``size`` logical pixels (the drag picture)."""
    pixels = max(1, round(size * device_pixel_ratio))
    image = QImage(pixels, pixels, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    paint_tile(painter, QRectF(0, 0, pixels, pixels), tile)
    painter.end()
    image.setDevicePixelRatio(device_pixel_ratio)
    return image


RASTER_CACHE = RasterCache()
