"""Exact Hit on the main window: the sheet being played, the other players' sheets, the six
dice with the throw and the rethrow choice, Done, hints and the result.

The shell makes it through Exact Hit's entry (``GameEntry.play_area``) and talks to it only
through :class:`knaster_qt.play_area.PlayArea`. The widgets are made first (a blank sheet);
``start`` loads the rules engine and the controller (``models/controller.py``), which
decides nothing either: it asks the core. The play area only lays out and wires: the sheets,
the dice and the players' cards read their models (``models/sheet_model.py``,
``dice_model.py``, ``players_model.py``), the texts come from the presenter
(``models/presenter.py``), and the autosave's note of a turn under way from
``models/pending.py``.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from knaster_qt.games.exact_hit.views.dice_row import DiceRow
from knaster_qt.games.exact_hit.views.real_dice_entry import RealDiceEntry
from knaster_qt.games.exact_hit.views.sheet_view import ExactHitSheetView
from knaster_qt.kit.hint_keys import HintKeys
from knaster_qt.kit.labels import label
from knaster_qt.play_area import Frame, GamePlayArea, NetworkSeats, Preferences
from knaster_qt.widgets.tones import Look, follow_scheme, tone
from knaster_qt.widgets.turn_banner import TurnBanner

if TYPE_CHECKING:
    from collections.abc import Sequence

    from knaster_qt.change import Change
    from knaster_qt.games.exact_hit.models.controller import DiceSource, ExactHitController
    from knaster_qt.games.exact_hit.models.presenter import ExactHitPresenter
    from knaster_qt.games.exact_hit.views.real_dice_flow import RealDiceFlow
    from knaster_qt.games.exact_hit.views.result_dialog import ResultDialog
    from knaster_qt.play_area import Guide
    from knaster_qt.printable import Printable
    from knaster_qt.seats import Seat, Setup


class PlayerCard(QFrame):
    """Another player's sheet, small and read-only, with the name, sheet letter and total."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.label = QLabel(self)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setWordWrap(True)  # a long name and the points take two lines, never cut
        self.sheet = ExactHitSheetView(self, read_only=True)
        column = QVBoxLayout(self)
        column.setContentsMargins(4, 4, 4, 4)
        column.addWidget(self.label)
        column.addWidget(self.sheet)


class ExactHitPlayArea(GamePlayArea, NetworkSeats):
    """A game of Exact Hit at one screen: people in turn, computer players by themselves."""

    controller: ExactHitController  # made by start
    presenter: ExactHitPresenter  # made by start
    real_dice: RealDiceFlow  # made by start

    def __init__(self, frame: Frame, setup: Setup) -> None:
        super().__init__(frame, setup)
        self.setup = setup
        self.preferences = Preferences()
        self.result_dialog: ResultDialog | None = None
        self._widget = QWidget()
        self._build()
        frame.roll.setVisible(True)
        frame.hint.setVisible(True)
        frame.undo.setEnabled(False)
        frame.hint.setEnabled(False)
        self._warmed = False
        self.offer_guide()
        self.retranslate()

    # --- the widgets ------------------------------------------------------------------------

    def _build(self) -> None:
        widget = self._widget
        # The banner every game shows, on top: its height is fixed whatever it says, so the
        # sheet below stays where it is.
        self.turn_label = TurnBanner(widget)
        self.turn_label.setAccessibleName(self.tr("turn"))
        self.sheet_view = ExactHitSheetView(widget)
        self.sheet_view.setAccessibleName(self.tr("your sheet"))
        self.dice_row = DiceRow(widget)
        self.throw_button = QPushButton(widget)
        self.rethrow_button = QPushButton(widget)
        self.keep_button = QPushButton(widget)
        self.done_button = QPushButton(widget)
        self.done_button.setDefault(True)
        self.real_entry = RealDiceEntry(widget)
        self.real_entry.setVisible(False)
        self.hint_label = QLabel(widget)
        hint = self.hint_label
        follow_scheme(hint, lambda: hint.setStyleSheet(tone(Look.HINT).label_style()))
        self.hint_label.setWordWrap(True)
        # The hint's place is kept when there is none, two lines high (a hint of more lines
        # grows it): the sheet above keeps its size when a hint comes and goes.
        policy = self.hint_label.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.hint_label.setSizePolicy(policy)
        padding = 12  # the hint style's padding and border, above and below
        self.hint_label.setMinimumHeight(2 * self.hint_label.fontMetrics().lineSpacing() + padding)
        self.hint_label.setVisible(False)
        self.score_label = QLabel(widget)
        self.score_label.setTextFormat(Qt.TextFormat.RichText)
        self.score_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

        # The buttons in two rows (Throw or Throw again beside Keep, Done below them), each
        # keeping its place while hidden: the room beside the dice is the same at every step
        # of a turn (it was one row, as wide as the buttons shown, and the dice shrank when the
        # long German row appeared).
        buttons = QGridLayout()
        buttons.setContentsMargins(0, 0, 0, 0)
        buttons.setSpacing(4)
        places = {
            self.throw_button: (0, 0, 1),
            self.rethrow_button: (0, 0, 1),  # never with Throw: they share a place
            self.keep_button: (0, 1, 1),
            self.done_button: (1, 0, 2),
        }
        for button, (line, place, span) in places.items():
            button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            button.setMinimumHeight(30)
            policy = button.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            button.setSizePolicy(policy)
            buttons.addWidget(button, line, place, 1, span)
        # The points take what is left and never push the dice (their width changes).
        self.score_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

        controls = QHBoxLayout()
        controls.addWidget(self.dice_row)
        controls.addSpacing(12)
        controls.addLayout(buttons)
        controls.addWidget(self.score_label, 1)

        main = QVBoxLayout()
        main.addWidget(self.turn_label)
        main.addWidget(self.sheet_view, 1)
        main.addLayout(controls)
        main.addWidget(self.real_entry)
        main.addWidget(self.hint_label)

        self.cards: list[PlayerCard] = []
        self.strip = QWidget(widget)
        self.strip_layout = QVBoxLayout(self.strip)
        self.strip_layout.setContentsMargins(0, 0, 0, 0)
        self.strip_layout.addStretch(1)
        self.strip_scroll = QScrollArea(widget)
        self.strip_scroll.setWidget(self.strip)
        self.strip_scroll.setWidgetResizable(True)
        self.strip_scroll.setFixedWidth(270)
        self.strip_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.strip_scroll.setVisible(False)

        row = QHBoxLayout(widget)
        row.addLayout(main, 1)
        row.addWidget(self.strip_scroll)

    def retranslate(self) -> None:
        label(self.throw_button, self.tr("&Throw"), self.tr("Throw the six dice (R)"))
        again = self.tr("Throw every die not showing 1 once more (the dice showing 1 stay)")
        label(self.rethrow_button, self.tr("Throw &again"), again)
        keep = self.tr("Keep these dice: no second throw this round")
        label(self.keep_button, self.tr("&Keep"), keep)
        self.real_entry.retranslate()
        if self.started:
            self.dice_row.retranslate()
            self.presenter.present()
            self._show_controls()
        else:
            from knaster_qt.games.exact_hit.models.presenter import ExactHitPresenter

            self.done_button.setText(self.tr("&Done"))
            self.turn_label.show_turn(ExactHitPresenter.before_start(), "wait")
            self._show_buttons(throw=True)

    def _show_buttons(
        self, *, throw: bool = False, rethrow: bool = False, answer: bool = False
    ) -> None:
        self.throw_button.setVisible(throw)
        self.rethrow_button.setVisible(rethrow)
        self.keep_button.setVisible(rethrow)
        self.done_button.setVisible(answer)

    # --- PlayArea -------------------------------------------------------------------------

    def start(self, game: object | None = None, dice: object | None = None) -> None:
        if self.started:
            raise RuntimeError("the play area already has its game; use new_game to replace it")
        from knaster_qt.games.exact_hit.core.game import Game
        from knaster_qt.games.exact_hit.models.controller import ExactHitController
        from knaster_qt.games.exact_hit.models.setup import game_of_setup

        if game is None:
            game = game_of_setup(self.setup)
        if not isinstance(game, Game):
            raise TypeError(f"an Exact Hit play area plays an Exact Hit Game, not {game!r}")
        dice_source: DiceSource | None = dice  # type: ignore[assignment]  # a test's callable
        from knaster_qt.games.exact_hit.models.dice_model import DiceModel
        from knaster_qt.games.exact_hit.models.players_model import PlayersModel
        from knaster_qt.games.exact_hit.models.presenter import ExactHitPresenter
        from knaster_qt.games.exact_hit.models.sheet_model import SheetModel
        from knaster_qt.games.exact_hit.views.real_dice_flow import RealDiceFlow

        controller = ExactHitController(
            game, real_dice=self.setup.real_dice, dice_source=dice_source, parent=self
        )
        self.controller = controller
        # The models first: they follow each change before the play area shows it.
        self.sheet_view.setModel(SheetModel(controller))
        self.dice_row.setModel(DiceModel(controller))
        self.presenter = ExactHitPresenter(controller, PlayersModel(controller))
        self.real_dice = RealDiceFlow(controller, self.real_entry)
        self._connect()
        self.apply_preferences(self.preferences)
        self.show_game()
        self.controller.replace(game)

    def new_game(self, setup: Setup) -> None:
        from knaster_qt.games.exact_hit.models.setup import game_of_setup

        self.setup = setup
        self.controller.replace(game_of_setup(setup), setup.real_dice)

    def set_game(self, game: object) -> None:
        from knaster_qt.games.exact_hit.core.game import Game

        if not isinstance(game, Game):
            raise TypeError(f"an Exact Hit play area plays an Exact Hit Game, not {game!r}")
        self.controller.replace(game)

    def load(self, text: str | bytes, source: str, *, resumed: bool = False) -> None:
        from knaster_qt.games.exact_hit.core.transcript import parse

        game = parse(text)  # TranscriptError, a GameFileError: the game stays as it was
        self.controller.replace(game)
        if resumed:
            if isinstance(text, bytes):
                text = text.decode("utf-8", "replace")
            self._restore_pending(text)

    def seat_names(self) -> Sequence[str]:
        return self.controller.game.names

    def seat_remotely(self, remote: frozenset[int], ask_dice: Callable[[str], None] | None) -> None:
        """``ask_dice`` asks the host for a throw or rethrow."""
        self.controller.remote = remote
        self.controller.ask_dice = ask_dice

    def play_complete(self, remote: frozenset[str]) -> bool:
        """Exact Hit's moves are one statement each (the dice written go in at Done)."""
        return True

    def transcript(self) -> str:
        from knaster_qt.games.exact_hit.core.transcript import write

        return write(self.controller.game)

    def autosave_text(self) -> str | None:
        """The transcript and, as a comment, the dice written in the turn under way."""
        from knaster_qt.games.exact_hit.models.pending import pending_note

        return self.transcript() + pending_note(self.controller)

    def _restore_pending(self, text: str) -> None:
        from knaster_qt.games.exact_hit.models.pending import restore_pending

        restore_pending(self.controller, text)

    def status_text(self) -> str:
        players = self.controller.game.players
        return self.tr("{0} players.").format(players) if players > 1 else ""

    def players(self) -> tuple[str, ...]:
        return self.controller.game.names if self.started else ()

    def printed_sheets(self, players: Sequence[int] | None) -> Sequence[Printable] | None:
        from knaster_qt.games.exact_hit.render.picture import SheetPicture
        from knaster_qt.games.exact_hit.render.printing import PrintableSheet

        if not self.started:
            return None
        game = self.controller.game
        chosen = range(game.players) if players is None else players
        return [PrintableSheet(SheetPicture.from_game(game, player)) for player in chosen]

    def apply_preferences(self, preferences: Preferences) -> None:
        """Hints, animation and its speed take effect at once."""
        from knaster_qt.animation import animation_allowed

        self.preferences = preferences
        animate = preferences.animation and animation_allowed()
        speed = max(1, preferences.animation_speed)
        self.dice_row.animation = animate
        self.dice_row.frame_ms = max(10, round(55 * 100 / speed))
        if self.started:
            from knaster_qt.games.exact_hit.models.controller import BOT_PAUSE_MS

            self.controller.pace_ms = round(BOT_PAUSE_MS * 100 / speed) if animate else 0
            self._warm_up()
            self._show_controls()

    def close(self) -> None:
        super().close()
        if self.started:
            self.controller.stop()
        if self.result_dialog is not None:
            self.result_dialog.close()

    # --- the first-game guide -------------------------------------------------------------------

    def guide_needs_new_game(self) -> bool:
        """The guide plays the first round of a solo game with the app's dice."""
        from knaster_qt.games.exact_hit.views.guide import needs_new_game

        return needs_new_game(self.controller.game) or self.controller.real_dice

    def guide_game(self, seat: Seat) -> Callable[[], None]:
        from knaster_qt.games.exact_hit.models.setup import game_of_setup
        from knaster_qt.seats import Setup

        game = game_of_setup(Setup(seats=(seat,)))  # the seat's sheet; the app's dice
        return lambda: self.controller.replace(game, False)

    def make_guide(self) -> Guide:
        from knaster_qt.games.exact_hit.views.guide import ExactHitGuide, GuideTargets

        targets = GuideTargets(
            window=self.frame.window,
            sheet=self.sheet_view,
            dice=self.dice_row,
            throw=self.throw_button,
            done=self.done_button,
            score=self.score_label,
        )
        return ExactHitGuide(self.controller, targets)

    def guide_focus(self) -> QWidget:
        return self.sheet_view

    # --- wiring ------------------------------------------------------------------------------

    def _connect(self) -> None:
        controller, frame = self.controller, self.frame
        self.wire(controller)
        self.connect_action(frame.roll, self._throw)
        self.connect_action(frame.undo, controller.take_back)
        # H shows the hint, H again or Enter plays it (the kit's, as in every game).
        self.hint_keys = HintKeys(self._widget, self._show_hint, self._play_hint, self._position)
        self.connect_action(frame.hint, self.hint_keys.press)
        self.throw_button.clicked.connect(self._throw)
        self.rethrow_button.clicked.connect(self._rethrow)
        self.keep_button.clicked.connect(controller.keep)
        self.done_button.clicked.connect(controller.done)
        self.done_button.installEventFilter(self)
        self.dice_row.dieClicked.connect(controller.select_die)
        self.sheet_view.fieldClicked.connect(self._field_clicked)
        self.sheet_view.fieldHovered.connect(self._field_hovered)
        presenter = self.presenter
        presenter.turnText.connect(self._show_turn)
        presenter.scoreText.connect(self.score_label.setText)
        presenter.cardText.connect(self._show_card_text)
        presenter.doneText.connect(self._show_done_text)
        presenter.hintText.connect(self._show_hint_text)

    def show_change(self, change: Change) -> None:
        self.presenter.present(change)
        self._show_controls()
        self.hint_keys.follow()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Hovering Done with nothing written shows the cross it would make.
        if watched is self.done_button and self.started:
            kind = event.type()
            if kind == QEvent.Type.Enter and not self.controller.pending:
                field = self.presenter.cross_field()
                if field is not None:
                    self.sheet_view.hover = field
                    self.sheet_view.update()
                    self.frame.hover(self.presenter.done_tip())
            elif kind == QEvent.Type.Leave:
                self.sheet_view.hover = None
                self.sheet_view.update()
                self.frame.hover("")
        return False

    def _throw(self) -> None:
        if self.controller.real_dice:
            return  # the people enter the values (the entry below the dice)
        self.controller.throw()

    def _rethrow(self) -> None:
        if self.controller.real_dice:
            self.real_dice.ask_rethrow()
            self.hint_keys.follow()  # Enter is the entry's now (its values), not the hint's
        else:
            self.controller.rethrow()

    def _field_clicked(self, row: int, position: int) -> None:
        self.controller.click_field(row, position)  # says what it did in the status bar

    def _field_hovered(self, row: int, position: int) -> None:
        from knaster_qt.games.exact_hit.models.sheet_state import field_preview

        text = field_preview(self.controller, (row, position)) if row >= 0 else ""
        self.frame.hover(text)

    # --- what is shown ---------------------------------------------------------------------

    def show_game(self) -> None:
        game = self.controller.game
        from knaster_qt.games.exact_hit.models.sheet_model import SheetModel

        for card in self.cards:
            model = card.sheet.model()
            if model is not None:
                model.detach()  # its seat may be gone: it follows the game no more
            card.deleteLater()
        self.cards = []
        several = game.players > 1
        self.strip_scroll.setVisible(several)
        if several:
            for player in range(game.players):
                card = PlayerCard(self.strip)
                model = SheetModel(self.controller, player, interactive=False)
                model.setParent(card)
                card.sheet.setModel(model)
                card.sheet.setAccessibleName(self.tr("{0}'s sheet").format(game.names[player]))
                self.strip_layout.insertWidget(player, card)
                self.cards.append(card)
        if self.result_dialog is not None:
            self.result_dialog.close()
            self.result_dialog = None
        self._warm_up()
        self.presenter.present()
        self._show_controls()

    def _warm_up(self) -> None:
        """The strong player's and the hints' tables, computed once in the background."""
        if self._warmed or not self.started:
            return
        from knaster_qt.games.exact_hit.core.records import computer_levels

        game = self.controller.game
        strong = "strong" in computer_levels(game).values()
        if strong or self.preferences.hints:
            from knaster_qt.games.exact_hit.core.bots import warm_up

            self._warmed = True
            threading.Thread(target=warm_up, args=(game.players,), daemon=True).start()

    def _show_controls(self) -> None:
        """The buttons, the frame's actions and the real-dice entry, as the turn allows."""
        from knaster_qt.games.exact_hit.models.controller import Phase

        controller = self.controller
        phase = controller.phase
        person = controller.person_to_act
        dice = controller.game.dice
        self._show_buttons(
            throw=phase is Phase.THROW and not controller.real_dice,
            rethrow=phase is Phase.RETHROW and person,
            answer=phase in (Phase.RETHROW, Phase.ANSWER) and person,
        )
        self.throw_button.setEnabled(controller.can_throw())
        self.rethrow_button.setEnabled(controller.can_rethrow())
        self.keep_button.setEnabled(controller.can_rethrow())
        self.done_button.setEnabled(controller.can_answer())
        self.frame.roll.setEnabled(controller.can_throw() and not controller.real_dice)
        self.frame.roll.setVisible(not controller.real_dice)
        self.frame.undo.setEnabled(controller.can_take_back())
        self.frame.hint.setEnabled(
            self.preferences.hints and controller.can_answer() and dice is not None
        )
        self.real_dice.show()

    def _show_turn(self, text: str) -> None:
        self.turn_label.show_turn(text, self.presenter.banner_kind())

    def _show_card_text(self, player: int, text: str) -> None:
        if player < len(self.cards):
            self.cards[player].label.setText(text)

    def _show_done_text(self, text: str, tip: str) -> None:
        self.done_button.setText(text)
        self.done_button.setToolTip(tip)

    def _show_hint_text(self, text: str) -> None:
        self.hint_label.setText(text)
        self.hint_label.setVisible(bool(text))
        if text:
            self.frame.say(text)

    def show_hint(self) -> None:
        """Game > Hint (H): the hint, or the one shown played (``HintKeys``)."""
        self.hint_keys.press()

    def _show_hint(self) -> bool:
        """What the strong computer player would do now (False: no hint to give)."""
        return self.preferences.hints and bool(self.presenter.show_hint())

    def _position(self) -> tuple[object, ...]:
        """Where the turn stands: a hint is for this moment only."""
        controller = self.controller
        game = controller.game
        entering = self.real_entry.isVisible()  # real dice being entered: Enter is theirs
        return (len(game.history), controller.actor, tuple(controller.pending), game.dice, entering)

    def _play_hint(self) -> None:
        """Do what the hint shown advises, by the steps a person takes: throw again, or keep
        the dice and write the hinted ones (those written otherwise taken back), then Done."""
        from knaster_qt.games.exact_hit.core.actions import Write

        advice, controller = self.presenter.advice, self.controller
        if advice is None or not controller.can_answer():
            return
        if advice.rethrow is True and controller.can_rethrow():
            self._rethrow()  # the new dice need a new hint
            return
        if advice.rethrow is False and controller.can_rethrow():
            controller.keep()
        while controller.pending:
            controller.take_back()
        if isinstance(advice.action, Write):
            for colour in sorted(advice.action.colours):
                controller.write(colour)
        controller.done()

    def show_result(self) -> None:
        from knaster_qt.games.exact_hit.views.result_dialog import ResultDialog

        dialog = ResultDialog(self.controller.game, self.frame.window)
        dialog.accepted.connect(self.frame.new_game)
        self.result_dialog = dialog
        dialog.open()
