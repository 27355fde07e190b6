"""``knaster-qt simulate``: computer players play seeded games headless; prints score figures.

Never imports Qt, so it runs on machines without a display or Qt libraries.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from typing import TYPE_CHECKING, Any

from knaster_qt.cli.games import default_game, games

if TYPE_CHECKING:
    from knaster_qt.games import GameEntry, GameOption

EXIT_PROBLEM = 2
EXIT_INTERRUPTED = 130  # 128 + SIGINT, what shells report for a command stopped by Ctrl+C


def _count(low: int, high: int | None, what: str) -> Any:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(
                f"{what} must be a whole number, not '{text}'"
            ) from None
        if value < low or (high is not None and value > high):
            limit = f"{low} to {high}" if high is not None else f"at least {low}"
            raise argparse.ArgumentTypeError(f"{what} must be {limit}, not {value}")
        return value

    return parse


def add_parser(commands: Any) -> None:
    known = games()
    default = default_game()
    parser = commands.add_parser(
        "simulate",
        help="let computer players play seeded games and print score figures",
        description="Computer players of one level play K games with N players each; prints "
        "the mean, median, min, max and standard deviation of the first player's scores "
        "and the games per second. The same seed gives the same figures.",
    )
    parser.add_argument(
        "--game",
        choices=[game.transcript_header for game in known],
        default=default.transcript_header,
        help=f"the game to play (default {default.transcript_header})",
    )
    parser.add_argument(
        "--players",
        type=_count(1, None, "--players"),
        metavar="N",
        help="players per game, from the game's least to its most, default its least "
        f"({default.name}: {default.min_players} to {default.max_players})",
    )
    parser.add_argument(
        "--games",
        type=_count(1, None, "--games"),
        default=100,
        metavar="K",
        help="number of games (default 100)",
    )
    parser.add_argument(
        "--seed",
        type=_count(0, None, "--seed"),
        default=0,
        metavar="S",
        help="seed of the first game; game i uses S + i (default 0)",
    )
    levels = list(dict.fromkeys(level for game in known for level in game.levels_to_simulate()))
    parser.add_argument(
        "--bot",
        choices=levels,
        help="level of every player (default: the game's middle one; "
        f"{default.name}: {default.default_simulate_level()})",
    )
    # Each game's own options (Knaster: --sheet, --end-rule); one option may serve several
    # games. argparse checks the choices only when every game that has it lists them.
    options: dict[str, list[GameOption]] = {}
    for game in known:
        for option in game.simulate_options:
            options.setdefault(option.name, []).append(option)
    for name, variants in options.items():
        choices = [choice for option in variants for choice in option.choices]
        owners = [game.name for game in known if any(o.name == name for o in game.simulate_options)]
        parser.add_argument(
            f"--{name}",
            dest=_dest(name),
            metavar=name.upper().replace("-", "_"),
            choices=list(dict.fromkeys(choices)) if all(o.choices for o in variants) else None,
            help=f"{', '.join(owners)}: {variants[0].help}",
        )
    parser.set_defaults(run=run)


def _dest(option: str) -> str:
    return "option_" + option.replace("-", "_")


def run(args: argparse.Namespace) -> int:
    # Imported here, as in check.py: every start builds this subcommand's parser.
    from knaster_qt.cli.games import find_game

    game = find_game(args.game)
    assert game is not None  # argparse allowed only the games' names
    if not game.simulate:
        return _fail(f"{game.name} has no computer players yet")
    players = game.min_players if args.players is None else args.players
    if not game.min_players <= players <= game.max_players:
        return _fail(
            f"error: --players must be {game.min_players} to {game.max_players}, "
            f"not {players} ({game.name})"
        )
    level = args.bot or game.default_simulate_level()
    if level not in game.levels_to_simulate():
        known = ", ".join(game.levels_to_simulate())
        return _fail(f"error: {game.name} has no level '{level}' (levels: {known})")
    options = _options(args, game)
    if isinstance(options, str):
        return _fail(f"error: {options}")
    play = game.load_simulate()
    levels = [level] * players
    start = time.perf_counter()
    scores: list[int] = []
    try:
        for index in range(args.games):
            scores.append(play(levels, args.seed + index, options))
    except ValueError as error:
        if scores:
            raise  # a game that started fine then broke: a bug, not an option
        return _fail(f"error: {error}")
    except KeyboardInterrupt:
        # Ctrl+C: the figures of the games that finished, and one line saying so.
        _print_figures(scores, time.perf_counter() - start)
        print(
            f"knaster-qt simulate: interrupted after {len(scores)} of {args.games} games",
            file=sys.stderr,
        )
        return EXIT_INTERRUPTED
    _print_figures(scores, time.perf_counter() - start)
    return 0


def _options(args: argparse.Namespace, game: GameEntry) -> dict[str, str] | str:
    """The game's options, given or default; a message for an option of another game."""
    own = {option.name for option in game.simulate_options}
    for game_option in {o.name for entry in games() for o in entry.simulate_options} - own:
        if getattr(args, _dest(game_option), None) is not None:
            return f"--{game_option} is not an option of {game.name}"
    options = {}
    for option in game.simulate_options:
        value = getattr(args, _dest(option.name), None)
        value = option.default if value is None else value
        if option.choices and value not in option.choices:
            return (
                f"{game.name} has no {option.name} '{value}' (known: {', '.join(option.choices)})"
            )
        options[option.name] = value
    return options


def _fail(message: str) -> int:
    print(f"knaster-qt simulate: {message}", file=sys.stderr)
    return EXIT_PROBLEM


def _print_figures(scores: list[int], elapsed: float) -> None:
    if not scores:
        return
    stdev = statistics.pstdev(scores)
    rate = len(scores) / elapsed if elapsed > 0 else float("inf")
    print(
        f"mean {statistics.mean(scores):.1f}  median {statistics.median(scores):g}  "
        f"min {min(scores)}  max {max(scores)}  stdev {stdev:.1f}  games/s {_rate_text(rate)}",
        flush=True,
    )


def _rate_text(rate: float) -> str:
    """3600, 98 or 0.52: whole numbers where a fraction says nothing (never 3.6e+03)."""
    return f"{rate:.0f}" if rate >= 10 else f"{rate:.2g}"
