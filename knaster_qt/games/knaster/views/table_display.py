"""The play area's view of the table: whose turn (banner, sheet title, strip), the end, hints, real dice."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal

from knaster_qt.games import join_words
from knaster_qt.games.knaster.core.actions import Bonus, Circle, Write
from knaster_qt.games.knaster.models.level_words import level_word
from knaster_qt.games.knaster.models.players_model import PlayersModel
from knaster_qt.texts import translated
from knaster_qt.widgets.tones import Look, follow_scheme, tone

if TYPE_CHECKING:
    from PySide6.QtGui import QAction

    from knaster_qt.change import BannerKind as Kind
    from knaster_qt.games.knaster.core.bots import Hint
    from knaster_qt.games.knaster.models.controller import KnasterController
    from knaster_qt.games.knaster.views.ui_knaster_play_area import Ui_PlayArea


class TableDisplay(QObject):
    """Keeps the turn banner, the strip, the end notice, the roller and the hint up to date.

    It is given what it shows (the play area's widgets ``ui``, the ``controller``, the Hint
    action it enables, whether hints are on) and reaches back into no play area: what the
    play area does for it is asked for by its signals."""

    statusMessage = Signal(str)  # a passing message for the window's status bar
    promptsChanged = Signal()  # the notice's or the hint's text changed: show those that have one

    def __init__(
        self,
        ui: Ui_PlayArea,
        controller: KnasterController,
        hint_action: QAction,
        hints: bool = True,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._ui = ui
        self._controller = controller
        self._hint_action = hint_action
        self.hint: Hint | None = None  # the hint shown now, if any
        self._hint_key: tuple[object, ...] | None = None
        self._hints_on = hints  # Settings: refresh_settings
        self._round_shown = -1  # the round whose next writer's sheet was shown at its end
        self._next_writer_shown = False  # ... and it is still shown
        self.players_model = PlayersModel(controller, self)  # what the players' cards say
        ui.playerStrip.bind(controller, self.players_model)
        ui.playerStrip.playerClicked.connect(self.show_sheet_of)
        # The end notice ("Ann's grid is full: the game ends now.") is the game's normal end,
        # not an error: the colours of the banner's end (OVER), never an alarm's red; bold:
        # BannerLabel.set_bold.
        notice = ui.noticeLabel
        follow_scheme(
            notice, lambda: notice.setStyleSheet(tone(Look.OVER).label_style(border_px=2))
        )
        ui.noticeLabel.set_bold(True)
        ui.hintLabel.setTextFormat(Qt.TextFormat.PlainText)  # the reason is shown as written
        ui.dicePanel.realRollEntered.connect(controller.roll)
        ui.sheetView.hintAccepted.connect(self.play_hint)
        controller.playerChanged.connect(self._player_changed)
        controller.changed.connect(lambda _change: self._show_next_writer())
        controller.changed.connect(lambda _change: self.update())
        controller.replaced.connect(self._game_replaced)
        controller.table.noticeChanged.connect(self._show_notice)
        controller.table.thinkingChanged.connect(lambda _player: self.update())

    # --- what the person does ---------------------------------------------------------

    def show_sheet_of(self, player: int) -> None:
        """Show ``player``'s sheet large (read-only unless it is the one to play)."""
        ui, controller = self._ui, self._controller
        self._next_writer_shown = False  # the person chose what to look at
        ui.sheetView.show_player(player)
        ui.playerStrip.set_shown(ui.sheetView.shown_player)
        if ui.sheetView.read_only:
            name = controller.game.players[player]
            self.statusMessage.emit(
                self.tr(
                    "Showing {player}'s sheet (look only). Click the card of the player "
                    "whose turn it is to go back."
                ).format(player=name)
            )
        self.update()

    def play_hint(self) -> bool:
        """Make the hinted move with the clicks a person would make; False if there is none."""
        hint, controller = self.hint, self._controller
        if hint is None or self.state_key() != self._hint_key or not controller.is_my_turn():
            return False
        self._ui.sheetView.show_player(None)
        action = hint.action
        if isinstance(action, Write | Circle):
            return controller.click_cell(action.cell)
        if not isinstance(action, Bonus):
            return False  # a pass is made for a person by itself
        for picked in controller.bonus_picked:  # cells picked for another choice go back
            if picked not in action.cells or controller.bonus_line != action.line:
                controller.click_cell(picked)
        if controller.bonus_line != action.line:
            controller.choose_bonus_line(action.line)
        for cell in action.cells:
            if cell not in controller.bonus_picked:
                controller.click_cell(cell)
        return True

    def show_hint(self) -> Hint | None:
        """Highlight what the strong computer player would do for the person whose turn it is."""
        ui, controller = self._ui, self._controller
        if not self._hints_on:
            self.statusMessage.emit(self.tr("Hints are switched off in the settings."))
            return None
        if not controller.is_my_turn():
            self.statusMessage.emit(
                self.tr("A hint is for the person whose turn it is: roll first.")
            )
            return None
        from knaster_qt.games.knaster.core.bots import (
            hint,  # the strong player's search: loaded when first asked
        )

        suggestion = hint(controller.game, controller.player)
        action = suggestion.action
        cell: int | None = None
        line: int | None = None
        if isinstance(action, Write | Circle):
            cell = action.cell
        elif isinstance(action, Bonus):
            line = action.line
            cell = action.cells[0] if action.cells else None
        ui.sheetView.show_player(None)
        ui.sheetView.set_hint(cell, line)
        self.hint = suggestion
        self._hint_key = self.state_key()
        controller.say(
            self._hint_text(suggestion)
        )  # the status bar keeps it while the pointer moves
        self.update()
        return suggestion

    # --- keeping up ----------------------------------------------------------------------

    def update(self) -> None:
        ui, controller = self._ui, self._controller
        if self.hint is not None and self.state_key() != self._hint_key:
            self.hint = None
            ui.sheetView.set_hint(None, None)
        kind, text = self.turn_text()
        ui.turnLabel.show_turn(text, kind, rich=True)  # the banner every game shows
        ui.turnLabel.setVisible(controller.several_players)
        hint = self._hint_text(self.hint) if self.hint is not None else ""
        ui.hintLabel.setText(hint)
        self.promptsChanged.emit()
        self._hint_action.setEnabled(self._hints_on and controller.is_my_turn())
        ui.dicePanel.set_roller_text(self.roller_text())
        ui.playerStrip.set_shown(ui.sheetView.shown_player)
        self._show_acting_card()

    def _hint_text(self, hint: Hint) -> str:
        #: {reason}: the suggested move and why, e.g. "write 7 in c3: completes row 3 ..."
        return self.tr("Hint: {reason}").format(reason=translated(hint.reason))

    def turn_text(self) -> tuple[Kind, str]:
        """The banner's kind (turn, thinking, wait, over) and its rich text."""
        controller = self._controller
        game, table = controller.game, controller.table
        names = game.players
        roll = game.current_roll
        if game.game_over:
            winners = [escape(names[p]) for p in game.winners()]
            best = game.score(game.winners()[0]).total
            who = f"<b>{translated(join_words(winners))}</b>"
            if len(winners) == 1:
                #: The turn banner at the end; {player}: the winner's name (in bold)
                over = self.tr("Game over — {player} wins with %n point(s)", "", best)
            else:
                #: {players}: the winners' names, "Ann and Bob" (in bold)
                over = self.tr("Game over — {players} share the win with %n point(s)", "", best)
            return "over", over.format(player=who, players=who)
        if table.thinking is not None:
            level = table.level(table.thinking)
            #: {player}: a computer player (in bold); {level}: easy, medium or strong
            thinking = self.tr("{player} (computer, {level}) is playing the {roll}…")
            return "thinking", thinking.format(
                player=f"<b>{escape(names[table.thinking])}</b>",
                level=level_word(level or ""),
                roll=f"<b>{roll}</b>",
            )
        if controller.is_my_turn():
            shown = self._ui.sheetView
            #: {player}: whose turn it is (in bold); {roll}: the sum rolled (large)
            text = self.tr("{player}, your turn — roll {roll}").format(
                player=f"<b>{escape(names[controller.player])}</b>",
                roll=f"<b style='font-size: 19px'>{roll}</b>",
            )
            if shown.read_only:
                #: The banner, while another player's sheet is shown large
                text = self.tr("{text} · showing {player}'s sheet").format(
                    text=text, player=escape(names[shown.shown_player])
                )
            return "turn", text
        away = table.waiting_for_remote()
        if away and not game.game_over:
            players = ", ".join(f"<b>{escape(names[player])}</b>" for player in away)
            #: A network game: {players} (in bold) play the roll on their own computers
            return "wait", self.tr("Waiting for {players} to play the {roll}…").format(
                players=players, roll=roll
            )
        next_roller = f"<b>{escape(names[table.next_roller])}</b>"
        kind: Kind = "wait"
        if table.is_remote(table.next_roller):
            #: After "Next roll: Bob —": a player on another computer rolls there
            how = self.tr("rolls on another computer")
        elif controller.real_dice:
            how = self.tr("enter the real dice")
        elif controller.computer_rolls_next():
            kind = "thinking"  # a computer player rolls by itself, after a pause
            #: After "Next roll: Cid —": a computer player rolls, nobody presses R
            how = self.tr("rolls by itself")
        else:
            how = self.tr("press R")
        if roll is None:
            #: {player}: who rolls first (in bold); {how}: "press R" or "enter the real dice"
            first = self.tr("New game: {player} rolls first — {how}")
            return kind, first.format(player=next_roller, how=how)
        #: {player}: who rolls next (in bold); {how}: "press R" or "enter the real dice"
        waiting = self.tr("Everyone has played the {roll}. Next roll: {player} — {how}")
        return kind, waiting.format(roll=roll, player=next_roller, how=how)

    def _show_acting_card(self) -> None:
        """With more cards than fit, scroll to the one of the player acting now."""
        ui, controller = self._ui, self._controller
        thinking = controller.table.thinking
        acting = thinking if thinking is not None else controller.player
        cards = ui.playerStrip.cards
        if ui.playersScroll.isVisible() and 0 <= acting < len(cards):
            ui.playersScroll.ensureWidgetVisible(cards[acting], 0, 0)

    def roller_text(self) -> str:
        controller = self._controller
        game, table = controller.game, controller.table
        if not controller.several_players:
            return ""
        if game.rounds == 0:
            return self.tr("{player} rolls first").format(player=game.players[table.next_roller])
        #: Beside the dice: who rolled them
        rolled = self.tr("{player} rolled").format(player=game.players[table.roller])
        if game.game_over:
            return rolled
        #: Beside the dice: who rolled them, and who rolls next
        return self.tr("{rolled} · next: {player}").format(
            rolled=rolled, player=game.players[table.next_roller]
        )

    def state_key(self) -> tuple[object, ...]:
        controller = self._controller
        return (
            len(controller.game.history),
            controller.player,
            controller.bonus_picked,
            controller.bonus_line,
        )

    def _show_next_writer(self) -> None:
        """Once everyone has played a roll, the sheet shown large is the one that will be
        written first after the next roll (the next roller's, or the first person's after
        them), the name the banner gives, and not the last player's. Only shown: the turn
        (and so Undo) stays where it is; when someone is to play again (the roll, an undo)
        their sheet comes back."""
        controller, ui = self._controller, self._ui
        game, table = controller.game, controller.table
        waiting = game.rounds > 0 and not game.game_over and table.next_to_act() is None
        if not waiting or not controller.several_players:
            if self._next_writer_shown:
                self._next_writer_shown = False
                ui.sheetView.show_player(None)
                ui.playerStrip.set_shown(ui.sheetView.shown_player)
            return
        count = len(game.players)
        order = [(table.next_roller + step) % count for step in range(count)]
        people = [player for player in order if not table.is_computer(player)]
        if people and self._round_shown != game.rounds:
            self._round_shown = game.rounds  # once: a card clicked afterwards is respected
            self._next_writer_shown = True
            ui.sheetView.show_player(people[0])
            ui.playerStrip.set_shown(ui.sheetView.shown_player)

    def _player_changed(self, player: int) -> None:
        self._ui.sheetView.show_player(None)
        self._ui.playerStrip.set_shown(player)
        self.update()

    def refresh_settings(self, hints: bool) -> None:
        """The settings this display follows changed: ``hints`` on or off."""
        self._hints_on = hints
        if not self._hints_on and self.hint is not None:  # switched off: the frame goes too
            self.hint = None
            self._ui.sheetView.set_hint(None, None)
        self.update()

    def _game_replaced(self) -> None:
        self._ui.dicePanel.set_real_dice(self._controller.real_dice)
        self._show_notice(self._controller.table.notice)
        self.update()

    def _show_notice(self, text: str) -> None:
        self._ui.noticeLabel.setText(text)
        self.promptsChanged.emit()
