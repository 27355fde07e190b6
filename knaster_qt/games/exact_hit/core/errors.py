"""The exceptions the Exact Hit core raises; each message says in plain words what is wrong."""

from __future__ import annotations

from knaster_qt.games import GameFileError


class ExactHitError(Exception):
    """Base class of every error the core raises on purpose."""


class IllegalActionError(ExactHitError):
    """An action the rules do not allow now; the game is left exactly as it was."""


class SheetError(ExactHitError):
    """The sheets data file is missing or not valid."""


class TranscriptError(ExactHitError, GameFileError):
    """A transcript that cannot be read or breaks the format or the rules.

    ``line`` is the 1-based line of the first problem (the line after the last for
    something missing at the end, 1 for a file that cannot be read at all); ``message``
    says what is wrong in plain words, on one line.
    """
