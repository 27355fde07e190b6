"""Knaster Qt: the dice game Knaster on a sheet that looks like the printed pad."""

from __future__ import annotations

import functools


@functools.cache
def version() -> str:
    """The installed version, as pip read it from pyproject.toml (its only source).

    Read where it is shown (About, ``--version``, packaging), not when the package is
    imported: ``importlib.metadata`` is a large import that the app's start needs nothing of.
    """
    from importlib import metadata

    try:
        return metadata.version("knaster-qt")
    except metadata.PackageNotFoundError:  # running from a source tree that was never installed
        return "0.0.0+source"
