"""The game keeper: autosave after every action, the records of finished games, resuming.

It listens to the play area only (``changed``, ``replaced``, ``finished``), so it works
for whoever acts: the person at the screen, a computer player or a test, and for any
game. The session (knaster_qt.shell.session.session) owns it; widgets live elsewhere
(knaster_qt.shell.views.persistence). Problems come out as the ``problem`` signal in plain
words.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QMetaObject, QObject, Signal

from knaster_qt.games import GameEntry, GameFileError
from knaster_qt.input_files import first_word
from knaster_qt.shell.data_dir import RECORDS_NAME, data_folder
from knaster_qt.shell.registry import default_game, game_of_header, suffix_of_text
from knaster_qt.shell.session.finished_games import FinishedGames
from knaster_qt.storage.atomic import StorageError
from knaster_qt.storage.autosave import Autosave

if TYPE_CHECKING:  # sqlite3 and the records are imported on first use: a faster start-up
    from knaster_qt.shell.session.finished_games import PlayArea
    from knaster_qt.storage.records import RecordsDatabase


# The autosave's first line when the game is in a file of the player's too (saved or opened
# there): a comment every game's reader skips, written in the same atomic replacement as the
# transcript, so a resumed game saves there again (Ctrl+S) without asking where.
SAVED_AS = "# knaster-qt saved-as "


@dataclass(frozen=True)
class FoundGame:
    """The unfinished game the autosave held at start: its game, its text, its record."""

    entry: GameEntry
    data: bytes
    summary: dict[str, Any]  # GameEntry.record's answer: rounds, players and their totals
    saved_to: Path | None = None  # the player's file it was saved to or opened from, if any


def saved_as_line(path: Path | None) -> str:
    """The autosave's first line naming the player's file (see SAVED_AS); "" for none."""
    if path is None or "\n" in str(path) or "\r" in str(path):
        return ""  # a name a line cannot hold is not remembered
    return f"{SAVED_AS}{path}\n"


def saved_as_path(data: bytes) -> Path | None:
    """The player's file the autosave ``data`` names in its first line, if any."""
    first = data.split(b"\n", 1)[0].rstrip(b"\r")
    try:
        line = first.decode("utf-8")
    except UnicodeDecodeError:
        return None
    return Path(line.removeprefix(SAVED_AS)) if line.startswith(SAVED_AS) else None


class GameKeeper(QObject):
    """Keeps the play area's game in the autosave slot and finished games in the records.

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
        play: PlayArea | None = None,
        folder: Path | str | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.play: PlayArea | None = None
        self._links: list[QMetaObject.Connection] = []
        self.folder = data_folder() if folder is None else Path(folder)
        self.autosave = Autosave(self.folder)
        self.found: bytes | None = self.autosave.load_bytes()
        self.in_memory = False  # the last autosave failed: the game lives only in memory
        self._armed = False  # may a game without rolls replace (clear) the autosave?
        self._records: RecordsDatabase | None = None
        self._recorded: object | None = None  # the finished game already stored
        self._last_written: str | None = None
        self.finished_games = FinishedGames(self, self)
        self.finished_games.gameRecorded.connect(self.gameRecorded)
        self.finished_games.problem.connect(self.problem)
        self._resuming = False  # no save while a resumed game is being put back together
        self.saved_to: Path | None = None  # the player's file of the game (SAVED_AS)
        if play is not None:
            self.attach(play)
        app = QCoreApplication.instance()
        if app is not None:  # the last save reaches the disk before the app is gone
            app.aboutToQuit.connect(self.wait_until_durable)

    def attach(self, play: PlayArea) -> None:
        """Keep ``play``'s game from now on (the window shows another game's play area)."""
        for link in self._links:
            QObject.disconnect(link)
        self.play = play
        self.saved_to = None
        self._links = [
            play.changed.connect(self._acted),
            play.replaced.connect(self._replaced),
            play.finished.connect(self.save_now),
        ]

    @property
    def area(self) -> PlayArea:
        if self.play is None:
            raise RuntimeError("the keeper keeps no play area yet (attach one)")
        return self.play

    # --- resuming -----------------------------------------------------------------

    def resumable_game(self) -> FoundGame | None:
        """The unfinished game found at start, or None (nothing, finished, or unreadable).

        The autosave's first word names its game. An autosave that no registered game
        reads is set aside (``kept/<date>_<time>_unreadable.knaster``, the extension of the
        game its first word names) with a ``problem``
        message, so it is kept for the user but not offered again.
        """
        if not self.found:
            return None
        entry = game_of_header(first_word(self.found)) or default_game()
        try:
            summary = entry.load_record()(self.found, str(self.autosave.path))
        except GameFileError as error:
            self.found = None
            aside = self.autosave.set_aside("unreadable", entry.file_suffix)
            said = self.tr("The autosaved game could not be read ({0}).").format(error)
            if aside:
                said += " " + self.tr("It was kept as {0} (Game > Recovered Games).").format(
                    aside.name
                )
            self.problem.emit(said)
            return None
        if summary["status"] == "finished" or not int(summary["rounds"]):
            return None
        return FoundGame(entry, self.found, summary, saved_as_path(self.found))

    def resume(self, found: FoundGame) -> None:
        """Put the found game on the play area exactly as it was left (notes included).

        The window shows ``found.entry``'s play area first (``attach``)."""
        self.found = None
        self._armed = True
        self._resuming = True  # one save once the game is back whole, not one halfway
        try:
            self.area.load(found.data, str(self.autosave.path), resumed=True)
        finally:
            self._resuming = False
        self.saved_to = found.saved_to
        self.save_now()

    def saved_in(self, path: Path | None) -> None:
        """The game on screen was just saved to, or opened from, the player's file ``path``
        (None: it is in none): the autosave names it, so that the game resumed saves there
        again."""
        self.saved_to = path
        self.save_now()

    def decline(self) -> str | None:
        """Keep the unfinished game in a file of its own (not offered again); its name, or None."""
        suffix = suffix_of_text(self.found or b"")
        self.found = None
        self._armed = True
        aside = self.autosave.set_aside("declined", suffix)
        self._last_written = None
        self.save_now()
        return aside.name if aside else None

    def keep_current(self, reason: str = "abandoned") -> Path:
        """Keep the game on screen in a file of its own (before it is replaced); StorageError if not."""
        from knaster_qt.storage.kept import keep_game  # on first use, as the records

        text = self.area.autosave_text()
        if text is None:  # midway through a step of the rules: the transcript as it stands
            text = self.area.transcript()
        return keep_game(self.folder, text.encode("utf-8"), reason, suffix=suffix_of_text(text))

    # --- saving ---------------------------------------------------------------------

    def save_now(self) -> None:
        """Bring the autosave slot (and the records, for a finished game) up to date."""
        play = self.area
        if play.is_over:
            if self._recorded is not play.game:
                self._recorded = play.game
                if not self.finished_games.finish(play):
                    # Kept as a pending record (or in memory) until the records hold it.
                    self._last_written = None
                    return
            self._clear()
            return
        if not play.has_moves:
            if self._armed:
                self._clear()
            return
        self._armed = True
        if self._resuming:
            return
        try:
            text = play.autosave_text()
        except ValueError as error:  # a meta note that a transcript cannot hold
            self.in_memory = True
            self.problem.emit(self.tr("The game could not be autosaved: {0}.").format(error))
            return
        if text is None:
            return  # midway through a step of the rules
        text = saved_as_line(self.saved_to) + text
        if text == self._last_written:
            return  # nothing new
        try:
            self.autosave.save(text)
        except StorageError as error:
            self._last_written = None
            self.in_memory = True
            self.problem.emit(
                self.tr("The game could not be autosaved: {0}. It goes on in memory.").format(error)
            )
            return
        self._last_written = text
        if self.in_memory:
            self.in_memory = False
            self.savedAgain.emit()

    def autosave_text(self) -> str | None:
        """What the autosave would hold now (the play area's transcript and notes)."""
        return self.area.autosave_text()

    def _acted(self) -> None:
        self._armed = True
        self.save_now()

    def _replaced(self) -> None:
        self.saved_to = None  # a new or opened game: in no file of the player's (yet)
        if self.area.is_over:
            self._recorded = self.area.game  # an opened finished game was not played here
        self._last_written = None
        self.save_now()

    def _clear(self) -> None:
        self._last_written = None
        try:
            self.autosave.clear()
        except OSError as error:
            self.problem.emit(
                self.tr("The old autosave could not be removed ({0}).").format(error.strerror)
            )

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
