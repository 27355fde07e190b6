"""Loop Tiles' first-game guide: a short solo turn in which a callout points at what to do.

It points at the board (welcome), at a tile of the rack that fits (take it), at the square
where it scores most (place it), at the line it joined (how a tile scores), at the turn's
score, at End turn, and at the pad where the turn was written. It moves on when the player
has done it (the controller's Changes say what happened) and follows a player who does
something else: another tile, another square, a tile taken back. It only points: the
controller and the core decide what is legal, as always. Skip (the button or Escape) ends
it at once; the game stays on the board. The callout itself is the kit's (kit/guide.py).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QWidget

from knaster_qt.change import Change
from knaster_qt.games.loop_tiles.core.game import Report
from knaster_qt.games.loop_tiles.core.material import Square
from knaster_qt.games.loop_tiles.core.placement import placement_points
from knaster_qt.games.loop_tiles.core.transcript import Transcript
from knaster_qt.games.loop_tiles.models.controller import LoopTilesController
from knaster_qt.games.loop_tiles.views.board_view import BoardView
from knaster_qt.games.loop_tiles.views.rack_view import RackView
from knaster_qt.kit.guide import GameGuide, GuideStep
from knaster_qt.kit.paint import qrect
from knaster_qt.texts import UNDO_KEYS, key_text


class Stage(enum.Enum):
    """In the guide's order (the kit's ``GameGuide.stages``): the last step, then the end."""

    WELCOME = enum.auto()  # the board and the start tile
    RACK = enum.auto()  # take a tile that fits
    SQUARE = enum.auto()  # place it on the lit square that scores most
    JOINED = enum.auto()  # a line joined: how the tile scored
    SCORE = enum.auto()  # the turn's score; up to three tiles
    END = enum.auto()  # End turn
    PAD = enum.auto()  # the turn written on the pad: play on
    DONE = enum.auto()


@dataclass(frozen=True)
class GuideTargets:
    """The widgets the guide points at, on the window that shows the game."""

    window: QWidget
    board: BoardView
    rack: RackView
    points: QWidget  # the turn's score line
    end_turn: QWidget  # the End turn button
    pad: QWidget  # the score pad


def guide_game(name: str, seed: int) -> Transcript:
    """The guide's solo game: the first bag from ``seed`` on whose first rack a tile fits."""
    while True:
        transcript = Transcript.new([name], seed)
        if transcript.game.can_place(0):
            return transcript
        seed += 1


def needs_new_game(transcript: Transcript) -> bool:
    """Whether the guide needs a new game: it plays a solo game from its first tile."""
    game = transcript.game
    return (
        len(transcript.names) != 1
        or bool(transcript.actions)
        or game.over
        or not game.can_place(0)  # a first rack that fits nowhere has nothing to show
    )


class LoopTilesGuide(GameGuide[Stage, LoopTilesController, GuideTargets]):
    """Walks a person through their first turn on ``targets.window``."""

    stages = Stage
    explaining = (Stage.WELCOME, Stage.JOINED, Stage.SCORE, Stage.PAD)

    def __init__(self, controller: LoopTilesController, targets: GuideTargets) -> None:
        super().__init__(controller, targets)
        self.placed: Report | None = None  # the guide's first placement, explained

    # --- the player's side -------------------------------------------------------------

    def next(self) -> None:
        """The Next button: on from a step that only explains; Finish on the last one."""
        following = {Stage.WELCOME: Stage.RACK, Stage.JOINED: Stage.SCORE, Stage.SCORE: Stage.END}
        if self.stage is Stage.PAD:
            self.end(True)
        elif self.stage in following:
            self._go(following[self.stage])

    # --- following the game ---------------------------------------------------------------

    def follow(self, change: Change) -> None:
        for report in change.reports:
            assert isinstance(report, Report)
            self._acted(report)
        if not change.reports:  # a tile taken or put down
            held = self.controller.held_tile() is not None
            if self.stage is Stage.RACK and held:
                self._go(Stage.SQUARE)
            elif self.stage is Stage.SQUARE and not held:
                self._go(Stage.RACK)
            else:
                self.show()

    def _acted(self, report: Report) -> None:
        if report.kind == "place" and self.placed is None:
            self.placed = report
            self._go(Stage.JOINED)
        elif report.kind == "take back" and self.placed is not None:
            if report.square == self.placed.square:  # the tile explained is gone again
                self.placed = None
                self._go(Stage.RACK)
            else:
                self.show()
        elif report.kind in ("end turn", "exchange"):
            self._go(Stage.PAD)
        else:
            self.show()

    # --- what the guide says and where it points ---------------------------------------------

    def current_step(self) -> GuideStep:
        text, target = self._step()
        board = self._board_rect()
        # Beside the board when the target is on it (its squares stay free to click).
        keep_free = (board,) if board.contains(target.center()) else ()
        return GuideStep(text, target, keep_free)

    def _step(self) -> tuple[str, QRectF]:
        """The words and the rectangle pointed at (window coordinates)."""
        stage = self.stage
        controller = self.controller
        game = controller.game
        if stage is Stage.WELCOME:
            return (
                self.tr(
                    "<b>Welcome to Loop Tiles!</b> This guide plays your first turn with you. "
                    "Tiles go on this board so that their lines join; the game starts from the "
                    "tile on the centre square."
                ),
                self._board_rect(),
            )
        if stage is Stage.RACK:
            slot = self.best_slot()
            rack = self.rect_of(self.targets.rack)
            if slot is None:
                return self.tr("<b>Your rack</b>: choose a tile."), rack
            value = game.racks[game.current][slot].value
            return (
                self.tr(
                    "<b>Your rack</b>: five tiles, each with lines and a value. Take the {value} "
                    "tile: click it (or drag it to the board)."
                ).format(value=value),
                self._slot_rect(slot),
            )
        if stage is Stage.SQUARE:
            square = self.best_square()
            tile = controller.held_tile()
            if square is None or tile is None:
                return (
                    self.tr("This tile fits nowhere now: click it again and take another one."),
                    self.rect_of(self.targets.rack),
                )
            return (
                self.tr(
                    "The <b>lit squares</b> are where the {value} tile fits: its lines join "
                    "there, and no line is blocked. Click the ringed square: it scores {points}."
                ).format(value=tile.value, points=controller.preview(square)),
                self._square_rect(square),
            )
        if stage is Stage.JOINED and self.placed is not None:
            return self._joined_words(self.placed)
        if stage in (Stage.JOINED, Stage.SCORE):
            return (
                self.tr(
                    "<b>The turn's score</b> so far: {points}. You may place up to three tiles "
                    "in a turn, one after another; {undo} takes the last one back."
                ).format(points=game.turn_points(), undo=key_text(UNDO_KEYS)),
                self.rect_of(self.targets.points),
            )
        if stage is Stage.END:
            return (
                self.tr(
                    "Place more tiles if you like, then click <b>End turn</b>: your rack is "
                    "filled up again from the bag."
                ),
                self.rect_of(self.targets.end_turn),
            )
        totals = game.scores
        return (
            self.tr(
                "<b>Your turn is written on the pad</b>: {points} points in all. Play on as you "
                "like: the game ends when the bag is empty and no tile fits, or after a round "
                "without a tile. Help > Rules explains everything."
            ).format(points=totals[0] if totals else 0),
            self.rect_of(self.targets.pad),
        )

    def _joined_words(self, report: Report) -> tuple[str, QRectF]:
        game = self.controller.game
        assert report.tile is not None and report.square is not None
        tile, square = report.tile, report.square
        joined = [game.placed[other].value for other in report.joined if other in game.placed]
        bonus = game.board.multiplier(square)
        value_words = (
            self.tr("{value} × {bonus}").format(value=tile.value, bonus=bonus)
            if bonus > 1
            else str(tile.value)
        )
        sum_words = " + ".join([value_words, *(str(value) for value in joined)])
        text = self.tr(
            "<b>A line joined!</b> A tile scores its value (times the square's bonus, if it "
            "has one) plus the value of every tile its lines join: {sum} = {points} points."
        ).format(sum=sum_words, points=report.points)
        rect = self._square_rect(square)
        for other in report.joined:
            rect = rect.united(self._square_rect(other))
        return text, rect

    # --- what the guide advises ------------------------------------------------------------

    def best_slot(self) -> int | None:
        """The rack tile that can score most now (the guide's advice; None: none fits)."""
        best = self._best()
        return best[0] if best is not None else None

    def best_square(self) -> Square | None:
        """Where the held tile scores most (the first such square, row by row)."""
        controller = self.controller
        squares = sorted(controller.fits(), key=lambda s: (s[1], s[0]))
        if not squares:
            return None
        return max(squares, key=lambda square: controller.preview(square) or 0)

    def _best(self) -> tuple[int, Square] | None:
        controller = self.controller
        game = controller.game
        best: tuple[int, int, Square] | None = None
        for slot, tile in enumerate(game.racks[game.current]):
            for square in game.legal_placements(tile):
                points = placement_points(game.board, game.placed, tile, square)
                if best is None or points > best[0]:
                    best = (points, slot, square)
        return None if best is None else (best[1], best[2])

    # --- where things are on the window ----------------------------------------------------

    def _board_rect(self) -> QRectF:
        """The board as drawn (its lettered frame), not the widget's margins beside it."""
        board = self.targets.board
        return self.rect_on(board, qrect(board.board_geometry().board_rect))

    def _slot_rect(self, slot: int) -> QRectF:
        return self.rect_on(self.targets.rack, self.targets.rack.slot_rect(slot))

    def _square_rect(self, square: Square) -> QRectF:
        return self.rect_on(self.targets.board, self.targets.board.square_rect(square))
