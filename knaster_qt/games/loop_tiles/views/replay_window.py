"""Loop Tiles' replay window: a saved game step by step, the board and the pad as they were.

The transcript is read once; each step is the game set up again from its bag and played
through the core up to that action, so the replay shows exactly what the rules made.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from knaster_qt.games.loop_tiles.core.errors import LoopTilesError
from knaster_qt.games.loop_tiles.core.material import standard_tiles
from knaster_qt.games.loop_tiles.core.transcript import (
    Done,
    Exchange,
    Place,
    Transcript,
    parse,
)
from knaster_qt.games.loop_tiles.render.picture import BoardPicture, PadPicture
from knaster_qt.games.loop_tiles.views.board_view import BoardScrollArea
from knaster_qt.games.loop_tiles.views.pad_view import PadView
from knaster_qt.games.loop_tiles.views.ui_loop_tiles_replay import Ui_LoopTilesReplay


def replayed(transcript: Transcript, steps: int) -> Transcript:
    """The game of ``transcript`` after its first ``steps`` actions, played again."""
    again = Transcript(
        transcript.names, transcript.bag, fixed_turns=transcript.fixed_turns, meta=transcript.meta
    )
    tiles = standard_tiles()
    for action in transcript.actions[:steps]:
        if isinstance(action, Place):
            again.place(tiles[action.tile], action.square)
        elif isinstance(action, Done):
            again.end_turn()
        elif isinstance(action, Exchange):
            again.exchange(action.order)
    return again


class LoopTilesReplay(QDialog):
    """The replay: a slider over the game's actions, the board and the pad at that moment."""

    def __init__(self, parent: QWidget | None, ask_open: Callable[[QWidget], str]) -> None:
        super().__init__(parent)
        self.ask_open = ask_open
        self.ui = Ui_LoopTilesReplay()
        self.ui.setupUi(self)
        self.transcript: Transcript | None = None
        self.board_area = BoardScrollArea(self.ui.boardHolder)
        self.ui.boardLayout.addWidget(self.board_area)
        self.pad = PadView(self.ui.padHolder)
        self.ui.padLayout.addWidget(self.pad)
        self.slider = self.ui.slider
        self.step_label = self.ui.stepLabel
        self.slider.valueChanged.connect(self.show_step)
        ui = self.ui
        ui.startButton.clicked.connect(self.to_start)
        ui.backButton.clicked.connect(self.back)
        ui.forwardButton.clicked.connect(self.forward)
        ui.endButton.clicked.connect(self.to_end)
        ui.openButton.clicked.connect(self._ask_open)
        ui.closeButton.clicked.connect(self.close)
        self.message_box: QMessageBox | None = None

    def set_transcript(self, text: str | bytes, source: str, title: str = "") -> None:
        transcript = parse(text)  # TranscriptError (a GameFileError)
        self.transcript = transcript
        self.setWindowTitle(self.tr("Replay of {0}").format(title or source))
        self.slider.setRange(0, len(transcript.actions))
        self.slider.setValue(len(transcript.actions))
        self.show_step(len(transcript.actions))

    def show_step(self, steps: int) -> None:
        if self.transcript is None:
            return
        shown = replayed(self.transcript, steps)
        game = shown.game
        self.board_area.board.set_picture(BoardPicture.from_game(game))
        columns = [shown.turn_scores(player) for player in range(len(shown.names))]
        self.pad.set_picture(PadPicture.from_columns(shown.names, columns, titled=False))
        last = len(self.transcript.actions)
        self.step_label.setText(self.tr("Step {0} of {1}").format(steps, last))
        self.ui.startButton.setEnabled(steps > 0)
        self.ui.backButton.setEnabled(steps > 0)
        self.ui.forwardButton.setEnabled(steps < last)
        self.ui.endButton.setEnabled(steps < last)

    def to_start(self) -> None:
        self.slider.setValue(0)

    def back(self) -> None:
        self.slider.setValue(self.slider.value() - 1)

    def forward(self) -> None:
        self.slider.setValue(self.slider.value() + 1)

    def to_end(self) -> None:
        self.slider.setValue(self.slider.maximum())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Home, Left, Right and End step as the buttons do (as in Knaster's replay)."""
        keys = {
            Qt.Key.Key_Home: self.to_start,
            Qt.Key.Key_Left: self.back,
            Qt.Key.Key_Right: self.forward,
            Qt.Key.Key_End: self.to_end,
        }
        action = keys.get(Qt.Key(event.key()))
        if action is None:
            super().keyPressEvent(event)
            return
        action()
        event.accept()

    def _ask_open(self) -> None:
        """Replay another saved game (the shell's Open dialog); the game being played stays."""
        path = self.ask_open(self)
        if not path:
            return
        try:
            self.set_transcript(Path(path).read_bytes(), path, Path(path).name)
        except (LoopTilesError, OSError, ValueError) as error:
            box = QMessageBox(
                QMessageBox.Icon.Warning,
                self.tr("Cannot replay game"),
                self.tr("{file}: {problem}").format(file=Path(path).name, problem=error),
                QMessageBox.StandardButton.Ok,
                self,
            )
            self.message_box = box
            box.open()
