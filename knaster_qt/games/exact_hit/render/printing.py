"""Exact Hit's sheets as ``Printable`` s (games/printable.py) and the game's two print hooks.

The shell lays Printables out on pages and knows nothing else of the game; the hooks are
named in the game's entry (``print_blank``, ``print_finished``) and imported only when
someone prints. A printed sheet is drawn by the screen's painter with no overlays.
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from knaster_qt.games.exact_hit.core.sheets import SHEET_LETTERS
from knaster_qt.games.exact_hit.core.transcript import load
from knaster_qt.games.exact_hit.render import geometry as geo
from knaster_qt.games.exact_hit.render.picture import SheetPicture
from knaster_qt.games.exact_hit.render.sheet_painter import paint_sheet
from knaster_qt.kit import sheet_header as words
from knaster_qt.kit.core.transcript_text import meta_date

if TYPE_CHECKING:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter

    from knaster_qt.games.exact_hit.core.game import Game
    from knaster_qt.printable import Printable


@dataclass(frozen=True)
class PrintableSheet:
    """One sheet to print: a picture and the size of the printed sheet (A6 landscape)."""

    picture: SheetPicture

    @property
    def size_mm(self) -> tuple[float, float]:
        return geo.SHEET_WIDTH_MM, geo.SHEET_HEIGHT_MM

    def paint(self, painter: QPainter, target: QRectF) -> None:
        paint_sheet(painter, target, self.picture)


def print_blank(count: int, sheet: str | None) -> list[Printable]:
    """``count`` blank sheets: all of letter ``sheet``, or (None) the letters A-F in turn.

    With no letter the sheets go A, B, C, D, E, F, A, ...: six sheets are one of each,
    enough for a full table, and any count gives each letter as evenly as it can.
    """
    if count < 1:
        raise ValueError(f"the number of sheets must be at least 1, not {count}")
    if sheet is None:
        letters = [SHEET_LETTERS[index % len(SHEET_LETTERS)] for index in range(count)]
    else:
        letter = sheet.strip().upper()
        if letter not in SHEET_LETTERS:
            raise ValueError(f"there is no sheet '{sheet}'; the sheets are A to F")
        letters = [letter] * count
    return [PrintableSheet(SheetPicture.blank(letter)) for letter in letters]


def finished_header(game: Game, player: int, day: datetime.date) -> str:
    """'Ann · 1 Dec 2026 · 87 points · rank 1'; a solo sheet has no rank; unfinished says so.
    In the app's language (the kit's header words)."""
    totals = game.totals()
    total = totals[player]
    parts = [game.names[player], words.date_text(day), words.points_text(total)]
    if game.players > 1:
        # Ties share a rank: one more than the number of players strictly ahead.
        parts.append(words.rank_text(1 + sum(other > total for other in totals)))
    if not game.game_over:
        parts.append(words.in_progress_text())
    return words.SEPARATOR.join(parts)


def finished_sheets(
    game: Game, players: Sequence[int] | None = None, day: datetime.date | None = None
) -> list[PrintableSheet]:
    """The sheets of a game as played (every player, or ``players``), each with its header.

    The date is ``day``, else the transcript's ``meta date``, else today.
    """
    when = day or meta_date(game.meta) or datetime.date.today()
    chosen = range(game.players) if players is None else players
    return [
        PrintableSheet(
            SheetPicture.from_game(game, player, header=finished_header(game, player, when))
        )
        for player in chosen
    ]


def player_index(names: Sequence[str], player: str) -> int:
    """The seat of the player called ``player`` (exact name first, then ignoring case)."""
    if player in names:
        return list(names).index(player)
    folded = [name.casefold() for name in names]
    if player.casefold() in folded:
        return folded.index(player.casefold())
    raise LookupError(f"there is no player called {player} (the players: {', '.join(names)})")


def print_finished(path: str, player: str | None) -> list[Printable]:
    """The finished sheets of the game in the transcript at ``path``: every player's (None)
    or one player's, by name. Raises the transcript's ``TranscriptError`` (a GameFileError)
    for a file that does not check, LookupError for a name not in the game."""
    game = load(path)
    players = None if player is None else [player_index(game.names, player)]
    return list(finished_sheets(game, players))
