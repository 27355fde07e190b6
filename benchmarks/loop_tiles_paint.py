"""Time to repaint the whole Loop Tiles board at 1920x1080 (goal: median under 8 ms).

    .venv/bin/python benchmarks/loop_tiles_paint.py             # measure, update PERFORMANCE.md
    .venv/bin/python benchmarks/loop_tiles_paint.py --no-write  # only print the figures

The painter is ``paint_board``, the one the board widget will call in paintEvent,
with a board of a finished 2-player game (most of the 81 tiles) and every screen
overlay on. For scale, the same run times painting nothing into an image of the same
size (fill, begin and end a QPainter): what any repaint costs before the board.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

import perfdoc  # benchmarks/perfdoc.py: the scripts run from this folder

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
SECTION = "loop_tiles_paint"
WIDTH, HEIGHT = 1920, 1080


def time_paints(
    paint: Callable[[object], None], runs: int, before: Callable[[], None]
) -> tuple[list[float], list[float]]:
    """Wall-clock and CPU milliseconds per repaint of a 1920x1080 image by ``paint(painter)``.

    The machine is shared; CPU time leaves out the time other processes had the core.
    """
    from PySide6.QtGui import QImage, QPainter

    image = QImage(WIDTH, HEIGHT, QImage.Format.Format_ARGB32_Premultiplied)
    wall, cpu = [], []
    for _ in range(runs):
        before()
        start, start_cpu = time.perf_counter(), time.thread_time()
        image.fill(0xFF303030)  # a widget repaints its background too
        painter = QPainter(image)
        paint(painter)
        painter.end()
        cpu.append((time.thread_time() - start_cpu) * 1000)
        wall.append((time.perf_counter() - start) * 1000)
    return wall, cpu


def measure(runs: int) -> dict[str, tuple[list[float], list[float]]]:
    from PySide6.QtCore import QRectF

    from knaster_qt.games.loop_tiles.core.material import parse_square
    from knaster_qt.games.loop_tiles.render.board_painter import paint_board
    from knaster_qt.games.loop_tiles.render.picture import BoardPicture
    from knaster_qt.games.loop_tiles.render.raster_cache import RASTER_CACHE
    from knaster_qt.games.loop_tiles.render.samples import play_sample_game

    game, _ = play_sample_game(players=2, seed=7)
    tiles = dict(game.placed)
    empty = sorted({(c, r) for c in range(13) for r in range(13)} - set(tiles))
    picture = BoardPicture(
        board=game.board,
        tiles=tiles,
        fits=frozenset(empty[:6]),
        hover=empty[0],
        hover_tile=next(iter(tiles.values())),
        hover_points=17,
        this_turn=frozenset(list(tiles)[-3:]),
        last_turn=frozenset(list(tiles)[-6:-3]),
    )
    assert parse_square("G7") in tiles
    target = QRectF(0, 0, WIDTH, HEIGHT)

    def board(painter: object) -> None:
        paint_board(painter, target, picture)  # type: ignore[arg-type]

    def nothing(painter: object) -> None:
        pass

    def keep() -> None:
        pass

    time_paints(board, 5, keep)  # warm-up: fonts load, the cache fills
    results = {
        "empty image (fill, begin, end)": time_paints(nothing, runs, keep),
        f"full board ({len(tiles)} tiles, every overlay)": time_paints(board, runs, keep),
        "the same, first paint at a new size (cache empty)": time_paints(
            board, max(5, runs // 10), RASTER_CACHE.clear
        ),
    }
    return results


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=300, help="paints per case")
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
        f"Repainting the Loop Tiles board into a {WIDTH}x{HEIGHT} QImage with `paint_board` "
        f"(`benchmarks/loop_tiles_paint.py`, {args.runs} paints each after a warm-up; "
        f"Python {platform.python_version()}, PySide6 {pyside_version}, offscreen). "
        "Goal: median under 8 ms.",
        "",
        "| case | median | 90th percentile | median CPU time |",
        "|---|---|---|---|",
    ]
    for name, (wall, cpu) in results.items():
        p90 = statistics.quantiles(wall, n=10)[-1]
        lines.append(
            f"| {name} | {statistics.median(wall):.2f} ms | {p90:.2f} ms "
            f"| {statistics.median(cpu):.2f} ms |"
        )
    lines += [
        "",
        f"Load average when measuring began: {load:.1f} on {os.cpu_count()} cores (shared "
        "with other work: the wall-clock 90th percentile is mostly waiting for the core; CPU "
        "time is what the paint costs). On raster devices the squares lie on whole device "
        "pixels; the empty board and each tile are drawn once per size by the vector code "
        "printers use, and the board with its tiles is kept as one image until a tile is "
        "placed, so a repaint is one image copy and the overlays (the held tile's squares, "
        "the hovered square with its points, this and last turn's marks). The first paint "
        "at a new size (after a resize) draws the board and the tiles again.",
    ]
    text = "\n".join(lines) + "\n"
    print(text)
    if not args.no_write:
        perfdoc.write_section(SECTION, text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
