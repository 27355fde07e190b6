"""Whether a new game's setup can be played, by its game's entry (players, names, levels, side)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from knaster_qt.games import GameEntry
from knaster_qt.seats import Setup
from knaster_qt.texts import translated


def setup_problems(game: GameEntry, setup: Setup) -> list[str]:
    """Every reason ``setup`` cannot start a game of ``game``, in plain words ([] if it can)."""
    found: list[str] = []
    count = len(setup.seats)
    if not game.min_players <= count <= game.max_players:
        found.append(
            QCoreApplication.translate(
                "NewGameDialog", "a game has {0} to {1} players, not {2}"
            ).format(game.min_players, game.max_players, count)
        )
    name_problem = game.load_name_problem()
    levels = [level.key for level in game.bot_levels]
    seen: set[str] = set()
    for seat in setup.seats:
        problem = name_problem(seat.name)
        if problem:
            found.append(translated(problem))  # the game's Words, in the app's language
        elif seat.name in seen:
            found.append(
                QCoreApplication.translate("NewGameDialog", "two players are called {0}").format(
                    seat.name
                )
            )
        seen.add(seat.name)
        if seat.level is not None and seat.level not in levels:
            found.append(
                QCoreApplication.translate(
                    "NewGameDialog", "'{0}' is not a computer level ({1})"
                ).format(seat.level, ", ".join(levels))
            )
    if game.sheet_per_seat:
        found += _seat_sheet_problems(game, setup)
    elif game.sheet_sides and setup.sheet not in {side.key for side in game.sheet_sides}:
        found.append(
            QCoreApplication.translate("NewGameDialog", "there is no sheet side '{0}'").format(
                setup.sheet
            )
        )
    return found


def _seat_sheet_problems(game: GameEntry, setup: Setup) -> list[str]:
    """Each player's own sheet: one of the game's, and no two players with the same."""
    found: list[str] = []
    keys = {side.key for side in game.sheet_sides}
    taken: set[str] = set()
    for seat in setup.seats:
        if seat.sheet and seat.sheet not in keys:
            found.append(
                QCoreApplication.translate("NewGameDialog", "there is no sheet '{0}'").format(
                    seat.sheet
                )
            )
        elif seat.sheet in taken:
            found.append(
                QCoreApplication.translate("NewGameDialog", "two players have sheet {0}").format(
                    seat.sheet
                )
            )
        if seat.sheet:
            taken.add(seat.sheet)
    return found
