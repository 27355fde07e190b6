"""The rulebook's own scale for a solo score."""

from __future__ import annotations

# (lowest total, rating); the rulebook: above 50 good, above 80 excellent, above 100 spectacular.
RATINGS: tuple[tuple[int, str], ...] = ((101, "spectacular"), (81, "excellent"), (51, "good"))


def solo_rating(total: int) -> str | None:
    """'good', 'excellent', 'spectacular', or None for 50 and below."""
    for lowest, rating in RATINGS:
        if total >= lowest:
            return rating
    return None
