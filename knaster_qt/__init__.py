"""Knaster Qt: the dice game Knaster on a sheet that looks like the printed pad."""

from __future__ import annotations

import os
import sys
from functools import cache

_DIST_NAME = "knaster_qt"  # "knaster-qt" as packaging normalises it in folder names


def __getattr__(name: str) -> str:
    # __version__ is looked up on first use: the window needs it only in Help > About.
    if name == "__version__":
        return _installed_version()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


@cache
def _installed_version() -> str:
    """The version pip installed from pyproject.toml (its only source).

    importlib.metadata (with email, zipfile, csv) costs ~25 ms of start-up, and the
    ``knaster-qt`` command reads the version for --version at every start. So the
    folders on sys.path are searched in order, as importlib.metadata does; when the
    first match is a ``.dist-info`` folder its METADATA gives the version, anything
    else (an egg-info of a source checkout, nothing found) is left to importlib.metadata.
    """
    for folder in sys.path:
        try:
            names = os.listdir(folder or ".")
        except OSError:  # a folder that does not exist, or a zip file (never how the app ships)
            continue
        found = [name for name in names if _is_our_metadata(name)]
        if not found:
            continue
        if len(found) == 1 and found[0].endswith(".dist-info"):
            version = _metadata_version(os.path.join(folder or ".", found[0], "METADATA"))
            if version:
                return version
        break
    return _version_from_importlib()


def _is_our_metadata(name: str) -> bool:
    stem, dot, suffix = name.rpartition(".")
    project = stem.partition("-")[0].lower().replace("-", "_").replace(".", "_")
    return bool(dot) and suffix in ("dist-info", "egg-info") and project == _DIST_NAME


def _metadata_version(path: str) -> str | None:
    try:
        with open(path, encoding="utf-8") as metadata:
            for line in metadata:
                if line.startswith("Version:"):
                    return line.partition(":")[2].strip()
                if not line.strip():  # the headers end at the first blank line
                    break
    except OSError:
        pass
    return None


def _version_from_importlib() -> str:
    from importlib import metadata

    try:
        return metadata.version("knaster-qt")
    except metadata.PackageNotFoundError:  # running from a source tree that was never installed
        return "0.0.0+source"
