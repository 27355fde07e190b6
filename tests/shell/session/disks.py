"""Real bad disks for the session tests: a tmpfs (tests/platform_needs.py) filled up."""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from tests.platform_needs import tmpfs

__all__ = ["fill_up", "free_bytes", "tmpfs"]


def fill_up(folder: Path, leave: int = 0) -> Path:
    """Write until the disk is full, then give back ``leave`` bytes; returns the filler file."""
    filler = folder / "filler"
    with contextlib.suppress(OSError), filler.open("wb") as stream:
        while True:
            stream.write(b"x" * 4096)
            stream.flush()
    if leave:
        os.truncate(filler, max(0, filler.stat().st_size - leave))
    return filler


def free_bytes(folder: Path) -> int:
    stats = os.statvfs(folder)
    return stats.f_bavail * stats.f_frsize
