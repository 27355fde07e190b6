"""The player's preferences (QSettings): typed getters and setters, one place for every key.

Settings live where Qt keeps them for "Knaster Qt" (an INI file in the user's config
folder). When ``KNASTER_QT_DATA_DIR`` points the data folder elsewhere (tests, smoke
tests, a portable copy), the settings go into ``settings.ini`` in that folder too, so
such runs never read or change the user's own settings. Without any home folder (no HOME
and no entry in the password database) they go into ``settings.ini`` in the data folder's
fallback next to the working folder, as the data do (knaster_qt.shell.data_dir).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings

from knaster_qt.seats import Seat, Setup
from knaster_qt.shell.data_dir import DATA_DIR_VARIABLE, data_folder, no_home
from knaster_qt.shell.registry import default_game
from knaster_qt.shell.setups import person_name, setup_problems

if TYPE_CHECKING:
    from knaster_qt.games import GameEntry

ORGANIZATION = "Knaster Qt"
APPLICATION = "Knaster Qt"
MAX_RECENT_FILES = 8
DEFAULT_ANIMATION_SPEED = 100  # percent of the normal tumbling speed
ANIMATION_SPEEDS = (50, 200)  # slowest and fastest, percent


def store() -> QSettings:
    """The QSettings holding the preferences (see the module docstring for where)."""
    folder = os.environ.get(DATA_DIR_VARIABLE)
    if folder:
        return QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat)
    if no_home():  # Qt would take /.config
        return QSettings(str(data_folder() / "settings.ini"), QSettings.Format.IniFormat)
    return QSettings(
        QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION, APPLICATION
    )


def _text(key: str, default: str, allowed: tuple[str, ...] | None = None) -> str:
    value = store().value(key, default)
    text = str(value) if value is not None else default
    return text if allowed is None or text in allowed else default


def _flag(key: str, default: bool) -> bool:
    value = store().value(key, default)
    if isinstance(value, str):  # INI files give strings back
        return value.strip().lower() in ("true", "1", "yes")
    return bool(value)


def _put(key: str, value: object) -> None:
    settings = store()
    settings.setValue(key, value)
    settings.sync()


# --- new games -----------------------------------------------------------------
# One remembered setup per game, in the words every game shares (knaster_qt.seats): keys
# side, endRule (as the game's entry names them), realDice and the array "players" of
# name, kind ("human" or "computer") and level. The first registered game keeps them where
# they were before the app hosted several games (game/side, game/endRule, game/realDice,
# players); every other game has its own group, games/<its transcript header>/.


def _keys(game: GameEntry | None) -> tuple[GameEntry, str, str]:
    """The game, the prefix of its side/endRule/realDice keys and the name of its players array."""
    first = default_game()
    game = game or first
    if game == first:
        return game, "game/", "players"
    return game, f"games/{game.transcript_header}/", f"games/{game.transcript_header}/players"


def default_side(game: GameEntry | None = None) -> str:
    """The sheet side of the remembered setup (a new game's side)."""
    game, prefix, _players = _keys(game)
    sides = tuple(side.key for side in game.sheet_sides)
    return _text(prefix + "side", sides[0] if sides else "", sides or None)


def set_default_side(side: str, game: GameEntry | None = None) -> None:
    game, prefix, _players = _keys(game)
    if side not in {choice.key for choice in game.sheet_sides}:
        raise ValueError(f"unknown sheet side {side!r}")
    _put(prefix + "side", side)


def _end_rule(game: GameEntry, prefix: str) -> str:
    rules = tuple(rule.key for rule in game.end_rules)
    return _text(prefix + "endRule", rules[0] if rules else "", rules or None)


def _seats(game: GameEntry, array: str) -> tuple[Seat, ...]:
    """The stored players; one person, "Player", when nothing is stored."""
    levels = [level.key for level in game.bot_levels]
    middle = levels[len(levels) // 2] if levels else None
    settings = store()
    count = settings.beginReadArray(array)
    seats = []
    for index in range(count):
        settings.setArrayIndex(index)
        name = str(settings.value("name", "") or "").strip()
        computer = str(settings.value("kind", "human") or "human") == "computer"
        level = str(settings.value("level", "") or "")
        sheet = str(settings.value("sheet", "") or "")  # games with a sheet per player
        if name:
            seats.append(
                Seat(name, (level if level in levels else middle) if computer else None, sheet)
            )
    settings.endArray()
    if seats:
        return tuple(seats)

    return (Seat(person_name()),)


def _store_seats(array: str, seats: tuple[Seat, ...]) -> None:
    settings = store()
    settings.remove(array)
    settings.beginWriteArray(array, len(seats))
    for index, seat in enumerate(seats):
        settings.setArrayIndex(index)
        settings.setValue("name", seat.name)
        settings.setValue("kind", "computer" if seat.is_computer else "human")
        settings.setValue("level", seat.level or "")
        settings.setValue("sheet", seat.sheet)
    settings.endArray()
    settings.sync()


def first_setup(game: GameEntry) -> Setup:
    """A game's setup before anything is stored: one person, "Player" in the app's language,
    its first side and rule."""
    return Setup(
        seats=(Seat(person_name()),),
        sheet=game.sheet_sides[0].key if game.sheet_sides else "",
        end_rule=game.end_rules[0].key if game.end_rules else "",
    )


def game_setup(game: GameEntry | None = None) -> Setup:
    """A game's remembered setup: who played its last new game, its side, end rule and dice.

    The New Game dialog starts from it and stores what it starts; the app's first game is
    made from it; the Settings dialog shows and edits the same players, side and rule. A
    stored setup that no longer checks gives the game's first setup.
    """
    game, prefix, players = _keys(game)
    setup = Setup(
        seats=_seats(game, players),
        sheet=default_side(game),
        end_rule=_end_rule(game, prefix),
        real_dice=_flag(prefix + "realDice", False),
    )
    return setup if not setup_problems(game, setup) else first_setup(game)


def set_game_setup(setup: Setup, game: GameEntry | None = None) -> None:
    """Store ``setup`` as ``game``'s remembered setup (see ``game_setup``)."""
    game, prefix, players = _keys(game)
    _store_seats(players, setup.seats)
    if game.sheet_sides:
        set_default_side(setup.sheet, game)
    _put(prefix + "endRule", setup.end_rule)
    _put(prefix + "realDice", setup.real_dice)


# --- the screen ----------------------------------------------------------------


def animation_enabled() -> bool:
    return _flag("dice/animation", True)


def set_animation_enabled(enabled: bool) -> None:
    _put("dice/animation", bool(enabled))


def animation_speed() -> int:
    """Percent of the normal tumbling speed, ANIMATION_SPEEDS[0] to ANIMATION_SPEEDS[1]."""
    try:
        speed = int(str(store().value("dice/speed", DEFAULT_ANIMATION_SPEED)))
    except ValueError:
        return DEFAULT_ANIMATION_SPEED
    return min(max(speed, ANIMATION_SPEEDS[0]), ANIMATION_SPEEDS[1])


def set_animation_speed(percent: int) -> None:
    _put("dice/speed", min(max(int(percent), ANIMATION_SPEEDS[0]), ANIMATION_SPEEDS[1]))


def hints_available() -> bool:
    return _flag("game/hints", True)


def set_hints_available(available: bool) -> None:
    _put("game/hints", bool(available))


def coordinates_shown() -> bool:
    """Whether Knaster's sheet shows its coordinates (a to e, 1 to 5) on screen."""
    return _flag("game/coordinates", True)


def set_coordinates_shown(shown: bool) -> None:
    _put("game/coordinates", bool(shown))


def first_guide_shown() -> bool:
    """Whether the first start has offered the first-game guide (it does so once)."""
    return _flag("help/first_guide_shown", False)


def set_first_guide_shown() -> None:
    _put("help/first_guide_shown", True)


# --- language ----------------------------------------------------------------------

LANGUAGE_KEY = "view/language"


def language() -> str:
    """The language chosen in the Language menu; "" follows the system's language."""
    return _text(LANGUAGE_KEY, "")


def set_language(code: str) -> None:
    _put(LANGUAGE_KEY, code)


# --- files -----------------------------------------------------------------------


def recent_files() -> list[str]:
    """Most recent first, at most MAX_RECENT_FILES."""
    value = store().value("files/recent", [])
    if isinstance(value, str):  # one entry comes back as a plain string
        value = [value] if value else []
    if not isinstance(value, list | tuple):
        return []
    return [str(item) for item in value if item][:MAX_RECENT_FILES]


def set_recent_files(paths: list[str]) -> None:
    unique = list(dict.fromkeys(paths))[:MAX_RECENT_FILES]
    _put("files/recent", unique)


def add_recent_file(path: str) -> list[str]:
    """Put ``path`` first (once) and return the new list."""
    paths = [path, *(item for item in recent_files() if item != path)]
    set_recent_files(paths)
    return recent_files()


def remove_recent_file(path: str) -> list[str]:
    set_recent_files([item for item in recent_files() if item != path])
    return recent_files()


def last_folder() -> str:
    """The folder of the last file chosen in any file dialog ("" before the first)."""
    return _text("files/lastFolder", "")


def set_last_folder(folder: str) -> None:
    _put("files/lastFolder", folder)
