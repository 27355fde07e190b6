"""Render PNG pictures of sample sheets (blank A, blank B, a finished game, a game on screen).

    .venv/bin/python tools/render_sheet.py [--width 1200] [--ratio 1] [--out DIR]
    .venv/bin/python tools/render_sheet.py --readme   # the README's printing pictures

Works without a display (it uses Qt's offscreen platform when none is set).
``--readme`` prints PDFs with the real ``knaster-qt print`` command and renders
their first pages with poppler's pdftoppm into docs/images/.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from knaster_qt.games.knaster.render.picture import SheetPicture

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--width", type=int, default=1200, help="width in logical pixels")
    parser.add_argument("--ratio", type=float, default=1.0, help="device pixel ratio")
    parser.add_argument("--seed", type=int, default=6, help="seed of the sample game")
    parser.add_argument("--out", type=Path, default=Path("build/sheets"), help="output folder")
    parser.add_argument("--readme", action="store_true", help="render docs/images/print-*.png")
    args = parser.parse_args()
    if args.readme:
        return readme_pictures(ROOT / "docs" / "images")
    if not os.environ.get("DISPLAY") and not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"

    from PySide6.QtGui import QGuiApplication

    from knaster_qt.games.knaster.core.layout import load_layout
    from knaster_qt.games.knaster.render.picture import SheetPicture
    from knaster_qt.games.knaster.render.samples import play_sample_game
    from knaster_qt.games.knaster.render.sheet_painter import render_sheet_image

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    game = play_sample_game(args.seed)
    score = game.score(0)
    pictures = {
        "blank-A": SheetPicture.blank(load_layout("A")),
        "blank-B": SheetPicture.blank(load_layout("B")),
        "finished": SheetPicture.from_game(
            game, 0, header=f"Ann · sample game {args.seed} · {score.total} points · rank 1"
        ),
        "playing": _game_in_progress(),
    }
    args.out.mkdir(parents=True, exist_ok=True)
    for name, picture in pictures.items():
        path = args.out / f"{name}-{args.width}.png"
        if not render_sheet_image(picture, args.width, args.ratio).save(str(path)):
            print(f"cannot write {path}", file=sys.stderr)
            return 1
        print(path)
    del app
    return 0


def readme_pictures(folder: Path) -> int:
    """A printed blank pad page and a page of finished sheets, rendered from the PDFs."""
    from knaster_qt.games.knaster.core.transcript import write_transcript
    from knaster_qt.games.knaster.render.samples import play_sample_game

    jobs = {
        "print-blank-pad.png": ["--blank", "4", "--per-page", "4", "--cut-marks"],
        "print-finished-sheets.png": ["--transcript", "GAME", "--all", "--per-page", "2"],
    }
    with tempfile.TemporaryDirectory() as scratch:
        game = Path(scratch) / "game.knaster"
        game.write_text(
            write_transcript(play_sample_game(6, players=("Benjamin", "Bob"))), encoding="utf-8"
        )
        for name, options in jobs.items():
            pdf = Path(scratch) / "page.pdf"
            command = [sys.executable, "-m", "knaster_qt", "print", *options, "-o", str(pdf)]
            command = [str(game) if word == "GAME" else word for word in command]
            subprocess.run(command, check=True, cwd=ROOT)
            prefix = Path(scratch) / "page"
            subprocess.run(
                [
                    "pdftoppm",
                    "-r",
                    "60",
                    "-png",
                    "-singlefile",
                    "-f",
                    "1",
                    "-l",
                    "1",
                    str(pdf),
                    str(prefix),
                ],
                check=True,
            )
            (folder / name).write_bytes(prefix.with_suffix(".png").read_bytes())
            print(folder / name)
    return 0


def _game_in_progress() -> SheetPicture:
    """A game some rounds in, with the screen overlays a player would see."""
    from knaster_qt.games.knaster.core.actions import Write
    from knaster_qt.games.knaster.core.game import Game
    from knaster_qt.games.knaster.render.picture import SheetPicture

    game = Game(["Ann"], seed=3)
    for cell, total in ((0, 7), (6, 7), (12, 8), (1, 7), (2, 9), (7, 6), (18, 4)):
        game.roll(total)
        game.apply(0, Write(cell))
    game.roll(7)
    targets = frozenset(action.cell for action in game.legal_actions(0) if hasattr(action, "cell"))
    return SheetPicture.from_game(
        game,
        0,
        hover_cell=3,
        hover_write=7,
        focus_cell=13,
        target_cells=targets,
        hint_line=10,
    )


if __name__ == "__main__":
    sys.exit(main())
