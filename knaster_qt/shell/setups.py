"""Whether a new game's setup can be played, by its game's entry (players, names, levels, side),
and the names a new seat gets in the app's language."""

from __future__ import annotations

from collections.abc import Collection

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


def person_name() -> str:
    """The name of a person's seat nobody has named yet: "Player" (German "Spieler")."""
    #: A player's name until someone types theirs (numbered when there are more: "Player2").
    #: One word of letters only, as a player's name must be
    return _name_word(QCoreApplication.translate("Seats", "Player"), "Player")


def computer_name() -> str:
    """The stem of a computer player's name: "Computer" ("Computer1", Czech "Počítač1")."""
    #: A computer player's name, numbered: "Computer1". One word of letters only
    return _name_word(QCoreApplication.translate("Seats", "Computer"), "Computer")


def new_seat_name(computer: bool, taken: Collection[str], first: int = 1) -> str:
    """The first free name of a new seat: "Player1", "Computer2", ... in the app's language
    (a name once given stays: a saved game and the stored players keep theirs)."""
    stem = computer_name() if computer else person_name()
    number = next(n for n in range(first, first + 100) if f"{stem}{n}" not in taken)
    return f"{stem}{number}"


def _name_word(word: str, english: str) -> str:
    # Every game takes a name of letters, digits, _ and -; a translation that is not one word
    # would give a seat a name its game refuses.
    return word if word and all(char.isalpha() or char in "_-" for char in word) else english
