"""The players' cards beside the sheet, one per player: name, score, whose turn, the roller,
and the player's grid, large enough to read every number (more players scroll)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QModelIndex, QObject, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QAbstractScrollArea, QGridLayout, QSizePolicy, QWidget

from knaster_qt.games.knaster.core.actions import Bonus, Circle, Write
from knaster_qt.games.knaster.models.level_words import level_word
from knaster_qt.games.knaster.render import geometry as geo
from knaster_qt.games.knaster.render.picture import SheetPicture
from knaster_qt.games.knaster.render.sheet_painter import paint_sheet
from knaster_qt.widgets.dice_panel import paint_die
from knaster_qt.widgets.tones import Look, Tone, is_dark, tone

if TYPE_CHECKING:  # the game is bound after the window's first paint
    from knaster_qt.change import Change
    from knaster_qt.games.knaster.models.controller import KnasterController
    from knaster_qt.games.knaster.models.players_model import PlayerRole, PlayersModel

# A card shows the player's 5x5 grid only (with its outline): the legend and the white
# fields, at a card's size, would leave the numbers too small to read.
_GRID_CROP_MM = geo.RectMM(
    geo.GRID_LEFT_MM - 0.6, geo.GRID_TOP_MM - 0.6, geo.GRID_SIZE_MM + 1.2, geo.GRID_SIZE_MM + 1.2
)
HEADING_PX = 24  # the card's line with name, state and score
# In two columns, the first two rows (four players) are in view without scrolling: the
# cards give up some width where the room above them (the dice, in the window's font) is
# taller, down to the narrowest card that still goes in two columns.
ROWS_IN_VIEW = 2
CARD_MIN_WIDTH = 150
CARD_PADDING = 4  # between the card's frame and the grid
_SHOWN = QColor("#6b7280")  # the card whose sheet is shown large (grey in either scheme)
# The cards in a colour of their own, as the turn banner (the same tones): the person whose
# turn it is (orange), a computer player about to move (blue), the winners (gold).
_CARD_LOOKS = {"turn": Look.TURN, "thinking": Look.THINKING, "winner": Look.OVER}
_BEAT_MS = 160


def _card_tone(state: str, palette: QPalette) -> Tone | None:
    """The colours of a card in ``state`` (None: the window's own)."""
    look = _CARD_LOOKS.get(state)
    return None if look is None else tone(look, palette)


def _roles() -> type[PlayerRole]:
    """PlayersModel's roles, loaded with the game (the strip is made before, at start-up)."""
    from knaster_qt.games.knaster.models.players_model import PlayerRole

    return PlayerRole


class PlayerCard(QWidget):
    """One player's small live sheet; a click asks the window to show it large."""

    clicked = Signal(int)

    def __init__(
        self, controller: KnasterController, model: PlayersModel, player: int, parent: QWidget
    ) -> None:
        super().__init__(parent)
        self._controller = controller  # the small sheet's marks (SheetPicture.from_game)
        self._model = model  # what the heading, tooltip and frame say
        self.player = player
        self.shown = False  # this card's sheet is the large one
        self.last_cell: int | None = None  # the cell a computer player just played
        self.pulse = False  # the beat of the "playing…" frame while a computer player thinks
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.set_width(180)

    def set_width(self, width: int) -> None:
        """Make the card ``width`` pixels wide, and as high as its square grid needs."""
        self.setFixedSize(width, card_height(width))

    def sizeHint(self) -> QSize:
        return self.size()

    def grid_rect(self) -> QRectF:
        """Where the player's grid is drawn on the card (with its outline)."""
        side = self.width() - 2 * CARD_PADDING
        return QRectF(CARD_PADDING, HEADING_PX + 2, side, side)

    def grid_scale(self) -> float:
        """Pixels per millimetre of the sheet on this card."""
        return self.grid_rect().width() / _GRID_CROP_MM.w

    # --- what the card says -------------------------------------------------------------

    def state(self) -> str:
        """'turn', 'thinking', 'to play', 'played', 'winner' or '' (before the first roll)."""
        return str(self._read(_roles().STATE) or "")

    def status_text(self) -> str:
        """The card's state in words: 'your turn', 'playing…', 'to play', 'played', 'wins!'."""
        return str(self._read(_roles().STATUS_TEXT) or "")

    def describe(self) -> str:
        """Name, kind of player, score and state: the tooltip and the accessible name."""
        roles = _roles()
        level = str(self._read(roles.LEVEL) or "")
        if level:
            kind = self.tr("computer, {level}").format(level=level_word(level))
        else:
            kind = self.tr("person")
        total = int(str(self._read(roles.TOTAL)))
        state = self.status_text()
        #: A player's card: "Ann (person): 41 points (26 for lines, 15 circles)"
        text = self.tr(
            "{player} ({kind}): %n point(s) ({lines} for lines, {circles} circles)", "", total
        ).format(
            player=self._read(roles.NAME),
            kind=kind,
            lines=self._read(roles.LINE_POINTS),
            circles=self._read(roles.CIRCLES),
        )
        if state:
            text = self.tr("{text}, {state}").format(text=text, state=state)
        return text

    def _read(self, role: int) -> object:
        model = self._model
        return model.data(model.index(self.player, 0), role)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.update()  # the tooltip and accessible name are said again when painted
        super().changeEvent(event)

    def note_move(self, action: object) -> None:
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
        self.setToolTip(
            self.tr("{card}. Click to see this sheet large.").format(card=self.describe())
        )
        self.setAccessibleName(self.describe())
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            frame = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
            background = self.palette().base().color()
            border, width = self.palette().mid().color(), 1.0
            look = _card_tone(state, self.palette())
            if look is not None:
                background, border = QColor(look.background), QColor(look.border)
                width = {"turn": 3.0, "winner": 2.0}.get(state, 4.0 if self.pulse else 2.5)
                if state == "thinking" and self.pulse:  # the card breathes while it waits
                    background = (
                        background.lighter(130)
                        if is_dark(self.palette())
                        else background.darker(108)
                    )
            elif self.shown:
                border, width = _SHOWN, 2.0
            painter.setPen(QPen(border, width))
            painter.setBrush(background)
            painter.drawRoundedRect(frame, 6, 6)
            self._paint_heading(painter, frame, state)
            picture = SheetPicture.from_game(
                game,
                self.player,
                focus_cell=self.last_cell if game.current_roll is not None else None,
                dimmed=state == "played",
            )
            self._paint_grid(painter, picture)
        finally:
            painter.end()

    def _paint_grid(self, painter: QPainter, picture: SheetPicture) -> None:
        """The sheet painted so that its grid fills grid_rect, clipped to it."""
        grid = self.grid_rect()
        scale = self.grid_scale()
        whole = QRectF(
            grid.left() - _GRID_CROP_MM.x * scale,
            grid.top() - _GRID_CROP_MM.y * scale,
            geo.SHEET_WIDTH_MM * scale,
            geo.SHEET_HEIGHT_MM * scale,
        )
        painter.save()
        painter.setClipRect(grid)
        paint_sheet(painter, whole, picture)
        painter.restore()

    def _paint_heading(self, painter: QPainter, frame: QRectF, state: str) -> None:
        look = _card_tone(state, self.palette())
        text_color = self.palette().text().color() if look is None else QColor(look.text)
        left = frame.left() + 6
        if self._read(_roles().ROLLER):
            paint_die(painter, QRectF(left, frame.top() + 4, 16, 16), 5)
            left += 20
        font = QFont(self.font())
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(text_color)
        name = str(self._read(_roles().NAME))
        if self._read(_roles().LEVEL):
            name += " ⚙"  # a gear: a computer player (DejaVu Sans has it)
        total = str(self._read(_roles().TOTAL))
        heading = QRectF(left, frame.top() + 2, frame.right() - left - 6, HEADING_PX - 4)
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
            status_color = self.palette().placeholderText().color()
            painter.setPen(status_color if look is None else QColor(look.accent))
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


def card_height(width: int) -> int:
    """A card's height for its width: the heading and a square grid."""
    return HEADING_PX + 2 + (width - 2 * CARD_PADDING) + CARD_PADDING


def card_width_for(height: int) -> int:
    """The widest card that is at most ``height`` pixels high (card_height's inverse)."""
    return height - HEADING_PX - 2 + CARD_PADDING


class PlayerStrip(QWidget):
    """Every player's card in one or two columns; ``playerClicked`` when a card is clicked."""

    playerClicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setSpacing(6)
        self._grid.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.columns = 2
        self.card_width = 180
        self._wanted = (self.columns, self.card_width)  # what the window's layout asks for
        self._view_height = 0  # the height of the scroll area's viewport, once known
        self._scroll: QAbstractScrollArea | None = None  # the scroll area it sits in (follow)
        self._controller: KnasterController | None = None
        self._model: PlayersModel | None = None
        self.cards: list[PlayerCard] = []
        self._beat = QTimer(self)  # the thinking card pulses until the computer player moves
        self._beat.setInterval(_BEAT_MS)
        self._beat.timeout.connect(self._pulse)

    def bind(self, controller: KnasterController, model: PlayersModel) -> None:
        self._controller, self._model = controller, model
        controller.replaced.connect(self.rebuild)
        model.dataChanged.connect(self._rows_changed)
        controller.changed.connect(self._changed)
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
        self.cards = []
        for player in range(count):
            assert self._model is not None
            card = PlayerCard(controller, self._model, player, self)
            card.clicked.connect(self.playerClicked)
            self.cards.append(card)
        self._place_cards()
        self.setVisible(count > 1)
        self.refresh()

    def arrange(self, columns: int, card_width: int) -> None:
        """Lay the cards out in ``columns`` columns of cards at most ``card_width`` pixels
        wide: in two columns, narrower if ROWS_IN_VIEW rows would not fit the height."""
        self._wanted = (columns, card_width)
        self._fit()

    def _fit(self) -> None:
        columns, width = self._wanted
        if columns > 1 and self._view_height > 0:
            spacing = self._grid.spacing()
            row = (self._view_height - spacing * (ROWS_IN_VIEW - 1)) // ROWS_IN_VIEW
            width = min(width, max(card_width_for(row), CARD_MIN_WIDTH))
        if (columns, width) != (self.columns, self.card_width):
            self.columns, self.card_width = columns, width
            self._place_cards()

    # The strip sits in a scroll area: the height of its viewport is the room for the cards.
    # The strip follows the scroll area, a widget made in Python (ui_knaster_play_area), and
    # never asks for the viewport itself: the viewport is made by Qt, and the first Python
    # handle on a widget Qt made costs PySide6 every widget class of QtWidgets with all of
    # their enums (some 70 M instructions, before the first paint; docs/PERFORMANCE.md).

    def follow(self, scroll: QAbstractScrollArea) -> None:
        """Fit the cards to ``scroll``'s viewport, now and whenever it is resized. The scroll
        area never shows a horizontal scroll bar: the viewport is as high as the room inside
        the scroll area's frame (``maximumViewportSize``)."""
        self._scroll = scroll
        scroll.installEventFilter(self)
        self._view_height = scroll.maximumViewportSize().height()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        scroll = self._scroll
        if scroll is not None and watched is scroll and event.type() == QEvent.Type.Resize:
            self._view_height = scroll.maximumViewportSize().height()
            self._fit()
        return False

    def _place_cards(self) -> None:
        for card in self.cards:
            self._grid.removeWidget(card)
        for card in self.cards:
            card.set_width(self.card_width)
            row, column = divmod(card.player, self.columns)
            self._grid.addWidget(card, row, column)

    def set_shown(self, player: int) -> None:
        """Mark the card whose sheet is shown large."""
        for card in self.cards:
            card.shown = card.player == player
            card.update()

    def refresh(self, *_args: object) -> None:
        for card in self.cards:
            card.update()

    def _changed(self, change: Change) -> None:
        from knaster_qt.change import Initiator  # comes with the game (see _roles)

        player = change.player
        computer = change.initiator is Initiator.COMPUTER
        if computer and player is not None and 0 <= player < len(self.cards):  # its last move
            for report in change.reports:
                self.cards[player].note_move(getattr(report, "action", None))
        self.refresh()

    def _rows_changed(self, top: QModelIndex, bottom: QModelIndex, *_roles: object) -> None:
        """Repaint the cards of the players whose row changed."""
        for card in self.cards[top.row() : bottom.row() + 1]:
            card.update()

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
