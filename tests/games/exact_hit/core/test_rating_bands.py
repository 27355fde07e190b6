"""Exact Hit's solo rating bands are the data tools/exact_hit_rating_bands.py makes from the
best possible solo play's scores: running it again gives the same bands."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from knaster_qt.games.exact_hit.core import rating_bands

TOOL = Path(__file__).resolve().parents[4] / "tools" / "exact_hit_rating_bands.py"


def test_the_committed_bands_are_what_the_tool_computes() -> None:
    spec = importlib.util.spec_from_file_location("exact_hit_rating_bands", TOOL)
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    scores = tool.totals(rating_bands.GAMES)
    bands = [(word, rounded) for word, _exact, rounded in tool.lowest_totals(scores)]
    assert tuple(bands) == rating_bands.BANDS
    # The best play reaches "good" in about 9 games of 10, "spectacular" in about 1 of 10.
    share = {word: sum(s >= lowest for s in scores) / len(scores) for word, lowest in bands}
    assert share["good"] > 0.85 and 0.4 < share["excellent"] < 0.65 and share["spectacular"] < 0.2
