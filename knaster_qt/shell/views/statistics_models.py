"""The Statistics window's parts: a table model filled page by page, and the score chart.

Thousands of stored games stay cheap to show: the games table asks the records
for the next page only when the view scrolls there (canFetchMore/fetchMore).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    QPointF,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from knaster_qt.texts import Said

Row = tuple[Any, ...]
PAGE_SIZE = 100
_Index = QModelIndex | QPersistentModelIndex


class RecordsTableModel(QAbstractTableModel):
    """Rows of plain values under fixed headers; ``next_page(offset, size)`` loads more lazily."""

    def __init__(
        self,
        headers: Sequence[str],
        next_page: Callable[[int, int], list[Row]],
        parent: QWidget | None = None,
        page_size: int = PAGE_SIZE,
    ) -> None:
        super().__init__(parent)
        self.headers = list(headers)
        self._next_page = next_page
        self._page_size = page_size
        self._rows: list[Row] = []
        self._exhausted = False
        self.reload()

    def reload(self) -> None:
        """Forget what was loaded and read the first page again (after a game was added)."""
        self.beginResetModel()
        self._rows = self._next_page(0, self._page_size)
        self._exhausted = len(self._rows) < self._page_size
        self.endResetModel()

    def set_headers(self, headers: list[str]) -> None:
        """The columns' titles in another language."""
        self.headers = list(headers)
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self.headers) - 1)

    def row(self, number: int) -> Row:
        return self._rows[number]

    # --- the model ----------------------------------------------------------------------

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        value = self._rows[index.row()][index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            if isinstance(value, float):  # an average: one decimal, the language's comma or point
                return QLocale().toString(value, "f", 1)
            return QLocale().toString(value) if isinstance(value, int) else str(value)
        if role == Qt.ItemDataRole.TextAlignmentRole and isinstance(value, int | float):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.headers[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return str(section + 1)
        return None

    def canFetchMore(self, parent: _Index) -> bool:
        return not parent.isValid() and not self._exhausted

    def fetchMore(self, parent: _Index) -> None:
        if parent.isValid() or self._exhausted:
            return
        page = self._next_page(len(self._rows), self._page_size)
        self._exhausted = len(page) < self._page_size
        if page:
            first = len(self._rows)
            self.beginInsertRows(QModelIndex(), first, first + len(page) - 1)
            self._rows.extend(page)
            self.endInsertRows()


def solo_games() -> str:
    """What the solo chart's bars count, "solo games", with its form after "number" ({0:of})."""
    solo = QCoreApplication.translate("ScoreChart", "solo games")
    #: What the chart's bars count, after "number" (Czech genitive: "her pro jednoho")
    return Said(solo, {"of": QCoreApplication.translate("ScoreChart", "of solo games")})


class ScoreChart(QWidget):
    """A bar chart of how many results fell into each band of points (drawn with QPainter)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.buckets: list[tuple[int, int]] = []  # (lowest score of the band, results)
        self.width_of_band = 10
        self.counted = self.tr("solo games")  # what one result of a bar is, in words
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(320, 180)
        self.setAccessibleName(self.tr("score distribution chart"))

    def sizeHint(self) -> QSize:
        return QSize(560, 280)

    def set_buckets(
        self, buckets: list[tuple[int, int]], width_of_band: int, counted: str = ""
    ) -> None:
        """Show ``buckets`` (lowest score of the band, results); ``counted`` names the results
        (translated; "" = solo games)."""
        # From the first band with results: 0 to 100 empty bars would crowd Exact Hit's
        # 100-190 (the records give every band from 0 to the best).
        first = next((index for index, (_low, count) in enumerate(buckets) if count), 0)
        self.buckets = buckets[first:]
        self.width_of_band = width_of_band
        self.counted = counted or solo_games()
        self.setAccessibleName(self.tr("score distribution chart"))
        #: {0}: what a bar counts, "solo games"; {0:of}: the same after "number" ("of solo
        #: games", Czech "her pro jednoho")
        self.setAccessibleDescription(self.tr("number of {0} by points").format(self.counted))
        self.update()

    def bar_rects(self) -> list[QRectF]:
        """Where each band's bar is drawn (the tests read the heights from here)."""
        if not self.buckets:
            return []
        plot = self._plot_area()
        most = self.count_ticks()[-1]
        step = plot.width() / len(self.buckets)
        rects = []
        for index, (_low, count) in enumerate(self.buckets):
            height = plot.height() * count / most
            rects.append(
                QRectF(plot.left() + index * step + 1, plot.bottom() - height, step - 2, height)
            )
        return rects

    def count_ticks(self) -> list[int]:
        """The numbers up the side: 0 and round steps (1, 2, 5, 10, 20, ...) to the first at
        or above the tallest bar, five at most; the top one is the chart's full height."""
        most = max((count for _low, count in self.buckets), default=0)
        step = _round_step(most, 5)
        return list(range(0, max(step, -(-most // step) * step) + 1, step))

    def points_step(self) -> int:
        """Every how many points a band's edge is numbered: the band's width times 1, 2, 5,
        10, ..., so that ten numbers at most stand under the bars, each at a band's edge."""
        return self.width_of_band * _round_step(len(self.buckets), 10)

    def _plot_area(self) -> QRectF:
        return QRectF(44, 12, max(10, self.width() - 56), max(10, self.height() - 46))

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            self._paint(painter)
        finally:
            painter.end()

    def _paint(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = self.palette().windowText().color()
        painter.setPen(text)
        if not self.buckets:
            painter.drawText(
                self.rect(),
                Qt.AlignmentFlag.AlignCenter,
                #: {0}: what a bar counts, "solo games" ({0:of}: "of solo games")
                self.tr("No {0} yet.").format(self.counted),
            )
            return
        plot = self._plot_area()
        small = QFont(self.font())
        small.setPointSizeF(max(6.0, small.pointSizeF() * 0.85))
        painter.setFont(small)
        grid = QColor(text)
        grid.setAlpha(50)
        ticks = self.count_ticks()
        for count in ticks:  # round numbers up the side, each with a light line across
            y = plot.bottom() - plot.height() * count / ticks[-1]
            painter.setPen(grid)
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(text)
            painter.drawLine(QPointF(plot.left() - 4, y), QPointF(plot.left(), y))
            painter.drawText(
                QRectF(0, y - 7, plot.left() - 7, 14), Qt.AlignmentFlag.AlignRight, str(count)
            )
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        bars = self.bar_rects()
        for bar in bars:
            painter.fillRect(bar, QColor("#2f7d4f"))
        # The bands' edges at round numbers (every 10, 20, 50, ... points): a bar stands
        # between the numbers of its band, 50 to 60 for the band of 50-59.
        edges = [low for low, _count in self.buckets] + [self.buckets[-1][0] + self.width_of_band]
        step = self.points_step()
        band = plot.width() / len(self.buckets)
        for index, points in enumerate(edges):
            if points % step:
                continue
            x = plot.left() + index * band
            painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 4))
            painter.drawText(
                QRectF(x - 20, plot.bottom() + 4, 40, 14),
                Qt.AlignmentFlag.AlignHCenter,
                str(points),
            )
        painter.drawText(
            QRectF(plot.left(), plot.bottom() + 18, plot.width(), 14),
            Qt.AlignmentFlag.AlignHCenter,
            #: {1}: what a bar counts, "solo games"; {1:of}: the same after "number" ("of
            #: solo games", Czech "her pro jednoho")
            self.tr("points (bands of {0}); bar height: number of {1}").format(
                self.width_of_band, self.counted
            ),
        )


def _round_step(most: int, parts: int) -> int:
    """The smallest of 1, 2, 5, 10, 20, 50, ... that cuts ``most`` into ``parts`` or fewer."""
    scale = 1
    while True:
        for step in (scale, 2 * scale, 5 * scale):
            if most <= step * parts:
                return step
        scale *= 10
