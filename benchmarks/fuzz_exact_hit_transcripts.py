"""Fuzz the Exact Hit transcript reader: seeded mutants of valid games, 0 crashes, 0 hangs.

    .venv/bin/python benchmarks/fuzz_exact_hit_transcripts.py --mutants 100000 --seed 1

The mutants and the checks are in tests/games/exact_hit/core/transcript_mutants.py; ``make
test`` runs a seeded 2,000 of them. A crash is anything but a game (which must write back
equal) or a TranscriptError with its line in the file and a one-line message; a hang is an
input taking longer than --time-limit. Every 100th mutant is also loaded from a file. Prints
the figures (docs/RELIABILITY.md); exit status 1 on any crash or hang.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--mutants", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--time-limit", type=float, default=5.0, help="seconds per input")
    args = parser.parse_args()
    from tests.games.exact_hit.core.transcript_mutants import Figures, fuzz

    def progress(figures: Figures) -> None:
        print(f"  {figures.summary()}", file=sys.stderr, flush=True)

    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="exact-hit-fuzz-") as folder:
        figures = fuzz(
            args.mutants, args.seed, args.time_limit, 100, Path(folder), progress=progress
        )
    took = time.perf_counter() - started
    print(f"seed {args.seed}  time limit {args.time_limit:g} s per input  {took:.0f} s")
    print(figures.summary())
    for what, data in figures.crashes[:20]:
        print(f"  crash: {what} ({len(data)} bytes)")
    return 1 if figures.crashes or figures.hangs else 0


if __name__ == "__main__":
    sys.exit(main())
