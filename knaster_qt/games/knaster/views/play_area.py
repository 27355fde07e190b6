"""Knaster on the main window: the sheet, the banners, the dice, the score and the players' cards.

The shell makes it through Knaster's entry (``GameEntry.play_area``) and talks to it only
through :class:`knaster_qt.play_area.PlayArea`. It is made in two steps like the window:
the widgets first, showing what a new game of the last setup shows (the blank sheet, no
roll yet), then ``start`` loads the rules engine, the models and the table's display. At
start-up the app shows the window after the first step, so the sheet is on screen sooner.
Knaster being the game the window opens with, the methods import what the first paint does
not need (the engine, transcripts, the guide, the result dialog, printing) where they first
use it; the other games' play areas are loaded through their entry's hook and import at the
top.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QLabel, QWidget

from knaster_qt.games.knaster.core.errors import GameError, TranscriptError
from knaster_qt.games.knaster.core.layout import load_layout
from knaster_qt.games.knaster.core.players import name_problem
from knaster_qt.games.knaster.models.presenter import KnasterPresenter, no_roll_text, score_text
from knaster_qt.games.knaster.models.turn_sentences import roll_to_start
from knaster_qt.games.knaster.views.ui_knaster_play_area import Ui_PlayArea
from knaster_qt.games.knaster.views.window_layout import WindowArranger
from knaster_qt.kit.hint_keys import HintKeys
from knaster_qt.play_area import Frame, GamePlayArea, NetworkSeats, Preferences
from knaster_qt.widgets.tones import Look, follow_scheme, tone

if TYPE_CHECKING:  # the engine and models come with start(), the dialogs when first shown
    from knaster_qt.change import Change
    from knaster_qt.games.knaster.models.controller import DiceSource, KnasterController
    from knaster_qt.games.knaster.models.grid_model import GridModel
    from knaster_qt.games.knaster.models.line_model import LineModel
    from knaster_qt.games.knaster.views.dialogs import ResultDialog
    from knaster_qt.games.knaster.views.table_display import TableDisplay
    from knaster_qt.play_area import Guide
    from knaster_qt.printable import SheetSource
    from knaster_qt.seats import Seat, Setup

# What to do now, in the prompt row while it has no prompt: quiet, without a frame, in the
# window's own text colour (light or dark scheme).
_STEP_STYLE = "QLabel { padding: 4px; }"


class KnasterPlayArea(GamePlayArea, NetworkSeats):
    """A game of Knaster: the sheet of the person whose turn it is, everyone's small sheets in
    the strip beside it, computer players moving by themselves."""

    # Made by start (the second step).
    controller: KnasterController
    grid_model: GridModel
    line_model: LineModel
    presenter: KnasterPresenter
    table_display: TableDisplay
    hint_keys: HintKeys

    def __init__(self, frame: Frame, setup: Setup) -> None:
        super().__init__(frame, setup)
        self._widget = QWidget()  # the window takes it (setCentralWidget)
        self.ui = Ui_PlayArea()
        self.ui.setupUi(self._widget)
        self._widget.installEventFilter(self)  # its LanguageChange: see eventFilter
        banner, hint = self.ui.bannerLabel, self.ui.hintLabel
        # bold: BannerLabel.set_bold (its type may shrink), not the style sheet
        follow_scheme(banner, lambda: banner.setStyleSheet(tone(Look.BANNER).label_style()))
        banner.set_bold(True)
        follow_scheme(hint, lambda: hint.setStyleSheet(tone(Look.HINT).label_style()))
        self.step_label = self._make_step_label()
        self.ui.playerStrip.follow(self.ui.playersScroll)  # the cards fit its height
        # The banners' place and the side panel's width follow the window's size only.
        self.arranger = WindowArranger(
            self._widget,
            self.ui.bannerArea,
            self.ui.turnLabel,
            (self.ui.noticeLabel, self.ui.bannerLabel, self.ui.hintLabel, self.step_label),
            self.ui.sidePanel,
            self.ui.scoreBox,
            self.ui.playerStrip.arrange,
        )
        self.setup = setup
        self.preferences = Preferences()
        self.result_dialog: ResultDialog | None = None
        self._base_frame_ms = 0
        self.offer_guide()
        frame.roll.setVisible(True)
        frame.hint.setVisible(True)
        self._show_new_game(setup.sheet or "A")

    # --- PlayArea -------------------------------------------------------------------------

    def start(self, game: object | None = None, dice: object | None = None) -> None:
        if self.started:
            raise RuntimeError("the play area already has its game; use new_game to replace it")
        from knaster_qt.games.knaster.core.game import Game
        from knaster_qt.games.knaster.core.setup import GameSetup
        from knaster_qt.games.knaster.models.controller import KnasterController
        from knaster_qt.games.knaster.models.grid_model import GridModel
        from knaster_qt.games.knaster.models.line_model import LineModel
        from knaster_qt.games.knaster.views.table_display import TableDisplay

        if game is None:
            game = GameSetup.from_setup(self.setup).make_game()
        assert isinstance(game, Game)
        dice_source: DiceSource | None = dice  # type: ignore[assignment]  # a test's callable
        self.controller = KnasterController(game, dice_source=dice_source, parent=self)
        # The models follow the sheet being played (player None): it changes with the turn.
        self.grid_model = GridModel(self.controller, None, self)
        self.line_model = LineModel(self.controller, None, self)
        # The banner, round, score and title texts: the play area only shows them.
        self.presenter = KnasterPresenter(self.controller, self)
        self.ui.sheetView.bind(self.controller, self.grid_model, self.line_model)
        self._connect()
        # The turn banner, the strip, the end notice and the hints.
        self.table_display = TableDisplay(
            self.ui, self.controller, self.frame.hint, self.preferences.hints, self
        )
        self.table_display.statusMessage.connect(self.frame.window.statusBar().showMessage)
        self.table_display.promptsChanged.connect(self.show_prompts)
        self.show_game()
        self.controller.new_game(self.controller.game)

    def new_game(self, setup: Setup) -> None:
        from knaster_qt.games.knaster.core.setup import GameSetup

        self.controller.new_game(GameSetup.from_setup(setup).make_game())

    def set_game(self, game: object) -> None:
        from knaster_qt.games.knaster.core.game import Game

        if not isinstance(game, Game):
            raise TypeError(f"a Knaster play area plays a Knaster Game, not {game!r}")
        self.controller.new_game(game)

    def load(self, text: str | bytes, source: str, *, resumed: bool = False) -> None:
        from knaster_qt.games.knaster.core.transcript import parse_transcript
        from knaster_qt.games.knaster.models.picks_note import read_note

        try:
            game = parse_transcript(text, source)
        except TranscriptError:
            raise
        except GameError as error:
            raise TranscriptError(str(error), 1, source) from error
        if not resumed:
            self.controller.new_game(game)
            return
        if isinstance(text, bytes):
            text = text.decode("utf-8", "replace")
        picks = read_note(text)
        self.controller.new_game(game)
        controller = self.controller
        if picks is not None and game.players[controller.player] == picks.player:
            controller.restore_picks(picks.line, picks.cells)

    def seat_names(self) -> Sequence[str]:
        return self.controller.game.players

    def seat_remotely(self, remote: frozenset[int], ask_dice: Callable[[str], None] | None) -> None:
        """``ask_dice`` asks the host for the dice ("roll")."""
        self.controller.table.remote = remote
        self.controller.ask_roll = ask_dice

    def play_complete(self, remote: frozenset[str]) -> bool:
        """Whether no seat played here is halfway through a move (a write's bonus still due):
        its statements may go to the host's record as one move."""
        game = self.controller.game
        return not any(
            game.pending_bonus(player)
            for player, name in enumerate(game.players)
            if name not in remote
        )

    def transcript(self) -> str:
        from knaster_qt.games.knaster.core.transcript import write_transcript

        return write_transcript(self.controller.game)

    def autosave_text(self) -> str | None:
        """The transcript, and the note of bonus circles picked but not yet given (picks_note).

        None while a line's bonus is due with nothing left to circle: the rules make that
        empty bonus at once, and a save of this moment would resume a game waiting for a
        bonus nobody can click; the previous save (or the next, a moment later) is kept.
        """
        from knaster_qt.games.knaster.core import turns
        from knaster_qt.games.knaster.models.picks_note import PickedBonus

        controller = self.controller
        game = controller.game
        if any(turns.empty_bonus(game, player) is not None for player in range(len(game.players))):
            return None
        text = self.transcript()
        picks = controller.picks_in_progress()
        if picks is not None:
            text += PickedBonus(game.players[controller.player], *picks).note() + "\n"
        return text

    def print_source(self) -> SheetSource:
        """Game > Print: sides A and B by their names, the side in play first, and the
        players' sheets as played once something is written."""
        from knaster_qt.games.knaster.render.printed import knaster_source

        return knaster_source(self.controller.game if self.started else None)

    def status_text(self) -> str:
        players = len(self.controller.game.players)
        return self.tr("%n player(s).", "", players) if players > 1 else ""

    def apply_preferences(self, preferences: Preferences) -> None:
        """Hints, animations and the dice's speed take effect at once."""
        self.preferences = preferences
        panel = self.ui.dicePanel
        panel.animation_enabled = preferences.animation
        self.ui.sheetView.animations.set_enabled(preferences.animation)  # circles, asking field
        self.ui.sheetView.set_coordinates(preferences.coordinates)
        # The panel's own frame timer (a direct child); its interval sets the tumbling speed.
        timer = panel.findChild(QTimer, "", Qt.FindChildOption.FindDirectChildrenOnly)
        if timer is not None:
            if not self._base_frame_ms:
                self._base_frame_ms = timer.interval()
            speed = max(1, preferences.animation_speed)
            timer.setInterval(max(1, round(self._base_frame_ms * 100 / speed)))
        if self.started:
            self.controller.table.animated = preferences.animation  # computer players' pause
            self.table_display.refresh_settings(preferences.hints)

    def first_start(self) -> None:
        """The app's first start: the guide, on the new solo game it shows (a table of several
        players, from an older version's settings, is played as it is)."""
        if self.started and not self.guide_needs_new_game():
            self.run_guide()

    def guide_needs_new_game(self) -> bool:
        """The guide plays a short solo game."""
        from knaster_qt.games.knaster.views.first_game_guide import needs_new_game

        return needs_new_game(self.controller.game)

    def guide_game(self, seat: Seat) -> Callable[[], None]:
        from knaster_qt.games.knaster.core.game import Game

        name = seat.name if name_problem(seat.name) is None else "Player"
        game = Game([name], layout=self.setup.sheet or "A")
        return lambda: self.controller.new_game(game)

    def make_guide(self) -> Guide:
        from knaster_qt.games.knaster.views.first_game_guide import FirstGameGuide, GuideTargets

        ui = self.ui
        targets = GuideTargets(self.frame.window, ui.sheetView, ui.dicePanel, ui.scoreBox)
        return FirstGameGuide(self.controller, targets)

    def guide_focus(self) -> QWidget:
        return self.ui.sheetView

    def retranslate(self) -> None:
        self.ui.retranslateUi(self._widget)
        if self.started:
            self.show_change(None)
            self.table_display.update()

    def close(self) -> None:
        super().close()
        if self.started:
            self.controller.table.animated = False
            self.controller.blockSignals(True)  # a computer player's timer may still fire
        if self.result_dialog is not None:
            self.result_dialog.close()

    # --- what the table display asks for -------------------------------------------------------

    def show_prompts(self) -> None:
        """Show the end notice, the bonus prompt and the hint that have a text. The three share
        a row of fixed height: with the notice and the prompt there, the hint stays in the
        status bar (and its frame on the sheet), so that no text gets too small to read. With
        none of them, the row says what to do now (the status bar's sentence): the room kept
        for the prompts is never an empty band under the banner."""
        notice, banner, hint = self.ui.noticeLabel, self.ui.bannerLabel, self.ui.hintLabel
        notice.setVisible(bool(notice.text()))
        banner.setVisible(bool(banner.text()))
        hint.setVisible(bool(hint.text()) and not (notice.text() and banner.text()))
        prompted = any(label.text() for label in (notice, banner, hint))
        self.step_label.setVisible(not prompted and bool(self.step_label.text()))
        # At once: a prompt gets the row's whole width now, not after the next event.
        self.ui.bannerLayout.activate()

    def _make_step_label(self) -> QLabel:
        """The row's sentence of what to do now, beside (instead of) the prompts."""
        label = QLabel(self.ui.bannerArea)
        label.setObjectName("stepLabel")
        label.setStyleSheet(_STEP_STYLE)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setVisible(False)
        self.ui.promptRow.addWidget(label, 1)
        return label

    def show_step(self, text: str) -> None:
        """The status bar's lasting sentence (the controller's message), in the row too."""
        self.step_label.setText(text)
        self.show_prompts()

    # --- wiring ------------------------------------------------------------------------------

    def _connect(self) -> None:
        controller, frame = self.controller, self.frame
        self.wire(controller)
        controller.message.connect(self.show_step)  # wire() says it in the status bar
        self.connect_action(frame.roll, controller.roll)
        self.connect_action(frame.undo, controller.undo)
        # H shows the hint, H again or Enter plays it (the kit's, as in every game).
        self.hint_keys = HintKeys(
            self._widget,
            lambda: self.table_display.show_hint() is not None,
            lambda: self.table_display.play_hint(),
            lambda: self.table_display.state_key(),
        )
        self.connect_action(frame.hint, self.hint_keys.press)
        self.ui.dicePanel.rollRequested.connect(lambda: controller.roll())
        self.ui.sheetView.hoverMessage.connect(frame.hover)
        presenter, ui = self.presenter, self.ui
        presenter.bannerChanged.connect(self._show_banner)
        presenter.scoreChanged.connect(ui.scoreDetail.setText)
        presenter.titleChanged.connect(ui.sheetView.set_title)
        ui.sheetView.shownPlayerChanged.connect(presenter.show_player)
        controller.rolled.connect(self._rolled)

    def show_change(self, change: Change | None) -> None:
        """The actions' state and the score box (None: everything, e.g. in a new language)."""
        controller, frame = self.controller, self.frame
        can_roll = controller.can_roll()
        frame.roll.setEnabled(can_roll and not controller.real_dice)
        frame.roll.setVisible(not controller.real_dice)
        self.ui.dicePanel.set_can_roll(can_roll, game_over=controller.game.game_over)
        frame.undo.setEnabled(controller.can_undo())
        self.hint_keys.follow()
        if change is None:  # the score, round and title texts, said again
            self.presenter.refresh(again=True)

    def _show_new_game(self, side: str) -> None:
        """What a new solo game shows, before the engine is started (see the module's text)."""
        self.ui.sheetView.unbound_layout = side
        no_roll = no_roll_text(load_layout(side))
        self.ui.dicePanel.show_state(None, None, no_roll)
        self.ui.dicePanel.set_can_roll(True)
        self.ui.dicePanel.set_roller_text("")
        self.frame.undo.setEnabled(False)
        self.frame.hint.setEnabled(False)
        self.ui.scoreDetail.setText(score_text("", 0, 0, 0))
        self._show_banner("")
        self.ui.turnLabel.setVisible(False)
        self.ui.noticeLabel.setVisible(False)
        self.ui.hintLabel.setVisible(False)
        self._show_players(False)  # a solo game has no players' cards
        self.frame.say(roll_to_start(real_dice=False))
        self.show_step(roll_to_start(real_dice=False))
        self.ui.sheetView.setFocus()

    def _rolled(self, total: int) -> None:
        game = self.controller.game
        self.ui.dicePanel.show_roll(game.current_dice, total, self.presenter.round_text())

    def _show_players(self, several: bool) -> None:
        """Several players: the turn banner and everyone's card; solo: the score box."""
        self.arranger.set_several_players(several)
        self.ui.playersScroll.setVisible(several)

    def show_game(self) -> None:
        game = self.controller.game
        self._show_players(len(game.players) > 1)
        self.ui.dicePanel.show_state(
            game.current_dice, game.current_roll, self.presenter.round_text()
        )
        self.show_change(None)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A new language (the area's widget hears it): say this area's own texts again."""
        if watched is self._widget and event.type() == QEvent.Type.LanguageChange:
            self.ui.retranslateUi(self._widget)
            if self.started:
                self.show_game()
            else:
                self._show_new_game(self.ui.sheetView.unbound_layout)
        return False

    def show_result(self) -> None:
        from knaster_qt.games.knaster.views.dialogs import ResultDialog

        controller = self.controller
        notice = controller.table.notice
        window = self.frame.window
        dialog = ResultDialog(controller.game, controller.player, window, notice=notice)
        dialog.accepted.connect(self.frame.new_game)
        self.result_dialog = dialog
        dialog.open()

    def _show_banner(self, text: str) -> None:
        self.ui.bannerLabel.setText(text)
        self.show_prompts()
