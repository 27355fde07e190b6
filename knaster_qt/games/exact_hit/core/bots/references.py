"""Two yardsticks for the computer players, measured on the throws of a ``DiceStream``.

- ``best_policy_total``: the best possible policy for a solo player who cannot see the
  future (``row_plan``'s exact tables) played on the seed's throws; its expectation over
  all throws is ``best_policy_expectation`` (exact, no sampling).
- ``clairvoyant_total``: the best total a solo player could reach knowing every future
  throw and every rethrow's result: exact, a dynamic programme over the rounds whose
  states are (row, filled fields, exact hits) with the best total reaching each. An upper
  bound no real player can beat on those throws.
"""

from __future__ import annotations

from typing import Protocol

from knaster_qt.games.exact_hit.core.actions import Dice
from knaster_qt.games.exact_hit.core.bots.row_plan import FULL, best_write, ones_mask, row_table
from knaster_qt.games.exact_hit.core.bots.selfplay import DiceStream
from knaster_qt.games.exact_hit.core.scoring import EXACT_HIT_BONUS
from knaster_qt.games.exact_hit.core.sheets import FIELDS, ROWS, Sheet, sheet


class Throws(Protocol):
    """The throws of a game as ``DiceStream`` gives them: round ``number``'s first throw and
    its dice after a rethrow."""

    def first(self, number: int) -> Dice: ...

    def second(self, number: int) -> Dice: ...


def _throws(seed: int | Throws) -> Throws:
    return DiceStream(seed) if isinstance(seed, int) else seed


# Every round writes or crosses at least one field, so a solo game has at most this many.
MAX_ROUNDS = ROWS * FIELDS


def best_policy_expectation(letter: str = "A") -> float:
    """The expected solo total of the best possible policy: the sum of its rows' values."""
    return sum(row_table(numbers).start_value() for numbers in sheet(letter).numbers)


def _values(sheet_: Sheet, row: int, dice: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(dice[colour] for colour in sheet_.colours[row])


def _written(
    numbers: tuple[int, ...], values: tuple[int, ...], mask: int, chosen: int
) -> tuple[int, int, int]:
    """Writing the dice of ``chosen`` (0: the cross of the leftmost empty field) into a row
    filled as ``mask``: (the new mask, the values gained, the exact hits gained)."""
    if not chosen:
        return mask | 1 << next(p for p in range(FIELDS) if not mask >> p & 1), 0, 0
    gained = hits = 0
    for position in range(FIELDS):
        if chosen >> position & 1:
            gained += values[position]
            hits += values[position] == numbers[position]
    return mask | chosen, gained, hits


def best_policy_total(seed: int | Throws, letter: str = "A") -> int:
    """The solo total of the best possible policy on the throws of ``seed`` (or on the
    throws given)."""
    sheet_ = sheet(letter)
    stream = _throws(seed)
    total = 0
    number = 0  # the round
    for row in range(ROWS):
        numbers = sheet_.numbers[row]
        table = row_table(numbers)
        mask = hits = 0
        while mask != FULL:
            number += 1
            values = _values(sheet_, row, stream.first(number))
            keep, chosen = best_write(numbers, table.value, mask, hits, values)
            if table.rethrow[(mask, hits, ones_mask(mask, values))] > keep:
                values = _values(sheet_, row, stream.second(number))
                _value, chosen = best_write(numbers, table.value, mask, hits, values)
            mask, gained, new_hits = _written(numbers, values, mask, chosen)
            total += gained
            hits += new_hits
        total += EXACT_HIT_BONUS[hits]
    return total


def _answers(
    numbers: tuple[int, ...], values: tuple[int, ...], mask: int
) -> list[tuple[int, int, int]]:
    """Every legal answer to the dice: (new mask, values gained, exact hits gained)."""
    answers = [_written(numbers, values, mask, 0)]
    subsets = [(0, 0, 0)]
    for position in range(FIELDS):
        die = values[position]
        if not mask >> position & 1 and die <= numbers[position]:
            exact = 1 if die == numbers[position] else 0
            subsets += [
                (chosen | 1 << position, total + die, hit + exact) for chosen, total, hit in subsets
            ]
    answers += [(mask | chosen, total, hit) for chosen, total, hit in subsets[1:]]
    return answers


def clairvoyant_total(seed: int | Throws, letter: str = "A") -> int:
    """The best solo total anyone knowing all of ``seed``'s throws (or the throws given) in
    advance could reach."""
    sheet_ = sheet(letter)
    stream = _throws(seed)
    # (row, filled mask, exact hits of the row) -> the best total of the finished rows plus
    # the values written in the current one.
    states: dict[tuple[int, int, int], int] = {(0, 0, 0): 0}
    best = 0
    for number in range(1, MAX_ROUNDS + 1):
        throws = {stream.first(number), stream.second(number)}  # keep, or throw again
        reached: dict[tuple[int, int, int], int] = {}
        for (row, mask, hits), score in states.items():
            numbers = sheet_.numbers[row]
            for dice in throws:
                for new_mask, gained, new_hits in _answers(
                    numbers, _values(sheet_, row, dice), mask
                ):
                    total = score + gained
                    key = (row, new_mask, hits + new_hits)
                    if new_mask == FULL:
                        total += EXACT_HIT_BONUS[hits + new_hits]
                        if row == ROWS - 1:
                            best = max(best, total)
                            continue
                        key = (row + 1, 0, 0)
                    if total > reached.get(key, -1):
                        reached[key] = total
        states = reached
    assert not states  # every path has finished the sheet
    return best
