"""What Exact Hit's play area says in words: the turn banner, the score line, the players'
cards, the Done button's text and tip, and the hint. No widgets: the play area puts these
strings on its labels (``views/play_area.py``), and tests read them without any window.

The texts keep the translation context they had in the play area ("ExactHitPlayArea"), so
the catalogues' messages stay where they are: hence ``QCoreApplication.translate`` with that
context, written out each time (lupdate reads only a literal context), not ``self.tr``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from knaster_qt.games.exact_hit.models.controller import Phase
from knaster_qt.games.exact_hit.models.players_model import PlayerRole, PlayersModel

if TYPE_CHECKING:
    from knaster_qt.change import BannerKind as Kind
    from knaster_qt.change import Change
    from knaster_qt.games.exact_hit.core.bots.hints import Hint
    from knaster_qt.games.exact_hit.models.controller import ExactHitController
    from knaster_qt.games.exact_hit.render.picture import Field


class ExactHitPresenter(QObject):
    """Says the texts of the game under way, anew after every change (``present``)."""

    turnText = Signal(str)  # the banner above the sheet: whose turn, what to do
    scoreText = Signal(str)  # the shown sheet's letter and points (rich text)
    cardText = Signal(int, str)  # a seat's card in the strip (rich text)
    doneText = Signal(str, str)  # the Done button's text and tooltip
    hintText = Signal(str)  # the hint ("": none, hidden)

    def __init__(self, controller: ExactHitController, players: PlayersModel | None = None) -> None:
        super().__init__(controller)  # it lives as long as the game's controller
        self.controller = controller
        self.players = players if players is not None else PlayersModel(controller)
        self.hint = ""
        self.advice: Hint | None = None  # what the hint shown advises (H again plays it)

    def present(self, change: Change | None = None) -> None:
        """Every text, said anew; a step recorded takes the hint away (it was for that step)."""
        if change is not None and change.recorded:
            self.clear_hint()
        self.turnText.emit(self.turn_text())
        self.scoreText.emit(self.score_text())
        for player in range(self.players.rowCount()):
            self.cardText.emit(player, self.card_text(player))
        self.doneText.emit(self.done_text(), self.done_tip())

    @staticmethod
    def before_start() -> str:
        return QCoreApplication.translate("ExactHitPlayArea", "Throw the dice to start (R).")

    # --- the texts ------------------------------------------------------------------------

    def turn_text(self) -> str:
        controller = self.controller
        game = controller.game
        phase = controller.phase
        name = game.names[controller.actor]
        solo = game.players == 1
        round_text = QCoreApplication.translate("ExactHitPlayArea", "Round {0}").format(game.round)
        row = controller.current_row()
        row_text = (
            QCoreApplication.translate("ExactHitPlayArea", "row {0}").format(row + 1)
            if row is not None
            else ""
        )
        if phase is Phase.OVER:
            return QCoreApplication.translate("ExactHitPlayArea", "The game is over.")
        if controller.actor in controller.remote:
            #: A network game: {0} plays on another computer; this screen waits for them
            text = QCoreApplication.translate("ExactHitPlayArea", "Waiting for {0}…")
            return f"{round_text} · " + text.format(name)
        if controller.is_computer(controller.actor):
            if phase is Phase.THROW and controller.real_dice:
                text = QCoreApplication.translate(
                    "ExactHitPlayArea",
                    "{0} throws: roll the real dice for them and enter the values.",
                )
            elif controller.computer_rethrow_asked:
                text = QCoreApplication.translate(
                    "ExactHitPlayArea",
                    "{0} throws again: roll the dice not showing 1 and enter them.",
                )
            else:
                text = QCoreApplication.translate("ExactHitPlayArea", "{0} is playing…")
            return f"{round_text} · " + text.format(name)
        if phase is Phase.THROW:
            text = (
                QCoreApplication.translate(
                    "ExactHitPlayArea", "Throw the real dice and enter their values."
                )
                if controller.real_dice
                else QCoreApplication.translate("ExactHitPlayArea", "Throw the dice (R).")
            )
            who = (
                ""
                if solo
                else QCoreApplication.translate("ExactHitPlayArea", "{0} throws.").format(name)
            )
            return f"{round_text} · {who + ' ' if who else ''}{text}"
        if phase is Phase.RETHROW:
            text = QCoreApplication.translate(
                "ExactHitPlayArea",
                "Throw again (dice showing 1 stay) or keep — or write into {0} at once.",
            ).format(row_text)
            who = "" if solo else f"{name}: "
            return f"{round_text} · {who}{text}"
        text = QCoreApplication.translate(
            "ExactHitPlayArea",
            "Click a die, then its field in {0} (or click the field). Done ends the turn.",
        ).format(row_text)
        who = "" if solo else f"{name}: "
        return f"{round_text} · {who}{text}"

    def banner_kind(self) -> Kind:
        """The banner's colours: the end, a computer player acting, a person's turn."""
        controller = self.controller
        if controller.phase is Phase.OVER:
            return "over"
        if controller.actor in controller.remote:
            return "wait"
        if controller.is_computer(controller.actor):
            asked = controller.computer_rethrow_asked
            people_throw = asked or (controller.phase is Phase.THROW and controller.real_dice)
            return "turn" if people_throw else "thinking"  # real dice: the people act for it
        return "turn"

    def score_text(self) -> str:
        game = self.controller.game
        shown = self.controller.shown_player()
        marks = game.marks[shown]
        heading = f"<b>{game.names[shown]}</b> · " if game.players > 1 else ""
        return heading + QCoreApplication.translate(
            "ExactHitPlayArea", "Sheet {0} · <b>{1} points</b>"
        ).format(marks.sheet.letter, marks.total)

    def card_text(self, player: int) -> str:
        """A seat's card, as the players' model says it."""
        seat = self.players.index(player)
        mark = "▶ " if seat.data(PlayerRole.ACTING) else ""
        who = seat.data(PlayerRole.NAME)
        if seat.data(PlayerRole.COMPUTER):
            who = QCoreApplication.translate("ExactHitPlayArea", "{0} (computer)").format(who)
        return f"{mark}<b>{who}</b> · " + QCoreApplication.translate(
            "ExactHitPlayArea", "sheet {0} · {1} points"
        ).format(seat.data(PlayerRole.LETTER), seat.data(PlayerRole.TOTAL))

    def done_text(self) -> str:
        if self.controller.pending:
            return QCoreApplication.translate("ExactHitPlayArea", "&Done")
        return QCoreApplication.translate("ExactHitPlayArea", "&Done: cross out a field")

    def cross_field(self) -> Field | None:
        """The field Done crosses out when nothing is written (None: Done cannot be pressed)."""
        controller = self.controller
        if not controller.can_answer():
            return None
        marks = controller.game.marks[controller.actor]
        row = marks.current_row
        return None if row is None else (row, marks.leftmost_empty(row))

    def done_tip(self) -> str:
        if self.controller.pending:
            return QCoreApplication.translate(
                "ExactHitPlayArea", "End your turn with the dice written"
            )
        field = self.cross_field()
        if field is None:
            return QCoreApplication.translate("ExactHitPlayArea", "End your turn")
        return QCoreApplication.translate(
            "ExactHitPlayArea",
            "Nothing written: Done crosses out the leftmost empty field of row {0}",
        ).format(field[0] + 1)

    # --- the hint ----------------------------------------------------------------------------

    def clear_hint(self) -> None:
        self.advice = None
        if self.hint:
            self.hint = ""
            self.hintText.emit("")

    def show_hint(self) -> str:
        """What the strong computer player would do now ("" when no one may answer)."""
        from knaster_qt.games import join_words
        from knaster_qt.games.exact_hit.core.actions import Write
        from knaster_qt.games.exact_hit.core.bots import hint
        from knaster_qt.games.exact_hit.models.controller import colour_name
        from knaster_qt.texts import translated

        controller = self.controller
        if not controller.can_answer():
            return ""
        game = controller.game
        advice = self.advice = hint(game, controller.actor)
        parts = []
        if advice.rethrow is True:
            parts.append(QCoreApplication.translate("ExactHitPlayArea", "Throw again."))
        elif advice.rethrow is False:
            parts.append(QCoreApplication.translate("ExactHitPlayArea", "Keep the dice."))
        assert game.dice is not None
        if isinstance(advice.action, Write):
            dice = game.dice
            #: One die of a hint's list: "black 3" ({colour}: a colour; {colour:die} says
            #: "black die"); the list: "Write black 3, blue 1 and yellow 4."
            one = QCoreApplication.translate("ExactHitPlayArea", "{colour} {value}")
            written = translated(
                join_words(
                    [
                        one.format(colour=colour_name(c), value=dice[c])
                        for c in sorted(advice.action.colours)
                    ]
                )
            )
            text = (
                QCoreApplication.translate("ExactHitPlayArea", "Write {0}.")
                if advice.rethrow is not True
                else QCoreApplication.translate("ExactHitPlayArea", "Kept, it would write {0}.")
            )
            parts.append(text.format(written))
        else:
            parts.append(
                QCoreApplication.translate("ExactHitPlayArea", "Write nothing: cross out a field.")
            )
        if advice.expected_row is not None:
            parts.append(
                QCoreApplication.translate("ExactHitPlayArea", "Expected row score: {0}.").format(
                    f"{advice.expected_row:.1f}"
                )
            )
        self.hint = QCoreApplication.translate("ExactHitPlayArea", "Hint: {0}").format(
            " ".join(parts)
        )
        self.hintText.emit(self.hint)
        return self.hint
