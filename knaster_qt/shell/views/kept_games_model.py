"""The table of Game > Recovered Games: one row per kept game, newest first.

Columns: when it was kept (the language's short date and time), its game, rounds,
players and why it was kept. The ``KeptGame`` of a row is its ``Qt.UserRole`` data.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from knaster_qt.shell.views.statistics_window import when
from knaster_qt.storage.kept import KeptGame

COLUMNS = (
    str(QT_TRANSLATE_NOOP("KeptGamesModel", "Kept")),
    str(QT_TRANSLATE_NOOP("KeptGamesModel", "Game")),
    str(QT_TRANSLATE_NOOP("KeptGamesModel", "Rounds")),
    str(QT_TRANSLATE_NOOP("KeptGamesModel", "Players")),
    str(QT_TRANSLATE_NOOP("KeptGamesModel", "Why")),
)
ROUNDS_COLUMN, PLAYERS_COLUMN = 2, 3
# Why a game was kept (the last word of its file's name).
REASONS = {
    "abandoned": str(QT_TRANSLATE_NOOP("KeptGamesModel", "abandoned")),
    "declined": str(QT_TRANSLATE_NOOP("KeptGamesModel", "not resumed")),
    "unreadable": str(QT_TRANSLATE_NOOP("KeptGamesModel", "unreadable")),
}
NOTHING = "—"  # a cell whose file does not say (a file no game of this app reads)

Index = QModelIndex | QPersistentModelIndex


def _tr(text: str) -> str:
    return QCoreApplication.translate("KeptGamesModel", text)


def reason_text(game: KeptGame) -> str:
    return _tr(REASONS[game.reason]) if game.reason in REASONS else game.reason


def players_text(game: KeptGame) -> str:
    if game.rounds is None:
        return QCoreApplication.translate("KeptGamesModel", "cannot be read")
    return ", ".join(game.players)


def describe(game: KeptGame) -> str:
    """``Knaster · 12/1/26 2:05 PM · round 23 · Ann, Bob`` (what a confirmation names)."""
    parts = [game.game or NOTHING, when(game.kept_at)]
    if game.rounds is not None:
        parts.append(QCoreApplication.translate("KeptGamesModel", "round {0}").format(game.rounds))
    parts.append(players_text(game))
    return " · ".join(part for part in parts if part)


class KeptGamesModel(QAbstractTableModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.games: list[KeptGame] = []

    def set_games(self, games: list[KeptGame]) -> None:
        self.beginResetModel()
        self.games = list(games)
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() else len(self.games)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return _tr(COLUMNS[section])
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        game = self.games[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._cell(game, index.column())
        if role == Qt.ItemDataRole.ToolTipRole:
            return str(game.path)
        if role == Qt.ItemDataRole.UserRole:
            return game
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() == ROUNDS_COLUMN:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    @staticmethod
    def _cell(game: KeptGame, column: int) -> str:
        if column == 0:
            return when(game.kept_at)
        if column == 1:
            return game.game or NOTHING
        if column == ROUNDS_COLUMN:
            return NOTHING if game.rounds is None else str(game.rounds)
        if column == PLAYERS_COLUMN:
            return players_text(game)
        return reason_text(game)
