"""Fuzz the transcript loader: seeded mutants of every stored transcript, 0 crashes and 0 hangs.

    .venv/bin/python benchmarks/fuzz_transcripts.py --mutants 100000 --seed 1   # docs/RELIABILITY.md

The mutants and the checks are in tests/games/knaster/core/transcript_mutants.py; ``make test`` runs
a seeded few thousand of them (tests/games/knaster/core/test_transcript_fuzz.py). A crash is anything
but a Game or a TranscriptError (or a Game that does not write back the same, or an
error outside the file's lines); a hang is an input taking longer than --time-limit.
Every 100th mutant is also loaded from a file (load_transcript). Prints the figures;
exit status 1 on any crash or hang, whose inputs go to --save-failures (if given).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "games" / "knaster" / "core")]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--mutants", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--time-limit", type=float, default=5.0, help="seconds per input")
    parser.add_argument("--save-failures", type=Path, help="a folder for crashing inputs")
    args = parser.parse_args()
    from transcript_mutants import Figures, fuzz  # tests/games/knaster/core/transcript_mutants.py

    def progress(figures: Figures) -> None:
        print(f"  {figures.summary()}", file=sys.stderr, flush=True)

    with tempfile.TemporaryDirectory(prefix="knaster-fuzz-") as folder:
        figures = fuzz(args.mutants, args.seed, args.time_limit, 100, Path(folder), progress)
    print(f"seed {args.seed}  time limit {args.time_limit:g} s per input")
    print(figures.summary())
    failures = [(what, data) for what, data in figures.crashes]
    failures += [("hang", data) for data in figures.hangs]
    for what, data in failures[:20]:
        print(f"  {what} ({len(data)} bytes)")
    if failures and args.save_failures is not None:
        args.save_failures.mkdir(parents=True, exist_ok=True)
        for number, (_what, data) in enumerate(failures):
            (args.save_failures / f"failure-{number}.knaster").write_bytes(data)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
