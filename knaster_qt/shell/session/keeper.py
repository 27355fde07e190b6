"""The game keeper: autosave after every action, the records of finished games, resuming.

It listens to the controller only (``actionApplied``, ``rolled``, ``gameReplaced``,
``gameFinished``), so it works for whoever acts: the person at the screen, a
computer player or a test. Widgets live elsewhere (knaster_qt.shell.views.persistence);
problems come out as the ``problem`` signal in plain words.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from knaster_qt.games.knaster.core import turns
from knaster_qt.games.knaster.core.errors import GameError, TranscriptError
from knaster_qt.games.knaster.core.game import Game
from knaster_qt.games.knaster.core.transcript import parse_transcript, write_transcript
from knaster_qt.games.knaster.models.controller import KnasterController
from knaster_qt.shell.data_dir import RECORDS_NAME, data_folder
from knaster_qt.shell.session.finished_games import FinishedGames
from knaster_qt.shell.session.picks_note import PickedBonus, read_note
from knaster_qt.storage.atomic import StorageError
from knaster_qt.storage.autosave import Autosave

if TYPE_CHECKING:  # sqlite3 and the records are imported on first use: a faster start-up
    from knaster_qt.storage.records import RecordsDatabase


class GameKeeper(QObject):
    """Keeps the controller's game in the autosave slot and finished games in the records.

    The autosave found at start is read into ``found`` before anything is written,
    and a new game with no roll yet does not replace it until something happens in
    this session (a roll, a decision about resuming, an opened game): starting the
    app and quitting at once never loses an unfinished game.
    """

    problem = Signal(str)  # a file could not be written or was damaged; the game goes on
    gameRecorded = Signal(int)  # the records id of a game that just finished
    savedAgain = Signal()  # an autosave worked after one had failed

    def __init__(
        self,
        controller: KnasterController,
        folder: Path | str | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.folder = data_folder() if folder is None else Path(folder)
        self.autosave = Autosave(self.folder)
        self.found: bytes | None = self.autosave.load_bytes()
        self.in_memory = False  # the last autosave failed: the game lives only in memory
        self._armed = False  # may a game without rolls replace (clear) the autosave?
        self._records: RecordsDatabase | None = None
        self._recorded: Game | None = None  # the finished game already stored
        self._last_written: str | None = None
        self.finished_games = FinishedGames(self, self)
        self.finished_games.gameRecorded.connect(self.gameRecorded)
        self.finished_games.problem.connect(self.problem)
        self._found_picks: PickedBonus | None = None  # the found autosave's note (picks_note)
        self._resuming = False  # no save while a resumed game is being put back together
        controller.actionApplied.connect(self._acted)
        controller.rolled.connect(self._acted)
        controller.gameReplaced.connect(self._replaced)
        controller.gameFinished.connect(self.save_now)
        controller.picksChanged.connect(self._picks_changed)
        app = QCoreApplication.instance()
        if app is not None:  # the last save reaches the disk before the app is gone
            app.aboutToQuit.connect(self.wait_until_durable)

    # --- resuming -----------------------------------------------------------------

    def resumable_game(self) -> Game | None:
        """The unfinished game found at start, or None (nothing, finished, or unreadable).

        An autosave that does not check is set aside (``kept/<date>_<time>_unreadable.knaster``)
        with a ``problem`` message, so it is kept for the user but not offered again.
        """
        if not self.found:
            return None
        try:
            game = parse_transcript(self.found, str(self.autosave.path))
        except (TranscriptError, GameError) as error:
            self.found = None
            aside = self.autosave.set_aside("unreadable")
            where = f" It was kept as {aside.name} (Game > Recovered Games)." if aside else ""
            self.problem.emit(f"The autosaved game could not be read ({error}).{where}")
            return None
        if game.game_over or not game.history:
            return None
        self._found_picks = read_note(self.found.decode("utf-8", "replace"))
        return game

    def resume(self, game: Game) -> None:
        """Put ``game`` on screen exactly as it was left, bonus circles already picked included."""
        self.found = None
        self._armed = True
        picks, self._found_picks = self._found_picks, None
        self._resuming = True  # one save once the picks are back, not one without them first
        try:
            self.controller.new_game(game)
            controller = self.controller
            if picks is not None and game.players[controller.player] == picks.player:
                controller.restore_picks(picks.line, picks.cells)
        finally:
            self._resuming = False
        self.save_now()

    def decline(self) -> str | None:
        """Keep the unfinished game in a file of its own (not offered again); its name, or None."""
        self.found = None
        self._armed = True
        aside = self.autosave.set_aside("declined")
        self._last_written = None
        self.save_now()
        return aside.name if aside else None

    def keep_current(self, reason: str = "abandoned") -> Path:
        """Keep the game on screen in a file of its own (before it is replaced); StorageError if not."""
        from knaster_qt.storage.kept import keep_game

        return keep_game(self.folder, self.autosave_text().encode("utf-8"), reason)

    # --- saving ---------------------------------------------------------------------

    def save_now(self) -> None:
        """Bring the autosave slot (and the records, for a finished game) up to date."""
        game = self.controller.game
        if game.game_over:
            if self._recorded is not game:
                self._recorded = game
                if not self.finished_games.finish(game):
                    # Kept as a pending record (or in memory) until the records hold it.
                    self._last_written = None
                    return
            self._clear()
            return
        if not game.history:
            if self._armed:
                self._clear()
            return
        self._armed = True
        if _mid_gesture(game) or self._resuming:
            return
        try:
            text = self.autosave_text()
        except ValueError as error:  # a meta note that a transcript cannot hold
            self.in_memory = True
            self.problem.emit(f"The game could not be autosaved: {error}.")
            return
        if text == self._last_written:
            return
        try:
            self.autosave.save(text)
        except StorageError as error:
            self._last_written = None
            self.in_memory = True
            self.problem.emit(f"The game could not be autosaved: {error}. It goes on in memory.")
            return
        self._last_written = text
        if self.in_memory:
            self.in_memory = False
            self.savedAgain.emit()

    def autosave_text(self) -> str:
        """The transcript, and the note of bonus circles picked but not yet given (picks_note)."""
        controller = self.controller
        text = write_transcript(controller.game)
        picks = controller.picks_in_progress()
        if picks is not None:
            name = controller.game.players[controller.player]
            text += PickedBonus(name, *picks).note() + "\n"
        return text

    def _picks_changed(self) -> None:
        if self.controller.game.history:  # picks come after a roll; never clear a found autosave
            self.save_now()

    def _acted(self, *_args: object) -> None:
        self._armed = True
        self.save_now()

    def _replaced(self) -> None:
        game = self.controller.game
        if game.game_over:
            self._recorded = game  # an opened finished game was not played here
        self._last_written = None
        self.save_now()

    def _clear(self) -> None:
        self._last_written = None
        try:
            self.autosave.clear()
        except OSError as error:
            self.problem.emit(f"The old autosave could not be removed ({error.strerror}).")

    # --- records ----------------------------------------------------------------------

    @property
    def records_path(self) -> Path:
        return self.folder / RECORDS_NAME

    def records(self) -> RecordsDatabase:
        """The records database, opened on first use (a damaged one is set aside then)."""
        if self._records is None:
            from knaster_qt.storage.records import RecordsDatabase

            self._records = RecordsDatabase.open(self.records_path)
            if self._records.warning:
                self.problem.emit(self._records.warning)
        return self._records

    def wait_until_durable(self) -> None:
        self.autosave.wait_until_durable()

    def close(self) -> None:
        if self._records is not None:
            self._records.close()
            self._records = None


def _mid_gesture(game: Game) -> bool:
    """A line's bonus is due with nothing left to circle: the rules make that empty bonus at once.

    Saving this moment would resume a game waiting for a bonus nobody can click;
    the previous save (or the next, a moment later) is the one to keep.
    """
    return any(turns.empty_bonus(game, player) is not None for player in range(len(game.players)))
