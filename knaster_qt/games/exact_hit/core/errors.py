"""The exceptions the Exact Hit core raises; each message says in plain words what is wrong."""

from __future__ import annotations


class ExactHitError(Exception):
    """Base class of every error the core raises on purpose."""


class IllegalActionError(ExactHitError):
    """An action the rules do not allow now; the game is left exactly as it was."""


class SheetError(ExactHitError):
    """The sheets data file is missing or not valid."""
