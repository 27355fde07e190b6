"""The games this app hosts. Adding a game: its package under knaster_qt/games/, one line here."""

from __future__ import annotations

import importlib

from knaster_qt.games import GameEntry


def _entry(package: str) -> GameEntry:
    """The ``GAME`` of knaster_qt/games/<package>/entry.py (Qt-free: only the game's core loads)."""
    game: GameEntry = importlib.import_module(f"knaster_qt.games.{package}.entry").GAME
    return game


GAMES: tuple[GameEntry, ...] = (
    _entry("knaster"),
    # one line per game (its package under knaster_qt/games/), in menu order
)


def games() -> tuple[GameEntry, ...]:
    """The hosted games in menu order (read at each call, so a test may add one)."""
    return GAMES


def default_game() -> GameEntry:
    """The game a window plays: the first registered (a game chooser comes with the second)."""
    return games()[0]


def game_of_header(first_line: str) -> GameEntry | None:
    """The game whose transcripts begin with ``first_line``'s first word, if any."""
    words = first_line.split(maxsplit=1)
    return next((game for game in games() if words and game.transcript_header == words[0]), None)


def transcript_filter() -> str:
    """A file dialog's filter: every game's saved games, then all files."""
    return ";;".join([*(game.file_filter() for game in games()), "All files (*)"])
