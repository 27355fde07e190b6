"""``knaster-qt check FILE``: validate a game transcript and print its summary as JSON.

The game is the transcript's first word (``knaster 1``, ``exact-hit 1``, ...); its entry's
``check`` hook does the work. Valid: one JSON object on stdout, exit 0. Invalid or
unreadable: nothing on stdout, one line ``FILE:LINE: error: MESSAGE`` on stderr, exit 2.
No Qt import.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from knaster_qt.cli.text import emit, printable

EXIT_INVALID = 2


def add_parser(commands: Any) -> None:
    parser = commands.add_parser(
        "check",
        help="validate a game transcript and print the scores as JSON",
        description="Validate a game transcript (Knaster, Exact Hit, Loop Tiles: the game is "
        "the file's first word) against the rules. A valid one prints a JSON summary "
        "(status, rounds, players, winners, ...) and exits 0; an invalid one prints "
        "FILE:LINE: error: MESSAGE on stderr and exits 2.",
    )
    parser.add_argument("file", metavar="FILE", help="the transcript to check")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    # Imported here, not above: the command builds every subcommand's parser at each start,
    # also when it only opens the window, which needs no transcript reader.
    from knaster_qt.cli.games import recognise
    from knaster_qt.games import GameFileError

    path: str = args.file
    game = recognise(path)
    if isinstance(game, str):
        emit(sys.stderr, game + "\n")
        return EXIT_INVALID
    if not game.check:
        emit(sys.stderr, f"knaster-qt check: {game.name} transcripts cannot be checked yet\n")
        return EXIT_INVALID
    try:
        result = game.load_check()(path)
    except GameFileError as error:
        return _invalid(path, error.line, error.message)
    emit(sys.stdout, json.dumps(result, ensure_ascii=False) + "\n")
    return 0


def _invalid(path: str, line: int, message: str) -> int:
    # One line whatever the input held: control characters are escaped.
    emit(sys.stderr, f"{printable(path)}:{line}: error: {printable(message)}\n")
    return EXIT_INVALID
