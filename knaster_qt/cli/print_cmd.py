"""``knaster-qt print``: blank pads or a game's finished sheets, to a PDF file or a printer.

    knaster-qt print --blank 20 --sheet A --per-page 4 --paper a4 -o pad.pdf
    knaster-qt print --game exact-hit --blank 6 -o sheets.pdf
    knaster-qt print --transcript game.knaster --all -o sheets.pdf
    knaster-qt print --transcript game.knaster --player Ann          # default printer
    knaster-qt print --blank 20 --language de -o block.pdf            # German sheets

The game's entry makes the sheets (its print_blank and print_finished hooks); a
transcript's game is its first word. Here they are only laid out and sent.

The sheets speak the language the app would (knaster_qt.shell.i18n.preferred_language:
the one saved by Edit > Language, else the system's) unless --language says another;
the command's own messages stay English.

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

from knaster_qt.cli.text import show
from knaster_qt.languages import LANGUAGES

EXIT_PROBLEM = 2
EXIT_INTERRUPTED = 130  # 128 + SIGINT, what shells report for a command stopped by Ctrl+C
MAX_BLANK_SHEETS = 10_000


def add_parser(commands: Any) -> None:
    parser = commands.add_parser(
        "print",
        help="print blank sheets or a game's sheets, or write them as a PDF",
        description="Print a game's sheets like the app's: blank ones to play on paper, or the "
        "finished sheets of a game transcript. With -o FILE.pdf a PDF is written; without, "
        "the sheets go to the system's default printer (or --printer NAME).",
    )
    parser.add_argument(
        "--game",
        metavar="NAME",
        help="the game: knaster (default), exact-hit, loop-tiles; "
        "with --transcript the file's first word says it",
    )
    what = parser.add_mutually_exclusive_group(required=True)
    what.add_argument("--blank", type=int, metavar="N", help="print N blank sheets")
    what.add_argument(
        "--transcript", metavar="GAME", help="print the sheets of this game transcript"
    )
    who = parser.add_mutually_exclusive_group()
    who.add_argument("--player", metavar="NAME", help="with --transcript: only this player's sheet")
    who.add_argument("--all", action="store_true", help="with --transcript: every player's sheet")
    sheet = parser.add_mutually_exclusive_group()
    sheet.add_argument(
        "--sheet",
        metavar="X",
        help="with --blank: which sheet (Knaster: side A or B, default A; Exact Hit: a letter "
        "A-F, default one of each)",
    )
    sheet.add_argument("--side", metavar="A|B", help="Knaster's --sheet (its sides A and B)")
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
        "--language",
        metavar="CODE",
        type=str.lower,
        help=f"the language of the printed sheets: {', '.join(LANGUAGES)} (default: the app's, "
        "as chosen in Edit > Language, else the system's)",
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
    if args.blank is not None and (args.player is not None or args.all):
        return _fail("--player and --all go with --transcript, not with --blank")
    if args.language is not None and args.language not in LANGUAGES:
        known = ", ".join(LANGUAGES)
        return _fail(f"there is no language '{show(args.language)}' (languages: {known})")
    _choose_headless_platform()
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0] if sys.argv else "knaster-qt"])
    from knaster_qt.shell.i18n import TRANSLATIONS, preferred_language

    # The sheets' texts come from the language's catalogue (English's too: it holds the
    # plural forms, without it a header says "67 point(s)"). Put back afterwards, for a
    # caller in the same process (a test's app).
    spoken = TRANSLATIONS.language
    language = args.language or preferred_language()
    if not TRANSLATIONS.use(language):
        print(
            f"knaster-qt print: the translation '{language}' was not found; "
            "the sheets are printed in English",
            file=sys.stderr,
        )
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
        TRANSLATIONS.use(spoken)
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
    # Imported here, as in check.py: every start builds this subcommand's parser, also when
    # it only opens the window; printing (Qt) loads only to print.
    from knaster_qt.cli.games import find_game, game_names, recognise
    from knaster_qt.cli.text import emit, printable
    from knaster_qt.games import GameFileError
    from knaster_qt.shell.printing.document import PrintError
    from knaster_qt.shell.printing.output import export_pdf, print_to_printer
    from knaster_qt.shell.printing.page_layout import paper_size_mm

    chosen = None
    if args.game is not None:
        chosen = find_game(args.game)
        if chosen is None:
            return _fail(f"there is no game '{args.game}' (games: {', '.join(game_names())})")
    if args.blank is not None:
        game = chosen or find_game(game_names()[0])
        assert game is not None
        sheet = args.sheet if args.side is None else args.side
        if args.side is not None and game.transcript_header != "knaster":
            return _fail(f"--side is Knaster's; {game.name} takes --sheet")
        if not game.print_blank:
            return _fail(f"{game.name} cannot print blank sheets yet")
        try:
            sheets = game.load_print_blank()(args.blank, sheet)
        except ValueError as error:
            return _fail(str(error))
        per_page = args.per_page or 4
        count = len(sheets)
        title = f"{game.name}: {count} blank sheet{'s' if count != 1 else ''}"
        if sheet is not None:
            title += f", sheet {sheet}"
    else:
        if args.sheet is not None or args.side is not None:
            return _fail("--sheet goes with --blank; a transcript's sheets are its own")
        found = recognise(args.transcript, chosen)
        if isinstance(found, str):
            emit(sys.stderr, found + "\n")
            return EXIT_PROBLEM
        game = found
        if chosen is not None and game.transcript_header != chosen.transcript_header:
            return _fail(f"{args.transcript} is a {game.name} transcript, not {chosen.name}")
        if not game.print_finished:
            return _fail(f"{game.name} cannot print a game's sheets yet")
        if args.player is None and not args.all and not game.one_sheet_for_all:
            # One sheet per player: say whose (a game whose one sheet shows all needs not).
            return _fail("with --transcript, say whose sheet: --player NAME or --all")
        try:
            sheets = game.load_print_finished()(args.transcript, None if args.all else args.player)
        except GameFileError as error:
            # The same line as `knaster-qt check` prints for this file.
            line = f"{printable(args.transcript)}:{error.line}: error: {printable(error.message)}"
            emit(sys.stderr, line + "\n")
            return EXIT_PROBLEM
        except LookupError as error:
            return _fail(str(error.args[0] if error.args else error))
        per_page = args.per_page or 1
        who = "every player" if args.player is None else args.player
        title = f"{game.name}: {who}"
    if not sheets:
        return _fail("there are no sheets to print")
    paper = paper_size_mm(args.paper)
    try:
        if args.output is not None:
            size = export_pdf(
                args.output, sheets, paper, per_page, args.cut_marks, title, checkpoint
            )
            pages = -(-len(sheets) // per_page)
            print(
                f"wrote {args.output}: {len(sheets)} sheet{'s' if len(sheets) != 1 else ''} on {pages} page{'s' if pages != 1 else ''} ({size // 1024 + 1} KB)"
            )
        else:
            printer, pages = print_to_printer(
                sheets, args.printer, paper, per_page, args.cut_marks, title, checkpoint
            )
            print(
                f"sent {len(sheets)} sheet{'s' if len(sheets) != 1 else ''} on {pages} page{'s' if pages != 1 else ''} to {printer}"
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
