"""The ``knaster-qt`` command: with no subcommand it starts the app; subcommands work headless.

Subcommands import only what they need: ``check`` and ``simulate`` never import Qt,
so they run on machines without a display or without Qt's system libraries.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence
from types import ModuleType

from knaster_qt import version

# Modules under knaster_qt/cli/, one per subcommand, in the order --help lists them.
SUBCOMMANDS: tuple[str, ...] = ("check", "simulate", "print_cmd")
# The words that name a subcommand, and the options that list them.
_COMMAND_WORDS = frozenset({"check", "simulate", "print", "-h", "--help"})


def build_parser(with_commands: bool = True) -> argparse.ArgumentParser:
    """The command's parser; without ``with_commands`` only the app's own options.

    The subcommands' parsers read every game's entry (their --game, levels and options),
    which loads the games' rules; starting the window needs none of that.
    """
    parser = argparse.ArgumentParser(
        prog="knaster-qt",
        description="Knaster, the dice game, on a sheet like the printed pad. "
        "Without a subcommand the app starts.",
    )
    parser.add_argument("--version", action=_ShowVersion, nargs=0, help="show the version and exit")
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="open the main window, paint a sheet and quit after a moment (for installers)",
    )
    if not with_commands:
        parser.set_defaults(command=None)
        return parser
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", title="subcommands")
    # Each subcommand lives in its own module with add_parser(commands), which
    # stores the module's ``run(args) -> int`` as the parser default ``run``.
    for module in _subcommand_modules():
        module.add_parser(commands)
    return parser


class _ShowVersion(argparse.Action):
    """``--version``: like argparse's own version action, but the version is read only when
    asked for (see knaster_qt.version), not each time the parser is built."""

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: object,
        _option_string: str | None = None,
    ) -> None:
        print(f"knaster-qt {version()}")
        parser.exit()


def _subcommand_modules() -> list[ModuleType]:
    modules = []
    for name in SUBCOMMANDS:
        modules.append(importlib.import_module(f"knaster_qt.cli.{name}"))
    return modules


EXIT_INTERRUPTED = 130  # 128 + SIGINT, what shells report for a command stopped by Ctrl+C


def main(argv: Sequence[str] | None = None) -> int:
    """Run the app or a subcommand; Ctrl+C stops a subcommand with one line, never a traceback.

    ``simulate`` and ``print`` say themselves what an interruption leaves (figures of the
    games finished, no file); this catches it anywhere else, e.g. while modules load.
    """
    try:
        return _main(argv)
    except KeyboardInterrupt:
        print("knaster-qt: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED


def _main(argv: Sequence[str] | None) -> int:
    from knaster_qt.shell.data_dir import settle_home

    settle_home()  # before anything asks Qt where the data and settings go
    arguments = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser(with_commands=not _COMMAND_WORDS.isdisjoint(arguments))
    args, rest = parser.parse_known_args(arguments)
    if args.command is None:
        from knaster_qt.shell.app import main as app_main

        return app_main(rest, smoke_test=args.smoke_test)
    if rest:
        parser.error(f"unrecognized arguments: {' '.join(rest)}")
    result: int = args.run(args)
    return result


if __name__ == "__main__":
    sys.exit(main())
