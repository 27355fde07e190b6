"""The exceptions the rules core raises; each message says in plain words what is wrong."""

from __future__ import annotations

from knaster_qt.games import GameFileError


class GameError(Exception):
    """Base class of every error the core raises on purpose."""


class IllegalActionError(GameError):
    """An action the rules do not allow now; the game is left exactly as it was.

    ``reason`` is the message as given: a translatable ``Words`` when the rules said it
    (``str(error)`` is its English text)."""

    @property
    def reason(self) -> str:
        reason = self.args[0] if self.args else ""
        return reason if isinstance(reason, str) else str(reason)


class LayoutError(GameError):
    """A sheet layout file that is missing or not valid."""


class TranscriptError(GameError, GameFileError):
    """A transcript that does not check; ``line`` is the 1-based line of the first problem.

    A GameFileError too, so the shell and ``knaster-qt check`` report it as any game's.
    """

    def __init__(self, message: str, line: int, source: str | None = None) -> None:
        GameFileError.__init__(self, message, line)
        self.source = source  # the file (or other origin) of the transcript, when known
