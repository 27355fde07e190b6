"""The Protocols of a game's hooks (``GameEntry``'s typed fields; docs/GAME-INTERFACE.md).

Each Protocol's ``__call__`` is the hook's signature, its parameters positional-only (an
implementation names them as it likes). mypy strict checks every entry's hooks against them,
and ``tests/shell/test_registry.py`` compares each resolved hook's ``inspect.signature`` with
them. Only type checkers and tests import this module (``knaster_qt.games`` and the entries do
so under ``TYPE_CHECKING``): the app's start makes none of these classes, and the Qt types
they name are imported for type checkers only.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QWidget

    from knaster_qt.play_area import Frame, PlayArea, Replay
    from knaster_qt.printable import Printable
    from knaster_qt.seats import Setup


# Qt-free: the command's and the records' hooks.
class CheckHook(Protocol):
    """(path) -> the game's ``check`` JSON object: at least status ("finished"|"in_progress"),
    rounds, players [{"name", ..., "total"}] and winners; raises a GameFileError subclass for an
    unreadable file, a file that is not UTF-8 or any format or rules error, never anything else."""

    def __call__(self, path: str, /) -> dict[str, Any]: ...


class SimulateHook(Protocol):
    """(levels, seed, options) -> the first player's final total of one whole game played by
    len(levels) computer players, deterministic for the seed; Qt-free. ``options`` holds every
    option of the entry's ``simulate_options`` (defaults filled in); a value the game cannot use
    raises ValueError with a one-line reason."""

    def __call__(self, levels: Sequence[str], seed: int, options: Mapping[str, str], /) -> int: ...


class RecordHook(Protocol):
    """(text, source) -> what the records keep of a transcript (``GameEntry.load_record`` says
    what); raises GameFileError. Qt-free (core)."""

    def __call__(self, text: str | bytes, source: str, /) -> dict[str, Any]: ...


class NameProblemHook(Protocol):
    """(name) -> why a player cannot have this name in the game, None if they can."""

    def __call__(self, name: str, /) -> str | None: ...


# The window's hooks (views layer).
class TableRulesHook(Protocol):
    """() -> the game's rules as a network game's referee asks them (core/network.py): a
    ``knaster_qt.kit.core.table_rules.TableRules``, which this layer below the kit cannot name."""

    def __call__(self) -> Any: ...


class PlayAreaHook(Protocol):
    """``GameEntry.play_area``: (frame, setup) -> the game's :class:`PlayArea` (its class)."""

    def __call__(self, frame: Frame, setup: Setup, /) -> PlayArea: ...


class ReplayHook(Protocol):
    """``GameEntry.replay``: (parent, ask_open) -> the game's replay window; ``ask_open`` is
    the shell's Open dialog (a path, "" if the person cancels)."""

    def __call__(self, parent: QWidget, ask_open: Callable[[QWidget], str], /) -> Replay: ...


class RulesWindowHook(Protocol):
    """``GameEntry.rules_window``: (parent) -> the game's own rules window, not yet shown."""

    def __call__(self, parent: QWidget, /) -> QWidget: ...


# The printing's hooks (render layer).
class PrintBlankHook(Protocol):
    """``GameEntry.print_blank``: (count, sheet) -> count blank sheets; sheet None is the
    game's default choice (Exact Hit: one of each letter). An unknown sheet raises ValueError
    with a one-line reason."""

    def __call__(self, count: int, sheet: str | None, /) -> Sequence[Printable]: ...


class PrintFinishedHook(Protocol):
    """``GameEntry.print_finished``: (path, player) -> the finished sheets of a transcript,
    every player's for None; raises GameFileError for a bad transcript and
    LookupError("there is no player called X ...")."""

    def __call__(self, path: str, player: str | None, /) -> Sequence[Printable]: ...


class PaintSheetHook(Protocol):
    """``GameEntry.painter``: draws one sheet of the game (its own picture of it) into
    ``target``; what it returns is the game's (Knaster: the millimetre transform used)."""

    def __call__(self, painter: QPainter, target: QRectF, picture: Any, /) -> object: ...
