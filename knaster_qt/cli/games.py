"""The games the ``knaster-qt`` command knows: every game with an entry, window or not.

The shell's registry (knaster_qt/shell/registry.py) lists the games the app can show; the
command checks, simulates and prints games before they have a window, so it keeps its own
list. Adding a game to the command is one line here; nothing else in knaster_qt/cli names a
game (Knaster is the default, the first line).
"""

from __future__ import annotations

import importlib

from knaster_qt.cli.text import printable, show
from knaster_qt.cli.transcript_kind import first_statement
from knaster_qt.games import GameEntry

# Packages under knaster_qt/games/ with an entry.py, the default game first.
PACKAGES: list[str] = ["knaster", "exact_hit", "loop_tiles"]


def _entry(package: str) -> GameEntry:
    if ":" in package:  # "module:NAME", a GameEntry anywhere (a test's fake game)
        module, _, name = package.partition(":")
        named: GameEntry = getattr(importlib.import_module(module), name)
        return named
    game: GameEntry = importlib.import_module(f"knaster_qt.games.{package}.entry").GAME
    return game


def games() -> tuple[GameEntry, ...]:
    """The command's games, the default first (read at each call, so a test may add one)."""
    return tuple(_entry(package) for package in PACKAGES)


def default_game() -> GameEntry:
    return games()[0]


def game_names() -> list[str]:
    """What ``--game`` takes: each game's transcript header ("knaster", "exact-hit", ...)."""
    return [game.transcript_header for game in games()]


def find_game(name: str) -> GameEntry | None:
    """The game called ``name`` on the command line (its transcript header), if any."""
    return next((game for game in games() if game.transcript_header == name), None)


def recognise(path: str, fallback: GameEntry | None = None) -> GameEntry | str:
    """The game of a transcript file (its first word), or the line ``FILE:LINE: error: ...``
    saying the first word names no game.

    A file with nothing plain to go by (unreadable, empty, not UTF-8 before its first
    statement) is left to ``fallback``, else to the game whose saved games end like its
    name (an empty ``game.loop-tiles`` is a Loop Tiles file), else to the default game:
    that game's check says what is wrong with it at the right line.
    """
    first = first_statement(path)
    if first is None:
        by_suffix = next((entry for entry in games() if path.endswith(entry.file_suffix)), None)
        return fallback or by_suffix or default_game()
    game = find_game(first.words[0])
    if game is not None:
        return game
    known = [f"'{entry.transcript_header} 1'" for entry in games()]
    formats = ", ".join(known[:-1]) + f" or {known[-1]}" if len(known) > 1 else known[0]
    statement = show(" ".join(first.words))
    message = f"a transcript starts with {formats}, not '{statement}'"
    return f"{printable(path)}:{first.line}: error: {printable(message)}"
