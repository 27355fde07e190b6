"""Exact Hit's solo rating bands: DATA written by tools/exact_hit_rating_bands.py
(do not edit; run the tool again). The best possible solo policy played
2,000 seeded games, the sheets A, B, C, D, E, F in turn:
mean 142.6 (exact expectation 142.9), median 142,
lowest 89, highest 197, standard deviation 15.2.
"""

from __future__ import annotations

GAMES = 2000
# (word, lowest total): what the best policy reaches in 1, 5 and 9 games out of 10
BANDS: tuple[tuple[str, int], ...] = (
    ("spectacular", 160),  # quantile 162
    ("excellent", 140),  # quantile 142
    ("good", 120),  # quantile 122
)
