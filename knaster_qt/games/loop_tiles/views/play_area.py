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
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QHBoxLayout, QMessageBox, QStackedWidget, QVBoxLayout, QWidget

from knaster_qt.change import Change
from knaster_qt.games.loop_tiles.core.material import Square
from knaster_qt.games.loop_tiles.core.seat_view import (
    SeatTranscript,
    is_view,
    read_view,
    write_view,
)
from knaster_qt.games.loop_tiles.core.seats import bot_meta, levels_of
from knaster_qt.games.loop_tiles.core.transcript import Transcript, parse, write
from knaster_qt.games.loop_tiles.core.transcript_writer import statements
from knaster_qt.games.loop_tiles.models.board_model import BoardModel
from knaster_qt.games.loop_tiles.models.controller import LoopTilesController
from knaster_qt.games.loop_tiles.models.pad_model import PadModel
from knaster_qt.games.loop_tiles.models.presenter import Controls, LoopTilesPresenter
from knaster_qt.games.loop_tiles.models.rack_model import RackModel
from knaster_qt.games.loop_tiles.render.printing import transcript_sheet
from knaster_qt.games.loop_tiles.views import accessibility
from knaster_qt.games.loop_tiles.views.board_view import BoardView
from knaster_qt.games.loop_tiles.views.gestures import TableGestures
from knaster_qt.games.loop_tiles.views.play_area_widgets import (
    SIDE_SPACING,
    SideSizer,
    build_actions,
    build_handover,
    build_side,
    build_table,
)
from knaster_qt.games.loop_tiles.views.rack_view import RackView
from knaster_qt.kit.hint_keys import HintKeys
from knaster_qt.kit.labels import label
from knaster_qt.play_area import Frame, GamePlayArea, NetworkSeats, Preferences
from knaster_qt.printable import Printable
from knaster_qt.seats import Setup
from knaster_qt.widgets.turn_banner import TurnBanner

if TYPE_CHECKING:
    from knaster_qt.play_area import Guide
    from knaster_qt.seats import Seat

FIXED_TURNS_RULE = "fixed-turns"  # the entry's end rule key of the fixed-turns variant


def new_seed() -> int:
    """The seed of a new game's bag (the transcript records the bag, not the seed)."""
    return random.randrange(1 << 31)


class LoopTilesPlayArea(GamePlayArea, NetworkSeats):
    """The game on the main window (knaster_qt/play_area.py says what the shell calls).

    In a network game (knaster_qt/shell/network/playing.py) the seats played elsewhere are
    the controller's ``remote``; the host's screen keeps the record's lines as it loaded
    them and adds its own turns as plain statements, and a joining screen plays on its
    seat's view (core/seat_view.py): only its own rack, the rest dealt out of sight.
    """

    def __init__(self, frame: Frame, setup: Setup) -> None:
        super().__init__(frame, setup)
        self.setup = setup
        self.preferences = Preferences()
        self.controller: LoopTilesController | None = None
        self._advice: Square | None = None  # the square of the hint shown
        # A network game: the record's lines as last loaded (at the host; None: not hosted)
        # and how many actions they hold (its transcript is theirs, then this screen's turns).
        self._networked = False
        self._record: list[str] | None = None
        self._record_actions = 0
        self.end_turn_box: QMessageBox | None = None  # End turn with nothing placed: asked
        self._build()
        accessibility.install(BoardView, RackView)
        self.offer_guide()
        # No dice: the window hides its Roll action (the entry's has_dice is False).
        frame.hint.setVisible(True)
        self.retranslate()

    # --- widgets --------------------------------------------------------------------------------

    def _build(self) -> None:
        """Lay out the parts (views/play_area_widgets.py builds them) and wire them."""
        self._widget = QWidget()
        self._widget.setObjectName("loopTilesPlayArea")
        self.stack = QStackedWidget(self._widget)
        table = build_table()
        self.scroll, self.rack = table.scroll, table.rack
        self.board = self.scroll.board
        self.zoom_in_button, self.zoom_out_button = table.zoom_in, table.zoom_out
        self.fit_button = table.fit
        self.end_turn_button = table.end_turn
        self.exchange_button = table.exchange
        handover, self.handover_button = build_handover()
        self.stack.addWidget(table.widget)
        self.stack.addWidget(handover)
        side = build_side(self._widget, table)
        self.points_label, self.pad = side.points, side.pad
        self.step_label = side.step
        self.ranking_label, self.new_game_button = side.ranking, side.new_game
        # The banner every game shows, on top of the board's column (its height fixed).
        self.turn_label = TurnBanner(self._widget)
        column = QVBoxLayout()
        column.setSpacing(2)
        column.addWidget(self.turn_label)
        column.addWidget(self.stack, 1)
        row = QHBoxLayout(self._widget)
        # Thin margins above and below: the square board is as large as the height allows.
        row.setContentsMargins(9, 3, 9, 3)
        row.setSpacing(SIDE_SPACING)
        row.addLayout(column, 1)
        row.addWidget(side.widget)
        self.side = side.widget
        # The play area's child: it lives as long. The board is as high as the window less
        # the banner above it.
        SideSizer(self._widget, side.widget, above=self.turn_label)
        actions = build_actions(self)
        self.end_turn_action, self.exchange_action = actions.end_turn, actions.exchange
        self.zoom_in_action, self.zoom_out_action = actions.zoom_in, actions.zoom_out
        self.fit_action = actions.fit
        self._wire_actions()
        self.gestures = TableGestures(self.scroll, self.rack, self.frame.say, self)
        # H shows the hint, H again or Enter plays it (the kit's, as in every game).
        self.hint_keys = HintKeys(self._widget, self._show_hint, self._play_hint, self._position)

    def _wire_actions(self) -> None:
        self.new_game_button.clicked.connect(self.frame.new_game)
        self.end_turn_action.triggered.connect(self.end_turn)
        self.exchange_action.triggered.connect(self.exchange)
        self.zoom_in_action.triggered.connect(self.scroll.zoom_in)
        self.zoom_out_action.triggered.connect(self.scroll.zoom_out)
        self.fit_action.triggered.connect(self.scroll.fit)
        self.end_turn_button.clicked.connect(self.end_turn)
        self.exchange_button.clicked.connect(self.exchange)
        self.zoom_in_button.setDefaultAction(self.zoom_in_action)
        self.zoom_out_button.setDefaultAction(self.zoom_out_action)
        self.fit_button.setDefaultAction(self.fit_action)
        self.handover_button.clicked.connect(self._handed_over)

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
        stuck = self.tr("When none of your tiles fits: return them all, draw new ones, score 0")
        label(self.exchange_button, self.tr("E&xchange tiles"), stuck)
        self.new_game_button.setText(self.tr("&New Game…"))
        self.board.setAccessibleName(self.tr("Board"))
        self.rack.setAccessibleName(self.tr("Your rack"))
        self.pad.setAccessibleName(self.tr("Score pad"))
        if self.controller is not None:
            self.presenter.refresh()  # its texts in the new language
        self._refresh()

    # --- the game ---------------------------------------------------------------------------------

    def start(self, game: object | None = None, dice: object | None = None) -> None:
        self.connect_action(self.frame.undo, self.take_back)
        self.connect_action(self.frame.hint, self.hint_keys.press)
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
        if is_view(text):  # a joining screen: the seat's view of the host's record
            view = read_view(text, self._seat_here())  # TranscriptError: the game stays
            self._play(view, levels_of(view))
            if view.seat is not None:  # only the seat plays on its view, whatever comes
                self.ctrl.set_remote(frozenset(range(len(view.names))) - {view.seat})
            return
        transcript = parse(text)  # TranscriptError (a GameFileError): the game stays
        if not self._networked:
            self._play(transcript, levels_of(transcript))
            return
        # The host's record: kept as it is, the turns to come after it.
        if isinstance(text, bytes):
            text = text.decode("utf-8")
        self._keep_record(transcript, text.splitlines())
        self._play(transcript, levels_of(transcript))  # an end it brings: ended_elsewhere

    # --- a network game ---------------------------------------------------------------------

    def seat_names(self) -> Sequence[str]:
        return self.ctrl.names

    def seat_remotely(self, remote: frozenset[int], ask_dice: Callable[[str], None] | None) -> None:
        """Loop Tiles has no dice: a joining screen asks for nothing (``ask_dice``)."""
        self._networked = bool(remote) or ask_dice is not None
        game = self.ctrl.transcript
        if isinstance(game, SeatTranscript):
            seat = self._seat_here(remote)
            if seat is not None and game.seat != game.names.index(seat):  # read for a guess
                game = read_view(write_view(game), seat)
                self._play(game, self.ctrl.levels)
            if game.seat is not None:  # a view is never played alone: the others stay away
                remote = frozenset(range(len(game.names))) - {game.seat}
        elif self._networked:
            self._keep_record(game, write(game).splitlines())
        else:
            self._record = None
            game.kept = 0
        self.ctrl.set_remote(remote)

    def _keep_record(self, transcript: Transcript, lines: list[str]) -> None:
        """``lines`` are the record: nobody takes back what they hold."""
        self._record, self._record_actions = lines, len(transcript.actions)
        transcript.kept = len(transcript.actions)

    def _seat_here(self, remote: frozenset[int] | None = None) -> str | None:
        """The one seat played at this screen in a network game (None: not yet known)."""
        if remote is None:
            remote = self.controller.remote if self.controller is not None else frozenset()
        if not remote:
            return None
        here = [name for seat, name in enumerate(self.ctrl.names) if seat not in remote]
        return here[0] if len(here) == 1 else None

    def play_complete(self, remote: frozenset[str]) -> bool:
        """A turn goes to the record whole: its tiles and its end (or the exchange)."""
        return not self.ctrl.game.this_turn

    def _finished(self) -> None:
        if self._viewing():
            return  # the host keeps the record (a view cannot be recorded) and says the end
        super()._finished()

    def _play(self, transcript: Transcript, levels: Sequence[str | None]) -> None:
        if self.controller is None:
            self.controller = controller = LoopTilesController(transcript, levels, self)
            self._show_models(controller)
            self.wire(controller)
            self.controller.set_pace(self.preferences.animation, self.preferences.animation_speed)
            self.show_game()
            self.replaced.emit()
        else:
            self.controller.set_game(transcript, levels)  # replaced: show_game

    def _show_models(self, controller: LoopTilesController) -> None:
        """The views read these models; the labels say what the presenter says."""
        self.board_model = BoardModel(controller, self)
        self.board_model.set_hover(self.board.hover)
        self.rack_model = RackModel(controller, self)
        self.pad_model = PadModel(controller, self)
        self.board.setModel(self.board_model)
        self.rack.setModel(self.rack_model)
        self.pad.setModel(self.pad_model)
        self.presenter = LoopTilesPresenter(controller, self)
        self.presenter.turnText.connect(self._show_turn)
        self.presenter.stepText.connect(self.step_label.setText)
        self.presenter.pointsText.connect(self.points_label.setText)
        self.presenter.rankingText.connect(self.ranking_label.setText)
        self.presenter.handoverText.connect(self.handover_button.setText)
        self.presenter.controlsChanged.connect(self._show_controls)
        self.presenter.refresh()
        self.gestures.follow(controller, self.presenter, self.board_model)

    def transcript(self) -> str:
        game = self.ctrl.transcript
        if isinstance(game, SeatTranscript):
            return write_view(game)
        if self._record is not None and len(game.actions) >= self._record_actions:
            return "\n".join([*self._record, *statements(game, self._record_actions)]) + "\n"
        return write(game)

    def autosave_text(self) -> str | None:
        """None on a joining screen: a seat's view is no game to resume alone."""
        if self._viewing():
            return None
        return self.transcript()

    @property
    def rounds(self) -> int:
        """0 on a joining screen: the host keeps the game, nothing here to lose or keep."""
        return 0 if self._viewing() else self.ctrl.rounds

    @property
    def has_moves(self) -> bool:
        return not self._viewing() and self.ctrl.has_moves

    def _viewing(self) -> bool:
        """A seat's view is on the area (a joining screen, core/seat_view.py)."""
        return isinstance(self.ctrl.transcript, SeatTranscript)

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
        super().close()  # the guide skipped first
        if self.controller is not None:
            self.controller.stop()
        self.rack.floating.hide()
        if self.end_turn_box is not None:
            self.end_turn_box.close()

    # --- the first-game guide -------------------------------------------------------------------

    def guide_needs_new_game(self) -> bool:
        """The guide plays the first turn of a solo game."""
        from knaster_qt.games.loop_tiles.views.guide import needs_new_game

        return needs_new_game(self.ctrl.transcript)

    def guide_game(self, seat: Seat) -> Callable[[], None]:
        from knaster_qt.games.loop_tiles.views.guide import guide_game

        transcript = guide_game(seat.name, new_seed())
        return lambda: self._play(transcript, (None,))

    def make_guide(self) -> Guide:
        from knaster_qt.games.loop_tiles.views.guide import GuideTargets, LoopTilesGuide

        self.scroll.fit()  # the whole board in sight: every square the guide points at
        targets = GuideTargets(
            self.frame.window,
            self.board,
            self.rack,
            self.points_label,
            self.end_turn_button,
            self.pad,
        )
        return LoopTilesGuide(self.ctrl, targets)

    def guide_focus(self) -> QWidget:
        return self.rack

    # --- the turn's buttons -------------------------------------------------------------------

    def take_back(self) -> None:
        if self.controller is not None:
            self.controller.take_back()

    def end_turn(self) -> None:
        """End turn (the button, Game > End Turn, E): with nothing placed although a tile
        fits, asked first, once a game (the presenter says when)."""
        if self.controller is None:
            return
        question = self.presenter.end_turn_question()
        if question is None:
            self.controller.end_turn()
            return
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("End Turn"),
            question,
            QMessageBox.StandardButton.NoButton,
            self.frame.window,
        )
        end = box.addButton(self.tr("En&d turn"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("&Go on playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(end)
        self.end_turn_box = box
        asked_in = self.controller.transcript  # the answer counts for this game only

        def answered() -> None:
            if box.clickedButton() is end and self.ctrl.transcript is asked_in:
                self.presenter.end_turn_answered()
                self.ctrl.end_turn()

        box.finished.connect(answered)
        box.open()

    def exchange(self) -> None:
        if self.controller is not None:
            self.controller.exchange()

    def hint(self) -> None:
        """Game > Hint (H): the hint, or the one shown played (``HintKeys``)."""
        self.hint_keys.press()

    def _show_hint(self) -> bool:
        """Hold the strong player's tile and show it on its square; or say to exchange or to
        end the turn. False: no hint now."""
        self._advice = None
        if self.controller is None or not self.preferences.hints or not self.ctrl.can_act:
            return False
        advice = self.controller.hint()
        if advice is not None:
            self._advice = advice[1]
            self.board.set_hover(advice[1])  # the model shows the held tile there
        return True

    def _position(self) -> tuple[object, ...]:
        """Where the turn stands: a hint is for this moment only."""
        controller = self.ctrl
        actions = len(controller.transcript.actions)
        return (actions, controller.game.current, controller.held, controller.can_act)

    def _play_hint(self) -> None:
        """Do what the hint shown says: the held tile on its square, else exchange or end."""
        controller = self.ctrl
        if self._advice is not None:
            controller.place(self._advice)
        elif controller.can_exchange:
            controller.exchange()
        else:
            controller.end_turn()

    def _show_turn(self, text: str) -> None:
        self.turn_label.show_turn(text, self.presenter.banner_kind())

    def _handed_over(self) -> None:
        self.ctrl.hand_over()
        self.rack.setFocus()

    def show_change(self, change: Change) -> None:
        """Nothing of its own: the models, the views and the presenter (its texts and
        ``controlsChanged``) have shown ``change`` already."""

    def show_game(self) -> None:
        self._refresh()
        self.scroll.fit()

    # --- what is shown -----------------------------------------------------------------------------

    def _refresh(self) -> None:
        if self.controller is None:
            for widget in (self.end_turn_button, self.exchange_button):
                widget.setEnabled(False)
            return
        self._show_controls(self.presenter.controls())

    def _show_controls(self, controls: Controls) -> None:
        """The screen (table or hand-over) and what the buttons and actions allow now."""
        self.stack.setCurrentIndex(1 if controls.handover else 0)
        self.end_turn_button.setEnabled(controls.end_turn)
        self.end_turn_action.setEnabled(controls.end_turn)
        self.frame.undo.setEnabled(controls.take_back)  # Edit > Undo: the tile goes back
        self.exchange_button.setEnabled(controls.exchange)
        self.exchange_action.setEnabled(controls.exchange)
        self.frame.hint.setEnabled(self.preferences.hints and controls.act)
        self.new_game_button.setVisible(controls.over)
        self.ranking_label.setVisible(controls.over)
        self.hint_keys.follow()
