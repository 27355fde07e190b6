"""``knaster-qt check FILE``: validate a game transcript and print its summary as JSON.

Valid: one JSON object on stdout, exit 0. Invalid or unreadable: nothing on
stdout, one line ``FILE:LINE: error: MESSAGE`` on stderr, exit 2. No Qt import.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, TextIO

EXIT_INVALID = 2


def add_parser(commands: Any) -> None:
    parser = commands.add_parser(
        "check",
        help="validate a game transcript and print the scores as JSON",
        description="Validate a Knaster game transcript against the rules. A valid one prints "
        "a JSON summary (status, sheet, rounds, players, winners) and exits 0; an invalid "
        "one prints FILE:LINE: error: MESSAGE on stderr and exits 2.",
    )
    parser.add_argument("file", metavar="FILE", help="the transcript to check")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    # Imported here, not above: the command builds every subcommand's parser at each start,
    # also when it only opens the window, which needs no transcript reader.
    from knaster_qt.games.knaster.core.errors import TranscriptError
    from knaster_qt.games.knaster.core.transcript import check_transcript, printable

    path: str = args.file
    try:
        result = check_transcript(path)
    except TranscriptError as error:
        # One line whatever the input held: the message's words are already escaped.
        message = printable(error.message)
        _emit(sys.stderr, f"{printable(path)}:{error.line}: error: {message}\n")
        return EXIT_INVALID
    _emit(sys.stdout, json.dumps(result, ensure_ascii=False) + "\n")
    return 0


def _emit(stream: TextIO, text: str) -> None:
    """Write UTF-8 whatever the locale says, so player names in any alphabet come out whole."""
    buffer = getattr(stream, "buffer", None)
    if buffer is None:
        stream.write(text)
    else:
        stream.flush()
        buffer.write(text.encode("utf-8", "backslashreplace"))
    stream.flush()
