"""Where the autosave and the records live: the user's data folder, or KNASTER_QT_DATA_DIR."""

from __future__ import annotations

import os
from pathlib import Path

DATA_DIR_VARIABLE = "KNASTER_QT_DATA_DIR"
RECORDS_NAME = "records.sqlite"


def data_folder() -> Path:
    """The folder for the autosave and the records (not created here).

    KNASTER_QT_DATA_DIR wins, so tests and smoke tests never touch the real one;
    otherwise Qt's AppDataLocation (e.g. ~/.local/share/Knaster Qt/Knaster Qt).
    """
    override = os.environ.get(DATA_DIR_VARIABLE)
    if override:
        return Path(override)
    from PySide6.QtCore import QStandardPaths

    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    if not location:  # no home folder at all: keep the data next to the working folder
        return Path.cwd() / "knaster-qt-data"
    return Path(location)


def records_path() -> Path:
    return data_folder() / RECORDS_NAME
