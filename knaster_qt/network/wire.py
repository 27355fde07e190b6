"""The wire format: one JSON object per line, bounded, checked field by field.

Every message is a JSON object on one line of UTF-8 ending in LF, at most
:data:`MAX_LINE_BYTES` long, with a ``"type"`` naming one of :data:`SCHEMAS`. A message
that breaks any rule is a :class:`WireError` with a plain reason; the caller answers it
and changes nothing. Nothing here trusts the other side: sizes are checked before
decoding, numbers must be plain integers (``true`` is not 1), strings are bounded and
free of control characters, and unknown fields are refused (a newer client says its
version in ``hello`` instead).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

PROTOCOL = "knaster-qt-table"
VERSION = 1
# The port a host listens on when it is free (else any free one), and Join offers first.
DEFAULT_PORT = 5080
# A Loop Tiles view or a whole transcript is sent in pieces of statements, never as one line:
# the longest statement (an exchange listing 81 tiles) is under 400 bytes.
MAX_LINE_BYTES = 16 * 1024
MAX_TEXT = 400  # one statement, a name, a reason
MAX_STATEMENTS = 8  # a Knaster write and its up to four bonus statements, with room
MAX_LINES = 4000  # a view: a whole game's transcript, line by line


class WireError(ValueError):
    """A message that breaks the wire format; its text says why, in plain words."""


def _text(value: object) -> str | None:
    if not isinstance(value, str) or len(value) > MAX_TEXT:
        return None
    if any(ord(char) < 32 or ord(char) == 127 for char in value):
        return None
    return value


def _check_text(value: object) -> bool:
    return _text(value) is not None


def _check_int(value: object) -> bool:
    return type(value) is int and 0 <= value < 1_000_000  # bool is an int subclass: refused


def _check_optional_text(value: object) -> bool:
    return value is None or _check_text(value)


def _check_statements(value: object) -> bool:
    return (
        isinstance(value, list)
        and 1 <= len(value) <= MAX_STATEMENTS
        and all(_check_text(item) and item.strip() for item in value)
    )


def _check_hint(value: object) -> bool:
    return (
        isinstance(value, list)
        and len(value) <= MAX_STATEMENTS
        and all(_check_text(item) for item in value)
    )


def _check_lines(value: object) -> bool:
    return (
        isinstance(value, list)
        and len(value) <= MAX_LINES
        and all(_check_text(item) for item in value)
    )


def _check_names(value: object) -> bool:
    return isinstance(value, list) and len(value) <= 12 and all(_check_text(v) for v in value)


_CHECKS = {
    "text": _check_text,
    "int": _check_int,
    "optional text": _check_optional_text,
    "statements": _check_statements,
    "hint": _check_hint,
    "lines": _check_lines,
    "names": _check_names,
}

# Each message type and its fields (all required). Client to host: hello, move, hint, leave.
# Host to client: seats (the answer to a hello without a seat), welcome, table, accepted and
# refused (the answer to each move, before anything it causes), hinted, bye.
SCHEMAS: dict[str, dict[str, str]] = {
    "hello": {
        "protocol": "text",
        "version": "int",
        "code": "text",
        "seat": "optional text",
        "secret": "optional text",
    },
    "move": {"seat": "text", "secret": "text", "seq": "int", "statements": "statements"},
    "hint": {"seat": "text", "secret": "text"},
    "leave": {},
    "seats": {"game": "text", "free": "names", "taken": "names"},
    "welcome": {"seat": "text", "secret": "text", "seq": "int", "game": "text"},
    "table": {"lines": "lines", "waiting": "names", "away": "names", "over": "int"},
    "accepted": {"seq": "int"},
    "hinted": {"statements": "hint"},
    "refused": {"reason": "text"},
    "bye": {"reason": "text"},
}


def encode(message: Mapping[str, Any]) -> bytes:
    """One message as its line on the wire (checked as the receiver will check it)."""
    line = json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode() + b"\n"
    decode(line)  # what we send obeys what we demand
    return line


def decode(line: bytes) -> dict[str, Any]:
    """The message of one line (with or without its LF); WireError for anything else."""
    if len(line) > MAX_LINE_BYTES:
        raise WireError(f"a message is at most {MAX_LINE_BYTES} bytes")
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError:
        raise WireError("a message is UTF-8 text") from None
    try:
        message = json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise WireError("a message is one JSON object") from None
    if not isinstance(message, dict):
        raise WireError("a message is one JSON object")
    kind = message.get("type")
    schema = SCHEMAS.get(kind) if isinstance(kind, str) else None
    if schema is None:
        raise WireError("unknown message type")
    fields = set(message) - {"type"}
    if fields != set(schema):
        missing = sorted(set(schema) - fields)
        extra = sorted(fields - set(schema))
        raise WireError(f"{kind}: fields missing {missing} or unknown {extra}"[:MAX_TEXT])
    for name, check in schema.items():
        if not _CHECKS[check](message[name]):
            raise WireError(f"{kind}: the field {name!r} is not a valid {check}")
    return message


def _no_constant(name: str) -> object:
    raise ValueError(f"{name} is not JSON")


class LineReader:
    """Splits a byte stream into lines, refusing a line longer than the limit.

    ``feed`` returns the complete lines received so far (without their LF). A line that
    grows past the limit raises WireError at once, before it is complete, so a client
    sending an endless line costs the host at most the limit in memory.
    """

    def __init__(self, limit: int = MAX_LINE_BYTES) -> None:
        self._limit = limit
        self._pending = bytearray()

    def feed(self, data: bytes) -> list[bytes]:
        self._pending += data
        *lines, rest = bytes(self._pending).split(b"\n")
        self._pending = bytearray(rest)
        if len(self._pending) > self._limit or any(len(line) > self._limit for line in lines):
            self._pending.clear()
            raise WireError(f"a message is at most {self._limit} bytes")
        return lines
