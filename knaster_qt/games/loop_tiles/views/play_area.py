"""Loop Tiles on the main window: the board, the rack below it, the score pad beside it.

A person drags a tile from the rack to the board, or clicks a tile and then a square; the
held tile lights the squares where it fits and the hovered square shows its points.
Take back (Edit > Undo, Ctrl+Z) returns the last tile of the turn, End turn passes on,
a stuck player exchanges. Between two people a hand-over screen hides the racks; the
computer players place their tiles one by one. Everything legal is the controller's
(and so the core's) decision: the widgets only show and report.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAction, QFont, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from knaster_qt.change import Change
from knaster_qt.games.loop_tiles.core.material import Square
from knaster_qt.games.loop_tiles.core.seats import bot_meta, levels_of
from knaster_qt.games.loop_tiles.core.transcript import Transcript, parse, write
from knaster_qt.games.loop_tiles.models.controller import LoopTilesController
from knaster_qt.games.loop_tiles.render.picture import BoardPicture, PadPicture, RackPicture
from knaster_qt.games.loop_tiles.views import accessibility
from knaster_qt.games.loop_tiles.views.board_view import BoardScrollArea, BoardView
from knaster_qt.games.loop_tiles.views.pad_view import PadView
from knaster_qt.games.loop_tiles.views.rack_view import RackView
from knaster_qt.play_area import Frame, GamePlayArea, Preferences
from knaster_qt.printable import Printable
from knaster_qt.seats import Setup

FIXED_TURNS_RULE = "fixed-turns"  # the entry's end rule key of the fixed-turns variant


def new_seed() -> int:
    """The seed of a new game's bag (the transcript records the bag, not the seed)."""
    return random.randrange(1 << 31)


class LoopTilesPlayArea(GamePlayArea):
    """The game on the main window (knaster_qt/play_area.py says what the shell calls)."""

    def __init__(self, frame: Frame, setup: Setup) -> None:
        super().__init__(frame, setup)
        self.setup = setup
        self.preferences = Preferences()
        self.controller: LoopTilesController | None = None
        self._build()
        accessibility.install(BoardView, RackView)
        # No dice: the window hides its Roll action (the entry's has_dice is False).
        frame.hint.setVisible(True)
        self.retranslate()

    # --- widgets --------------------------------------------------------------------------------

    def _build(self) -> None:
        self._widget = QWidget()
        self._widget.setObjectName("loopTilesPlayArea")
        self.stack = QStackedWidget(self._widget)
        # The table: zoom buttons, the board, the rack with the turn's buttons.
        table = QWidget()
        self.scroll = BoardScrollArea(table)
        self.board = self.scroll.board
        self.rack = RackView(table)
        self.zoom_in_button = QToolButton(table)
        self.zoom_out_button = QToolButton(table)
        self.fit_button = QToolButton(table)
        self.take_back_button = QPushButton(table)
        self.end_turn_button = QPushButton(table)
        self.exchange_button = QPushButton(table)
        self.end_turn_button.setDefault(True)
        zoom_row = QHBoxLayout()
        zoom_row.addStretch(1)
        for tool in (self.zoom_out_button, self.zoom_in_button, self.fit_button):
            zoom_row.addWidget(tool)
        rack_row = QHBoxLayout()
        rack_row.addWidget(self.rack, 1)
        buttons = QVBoxLayout()
        for button in (self.end_turn_button, self.take_back_button, self.exchange_button):
            buttons.addWidget(button)
        rack_row.addLayout(buttons)
        column = QVBoxLayout(table)
        column.addLayout(zoom_row)
        column.addWidget(self.scroll, 1)
        column.addLayout(rack_row)
        # The hand-over screen: nobody's rack shows until the next person is ready.
        handover = QWidget()
        self.handover_button = QPushButton(handover)
        self.handover_button.setMinimumSize(360, 120)
        big = QFont(self.handover_button.font())
        big.setPointSizeF(big.pointSizeF() * 1.5)
        self.handover_button.setFont(big)
        centred = QVBoxLayout(handover)
        centred.addStretch(1)
        centred.addWidget(self.handover_button, 0, Qt.AlignmentFlag.AlignCenter)
        centred.addStretch(1)
        self.stack.addWidget(table)
        self.stack.addWidget(handover)
        # Beside: whose turn, the turn's points, the pad, the ranking at the end.
        side = QWidget(self._widget)
        side.setMinimumWidth(230)
        side.setMaximumWidth(340)
        self.turn_label = QLabel(side)
        self.turn_label.setWordWrap(True)
        bold = QFont(self.turn_label.font())
        bold.setBold(True)
        bold.setPointSizeF(bold.pointSizeF() * 1.2)
        self.turn_label.setFont(bold)
        self.points_label = QLabel(side)
        self.pad = PadView(side)
        self.ranking_label = QLabel(side)
        self.ranking_label.setWordWrap(True)
        self.ranking_label.setTextFormat(Qt.TextFormat.RichText)
        self.new_game_button = QPushButton(side)
        self.new_game_button.clicked.connect(self.frame.new_game)
        side_column = QVBoxLayout(side)
        side_column.addWidget(self.turn_label)
        side_column.addWidget(self.points_label)
        side_column.addWidget(self.pad)
        side_column.addWidget(self.ranking_label)
        side_column.addWidget(self.new_game_button)
        side_column.addStretch(1)
        row = QHBoxLayout(self._widget)
        row.addWidget(self.stack, 1)
        row.addWidget(side)
        # Game menu items of its own.
        self.end_turn_action = QAction(self)
        self.end_turn_action.setShortcut(QKeySequence(Qt.Key.Key_E))
        self.exchange_action = QAction(self)
        self.zoom_in_action = QAction(self)
        self.zoom_in_action.setShortcut(QKeySequence.StandardKey.ZoomIn)
        self.zoom_out_action = QAction(self)
        self.zoom_out_action.setShortcut(QKeySequence.StandardKey.ZoomOut)
        self.fit_action = QAction(self)
        self.fit_action.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_0))
        self.end_turn_action.triggered.connect(self.end_turn)
        self.exchange_action.triggered.connect(self.exchange)
        self.zoom_in_action.triggered.connect(self.scroll.zoom_in)
        self.zoom_out_action.triggered.connect(self.scroll.zoom_out)
        self.fit_action.triggered.connect(self.scroll.fit)
        self.end_turn_button.clicked.connect(self.end_turn)
        self.exchange_button.clicked.connect(self.exchange)
        self.take_back_button.clicked.connect(self.take_back)
        self.zoom_in_button.setDefaultAction(self.zoom_in_action)
        self.zoom_out_button.setDefaultAction(self.zoom_out_action)
        self.fit_button.setDefaultAction(self.fit_action)
        self.handover_button.clicked.connect(self._handed_over)
        # Gestures.
        self.rack.slotClicked.connect(self._slot_clicked)
        self.rack.dragStarted.connect(self._drag_started)
        self.rack.dragMoved.connect(self._drag_moved)
        self.rack.dropped.connect(self._dropped)
        self.board.squareClicked.connect(self._square_clicked)
        self.board.hovered.connect(lambda _square: self._refresh())
        self.board.released.connect(lambda: self._hold(None))

    def game_actions(self) -> list[QAction]:
        return [
            self.end_turn_action,
            self.exchange_action,
            self.zoom_in_action,
            self.zoom_out_action,
            self.fit_action,
        ]

    def retranslate(self) -> None:
        self.zoom_in_action.setText(self.tr("Zoom &In"))
        self.zoom_out_action.setText(self.tr("Zoom O&ut"))
        self.fit_action.setText(self.tr("&Fit the Board"))
        self.zoom_in_button.setText(self.tr("+"))
        self.zoom_out_button.setText(self.tr("−"))
        self.fit_button.setText(self.tr("Fit"))
        self.end_turn_action.setText(self.tr("En&d Turn"))
        self.exchange_action.setText(self.tr("E&xchange Tiles"))
        self.end_turn_button.setText(self.tr("En&d turn"))
        self.take_back_button.setText(self.tr("&Take back"))
        self.exchange_button.setText(self.tr("E&xchange tiles"))
        self.exchange_button.setToolTip(
            self.tr("When none of your tiles fits: return them all, draw new ones, score 0")
        )
        self.new_game_button.setText(self.tr("&New Game…"))
        self.board.setAccessibleName(self.tr("Board"))
        self.rack.setAccessibleName(self.tr("Your rack"))
        self.pad.setAccessibleName(self.tr("Score pad"))
        self._refresh()

    # --- the game ---------------------------------------------------------------------------------

    def start(self, game: object | None = None, dice: object | None = None) -> None:
        self.connect_action(self.frame.undo, self.take_back)
        self.connect_action(self.frame.hint, self.hint)
        if game is not None:
            self.set_game(game)
        else:
            self.new_game(self.setup)

    def new_game(self, setup: Setup) -> None:
        self.setup = setup
        names = setup.names
        levels = tuple(seat.level for seat in setup.seats)
        fixed = setup.end_rule == FIXED_TURNS_RULE and 2 <= len(names) <= 4
        transcript = Transcript.new(
            names, new_seed(), fixed_turns=fixed, meta=bot_meta(names, levels)
        )
        self._play(transcript, levels)
        if setup.end_rule == FIXED_TURNS_RULE and not fixed:
            self.frame.say(self.tr("The fixed-turns variant is for 2 to 4 players: open game."))

    def set_game(self, game: object) -> None:
        """``game``: a Transcript (its levels from its ``meta bot`` lines)."""
        if not isinstance(game, Transcript):
            raise TypeError(f"a Loop Tiles play area plays a Transcript, not {type(game).__name__}")
        self._play(game, levels_of(game))

    def load(self, text: str | bytes, source: str, *, resumed: bool = False) -> None:
        transcript = parse(text)  # TranscriptError (a GameFileError): the game stays
        self._play(transcript, levels_of(transcript))

    def _play(self, transcript: Transcript, levels: Sequence[str | None]) -> None:
        if self.controller is None:
            self.controller = LoopTilesController(transcript, levels, self)
            self.wire(self.controller)
            self.controller.set_pace(self.preferences.animation, self.preferences.animation_speed)
            self.show_game()
            self.replaced.emit()
        else:
            self.controller.set_game(transcript, levels)  # replaced: show_game

    def transcript(self) -> str:
        return write(self.ctrl.transcript)

    def autosave_text(self) -> str | None:
        return self.transcript()

    @property
    def ctrl(self) -> LoopTilesController:
        assert self.controller is not None, "start() first"
        return self.controller

    @property
    def game(self) -> Transcript:
        """The Transcript (what ``set_game`` takes), not the controller's Game it plays."""
        return self.ctrl.transcript

    def players(self) -> tuple[str, ...]:
        return self.ctrl.names if self.controller is not None else ()

    def printed_sheets(self, players: Sequence[int] | None) -> Sequence[Printable] | None:
        """One sheet holds every player's column; a single player's shades theirs."""
        if self.controller is None:
            return None
        from knaster_qt.games.loop_tiles.render.printing import transcript_sheet

        if players is not None and len(players) == 1:
            return [transcript_sheet(self.ctrl.transcript, players[0])]
        return [transcript_sheet(self.ctrl.transcript)]

    def status_text(self) -> str:
        return self.tr("%n player(s).", "", len(self.ctrl.names))

    def apply_preferences(self, preferences: Preferences) -> None:
        self.preferences = preferences
        if self.controller is not None:
            self.controller.set_pace(preferences.animation, preferences.animation_speed)
        self._refresh()

    def close(self) -> None:
        if self.controller is not None:
            self.controller.stop()
        self.rack.floating.hide()
        super().close()

    # --- gestures -------------------------------------------------------------------------------

    def _hold(self, slot: int | None) -> None:
        if self.controller is not None:
            self.controller.hold(slot)

    def _slot_clicked(self, slot: int) -> None:
        self.ctrl.hold(slot)
        self.board.setFocus()

    def _drag_started(self, slot: int) -> None:
        if self.ctrl.held != slot:
            self.ctrl.hold(slot)

    def _board_point(self, global_point: QPointF) -> QPointF | None:
        """The board's point under a global position, if the board shows there."""
        viewport = self.scroll.viewport()
        if not viewport.rect().contains(viewport.mapFromGlobal(global_point.toPoint())):
            return None
        return QPointF(self.board.mapFromGlobal(global_point))

    def _drag_moved(self, global_point: QPointF) -> None:
        point = self._board_point(global_point)
        self.board.set_hover(None if point is None else self.board.square_at(point))

    def _dropped(self, global_point: QPointF) -> None:
        point = self._board_point(global_point)
        square = None if point is None else self.board.square_at(point)
        if square is None:
            self.ctrl.hold(None)
            return
        self.ctrl.place(square)

    def _square_clicked(self, square: Square) -> None:
        if self.ctrl.held_tile() is not None:
            self.ctrl.place(square)
        elif self.ctrl.can_act:
            self.frame.say(self.tr("Take a tile from your rack first (click or drag it)."))

    def take_back(self) -> None:
        if self.controller is not None:
            self.controller.take_back()

    def end_turn(self) -> None:
        if self.controller is not None:
            self.controller.end_turn()

    def exchange(self) -> None:
        if self.controller is not None:
            self.controller.exchange()

    def hint(self) -> None:
        if self.controller is None or not self.preferences.hints:
            return
        advice = self.controller.hint()
        if advice is not None:
            self.board.set_hover(advice[1])
            self._refresh()

    def _handed_over(self) -> None:
        self.ctrl.hand_over()
        self.rack.setFocus()

    def show_change(self, change: Change) -> None:
        self._refresh()

    def show_game(self) -> None:
        self._refresh()
        self.scroll.fit()

    # --- what is shown -----------------------------------------------------------------------------

    def _refresh(self) -> None:
        controller = self.controller
        if controller is None:
            for widget in (self.end_turn_button, self.take_back_button, self.exchange_button):
                widget.setEnabled(False)
            return
        game, names = controller.game, controller.names
        held = controller.held_tile()
        hover = self.board.hover
        self.board.set_picture(
            BoardPicture.from_game(
                game,
                fits=controller.fits(),
                hover=hover if held is not None else None,
                hover_tile=held,
                hover_points=controller.preview(hover),
                last_turn=controller.last_turn_squares(),
            )
        )
        owner = controller.rack_owner()
        if owner is None:
            self.rack.set_picture(RackPicture.from_game(game, game.current, hidden=True))
        else:
            self.rack.set_picture(
                RackPicture.from_game(
                    game,
                    owner,
                    selected=controller.held if owner == game.current else None,
                    unplayable=controller.unplayable_slots()
                    if owner == game.current
                    else frozenset(),
                )
            )
        self.rack.draggable = controller.can_act
        over = game.over
        winners = frozenset(game.winners()) if over else frozenset()
        self.pad.set_picture(
            PadPicture.from_columns(
                names,
                controller.turn_columns(),
                controller.exchanges(),
                highlight=None if over else game.current,
                winners=winners,
                titled=False,
            )
        )
        self.stack.setCurrentIndex(1 if controller.awaiting_handover else 0)
        current = names[game.current]
        self.handover_button.setText(self.tr("Pass to {0}\n{0}, click when ready").format(current))
        self._show_turn(controller, current)
        self.end_turn_button.setEnabled(controller.can_end_turn)
        self.end_turn_action.setEnabled(controller.can_end_turn)
        self.take_back_button.setEnabled(controller.can_take_back)
        self.frame.undo.setEnabled(controller.can_take_back)
        self.exchange_button.setEnabled(controller.can_exchange)
        self.exchange_action.setEnabled(controller.can_exchange)
        self.frame.hint.setEnabled(self.preferences.hints and controller.can_act)
        self.new_game_button.setVisible(over)
        self.ranking_label.setVisible(over)
        if over:
            rows = "".join(
                self.tr("<tr><td>{0}.</td><td>{1}</td><td align='right'>{2}</td></tr>").format(
                    standing.place, standing.name, standing.total
                )
                for standing in controller.ranking()
            )
            self.ranking_label.setText(
                self.tr("<b>Final ranking</b><table cellspacing='4'>{0}</table>").format(rows)
            )

    def _show_turn(self, controller: LoopTilesController, current: str) -> None:
        game = controller.game
        if game.over:
            winners = [controller.names[p] for p in game.winners()]
            if len(winners) == 1:
                self.turn_label.setText(self.tr("Game over: {0} wins.").format(winners[0]))
            else:
                self.turn_label.setText(
                    self.tr("Game over: {0} share the win.").format(" & ".join(winners))
                )
            self.points_label.setText("")
            return
        if controller.is_computer(game.current):
            self.turn_label.setText(self.tr("{0} (computer) is playing…").format(current))
        else:
            self.turn_label.setText(self.tr("{0}'s turn").format(current))
        placed = len(game.this_turn)
        self.points_label.setText(
            self.tr("This turn: {0} points, {1} of 3 tiles placed · bag: {2}").format(
                game.turn_points(), placed, len(game.bag.tiles)
            )
        )
