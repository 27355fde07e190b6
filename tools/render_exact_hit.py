"""Render the README's pictures of Exact Hit sheets: a blank sheet and a finished one.

    .venv/bin/python tools/render_exact_hit.py [--width 900] [--out docs/images]
    .venv/bin/python tools/render_exact_hit.py --print   # also exact-hit-print-blank.png

The finished sheet is Ann's in the example game of docs/exact-hit-transcript.md, read
through the transcript reader and drawn by the game's painter, as printing draws it.
``--print`` prints a page of blank sheets with the real ``knaster-qt print`` command and
renders it with poppler's pdftoppm. Works without a display (Qt's offscreen platform).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
EXAMPLE = ROOT / "docs" / "exact-hit-transcript.md"


def example_transcript() -> str:
    """The first code block after the heading '## An example' of the format's documentation."""
    document = EXAMPLE.read_text(encoding="utf-8")
    found = re.search(r"## An example.*?```\n(.*?)```", document, re.DOTALL)
    if found is None:
        raise SystemExit(f"{EXAMPLE}: no example transcript found")
    return found[1]


def print_picture(out: Path) -> None:
    """Four blank sheets (A-D) on an A4 page with cut marks, by the real command."""
    with tempfile.TemporaryDirectory() as folder:
        pdf = Path(folder) / "sheets.pdf"
        command = [sys.executable, "-m", "knaster_qt", "print", "--game", "exact-hit"]
        subprocess.run([*command, "--blank", "4", "--cut-marks", "-o", str(pdf)], check=True)
        target = out / "exact-hit-print-blank"
        subprocess.run(
            ["pdftoppm", "-png", "-r", "60", "-singlefile", str(pdf), str(target)], check=True
        )
        print(f"{target}.png")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--width", type=int, default=900, help="width in pixels")
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "images")
    parser.add_argument("--print", action="store_true", help="also a printed page (pdftoppm)")
    args = parser.parse_args()
    if not os.environ.get("DISPLAY") and not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtGui import QGuiApplication

    from knaster_qt.games.exact_hit.core.transcript import parse
    from knaster_qt.games.exact_hit.render.picture import SheetPicture
    from knaster_qt.games.exact_hit.render.printing import finished_sheets
    from knaster_qt.games.exact_hit.render.sheet_painter import render_sheet_image

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    game = parse(example_transcript())
    pictures = {
        "exact-hit-blank-sheet": SheetPicture.blank("C"),
        "exact-hit-finished-sheet": finished_sheets(game, players=[0])[0].picture,
    }
    args.out.mkdir(parents=True, exist_ok=True)
    for name, picture in pictures.items():
        path = args.out / f"{name}.png"
        if not render_sheet_image(picture, args.width).save(str(path)):
            raise SystemExit(f"cannot write {path}")
        print(path)
    del app
    if args.print:
        print_picture(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
