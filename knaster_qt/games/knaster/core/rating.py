"""The rulebook's own scale for a solo score."""

from __future__ import annotations

from knaster_qt.games import QT_TRANSLATE_NOOP
from knaster_qt.kit.core.ratings import rating_of

# (lowest total, rating); the rulebook: above 50 good, above 80 excellent, above 100 spectacular.
# The words are Words (equal to the English word): Statistics shows them translated.
RATINGS: tuple[tuple[int, str], ...] = (
    (101, QT_TRANSLATE_NOOP("KnasterRatings", "spectacular")),
    (81, QT_TRANSLATE_NOOP("KnasterRatings", "excellent")),
    (51, QT_TRANSLATE_NOOP("KnasterRatings", "good")),
)


def solo_rating(total: int) -> str | None:
    """'good', 'excellent', 'spectacular', or None for 50 and below."""
    return rating_of(total, RATINGS)
