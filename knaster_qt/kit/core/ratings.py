"""A solo score's rating on a game's scale (``GameEntry.ratings``: (lowest total, word), best
first): Knaster's rulebook gives its scale, Exact Hit's comes from the best play's scores."""

from __future__ import annotations

from collections.abc import Iterable


def rating_of(total: int, ratings: Iterable[tuple[int, str]]) -> str | None:
    """The word of the best band ``total`` reaches, or None below every band."""
    for lowest, rating in ratings:
        if total >= lowest:
            return rating
    return None
