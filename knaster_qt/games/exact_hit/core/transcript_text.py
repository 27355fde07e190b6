"""A transcript's file: read safely, as bytes for the kit's text rules.

Decoding, lines and words follow every game's lexical rules, in the kit
(knaster_qt/kit/core/transcript_text.py: UTF-8 with an optional byte order mark, lines
ending in LF or CRLF, ``#`` starting a comment, words separated by spaces or tabs).
"""

from __future__ import annotations

import os

from knaster_qt.games.exact_hit.core.errors import TranscriptError
from knaster_qt.input_files import InputFileError, read_input_file


def read_file(path: str | os.PathLike[str]) -> bytes:
    """The bytes of the regular file at ``path``; TranscriptError (line 1) for anything else.

    A folder, a named pipe (opening it would block), a device (it may never end) or a file
    over 1 MiB is refused with a plain reason (``knaster_qt.input_files``, shared by every
    game); the file is never changed. The longest Exact Hit game, 30 rounds of six players
    with 24-letter names of 4-byte letters writing six dice, is about 31 KB.
    """
    try:
        return read_input_file(path)
    except InputFileError as error:
        raise TranscriptError(f"cannot read the file: {error}", 1) from None
    except OSError as error:
        # The message leaves the path out: the caller shows it (FILE:LINE: error: ...).
        reason = error.strerror or type(error).__name__
        raise TranscriptError(f"cannot read the file: {reason}", 1) from None
    except ValueError as error:  # a path with a NUL character
        raise TranscriptError(f"cannot read the file: {error}", 1) from None
