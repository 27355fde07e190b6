"""The words of a finished sheet's printed header, the same in every game, in the app's
language: the day it was played, the player's total, their rank, "game in progress".

Each game builds its header from these ('Ann · 1 Dec 2026 · 87 points · rank 1') and adds
what only it says (Knaster's solo rating, Loop Tiles' winners), so one translation of each
word serves all games' printed sheets.
"""

from __future__ import annotations

import datetime

from PySide6.QtCore import QCoreApplication, QDate, QLocale, QObject

from knaster_qt.kit.fonts import HEADER_SEPARATOR as SEPARATOR

__all__ = ["SEPARATOR", "date_text", "in_progress_text", "points_text", "rank_text"]


class SheetHeader(QObject):
    """Counted words (lupdate extracts plural forms only from a QObject's ``tr``)."""

    def points(self, count: int) -> str:
        #: The total of a finished sheet in its printed header: "87 points"
        return self.tr("%n point(s)", "", count)


def date_text(day: datetime.date) -> str:
    """'1 Dec 2026' in the language (its month's short name, its order)."""
    #: The date in a printed sheet's header, as a QLocale pattern: d day, MMM month's short name
    pattern = QCoreApplication.translate("SheetHeader", "d MMM yyyy")
    return QLocale().toString(QDate(day.year, day.month, day.day), pattern)


def points_text(total: int) -> str:
    """'87 points', '1 point'."""
    return SheetHeader().points(total)


def rank_text(rank: int) -> str:
    """'rank 2': the player's place among the players of a game (ties share a place)."""
    #: The player's place among the players of a finished game: "rank 1"
    return QCoreApplication.translate("SheetHeader", "rank {rank}").format(rank=rank)


def in_progress_text() -> str:
    """What a header says of a game that is not over yet."""
    return QCoreApplication.translate("SheetHeader", "game in progress")
