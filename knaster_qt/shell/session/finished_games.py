"""A finished game goes into the records, and stays on disk until the records really hold it.

The order at the end of a game: the finished transcript is written to the
autosave slot (as after every action), then the record is committed, and only
then is the autosave cleared. When the record cannot be committed (the disk is
full, another program locks the file, the records live in memory this session)
the autosave becomes a pending-record file (``knaster_qt.storage.pending``),
the player is told in a dialog, and the record is tried again a little later
and at the next start. If not even the pending file can be written, the game is
kept in memory (the red "Game not saved" mark; quitting asks) and tried again.
"""

from __future__ import annotations

import contextlib
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from knaster_qt.games import GameFileError
from knaster_qt.storage.atomic import StorageError
from knaster_qt.storage.pending import PendingRecords

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from knaster_qt.storage.autosave import Autosave
    from knaster_qt.storage.records import RecordsDatabase

# How often a record that could not be stored is tried again while the app runs.
RETRY_INTERVAL_MS = 15_000
_SET_ASIDE = "set aside"  # a pending file that holds no finished game: not tried again


class PlayArea(Protocol):
    """What the keeper uses of a play area (knaster_qt.play_area.PlayArea; no widgets here)."""

    changed: SignalInstance
    replaced: SignalInstance
    finished: SignalInstance

    def load(self, text: str | bytes, source: str, *, resumed: bool = False) -> None: ...
    def transcript(self) -> str: ...
    def autosave_text(self) -> str | None: ...

    @property
    def game(self) -> object: ...
    @property
    def rounds(self) -> int: ...
    @property
    def has_moves(self) -> bool: ...
    @property
    def is_over(self) -> bool: ...


class Keeper(Protocol):
    """What FinishedGames uses of the GameKeeper (knaster_qt.shell.session.keeper)."""

    folder: Path
    autosave: Autosave
    found: bytes | None  # the autosave found at start
    in_memory: bool  # the game is on no disk

    def records(self) -> RecordsDatabase: ...


class FinishedGames(QObject):
    """Records finished games for a GameKeeper; see the module docstring."""

    recordFailed = Signal(str)  # a finished game is not in the records: what happened, where it is
    recordStored = Signal(str)  # a game that had to wait is in the records now
    gameRecorded = Signal(int)  # the records id of a game just stored (on disk or in memory)
    problem = Signal(str)  # a pending file that holds no finished game was set aside

    def __init__(self, keeper: Keeper, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.keeper = keeper
        self.pending = PendingRecords(keeper.folder)
        self.unrecorded: tuple[str, datetime] | None = None  # a game on no disk at all
        self.retry_timer = QTimer(self)
        self.retry_timer.setInterval(RETRY_INTERVAL_MS)
        self.retry_timer.timeout.connect(self.retry)

    # --- the end of a game -------------------------------------------------------------

    def finish(self, play: PlayArea) -> bool:
        """Store the record of ``play``'s finished game; True once it is committed on disk."""
        finished_at = datetime.now().replace(microsecond=0)
        try:
            text = play.transcript()
        except ValueError as error:  # a meta note that a transcript cannot hold
            self.recordFailed.emit(
                self.tr("The finished game could not be written down: {0}.").format(error)
            )
            return False
        on_disk = self._save_to_autosave(text)
        problem = self._store(text, finished_at)
        if problem is None:
            return True
        self._keep(text, finished_at, problem, on_disk)
        return False

    def _save_to_autosave(self, text: str) -> bool:
        try:
            self.keeper.autosave.save(text)
        except StorageError:
            return False
        return True

    def _store(self, text: str, finished_at: datetime) -> str | None:
        """None when the record is committed on disk, else why it is not."""
        # The records' machinery (sqlite3) loads with the first finished game, not at start-up.
        from knaster_qt.shell.session.game_records import record_of, summary_of

        try:
            summary = summary_of(text, "the finished game")
        except GameFileError as error:  # the game's own transcript: a bug, but never lost
            return self.tr("it could not be read back ({0})").format(error)
        try:
            records = self.keeper.records()
            game_id = records.add_game(record_of(text, summary, finished_at))
        except (StorageError, ValueError) as error:
            return _why(error)
        if records.on_disk:
            self.keeper.in_memory = False  # whatever failed before, the game is safe now
        self.gameRecorded.emit(game_id)  # this session's statistics show it either way
        if not records.on_disk:
            return self.tr("the records are kept in memory only this session")
        return None

    def _keep(self, text: str, finished_at: datetime, problem: str, on_disk: bool) -> None:
        try:
            if on_disk:
                kept = self.pending.adopt(self.keeper.autosave.path, finished_at)
            else:
                kept = self.pending.keep(text, finished_at)
        except StorageError as error:
            self.unrecorded = (text, finished_at)
            self.keeper.in_memory = True
            self.recordFailed.emit(
                self.tr(
                    "The finished game could not be added to the records: {0}. It "
                    "could not be kept in the data folder either ({1}). It is kept in "
                    "memory and tried again; use Game > Save As… to keep it somewhere else."
                ).format(problem, error)
            )
        else:
            self.keeper.in_memory = False
            self.recordFailed.emit(
                self.tr(
                    "The finished game could not be added to the records: {0}. It is kept "
                    "as {1} in {2} and will be added to the records as soon "
                    "as they can be written, at the latest at the next start."
                ).format(problem, kept.name, kept.parent)
            )
        self.retry_timer.start()

    # --- trying again -----------------------------------------------------------------

    def retry(self) -> None:
        """Try the waiting games again (the timer's job while a problem lasts)."""
        if self.unrecorded is not None:
            self._retry_unrecorded(*self.unrecorded)
        stored = self.store_pending(report=False)
        if stored:
            self.recordStored.emit(
                self.tr("The finished game was added to the records.")
                if stored == 1
                else self.tr("%n finished game(s) were added to the records.", "", stored)
            )
        if self.unrecorded is None and not self._waiting():
            self.retry_timer.stop()

    def _retry_unrecorded(self, text: str, finished_at: datetime) -> None:
        try:
            self.pending.keep(text, finished_at)
        except StorageError:
            return  # still nowhere to put it: the next try
        self.unrecorded = None
        self.keeper.in_memory = False
        self.recordStored.emit(self.tr("The finished game is kept on disk now."))

    def _waiting(self) -> bool:
        return bool(self.pending.files()) and self._records_on_disk()

    def _records_on_disk(self) -> bool:
        return self.keeper.records().on_disk

    def store_pending(self, report: bool = True) -> int:
        """Add every pending-record file to the records (the app calls it at start); how many.

        A finished game left in the autosave slot (the app was killed between the end
        of the game and its record) becomes a pending file first. Each file is removed
        only after its record is committed.
        """
        self._adopt_finished_autosave()
        files = self.pending.files()
        if not files or not self._records_on_disk():
            return 0
        stored = 0
        for path in files:
            problem = self._store_file(path)
            if problem is None:
                stored += 1
                continue
            if problem is _SET_ASIDE:
                continue
            if report:
                self.recordFailed.emit(
                    self.tr(
                        "A finished game ({0}) could not be added to the records "
                        "({1}). It stays in {2} and is tried again."
                    ).format(path.name, problem, path.parent)
                )
                self.retry_timer.start()
            break  # the records cannot be written now: the others wait for the next try
        return stored

    def _store_file(self, path: Path) -> str | None:
        """None once the record is committed (and the file removed), else why not."""
        from knaster_qt.shell.session.game_records import record_of, summary_of

        try:
            data = path.read_bytes()
            summary = summary_of(data, str(path))
        except OSError as error:
            return self.tr("it could not be read: {0}").format(error.strerror)
        except GameFileError as error:
            return self._set_aside(path, str(error))
        if summary["status"] != "finished":
            return self._set_aside(path, self.tr("the game in it is not finished"))
        text = data.decode("utf-8")  # the game's reader has read it as UTF-8
        try:
            records = self.keeper.records()
            record = record_of(text, summary, PendingRecords.finished_at(path))
            game_id = records.add_game(record, once=True)
        except (StorageError, ValueError) as error:
            return _why(error)
        self.gameRecorded.emit(game_id)
        # If it cannot be removed, the next start finds it stored already and only removes it.
        with contextlib.suppress(OSError):
            self.pending.remove(path)
        return None

    def _set_aside(self, path: Path, why: str) -> str:
        """A pending file that is no finished game is kept under another name, not retried."""
        aside = path.with_name(path.name + ".unreadable")
        try:
            path.replace(aside)
        except OSError:
            aside = path
        self.problem.emit(
            self.tr("{0} could not be added to the records ({1}); it was kept as {2}.").format(
                path.name, why, aside.name
            )
        )
        return _SET_ASIDE

    def _adopt_finished_autosave(self) -> None:
        found = self.keeper.found
        if not found:
            return
        from knaster_qt.shell.session.game_records import summary_of

        try:
            summary = summary_of(found, str(self.keeper.autosave.path))
        except GameFileError:
            return  # the resume question sets it aside with its own message
        if summary["status"] != "finished":
            return
        path = self.keeper.autosave.path
        try:
            finished_at = datetime.fromtimestamp(path.stat().st_mtime).replace(microsecond=0)
            self.pending.adopt(path, finished_at)
        except (OSError, StorageError):
            return  # left in the slot: the next start tries again
        self.keeper.found = None


def _why(error: Exception) -> str:
    """Plain words for a record that failed (SQLite's own words as they are otherwise)."""
    text = str(error.__cause__ or error)
    if "locked" in text or "busy" in text:
        return "another program is using the records file (it is locked)"
    if "disk is full" in text:
        return "the disk is full"
    return text
