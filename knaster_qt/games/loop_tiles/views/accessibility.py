"""What a screen reader hears of the painted board and rack: each square and rack slot by
name and value ("G6": "tile north, east and south, value 3", "H7": "empty, x2, fits: 9
points"; "tile 2": "north and west, value 5, held"). Read from the pictures the painters draw, so it says exactly what
is on screen; nothing is decided here (the pattern of knaster/views/sheet_accessibility.py).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QCoreApplication, QRect, QRectF
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget

from knaster_qt.games import join_words
from knaster_qt.games.loop_tiles.core.material import Square, Tile, square_name
from knaster_qt.games.loop_tiles.core.placement import side_word
from knaster_qt.kit import accessible
from knaster_qt.kit.accessible import PaintedPart, PaintedTable
from knaster_qt.texts import translated


def tile_words(tile: Tile) -> str:
    """A tile by the sides its lines reach and its value: "north and east, value 3"."""
    sides = translated(join_words([side_word(edge) for edge in tile.ends]))
    #: A tile as a screen reader says it: {0}: the sides its lines reach, "north and east";
    #: {1}: its value
    return QCoreApplication.translate("LoopTilesAccessibility", "{0}, value {1}").format(
        sides, tile.value
    )


class _Part(PaintedPart):
    """One square or rack slot: a child of its widget's interface."""

    def __init__(
        self,
        widget: QWidget,
        name: Callable[[], str],
        value: Callable[[], str],
        rect: Callable[[], QRectF],
    ) -> None:
        super().__init__(widget, 0)
        self._name, self._value, self._rect = name, value, rect

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Cell

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.readOnly = True
        return state

    def rect(self) -> QRect:
        return self.global_rect(self._rect())

    def name(self) -> str:
        return self._name()

    def value(self) -> str:
        return self._value()


def square_value(view: QWidget, square: Square) -> str:
    """What a square holds, its bonus, and whether the held tile fits there."""
    picture = view.picture  # type: ignore[attr-defined]
    tile = picture.tiles.get(square)
    if tile is not None:
        words = QCoreApplication.translate("LoopTilesAccessibility", "tile {0}").format(
            tile_words(tile)
        )
    else:
        words = QCoreApplication.translate("LoopTilesAccessibility", "empty")
    multiplier = picture.board.multiplier(square)
    if multiplier > 1:
        words += f", x{multiplier}"
    if square == picture.board.start:
        words += QCoreApplication.translate("LoopTilesAccessibility", ", the centre")
    if square in picture.fits:
        words += QCoreApplication.translate("LoopTilesAccessibility", ", the held tile fits")
        if square == picture.hover and picture.hover_points is not None:
            words += QCoreApplication.translate("LoopTilesAccessibility", ": {0} points").format(
                picture.hover_points
            )
    return words


def slot_value(view: QWidget, slot: int) -> str:
    picture = view.picture  # type: ignore[attr-defined]
    tile = picture.tiles[slot]
    if tile is None:
        return QCoreApplication.translate("LoopTilesAccessibility", "empty")
    if picture.hidden:
        return QCoreApplication.translate("LoopTilesAccessibility", "face down")
    words = tile_words(tile)
    if slot == picture.selected:
        words += QCoreApplication.translate("LoopTilesAccessibility", ", held")
    if slot in picture.unplayable:
        words += QCoreApplication.translate("LoopTilesAccessibility", ", fits nowhere")
    return words


def _square_name(square: Square) -> str:
    return square_name(square)


def _slot_name(slot: int) -> str:
    return QCoreApplication.translate("LoopTilesAccessibility", "rack tile {0}").format(slot + 1)


def _square_rect(widget: QWidget, square: Square) -> QRectF:
    rect: QRectF = widget.square_rect(square)  # type: ignore[attr-defined]
    return rect


def _slot_rect(widget: QWidget, slot: int) -> QRectF:
    rect: QRectF = widget.slot_rect(slot)  # type: ignore[attr-defined]
    return rect


def board_interface(widget: QWidget) -> PaintedTable:
    size: int = widget.picture.board.size  # type: ignore[attr-defined]
    squares = [(column, row) for row in range(size) for column in range(size)]
    parts = [
        _Part(
            widget,
            partial(_square_name, square),
            partial(square_value, widget, square),
            partial(_square_rect, widget, square),
        )
        for square in squares
    ]
    return PaintedTable(widget, parts)


def rack_interface(widget: QWidget) -> PaintedTable:
    slots = len(widget.picture.tiles)  # type: ignore[attr-defined]
    parts = [
        _Part(
            widget,
            partial(_slot_name, slot),
            partial(slot_value, widget, slot),
            partial(_slot_rect, widget, slot),
        )
        for slot in range(slots)
    ]
    return PaintedTable(widget, parts)


def install(board_class: type[QWidget], rack_class: type[QWidget]) -> None:
    """Let Qt ask for the board's and the rack's interfaces."""
    accessible.install(board_class, board_interface)
    accessible.install(rack_class, rack_interface)
