"""Game > Replay…: step through a game roll by roll on every player's sheet.

The window works on its own copy of the game (the one being played, or one opened
from a file in the window), so replaying never changes the game in the main window.
Buttons and keys: Home (start), Left (back), Right (forward), End (end).
"""

from __future__ import annotations

import math
from pathlib import Path

from PySide6.QtCore import QRectF, QSize, QStringListModel, Qt
from PySide6.QtGui import QAction, QKeySequence, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QLabel,
    QListView,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QWidget,
)

from knaster_qt.core.errors import GameError, TranscriptError
from knaster_qt.core.game import Game
from knaster_qt.render import geometry as geo
from knaster_qt.render.picture import SheetPicture
from knaster_qt.render.sheet_painter import paint_sheet
from knaster_qt.session.replay import ReplayStep, replay_steps
from knaster_qt.views.ui_loader import load_ui

TRANSCRIPT_FILTER = "Knaster games (*.knaster *.txt);;All files (*)"
_CAPTION_PX = 22  # room above each sheet for the player's name and score


class ReplaySheets(QWidget):
    """Every player's sheet of one replay step, side by side in a grid."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(300, 220)
        self.pictures: list[tuple[str, SheetPicture]] = []  # (caption, picture) per player

    def sizeHint(self) -> QSize:
        return QSize(660, 500)

    def show_step(self, step: ReplayStep) -> None:
        game = step.game
        used = dict(step.used)
        self.pictures = []
        for seat, name in enumerate(game.players):
            total = game.score(seat).total
            points = f"{total} point{'s' if total != 1 else ''}"
            # The cell each player wrote or circled on this roll is framed.
            picture = SheetPicture.from_game(game, seat, hint_cell=used.get(seat))
            self.pictures.append((f"{name} · {points}", picture))
        self.update()

    def sheet_rects(self) -> list[QRectF]:
        """Where each player's sheet goes: a grid as square as the sheets' shape allows."""
        count = max(1, len(self.pictures))
        columns = max(1, round(math.sqrt(count * self.width() / max(1, self.height()) * 0.7)))
        columns = min(columns, count)
        rows = math.ceil(count / columns)
        cell_w = self.width() / columns
        cell_h = self.height() / rows
        width = min(
            cell_w - 8, (cell_h - _CAPTION_PX - 8) * geo.SHEET_WIDTH_MM / geo.SHEET_HEIGHT_MM
        )
        height = width * geo.SHEET_HEIGHT_MM / geo.SHEET_WIDTH_MM
        rects = []
        for index in range(count):
            row, column = divmod(index, columns)
            x = column * cell_w + (cell_w - width) / 2
            y = row * cell_h + _CAPTION_PX + (cell_h - _CAPTION_PX - height) / 2
            rects.append(QRectF(x, y, max(width, 0), max(height, 0)))
        return rects

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            for (caption, picture), rect in zip(self.pictures, self.sheet_rects(), strict=False):
                caption_rect = QRectF(rect.x(), rect.y() - _CAPTION_PX, rect.width(), _CAPTION_PX)
                painter.setPen(self.palette().windowText().color())
                painter.drawText(caption_rect, Qt.AlignmentFlag.AlignCenter, caption)
                paint_sheet(painter, rect, picture)
        finally:
            painter.end()


class ReplayWindow(QDialog):
    """The replay of one game: the position after each roll, the list of rolls, the controls."""

    positionLabel: QLabel
    sheetsView: ReplaySheets
    stepList: QListView
    startButton: QPushButton
    backButton: QPushButton
    forwardButton: QPushButton
    endButton: QPushButton
    openButton: QPushButton
    closeButton: QPushButton
    splitter: QSplitter

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        load_ui("replay_window.ui", self, {"ReplaySheets": ReplaySheets})
        self.steps: list[ReplayStep] = []
        self.position = 0
        self.message_box: QMessageBox | None = None
        self.step_model = QStringListModel(self)
        self.stepList.setModel(self.step_model)
        self.stepList.setEditTriggers(QListView.EditTrigger.NoEditTriggers)
        self.stepList.selectionModel().currentChanged.connect(
            lambda current, _previous: self.go_to(current.row()) if current.isValid() else None
        )
        self.startButton.clicked.connect(self.to_start)
        self.backButton.clicked.connect(self.back)
        self.forwardButton.clicked.connect(self.forward)
        self.endButton.clicked.connect(self.to_end)
        self.openButton.clicked.connect(self._ask_open)
        self.closeButton.clicked.connect(self.close)
        for key, slot in (
            (Qt.Key.Key_Home, self.to_start),
            (Qt.Key.Key_Left, self.back),
            (Qt.Key.Key_Right, self.forward),
            (Qt.Key.Key_End, self.to_end),
        ):
            action = QAction(self)
            action.setShortcut(QKeySequence(key))
            # The keys step the replay wherever the focus is in this window (also in the list).
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(slot)
            self.addAction(action)
        self.setModal(False)
        self.splitter.setStretchFactor(0, 4)  # the sheets get the room; the list stays narrow
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([700, 260])

    # --- what the game and the position are ----------------------------------------------

    def set_game(self, game: Game, title: str = "") -> None:
        """Replay ``game`` (a copy is kept); the position starts at the end, as the game stands."""
        self.steps = replay_steps(game)
        self.step_model.setStringList([step.describe() for step in self.steps])
        self.setWindowTitle(f"Replay{f' of {title}' if title else ''} — Knaster")
        self.go_to(len(self.steps) - 1)

    def open_file(self, path: Path | str) -> bool:
        """Replay a transcript file; one that does not check is reported (with its line)."""
        from knaster_qt.core.transcript import load_transcript

        path = Path(path)
        try:
            game = load_transcript(path)
        except TranscriptError as error:
            self._show_error(f"{path.name}, line {error.line}: {error.message}")
            return False
        except (GameError, OSError) as error:
            self._show_error(f"{path.name}: {error}")
            return False
        self.set_game(game, path.name)
        return True

    @property
    def step(self) -> ReplayStep:
        return self.steps[self.position]

    # --- stepping -------------------------------------------------------------------------------

    def go_to(self, position: int) -> None:
        if not self.steps:
            return
        self.position = max(0, min(position, len(self.steps) - 1))
        step = self.step
        last = len(self.steps) - 1
        state = " · game over" if self.position == last and step.game.game_over else ""
        self.positionLabel.setText(
            f"<b>Step {self.position} of {last}</b>{state} — {step.describe()}"
        )
        self.sheetsView.show_step(step)
        self.startButton.setEnabled(self.position > 0)
        self.backButton.setEnabled(self.position > 0)
        self.forwardButton.setEnabled(self.position < last)
        self.endButton.setEnabled(self.position < last)
        index = self.step_model.index(self.position, 0)
        if self.stepList.currentIndex() != index:
            self.stepList.setCurrentIndex(index)
            self.stepList.scrollTo(index)

    def to_start(self) -> None:
        self.go_to(0)

    def back(self) -> None:
        self.go_to(self.position - 1)

    def forward(self) -> None:
        self.go_to(self.position + 1)

    def to_end(self) -> None:
        self.go_to(len(self.steps) - 1)

    # --- dialogs ---------------------------------------------------------------------------------

    def _ask_open(self) -> None:
        from knaster_qt.views.file_places import remember_choice, start_path

        path, _ = QFileDialog.getOpenFileName(self, "Replay Game", start_path(), TRANSCRIPT_FILTER)
        remember_choice(path)
        if path:
            self.open_file(path)

    def _show_error(self, text: str) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            "Cannot replay game",
            text,
            QMessageBox.StandardButton.Ok,
            self,
        )
        self.message_box = box
        box.open()
