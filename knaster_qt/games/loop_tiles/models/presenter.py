"""The texts beside Loop Tiles' board, said without widgets: whose turn (the banner), what
to do now (the step: choose a tile, place it on a lit square, place another or end the
turn, ...), the turn's points and the bag (the score line), the final ranking, the hand-over
button's words and the nudge after a click on the board with no tile in hand.

The play area only puts these strings on its labels. They are translated in the context
``LoopTilesPlayArea``, where they were written before, so the catalogues keep them
(lupdate reads the context in each call: it is written out there).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from knaster_qt.change import Change
from knaster_qt.games.loop_tiles.core.game import MAX_TILES_PER_TURN
from knaster_qt.games.loop_tiles.models.controller import LoopTilesController
from knaster_qt.texts import UNDO_KEYS, key_text

END_TURN_KEY = "E"  # Game > End Turn's shortcut (views/play_area_widgets.py), named in the step

if TYPE_CHECKING:
    from knaster_qt.change import BannerKind as Kind


@dataclass(frozen=True)
class Controls:
    """What the person may do now: the play area enables its buttons and actions by it."""

    handover: bool = False  # the hand-over screen hides the racks
    end_turn: bool = False
    take_back: bool = False
    exchange: bool = False
    act: bool = False  # a person's turn on this screen (Hint, when hints are on)
    over: bool = False  # the ranking and New Game show


class LoopTilesPresenter(QObject):
    """Follows the controller and says the texts again after every change."""

    turnText = Signal(str)  # "Ann's turn", "Game over: Ann wins."
    stepText = Signal(str)  # what to do now: "Choose a tile from your rack: ..."
    pointsText = Signal(str)  # "This turn: 12 points, 2 of 3 tiles placed · bag: 40"; "" at the end
    rankingText = Signal(str)  # the final ranking (rich text); "" before the end
    handoverText = Signal(str)  # the hand-over button: "Pass to Ann\nAnn, click when ready"
    controlsChanged = Signal(object)  # Controls

    def __init__(self, controller: LoopTilesController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        # The players who said yes to ending a turn with nothing placed, in this game
        self._asked_empty_end: set[int] = set()
        controller.changed.connect(self._changed)
        controller.replaced.connect(self._replaced)

    def _replaced(self) -> None:
        self._asked_empty_end = set()
        self.refresh()

    def _changed(self, _change: Change) -> None:
        self.refresh()

    def refresh(self) -> None:
        """Say every text again (after a change, a new game or a change of language)."""
        self.turnText.emit(self.turn())
        self.stepText.emit(self.step())
        self.pointsText.emit(self.points())
        self.rankingText.emit(self.ranking())
        self.handoverText.emit(self.handover())
        self.controlsChanged.emit(self.controls())

    def controls(self) -> Controls:
        controller = self._controller
        return Controls(
            handover=controller.awaiting_handover,
            end_turn=controller.can_end_turn,
            take_back=controller.can_take_back,
            exchange=controller.can_exchange,
            act=controller.can_act,
            over=controller.is_over,
        )

    def turn(self) -> str:
        controller = self._controller
        game = controller.game
        if game.over:
            winners = [controller.names[p] for p in game.winners()]
            if len(winners) == 1:
                return QCoreApplication.translate(
                    "LoopTilesPlayArea", "Game over: {0} wins."
                ).format(winners[0])
            return QCoreApplication.translate(
                "LoopTilesPlayArea", "Game over: {0} share the win."
            ).format(" & ".join(winners))
        current = controller.names[game.current]
        if controller.is_remote(game.current) and controller.levels[game.current] is None:
            return QCoreApplication.translate(
                "LoopTilesPlayArea", "{0} is playing on another computer…"
            ).format(current)
        if controller.levels[game.current] is not None:  # here, or at the host's table
            return QCoreApplication.translate(
                "LoopTilesPlayArea", "{0} (computer) is playing…"
            ).format(current)
        return QCoreApplication.translate("LoopTilesPlayArea", "{0}'s turn").format(current)

    def banner_kind(self) -> Kind:
        """The banner's colours: the end, a computer player, the hand-over, a person's turn."""
        controller = self._controller
        if controller.game.over:
            return "over"
        if controller.levels[controller.game.current] is not None:
            return "thinking"
        if controller.is_remote(controller.game.current):
            return "wait"
        return "wait" if controller.awaiting_handover else "turn"

    def step(self) -> str:
        """What to do now, in one sentence, at every step of a turn (and between turns)."""
        controller = self._controller
        game = controller.game
        if game.over:
            return QCoreApplication.translate(
                "LoopTilesPlayArea", "The game is over. New Game starts another one."
            )
        name = controller.names[game.current]
        if controller.awaiting_handover:
            return QCoreApplication.translate(
                "LoopTilesPlayArea", "Hand the screen to {0}; {0} clicks the big button when ready."
            ).format(name)
        if not controller.can_act:
            return QCoreApplication.translate(
                "LoopTilesPlayArea", "Wait while {0} places tiles."
            ).format(name)
        held = controller.held_tile()
        placed = len(game.this_turn)
        end_key = key_text(END_TURN_KEY)
        if held is not None:
            if not controller.fits():
                return QCoreApplication.translate(
                    "LoopTilesPlayArea",
                    "The {0} tile fits nowhere now: choose another tile, or end your turn ({1}).",
                ).format(held.value, end_key)
            return QCoreApplication.translate(
                "LoopTilesPlayArea",
                "Place the {0} tile on a lit square (each shows its points), or click it again "
                "to put it back.",
            ).format(held.value)
        if placed >= MAX_TILES_PER_TURN:
            return QCoreApplication.translate(
                "LoopTilesPlayArea",
                "Three tiles placed, the most in a turn: end your turn ({0}), or take the last "
                "one back ({1}).",
            ).format(end_key, key_text(UNDO_KEYS))
        rack = game.racks[game.current]
        stuck = len(controller.unplayable_slots()) == len(rack)
        if placed:
            if stuck:
                return QCoreApplication.translate(
                    "LoopTilesPlayArea", "None of your other tiles fits now: end your turn ({0})."
                ).format(end_key)
            return QCoreApplication.translate(
                "LoopTilesPlayArea",
                "Place another tile (up to three in a turn), or end your turn ({0}).",
            ).format(end_key)
        if controller.can_exchange:
            return QCoreApplication.translate(
                "LoopTilesPlayArea",
                "None of your tiles fits anywhere: exchange them (Exchange tiles), or end your "
                "turn.",
            )
        return QCoreApplication.translate(
            "LoopTilesPlayArea",
            "Choose a tile from your rack: click it (the squares where it fits light up), or "
            "drag it to the board.",
        )

    def end_turn_question(self) -> str | None:
        """The question before End turn when nothing was placed although a tile fits: asked
        once a game to each person (who knows it then), and every time it would end the game
        (a round without a tile ends it); None: end the turn at once."""
        controller = self._controller
        game = controller.game
        if (
            not controller.can_end_turn
            or game.this_turn
            or controller.can_exchange  # nothing fits: ending (or exchanging) is all there is
        ):
            return None
        if game.fixed_turns is None and game.turns_without_tile + 1 >= game.players:
            return QCoreApplication.translate(
                "LoopTilesPlayArea",
                "End your turn without placing a tile? At least one of your tiles fits, and a "
                "round without a tile ends the game.",
            )
        if game.current in self._asked_empty_end:
            return None
        return QCoreApplication.translate(
            "LoopTilesPlayArea",
            "End your turn without placing a tile? At least one of your tiles fits on the board.",
        )

    def end_turn_answered(self) -> None:
        """The person said yes to ``end_turn_question``: they are not asked again this game."""
        self._asked_empty_end.add(self._controller.game.current)

    def points(self) -> str:
        game = self._controller.game
        if game.over:
            return ""
        return QCoreApplication.translate(
            "LoopTilesPlayArea", "This turn: {0} points, {1} of 3 tiles placed · bag: {2}"
        ).format(game.turn_points(), len(game.this_turn), len(game.bag.tiles))

    def ranking(self) -> str:
        controller = self._controller
        if not controller.game.over:
            return ""
        rows = "".join(
            QCoreApplication.translate(
                "LoopTilesPlayArea", "<tr><td>{0}.</td><td>{1}</td><td align='right'>{2}</td></tr>"
            ).format(standing.place, standing.name, standing.total)
            for standing in controller.ranking()
        )
        return QCoreApplication.translate(
            "LoopTilesPlayArea", "<b>Final ranking</b><table cellspacing='4'>{0}</table>"
        ).format(rows)

    def handover(self) -> str:
        current = self._controller.names[self._controller.game.current]
        return QCoreApplication.translate(
            "LoopTilesPlayArea", "Pass to {0}\n{0}, click when ready"
        ).format(current)

    def board_clicked_empty_handed(self) -> str | None:
        """What to say after a click on the board with no tile held (None: nothing)."""
        if not self._controller.can_act:
            return None
        return QCoreApplication.translate(
            "LoopTilesPlayArea", "Take a tile from your rack first (click or drag it)."
        )
