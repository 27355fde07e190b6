"""The games this app hosts. Adding a game: its package under knaster_qt/games/, one line here."""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

from knaster_qt.games import GameEntry, GameFileError


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


def game_of_file(path: Path | str) -> GameEntry | None:
    """The registered game whose transcript the file at ``path`` is (by its first word)."""
    from knaster_qt.input_files import read_input_file

    try:  # a regular file only: opening a FIFO would block the window
        first_line = read_input_file(path).split(b"\n", 1)[0].decode("utf-8", "replace")
    except OSError:
        return None
    return game_of_header(first_line)


def summary_of(path: Path | str) -> dict[str, Any] | None:
    """The game's check summary of the transcript at ``path``, None if no game can read it."""
    game = game_of_file(path)
    if game is None:
        return None
    try:
        return game.load_check()(str(path))
    except GameFileError:
        return None


def rounds_and_players(path: Path) -> tuple[int, tuple[str, ...]] | None:
    """What Game > Recovered Games lists of a kept file: its rounds and players."""
    summary = summary_of(path)
    if summary is None:
        return None
    return int(summary["rounds"]), tuple(str(player["name"]) for player in summary["players"])
