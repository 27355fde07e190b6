"""100 blank sheets at 4 per page to PDF: time and size (goal: under 3 s and under 1 MB, vector).

    .venv/bin/python benchmarks/print_pad.py            # measure and update docs/PERFORMANCE.md
    .venv/bin/python benchmarks/print_pad.py --no-write # only print the figures

Runs the real command, ``knaster-qt print --blank 100 --per-page 4 -o FILE``, in a
fresh process each time, so the time includes starting Python and Qt.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import perfdoc  # benchmarks/perfdoc.py: the scripts run from this folder

ROOT = Path(__file__).resolve().parent.parent
SECTION = "print"
COMMAND = ["print", "--blank", "100", "--side", "A", "--per-page", "4", "--paper", "a4"]


def run_once(output: Path) -> tuple[float, float]:
    """(wall seconds, CPU seconds of the child) for one run of the command."""
    env = {
        key: value for key, value in os.environ.items() if key not in ("DISPLAY", "WAYLAND_DISPLAY")
    }
    env["PYTHONPATH"] = str(ROOT)
    before = os.times()
    start = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "knaster_qt", *COMMAND, "-o", str(output)],
        check=True,
        env=env,
        capture_output=True,
    )
    wall = time.perf_counter() - start
    after = os.times()
    return wall, (after.children_user - before.children_user) + (
        after.children_system - before.children_system
    )


def pdf_facts(path: Path) -> tuple[int, int]:
    """(pages, embedded raster images) of a PDF, from poppler's pdfinfo and pdfimages."""
    info = subprocess.run(["pdfinfo", str(path)], check=True, capture_output=True, text=True).stdout
    pages = int(re.search(r"^Pages:\s+(\d+)", info, re.MULTILINE).group(1))  # type: ignore[union-attr]
    images = subprocess.run(
        ["pdfimages", "-list", str(path)], check=True, capture_output=True, text=True
    ).stdout
    return pages, max(0, len(images.strip().splitlines()) - 2)  # two header lines


def write_section(text: str) -> None:
    perfdoc.write_section(SECTION, text)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs of the command")
    parser.add_argument("--no-write", action="store_true", help="do not update PERFORMANCE.md")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        output = Path(folder) / "pad.pdf"
        results = [run_once(output) for _ in range(args.runs)]
        size = output.stat().st_size
        pages, images = pdf_facts(output)
    wall = statistics.median(result[0] for result in results)
    cpu = statistics.median(result[1] for result in results)
    text = (
        f"`knaster-qt print {' '.join(COMMAND[1:])} -o pad.pdf` (`benchmarks/print_pad.py`, "
        f"median of {args.runs} runs, each a new process, no display). Goal: under 3 s and under 1 MB.\n\n"
        "| sheets | pages | time (median) | CPU time | PDF size | raster images |\n"
        "|---|---|---|---|---|---|\n"
        f"| 100 | {pages} | {wall:.2f} s | {cpu:.2f} s | {size / 1024:.0f} KB | {images} (vector only) |\n\n"
        f"Load average while measuring: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores.\n"
    )
    print(text)
    if not args.no_write:
        write_section(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
