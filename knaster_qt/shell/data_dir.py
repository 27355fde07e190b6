"""Where the autosave and the records live: the user's data folder, or KNASTER_QT_DATA_DIR."""

from __future__ import annotations

import os
from pathlib import Path

DATA_DIR_VARIABLE = "KNASTER_QT_DATA_DIR"
RECORDS_NAME = "records.sqlite"


FALLBACK_NAME = "knaster-qt-data"


def settle_home() -> None:
    """Set HOME from the password database where it is unset or empty (POSIX).

    Started without HOME (``env -i``, a service, some cron jobs), Qt takes "/" for the home
    folder and would write the data under /.local/share and the settings under /.config.
    Python's ``expanduser`` and GLib look the home folder up in the password database
    then; so does the app, before Qt reads HOME (QSettings keeps the first answer).
    """
    if os.name != "posix" or os.environ.get("HOME"):
        return
    import pwd

    try:
        home = pwd.getpwuid(os.getuid()).pw_dir
    except KeyError:  # a user id without an entry (some containers)
        return
    if home:
        os.environ["HOME"] = home


def no_home() -> bool:
    """Whether there is no home folder to keep the data and settings in (see settle_home)."""
    return os.name == "posix" and not os.environ.get("HOME")


def data_folder() -> Path:
    """The folder for the autosave and the records (not created here).

    KNASTER_QT_DATA_DIR wins, so tests and smoke tests never touch the real one;
    otherwise Qt's AppDataLocation (e.g. ~/.local/share/Knaster Qt/Knaster Qt).
    """
    override = os.environ.get(DATA_DIR_VARIABLE)
    if override:
        return Path(override)
    if no_home():  # no home folder at all: keep the data next to the working folder
        return Path.cwd() / FALLBACK_NAME
    from PySide6.QtCore import QStandardPaths

    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    if not location:  # no such folder on this system: keep the data next to the working folder
        return Path.cwd() / FALLBACK_NAME
    return Path(location)


def records_path() -> Path:
    return data_folder() / RECORDS_NAME
