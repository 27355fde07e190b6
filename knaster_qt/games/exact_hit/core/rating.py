"""A solo score's rating: Exact Hit's rules name no scale, so the bands come from the scores
the best possible solo player reaches (``rating_bands``, data made by
tools/exact_hit_rating_bands.py): good is what it reaches in 9 games out of 10, excellent in
half, spectacular in 1 out of 10."""

from __future__ import annotations

from knaster_qt.games import QT_TRANSLATE_NOOP
from knaster_qt.games.exact_hit.core.rating_bands import BANDS
from knaster_qt.kit.core.ratings import rating_of

# The words are Words (equal to the English word): Statistics shows them translated.
_WORDS = {
    "spectacular": QT_TRANSLATE_NOOP("ExactHitRatings", "spectacular"),
    "excellent": QT_TRANSLATE_NOOP("ExactHitRatings", "excellent"),
    "good": QT_TRANSLATE_NOOP("ExactHitRatings", "good"),
}
# (lowest total, rating), best first, as GameEntry.ratings
RATINGS: tuple[tuple[int, str], ...] = tuple((lowest, _WORDS[word]) for word, lowest in BANDS)


def solo_rating(total: int) -> str | None:
    """'good', 'excellent', 'spectacular', or None below the good band."""
    return rating_of(total, RATINGS)


def band_start(rating: str) -> int:
    """The lowest total of ``rating``'s band."""
    return next(lowest for lowest, word in RATINGS if word == rating)
