"""The player's preferences (QSettings): typed getters and setters, one place for every key.

Settings live where Qt keeps them for "Knaster Qt" (an INI file in the user's config
folder). When ``KNASTER_QT_DATA_DIR`` points the data folder elsewhere (tests, smoke
tests, a portable copy), the settings go into ``settings.ini`` in that folder too, so
such runs never read or change the user's own settings.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings

from knaster_qt.games.knaster.core.layout import DEFAULT_LAYOUT, available_layouts
from knaster_qt.shell.data_dir import DATA_DIR_VARIABLE

if TYPE_CHECKING:
    from knaster_qt.games.knaster.core.game import EndRule
    from knaster_qt.games.knaster.core.setup import GameSetup, Seat

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
# The one remembered setup, in the core's own terms (GameSetup, Seat, EndRule). Stored as
# keys of their own: game/side, game/endRule (as transcripts write it), game/realDice and
# the array "players" of name, kind ("human" or "computer") and level.
# The shell's first paint reads only the side (a layout name); the functions that build the
# core's objects import the rules core themselves, so that it is loaded with the game
# (MainWindow.bind_game), not before the window is on screen.

REAL_DICE_KEY = "game/realDice"


def default_side() -> str:
    """The sheet side of the remembered setup (a new game's side)."""
    return _text("game/side", DEFAULT_LAYOUT, tuple(available_layouts()))


def set_default_side(side: str) -> None:
    if side not in available_layouts():
        raise ValueError(f"unknown sheet side {side!r}")
    _put("game/side", side)


def _end_rule() -> EndRule:
    from knaster_qt.games.knaster.core.game import EndRule

    values = tuple(rule.value for rule in EndRule)
    return EndRule(_text("game/endRule", EndRule.EXTRA_ROUND.value, values))


def _seats() -> tuple[Seat, ...]:
    """The stored players; one person, "Player", when nothing is stored."""
    from knaster_qt.games.knaster.core.setup import BOT_LEVELS, Seat

    settings = store()
    count = settings.beginReadArray("players")
    seats = []
    for index in range(count):
        settings.setArrayIndex(index)
        name = str(settings.value("name", "") or "").strip()
        computer = str(settings.value("kind", "human") or "human") == "computer"
        level = str(settings.value("level", "") or "")
        if name:
            seats.append(
                Seat(name, (level if level in BOT_LEVELS else "medium") if computer else None)
            )
    settings.endArray()
    return tuple(seats) or (Seat("Player"),)


def _store_seats(seats: tuple[Seat, ...]) -> None:
    settings = store()
    settings.remove("players")
    settings.beginWriteArray("players", len(seats))
    for index, seat in enumerate(seats):
        settings.setArrayIndex(index)
        settings.setValue("name", seat.name)
        settings.setValue("kind", "computer" if seat.is_computer else "human")
        settings.setValue("level", seat.level or "")
    settings.endArray()
    settings.sync()


def game_setup() -> GameSetup:
    """The one stored setup: who played the last new game, its side, end rule and dice.

    The New game dialog starts from it and stores what it starts; the app's first game
    is made from it; the Settings dialog shows and edits the same players, side and rule.
    A stored setup that no longer checks gives the default (one person, "Player").
    """
    from knaster_qt.games.knaster.core.setup import GameSetup

    setup = GameSetup(
        seats=_seats(),
        layout=default_side(),
        end_rule=_end_rule(),
        real_dice=_flag(REAL_DICE_KEY, False),
    )
    return setup if not setup.problems() else GameSetup()


def set_game_setup(setup: GameSetup) -> None:
    """Store ``setup`` as the one remembered setup (see ``game_setup``)."""
    _store_seats(setup.seats)
    set_default_side(setup.layout)
    _put("game/endRule", setup.end_rule.value)
    _put(REAL_DICE_KEY, setup.real_dice)


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
