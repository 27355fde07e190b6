"""The strip of small live sheets, one card per player: name, score, whose turn, the roller."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QGridLayout, QSizePolicy, QWidget

from knaster_qt.render.picture import SheetPicture
from knaster_qt.render.sheet_painter import paint_sheet
from knaster_qt.views.dice_panel import paint_die

if TYPE_CHECKING:  # the game is bound after the window's first paint
    from knaster_qt.models.knaster_controller import KnasterController

_ONE_ROW_MAX = 6  # more players than this take two rows
_CARD_HEIGHT = {1: 150, 2: 122}  # by number of rows: the main sheet keeps most of the window
_TURN = QColor("#d9822b")  # the person whose turn it is (the banner uses the same orange)
_THINKING = QColor("#2563eb")  # a computer player about to move
_SHOWN = QColor("#6b7280")  # the card whose sheet is shown large
_WINNER = QColor("#f7e27c")
_BEAT_MS = 160


class PlayerCard(QWidget):
    """One player's small live sheet; a click asks the window to show it large."""

    clicked = Signal(int)

    def __init__(self, controller: KnasterController, player: int, parent: QWidget) -> None:
        super().__init__(parent)
        self._controller = controller
        self.player = player
        self.shown = False  # this card's sheet is the large one
        self.last_cell: int | None = None  # the cell a computer player just played
        self.pulse = False  # the beat of the "playing…" frame while a computer player thinks
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(110)
        self.setMaximumWidth(240)

    def sizeHint(self) -> QSize:
        return QSize(190, self.minimumHeight())

    # --- what the card says -------------------------------------------------------------

    def state(self) -> str:
        """'turn', 'thinking', 'to play', 'played', 'winner' or '' (before the first roll)."""
        controller, player = self._controller, self.player
        game = controller.game
        if game.game_over:
            return "winner" if player in game.winners() else ""
        if controller.table.thinking == player:
            return "thinking"
        if player == controller.player and controller.is_my_turn():
            return "turn"
        to_act = game.players_to_act()
        if not to_act:  # before the first roll, or everyone has played: no one is set apart
            return ""
        return "to play" if player in to_act else "played"

    def status_text(self) -> str:
        words = {
            "turn": "your turn",
            "thinking": "playing…",
            "to play": "to play",
            "played": "played",
            "winner": "wins!",
        }
        return words.get(self.state(), "")

    def describe(self) -> str:
        """Name, kind of player, score and state: the tooltip and the accessible name."""
        game = self._controller.game
        level = self._controller.table.level(self.player)
        kind = f"computer, {level}" if level else "person"
        score = game.score(self.player)
        state = self.status_text()
        return (
            f"{game.players[self.player]} ({kind}): {score.total} points "
            f"({score.line_points} for lines, {score.circles} circles)"
            + (f", {state}" if state else "")
        )

    def note_move(self, action: object) -> None:
        from knaster_qt.core.actions import Bonus, Circle, Write

        self.last_cell = action.cell if isinstance(action, Write | Circle) else self.last_cell
        if isinstance(action, Bonus) and action.cells:
            self.last_cell = action.cells[-1]
        self.update()

    # --- painting -------------------------------------------------------------------------

    def paintEvent(self, _event: QPaintEvent) -> None:
        controller = self._controller
        game = controller.game
        if self.player >= len(game.players):
            return
        state = self.state()
        self.setToolTip(f"{self.describe()}. Click to see this sheet large.")
        self.setAccessibleName(self.describe())
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            frame = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
            background = self.palette().base().color()
            border, width = self.palette().mid().color(), 1.0
            if state == "turn":
                background, border, width = QColor("#fff3c4"), _TURN, 3.0
            elif state == "thinking":
                background = QColor("#bfdbfe" if self.pulse else "#dbeafe")
                border, width = _THINKING, 4.0 if self.pulse else 2.5
            elif state == "winner":
                background, border, width = _WINNER, _TURN, 2.0
            elif self.shown:
                border, width = _SHOWN, 2.0
            painter.setPen(QPen(border, width))
            painter.setBrush(background)
            painter.drawRoundedRect(frame, 6, 6)
            self._paint_heading(painter, frame, state)
            sheet_area = frame.adjusted(4, 22, -4, -4)
            picture = SheetPicture.from_game(
                game,
                self.player,
                focus_cell=self.last_cell if game.current_roll is not None else None,
                dimmed=state == "played",
            )
            paint_sheet(painter, sheet_area, picture)
        finally:
            painter.end()

    def _paint_heading(self, painter: QPainter, frame: QRectF, state: str) -> None:
        controller = self._controller
        game = controller.game
        text_color = self.palette().text().color() if state != "turn" else QColor("#3d2f00")
        left = frame.left() + 6
        if game.rounds and controller.table.roller == self.player and len(game.players) > 1:
            paint_die(painter, QRectF(left, frame.top() + 4, 14, 14), 5)
            left += 18
        font = QFont(self.font())
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(text_color)
        name = game.players[self.player]
        if controller.table.is_computer(self.player):
            name += " ⚙"  # a gear: a computer player (DejaVu Sans has it)
        total = str(game.score(self.player).total)
        heading = QRectF(left, frame.top() + 2, frame.right() - left - 6, 18)
        metrics = painter.fontMetrics()
        right = heading.right()
        painter.drawText(
            heading, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, total
        )
        right -= metrics.horizontalAdvance(total) + 6
        status = self.status_text()
        if status:
            small = QFont(self.font())
            small.setPointSizeF(max(6.5, small.pointSizeF() * 0.82))
            painter.setFont(small)
            colors = {"turn": _TURN, "thinking": _THINKING, "winner": QColor("#7a5b00")}
            painter.setPen(colors.get(state, self.palette().placeholderText().color()))
            width = painter.fontMetrics().horizontalAdvance(status)
            place = QRectF(right - width, heading.top(), width, heading.height())
            painter.drawText(
                place, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, status
            )
            right -= width + 6
            painter.setFont(font)
            painter.setPen(text_color)
        room = int(right - heading.left())
        shown = metrics.elidedText(name, Qt.TextElideMode.ElideRight, max(room, 0))
        painter.drawText(heading, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, shown)

    # --- clicks -----------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.player)
            event.accept()
            return
        super().mousePressEvent(event)


class PlayerStrip(QWidget):
    """Every player's card in one or two rows; ``playerClicked`` when a card is clicked."""

    playerClicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 2, 0, 0)
        self._grid.setSpacing(6)
        self._controller: KnasterController | None = None
        self.cards: list[PlayerCard] = []
        self._beat = QTimer(self)  # the thinking card pulses until the computer player moves
        self._beat.setInterval(_BEAT_MS)
        self._beat.timeout.connect(self._pulse)

    def bind(self, controller: KnasterController) -> None:
        self._controller = controller
        controller.gameReplaced.connect(self.rebuild)
        controller.stateChanged.connect(self.refresh)
        controller.actionApplied.connect(self.refresh)
        controller.table.computerMoved.connect(self._computer_moved)
        controller.rolled.connect(self._rolled)
        controller.table.thinkingChanged.connect(self._thinking)
        self.rebuild()

    def rebuild(self) -> None:
        """One card per player of the (new) game, in seating order."""
        controller = self._controller
        assert controller is not None
        for card in self.cards:
            self._grid.removeWidget(card)
            card.deleteLater()
        count = len(controller.game.players)
        rows = 1 if count <= _ONE_ROW_MAX else 2
        columns = math.ceil(count / rows)
        self.cards = []
        for player in range(count):
            card = PlayerCard(controller, player, self)
            card.setMinimumHeight(_CARD_HEIGHT[rows])
            card.setMaximumHeight(_CARD_HEIGHT[rows])
            card.clicked.connect(self.playerClicked)
            self._grid.addWidget(card, player // columns, player % columns)
            self.cards.append(card)
        self.setVisible(count > 1)
        self.refresh()

    def set_shown(self, player: int) -> None:
        """Mark the card whose sheet is shown large."""
        for card in self.cards:
            card.shown = card.player == player
            card.update()

    def refresh(self, *_args: object) -> None:
        for card in self.cards:
            card.update()

    def _computer_moved(self, player: int, report: object) -> None:
        if 0 <= player < len(self.cards):
            self.cards[player].note_move(getattr(report, "action", None))

    def _thinking(self, player: int) -> None:
        for card in self.cards:
            card.pulse = False
        if player >= 0:
            self._beat.start()
        else:
            self._beat.stop()
        self.refresh()

    def _pulse(self) -> None:
        for card in self.cards:
            if card.state() == "thinking":
                card.pulse = not card.pulse
                card.update()

    def _rolled(self, _total: int) -> None:
        for card in self.cards:
            card.last_cell = None
