"""Time to paint one Exact Hit sheet into a 1920x1080 image (goal: median under 10 ms).

    .venv/bin/python benchmarks/exact_hit_paint.py            # measure, update docs/PERFORMANCE.md
    .venv/bin/python benchmarks/exact_hit_paint.py --no-write # only print the figures

The painter (knaster_qt/games/exact_hit/render/sheet_painter.py) stamps the printed part
of the sheet from an image cache on raster devices and draws the overlays and the pen as
vectors; this is the cost of one full repaint of a full-screen sheet, without the window
system's part, and of the first paint at a new size (the printed part drawn again).
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import time
from pathlib import Path

import perfdoc  # benchmarks/perfdoc.py: the scripts run from this folder

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
SECTION = "exact-hit-paint"
WIDTH, HEIGHT = 1920, 1080
FINISHED = "finished sheet: header, 30 values and crosses, exact hits, scores, total"


def time_paints(picture: object, runs: int) -> tuple[list[float], list[float]]:
    """Wall-clock and CPU milliseconds per paint of ``picture`` into a 1920x1080 image."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from knaster_qt.games.exact_hit.render.sheet_painter import paint_sheet

    image = QImage(WIDTH, HEIGHT, QImage.Format.Format_ARGB32_Premultiplied)
    target = QRectF(0, 0, WIDTH, HEIGHT)
    wall, cpu = [], []
    for _ in range(runs):
        start, start_cpu = time.perf_counter(), time.thread_time()
        image.fill(0xFF303030)  # a widget repaints its background too
        painter = QPainter(image)
        paint_sheet(painter, target, picture)  # type: ignore[arg-type]
        painter.end()
        cpu.append((time.thread_time() - start_cpu) * 1000)
        wall.append((time.perf_counter() - start) * 1000)
    return wall, cpu


def finished_game() -> object:
    """A solo game played to its end by a simple rule (write every die that fits)."""
    from knaster_qt.games.exact_hit.core.actions import Cross, Throw, Write
    from knaster_qt.games.exact_hit.core.game import Game

    game = Game(1, seed=7)
    while not game.game_over:
        game.apply(0, Throw())
        writes = [action for action in game.legal_actions(0) if isinstance(action, Write)]
        game.apply(0, max(writes, key=lambda write: len(write.colours)) if writes else Cross())
    return game


def measure(runs: int) -> dict[str, tuple[float, float, float]]:
    from knaster_qt.games.exact_hit.render.picture import SheetPicture

    game = finished_game()
    pictures = {
        "blank sheet": SheetPicture.blank("A"),
        FINISHED: (
            SheetPicture.from_game(game, 0, header="Ann · 1 Dec 2026 · 87 points")  # type: ignore[arg-type]
        ),
        "sheet in play: current row, targets, hover preview, focus": SheetPicture.blank(
            "C",
            current_row=0,
            target_fields=frozenset({(0, 1), (0, 2), (0, 4)}),
            hover_field=(0, 2),
            hover_write=4,
            focus_field=(0, 2),
        ),
    }
    for picture in pictures.values():  # warm-up: fonts load and glyphs are cached once
        time_paints(picture, 5)
    results = {}
    for name, picture in pictures.items():
        wall, cpu = time_paints(picture, runs)
        results[name] = (
            statistics.median(wall),
            statistics.quantiles(wall, n=10)[-1],
            statistics.median(cpu),
        )
    from knaster_qt.games.exact_hit.render.printed_cache import PRINTED_CACHE

    finished = pictures[FINISHED]
    cold_wall, cold_cpu = [], []
    for _ in range(max(10, runs // 10)):
        PRINTED_CACHE.clear()  # as after a resize: the printed sheet is drawn again
        wall, cpu = time_paints(finished, 1)
        cold_wall += wall
        cold_cpu += cpu
    results[FINISHED + ", first paint at a new size"] = (
        statistics.median(cold_wall),
        statistics.quantiles(cold_wall, n=10)[-1],
        statistics.median(cold_cpu),
    )
    return results


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=200, help="paints per picture")
    parser.add_argument("--no-write", action="store_true", help="do not update PERFORMANCE.md")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6 import __version__ as pyside_version
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    load = os.getloadavg()[0]
    results = measure(args.runs)
    del app
    lines = [
        f"Painting a whole Exact Hit sheet into a {WIDTH}x{HEIGHT} QImage with `paint_sheet` "
        f"(`benchmarks/exact_hit_paint.py`, {args.runs} paints each after a warm-up; Python "
        f"{platform.python_version()}, PySide6 {pyside_version}, offscreen). "
        "Goal: median under 10 ms.",
        "",
        "| sheet | median | 90th percentile | median CPU time |",
        "|---|---|---|---|",
    ]
    for name, (median, p90, cpu) in results.items():
        lines.append(f"| {name} | {median:.2f} ms | {p90:.2f} ms | {cpu:.2f} ms |")
    lines += [
        "",
        f"Load average when measuring began: {load:.1f} on {os.cpu_count()} cores (the "
        "machine is shared: CPU time is what a paint costs, the wall clock adds the waits). "
        "On raster devices the printed part (paper, fields with their numbers and symbols, "
        "score boxes, key, bonus table, letter) is one image per letter, header, highlighted "
        "row and size, stamped on whole pixels; drawing it as vectors, as printers and PDFs "
        "get it, is the first paint at a new size. Stroking the outlines of the fields "
        "costs most of that.",
    ]
    text = "\n".join(lines) + "\n"
    print(text)
    if not args.no_write:
        perfdoc.write_section(SECTION, text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
