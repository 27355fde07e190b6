"""Knaster Qt: the dice game Knaster on a sheet that looks like the printed pad."""

from __future__ import annotations

from functools import cache


def __getattr__(name: str) -> str:
    # __version__ is looked up on first use: importlib.metadata (with email and friends)
    # costs ~25 ms of start-up, and the window needs the version only in Help > About.
    if name == "__version__":
        return _installed_version()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


@cache
def _installed_version() -> str:
    """The version pip installed from pyproject.toml (its only source)."""
    from importlib import metadata

    try:
        return metadata.version("knaster-qt")
    except metadata.PackageNotFoundError:  # running from a source tree that was never installed
        return "0.0.0+source"
