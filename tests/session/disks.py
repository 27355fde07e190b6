"""Real bad disks for the session tests: a tmpfs mounted on a folder (root only), filled up."""

from __future__ import annotations

import contextlib
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path


@contextlib.contextmanager
def tmpfs(folder: Path, options: str) -> Iterator[Path]:
    """Mount a tmpfs on ``folder`` for the block; always unmounted afterwards."""
    subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(folder)], check=True)
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=True)


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
