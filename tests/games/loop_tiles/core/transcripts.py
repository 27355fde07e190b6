"""Writing test transcripts in the spec's tile notation.

``game_text(draws, body)``: ``draws`` names the tiles in the order the bag gives them
(set aside, racks in seat order, the start tile, refills), e.g. ``"EW6 SW5 | NESW7"``
(``|`` is only for the eye); every other tile follows in number order. In ``body`` a
tile written ``{NSW3}`` becomes the number of the tile the bag line gave for NSW3.
"""

from __future__ import annotations

import re

from knaster_qt.games.loop_tiles.core.material import standard_tiles

HEADER = "loop-tiles 1\nplayer Ann\nplayer Bob\n"


def bag_order(draws: str) -> tuple[list[int], dict[str, int]]:
    """The bag's tile numbers, top first, and which number each named tile got."""
    free = list(standard_tiles())
    first: list[int] = []
    named: dict[str, int] = {}
    for text in draws.replace("|", " ").split():
        tile = next(tile for tile in free if str(tile) == text)
        free.remove(tile)
        first.append(tile.id)
        named.setdefault(text, tile.id)
    return first + [tile.id for tile in free], named


def game_text(draws: str, body: str = "", header: str = HEADER) -> str:
    order, named = bag_order(draws)
    body = re.sub(r"\{(\w+)\}", lambda match: str(named[match.group(1)]), body)
    return f"{header}bag {' '.join(map(str, order))}\n{body}"


def numbered(text: str) -> list[tuple[int, str]]:
    return list(enumerate(text.splitlines(), start=1))
