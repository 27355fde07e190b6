"""Render the README's Loop Tiles pictures: the board in play, and the printed sheets.

    .venv/bin/python tools/render_loop_tiles.py            # docs/images/loop-tiles-board.png
    .venv/bin/python tools/render_loop_tiles.py --print    # also loop-tiles-print-*.png

The board picture is drawn by the game's painters (board and rack) from a seeded
2-player game stopped mid-turn, with the screen's overlays: a held tile, the squares
where it fits, the hovered square with its points, this and last turn's tiles.
``--print`` prints PDFs with the real ``knaster-qt print --game loop-tiles`` command
and renders their first pages with poppler's pdftoppm.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
IMAGES = ROOT / "docs" / "images"
SEED, TURNS = 7, 24


def board_picture(path: Path, width: int = 900) -> None:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from knaster_qt.games.loop_tiles.core.placement import placement_points
    from knaster_qt.games.loop_tiles.render.board_painter import paint_board
    from knaster_qt.games.loop_tiles.render.palette import COLORS
    from knaster_qt.games.loop_tiles.render.picture import BoardPicture, RackPicture
    from knaster_qt.games.loop_tiles.render.rack_painter import paint_rack
    from knaster_qt.games.loop_tiles.render.samples import play_sample_game

    game, reports = play_sample_game(players=2, seed=SEED, turns=TURNS)
    ends = [i for i, report in enumerate(reports) if report.kind in ("end turn", "exchange")]
    last_turn = frozenset(
        report.square
        for report in reports[ends[-2] + 1 : ends[-1]]
        if report.kind == "place" and report.square is not None
    )
    rack = game.racks[game.current]
    held = max(rack, key=lambda tile: len(game.legal_placements(tile)))
    fits = game.legal_placements(held)
    hover = max(fits, key=lambda square: placement_points(game.board, game.placed, held, square))
    picture = BoardPicture.from_game(
        game,
        fits=frozenset(fits) - {hover},
        hover=hover,
        hover_tile=held,
        hover_points=placement_points(game.board, game.placed, held, hover),
        last_turn=last_turn,
    )
    rack_height = round(width * 0.16)
    image = QImage(width, width + rack_height, QImage.Format.Format_ARGB32)
    image.fill(COLORS.paper)
    painter = QPainter(image)
    paint_board(painter, QRectF(0, 0, width, width), picture)
    slot = RackPicture.from_game(game, game.current, selected=rack.index(held))
    paint_rack(painter, QRectF(width * 0.15, width, width * 0.7, rack_height), slot)
    painter.end()
    image.save(str(path))
    print(f"wrote {path}")


def print_pictures() -> None:
    """PDFs by the real command, first pages as PNG (needs pdftoppm)."""
    from knaster_qt.games.loop_tiles.core.transcript import write
    from knaster_qt.games.loop_tiles.render.samples import play_sample_transcript

    with tempfile.TemporaryDirectory() as folder:
        game = Path(folder) / "game.loop-tiles"
        game.write_text(write(play_sample_transcript(("Ann", "Bob"), seed=SEED)), "utf-8")
        command = [sys.executable, "-m", "knaster_qt", "print", "--game", "loop-tiles"]
        jobs = {
            "loop-tiles-print-pad": ["--blank", "4"],
            "loop-tiles-print-game": ["--transcript", str(game), "--all"],
        }
        for name, options in jobs.items():
            pdf = Path(folder) / f"{name}.pdf"
            subprocess.run([*command, *options, "-o", str(pdf)], check=True)
            subprocess.run(
                ["pdftoppm", "-png", "-r", "80", "-singlefile", str(pdf), str(IMAGES / name)],
                check=True,
            )
            print(f"wrote {IMAGES / name}.png")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--print", action="store_true", help="also the printed sheets")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    board_picture(IMAGES / "loop-tiles-board.png")
    if args.print:
        print_pictures()
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
