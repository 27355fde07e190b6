"""Exact Hit on the main window: the sheet being played, the other players' sheets, the six
dice with the throw and the rethrow choice, Done, hints and the result.

The shell makes it through Exact Hit's entry (``GameEntry.play_area``) and talks to it only
through :class:`knaster_qt.play_area.PlayArea`. The widgets are made first (a blank sheet);
``start`` loads the rules engine and the controller (``models/controller.py``), which
decides nothing either: it asks the core.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QFrame,
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
from knaster_qt.play_area import Frame, GamePlayArea, Preferences
from knaster_qt.texts import UNDO_KEYS, key_text

if TYPE_CHECKING:
    from collections.abc import Sequence

    from knaster_qt.change import Change
    from knaster_qt.games.exact_hit.models.controller import DiceSource, ExactHitController
    from knaster_qt.games.exact_hit.views.result_dialog import ResultDialog
    from knaster_qt.printable import Printable
    from knaster_qt.seats import Setup

_BANNER_STYLE = (
    "QLabel { background: #fff3c4; color: #3d2f00; border: 1px solid #d9a82b;"
    " border-radius: 5px; padding: 5px; font-weight: bold; }"
)
_HINT_STYLE = (
    "QLabel { background: #e8f0fe; color: #1e3a8a; border: 1px solid #2563eb;"
    " border-radius: 5px; padding: 4px; }"
)
PENDING_NOTE = "# picked"  # autosave: the dice written within a turn not yet Done


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


class ExactHitPlayArea(GamePlayArea):
    """A game of Exact Hit at one screen: people in turn, computer players by themselves."""

    controller: ExactHitController  # made by start

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
        self.hint_text = ""
        self._warmed = False
        self._rethrow_entry = False  # real dice: the thrower's rethrow is being entered
        self.retranslate()

    # --- the widgets ------------------------------------------------------------------------

    def _build(self) -> None:
        widget = self._widget
        self.turn_label = QLabel(widget)
        self.turn_label.setStyleSheet(_BANNER_STYLE)
        self.turn_label.setWordWrap(True)
        self.turn_label.setAccessibleName(self.tr("turn"))
        self.sheet_view = ExactHitSheetView(widget)
        self.sheet_view.setAccessibleName(self.tr("your sheet"))
        self.dice_row = DiceRow(widget)
        self.throw_button = QPushButton(widget)
        self.rethrow_button = QPushButton(widget)
        self.keep_button = QPushButton(widget)
        self.take_back_button = QPushButton(widget)
        self.done_button = QPushButton(widget)
        self.done_button.setDefault(True)
        self.real_entry = RealDiceEntry(widget)
        self.real_entry.setVisible(False)
        self.hint_label = QLabel(widget)
        self.hint_label.setStyleSheet(_HINT_STYLE)
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

        controls = QHBoxLayout()
        controls.addWidget(self.dice_row)
        controls.addSpacing(12)
        for button in (
            self.throw_button,
            self.rethrow_button,
            self.keep_button,
            self.take_back_button,
            self.done_button,
        ):
            button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            button.setMinimumHeight(34)
            controls.addWidget(button)
        controls.addStretch(1)
        controls.addWidget(self.score_label)

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
        self.throw_button.setText(self.tr("&Throw"))
        self.throw_button.setToolTip(self.tr("Throw the six dice (R)"))
        self.rethrow_button.setText(self.tr("Throw &again"))
        self.rethrow_button.setToolTip(
            self.tr("Throw every die not showing 1 once more (the dice showing 1 stay)")
        )
        self.keep_button.setText(self.tr("&Keep"))
        self.keep_button.setToolTip(self.tr("Keep these dice: no second throw this round"))
        self.take_back_button.setText(self.tr("Take &back"))
        self.take_back_button.setToolTip(
            self.tr("Take back the last die written this turn ({key})").format(
                key=key_text(UNDO_KEYS)
            )
        )
        self.real_entry.retranslate()
        if self.started:
            self._update()
        else:
            self.done_button.setText(self.tr("&Done"))
            self.turn_label.setText(self.tr("Throw the dice to start (R)."))
            self._show_buttons(throw=True)

    def _show_buttons(
        self, *, throw: bool = False, rethrow: bool = False, answer: bool = False
    ) -> None:
        self.throw_button.setVisible(throw)
        self.rethrow_button.setVisible(rethrow)
        self.keep_button.setVisible(rethrow)
        self.take_back_button.setVisible(answer)
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
        self.controller = ExactHitController(
            game, real_dice=self.setup.real_dice, dice_source=dice_source, parent=self
        )
        self.sheet_view.bind(self.controller)
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

    def transcript(self) -> str:
        from knaster_qt.games.exact_hit.core.transcript import write

        return write(self.controller.game)

    def autosave_text(self) -> str | None:
        """The transcript and, as a comment, the dice written in the turn under way."""
        from knaster_qt.games.exact_hit.core.sheets import COLOURS

        text = self.transcript()
        controller = self.controller
        if controller.pending:
            name = controller.game.names[controller.actor]
            colours = " ".join(COLOURS[colour] for colour in controller.pending)
            text += f"{PENDING_NOTE} {name} {colours}\n"
        return text

    def _restore_pending(self, text: str) -> None:
        from knaster_qt.games.exact_hit.core.sheets import COLOURS

        lines = [line for line in text.splitlines() if line.startswith(PENDING_NOTE + " ")]
        if not lines:
            return
        words = lines[-1].split()[2:]
        controller = self.controller
        if not words or words[0] != controller.game.names[controller.actor]:
            return
        for word in words[1:]:
            if word in COLOURS:
                controller.write(COLOURS.index(word))

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
            self._update()

    def close(self) -> None:
        super().close()
        if self.started:
            self.controller.stop()
        if self.result_dialog is not None:
            self.result_dialog.close()

    # --- wiring ------------------------------------------------------------------------------

    def _connect(self) -> None:
        controller, frame = self.controller, self.frame
        self.wire(controller)
        self.connect_action(frame.roll, self._throw)
        self.connect_action(frame.undo, controller.take_back)
        self.connect_action(frame.hint, self.show_hint)
        self.throw_button.clicked.connect(self._throw)
        self.rethrow_button.clicked.connect(self._rethrow)
        self.keep_button.clicked.connect(controller.keep)
        self.take_back_button.clicked.connect(controller.take_back)
        self.done_button.clicked.connect(controller.done)
        self.done_button.installEventFilter(self)
        self.dice_row.dieClicked.connect(controller.select_die)
        self.sheet_view.fieldClicked.connect(self._field_clicked)
        self.sheet_view.fieldHovered.connect(self._field_hovered)
        self.real_entry.entered.connect(self._real_dice_entered)
        controller.thrown.connect(self._thrown)

    def show_change(self, change: Change) -> None:
        if change.recorded:
            self._clear_hint()  # it was for the step just made
        self._update()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Hovering Done with nothing written shows the cross it would make.
        if watched is self.done_button and self.started:
            kind = event.type()
            if kind == QEvent.Type.Enter and not self.controller.pending:
                field = self._cross_field()
                if field is not None:
                    self.sheet_view.hover = field
                    self.sheet_view.update()
                    self.frame.hover(self._done_tip())
            elif kind == QEvent.Type.Leave:
                self.sheet_view.hover = None
                self.sheet_view.update()
                self.frame.hover("")
        return False

    def _cross_field(self) -> tuple[int, int] | None:
        controller = self.controller
        if not controller.can_answer():
            return None
        marks = controller.game.marks[controller.actor]
        row = marks.current_row
        return None if row is None else (row, marks.leftmost_empty(row))

    def _throw(self) -> None:
        if self.controller.real_dice:
            return  # the people enter the values (the entry below the dice)
        self.controller.throw()

    def _rethrow(self) -> None:
        if self.controller.real_dice:
            self.real_entry.ask(self.controller.game.dice)
            self.real_entry.setVisible(True)
            self.real_entry.boxes[0].setFocus()
            self._rethrow_entry = True
            return
        self.controller.rethrow()

    def _real_dice_entered(self, values: tuple[int, ...]) -> None:
        from knaster_qt.games.exact_hit.models.controller import Phase

        controller = self.controller
        dice = (values[0], values[1], values[2], values[3], values[4], values[5])
        if controller.phase is Phase.THROW:
            controller.enter_throw(dice)
        elif controller.computer_rethrow_asked:
            controller.enter_computer_rethrow(dice)
        elif self._rethrow_entry:
            self._rethrow_entry = False
            controller.rethrow(dice)

    def _field_clicked(self, row: int, position: int) -> None:
        self.controller.click_field(row, position)  # says what it did in the status bar

    def _field_hovered(self, row: int, position: int) -> None:
        from knaster_qt.games.exact_hit.models.sheet_state import field_preview

        text = field_preview(self.controller, (row, position)) if row >= 0 else ""
        self.frame.hover(text)

    def _thrown(self) -> None:
        from knaster_qt.games.exact_hit.core.actions import Rethrow

        game = self.controller.game
        assert game.dice is not None
        last = game.history[-1].action
        rolling = frozenset(range(6))
        if isinstance(last, Rethrow):  # the dice that showed 1 stayed still
            rolling = frozenset(c for c in range(6) if not self._ones_before(c))
        self._update()
        self.dice_row.roll(game.dice, rolling)

    def _ones_before(self, colour: int) -> bool:
        from knaster_qt.games.exact_hit.core.actions import Throw

        throws = [e.action for e in self.controller.game.history if isinstance(e.action, Throw)]
        dice = throws[-1].dice if throws else None
        return dice is not None and dice[colour] == 1

    # --- what is shown ---------------------------------------------------------------------

    def show_game(self) -> None:
        game = self.controller.game
        for card in self.cards:
            card.deleteLater()
        self.cards = []
        several = game.players > 1
        self.strip_scroll.setVisible(several)
        if several:
            for player in range(game.players):
                card = PlayerCard(self.strip)
                card.sheet.bind(self.controller, player)
                card.sheet.setAccessibleName(self.tr("{0}'s sheet").format(game.names[player]))
                self.strip_layout.insertWidget(player, card)
                self.cards.append(card)
        if self.result_dialog is not None:
            self.result_dialog.close()
            self.result_dialog = None
        self._warm_up()
        self._update()

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

    def _update(self) -> None:
        from knaster_qt.games.exact_hit.models.controller import Phase

        controller = self.controller
        game = controller.game
        phase = controller.phase
        actor = controller.actor
        person = controller.person_to_act
        self._show_buttons(
            throw=phase is Phase.THROW and not controller.real_dice,
            rethrow=phase is Phase.RETHROW and person,
            answer=phase in (Phase.RETHROW, Phase.ANSWER) and person,
        )
        self.throw_button.setEnabled(controller.can_throw())
        self.rethrow_button.setEnabled(controller.can_rethrow())
        self.keep_button.setEnabled(controller.can_rethrow())
        self.take_back_button.setEnabled(controller.can_take_back())
        self.done_button.setEnabled(controller.can_answer())
        self.done_button.setText(
            self.tr("&Done") if controller.pending else self.tr("&Done: cross out a field")
        )
        self.done_button.setToolTip(self._done_tip())
        self.frame.roll.setEnabled(controller.can_throw() and not controller.real_dice)
        self.frame.roll.setVisible(not controller.real_dice)
        self.frame.undo.setEnabled(controller.can_take_back())
        self.frame.hint.setEnabled(
            self.preferences.hints and controller.can_answer() and game.dice is not None
        )
        real_wanted = controller.real_dice and (
            phase is Phase.THROW or controller.computer_rethrow_asked or self._rethrow_entry
        )
        if real_wanted and not self.real_entry.isVisible():
            self.real_entry.ask(game.dice if phase is Phase.RETHROW else None)
        self.real_entry.setVisible(real_wanted)
        locked = (
            frozenset(c for c in range(6) if game.dice[c] == 1)
            if game.dice is not None and phase is Phase.RETHROW
            else frozenset()
        )
        self.dice_row.show_dice(
            game.dice,
            locked=locked,
            written=frozenset(controller.pending),
            selected=controller.selected,
        )
        for die in self.dice_row.dice:
            die.setEnabled(game.dice is not None and controller.can_answer())
        self.turn_label.setText(self._turn_text())
        shown = self.sheet_view.shown_player()
        marks = game.marks[shown]
        heading = f"<b>{game.names[shown]}</b> · " if game.players > 1 else ""
        self.score_label.setText(
            heading
            + self.tr("Sheet {0} · <b>{1} points</b>").format(marks.sheet.letter, marks.total)
        )
        for player, card in enumerate(self.cards):
            mark = "▶ " if player == actor and phase is not Phase.OVER else ""
            who = game.names[player]
            if controller.is_computer(player):
                who = self.tr("{0} (computer)").format(who)
            card.label.setText(
                f"{mark}<b>{who}</b> · "
                + self.tr("sheet {0} · {1} points").format(
                    game.marks[player].sheet.letter, game.marks[player].total
                )
            )
            card.sheet.update()
        self.sheet_view.update()

    def _turn_text(self) -> str:
        from knaster_qt.games.exact_hit.models.controller import Phase

        controller = self.controller
        game = controller.game
        phase = controller.phase
        name = game.names[controller.actor]
        solo = game.players == 1
        round_text = self.tr("Round {0}").format(game.round)
        row = controller.current_row()
        row_text = self.tr("row {0}").format(row + 1) if row is not None else ""
        if phase is Phase.OVER:
            return self.tr("The game is over.")
        if controller.is_computer(controller.actor):
            if phase is Phase.THROW and controller.real_dice:
                text = self.tr("{0} throws: roll the real dice for them and enter the values.")
            elif controller.computer_rethrow_asked:
                text = self.tr("{0} throws again: roll the dice not showing 1 and enter them.")
            else:
                text = self.tr("{0} is playing…")
            return f"{round_text} · " + text.format(name)
        if phase is Phase.THROW:
            text = (
                self.tr("Throw the real dice and enter their values.")
                if controller.real_dice
                else self.tr("Throw the dice (R).")
            )
            who = "" if solo else self.tr("{0} throws.").format(name) + " "
            return f"{round_text} · {who}{text}"
        if phase is Phase.RETHROW:
            text = self.tr(
                "Throw again (dice showing 1 stay) or keep — or write into {0} at once."
            ).format(row_text)
            who = "" if solo else f"{name}: "
            return f"{round_text} · {who}{text}"
        text = self.tr(
            "Click a die, then its field in {0} (or click the field). Done ends the turn."
        ).format(row_text)
        who = "" if solo else f"{name}: "
        return f"{round_text} · {who}{text}"

    def _done_tip(self) -> str:
        field = self._cross_field() if self.started else None
        if self.started and self.controller.pending:
            return self.tr("End your turn with the dice written")
        if field is None:
            return self.tr("End your turn")
        return self.tr(
            "Nothing written: Done crosses out the leftmost empty field of row {0}"
        ).format(field[0] + 1)

    def _clear_hint(self) -> None:
        self.hint_text = ""
        self.hint_label.setVisible(False)

    def show_hint(self) -> None:
        """Game > Hint: what the strong computer player would do now."""
        from knaster_qt.games import join_words
        from knaster_qt.games.exact_hit.core.actions import Write
        from knaster_qt.games.exact_hit.core.bots import hint
        from knaster_qt.games.exact_hit.models.controller import colour_name
        from knaster_qt.texts import translated

        controller = self.controller
        if not (self.preferences.hints and controller.can_answer()):
            return
        game = controller.game
        advice = hint(game, controller.actor)
        parts = []
        if advice.rethrow is True:
            parts.append(self.tr("Throw again."))
        elif advice.rethrow is False:
            parts.append(self.tr("Keep the dice."))
        assert game.dice is not None
        if isinstance(advice.action, Write):
            dice = game.dice
            #: One die of a hint's list: "black 3" ({colour}: a colour; {colour:die} says
            #: "black die"); the list: "Write black 3, blue 1 and yellow 4."
            one = self.tr("{colour} {value}")
            written = translated(
                join_words(
                    [
                        one.format(colour=colour_name(c), value=dice[c])
                        for c in sorted(advice.action.colours)
                    ]
                )
            )
            text = (
                self.tr("Write {0}.")
                if advice.rethrow is not True
                else self.tr("Kept, it would write {0}.")
            )
            parts.append(text.format(written))
        else:
            parts.append(self.tr("Write nothing: cross out a field."))
        if advice.expected_row is not None:
            parts.append(self.tr("Expected row score: {0}.").format(f"{advice.expected_row:.1f}"))
        self.hint_text = self.tr("Hint: {0}").format(" ".join(parts))
        self.hint_label.setText(self.hint_text)
        self.hint_label.setVisible(True)
        self.frame.say(self.hint_text)

    def show_result(self) -> None:
        from knaster_qt.games.exact_hit.views.result_dialog import ResultDialog

        self._update()
        dialog = ResultDialog(self.controller.game, self.frame.window)
        dialog.accepted.connect(self.frame.new_game)
        self.result_dialog = dialog
        dialog.open()
