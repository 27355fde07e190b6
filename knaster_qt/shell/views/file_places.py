"""Where file dialogs start: the folder used last, at first the user's documents folder.

Every file dialog of the app (open, save, export, replay) asks here for its
starting path and reports the file the person chose, so they all share one
remembered folder (``settings.last_folder``), kept across restarts. They never
start in the program's working directory, which for a desktop launch is an
arbitrary place (often / or the installation folder).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths

from knaster_qt.shell import settings


def documents_folder() -> Path:
    """The user's documents folder (the home folder where the system names none or it is missing)."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if location and Path(location).is_dir():
        return Path(location)
    return Path.home()


def start_folder() -> Path:
    """The folder the last file dialog ended in, if it still exists; else the documents folder."""
    remembered = settings.last_folder()
    if remembered and Path(remembered).is_dir():
        return Path(remembered)
    return documents_folder()


def start_path(file_name: str = "") -> str:
    """What to give a file dialog as its directory: the start folder, with a suggested name."""
    folder = start_folder()
    return str(folder / file_name) if file_name else str(folder)


def remember_choice(path: str | Path) -> None:
    """Remember the folder of the file just chosen (nothing for a cancelled dialog's "")."""
    if str(path):
        settings.set_last_folder(str(Path(path).resolve().parent))
