"""What a test needs of the system it runs on, and what happens when that is missing.

The suite runs on Linux, Windows and macOS (the GitHub workflow) and in ``.ci/run`` on
Linux as root. A test that needs a tool or a right some systems lack says so with a marker
(see ``[tool.pytest.ini_options] markers`` in pyproject.toml) or calls ``need_tools``
where it runs the tool. Elsewhere it skips with the reason; on Linux CI (``CI`` set, as
.ci/run and GitHub set it) it fails instead, so nothing silently stops being tested there.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import NoReturn

import pytest

LINUX = sys.platform.startswith("linux")
POSIX = os.name == "posix"

# Debian package of each tool (.ci/run and the workflow's Linux job install them).
PACKAGES = {
    "pdfinfo": "poppler-utils",
    "pdftotext": "poppler-utils",
    "pdftoppm": "poppler-utils",
    "desktop-file-validate": "desktop-file-utils",
    "appstreamcli": "appstream",
    "dpkg-deb": "dpkg",
    "readelf": "binutils",
    "setpriv": "util-linux",
    "cupsd": "cups",
    "lpadmin": "cups-client",
    "lpstat": "cups-client",
    "xvfb-run": "xvfb",  # tests/screens: the windows on X11 with a desktop's dark scheme
}


def linux_ci() -> bool:
    return LINUX and bool(os.environ.get("CI"))


def unmet(reason: str) -> NoReturn:
    """Skip with ``reason``; on Linux CI, where everything must run, fail with it."""
    if linux_ci():
        pytest.fail(f"{reason} (on Linux CI every test must run: .ci/run installs it)")
    pytest.skip(reason)


def need_tools(*names: str) -> None:
    missing = [name for name in names if shutil.which(name) is None]
    if missing:
        packages = sorted({PACKAGES.get(name, name) for name in missing})
        unmet(f"needs {', '.join(missing)} on the PATH (apt-get install {' '.join(packages)})")


def need_root() -> None:
    """Mounting a tmpfs (a real full or read-only disk) or adding a print queue needs root."""
    if not LINUX:
        pytest.skip(f"needs root on Linux (a tmpfs, a print queue); this is {sys.platform}")
    if os.geteuid() != 0:
        unmet("needs root (a tmpfs, a print queue); .ci/run and the workflow run tests as root")


def check_markers(item: pytest.Item) -> None:
    """Apply the markers of ``item`` (called before each test's setup)."""
    if item.get_closest_marker("posix_only") and not POSIX:
        pytest.skip("needs POSIX (signals such as SIGKILL, FIFOs, file modes); not on Windows")
    if item.get_closest_marker("linux_only") and not LINUX:
        pytest.skip(f"needs Linux (/proc, tmpfs, .deb tools, ELF files); this is {sys.platform}")
    if item.get_closest_marker("requires_root"):
        need_root()
    tools = [name for marker in item.iter_markers("requires_tools") for name in marker.args]
    if tools:
        need_tools(*tools)


@contextlib.contextmanager
def tmpfs(folder: Path, options: str = "size=64k") -> Iterator[Path]:
    """A real small (or read-only: "ro,size=1m") disk on ``folder`` for the block, unmounted
    afterwards. Needs root on Linux: skips elsewhere, fails on Linux CI without root."""
    need_root()
    subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(folder)], check=True)
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=True)
