"""The widgets of Loop Tiles' play area, built by role in small functions (as a .ui would
hold them): the table (zoom buttons, board, rack and the turn's buttons), the hand-over
screen, the column beside (what to do now, points, pad, ranking) and the game's menu
actions. The turn banner above the table is the one every game shows
(knaster_qt/widgets/turn_banner.py).

Nothing here is connected to the game: the play area wires these parts and lays them out.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QFont, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QToolButton, QVBoxLayout, QWidget

from knaster_qt.games.loop_tiles.views.board_view import BoardScrollArea
from knaster_qt.games.loop_tiles.views.pad_view import PadView
from knaster_qt.games.loop_tiles.views.rack_view import RackView
from knaster_qt.widgets.tones import Look, follow_scheme, tone


@dataclass(frozen=True)
class Table:
    """The board in its scroll area with the zoom buttons above and the rack row below."""

    widget: QWidget
    scroll: BoardScrollArea
    rack: RackView
    zoom_in: QToolButton
    zoom_out: QToolButton
    fit: QToolButton
    end_turn: QPushButton
    exchange: QPushButton


@dataclass(frozen=True)
class Side:
    """The column beside the board: what to do now, the turn's points, the pad, the
    ranking (whose turn: the banner above the board)."""

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


def build_table() -> Table:
    table = QWidget()
    scroll = BoardScrollArea(table)
    rack = RackView(table)
    zoom_in, zoom_out, fit = (QToolButton(table) for _ in range(3))
    end_turn, exchange = (QPushButton(table) for _ in range(2))  # Undo is Edit > Undo
    end_turn.setDefault(True)
    zoom_row = QHBoxLayout()
    zoom_row.addStretch(1)
    for tool in (zoom_out, zoom_in, fit):
        zoom_row.addWidget(tool)
    rack_row = QHBoxLayout()
    rack_row.addWidget(rack, 1)
    buttons = QVBoxLayout()
    for button in (end_turn, exchange):
        buttons.addWidget(button)
    rack_row.addLayout(buttons)
    column = QVBoxLayout(table)
    column.addLayout(zoom_row)
    column.addWidget(scroll, 1)
    column.addLayout(rack_row)
    return Table(table, scroll, rack, zoom_in, zoom_out, fit, end_turn, exchange)


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


def build_side(parent: QWidget) -> Side:
    side = QWidget(parent)
    side.setMinimumWidth(230)
    side.setMaximumWidth(340)
    step = QLabel(side)
    step.setObjectName("stepLabel")
    step.setWordWrap(True)
    # Four lines high whatever it says, so the pad below stays in place as the step changes.
    step.setMinimumHeight(4 * step.fontMetrics().lineSpacing())
    step.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    # the guide's orange, in the desktop's light or dark scheme
    follow_scheme(step, lambda: step.setStyleSheet(tone(Look.GUIDE).label_style()))
    points = QLabel(side)
    pad = PadView(side)
    ranking = QLabel(side)
    ranking.setWordWrap(True)
    ranking.setTextFormat(Qt.TextFormat.RichText)
    new_game = QPushButton(side)
    column = QVBoxLayout(side)
    for widget in (step, points, pad, ranking, new_game):
        column.addWidget(widget)
    column.addStretch(1)
    return Side(side, step, points, pad, ranking, new_game)


def build_actions(parent: QObject) -> Actions:
    actions = Actions(*(QAction(parent) for _ in range(5)))
    actions.end_turn.setShortcut(QKeySequence(Qt.Key.Key_E))
    actions.zoom_in.setShortcut(QKeySequence.StandardKey.ZoomIn)
    actions.zoom_out.setShortcut(QKeySequence.StandardKey.ZoomOut)
    actions.fit.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_0))
    return actions
