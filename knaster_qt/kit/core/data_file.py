"""A game's data file (a sheet layout, the tiles, the sheets): a JSON object of one format."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any


def json_object(
    text: str,
    source: str,
    expected_format: str,
    error: Callable[[str], Exception],
    not_an_object: str,
) -> dict[str, Any]:
    """The JSON object in ``text`` whose ``format`` is ``expected_format``; else the game's
    ``error`` naming ``source`` and the problem (``not_an_object``: the game's words for
    JSON that is not an object)."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as problem:
        raise error(f"{source}: not valid JSON ({problem.msg} at line {problem.lineno})") from None
    if not isinstance(data, dict):
        raise error(f"{source}: {not_an_object}")
    if data.get("format") != expected_format:
        raise error(f"{source}: 'format' must be \"{expected_format}\"")
    return data
