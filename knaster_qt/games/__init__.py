"""The games the shell hosts, and the one description through which the shell knows them.

Each game is a package here with the same four layers: ``core/`` (its rules, no Qt),
``models/`` (Qt models and the controller), ``render/`` (its painter) and ``views/`` (its
widgets), plus ``entry.py`` whose ``GAME`` is a :class:`GameEntry`. The shell lists the
games in ``knaster_qt/shell/registry.py`` (one line each) and reads nothing else of them
directly. This module imports no Qt and no game: importing a game's core stays Qt-free.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


class GameFileError(Exception):
    """A game's transcript that cannot be read or breaks its format or rules.

    Every game's transcript errors derive from it, so the shell and ``knaster-qt check``
    report any game's file the same way: ``FILE:LINE: error: MESSAGE``. ``line`` is the
    1-based line of the first problem (the line after the last for something missing at
    the end).
    """

    def __init__(self, message: str, line: int) -> None:
        super().__init__(message)
        self.message = message
        self.line = line

    def __str__(self) -> str:
        return f"line {self.line}: {self.message}"


def load_hook(spec: str) -> Any:
    """The object a ``"module:attribute"`` hook names; its module is imported only now."""
    module, _, attribute = spec.partition(":")
    return getattr(importlib.import_module(module), attribute)


@dataclass(frozen=True)
class Choice:
    """One value of a new-game option: ``key`` is stored (settings, transcripts), ``label`` shown."""

    key: str
    label: str


@dataclass(frozen=True)
class GameEntry:
    """What the shell needs to know of a game, and nothing more."""

    name: str  # shown in menus, dialogs and file filters: "Knaster"
    transcript_header: str  # the first word of its transcripts: "knaster"
    file_suffix: str  # of its saved games: ".knaster"
    sheet_sides: tuple[Choice, ...]  # the sides of its printed sheet (pad) a game may use
    end_rules: tuple[Choice, ...]  # how a game may end (a new-game option)
    bot_levels: tuple[Choice, ...]  # the computer players it offers, weakest first
    max_players: int
    rules_help: tuple[str, ...]  # its rules in Markdown: a path under resources/
    painter: str  # "module:function" drawing one sheet with a QPainter (imported when used)
    # The shell's hooks ("module:attribute", imported when used; see docs/ARCHITECTURE.md):
    check: str  # (path: str) -> dict: the `knaster-qt check` summary; raises GameFileError
    ratings: tuple[
        tuple[int, str], ...
    ] = ()  # a solo total's words: (lowest total, word), best first

    def load_painter(self) -> Callable[..., Any]:
        """The painter function; its module (Qt) is imported only now."""
        painter: Callable[..., Any] = load_hook(self.painter)
        return painter

    def load_check(self) -> Callable[[str], dict[str, Any]]:
        """The game's ``check``: the summary of a transcript file (GameFileError if it is bad)."""
        check: Callable[[str], dict[str, Any]] = load_hook(self.check)
        return check

    def file_filter(self) -> str:
        """Its entry in a file dialog's filter: ``Knaster games (*.knaster *.txt)``."""
        return f"{self.name} games (*{self.file_suffix} *.txt)"
