"""Game > Replay…: step through a game roll by roll on every player's sheet.

The window works on its own copy of the game (the one being played, or one opened
from a file in the window), so replaying never changes the game in the main window.
Buttons and keys: Home (start), Left (back), Right (forward), End (end).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QStringListModel, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QListView,
    QMessageBox,
    QWidget,
)

from knaster_qt.games.knaster.core.errors import GameError, TranscriptError
from knaster_qt.games.knaster.core.game import Game
from knaster_qt.games.knaster.core.transcript import load_transcript, parse_transcript
from knaster_qt.games.knaster.models.replay_steps import ReplayStep, replay_steps
from knaster_qt.games.knaster.views.ui_replay_window import Ui_ReplayWindow
from knaster_qt.texts import translated, with_key


class ReplayWindow(QDialog):
    """The replay of one game: the position after each roll, the list of rolls, the controls."""

    def __init__(
        self, parent: QWidget | None = None, ask_open: Callable[[QWidget], str] | None = None
    ) -> None:
        super().__init__(parent)
        self._ask_open_path = ask_open  # the shell's Open dialog (its filters, its last folder)
        self.ui = Ui_ReplayWindow()
        self.ui.setupUi(self)
        self._name_keys()
        self.steps: list[ReplayStep] = []
        self.position = 0
        self._title = ""
        self.message_box: QMessageBox | None = None
        self.step_model = QStringListModel(self)
        self.ui.stepList.setModel(self.step_model)
        self.ui.stepList.setEditTriggers(QListView.EditTrigger.NoEditTriggers)
        self.ui.stepList.selectionModel().currentChanged.connect(
            lambda current, _previous: self.go_to(current.row()) if current.isValid() else None
        )
        self.ui.startButton.clicked.connect(self.to_start)
        self.ui.backButton.clicked.connect(self.back)
        self.ui.forwardButton.clicked.connect(self.forward)
        self.ui.endButton.clicked.connect(self.to_end)
        self.ui.openButton.clicked.connect(self._ask_open)
        self.ui.closeButton.clicked.connect(self.close)
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
        self.ui.splitter.setStretchFactor(0, 4)  # the sheets get the room; the list stays narrow
        self.ui.splitter.setStretchFactor(1, 1)
        self.ui.splitter.setSizes([700, 260])

    # --- what the game and the position are ----------------------------------------------

    def set_game(self, game: Game, title: str = "") -> None:
        """Replay ``game`` (a copy is kept); the position starts at the end, as the game stands."""
        self.steps = replay_steps(game)
        self._title = title
        self._say_texts()
        self.go_to(len(self.steps) - 1)

    def _say_texts(self) -> None:
        """The texts made from the game, in the app's language (again after a change)."""
        self.step_model.setStringList([step.describe() for step in self.steps])
        if self._title:
            #: The replay window's title; {title}: the game's file name
            self.setWindowTitle(self.tr("Replay of {title} — Knaster").format(title=self._title))
        else:
            self.setWindowTitle(self.tr("Replay — Knaster"))

    def _name_keys(self) -> None:
        """The step buttons' tooltips name their keys as the platform does in the language."""
        ui = self.ui
        for button, key in (
            (ui.startButton, "Home"),
            (ui.backButton, "Left"),
            (ui.forwardButton, "Right"),
            (ui.endButton, "End"),
        ):
            button.setToolTip(with_key(button.toolTip(), key))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.ui.retranslateUi(self)
            self._name_keys()
            if self.steps:
                self._say_texts()
                self.go_to(self.position)
        super().changeEvent(event)

    def set_transcript(self, text: str | bytes, source: str, title: str = "") -> None:
        """Replay the transcript ``text``; TranscriptError (a GameFileError) if it is bad."""
        try:
            game = parse_transcript(text, source)
        except TranscriptError:
            raise
        except GameError as error:
            raise TranscriptError(str(error), 1, source) from error
        self.set_game(game, title)

    def open_file(self, path: Path | str) -> bool:
        """Replay a transcript file; one that does not check is reported (with its line)."""
        path = Path(path)
        try:
            game = load_transcript(path)
        except TranscriptError as error:
            #: A transcript that does not check: its file, the line and the problem
            self._show_error(
                self.tr("{file}, line {line}: {problem}").format(
                    file=path.name, line=error.line, problem=translated(error.message)
                )
            )
            return False
        except (GameError, OSError) as error:
            self._show_error(
                self.tr("{file}: {problem}").format(file=path.name, problem=translated(error))
            )
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
        where = self.tr("Step {position} of {last}").format(position=self.position, last=last)
        where = f"<b>{where}</b>"
        if self.position == last and step.game.game_over:
            where = self.tr("{step} · game over").format(step=where)
        self.ui.positionLabel.setText(
            self.tr("{step} — {what}").format(step=where, what=step.describe())
        )
        self.ui.sheetsView.show_step(step)
        self.ui.startButton.setEnabled(self.position > 0)
        self.ui.backButton.setEnabled(self.position > 0)
        self.ui.forwardButton.setEnabled(self.position < last)
        self.ui.endButton.setEnabled(self.position < last)
        index = self.step_model.index(self.position, 0)
        if self.ui.stepList.currentIndex() != index:
            self.ui.stepList.setCurrentIndex(index)
            self.ui.stepList.scrollTo(index)

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
        if self._ask_open_path is not None:
            path = self._ask_open_path(self)
        else:
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Replay Game"))
        if path:
            self.open_file(path)

    def _show_error(self, text: str) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Cannot replay game"),
            text,
            QMessageBox.StandardButton.Ok,
            self,
        )
        self.message_box = box
        box.open()
