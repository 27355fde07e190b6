"""Names vulture cannot see being used because a library calls or reads them by name.

`make lint` and `make test` run vulture (dead code) over the package, the tests, the
tools, the benchmarks and the packaging scripts; see [tool.vulture] in pyproject.toml.
Add a name here only when Qt (or the standard library) looks it up itself.
"""

from __future__ import annotations

from configparser import RawConfigParser
from tarfile import TarInfo

from PySide6.QtCore import QAbstractItemModel
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QWidget

from knaster_qt.games import GameEntry, GameFileError
from knaster_qt.games.knaster.views.player_strip import PlayerStrip
from knaster_qt.games.knaster.views.replay_sheets import ReplaySheets
from knaster_qt.printable import Printable
from knaster_qt.shell.views.statistics_models import ScoreChart
from knaster_qt.widgets.banner_label import BannerLabel

# Custom widgets that .ui files name (promoted in Qt Designer): only the generated
# ui_*.py modules, which vulture skips, make them.
_DESIGNER_MAKES_THESE = (BannerLabel, PlayerStrip, ReplaySheets, ScoreChart)
_QT_CALLS_THESE = (
    QWidget.paintEvent,  # the event handlers Qt calls on a widget
    QWidget.mouseReleaseEvent,
    QWidget.minimumSizeHint,  # layouts ask for it
    QWidget.hasHeightForWidth,  # layouts ask widgets that keep an aspect ratio
    QAbstractItemModel.headerData,  # views ask their model for these
    QAbstractItemModel.canFetchMore,
    QAbstractItemModel.fetchMore,
    QAccessibleInterface.object,  # assistive tools ask an accessible interface for these
    QAccessibleInterface.indexOfChild,
    QAccessibleInterface.relations,
    QAccessible.State.readOnly,  # the state bits a screen reader reads
    QAccessible.State.focusable,
)
_THE_STANDARD_LIBRARY_READS_THESE = (
    RawConfigParser.optionxform,  # replaced to keep keys' case (tests of the desktop entry)
    TarInfo.uid,  # set by the .deb builder: tarfile writes the owner from these
    TarInfo.gid,
    TarInfo.uname,
    TarInfo.gname,
)
_THE_GAME_HOOKS_CONTRACT = (
    # knaster_qt/games/__init__.py and knaster_qt/printable.py: what every game's check and
    # printing hooks raise and return (docs/ARCHITECTURE.md); in use as the games fill them.
    GameFileError,
    Printable,
)
_THE_SHELL_TRANSLATES_THE_FILTER = (
    # The file dialogs' filter is built (translated) in knaster_qt/shell/registry.py;
    # GameEntry.file_filter stays for the games' own use until knaster_qt/games drops it.
    GameEntry.file_filter,
)
