"""The controller between the Knaster rules core and the widgets: it applies actions, never judges them.

Widgets report what the user did (a click on a cell or a white field, a roll, an
undo); the controller asks the core what that means, applies it, and announces
the change once per gesture: ``changed`` carries a :class:`~knaster_qt.change.Change`
(the parts touched, the player, the initiator, the core's ActionReports; the models
turn it into dataChanged), ``finished`` says the game has just ended, ``message`` is
for the status bar (the bonus prompt's banner is KnasterPresenter's). It is the only emitter
of these signals. Whose turn it is, who rolls next, what undo takes back and the
steps made for a player are rules (core/turns.py); the controller follows them
to drive the round: people one after another, computer players by themselves
(``table`` knows who is who). ``player`` is the sheet the person at the screen
plays now.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from knaster_qt.change import Change, ChangeRecorder, Initiator, Part, Standing
from knaster_qt.games.knaster.core import turns
from knaster_qt.games.knaster.core.actions import PASS, Action, Bonus
from knaster_qt.games.knaster.core.errors import IllegalActionError
from knaster_qt.games.knaster.core.game import ActionReport, Game
from knaster_qt.games.knaster.core.setup import GameSetup, note_start
from knaster_qt.games.knaster.models import turn_sentences as sentences
from knaster_qt.games.knaster.models.bonus_picking import BonusPicking, single_pending_line
from knaster_qt.games.knaster.models.clicks import (
    ClickKind,
    ClickPreview,
    action_for,
    preview_click,
)
from knaster_qt.games.knaster.models.prompts import after_action, roll_prompt
from knaster_qt.games.knaster.models.table_round import TableRound, waiting_for_text
from knaster_qt.texts import translated

DiceSource = Callable[[], tuple[int, int]]

_ACTION = Part.SHEET | Part.SCORE | Part.TURN  # what an action applied or undone may change
_EVERYTHING = Part.SHEET | Part.DICE | Part.SCORE | Part.TURN | Part.CHOICE

# Long enough for the dice to settle and to see which small sheet plays; short enough not to bore.
BOT_PAUSE_MS = 650


class KnasterController(QObject, Standing):
    """Plays the sheets of the people at the screen; ``player`` is the one whose turn it is."""

    _game: Game  # Standing reads its rounds, history and end

    aboutToBeReplaced = Signal()  # models begin their reset
    replaced = Signal()  # a new or opened game is in place: models end their reset
    changed = Signal(Change)  # what a gesture changed (knaster_qt/change.py), once per gesture
    finished = Signal()  # the game has just ended
    rolled = Signal(int)  # the new roll's sum; the dice are game.current_dice
    message = Signal(str)  # a sentence for the status bar
    linesFlashed = Signal(object)  # frozenset of lines just completed or scored on ``player``
    playerChanged = Signal(int)  # the sheet played at the screen is now this player's

    def __init__(
        self,
        game: Game | None = None,
        dice_source: DiceSource | None = None,
        player: int = 0,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.dice_source = dice_source  # scripted dice for tests and demos; None = the game's dice
        self.clock: Callable[[], datetime.datetime] = datetime.datetime.now  # the start's meta date
        self.player = player
        self._game = game if game is not None else Game(["Player"])
        self.setup = GameSetup.from_game(self._game)
        self.bonus = BonusPicking()  # what the player picks that the core does not know yet
        self._finished_told = False
        self._notes: list[str] = []  # passes made for people, said with the next message
        self._changes = ChangeRecorder(self.changed.emit)
        # Knows the computer players; new_game() starts the turns.
        self.table = TableRound(self._game, self.setup, self)
        self.table.reset(self._game, self.setup)
        self._bot_pause = QTimer(self)  # a computer player's move waits for it
        self._bot_pause.setSingleShot(True)
        self._bot_pause.timeout.connect(self._computer_turn)
        self._roll_pause = QTimer(self)  # a computer player's roll waits for it
        self._roll_pause.setSingleShot(True)
        self._roll_pause.timeout.connect(self._computer_roll)
        self._rolling = False  # computer players' rolls follow one another (no animation)
        # A network game's joining player: the host draws the dice, so a roll here only asks
        # for one (None: this screen rolls its own dice).
        self.ask_roll: Callable[[str], None] | None = None
        self._reset_round_state()

    # --- state the views read -------------------------------------------------

    @property
    def game(self) -> Game:
        return self._game

    @property
    def bonus_line(self) -> int | None:
        """The completed line whose bonus circles are being picked, or None."""
        return self.bonus.line

    @property
    def bonus_picked(self) -> tuple[int, ...]:
        """Cells picked so far for the bonus of ``bonus_line`` (not yet applied)."""
        return tuple(self.bonus.picked)

    @property
    def bonus_lines(self) -> frozenset[int]:
        """Lines whose bonus circles are still due."""
        return frozenset(line for line, _ in self._game.pending_bonus(self.player))

    @property
    def real_dice(self) -> bool:
        """The people roll real dice and enter the sum (no Roll button)."""
        return self.setup.real_dice

    @property
    def several_players(self) -> bool:
        return len(self._game.players) > 1

    def can_roll(self) -> bool:
        """A person may roll now: nobody is still to play and no computer player rolls."""
        return (
            self._game.roll_blocker() is None
            and not self.table.busy
            and not self.computer_rolls_next()
            and not self.table.is_remote(self.table.next_roller)
        )

    def computer_rolls_next(self) -> bool:
        """The next roll is a computer player's, who makes it by itself (with the app's dice:
        real dice are rolled by the people for it and entered)."""
        game = self._game
        return (
            not game.game_over
            and not self.real_dice
            and self.table.is_computer(self.table.next_roller)
        )

    def can_undo(self) -> bool:
        if self._game.game_over:  # final: its result is recorded the moment it ends
            return False
        return bool(self.bonus.picked) or self.table.undo_target(self.player) is not None

    def is_my_turn(self) -> bool:
        """Whether ``player`` (a person) is the one to act now on the current roll."""
        table = self.table
        return (
            not table.busy
            and not table.is_computer(self.player)
            and table.next_to_act() == self.player
        )

    def preview(self, cell: int) -> ClickPreview:
        """What a click on ``cell`` would do now (for hover feedback and for the click itself)."""
        game = self._game
        if game.current_roll is None:
            if self.table.is_remote(self.table.next_roller):  # a network game: it rolls there
                waiting = waiting_for_text([self.table.roller_name_next()])
                return ClickPreview(ClickKind.NOTHING, cell, waiting)
            return ClickPreview(ClickKind.NOTHING, cell, sentences.roll_first(self.real_dice))
        to_act = game.players_to_act()
        if (self.player in to_act and not self.is_my_turn()) or (
            self.player not in to_act and not self.can_roll()
        ):
            waiting = self.table.waiting_text(self.player)
            if waiting:
                return ClickPreview(ClickKind.NOTHING, cell, waiting)
        preview = preview_click(game, self.player, cell, self.bonus.line, self.bonus_picked)
        if not preview.legal and self.player not in game.players_to_act() and self.can_roll():
            played = sentences.played_the_roll(self._name, game.current_roll, self.several_players)
            reason = sentences.then_roll_again(played, self.real_dice)
            return ClickPreview(ClickKind.NOTHING, cell, reason)
        return preview

    def target_cells(self) -> frozenset[int]:
        """Cells a click may act on now."""
        return frozenset(cell for cell in range(25) if self.preview(cell).legal)

    # --- what the user does -----------------------------------------------------

    def new_game(self, game: Game) -> None:
        """Replace the game (New game, Open): every model resets."""
        with self._changes.gesture(Initiator.LOAD):
            self._new_game(game)

    def _new_game(self, game: Game) -> None:
        self.aboutToBeReplaced.emit()
        self._game = game
        self.setup = GameSetup.from_game(game)
        self._finished_told = game.game_over
        self._bot_pause.stop()
        self._roll_pause.stop()
        self.table.reset(game, self.setup)
        self.player = self.table.first_person()
        self._reset_round_state()
        self.replaced.emit()
        self.playerChanged.emit(self.player)
        self._changes.note(_EVERYTHING)
        if game.players_to_act():  # an opened game in mid-round: its turns go on
            self._advance()
        else:
            self._say_where_the_game_stands(opened=True)
            self._roll_for_computer()  # a computer player rolls first (or next)

    def roll(self, total: int | None = None) -> bool:
        """Roll for the next round (``total``: the sum of real dice); False with a message if not now."""
        with self._changes.gesture(Initiator.PERSON, self.table.next_roller):
            return self._roll(total)

    def _roll(self, total: int | None, computer: bool = False) -> bool:
        blocker: str | None = self._game.roll_blocker()
        if blocker is None and (self.table.busy or (self.computer_rolls_next() and not computer)):
            blocker = QCoreApplication.translate(
                "KnasterStatus", "the computer players are still playing"
            )
        if blocker is None and self.table.is_remote(self.table.next_roller):
            blocker = QCoreApplication.translate(
                "KnasterStatus", "{player} rolls on another computer"
            ).format(player=self.table.roller_name_next())
        if blocker is not None:
            self.message.emit(_cannot_roll(blocker))
            return False
        if self.ask_roll is not None and total is None:
            self.ask_roll("roll")  # the host's dice arrive with its record
            return True
        if self._game.rounds == 0:  # the game starts now: its transcript says when
            note_start(self._game, self.clock())
        try:
            if total is not None:
                rolled = self._game.roll(total)
            elif self.dice_source is not None:
                rolled = self._game.roll(dice=self.dice_source())
            else:
                rolled = self._game.roll()
        except IllegalActionError as error:
            self.message.emit(_cannot_roll(error.reason))
            return False
        self._reset_round_state()
        self.table.new_roll()
        self.rolled.emit(rolled)
        if self.several_players:  # a person's turn replaces it with what to do
            said = QCoreApplication.translate("KnasterStatus", "{player} rolled {roll}.")
            self.message.emit(said.format(player=self.table.roller_name(), roll=rolled))
        self._changes.note(Part.DICE | Part.TURN, recorded=True)
        self._advance()
        return True

    def click_cell(self, cell: int, meant_for: int | None = None) -> bool:
        """Act on a click on ``cell``; False (and the reason as a message) if it does nothing.

        ``meant_for`` is the player whose sheet the click was aimed at (the view knows
        when the button went down); a click meant for someone whose turn has passed on
        does nothing, so one gesture never plays two people's turns.
        """
        with self._changes.gesture(Initiator.PERSON, self.player):
            return self._click_cell(cell, meant_for)

    def _click_cell(self, cell: int, meant_for: int | None) -> bool:
        if self._turn_passed_on(meant_for):
            return False
        preview = self.preview(cell)
        if preview.kind is ClickKind.NOTHING:
            self.message.emit(preview.message)
            return False
        if preview.kind is ClickKind.BONUS_UNPICK:
            self.message.emit(self.bonus.unpick(cell))
            self._bonus_changed()
            return True
        if preview.kind is ClickKind.BONUS_PICK:
            assert preview.line is not None
            bonus = self.bonus.pick(self._game, self.player, cell, preview.line)
            if bonus is not None:
                self._apply(bonus)
            else:
                self._bonus_changed()
                self.message.emit(self.bonus.cells_left_text(self._game, self.player))
            return True
        action = action_for(preview)
        assert action is not None
        self._apply(action)
        return True

    def choose_bonus_line(self, line: int, meant_for: int | None = None) -> bool:
        """Handle ``line``'s bonus first (the player clicked its white field)."""
        if self._turn_passed_on(meant_for):
            return False
        refusal = self.bonus.choose_line(self._game, self.player, line)
        if refusal is not None:
            if refusal:
                self.message.emit(refusal)
            return False
        with self._changes.gesture(Initiator.PERSON, self.player):
            self._bonus_changed()
        return True

    def undo(self) -> bool:
        """Take back the last step of this roll: a bonus pick, a line choice or an action.

        The person whose turn it is undoes their own steps; one who has not acted
        yet takes back the previous person's action instead, who then plays again.
        A finished game is final (played here or opened): its result went into the
        records when it ended, and an undo would leave that record wrong.
        """
        with self._changes.gesture(Initiator.UNDO, self.player):
            return self._undo()

    def _undo(self) -> bool:
        self._roll_pause.stop()  # in the pause before a computer player's roll: it waits
        if self._game.game_over:
            self.message.emit(sentences.game_is_final())
            return False
        taken_back = self.bonus.take_back(self._game, self.player)
        if taken_back is not None:
            if taken_back:
                self.message.emit(taken_back)
            self._bonus_changed()
            return True
        target = self.table.undo_target(self.player)
        if target is None:
            self.message.emit(
                QCoreApplication.translate("KnasterStatus", "Nothing to undo since the last roll.")
            )
            return False
        if target != self.player:
            self.set_player(target)
        # The rules say what goes back: the step with the empty bonuses made after it,
        # or the whole move once someone else has played since.
        for report in turns.take_back(self._game, self.player):
            self._changes.note(_ACTION, recorded=True, report=report)
        self.bonus.picked.clear()
        self.bonus.follow_the_core(self._game, self.player)
        self._finished_told = self._game.game_over
        self.table.prefer(self.player)
        self.table.refresh_notice()  # e.g. the write that filled a grid was taken back
        self.message.emit(sentences.undone(self._name, self.several_players))
        self._bonus_changed()
        return True

    # --- the round ------------------------------------------------------------------

    def set_player(self, player: int) -> None:
        """Play ``player``'s sheet from now on (the turn passed to them)."""
        if player == self.player:
            return
        self.player = player
        self.bonus.reset(self._game, player)
        self.playerChanged.emit(player)
        self._bonus_changed()

    def apply_for(self, player: int, action: Action) -> ActionReport:
        """Apply a computer player's (or a forced) action; announce it; the core judges it."""
        with self._changes.gesture(Initiator.COMPUTER, player):
            report = self._game.apply(player, action)
            self._changes.note(_ACTION, recorded=True, report=report)
            self._check_finished()
        return report

    def _advance(self) -> None:
        """Hand the turn on as the rules say: computer players move, a person's turn stops here."""
        self.table.refresh_notice()
        while not self._bot_pause.isActive():
            game = self._game
            player = None if game.game_over else self.table.next_to_act()
            if player is None and not game.game_over and self.table.waiting_for_remote():
                self._set_thinking(None)
                self.say(self.table.waiting_text(self.player))  # "Waiting for Bob"
                self._changes.note(Part.TURN)
                return
            if player is None:
                self._finish_round()
                return
            if self.table.is_computer(player):
                if self.table.animated:
                    self._set_thinking(player)
                    self._bot_pause.start(BOT_PAUSE_MS)
                    return
                self._play_computer(player)
                continue
            self.set_player(player)
            step = turns.automatic_step(game, player)
            if isinstance(step, Bonus):
                self._settle_empty_bonuses()  # an opened game stopped just before one
                continue
            if step is not None:
                self._forced_pass()
                continue
            self._announce_turn()
            self._changes.note(Part.TURN)
            return

    def _computer_turn(self) -> None:
        """The pause before a computer player's move is over: it moves, the round goes on."""
        player = self.table.thinking
        with self._changes.gesture(Initiator.COMPUTER, player):
            self._set_thinking(None)
            if player is not None and player in self._game.players_to_act():
                self._play_computer(player)
            self._advance()

    def _play_computer(self, player: int) -> None:
        with self._changes.gesture(Initiator.COMPUTER, player):
            while player in self._game.players_to_act():
                self.apply_for(player, self.table.computer_move(player))

    def _finish_round(self) -> None:
        """Everyone has played the roll: say so, and who rolls next."""
        self._set_thinking(None)
        table, game = self.table, self._game
        table.refresh_notice()
        if not game.game_over:
            said = ""
            if table.notice:
                said = table.notice
            elif game.rounds and self.several_players:
                said = QCoreApplication.translate(
                    "KnasterStatus", "Everyone has played the {roll}."
                ).format(roll=game.current_roll)
            if said and self.several_players:
                #: {text}: what happened; {player} rolls the next round
                said = QCoreApplication.translate(
                    "KnasterStatus", "{text} {player} rolls next."
                ).format(text=said, player=game.players[table.next_roller])
            if said:
                self.say(said)
        self._changes.note(Part.TURN)
        self._roll_for_computer()

    def _roll_for_computer(self) -> None:
        """Everyone has played: a computer player whose roll it is rolls by itself, after a
        pause to see the round end (at once without animations, as it moves)."""
        if self._rolling or not self.computer_rolls_next():
            return  # the loop below rolls the next round too
        if self.table.animated:
            self._roll_pause.start(BOT_PAUSE_MS)
            return
        # One round after another in this loop, not nested: a table of computer players
        # plays its whole game here.
        self._rolling = True
        try:
            while self.computer_rolls_next() and self._game.roll_blocker() is None:
                if not self._computer_roll():
                    break
        finally:
            self._rolling = False

    def _computer_roll(self) -> bool:
        if not self.computer_rolls_next() or self._game.roll_blocker() is not None:
            return False
        with self._changes.gesture(Initiator.COMPUTER, self.table.next_roller):
            return self._roll(None, computer=True)

    def _set_thinking(self, player: int | None) -> None:
        if self.table.set_thinking(player):
            self._changes.note(Part.TURN)

    def _forced_pass(self) -> None:
        """``player`` has no empty cell and no matching number: the pass is made for them."""
        roll = self._game.current_roll
        self._apply(PASS, automatic=True)
        sentence = sentences.forced_pass(self._name, roll, self.several_players)
        if self.several_players:  # said with the next turn's prompt, which follows at once
            self._notes.append(sentence)
        else:
            self.message.emit(sentence)
        self._check_finished()

    def _announce_turn(self) -> None:
        self.say(
            roll_prompt(self._game, self.player, self.table.roller_name(), self.several_players)
        )

    def say(self, text: str) -> None:
        """A status message, after what happened just before it (a pass made for a person)."""
        self.message.emit(" ".join([*self._notes, text]))
        self._notes.clear()

    # --- internals ------------------------------------------------------------------

    def _turn_passed_on(self, meant_for: int | None) -> bool:
        """A gesture aimed at ``meant_for``'s sheet, now someone else's turn: say so, do nothing."""
        if meant_for is None or meant_for == self.player:
            return False
        names = self._game.players
        self.message.emit(sentences.meant_for_another(names[meant_for], self._name))
        return True

    @property
    def _name(self) -> str:
        return self._game.players[self.player]

    def _reset_round_state(self) -> None:
        self._notes.clear()
        self.bonus.reset(self._game, self.player)

    def _apply(self, action: Action, automatic: bool = False) -> ActionReport | None:
        try:
            report = self._game.apply(self.player, action)
        except IllegalActionError as error:  # the preview asked the core; this is a safety net
            self.message.emit(translated(error.reason))
            return None
        self.bonus.record(report)
        self._changes.note(_ACTION, recorded=True, report=report)
        flashed = {done.line for done in report.completed} | set(report.scored)
        if flashed:  # once the change is reported: the views read the models it refreshed
            player, lines = self.player, frozenset(flashed)
            self._changes.after(lambda: self._flash(player, lines))
        if not automatic:
            self._apply_empty_bonuses()
            self.bonus.follow_the_core(self._game, self.player)
            self.message.emit(self._after_action_message(report))
            self._bonus_changed()
            self._check_finished()
            if self.player not in self._game.players_to_act():
                self._advance()
        return report

    def _flash(self, player: int, lines: frozenset[int]) -> None:
        if player == self.player:  # the turn passed on: that sheet is no longer on screen
            self.linesFlashed.emit(lines)

    def _check_finished(self) -> None:
        if self._game.game_over and not self._finished_told:
            self._finished_told = True
            self.table.refresh_notice()  # "the game ends now" before the results appear
            self._changes.note(Part.END)
            self._changes.after(self.finished.emit)

    def _settle_empty_bonuses(self) -> None:
        """Apply the empty bonuses the player owes now.

        Play never stops before an empty bonus (``_apply`` settles it at once), but an
        opened or hand-written transcript can end exactly there.
        """
        self._apply_empty_bonuses()
        self.bonus.line = single_pending_line(self._game, self.player)
        self._bonus_changed()
        self._check_finished()

    def _apply_empty_bonuses(self) -> None:
        """A due line with no uncircled cell left needs no choice: the rules make its bonus."""
        while (bonus := turns.empty_bonus(self._game, self.player)) is not None:
            if self._apply(bonus, automatic=True) is None:
                return

    def _bonus_changed(self) -> None:
        self._changes.note(Part.CHOICE | Part.TURN)

    def picks_in_progress(self) -> tuple[int, tuple[int, ...]] | None:
        """What ``player`` picked for a bonus that the core does not know yet (for the autosave)."""
        return self.bonus.in_progress(self._game, self.player)

    def restore_picks(self, line: int, cells: tuple[int, ...]) -> bool:
        """Put back the bonus circles ``player`` had picked (a resumed autosave's note).

        False, with nothing picked, if they do not fit the game (which is then as the core has it).
        """
        if not self.bonus.restore(self._game, self.player, line, cells):
            return False
        with self._changes.gesture(Initiator.LOAD):
            self._bonus_changed()
        if cells:
            self.message.emit(self.bonus.cells_left_text(self._game, self.player))
        return True

    def retranslate(self) -> None:
        """The language changed: say the texts that stay (the table's notice) again
        and let the views say theirs (a change of the texts).

        Called by the game's views on their LanguageChange (models get no such event)."""
        self.table.refresh_notice()
        self._changes.note(Part.TEXTS)  # the views' own texts (the turn and bonus banners)
        # What was said before (a refusal, a report) belongs to the language gone.
        self._say_where_the_game_stands()

    def _say_where_the_game_stands(self, opened: bool = False) -> None:
        """The status line for the game as it stands: what the person at the screen does next
        (a new game, an ``opened`` one, the same game in a new language)."""
        game = self._game
        if game.game_over:
            self.message.emit(QCoreApplication.translate("KnasterStatus", "This game is over."))
        elif game.current_roll is None:
            self.message.emit(sentences.roll_to_start(self.real_dice))
        elif self.table.thinking is not None:
            return  # a computer player is about to move: it says what it did
        elif self.player in game.players_to_act() and not self.table.is_computer(self.player):
            self._announce_turn()
        elif opened and not self.table.is_remote(self.table.next_roller):
            # everyone has played the opened game's last roll (a resumed network game's next
            # roller may be on another computer: then that is said, as after a move)
            self.message.emit(sentences.roll_once_more(self.real_dice))
        else:
            self.message.emit(self._next_roll_sentence())

    def _next_roll_sentence(self) -> str:
        """What comes after everyone has played, as the banner says it: press R (or enter the
        real dice), unless a computer player or a player on another computer rolls next."""
        table = self.table
        roller = table.next_roller
        remote = table.is_remote(roller)
        if remote or self.computer_rolls_next():
            return sentences.someone_else_rolls(self._game.players[roller], remote)
        return sentences.next_roll(self.real_dice)

    def _after_action_message(self, report: ActionReport) -> str:
        then = self._next_roll_sentence()
        prompt = self.bonus.prompt(self._game, self.player)
        return after_action(self._game, self.player, report, prompt, then)

    def bonus_cells(self) -> frozenset[int]:
        """Cells that may be picked for the bonus of the line being handled."""
        return self.bonus.pickable_cells(self._game, self.player)


def _cannot_roll(reason: str) -> str:
    """'Cannot roll: Ann has not acted on the 7 yet.' (the core's reason in the language)."""
    return QCoreApplication.translate("KnasterStatus", "Cannot roll: {reason}.").format(
        reason=translated(reason)
    )
