"""Turn plans: every way to place up to three rack tiles, each legal when placed.

A plan is a sequence of placements; each scores with the tiles placed before it in the
turn (the rules' 9 + 12 + 7 = 28 turn), so the order matters where two of the turn's
tiles touch. Plans that put the same tiles on the same squares leave the same board, so
only the best-scoring order of each is kept. Identical tiles (same line ends and value)
are tried once.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from knaster_qt.games.loop_tiles.core.bots.layout import Layout, mask_of
from knaster_qt.games.loop_tiles.core.material import Square, Tile

Placement = tuple[Tile, Square]


@dataclass(frozen=True)
class Plan:
    """Placements in the order to make them, and the points they score together."""

    placements: tuple[Placement, ...]
    points: int

    @property
    def tiles(self) -> tuple[Tile, ...]:
        return tuple(tile for tile, _square in self.placements)


def _kinds(rack: Sequence[Tile]) -> list[tuple[int, int, Tile]]:
    """(mask, value, a tile) for each distinct tile of the rack, in a fixed order."""
    seen: dict[tuple[str, int], Tile] = {}
    for tile in sorted(rack, key=lambda tile: tile.id):
        seen.setdefault((tile.ends, tile.value), tile)
    return [(mask_of(tile.ends), tile.value, tile) for tile in seen.values()]


def all_plans(layout: Layout, rack: Sequence[Tile], room: int) -> list[Plan]:
    """Every plan of 0 to ``room`` placements (the empty plan first), best order of each.

    Two placements that do not touch score the same in either order and leave the same
    board, so as first and second of a turn only one order of them is tried.
    """
    best: dict[frozenset[tuple[int, int]], Plan] = {frozenset(): Plan((), 0)}

    def extend(
        rest: list[Tile],
        done: tuple[Placement, ...],
        key: frozenset[tuple[int, int]],
        points: int,
        after: int,
    ) -> None:
        if len(done) == room:
            return
        kinds = _kinds(rest)
        touching = {other for _b, _f, other in layout.around[after]} if after >= 0 else set()
        for index, spot in sorted(layout.spots.items()):
            if len(done) == 1 and index < after and index not in touching:
                continue  # tried in the other order
            for mask, value, tile in kinds:
                if mask & spot.fixed != spot.lines:
                    continue
                gained = points + value * spot.multiplier + spot.joined_value
                new_key = key | {(index, tile.id)}
                known = best.get(new_key)
                if known is not None and known.points >= gained:
                    continue  # the same board by another order, which scored at least as much
                plan = Plan((*done, (tile, layout.square(index))), gained)
                best[new_key] = plan
                if len(plan.placements) == room or len(rest) == 1:
                    continue
                layout.place(index, mask, value)
                rest.remove(tile)
                extend(rest, plan.placements, new_key, gained, index)
                rest.append(tile)
                layout.lift(index)

    extend(list(rack), (), frozenset(), 0, -1)
    return list(best.values())


def best_plan(layout: Layout, rack: Sequence[Tile], room: int) -> Plan:
    """The plain greedy choice: the plan that scores most this turn.

    Of equal scores the one with fewer tiles is taken (it keeps more on the rack), then
    the first in the search's fixed order, so the choice is a function of the position.
    """
    return max(all_plans(layout, rack, room), key=lambda plan: (plan.points, -len(plan.placements)))


def best_points(layout: Layout, rack: Sequence[Tile], room: int) -> int:
    """What :func:`best_plan` would score, found faster (the look-ahead asks this often).

    The last placement of a turn changes nothing that follows, so it is found without
    placing it (the best fitting tile on each open square); and of two placements that
    do not touch, only one order is tried (either scores the same).
    """
    counts: dict[tuple[int, int], int] = {}
    for tile in rack:
        key = (mask_of(tile.ends), tile.value)
        counts[key] = counts.get(key, 0) + 1
    return _best_points(layout, counts, min(room, len(rack)), -1)


def _best_points(layout: Layout, counts: dict[tuple[int, int], int], room: int, after: int) -> int:
    best = 0
    if room == 1:
        for spot in layout.spots.values():
            for mask, value in counts:
                if mask & spot.fixed == spot.lines:
                    points = value * spot.multiplier + spot.joined_value
                    if points > best:
                        best = points
        return best
    if room <= 0:
        return 0
    touching = {other for _bit, _facing, other in layout.around[after]} if after >= 0 else set()
    for index, spot in list(layout.spots.items()):
        if index < after and index not in touching:
            continue  # the same two placements in the other order are tried
        for key in list(counts):
            mask, value = key
            if mask & spot.fixed != spot.lines:
                continue
            counts[key] -= 1
            if not counts[key]:
                del counts[key]
            layout.place(index, mask, value)
            points = value * spot.multiplier + spot.joined_value
            points += _best_points(layout, counts, room - 1, index)
            layout.lift(index)
            counts[key] = counts.get(key, 0) + 1
            if points > best:
                best = points
    return best
