"""Entry script of the frozen app: the same as the ``knaster-qt`` command."""

from __future__ import annotations

import importlib
import os
import sys


def restore_library_path() -> None:
    """Give programs the app starts (xdg-open, a browser, lpr) the system's libraries.

    The PyInstaller bootloader points LD_LIBRARY_PATH at the bundle for this process
    (keeping the user's value in LD_LIBRARY_PATH_ORIG); children must not inherit it,
    or a system program could load the bundle's Qt or xcb libraries. The app itself
    finds its libraries through their RPATHs, so it does not need the variable.
    """
    if not getattr(sys, "frozen", False):
        return
    original = os.environ.pop("LD_LIBRARY_PATH_ORIG", None)
    if original is not None:
        os.environ["LD_LIBRARY_PATH"] = original
    else:
        os.environ.pop("LD_LIBRARY_PATH", None)


def run_multiprocessing_worker() -> None:
    """In a worker process started as a copy of this program, run its task instead of the app.

    Needed only where multiprocessing spawns (Windows, macOS). The module is imported by
    name, so the bundle carries multiprocessing only once the app itself uses it.
    """
    if any(argument.startswith("--multiprocessing") for argument in sys.argv[1:]):
        importlib.import_module("multiprocessing").freeze_support()


if __name__ == "__main__":
    run_multiprocessing_worker()
    restore_library_path()
    from knaster_qt.cli import main

    sys.exit(main())
