"""Another program holding records.sqlite: a real process with an exclusive SQLite lock."""

from __future__ import annotations

import contextlib
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

# Holds an exclusive lock on the file named by argv[1] until its stdin closes: another program.
LOCKER = (
    "import sqlite3, sys\n"
    "db = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
    "db.execute('BEGIN EXCLUSIVE')\n"
    "print('locked', flush=True)\n"
    "sys.stdin.read()\n"
)


class Locker:
    """A process holding ``BEGIN EXCLUSIVE`` on a database file until ``release()``."""

    def __init__(self, path: Path) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-c", LOCKER, str(path)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self.process.stdout is not None
        assert self.process.stdout.readline() == "locked\n"

    def release(self) -> None:
        """The other program finishes and lets go of the file."""
        if self.process.poll() is None:
            assert self.process.stdin is not None
            self.process.stdin.close()
            self.process.wait(timeout=10)

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=10)
        for stream in (self.process.stdin, self.process.stdout):
            if stream is not None and not stream.closed:
                stream.close()


@contextlib.contextmanager
def lockers() -> Iterator[list[Locker]]:
    """Collects the lockers a test starts; every one is ended afterwards."""
    started: list[Locker] = []
    try:
        yield started
    finally:
        for locker in started:
            locker.kill()
