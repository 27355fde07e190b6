"""The windows and questions of the main window's session: the resume and abandon questions,
storage warnings and the red "not saved" mark, Open Recent, Recovered Games, Replay,
Statistics and Settings.

The session itself (autosave, resume, recovered games, pending records, the quit guard's
decision) is ``knaster_qt.shell.session.session.Session``, without widgets; this module
words what it reports and asks the person what it needs to know. It reaches back into
no window: ``install_persistence`` hands it the parts it uses (``WindowParts``) once, and
the window tells it which game is on screen (``attach``).

    from knaster_qt.shell.views.persistence import install_persistence
    self.persistence = install_persistence(self)   # in MainWindow.bind_game

The app calls ``window.persistence.startup()`` once the window is shown: it offers
an unfinished game for resumption and opens the records (a damaged file is set
aside with a message). A smoke test skips it and so never asks and never writes.
Dialogs open with open(), never exec(), so tests drive them like a person.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QMenu, QStatusBar, QWidget

from knaster_qt.play_area import PlayArea, Preferences
from knaster_qt.shell import settings
from knaster_qt.shell.licences import APP_NAME
from knaster_qt.shell.session.keeper import FoundGame, GameKeeper
from knaster_qt.shell.session.session import Session
from knaster_qt.shell.views.quit_guard import QuitGuard
from knaster_qt.widgets.tones import follow_scheme, warning_style

if TYPE_CHECKING:  # the windows and message boxes are imported when first opened: a faster start-up
    from PySide6.QtWidgets import QMessageBox

    from knaster_qt.games import GameEntry
    from knaster_qt.play_area import Replay
    from knaster_qt.shell.views.game_window import GameWindow
    from knaster_qt.shell.views.recovered_games import RecoveredGamesWindow
    from knaster_qt.shell.views.settings_dialog import SettingsDialog
    from knaster_qt.shell.views.statistics_window import StatisticsWindow
    from knaster_qt.shell.views.ui_main_window import Ui_MainWindow


@dataclass(frozen=True)
class WindowParts:
    """What the main window lends its session's windows (``install_persistence`` gives them)."""

    parent: QWidget  # of every dialog and window opened here
    status_bar: QStatusBar
    ui: Ui_MainWindow  # the menus and actions served here (Open Recent, Recovered Games, ...)
    open_file: Callable[..., bool]  # GameWindow.open_file(path, *, recovered=False)
    show_error: Callable[[str, str], None]  # a warning that does not block


class Persistence(QObject):
    """The windows and questions that keep and show the player's games, for one main window."""

    def __init__(
        self, parts: WindowParts, session: Session, play: PlayArea, entry: GameEntry
    ) -> None:
        super().__init__(parts.parent)
        self.parts = parts
        self.session = session
        self.play = play  # the game on screen and its game (``attach``)
        self.entry = entry
        self.message_box: QMessageBox | None = None  # the last warning or question shown
        self.resume_box: QMessageBox | None = None
        self.abandon_box: QMessageBox | None = None  # "Abandon the game in round N?"
        self.replay_window: Replay | None = None  # the last replay shown
        self._replays: dict[str, Replay] = {}  # one window per game
        self.statistics_window: StatisticsWindow | None = None
        self.recovered_window: RecoveredGamesWindow | None = None
        self.settings_dialog: SettingsDialog | None = None
        self.quit_guard: QuitGuard | None = None
        # Stays in the status bar while the game is not on disk (the messages come and go).
        self.storage_label = QLabel()
        self.storage_label.setObjectName("storageLabel")
        mark = self.storage_label
        follow_scheme(mark, lambda: mark.setStyleSheet(warning_style(bold=True)))
        self.storage_label.hide()
        parts.status_bar.addPermanentWidget(self.storage_label)
        session.problem.connect(self.warn)
        session.recordFailed.connect(self.tell)
        session.recordStored.connect(parts.status_bar.showMessage)
        session.storageChanged.connect(self._show_storage_mark)
        session.savedAgain.connect(self._saved_again)
        session.keptChanged.connect(self._kept_changed)
        session.pendingStored.connect(self._pending_stored)
        session.resumeOffered.connect(self._ask_resume)
        # The menus and actions are ui/main_window.ui's; here they are filled and connected.
        ui = parts.ui
        self.recent_menu: QMenu = ui.menuRecent
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self.recovered_action: QAction = ui.actionRecovered
        self.recovered_action.triggered.connect(self.show_recovered_games)
        self.replay_action: QAction = ui.actionReplay
        self.statistics_action: QAction = ui.actionStatistics
        self.settings_action: QAction = ui.actionSettings
        self.animation_action: QAction = ui.actionAnimateDice
        # The platform's own key for settings (Ctrl+, on macOS): Qt Designer stores fixed keys only.
        self.settings_action.setShortcut(QKeySequence.StandardKey.Preferences)
        self.replay_action.triggered.connect(lambda: self.show_replay())
        self.statistics_action.triggered.connect(self.show_statistics)
        self.settings_action.triggered.connect(self.show_settings)
        self._fill_recent_menu()
        # Only whether there are kept games: reading them waits until the window opens.
        self._kept_changed()
        self.retranslate()

    @property
    def keeper(self) -> GameKeeper:
        """The session's autosave and records."""
        return self.session.keeper

    def retranslate(self) -> None:
        """A new language (Edit > Language): the texts set here, again."""
        self.storage_label.setText(self.tr("⚠ Game not saved: kept in memory"))
        self._fill_recent_menu()

    # --- start-up -------------------------------------------------------------------

    def startup(self) -> None:
        """Offer the unfinished game (if any) and check the records; the app calls it once."""
        self.session.startup()

    def attach(self, play: PlayArea, entry: GameEntry) -> None:
        """Keep and show ``play``'s game (of ``entry``) from now on (the window changed its game)."""
        self.play, self.entry = play, entry
        self.session.attach(play)
        play.apply_preferences(preferences())

    def _pending_stored(self, stored: int) -> None:
        self.parts.status_bar.showMessage(
            self.tr("%n finished game(s) from an earlier session added to the records.", "", stored)
        )

    def _ask_resume(self, found: FoundGame) -> None:
        from PySide6.QtWidgets import QMessageBox

        if found.entry is self.entry:
            kept = self.tr("An unfinished game was kept: {0}.").format(self._describe(found))
        else:
            kept = self.tr("An unfinished game of {0} was kept: {1}.").format(
                found.entry.name.replace("&", ""), self._describe(found)
            )
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Resume game?"),
            kept + "\n\n" + self.tr("Resume it where it stopped?"),
            QMessageBox.StandardButton.NoButton,
            self.parts.parent,
        )
        resume = box.addButton(self.tr("&Resume"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("&New Game"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(resume)
        box.finished.connect(
            lambda _result: self._resume_answered(found, box.clickedButton() is resume)
        )
        self.resume_box = box
        box.open()

    def _describe(self, found: FoundGame) -> str:
        """``sheet A, round 3 (so far Ann: 12 points, Bob: 9 points)`` for the resume question."""
        scores = ", ".join(
            self.tr("{0}: {1}").format(
                player["name"], self.tr("%n point(s)", "", int(player["total"]))
            )
            for player in found.summary["players"]
        )
        sheet = found.summary.get("sheet")
        rounds = int(found.summary["rounds"])
        if sheet:
            return self.tr("sheet {0}, round {1} (so far {2})").format(sheet, rounds, scores)
        return self.tr("round {0} (so far {1})").format(rounds, scores)

    def _resume_answered(self, found: FoundGame, resume: bool) -> None:
        kept = self.session.answer_resume(found, resume)
        if resume:
            rounds = found.summary["rounds"]
            self.parts.status_bar.showMessage(
                self.tr("Resumed the game at round {0}.").format(rounds)
            )
        elif kept:
            self.parts.status_bar.showMessage(
                self.tr("The unfinished game was kept as {0} (Game > Recovered Games).").format(
                    kept
                )
            )

    # --- replacing an unfinished game -------------------------------------------------

    def confirm_abandon(self, replace: Callable[[], object]) -> None:
        """Run ``replace`` (New Game, Open, ...) once the unfinished game on screen is safe.

        A game with rolls that is not over is only replaced when the player says
        so, and even then it is first kept in a file of its own (Game > Recovered
        Games); if that copy cannot be written, the game stays on screen.
        """
        session = self.session
        if not session.must_ask_before_replacing():
            replace()
            return
        from PySide6.QtWidgets import QMessageBox

        game, rounds = session.play.game, session.play.rounds
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Abandon game?"),
            self.tr("Abandon the game in round {0}?").format(rounds),
            QMessageBox.StandardButton.NoButton,
            self.parts.parent,
        )
        box.setInformativeText(
            self.tr("It will be kept as a file: Game > Recovered Games opens it again.")
        )
        abandon = box.addButton(self.tr("&Abandon"), QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton(self.tr("&Keep Playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.finished.connect(
            lambda _result: self._abandon_answered(
                box.clickedButton() is abandon, game, rounds, replace
            )
        )
        self.abandon_box = box
        box.open()

    def _abandon_answered(
        self, abandon: bool, game: object, rounds: int, replace: Callable[[], object]
    ) -> None:
        if not abandon or not self.session.is_current(game):
            return  # kept playing (or the game changed meanwhile: ask again next time)
        from knaster_qt.storage.atomic import StorageError

        try:
            kept = self.session.keep_abandoned()
        except (StorageError, ValueError) as error:
            self.parts.show_error(
                self.tr("Game not replaced"),
                self.tr(
                    "The game in round {0} could not be kept ({1}). It stays on screen."
                ).format(rounds, error),
            )
            return
        replace()
        note = self.tr("The game in round {0} was kept as {1} (Game > Recovered Games).")
        status = self.parts.status_bar
        status.showMessage(f"{status.currentMessage()} {note.format(rounds, kept.name)}".strip())

    # --- recovered games --------------------------------------------------------------

    def show_recovered_games(self) -> RecoveredGamesWindow:
        """Game > Recovered Games…: the kept games, to open again or delete."""
        from knaster_qt.shell.views.recovered_games import RecoveredGamesWindow

        if self.recovered_window is None:
            self.recovered_window = RecoveredGamesWindow(self.session.folder, self.parts.parent)
            self.recovered_window.openRequested.connect(
                lambda path: self.parts.open_file(path, recovered=True)
            )
            self.recovered_window.keptChanged.connect(self._enable_recovered)
        else:
            self.recovered_window.refresh()
        self.recovered_window.show()
        self.recovered_window.raise_()
        self.recovered_window.activateWindow()
        return self.recovered_window

    def _enable_recovered(self) -> None:
        """Game > Recovered Games… only while games are kept (deleted in its window, or not)."""
        self.recovered_action.setEnabled(self.session.has_kept_games())

    def _kept_changed(self) -> None:
        """A game was kept: the menu item and the window, if open, follow."""
        self._enable_recovered()
        window = self.recovered_window
        if window is not None and window.isVisible():
            window.refresh()

    # --- problems ---------------------------------------------------------------------

    def warn(self, text: str, first: bool = True) -> None:
        """The status bar always; a dialog only for the first problem of the session."""
        self.parts.status_bar.showMessage(text)
        if self.session.in_memory:
            self.storage_label.setToolTip(text)
            self.storage_label.show()
        if not first:
            return
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(
            QMessageBox.Icon.Warning,
            APP_NAME,
            text,
            QMessageBox.StandardButton.Ok,
            self.parts.parent,
        )
        self.message_box = box
        box.open()

    def tell(self, text: str) -> None:
        """A dialog every time: a finished game that is not in the records is worth one each."""
        self.parts.status_bar.showMessage(text)
        self._show_storage_mark()
        # Opened once the gesture is over, so it comes on top of the game's result,
        # which the same click opens a moment later.
        QTimer.singleShot(0, self, lambda: self._open_told(text))

    def _open_told(self, text: str) -> None:
        from PySide6.QtWidgets import QApplication, QMessageBox

        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Game not in the records"),
            text,
            QMessageBox.StandardButton.Ok,
            QApplication.activeModalWidget() or self.parts.parent,
        )
        self.message_box = box
        box.open()

    def _show_storage_mark(self) -> None:
        """The red mark while the game is on no disk at all."""
        self.storage_label.setVisible(self.session.in_memory)

    def _saved_again(self) -> None:
        self.storage_label.hide()
        self.parts.status_bar.showMessage(self.tr("The game is autosaved again."))

    # --- recent files -------------------------------------------------------------------

    def remember_file(self, path: object) -> None:
        settings.add_recent_file(str(Path(str(path)).resolve()))
        self._fill_recent_menu()

    def open_recent(self, path: str) -> bool:
        if not Path(path).exists():
            settings.remove_recent_file(path)
            self._fill_recent_menu()
            self.parts.show_error(
                self.tr("Cannot open game"), self.tr("{0} no longer exists.").format(path)
            )
            return False
        return self.parts.open_file(path)

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        paths = settings.recent_files()
        for number, path in enumerate(paths, start=1):
            action = self.recent_menu.addAction(f"&{number} {Path(path).name}")
            action.setToolTip(path)
            action.setData(path)
            action.triggered.connect(lambda _checked=False, p=path: self.open_recent(p))
        if paths:
            self.recent_menu.addSeparator()
            clear = self.recent_menu.addAction(self.tr("&Clear List"))
            clear.triggered.connect(self._clear_recent)
        self.recent_menu.setEnabled(bool(paths))

    def _clear_recent(self) -> None:
        settings.set_recent_files([])
        self._fill_recent_menu()

    # --- windows ---------------------------------------------------------------------------

    def show_replay(self) -> Replay | None:
        """Replay the game on screen in its game's replay window (None: it cannot be)."""
        try:
            text = self.play.transcript()
        except ValueError as error:
            self.parts.show_error(self.tr("Cannot replay game"), str(error))
            return None
        # Said as: "No game of this app replays the game on screen."
        return self.replay_text(text, self.tr("the game on screen"))

    def replay_text(self, text: str, source: str) -> Replay | None:
        """Replay a transcript (the game on screen, a game of the records) in its game's window."""
        from knaster_qt.games import GameFileError
        from knaster_qt.shell.session.game_records import game_of_text
        from knaster_qt.shell.views.game_files import ask_open_path

        entry = game_of_text(text)
        if entry is None or entry.replay is None:
            self.parts.show_error(
                self.tr("Cannot replay game"),
                self.tr("No game of this app replays {0}.").format(source),
            )
            return None
        window = self._replays.get(entry.transcript_header)
        if window is None:
            window = entry.replay(self.parts.parent, lambda parent: ask_open_path(parent))
            self._replays[entry.transcript_header] = window
        try:
            window.set_transcript(text, source)
        except GameFileError as error:
            self.parts.show_error(self.tr("Cannot replay game"), str(error))
            return None
        self.replay_window = window
        window.show()
        window.raise_()
        return window

    def show_statistics(self) -> StatisticsWindow:
        from knaster_qt.shell.views.statistics_window import StatisticsWindow

        if self.statistics_window is None:
            self.statistics_window = StatisticsWindow(self.keeper.records(), self.parts.parent)
            self.keeper.gameRecorded.connect(self.statistics_window.refresh)
            self.statistics_window.replayRequested.connect(self.replay_text)
        else:
            self.statistics_window.refresh()
        # The records of the game on screen first (the "Game:" choice still shows the others).
        choice = self.statistics_window.gameChoice
        shown = choice.findData(self.entry.transcript_header)
        if shown >= 0:
            choice.setCurrentIndex(shown)
        self.statistics_window.show()
        self.statistics_window.raise_()
        return self.statistics_window

    def show_settings(self) -> SettingsDialog:
        from knaster_qt.shell.views.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.parts.parent, self.entry)
        dialog.accepted.connect(self.apply_settings)
        self.settings_dialog = dialog
        dialog.open()
        return dialog

    def apply_settings(self) -> None:
        """Hints, animations and their speed take effect at once (KNASTER_QT_NO_ANIMATION
        still wins); the side, end rule and players are for the next new game."""
        prefs = preferences()
        action = self.animation_action
        action.blockSignals(True)  # the play area hears it once, below
        action.setChecked(prefs.animation)
        action.blockSignals(False)
        self.play.apply_preferences(prefs)

    def _animation_toggled(self, enabled: bool) -> None:
        """Edit > Animations: on or off at once (remembered when the person chose it)."""
        prefs = preferences()
        self.play.apply_preferences(replace(prefs, animation=enabled))


def install_persistence(window: GameWindow) -> Persistence:
    """Make the window's session and its windows, and connect the menus they serve: Open
    Recent, Recovered Games, Replay…, Statistics… and Settings… The one place that knows
    the window: everything after this hears the window only through what it is given."""

    def show_untitled(entry: GameEntry) -> None:  # the resumed game is in no file of its own
        window.show_game(entry)  # attaches its play area to the session (Persistence.attach)
        window.file_path = None

    session = Session(
        window.play,
        show_game=show_untitled,
        saved_in_file=lambda: window.file_path is not None and not window.isWindowModified(),
    )
    parts = WindowParts(
        parent=window,
        status_bar=window.statusBar(),
        ui=window.ui,
        open_file=window.open_file,
        show_error=window.show_error,
    )
    persistence = Persistence(parts, session, window.play, window.entry)
    session.setParent(persistence)
    window.fileChanged.connect(persistence.remember_file)
    window.fileChanged.connect(lambda path: session.saved_in(Path(str(path))))
    session.resumedInFile.connect(window.resumed_in_file)
    persistence.quit_guard = QuitGuard(  # asks before a close loses the game
        window, session.at_risk, lambda: session.unsaved_reason, window.save_as
    )
    persistence.apply_settings()
    # triggered, not toggled: only the person's choice is stored, not what apply_settings sets.
    window.ui.actionAnimateDice.triggered.connect(settings.set_animation_enabled)
    window.ui.actionAnimateDice.toggled.connect(persistence._animation_toggled)
    return persistence


def preferences() -> Preferences:
    """The settings a play area follows (KNASTER_QT_NO_ANIMATION switches animations off)."""
    from knaster_qt.animation import animation_allowed

    return Preferences(
        hints=settings.hints_available(),
        animation=settings.animation_enabled() and animation_allowed(),
        animation_speed=settings.animation_speed(),
        coordinates=settings.coordinates_shown(),
    )
