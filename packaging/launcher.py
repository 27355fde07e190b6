"""Entry script of the frozen app: the same as the ``knaster-qt`` command."""

from __future__ import annotations

import multiprocessing
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


if __name__ == "__main__":
    # A frozen program that uses multiprocessing must let its worker processes
    # (started as copies of this program) run their task instead of the app.
    multiprocessing.freeze_support()
    restore_library_path()
    from knaster_qt.cli import main

    sys.exit(main())
