"""Render the README's pictures of Exact Hit sheets: a blank sheet and a finished one.

    .venv/bin/python tools/render_exact_hit.py [--width 900] [--out docs/images]

The finished sheet is Ann's in the example game of docs/exact-hit-transcript.md, read
through the transcript reader and drawn by the game's painter, as printing draws it.
Works without a display (Qt's offscreen platform when none is set).
"""

from __future__ import annotations

import argparse
import os
import re
import sys
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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--width", type=int, default=900, help="width in pixels")
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "images")
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
    return 0


if __name__ == "__main__":
    sys.exit(main())
