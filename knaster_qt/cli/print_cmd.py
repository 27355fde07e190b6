"""``knaster-qt print``: blank pads or a game's finished sheets, to a PDF file or a printer.

    knaster-qt print --blank 20 --side A --per-page 4 --paper a4 -o pad.pdf
    knaster-qt print --transcript game.knaster --all -o sheets.pdf
    knaster-qt print --transcript game.knaster --player Ann          # default printer

Works without a display: Qt's offscreen platform is chosen when there is none.
Exit status 0 on success, 2 for a problem with the input or the output.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
from collections.abc import Callable
from types import FrameType
from typing import Any

EXIT_PROBLEM = 2
EXIT_INTERRUPTED = 130  # 128 + SIGINT, what shells report for a command stopped by Ctrl+C
MAX_BLANK_SHEETS = 10_000


def add_parser(commands: Any) -> None:
    parser = commands.add_parser(
        "print",
        help="print blank sheets or a game's sheets, or write them as a PDF",
        description="Print Knaster sheets like the app's: blank ones to play on paper, or the "
        "finished sheets of a game transcript. With -o FILE.pdf a PDF is written; without, "
        "the sheets go to the system's default printer (or --printer NAME).",
    )
    what = parser.add_mutually_exclusive_group(required=True)
    what.add_argument("--blank", type=int, metavar="N", help="print N blank sheets")
    what.add_argument(
        "--transcript", metavar="GAME", help="print the sheets of this game transcript"
    )
    who = parser.add_mutually_exclusive_group()
    who.add_argument("--player", metavar="NAME", help="with --transcript: only this player's sheet")
    who.add_argument("--all", action="store_true", help="with --transcript: every player's sheet")
    parser.add_argument(
        "--side", default="A", help="with --blank: the sheet side, A or B (default A)"
    )
    parser.add_argument(
        "--per-page",
        type=int,
        choices=(1, 2, 4),
        help="sheets per page (default: 4 blank, 1 finished)",
    )
    parser.add_argument(
        "--paper",
        default="a4",
        choices=("a4", "letter"),
        type=str.lower,
        help="paper size (default a4)",
    )
    parser.add_argument(
        "--cut-marks", action="store_true", help="draw marks where to cut the sheets apart"
    )
    parser.add_argument(
        "-o", "--output", metavar="FILE.pdf", help="write a PDF file instead of printing"
    )
    parser.add_argument(
        "--printer", metavar="NAME", help="the printer to use (default: the system's default)"
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if args.output is not None and args.printer is not None:
        return _fail("give either -o FILE.pdf or --printer NAME, not both")
    if args.blank is not None and not 1 <= args.blank <= MAX_BLANK_SHEETS:
        return _fail(f"--blank takes 1 to {MAX_BLANK_SHEETS} sheets, not {args.blank}")
    if args.transcript is not None and args.player is None and not args.all:
        return _fail("with --transcript, say whose sheet: --player NAME or --all")
    if args.blank is not None and (args.player is not None or args.all):
        return _fail("--player and --all go with --transcript, not with --blank")
    _choose_headless_platform()
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0] if sys.argv else "knaster-qt"])
    ctrl_c = _CtrlC()
    previous = signal.signal(signal.SIGINT, ctrl_c.handle)
    try:
        return _print(args, ctrl_c.checkpoint)
    except KeyboardInterrupt:
        # Ctrl+C: the PDF is written whole or not at all, so there is nothing to clean up.
        done = "nothing was written" if args.output is not None else "nothing was sent"
        print(f"knaster-qt print: interrupted; {done}", file=sys.stderr)
        return EXIT_INTERRUPTED
    finally:
        signal.signal(signal.SIGINT, previous)
        del app


class _CtrlC:
    """Ctrl+C noted by the signal handler, acted on between pages.

    Python's own handler raises KeyboardInterrupt wherever the program is: inside a
    PySide call shiboken may turn it into another error (a SystemError "bad argument to
    internal function"), and between a painter's save() and restore() it leaves saved
    states behind (Qt then warns on stderr). So the handler only notes the key, and
    ``checkpoint`` (called by the painting before each page and before the file is
    written) raises KeyboardInterrupt where stopping is clean.
    """

    def __init__(self) -> None:
        self.pressed = False

    def handle(self, _signal: int, _frame: FrameType | None) -> None:
        self.pressed = True

    def checkpoint(self) -> None:
        if self.pressed:
            raise KeyboardInterrupt


def _print(args: argparse.Namespace, checkpoint: Callable[[], None]) -> int:
    from knaster_qt.games.knaster.core.errors import LayoutError, TranscriptError
    from knaster_qt.games.knaster.core.layout import load_layout
    from knaster_qt.games.knaster.core.transcript import load_transcript, printable
    from knaster_qt.shell.printing.document import PrintError, blank_pictures, finished_pictures
    from knaster_qt.shell.printing.output import export_pdf, print_to_printer
    from knaster_qt.shell.printing.page_layout import paper_size_mm

    if args.blank is not None:
        try:
            layout = load_layout(args.side)
        except LayoutError as error:
            return _fail(str(error))
        pictures = blank_pictures(layout, args.blank)
        per_page = args.per_page or 4
        title = f"Knaster: {args.blank} blank sheet{'s' if args.blank != 1 else ''}, {layout.name}"
    else:
        try:
            game = load_transcript(args.transcript)
        except TranscriptError as error:
            # The same line as `knaster-qt check` prints for this file.
            print(
                f"{printable(args.transcript)}:{error.line}: error: {printable(error.message)}",
                file=sys.stderr,
            )
            return EXIT_PROBLEM
        except OSError as error:
            return _fail(f"cannot read {args.transcript}: {error.strerror or error}")
        if args.all:
            players = list(range(len(game.players)))
        elif args.player in game.players:
            players = [game.players.index(args.player)]
        else:
            return _fail(
                f"there is no player called {args.player} in {args.transcript} (players: {', '.join(game.players)})"
            )
        pictures = finished_pictures(game, players)
        per_page = args.per_page or 1
        title = f"Knaster: {', '.join(game.players[p] for p in players)}"
    paper = paper_size_mm(args.paper)
    try:
        if args.output is not None:
            size = export_pdf(
                args.output, pictures, paper, per_page, args.cut_marks, title, checkpoint
            )
            pages = -(-len(pictures) // per_page)
            print(
                f"wrote {args.output}: {len(pictures)} sheet{'s' if len(pictures) != 1 else ''} on {pages} page{'s' if pages != 1 else ''} ({size // 1024 + 1} KB)"
            )
        else:
            printer, pages = print_to_printer(
                pictures, args.printer, paper, per_page, args.cut_marks, title, checkpoint
            )
            print(
                f"sent {len(pictures)} sheet{'s' if len(pictures) != 1 else ''} on {pages} page{'s' if pages != 1 else ''} to {printer}"
            )
    except PrintError as error:
        return _fail(str(error))
    return 0


def _choose_headless_platform() -> None:
    """Without a display Qt would abort; the offscreen platform prints and writes PDFs fine."""
    if os.environ.get("QT_QPA_PLATFORM"):
        return
    if sys.platform.startswith("linux") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    ):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"


def _fail(message: str) -> int:
    print(f"knaster-qt print: {message}", file=sys.stderr)
    return EXIT_PROBLEM
