"""The rulebook's own scale for a solo score."""

from __future__ import annotations

from knaster_qt.games import QT_TRANSLATE_NOOP

# (lowest total, rating); the rulebook: above 50 good, above 80 excellent, above 100 spectacular.
# The words are Words (equal to the English word): Statistics shows them translated.
RATINGS: tuple[tuple[int, str], ...] = (
    (101, QT_TRANSLATE_NOOP("KnasterRatings", "spectacular")),
    (81, QT_TRANSLATE_NOOP("KnasterRatings", "excellent")),
    (51, QT_TRANSLATE_NOOP("KnasterRatings", "good")),
)


def solo_rating(total: int) -> str | None:
    """'good', 'excellent', 'spectacular', or None for 50 and below."""
    for lowest, rating in RATINGS:
        if total >= lowest:
            return rating
    return None
