"""Writing test transcripts in the spec's tile notation.

``game_text(draws, body)``: ``draws`` names the tiles in the order the bag gives them
(set aside, racks in seat order, the start tile, refills), e.g. ``"EW6 SW5 | NESW7"``
(``|`` is only for the eye); every other tile follows in number order. In ``body`` a
tile written ``{NSW3}`` becomes the number of the tile the bag line gave for NSW3.
"""

from __future__ import annotations

import random
import re

from knaster_qt.games.loop_tiles.core.material import standard_tiles
from knaster_qt.games.loop_tiles.core.transcript import Transcript

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


def play_randomly(transcript: Transcript, choices: random.Random) -> None:
    """Play legal random moves, with take-backs and exchanges, to the end or a random stop."""
    game = transcript.game
    for _ in range(1000):
        if game.over:
            return
        for _ in range(choices.choice((0, 1, 1, 2, 2, 3, 3, 3, 3, 3))):
            options = [(t, s) for t in game.racks[game.current] for s in game.legal_placements(t)]
            if not options:
                break
            transcript.place(*choices.choice(options))
        if game.this_turn and choices.random() < 0.2:
            transcript.take_back()
        if not game.this_turn and not game.can_place(game.current) and choices.random() < 0.7:
            transcript.exchange()
        elif choices.random() < 0.02:
            return  # a game in progress, stopped in the middle of a turn
        else:
            transcript.end_turn()
    raise AssertionError("the game did not end")


def stuck_start_bag(players: int, aside: int, choices: random.Random) -> list[int]:
    """A shuffled bag in which the first player is stuck at once, so exchanges happen.

    The start tile is N-S and the first rack holds only E-W tiles: nothing of it fits.
    """
    tiles = standard_tiles()
    rack = [tile.id for tile in tiles if tile.ends == "EW"][:5]
    start = next(tile.id for tile in tiles if tile.ends == "NS")
    rest = [tile.id for tile in tiles if tile.id not in rack and tile.id != start]
    choices.shuffle(rest)
    others = aside + 5 * (players - 1)
    return rest[:aside] + rack + rest[aside:others] + [start] + rest[others:]
