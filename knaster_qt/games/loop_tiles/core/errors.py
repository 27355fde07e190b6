"""The exceptions the Loop Tiles core raises; each message says in plain words what is wrong."""

from __future__ import annotations


class LoopTilesError(Exception):
    """Base class of every error the core raises on purpose."""


class IllegalActionError(LoopTilesError):
    """An action the rules do not allow now; the game is left exactly as it was."""


class MaterialError(LoopTilesError):
    """A tile-set or board data file that is missing or not valid."""
