"""The table's gestures, routed to the controller: a rack tile taken (click or drag), the
pointer over the board, a tile dropped or a square clicked. The widgets report where; the
controller (and so the core) decides what happens."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QPointF

from knaster_qt.games.loop_tiles.core.material import Square
from knaster_qt.games.loop_tiles.models.board_model import BoardModel
from knaster_qt.games.loop_tiles.models.controller import LoopTilesController
from knaster_qt.games.loop_tiles.models.presenter import LoopTilesPresenter
from knaster_qt.games.loop_tiles.views.board_view import BoardScrollArea
from knaster_qt.games.loop_tiles.views.rack_view import RackView


class TableGestures(QObject):
    """Connects the rack's and the board's signals; acts once ``follow`` gave it a game."""

    def __init__(
        self, scroll: BoardScrollArea, rack: RackView, say: Callable[[str], None], parent: QObject
    ) -> None:
        super().__init__(parent)
        self._scroll, self._board, self._say = scroll, scroll.board, say
        self._game: tuple[LoopTilesController, LoopTilesPresenter, BoardModel] | None = None
        rack.slotClicked.connect(self._slot_clicked)
        rack.dragStarted.connect(self._drag_started)
        rack.dragMoved.connect(self._drag_moved)
        rack.dropped.connect(self._dropped)
        self._board.squareClicked.connect(self._square_clicked)
        self._board.hovered.connect(self._hovered)
        self._board.released.connect(lambda: self._hold(None))

    def follow(
        self, controller: LoopTilesController, presenter: LoopTilesPresenter, board: BoardModel
    ) -> None:
        self._game = (controller, presenter, board)

    def _hold(self, slot: int | None) -> None:
        if self._game is not None:
            self._game[0].hold(slot)

    def _slot_clicked(self, slot: int) -> None:
        self._hold(slot)
        self._board.setFocus()

    def _drag_started(self, slot: int) -> None:
        if self._game is not None and self._game[0].held != slot:
            self._game[0].hold(slot)

    def _square_under(self, global_point: QPointF) -> Square | None:
        """The board's square under a global position, if the board shows there."""
        viewport = self._scroll.viewport()
        if not viewport.rect().contains(viewport.mapFromGlobal(global_point.toPoint())):
            return None
        return self._board.square_at(QPointF(self._board.mapFromGlobal(global_point)))

    def _drag_moved(self, global_point: QPointF) -> None:
        self._board.set_hover(self._square_under(global_point))

    def _dropped(self, global_point: QPointF) -> None:
        if self._game is None:
            return
        square = self._square_under(global_point)
        if square is None:
            self._game[0].hold(None)
            return
        self._game[0].place(square)

    def _square_clicked(self, square: Square) -> None:
        if self._game is None:
            return
        controller, presenter, _board = self._game
        if controller.held_tile() is not None:
            controller.place(square)
            return
        nudge = presenter.board_clicked_empty_handed()
        if nudge is not None:
            self._say(nudge)

    def _hovered(self, square: Square | None) -> None:
        if self._game is not None:
            self._game[2].set_hover(square)
