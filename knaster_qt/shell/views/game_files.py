"""Game transcripts for the main window: the file dialogs, reading, and the atomic save."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from knaster_qt.games import GameFileError
from knaster_qt.shell.registry import game_of_header, shown_suffixes, transcript_filter
from knaster_qt.texts import translated

if TYPE_CHECKING:  # the dialogs load on first use: a faster start-up
    from PySide6.QtWidgets import QWidget

    from knaster_qt.games import GameEntry


def read_game(path: Path, fallback: GameEntry) -> tuple[GameEntry, bytes] | str:
    """The game of the transcript at ``path`` and its bytes, or why it cannot be opened.

    The file's first word names its game among the registered ones; the game's own reader
    checks it (``GameEntry.record``). A file no registered game claims is read as a game of
    ``fallback`` (the one on screen), whose reader says what is wrong with it.
    """
    from knaster_qt.input_files import InputFileError, first_word, read_input_file

    def at(line: int, problem: object) -> str:  # a game's reason (Words) in the language chosen
        return QCoreApplication.translate("MainWindow", "{0}, line {1}: {2}").format(
            path.name, line, translated(problem)
        )

    def unreadable(why: object) -> str:
        return at(
            1, QCoreApplication.translate("MainWindow", "cannot read the file: {0}").format(why)
        )

    try:  # a regular file only: opening a FIFO would block the window
        data = read_input_file(path)
    except InputFileError as error:
        return unreadable(error)
    except OSError as error:
        return unreadable(error.strerror or type(error).__name__)
    # The first statement's first word, after a BOM, blank lines and comments (as `check`)
    entry = game_of_header(first_word(data)) or fallback
    try:
        entry.load_record()(data, str(path))
    except GameFileError as error:
        return at(error.line, error.message)
    return entry, data


def save_text(text: str, path: Path) -> str | None:
    """Write a transcript atomically (the old file stays whole on failure); None or why not.

    The app's one file writer: a symlink's target is written, a FIFO or device refused.
    """
    from knaster_qt.storage.atomic import StorageError, atomic_write_text

    try:
        atomic_write_text(path, text)
    except StorageError as error:
        return str(error)
    return None


def ask_open_path(parent: QWidget, title: str = "") -> str:
    """The file the person chose to open, "" if they cancelled (starts in the last folder);
    ``title`` "" is "Open Game"."""
    from PySide6.QtWidgets import QFileDialog

    from knaster_qt.shell.views.file_places import remember_choice, start_path

    title = title or QCoreApplication.translate("MainWindow", "Open Game")
    path, _ = QFileDialog.getOpenFileName(parent, title, start_path(), transcript_filter())
    remember_choice(path)
    return path


def ask_save_path(parent: QWidget, file_name: str, suffix: str) -> str:
    """The file the person chose to save to, "" if they cancelled (starts in the last folder).

    A name without an extension Open's filter shows gets the game's own ``suffix``
    (``mp3`` is saved as ``mp3.knaster``), so that Open finds it again. If a file of that
    name is there already, the person is asked before it is replaced (the dialog asked only
    about the name as typed)."""
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    from knaster_qt.shell.views.file_places import remember_choice, start_path

    path, _ = QFileDialog.getSaveFileName(
        parent,
        QCoreApplication.translate("MainWindow", "Save Game"),
        start_path(file_name),
        transcript_filter(),
    )
    remember_choice(path)
    if not path or path.endswith(shown_suffixes(suffix)):
        return path
    path += suffix
    if Path(path).exists():
        answer = QMessageBox.question(
            parent,
            QCoreApplication.translate("MainWindow", "Save Game"),
            QCoreApplication.translate("MainWindow", "{0} already exists. Replace it?").format(
                Path(path).name
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return ""
    return path
