"""The sheet on screen: paints one player's sheet with the shared painter and turns clicks into moves.

The view keeps no rules state: it reads the grid and line models, asks the
controller what a click would do (for hover feedback) and hands clicks and keys
to the controller.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QModelIndex, QPointF, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QEnterEvent,
    QFocusEvent,
    QGuiApplication,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QRegion,
    QTransform,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from knaster_qt.animation import animation_allowed
from knaster_qt.games.knaster.core.layout import DEFAULT_LAYOUT, load_layout
from knaster_qt.games.knaster.core.notation import SIZE
from knaster_qt.games.knaster.render.geometry import (
    SHEET_HEIGHT_MM,
    SHEET_WIDTH_MM,
    cell_rect_mm,
    score_box_rect_mm,
)
from knaster_qt.games.knaster.render.geometry import white_field_rect_mm as field_rect_mm
from knaster_qt.games.knaster.render.picture import SheetPicture
from knaster_qt.games.knaster.render.sheet_painter import (
    cell_at,
    paint_sheet,
    sheet_transform,
    white_field_at,
)
from knaster_qt.games.knaster.views import sheet_accessibility
from knaster_qt.games.knaster.views.sheet_animations import SheetAnimations
from knaster_qt.kit.accessible import announce_focus

if TYPE_CHECKING:  # the game and its models are bound after the window's first paint
    from knaster_qt.games.knaster.models.controller import KnasterController
    from knaster_qt.games.knaster.models.grid_model import GridModel
    from knaster_qt.games.knaster.models.line_model import LineModel

_MARGIN_PX = 12.0  # room for the paper's shadow
_FLASH_MS = 1400
_MOVES = {
    Qt.Key.Key_Left: (0, -1),
    Qt.Key.Key_Right: (0, 1),
    Qt.Key.Key_Up: (-1, 0),
    Qt.Key.Key_Down: (1, 0),
}
_ACT_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
_CENTRE = 2 * SIZE + 2  # c3, where the focus frame starts without a hint


class SheetView(QWidget):
    """One player's sheet, scaled to the widget with its aspect ratio kept.

    It shows the sheet the controller plays now, or, after ``show_player``, any
    other player's sheet read-only (Knaster hides nothing).
    """

    hoverMessage = Signal(str)  # what a click at the pointer (or Enter at the focus) would do
    hintAccepted = Signal()  # Enter with a hint shown and no focus frame yet: play the hint
    shownPlayerChanged = Signal(object)  # the player shown read-only, None for the playable sheet
    unbound_layout = DEFAULT_LAYOUT  # painted before a game is bound: what a new game uses

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        # Qt fills the background with the palette's window colour; paintEvent draws the pad over it.
        self.setAutoFillBackground(True)
        self.setAccessibleName(self.tr("Knaster sheet"))
        sheet_accessibility.install(SheetView)  # screen readers hear each cell (c3: 7, circled)
        self._controller: KnasterController | None = None
        self._grid: GridModel | None = None
        self._lines: LineModel | None = None
        self._hover_cell: int | None = None
        self._hover_field: int | None = None
        self._focus_cell: int | None = None
        # Whose turn each gesture was aimed at: the focus frame's player (set when the
        # frame is placed or moved) and the last press's (timestamp, player). A press soon
        # after the last one belongs to the same gesture, so it is meant for the same person.
        self._focus_for: int | None = None
        self._last_press: tuple[int, int] | None = None
        self._flash_lines: frozenset[int] = frozenset()
        self._shown_player: int | None = None  # another player's sheet, read-only
        self._hint: tuple[int | None, int | None] = (None, None)  # (cell, line) suggested
        self._title = ""  # the line across the top, as the presenter says it
        self._coordinates = True  # a to e, 1 to 5 at the grid's edge (Settings)
        self._flash_timer = QTimer(self)
        self._flash_timer.setSingleShot(True)
        self._flash_timer.timeout.connect(self._end_flash)
        self.animations = SheetAnimations(self)  # circles being drawn, the asking field breathing
        self.animations.set_enabled(animation_allowed())
        self.animations.changed.connect(self.update)

    def bind(self, controller: KnasterController, grid: GridModel, lines: LineModel) -> None:
        """Show the sheet of ``grid``'s player and act through ``controller``."""
        self._controller, self._grid, self._lines = controller, grid, lines
        # The sheet repaints what the models say changed: the cells a dataChanged names, and
        # everything when a line changed (its white field, the legend's lit rows and the total
        # follow the lines) or a model was reset (another sheet, a new game).
        grid.dataChanged.connect(self._cells_changed)
        grid.modelReset.connect(self._models_changed)
        lines.dataChanged.connect(self._lines_changed)
        lines.modelReset.connect(self._models_changed)
        controller.linesFlashed.connect(self._flash)
        controller.finished.connect(self.animations.draw_total_circle)
        controller.playerChanged.connect(self._sheet_changed)
        controller.replaced.connect(self._sheet_changed)
        self.update()

    # --- public geometry (widget coordinates) ------------------------------------

    def sheet_transform(self) -> QTransform:
        """Millimetres on the pad to widget pixels, for the current size."""
        target = QRectF(self.rect()).adjusted(_MARGIN_PX, _MARGIN_PX, -_MARGIN_PX, -_MARGIN_PX)
        return sheet_transform(target)

    def sheet_rect(self) -> QRectF:
        return self.sheet_transform().mapRect(QRectF(0, 0, SHEET_WIDTH_MM, SHEET_HEIGHT_MM))

    def cell_rect(self, cell: int) -> QRectF:
        return self.sheet_transform().mapRect(QRectF(*cell_rect_mm(cell)))

    def white_field_rect(self, line: int) -> QRectF:
        return self.sheet_transform().mapRect(QRectF(*field_rect_mm(line)))

    def cell_at(self, point: QPointF) -> int | None:
        return cell_at(self.sheet_transform(), point)

    def white_field_at(self, point: QPointF) -> int | None:
        return white_field_at(self.sheet_transform(), point)

    @property
    def focus_cell(self) -> int | None:
        return self._focus_cell

    @property
    def shown_player(self) -> int:
        """The player whose sheet is on screen."""
        if self._shown_player is not None:
            return self._shown_player
        return self._controller.player if self._controller is not None else 0

    @property
    def read_only(self) -> bool:
        """Another player's sheet is shown: clicks only say so."""
        return self._shown_player is not None

    def show_player(self, player: int | None) -> None:
        """Show ``player``'s sheet read-only; None (or the controller's player) shows the playable one."""
        if self._controller is not None and player == self._controller.player:
            player = None
        if player != self._shown_player:
            self._shown_player = player
            self._hover_cell = self._hover_field = None
            self.shownPlayerChanged.emit(player)
            self.update()

    @property
    def hint(self) -> tuple[int | None, int | None]:
        """The suggested (cell, line) highlighted on the sheet, (None, None) when none."""
        return self._hint

    def set_hint(self, cell: int | None, line: int | None) -> None:
        if (cell, line) != self._hint:
            self._hint = (cell, line)
            self.update()

    def title(self) -> str:
        """The line across the top of the sheet (KnasterPresenter.title says it)."""
        return self._title

    def set_title(self, text: str) -> None:
        if text != self._title:
            self._title = text
            self.update()  # the header is part of the pad's cached picture: all of it

    def set_coordinates(self, shown: bool) -> None:
        """Show the grid's coordinates (a to e, 1 to 5) or not (Settings)."""
        if shown != self._coordinates:
            self._coordinates = shown
            self.update()

    def picture(self) -> SheetPicture:
        """Everything the painter draws now, with the grid's coordinates when they are on."""
        picture = self._marked_picture()
        return replace(picture, coordinates=True) if self._coordinates else picture

    def _marked_picture(self) -> SheetPicture:
        """Everything the painter draws now, from the models and the controller's state."""
        grid, lines, controller = self._grid, self._lines, self._controller
        if grid is None or lines is None or controller is None:
            # Not bound yet (the first paint at start-up): the sheet of a new game.
            return SheetPicture.blank(load_layout(self.unbound_layout))
        if self._shown_player is not None:
            return SheetPicture.from_game(controller.game, self._shown_player, header=self.title())
        # A bound sheet's marks: loaded after the first paint (at start-up the sheet is unbound).
        from knaster_qt.games.knaster.views.screen_picture import ViewMarks, screen_picture

        marks = ViewMarks(
            hover_cell=self._hover_cell,
            focus_cell=self._focus_cell if self.hasFocus() else None,
            hint_cell=self._hint[0],
            hint_line=self._hint[1],
            flash_lines=self._flash_lines,
            header=self.title(),
            field_sweeps=self.animations.field_sweeps(),
            total_circle=self.animations.total_fraction(),
            pulse=self.animations.pulse_value(),
        )
        return screen_picture(controller, grid, lines, marks)

    # --- painting ---------------------------------------------------------------------

    def sizeHint(self) -> QSize:
        return QSize(900, 640)

    def minimumSizeHint(self) -> QSize:
        return QSize(330, 240)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            paper = self.sheet_rect()
            self._paint_shadow(painter, paper)
            paint_sheet(painter, paper, self.picture())
        finally:
            painter.end()

    def _paint_shadow(self, painter: QPainter, paper: QRectF) -> None:
        """A soft shadow under the pad, drawn only around it. The pad's opaque picture
        covers every whole pixel of ``paper`` (it lands on whole device pixels, see
        paint_sheet), so blending three shadows under all of it would change no pixel that
        stays visible, and cost time on every repaint."""
        inside = QRect(
            math.ceil(paper.left()),
            math.ceil(paper.top()),
            math.floor(paper.right()) - math.ceil(paper.left()),
            math.floor(paper.bottom()) - math.ceil(paper.top()),
        )
        painter.setClipRegion(QRegion(self.rect()).subtracted(QRegion(inside)))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        for offset, alpha in ((5.0, 18), (3.0, 28), (1.5, 40)):
            painter.setBrush(QColor(0, 0, 0, alpha))
            painter.drawRoundedRect(paper.translated(offset * 0.6, offset), 3, 3)
        painter.setClipping(False)

    # --- mouse -------------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        """A new language: the title and the controller's lasting texts are said again."""
        if event.type() == QEvent.Type.LanguageChange:
            self.setAccessibleName(self.tr("Knaster sheet"))
            if self._controller is not None and not self.read_only:
                self._controller.retranslate()
            self.update()
        super().changeEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self._set_hover(event.position())
        super().mouseMoveEvent(event)

    def enterEvent(self, event: QEnterEvent) -> None:
        self._set_hover(event.position())
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self._move_hover(None, None)
        self.hoverMessage.emit("")
        super().leaveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        controller = self._controller
        if controller is None or event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        point = event.position()
        cell = self.cell_at(point)
        if self.read_only:
            self.hoverMessage.emit(self._read_only_text())
            event.accept()
            return
        meant_for = self._press_meant_for(event.timestamp())
        if cell is not None:
            controller.click_cell(cell, meant_for)
        else:
            line = self.white_field_at(point)
            if line is not None:
                controller.choose_bonus_line(line, meant_for)
        # The controller's message about the click stays in the status bar; the
        # hover text is announced again only when the pointer moves to another cell.
        self._move_hover(cell, None if cell is not None else self.white_field_at(point))
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        """The second press of a double-click: it ends the gesture the first press acted on.

        (QWidget's default would press again: Ann's double-click wrote for Ann and then,
        her turn over, for Bob.) A double-click acts once, like one click.
        """
        if self._controller is None or event.button() != Qt.MouseButton.LeftButton:
            super().mouseDoubleClickEvent(event)
            return
        self._press_meant_for(event.timestamp())  # later quick presses stay in the gesture
        event.accept()

    def _press_meant_for(self, timestamp: int) -> int:
        """The player a press at ``timestamp`` is aimed at: the one whose turn it was when
        the gesture began. Presses closer together than a double-click belong to one
        gesture (a double-click that Qt did not see as one, the pointer having moved)."""
        controller = self._controller
        assert controller is not None
        interval = QGuiApplication.styleHints().mouseDoubleClickInterval()
        last = self._last_press
        if last is not None and 0 <= timestamp - last[0] < interval:
            player = last[1]
        else:
            player = controller.player
        self._last_press = (timestamp, player)
        return player

    # --- keyboard ----------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        if key in _MOVES and self._controller is not None:
            # The first arrow already moves: from the hinted cell, or from the centre (c3).
            start = self._focus_cell
            if start is None:
                start = self._hint[0] if self._hint[0] is not None else _CENTRE
            row_step, column_step = _MOVES[key]
            row = min(max(start // SIZE + row_step, 0), SIZE - 1)
            column = min(max(start % SIZE + column_step, 0), SIZE - 1)
            self._focus_cell = row * SIZE + column
            self._focus_for = self._controller.player  # the person moving it aims at their sheet
            self.hoverMessage.emit(self._cell_words(self._focus_cell))
            announce_focus(self, self._focus_cell)
            self.update()
            event.accept()
            return
        if key in _ACT_KEYS and self._controller is not None:
            controller = self._controller
            if event.isAutoRepeat():
                pass  # a held key acts once: its repeats would act for the next person
            elif self.read_only:
                self.hoverMessage.emit(self._read_only_text())
            elif self._focus_cell is None and self._hint != (None, None):
                self.hintAccepted.emit()  # Enter before any arrow: play the hinted move
            elif self._focus_cell is None:
                self._focus_cell = _CENTRE
                self._focus_for = controller.player
                self.hoverMessage.emit(self._cell_words(self._focus_cell))
            else:
                # The frame was placed for _focus_for: after the turn passed on, the next
                # press (a second Enter meant for the previous person) only says so and
                # aims the frame at the person whose turn it is now.
                meant_for = self._focus_for
                stale = meant_for is not None and meant_for != controller.player
                controller.click_cell(self._focus_cell, meant_for)
                if stale:
                    self._focus_for = controller.player
            self.update()
            event.accept()
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusOutEvent(event)

    # --- internals ---------------------------------------------------------------------

    def _set_hover(self, point: QPointF) -> None:
        cell = self.cell_at(point)
        field = None if cell is not None else self.white_field_at(point)
        if (cell, field) == (self._hover_cell, self._hover_field):
            return
        self._move_hover(cell, field)
        self.hoverMessage.emit(self._hover_text())

    def _move_hover(self, cell: int | None, field: int | None) -> None:
        """Put the pointer's mark on ``cell`` or white ``field``: repaint where it was and is."""
        for old_cell, old_field in ((self._hover_cell, self._hover_field), (cell, field)):
            if old_cell is not None:
                self.update(self.cell_rect(old_cell).toAlignedRect().adjusted(-2, -2, 2, 2))
            if old_field is not None:
                self.update(self.white_field_rect(old_field).toAlignedRect().adjusted(-4, -4, 4, 4))
        self._hover_cell, self._hover_field = cell, field

    def _cell_words(self, cell: int) -> str:
        """What a click on ``cell`` would do, as the grid model says it (its tool tip)."""
        grid = self._grid
        words = (
            None if grid is None else grid.data(grid.cell_index(cell), Qt.ItemDataRole.ToolTipRole)
        )
        return words if isinstance(words, str) else ""

    def _read_only_text(self) -> str:
        # The hover texts load at the first hover, not with the window's first paint.
        from knaster_qt.games.knaster.views.sheet_hover import read_only_text

        controller = self._controller
        return read_only_text(controller, self.shown_player) if controller is not None else ""

    def _hover_text(self) -> str:
        controller = self._controller
        if controller is None:
            return ""
        if self.read_only:
            return self._read_only_text() if self._hover_cell is not None else ""
        if self._hover_cell is not None:
            return self._cell_words(self._hover_cell)
        if self._hover_field is None:
            return ""
        from knaster_qt.games.knaster.views.sheet_hover import white_field_text  # as above

        return white_field_text(controller, self._lines, self._hover_field)

    def _models_changed(self, *_args: object) -> None:
        lines = self._lines
        if lines is not None:  # the asking white field breathes while a bonus is due
            from knaster_qt.games.knaster.models.line_model import LineRole

            self.animations.breathe(
                any(
                    lines.data(lines.line_index(line), LineRole.BONUS_DUE)
                    for line in range(lines.rowCount())
                )
            )
        self.update()

    def _lines_changed(
        self, _top: QModelIndex, _bottom: QModelIndex, roles: Sequence[int] = ()
    ) -> None:
        """A line's look changed (its field, circle, the legend's rows): repaint the pad. How
        many of its cells are filled or circled is painted by the cells, not by the line."""
        from knaster_qt.games.knaster.models.line_model import LineRole

        if set(roles) - {LineRole.FILLED, LineRole.CIRCLED} or not roles:
            self._models_changed()

    def _cells_changed(
        self, top: QModelIndex, bottom: QModelIndex, roles: Sequence[int] = ()
    ) -> None:
        """Repaint the cells named, and the score box when a number or a circle changed."""
        from knaster_qt.games.knaster.models.grid_model import GridRole

        for row in range(top.row(), bottom.row() + 1):
            for column in range(top.column(), bottom.column() + 1):
                self.update(
                    self.cell_rect(row * SIZE + column).toAlignedRect().adjusted(-2, -2, 2, 2)
                )
        if not roles or GridRole.VALUE in roles or GridRole.CIRCLED in roles:
            box = QRectF(*score_box_rect_mm())
            self.update(self.sheet_transform().mapRect(box).toAlignedRect().adjusted(-2, -2, 2, 2))

    def _flash(self, lines: frozenset[int]) -> None:
        self._flash_lines = lines
        self._flash_timer.start(_FLASH_MS)
        if self._lines is not None:
            # The models load with the engine, after the first paint (KnasterPlayArea.start).
            from knaster_qt.games.knaster.models.line_model import LineRole

            scored = frozenset(
                line
                for line in lines
                if self._lines.data(self._lines.line_index(line), LineRole.SCORED)
            )
            self.animations.draw_field_circles(scored)
        self.update()

    def _end_flash(self) -> None:
        self._flash_lines = frozenset()
        self.update()

    def _sheet_changed(self, *_args: object) -> None:
        # Lines just completed or scored, and circles being drawn, were on the previous sheet.
        self._flash_timer.stop()
        self._end_flash()
        self.animations.forget_sheet()
