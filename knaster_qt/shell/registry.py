"""The games this app hosts. Adding a game: its package under knaster_qt/games/, one line here."""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import TYPE_CHECKING

from knaster_qt.games import GameEntry, GameFileError

if TYPE_CHECKING:
    from knaster_qt.storage.kept import Summary


def _entry(package: str) -> GameEntry:
    """The ``GAME`` of knaster_qt/games/<package>/entry.py (Qt-free: only the game's core loads)."""
    game: GameEntry = importlib.import_module(f"knaster_qt.games.{package}.entry").GAME
    return game


GAMES: tuple[GameEntry, ...] = (
    _entry("knaster"),
    _entry("exact_hit"),
    _entry("loop_tiles"),
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


def file_suffixes() -> tuple[str, ...]:
    """The extensions of the hosted games' saved files (``.knaster``, ``.exact-hit``, ...)."""
    return tuple(game.file_suffix for game in games())


def suffix_of_text(text: str | bytes) -> str:
    """The extension of the game whose transcript ``text`` is (by its first word); the first
    game's for a text no hosted game claims."""
    from knaster_qt.input_files import first_word

    data = text.encode("utf-8") if isinstance(text, str) else text
    return (game_of_header(first_word(data)) or default_game()).file_suffix


def shown_suffixes(suffix: str) -> tuple[str, ...]:
    """The extensions Open's filter shows for the game whose own is ``suffix``: it and .txt."""
    return (suffix, ".txt")


def transcript_filter() -> str:
    """A file dialog's filter: every game's saved games, then all files."""
    from PySide6.QtCore import QCoreApplication

    # "Knaster games (*.knaster *.txt)": the patterns stay as they are in every language.
    own = (
        QCoreApplication.translate("registry", "{0} games ({1})").format(
            game.name.replace("&", ""),
            " ".join(f"*{suffix}" for suffix in shown_suffixes(game.file_suffix)),
        )
        for game in games()
    )
    return ";;".join([*own, QCoreApplication.translate("registry", "All files (*)")])


def game_of_file(path: Path | str) -> tuple[GameEntry, bytes] | None:
    """The registered game whose transcript the file at ``path`` is (by its first word), and
    the file's bytes; None for a file no registered game claims or that cannot be read."""
    # Here, not above: the registry loads at start-up, a file is opened later if at all.
    from knaster_qt.input_files import first_word, read_input_file

    try:  # a regular file only: opening a FIFO would block the window
        data = read_input_file(path)
    except OSError:
        return None
    game = game_of_header(first_word(data))  # after a BOM, blank lines and comments
    return (game, data) if game is not None else None


def describe_kept(path: Path) -> Summary | None:
    """What Game > Recovered Games lists of a kept file: its game, rounds and players (the
    game alone if it cannot read the file); None if no registered game claims it."""
    from knaster_qt.storage.kept import Summary  # as above: Recovered Games only

    found = game_of_file(path)
    if found is None:
        return None
    game, data = found
    name = game.name.replace("&", "")
    try:
        summary = game.load_record()(data, str(path))
    except (GameFileError, ValueError):  # a bad file, or a game without the hook yet
        return Summary(name)
    players = tuple(str(player["name"]) for player in summary["players"])
    return Summary(name, int(summary["rounds"]), players)
