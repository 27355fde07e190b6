"""Game > Replay… for Exact Hit: a transcript stepped through, every player's sheet shown."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QDialog, QGridLayout, QLabel, QWidget

from knaster_qt.games.exact_hit.core.game import Game
from knaster_qt.games.exact_hit.core.transcript import parse
from knaster_qt.games.exact_hit.core.transcript_write import statement_of
from knaster_qt.games.exact_hit.models.controller import ExactHitController
from knaster_qt.games.exact_hit.models.sheet_model import SheetModel
from knaster_qt.games.exact_hit.views.sheet_view import ExactHitSheetView
from knaster_qt.games.exact_hit.views.ui_exact_hit_replay_window import Ui_ExactHitReplayWindow


class ReplayWindow(QDialog):
    """The sheets of a game after any of its steps (slider, Back/Next, Home/End)."""

    def __init__(self, parent: QWidget | None, ask_open: Callable[[QWidget], str]) -> None:
        super().__init__(parent)
        self.ui = Ui_ExactHitReplayWindow()
        self.ui.setupUi(self)
        self.ask_open = ask_open
        self.final: Game | None = None
        self.step_label = self.ui.stepLabel
        self.slider = self.ui.slider
        self.back_button = self.ui.backButton
        self.next_button = self.ui.nextButton
        self.open_button = self.ui.openButton
        self.sheets_box = self.ui.sheetsBox
        grid = self.sheets_box.layout()
        assert isinstance(grid, QGridLayout)
        self.grid = grid
        self.sheets: list[tuple[QLabel, ExactHitSheetView]] = []
        self.slider.valueChanged.connect(self.show_step)
        self.back_button.clicked.connect(lambda: self.slider.setValue(self.slider.value() - 1))
        self.next_button.clicked.connect(lambda: self.slider.setValue(self.slider.value() + 1))
        self.open_button.clicked.connect(self._open)
        self.controller: ExactHitController | None = None

    def set_transcript(self, text: str | bytes, source: str, title: str = "") -> None:
        game = parse(text)  # TranscriptError (a GameFileError) for a bad transcript
        self.final = game
        self.setWindowTitle(self.tr("Replay of {0}").format(title or source))
        for label, sheet in self.sheets:
            label.deleteLater()
            sheet.deleteLater()
        self.sheets = []
        if self.controller is not None:  # its sheets' models go with it
            self.controller.deleteLater()
            self.controller = None
        columns = 3 if game.players > 4 else 2 if game.players > 1 else 1
        for player in range(game.players):
            label = QLabel(self.sheets_box)
            sheet = ExactHitSheetView(self.sheets_box, read_only=True)
            self.grid.addWidget(label, 2 * (player // columns), player % columns)
            self.grid.addWidget(sheet, 2 * (player // columns) + 1, player % columns)
            self.sheets.append((label, sheet))
        self.slider.setRange(0, len(game.history))
        self.slider.setValue(len(game.history))
        self.show_step(len(game.history))

    def _open(self) -> None:
        path = self.ask_open(self)
        if path:
            self.set_transcript(Path(path).read_bytes(), path, Path(path).name)

    def game_at(self, step: int) -> Game:
        """The game after its first ``step`` actions."""
        final = self.final
        assert final is not None
        game = Game(final.players, final.letters, names=final.names)
        for event in final.history[:step]:
            game.apply(event.player, event.action)
        return game

    def show_step(self, step: int) -> None:
        if self.final is None:
            return
        game = self.game_at(step)
        if self.controller is None:
            self.controller = ExactHitController(game, parent=self)
            for player, (_label, sheet) in enumerate(self.sheets):
                sheet.setModel(SheetModel(self.controller, player, interactive=False))
        else:
            self.controller.replace(game)
        for player, (label, _sheet) in enumerate(self.sheets):
            marks = game.marks[player]
            label.setText(
                self.tr("{0} · sheet {1} · {2} points").format(
                    game.names[player], marks.sheet.letter, marks.total
                )
            )
        history = self.final.history
        if step == 0:
            text = self.tr("Before the first throw.")
        else:
            event = history[step - 1]
            before = self.game_at(step - 1)
            text = statement_of(game.names[event.player], event.action, before.dice)
        self.step_label.setText(self.tr("Step {0} of {1}: {2}").format(step, len(history), text))
        self.back_button.setEnabled(step > 0)
        self.next_button.setEnabled(step < len(history))
