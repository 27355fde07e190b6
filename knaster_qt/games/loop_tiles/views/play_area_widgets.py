"""The widgets of Loop Tiles' play area, built by role in small functions (as a .ui would
hold them): the table (the board, and the rack, the turn's buttons and the zoom buttons that
stand in the column beside it), the hand-over screen, the column beside (what to do now,
points, rack, pad, ranking, zoom) and the game's menu actions. The turn banner above the
board is the one every game shows (knaster_qt/widgets/turn_banner.py).

The board takes the window's whole height (a square board in a landscape window is as large
as the height allows), so everything else stands in the column beside it, whose width
follows the window's size only (``side_width``): no text changes the board's place.

Nothing here is connected to the game: the play area wires these parts and lays them out.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QFont, QKeySequence
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from knaster_qt.games.loop_tiles.views.board_view import BoardScrollArea
from knaster_qt.games.loop_tiles.views.pad_view import PadView
from knaster_qt.games.loop_tiles.views.rack_view import RackView
from knaster_qt.widgets.tones import Look, follow_scheme, tone


@dataclass(frozen=True)
class Table:
    """The board in its scroll area (the stack's page), and the parts of the turn shown in
    the column beside it: the rack with the turn's buttons, the zoom buttons."""

    widget: QWidget
    scroll: BoardScrollArea
    rack: RackView
    zoom_in: QToolButton
    zoom_out: QToolButton
    fit: QToolButton
    end_turn: QPushButton
    exchange: QPushButton
    turn_controls: QWidget  # the rack and the turn's buttons
    zoom_controls: QWidget


@dataclass(frozen=True)
class Side:
    """The column beside the board: what to do now, the turn's points, the rack,
    the pad, the ranking, the zoom buttons."""

    widget: QWidget
    step: QLabel
    points: QLabel
    pad: PadView
    ranking: QLabel
    new_game: QPushButton


@dataclass(frozen=True)
class Actions:
    """The game's own menu items (Game menu)."""

    end_turn: QAction
    exchange: QAction
    zoom_in: QAction
    zoom_out: QAction
    fit: QAction


SIDE_MIN = 300  # the rack's five tiles and the pad still readable (a window of 800 x 600)
SIDE_MAX = 620  # a wider column would only hold empty space (1280 x 800: about 600)
SIDE_SPACING = 6  # between the board and the column


def side_width(area_width: int, area_height: int) -> int:
    """The column's width in a play area of this size: what a square board as tall as the
    area leaves, within SIDE_MIN..SIDE_MAX. It depends on the area's size only, so no
    label's text ever moves the board."""
    return max(SIDE_MIN, min(SIDE_MAX, area_width - area_height - SIDE_SPACING))


def build_table() -> Table:
    table = QWidget()
    scroll = BoardScrollArea(table)
    page = QVBoxLayout(table)
    page.setContentsMargins(0, 0, 0, 0)
    page.addWidget(scroll, 1)
    turn_controls = QWidget()
    rack = RackView(turn_controls)
    end_turn, exchange = (QPushButton(turn_controls) for _ in range(2))  # Undo: Edit > Undo
    end_turn.setDefault(True)
    # End turn the whole width, Exchange below it: the column's narrowest (300 px) still
    # shows every word ("Plättchen tauschen").
    buttons = QGridLayout()
    buttons.addWidget(end_turn, 0, 0)
    buttons.addWidget(exchange, 1, 0)
    rack_column = QVBoxLayout(turn_controls)
    rack_column.setContentsMargins(0, 0, 0, 0)
    rack_column.addWidget(rack)
    rack_column.addLayout(buttons)
    zoom_controls = QWidget()
    zoom_in, zoom_out, fit = (QToolButton(zoom_controls) for _ in range(3))
    zoom_row = QHBoxLayout(zoom_controls)
    zoom_row.setContentsMargins(0, 0, 0, 0)
    zoom_row.addStretch(1)
    for tool in (zoom_out, zoom_in, fit):
        zoom_row.addWidget(tool)
    return Table(
        table,
        scroll,
        rack,
        zoom_in,
        zoom_out,
        fit,
        end_turn,
        exchange,
        turn_controls,
        zoom_controls,
    )


class SideSizer(QObject):
    """Gives the column beside the board its width (``side_width``) whenever the play area
    is resized, and at no other time. ``above``: what stands above the board (the banner),
    whose height the square board cannot use."""

    def __init__(self, area: QWidget, side: QWidget, above: QWidget | None = None) -> None:
        super().__init__(area)
        self._area, self._side, self._above = area, side, above
        area.installEventFilter(self)
        self.arrange()

    def arrange(self) -> None:
        inner = self._area.contentsRect()
        width, height = inner.width(), inner.height()
        layout = self._area.layout()
        if layout is not None:  # the row of the board and the column
            margins = layout.contentsMargins()
            width -= margins.left() + margins.right()
            height -= margins.top() + margins.bottom()
            if self._above is not None:
                height -= self._above.height() + 2  # the banner and its spacing
        self._side.setFixedWidth(side_width(width, height))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._area and event.type() == QEvent.Type.Resize:
            self.arrange()
        return False


def build_handover() -> tuple[QWidget, QPushButton]:
    """The hand-over screen: nobody's rack shows until the next person is ready."""
    handover = QWidget()
    button = QPushButton(handover)
    button.setMinimumSize(360, 120)
    big = QFont(button.font())
    big.setPointSizeF(big.pointSizeF() * 1.5)
    button.setFont(big)
    centred = QVBoxLayout(handover)
    centred.addStretch(1)
    centred.addWidget(button, 0, Qt.AlignmentFlag.AlignCenter)
    centred.addStretch(1)
    return handover, button


def build_side(parent: QWidget, table: Table) -> Side:
    side = QWidget(parent)
    step = QLabel(side)
    step.setObjectName("stepLabel")
    step.setWordWrap(True)
    # Four lines high whatever it says, so the pad below stays in place as the step changes.
    step.setMinimumHeight(4 * step.fontMetrics().lineSpacing())
    step.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    # the guide's orange, in the desktop's light or dark scheme
    follow_scheme(step, lambda: step.setStyleSheet(tone(Look.GUIDE).label_style()))
    points = QLabel(side)
    points.setWordWrap(True)
    # Two lines, whatever it says: the rack below stays where it is all game long.
    points.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    points.setFixedHeight(2 * points.fontMetrics().lineSpacing() + 2)
    pad = PadView(side)
    ranking = QLabel(side)
    ranking.setWordWrap(True)
    ranking.setTextFormat(Qt.TextFormat.RichText)
    new_game = QPushButton(side)
    column = QVBoxLayout(side)
    column.setContentsMargins(0, 0, 0, 0)
    for widget in (step, points, table.turn_controls, pad, ranking, new_game):
        column.addWidget(widget)
    column.addStretch(1)
    column.addWidget(table.zoom_controls)
    return Side(side, step, points, pad, ranking, new_game)


def build_actions(parent: QObject) -> Actions:
    actions = Actions(*(QAction(parent) for _ in range(5)))
    actions.end_turn.setShortcut(QKeySequence(Qt.Key.Key_E))
    actions.zoom_in.setShortcut(QKeySequence.StandardKey.ZoomIn)
    actions.zoom_out.setShortcut(QKeySequence.StandardKey.ZoomOut)
    actions.fit.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_0))
    return actions
