"""The score pad beside the board, drawn as the printed block: a row per turn, a column
per player, the totals at the foot; the column of the player to play is shaded. On the
main window it paints what its model (models/pad_model.py) says; the replay window gives
it whole pictures."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from knaster_qt.games.loop_tiles.models.pad_model import PadModel, PadRole
from knaster_qt.games.loop_tiles.render.pad_painter import pad_size_mm, paint_pad
from knaster_qt.games.loop_tiles.render.picture import PadPicture

PX_PER_MM = 3.4
MIN_ROWS = 8  # an empty pad still looks like a pad
MAX_HEIGHT = 460  # pixels: the pad never asks the window to grow beyond it


class PadView(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.picture = PadPicture.blank(2, MIN_ROWS)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def setModel(self, model: PadModel) -> None:
        """Paint what ``model`` says, again after any of its changes (the pad is small)."""
        self._model = model
        for signal in (
            model.dataChanged,
            model.headerDataChanged,
            model.rowsInserted,
            model.rowsRemoved,
            model.modelReset,
        ):
            signal.connect(self._read)
        self._read()

    def _read(self) -> None:
        model = self._model
        across = Qt.Orientation.Horizontal
        players = range(model.columnCount())
        cells = [
            [model.index(row, player) for player in players] for row in range(model.rowCount())
        ]
        to_play = [p for p in players if model.headerData(p, across, PadRole.TO_PLAY)]
        self.set_picture(
            PadPicture(
                names=tuple(str(model.headerData(p, across)) for p in players),
                cells=tuple(tuple(index.data(PadRole.POINTS) for index in row) for row in cells)
                or ((None,) * len(players),),
                exchanges=frozenset(
                    (index.row(), index.column())
                    for row in cells
                    for index in row
                    if index.data(PadRole.EXCHANGED)
                ),
                show_totals=True,
                highlight=to_play[0] if to_play else None,
                winners=frozenset(
                    p for p in players if model.headerData(p, across, PadRole.WINNER)
                ),
                titled=False,
            )
        )

    def set_picture(self, picture: PadPicture) -> None:
        rows = len(picture.cells)
        if rows < MIN_ROWS:  # blank rows below the turns played, as on the paper block
            blank = ((None,) * picture.players,) * (MIN_ROWS - rows)
            picture = PadPicture(
                names=picture.names,
                cells=picture.cells + blank,
                exchanges=picture.exchanges,
                show_totals=picture.show_totals,
                highlight=picture.highlight,
                winners=picture.winners,
                titled=picture.titled,
            )
        self.picture = picture
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        width, height = pad_size_mm(
            self.picture.players, len(self.picture.cells), self.picture.titled
        )
        return QSize(round(width * PX_PER_MM), round(height * PX_PER_MM))

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        """As tall as the pad is at this width: it fills the column beside the board."""
        pad_width, pad_height = pad_size_mm(
            self.picture.players, len(self.picture.cells), self.picture.titled
        )
        # A long game's pad is drawn smaller rather than making the window taller.
        return min(MAX_HEIGHT, round(width * pad_height / pad_width))

    def minimumSizeHint(self) -> QSize:
        width, _height = pad_size_mm(self.picture.players, MIN_ROWS, self.picture.titled)
        return QSize(round(width * 2.2), 120)

    def paintEvent(self, _event: QPaintEvent) -> None:
        # At the top of the widget, as a sheet lies at the top of the column beside the board.
        width, height = pad_size_mm(
            self.picture.players, len(self.picture.cells), self.picture.titled
        )
        scale = min(self.width() / width, self.height() / height)
        painter = QPainter(self)
        paint_pad(painter, QRectF(0, 0, self.width(), height * scale), self.picture)
        painter.end()
