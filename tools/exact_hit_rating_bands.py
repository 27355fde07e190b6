"""Exact Hit's solo rating bands, from the scores the best possible player reaches.

Knaster's rulebook rates a solo score (good above 50, excellent above 80, spectacular above
100); Exact Hit's names no scale, so the app makes one from the best possible solo policy
(``core/bots/references.best_policy_total``: exact, it cannot see the future) played on
``--games`` seeded games of every sheet:

- good: what the best policy reaches in 9 games out of 10 (its 10th percentile);
- excellent: what it reaches in half its games (its median);
- spectacular: what it reaches in only 1 game out of 10 (its 90th percentile);

each rounded to the nearest 5 points, so that a player can remember them. The bands and
the distribution they come from are written as data to
``knaster_qt/games/exact_hit/core/rating_bands.py`` (read by ``core/rating.py``):

    .venv/bin/python tools/exact_hit_rating_bands.py              # 2,000 games, writes the data
    .venv/bin/python tools/exact_hit_rating_bands.py --games 200 --no-write   # a quick look
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from knaster_qt.games.exact_hit.core.bots.references import (  # noqa: E402
    best_policy_expectation,
    best_policy_total,
)
from knaster_qt.games.exact_hit.core.sheets import SHEET_LETTERS  # noqa: E402

TARGET = ROOT / "knaster_qt" / "games" / "exact_hit" / "core" / "rating_bands.py"
# (word, the share of the best policy's games that reach the band's lowest total)
BANDS = (("spectacular", 0.1), ("excellent", 0.5), ("good", 0.9))


def totals(games: int) -> list[int]:
    """The best policy's solo totals on seeds 1..games, the sheets taken in turn."""
    return [
        best_policy_total(seed, SHEET_LETTERS[seed % len(SHEET_LETTERS)])
        for seed in range(1, games + 1)
    ]


def lowest_totals(scores: list[int]) -> list[tuple[str, int, int]]:
    """(word, the exact quantile, rounded to 5) per band, best first."""
    cuts = statistics.quantiles(scores, n=10, method="inclusive")  # the 10th ... 90th
    found = []
    for word, share in BANDS:
        exact = cuts[round((1 - share) * 10) - 1]
        found.append((word, round(exact), 5 * round(exact / 5)))
    return found


def module_text(scores: list[int], bands: list[tuple[str, int, int]]) -> str:
    lines = [
        '"""Exact Hit\'s solo rating bands: DATA written by tools/exact_hit_rating_bands.py',
        "(do not edit; run the tool again). The best possible solo policy played",
        f"{len(scores):,} seeded games, the sheets {', '.join(SHEET_LETTERS)} in turn:",
        f"mean {statistics.mean(scores):.1f} (exact expectation "
        f"{best_policy_expectation():.1f}), median {statistics.median(scores):g},",
        f"lowest {min(scores)}, highest {max(scores)}, "
        f"standard deviation {statistics.stdev(scores):.1f}.",
        '"""',
        "",
        "from __future__ import annotations",
        "",
        "GAMES = " + str(len(scores)),
        "# (word, lowest total): what the best policy reaches in 1, 5 and 9 games out of 10",
        "BANDS: tuple[tuple[str, int], ...] = (",
        *(f'    ("{word}", {rounded}),  # quantile {exact}' for word, exact, rounded in bands),
        ")",
        "",
    ]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--no-write", action="store_true", help="print only")
    args = parser.parse_args()
    scores = totals(args.games)
    bands = lowest_totals(scores)
    text = module_text(scores, bands)
    print(text)
    if not args.no_write:
        TARGET.write_text(text, encoding="utf-8")
        print(f"wrote {TARGET.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
