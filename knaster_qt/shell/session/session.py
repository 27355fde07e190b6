"""The session: what keeps the player's games safe, without a widget.

Autosave after every action and the records of finished games (its ``GameKeeper``),
the unfinished game offered again at start, the games kept in files of their own
(Game > Recovered Games), the pending records of an earlier session, and the quit
guard's decision. It knows the window through two callables only (``show_game``, a
way to put another game's play area on screen; ``saved_in_file``, whether the game
on screen is in a file since its last change) and the play area it is given
(``attach``). It says what happened through signals and return values, never in
words: the windows and questions it leads to (``knaster_qt.shell.views.persistence``)
word them, so a test drives the session without a window.

    session = Session(play, show_game=show_untitled, saved_in_file=saved)  # install_persistence
    session.resumeOffered.connect(ask_resume)   # then session.answer_resume(found, yes)
    session.startup()                           # once the window is shown
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from knaster_qt.shell.registry import file_suffixes
from knaster_qt.shell.session.keeper import FoundGame, GameKeeper
from knaster_qt.storage.kept import any_kept_games

if TYPE_CHECKING:
    from knaster_qt.games import GameEntry
    from knaster_qt.shell.session.finished_games import PlayArea


class Session(QObject):
    """One window's games kept safe: see the module docstring."""

    # A file could not be written or was damaged (the game goes on): its words, and whether it
    # is the session's first such problem (a dialog then; later ones go to the status bar).
    problem = Signal(str, bool)
    recordFailed = Signal(str)  # a finished game is not in the records: what happened, where
    recordStored = Signal(str)  # a game that had to wait is in the records now
    storageChanged = Signal()  # ``in_memory`` may have changed (the red "not saved" mark)
    savedAgain = Signal()  # an autosave worked after one had failed
    keptChanged = Signal()  # a game was kept in a file of its own (Recovered Games follows)
    pendingStored = Signal(int)  # at start: how many finished games of an earlier session
    resumeOffered = Signal(object)  # at start: a FoundGame; ask, then ``answer_resume``
    # The game just resumed is (still) in the player's file, this Path: Save writes there.
    resumedInFile = Signal(object)
    # The player answered ``resumeOffered``: the FoundGame, and whether it was resumed (the
    # network menu then hosts it again if the app was hosting it).
    resumeAnswered = Signal(object, bool)

    def __init__(
        self,
        play: PlayArea,
        *,
        show_game: Callable[[GameEntry], None],
        saved_in_file: Callable[[], bool],
        folder: Path | str | None = None,
        parent: QObject | None = None,
    ) -> None:
        """``show_game(entry)`` puts a new, untitled play area of ``entry`` on screen and
        ``attach``es it here (nothing changes if ``entry``'s is on screen already)."""
        super().__init__(parent)
        self._show_game = show_game
        self._saved_in_file = saved_in_file
        self.keeper = GameKeeper(play, folder, parent=self)
        self.unsaved_reason = ""  # why the game is on no disk (the quit question says it)
        self._warned = False  # storage problems get one dialog per session
        # The kept file the game on screen was opened from (Recovered Games), while it is.
        self._reopened: tuple[Path, object] | None = None
        self.keeper.problem.connect(self._problem)
        self.keeper.savedAgain.connect(self.savedAgain)
        self.keeper.savedAgain.connect(self.storageChanged)
        self.keeper.gameRecorded.connect(self.storageChanged)
        finished = self.keeper.finished_games
        finished.recordFailed.connect(self.recordFailed)
        finished.recordStored.connect(self._record_stored)
        self._links = [play.replaced.connect(self._forget_reopened)]

    @property
    def play(self) -> PlayArea:
        return self.keeper.area

    @property
    def folder(self) -> Path:
        return self.keeper.folder

    @property
    def in_memory(self) -> bool:
        """Is the game on no disk (the last autosave or record could not be written)?"""
        return self.keeper.in_memory

    def attach(self, play: PlayArea) -> None:
        """Keep ``play``'s game from now on (the window shows another game's play area)."""
        for link in self._links:
            QObject.disconnect(link)
        self.keeper.attach(play)
        self._reopened = None
        self._links = [play.replaced.connect(self._forget_reopened)]

    # --- start-up -------------------------------------------------------------------

    def startup(self) -> None:
        """Tidy the data folder, store the pending records, offer the unfinished game.

        Records that exist are opened now, so a damaged file is reported at start;
        a missing one is created only when the first game finishes.
        """
        from knaster_qt.storage.atomic import remove_stale_temporaries
        from knaster_qt.storage.kept import kept_folder

        for folder in (self.folder, kept_folder(self.folder)):
            remove_stale_temporaries(folder)  # left by a write that was killed
        if self.keeper.records_path.exists():
            self.keeper.records()
        stored = self.keeper.finished_games.store_pending()
        if stored:
            self.pendingStored.emit(stored)
        found = self.keeper.resumable_game()
        if found is not None:
            self.resumeOffered.emit(found)

    def answer_resume(self, found: FoundGame, resume: bool) -> str | None:
        """The player's answer to ``resumeOffered``: play ``found`` on where it stopped, or keep
        it in a file of its own (its name is returned; None if it could not be kept)."""
        if resume:
            self._show_game(found.entry)
            self.keeper.resume(found)
            if found.saved_to is not None and found.saved_to.is_file():
                self.resumedInFile.emit(found.saved_to)
            else:  # gone since: the game is untitled again
                self.keeper.saved_in(None)
            self.resumeAnswered.emit(found, True)
            return None
        kept = self.keeper.decline()
        self.keptChanged.emit()
        self.resumeAnswered.emit(found, False)
        return kept

    # --- replacing an unfinished game -------------------------------------------------

    def must_ask_before_replacing(self) -> bool:
        """Is the game on screen one that replacing would lose (rolls made, not over)?"""
        return not self.play.is_over and self.play.rounds > 0

    def is_current(self, game: object) -> bool:
        """Is ``game`` (a play area's ``game``) still the game on screen?"""
        return self.play.game is game

    def keep_abandoned(self) -> Path:
        """Keep the game on screen in a file of its own before it is replaced; its path.

        StorageError or ValueError when it cannot be kept (the game must then stay). A game
        opened from a kept file replaces that file: abandoned again, it is kept once.
        """
        kept = self.keeper.keep_current("abandoned")
        if self._reopened is not None and self._reopened[1] is self.play.game:
            with contextlib.suppress(OSError):  # still there: two copies, nothing lost
                self._reopened[0].unlink()
        self._reopened = None
        self.keptChanged.emit()
        return kept

    def saved_in(self, path: Path) -> None:
        """The game on screen was just saved to, or opened from, the player's file ``path``
        (the window's Save, Save As, Open): resumed after a restart, it saves there again."""
        self.keeper.saved_in(Path(path).absolute())

    def reopened(self, path: Path) -> None:
        """The game on screen was just opened from the kept file ``path`` (Recovered Games)."""
        self._reopened = (Path(path), self.play.game)

    def _forget_reopened(self) -> None:
        # Another game on the area (new, opened, resumed); ``reopened`` follows an opening.
        self._reopened = None

    def has_kept_games(self) -> bool:
        """Are games kept in files of their own (Game > Recovered Games has something)?"""
        return any_kept_games(self.folder, file_suffixes())

    # --- quitting ---------------------------------------------------------------------

    def at_risk(self) -> bool:
        """Would quitting lose the game: on no disk, not autosaved, not recorded, not saved to a
        file since its last change?"""
        if not self.in_memory or not self.play.has_moves:
            return False
        return not self._saved_in_file()

    # --- problems ---------------------------------------------------------------------

    def _problem(self, text: str) -> None:
        if self.in_memory:
            self.unsaved_reason = text
        first = not self._warned
        self._warned = True
        self.problem.emit(text, first)

    def _record_stored(self, text: str) -> None:
        self.storageChanged.emit()
        self.recordStored.emit(text)
