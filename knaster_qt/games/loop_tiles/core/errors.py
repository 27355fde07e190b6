"""The exceptions the Loop Tiles core raises; each message says in plain words what is wrong."""

from __future__ import annotations

from knaster_qt.games import GameFileError


class LoopTilesError(Exception):
    """Base class of every error the core raises on purpose."""


class IllegalActionError(LoopTilesError):
    """An action the rules do not allow now; the game is left exactly as it was."""


class MaterialError(LoopTilesError):
    """A tile-set or board data file that is missing or not valid."""


class TranscriptError(LoopTilesError, GameFileError):
    """A Loop Tiles transcript that cannot be read or does not check.

    ``line`` is the 1-based line of the first problem (the line after the last for
    something missing at the end); ``message`` says what is wrong in plain words.
    """
