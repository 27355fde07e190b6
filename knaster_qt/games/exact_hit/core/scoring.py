"""A row's score (spec, "A finished row"): the written die values plus the exact-hit bonus."""

from __future__ import annotations

# Bonus by the number of exact hits in a row: the rulebook gives 3 -> 6 and 4 -> 10; the
# spec's Decision completes the triangle.
EXACT_HIT_BONUS = (0, 1, 3, 6, 10, 15, 21)


def row_score(values: tuple[int, ...], exact_hits: int) -> int:
    """Score of a row whose written die values are ``values`` (a cross counts 0)."""
    return sum(values) + EXACT_HIT_BONUS[exact_hits]
