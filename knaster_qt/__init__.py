"""Knaster Qt: the dice game Knaster on a sheet that looks like the printed pad."""

from __future__ import annotations

from importlib import metadata

try:
    __version__ = metadata.version("knaster-qt")  # pyproject.toml is its only source
except metadata.PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0+source"
